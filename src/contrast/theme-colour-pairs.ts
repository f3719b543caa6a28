/**
 * The colour pairs of a site config that the generator's `mint a11y` checks, with its thresholds
 * and its backgrounds (facts read in @mintlify/cli 4.0.1591, `src/accessibility.ts` and
 * `src/accessibilityCheck.tsx`, and @mintlify/common 1.0.1211, `dist/colors.js`):
 *
 * - `colors.primary` on the light background, 4.5:1;
 * - `colors.light` on the dark background, 4.5:1;
 * - `colors.dark` on the dark background and on the light background, 3:1 each;
 * - each `navigation.global.anchors[].color`: `light` on the light background, `dark` on the dark, 4.5:1.
 *
 * Backgrounds: `background.color.light`, else white; `background.color.dark`, else #09090b with 2% of
 * `colors.light` (#4ADE80 when unset) laid over it. Theme `linden` tints both defaults by 3%: the light
 * one with `colors.primary` (#16A34A when unset), the dark one (#09090B) with `colors.light`.
 * A mint.json keeps its backgrounds in `colors.background`; the generator's upgrade to docs.json moves
 * them to `background.color`, and the site renders them, so docs-lint reads them there.
 *
 * A site that shows one mode only (`appearance: { default: "dark", strict: true }`, or a mint.json's
 * `modeToggle: { default: "dark", isHidden: true }`) never shows the other background: no colour is
 * checked on it.
 */
import type { StringNode, ValueNode } from '@humanwhocodes/momoa';
import { memberValue } from '../site/json-nodes.js';
import { isHexColour, normalHex } from './contrast-ratio.js';

export type Mode = 'light' | 'dark';

/** WCAG AA for normal text, and the 3:1 the generator asks of `colors.dark` (a button colour). */
export const TEXT_CONTRAST = 4.5;
export const BUTTON_CONTRAST = 3;

const DEFAULT_PRIMARY = '#16a34a';
const DEFAULT_LIGHT = '#4ade80';
const DARK_BASE = '#09090b';

/** The colours a default background is derived from. */
export interface ThemeInputs {
  primary?: string;
  light?: string;
}

export interface Background {
  hex: string;
  /** Where it was set (`background.color.dark`), or undefined for the theme's default. */
  setAt?: string;
}

export interface ColourPair {
  /** How messages name the colour: `colors.primary`, `navigation.global.anchors[0].color.light`. */
  name: string;
  node: StringNode;
  hex: string;
  on: Mode;
  threshold: number;
  /**
   * The input a default background derives from, when this colour is one (`colors.light` tints the
   * default dark background): a new value for it moves that background too.
   */
  feeds?: keyof ThemeInputs;
}

export interface ThemeColours {
  pairs: ColourPair[];
  /** The two backgrounds for a given primary and light colour (defaults derive from them). */
  backgrounds(inputs: ThemeInputs): Record<Mode, Background>;
  inputs: ThemeInputs;
}

/** Reads the pairs of a config body (docs.json or mint.json, `$ref`s followed); none when it has no colours. */
export function readThemeColours(body: ValueNode | undefined, legacy: boolean): ThemeColours {
  const colours = memberValue(body, 'colors');
  const hexAt = (node: ValueNode | undefined): StringNode | undefined => (node?.type === 'String' && isHexColour(node.value) ? node : undefined);
  const primary = hexAt(memberValue(colours, 'primary'));
  const light = hexAt(memberValue(colours, 'light'));
  const dark = hexAt(memberValue(colours, 'dark'));

  const backgroundObject = legacy ? memberValue(colours, 'background') : memberValue(memberValue(body, 'background'), 'color');
  const backgroundPath = legacy ? 'colors.background' : 'background.color';
  const setLight = hexAt(memberValue(backgroundObject, 'light'));
  const setDark = hexAt(memberValue(backgroundObject, 'dark'));
  const theme = memberValue(body, 'theme');
  const linden = !legacy && theme?.type === 'String' && theme.value === 'linden';

  const backgrounds = (inputs: ThemeInputs): Record<Mode, Background> => {
    const tintLight = inputs.light ?? DEFAULT_LIGHT;
    return {
      light: setLight
        ? { hex: normalHex(setLight.value), setAt: `${backgroundPath}.light` }
        : { hex: linden ? blend('#ffffff', inputs.primary ?? DEFAULT_PRIMARY, 0.03) : '#ffffff' },
      dark: setDark ? { hex: normalHex(setDark.value), setAt: `${backgroundPath}.dark` } : { hex: blend(DARK_BASE, tintLight, linden ? 0.03 : 0.02) },
    };
  };

  const shown = onlyMode(body, legacy);
  const pairs: ColourPair[] = [];
  const add = (name: string, node: StringNode | undefined, on: Mode, threshold: number, feeds?: keyof ThemeInputs): void => {
    if (node && (!shown || shown === on)) pairs.push({ name, node, hex: normalHex(node.value), on, threshold, feeds });
  };
  add('colors.primary', primary, 'light', TEXT_CONTRAST, linden ? 'primary' : undefined);
  add('colors.light', light, 'dark', TEXT_CONTRAST, 'light');
  add('colors.dark', dark, 'dark', BUTTON_CONTRAST);
  add('colors.dark', dark, 'light', BUTTON_CONTRAST);

  const anchors = memberValue(memberValue(memberValue(body, 'navigation'), 'global'), 'anchors');
  if (!legacy && anchors?.type === 'Array') {
    anchors.elements.forEach((element, index) => {
      const colour = memberValue(element.value, 'color');
      const name = `navigation.global.anchors[${index}].color`;
      add(`${name}.light`, hexAt(memberValue(colour, 'light')), 'light', TEXT_CONTRAST);
      add(`${name}.dark`, hexAt(memberValue(colour, 'dark')), 'dark', TEXT_CONTRAST);
    });
  }

  return {
    pairs,
    backgrounds,
    inputs: { primary: primary && normalHex(primary.value), light: light && normalHex(light.value) },
  };
}

/** The one mode a site shows when it hides the toggle and sets the default, else undefined (readers may switch). */
function onlyMode(body: ValueNode | undefined, legacy: boolean): Mode | undefined {
  const setting = memberValue(body, legacy ? 'modeToggle' : 'appearance');
  const mode = memberValue(setting, 'default');
  const locked = memberValue(setting, legacy ? 'isHidden' : 'strict');
  if (locked?.type !== 'Boolean' || !locked.value || mode?.type !== 'String') return undefined;
  return mode.value === 'light' || mode.value === 'dark' ? mode.value : undefined;
}

/** `source` laid over the opaque `backdrop` at `alpha`, each channel rounded, as the generator's `combineColors` does. */
function blend(backdrop: string, source: string, alpha: number): string {
  const channels = (hex: string): number[] => {
    const full = normalHex(hex);
    return [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  };
  const under = channels(backdrop);
  const over = channels(source);
  return `#${under.map((value, i) => Math.round((1 - alpha) * value + alpha * over[i]).toString(16).padStart(2, '0')).join('')}`;
}

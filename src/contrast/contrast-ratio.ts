/**
 * WCAG 2 contrast between two sRGB colours, and the nearest colour of the same hue that reaches a
 * ratio. The maths is culori's: its `wcagContrast` uses WCAG's relative luminance, the same formula
 * the generator's `mint a11y` computes through the `color` package.
 */
import { clampChroma, formatHex, oklch, parse, wcagContrast } from 'culori';

/** The hex colours the generator's schema accepts: `#abc` or `#aabbcc`. */
const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** `#abc` → `#aabbcc`, lower case. */
export function normalHex(value: string): string {
  return formatHex(parse(value)!);
}

export function contrastRatio(foreground: string, background: string): number {
  return wcagContrast(foreground, background);
}

/**
 * A ratio as messages print it: two decimals, rounded down, so that a ratio just under a threshold
 * (4.497) never reads as reaching it (4.50).
 */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
}

/**
 * The colour closest in lightness to `hex` that keeps its hue (OKLCH, chroma reduced only as far as
 * sRGB requires) and for which `passes` holds once written as hex; undefined when no lightness does.
 * `passes` gets the candidate, so a background that depends on the colour itself can follow it.
 */
export function nearestPassingColour(hex: string, passes: (candidate: string) => boolean): string | undefined {
  const start = oklch(parse(hex)!)!;
  const STEP = 0.001;
  for (let step = 1; step * STEP <= 1; step++) {
    for (const direction of [-1, 1]) {
      const l = start.l + direction * step * STEP;
      if (l < 0 || l > 1) continue;
      const candidate = formatHex(clampChroma({ ...start, l }, 'oklch'));
      if (candidate !== normalHex(hex) && passes(candidate)) return candidate;
    }
  }
  return undefined;
}

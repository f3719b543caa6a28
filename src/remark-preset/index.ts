import remarkLint from 'remark-lint';
import type { Preset } from 'unified';
import { PRESET_NAMES, presetRules, type PresetName } from '../../presets/index.js';
import { allRules } from '../../rules/index.js';
import type { EditorSettings } from '../eslint-plugin/lint-file.js';
import { toRemarkRule } from './rule-plugin.js';

/**
 * docs-lint's rules as a remark-lint preset:
 *
 * ```js
 * import docsLint from 'docs-lint/remark';
 * unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).use(docsLint);
 * ```
 *
 * Every rule that reports on pages is here (the config and navigation rules too: `openapi-valid`
 * checks a page's `openapi` front matter, `nav-no-orphan` reports the page no navigation entry
 * reaches). Messages have `source: 'docs-lint'` and the rule id as `ruleId`.
 */
export interface PresetOptions extends EditorSettings {
  /** Which of docs-lint's presets to mirror (default `recommended`). */
  preset?: PresetName;
}

/** A unified-lint-rule plugin per rule, by rule id (for `[rules['heading-increment'], ['warn']]`). */
export const rules = Object.fromEntries(allRules.map((rule) => [rule.meta.id, toRemarkRule(rule)]));

/** A remark preset with docs-lint's rules at one of its presets' severities, with the settings docs-lint's config file holds. */
export function createPreset(options: PresetOptions = {}): Preset {
  const { preset = 'recommended', ...settings } = options;
  const severities = presetRules(preset, allRules);
  const hasSettings = (settings.components?.length ?? 0) > 0 || (settings.ignores?.length ?? 0) > 0;
  return {
    plugins: [
      remarkLint,
      ...allRules
        .filter((rule) => severities[rule.meta.id] !== 'off')
        .map((rule) => [hasSettings ? toRemarkRule(rule, settings) : rules[rule.meta.id], [severities[rule.meta.id]]] as [never, unknown]),
    ],
  };
}

/** Each of docs-lint's presets as a remark preset. */
export const presets = Object.fromEntries(PRESET_NAMES.map((name) => [name, createPreset({ preset: name })])) as Record<PresetName, Preset>;

/** The `recommended` preset. */
const docsLintRemark: Preset = presets.recommended;
export default docsLintRemark;

import { allRules } from '../rules/index.js';
import type { Rule, RuleMeta, SeverityName } from '../src/types.js';

export const PRESET_NAMES = ['recommended', 'strict', 'style', 'prose', 'all'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/**
 * Each preset is derived from the rules' own metadata, so a new rule lands in the right presets
 * by declaring its category and default severity, and nothing is listed twice.
 */
const PRESET_SEVERITY: Record<PresetName, { description: string; severity(meta: RuleMeta): SeverityName }> = {
  recommended: {
    description: 'The default: every rule that catches a real defect, at its default severity. No prose style rules.',
    severity: (meta) => (meta.category === 'style' ? 'off' : meta.defaultSeverity),
  },
  strict: {
    description: 'Every non-style rule, as an error, including those off by default (spelling and terminology among them).',
    severity: (meta) => (meta.category === 'style' ? 'off' : 'error'),
  },
  style: {
    description: 'Only the authoring-assistant prose rules, as warnings. Combine it with another preset.',
    severity: (meta) => (meta.category === 'style' ? 'warn' : 'off'),
  },
  prose: {
    description: 'The words and the writing: the style rules, spelling and terminology, as warnings. Combine it with another preset.',
    severity: (meta) => (meta.category === 'style' || meta.category === 'prose' ? 'warn' : 'off'),
  },
  all: {
    description: 'Every rule: defects at their default severity, everything else as a warning.',
    severity: (meta) => (meta.category === 'style' || meta.category === 'prose' || meta.defaultSeverity === 'off' ? 'warn' : meta.defaultSeverity),
  },
};

export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name);
}

export function presetDescription(name: PresetName): string {
  return PRESET_SEVERITY[name].description;
}

/** Rule id → severity for one preset (rules the preset turns off are listed as `off`). */
export function presetRules(name: PresetName, rules: readonly Rule<any>[] = allRules): Record<string, SeverityName> {
  const table: Record<string, SeverityName> = {};
  for (const rule of rules) table[rule.meta.id] = PRESET_SEVERITY[name].severity(rule.meta);
  return table;
}

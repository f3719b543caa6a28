import { isPresetName, presetRules, PRESET_NAMES } from '../../presets/index.js';
import { allRules } from '../../rules/index.js';
import { closestMatch } from '../rule-kit/closest-match.js';
import type { Rule, RuleOptions, SeverityName } from '../types.js';
import { resolveExternalLinks } from './external-links-config.js';
import { ConfigError, type LintConfigInput, type ResolvedConfig, type RuleSettingInput } from './lint-config.js';
import { schemaProblem } from './validate-options.js';

const SEVERITIES = ['off', 'warn', 'error'];

const CONFIG_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    extends: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    rules: { type: 'object' },
    ignores: { type: 'array', items: { type: 'string' } },
    components: { type: 'array', items: { type: 'string' } },
    externalLinks: { type: 'object' },
  },
};

export interface CliOverrides {
  preset?: string;
  /** `--rule id:severity`, in the order given. */
  rules?: Array<[string, string]>;
}

/** Merges, in order: the presets (`--preset` replaces `extends`), the config's rules, `--rule` flags. */
export function resolveConfig(input: unknown, overrides: CliOverrides = {}, configFile?: string, rules: readonly Rule<any>[] = allRules): ResolvedConfig {
  const where = configFile ?? 'the configuration';
  // The schema validator is loaded only for a config that is not plainly well-formed, to say what is wrong.
  const problem = isPlainlyValid(input ?? {}) ? undefined : schemaProblem(CONFIG_SCHEMA, input ?? {});
  if (problem) throw new ConfigError(`${where}: ${problem}. Allowed keys: extends, rules, ignores, components, externalLinks.`);
  const config = (input ?? {}) as LintConfigInput;
  const byId = new Map(rules.map((rule) => [rule.meta.id, rule]));

  const presets = overrides.preset !== undefined ? [overrides.preset] : config.extends === undefined ? ['recommended'] : [config.extends].flat();
  const settings: ResolvedConfig['rules'] = {};
  for (const rule of rules) settings[rule.meta.id] = { severity: 'off', options: { ...rule.meta.defaultOptions } };
  for (const preset of presets) {
    const name = preset.replace(/^docs-lint[:/]/, '');
    if (!isPresetName(name)) {
      const suggestion = closestMatch(name, PRESET_NAMES);
      throw new ConfigError(`${where}: unknown preset "${preset}"${suggestion ? `; did you mean "${suggestion}"?` : ''} Presets: ${PRESET_NAMES.join(', ')}.`);
    }
    for (const [id, severity] of Object.entries(presetRules(name, rules))) {
      if (severity !== 'off' || settings[id].severity === 'off') settings[id].severity = severity;
    }
  }

  for (const [id, value] of Object.entries(config.rules ?? {})) {
    const rule = requireRule(byId, id, where);
    const [severity, options] = readSetting(value, id, where);
    settings[id] = { severity, options: validatedOptions(rule, options, where) };
  }
  for (const [id, severity] of overrides.rules ?? []) {
    requireRule(byId, id, '--rule');
    if (!SEVERITIES.includes(severity)) throw new ConfigError(`--rule ${id}:${severity}: the severity must be off, warn or error.`);
    settings[id] = { ...settings[id], severity: severity as SeverityName };
  }

  return {
    configFile,
    extends: presets,
    rules: settings,
    ignores: config.ignores ?? [],
    components: config.components ?? [],
    externalLinks: resolveExternalLinks(config.externalLinks, where),
  };
}

/** The shape CONFIG_SCHEMA describes, checked without a schema validator. */
function isPlainlyValid(input: unknown): boolean {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return false;
  const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  return Object.entries(input).every(([key, value]) => {
    switch (key) {
      case '$schema':
        return typeof value === 'string';
      case 'extends':
        return typeof value === 'string' || strings(value);
      case 'rules':
      case 'externalLinks':
        return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
      case 'ignores':
      case 'components':
        return strings(value);
      default:
        return false;
    }
  });
}

function requireRule(byId: Map<string, Rule<any>>, id: string, where: string): Rule<any> {
  const rule = byId.get(id);
  if (rule) return rule;
  const suggestion = closestMatch(id, byId.keys());
  throw new ConfigError(`${where}: unknown rule "${id}"${suggestion ? `; did you mean "${suggestion}"?` : '.'} Run \`docs-lint --list-rules\` to see every rule.`);
}

function readSetting(value: RuleSettingInput | unknown, id: string, where: string): [SeverityName, RuleOptions | undefined] {
  if (typeof value === 'string' && SEVERITIES.includes(value)) return [value as SeverityName, undefined];
  if (Array.isArray(value) && typeof value[0] === 'string' && SEVERITIES.includes(value[0]) && value.length <= 2) {
    return [value[0] as SeverityName, value[1] as RuleOptions | undefined];
  }
  throw new ConfigError(`${where}: rule "${id}" is set to ${JSON.stringify(value)}; write "off", "warn", "error" or ["error", { ...options }].`);
}

function validatedOptions(rule: Rule<any>, options: RuleOptions | undefined, where: string): RuleOptions {
  if (options === undefined) return { ...rule.meta.defaultOptions };
  const problem = schemaProblem(rule.meta.optionsSchema, options);
  if (problem) throw new ConfigError(`${where}: options of rule "${rule.meta.id}": ${problem}. See ${rule.meta.docsUrl}`);
  return { ...rule.meta.defaultOptions, ...options };
}

import { isPresetName, presetRules, PRESET_NAMES } from '../../presets/index.js';
import { allRules } from '../../rules/index.js';
import { closestMatch } from '../rule-kit/closest-match.js';
import type { Rule, RuleOptions, SeverityName } from '../types.js';
import { ConfigError, type LintConfigInput, type OverrideInput, type ResolvedConfig, type ResolvedOverride, type RuleSettingInput } from './lint-config.js';
import { resolveExternalLinks } from './external-links-config.js';
import { meantSeverity } from './severity-names.js';
import { schemaProblem } from './validate-options.js';

const SEVERITIES = ['off', 'warn', 'error'];

const CONFIG_KEYS = ['extends', 'rules', 'ignores', 'components', 'overrides', 'externalLinks', '$schema'];
const OVERRIDE_KEYS = ['files', 'rules', 'components'];
const STRINGS = { type: 'array', items: { type: 'string' } };

const CONFIG_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    extends: { anyOf: [{ type: 'string' }, STRINGS] },
    rules: { type: 'object' },
    ignores: STRINGS,
    components: STRINGS,
    overrides: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['files'],
        properties: { files: { ...STRINGS, minItems: 1 }, rules: { type: 'object' }, components: STRINGS },
      },
    },
    externalLinks: { type: 'object' },
  },
};

export interface CliOverrides {
  /** `--preset`: one preset, or several separated by commas; replaces the config's `extends`. */
  preset?: string;
  /** `--rule id:severity`, in the order given. */
  rules?: Array<[string, string]>;
  /** `--ignore-pattern`: added to the config's `ignores`. */
  ignores?: string[];
}

/**
 * Merges, in order: the presets (`--preset` replaces `extends`), the config's rules, `--rule`
 * flags. `overrides` are resolved too but applied per file (see `file-settings.ts`); a `--rule`
 * flag wins over them as well.
 */
export function resolveConfig(input: unknown, overrides: CliOverrides = {}, configFile?: string, rules: readonly Rule<any>[] = allRules): ResolvedConfig {
  const where = configFile ?? 'the configuration';
  const misspelt = unknownKeyProblem(input);
  if (misspelt) throw new ConfigError(`${where}: ${misspelt}`);
  // The schema validator is loaded only for a config that is not plainly well-formed, to say what is wrong.
  const problem = isPlainlyValid(input ?? {}) ? undefined : schemaProblem(CONFIG_SCHEMA, input ?? {});
  if (problem) throw new ConfigError(`${where}: ${problem}. Allowed keys: ${CONFIG_KEYS.slice(0, -1).join(', ')}.`);
  const config = (input ?? {}) as LintConfigInput;
  const byId = new Map(rules.map((rule) => [rule.meta.id, rule]));

  const fromCli = overrides.preset !== undefined;
  const presets = fromCli ? overrides.preset!.split(',').map((name) => name.trim()) : config.extends === undefined ? ['recommended'] : [config.extends].flat();
  const settings: ResolvedConfig['rules'] = {};
  for (const rule of rules) settings[rule.meta.id] = { severity: 'off', options: { ...rule.meta.defaultOptions } };
  for (const preset of presets) {
    const name = preset.replace(/^docs-lint[:/]/, '');
    if (!isPresetName(name)) {
      const suggestion = closestMatch(name, PRESET_NAMES);
      // A preset typed on the command line is blamed there, not on a config file that never named it.
      throw new ConfigError(`${fromCli ? '--preset' : where}: unknown preset "${preset}"${suggestion ? `; did you mean "${suggestion}"?` : '.'} Presets: ${PRESET_NAMES.join(', ')}.`);
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
  const flags = new Map<string, SeverityName>();
  for (const [id, severity] of overrides.rules ?? []) {
    requireRule(byId, id, '--rule');
    if (!SEVERITIES.includes(severity)) throw new ConfigError(`--rule ${id}:${severity}: the severity must be off, warn or error.`);
    settings[id] = { ...settings[id], severity: severity as SeverityName };
    flags.set(id, severity as SeverityName);
  }

  return {
    configFile,
    extends: presets,
    rules: settings,
    ignores: [...(config.ignores ?? []), ...(overrides.ignores ?? [])],
    components: config.components ?? [],
    overrides: (config.overrides ?? []).map((entry, index) => resolveOverride(entry, `${where}: overrides[${index}]`, byId, flags)),
    externalLinks: resolveExternalLinks(config.externalLinks, where),
  };
}

/**
 * One `overrides` entry. A severity alone keeps the options the file had before the entry (as in
 * ESLint's flat config); a setting with options replaces them (over the rule's defaults).
 */
function resolveOverride(entry: OverrideInput, where: string, byId: Map<string, Rule<any>>, flags: Map<string, SeverityName>): ResolvedOverride {
  const rules: ResolvedOverride['rules'] = {};
  for (const [id, value] of Object.entries(entry.rules ?? {})) {
    const rule = requireRule(byId, id, where);
    const [severity, options] = readSetting(value, id, where);
    rules[id] = { severity: flags.get(id) ?? severity, ...(options === undefined ? {} : { options: validatedOptions(rule, options, where) }) };
  }
  return { files: entry.files, rules, components: entry.components ?? [] };
}

/** A misspelt key (`extnds`) is named with the key it most likely meant. */
function unknownKeyProblem(input: unknown): string | undefined {
  const unknown = (value: unknown, allowed: string[], at: string): string | undefined => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const key = Object.keys(value).find((name) => !allowed.includes(name));
    if (key === undefined) return undefined;
    const suggestion = closestMatch(key, allowed);
    return `${at}unknown key \`${key}\`${suggestion ? `; did you mean \`${suggestion}\`?` : '.'} Allowed keys${at ? ' there' : ''}: ${allowed.filter((name) => name !== '$schema').join(', ')}.`;
  };
  const top = unknown(input, CONFIG_KEYS, '');
  if (top) return top;
  const entries = (input as LintConfigInput | undefined)?.overrides;
  if (!Array.isArray(entries)) return undefined;
  for (const [index, entry] of entries.entries()) {
    const problem = unknown(entry, OVERRIDE_KEYS, `overrides[${index}]: `);
    if (problem) return problem;
  }
  return undefined;
}

/** The shape CONFIG_SCHEMA describes, checked without a schema validator. */
function isPlainlyValid(input: unknown): boolean {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return false;
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
      case 'overrides':
        return Array.isArray(value) && value.every(isPlainOverride);
      default:
        return false;
    }
  });
}

function strings(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isPlainOverride(entry: unknown): boolean {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const { files, rules, components } = entry as Record<string, unknown>;
  return (
    strings(files) &&
    (files as string[]).length > 0 &&
    (rules === undefined || (Boolean(rules) && typeof rules === 'object' && !Array.isArray(rules))) &&
    (components === undefined || strings(components))
  );
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
  const meant = meantSeverity(Array.isArray(value) ? value[0] : value);
  const hint = meant ? ` Did you mean ${JSON.stringify(Array.isArray(value) ? [meant, ...value.slice(1)] : meant)}?` : '';
  throw new ConfigError(`${where}: rule "${id}" is set to ${JSON.stringify(value)}; write "off", "warn", "error" or ["error", { ...options }].${hint}`);
}

function validatedOptions(rule: Rule<any>, options: RuleOptions | undefined, where: string): RuleOptions {
  if (options === undefined) return { ...rule.meta.defaultOptions };
  const problem = schemaProblem(rule.meta.optionsSchema, options);
  if (problem) throw new ConfigError(`${where}: options of rule "${rule.meta.id}": ${problem}. See ${rule.meta.docsUrl}`);
  return { ...rule.meta.defaultOptions, ...options };
}

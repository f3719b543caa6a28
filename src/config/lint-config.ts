import type { RuleOptions, SeverityName } from '../types.js';
import type { ExternalLinksConfig } from './external-links-config.js';

/** A rule's setting as written: a severity, or `[severity, options]`. */
export type RuleSettingInput = SeverityName | [SeverityName] | [SeverityName, RuleOptions];

/** `docs-lint.config.json` (or `.mjs`/`.js`) as the user writes it. */
export interface LintConfigInput {
  extends?: string | string[];
  rules?: Record<string, RuleSettingInput>;
  ignores?: string[];
  components?: string[];
  /** How `--external` checks links to other sites (see `ExternalLinksConfig`). */
  externalLinks?: Partial<ExternalLinksConfig>;
  /** Settings for some files only; a later entry wins over an earlier one. */
  overrides?: OverrideInput[];
}

/** One entry of `overrides`: rules (and extra components) for the files its globs match. */
export interface OverrideInput {
  files: string[];
  rules?: Record<string, RuleSettingInput>;
  components?: string[];
}

export interface ResolvedRuleSetting {
  severity: SeverityName;
  options: RuleOptions;
}

/** The configuration a run uses, after presets, the config file and CLI flags are merged. */
export interface ResolvedConfig {
  /** Where it came from, for `--print-config`; undefined when no config file exists. */
  configFile?: string;
  extends: string[];
  rules: Record<string, ResolvedRuleSetting>;
  ignores: string[];
  components: string[];
  externalLinks: ExternalLinksConfig;
  /** Per-path settings, in order; the `rules` hold only what each entry sets (with the `--rule` flags applied). */
  overrides: ResolvedOverride[];
}

export interface ResolvedOverride {
  /** Globs relative to the site root. */
  files: string[];
  /** A setting without `options` keeps the options the file had before this entry. */
  rules: Record<string, { severity: SeverityName; options?: RuleOptions }>;
  components: string[];
}

/** A configuration docs-lint cannot use; the CLI prints the message and exits 2. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

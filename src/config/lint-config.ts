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
}

/** A configuration docs-lint cannot use; the CLI prints the message and exits 2. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

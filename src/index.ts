/**
 * docs-lint's Node API: lint a site as the CLI does, with the same config resolution, rules and
 * formatters. The ESLint plugin and the remark preset have their own entry points
 * (`docs-lint/eslint-plugin`, `docs-lint/remark`).
 */
export { lintSite, type LintSiteOptions, type LintSiteOutcome } from './engine/lint-site.js';
export { findLintConfig, loadLintConfig } from './config/load-lint-config.js';
export { resolveConfig, type CliOverrides } from './config/resolve-config.js';
export { ConfigError, type ResolvedConfig } from './config/lint-config.js';
export { formatters, formatNames, type FormatName, type Formatter } from './formatters/index.js';
export { allRules } from '../rules/index.js';
export { PRESET_NAMES } from '../presets/index.js';
export type * from './types.js';

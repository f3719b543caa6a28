import { allRules } from '../../rules/index.js';
import { docsLintVersion } from '../version.js';
import { loadMdxParser, presetConfigs, PLUGIN_NAMESPACE, type FlatConfig } from './configs.js';
import type { PresetName } from '../../presets/index.js';
import { toEslintRule, type EslintRuleModule } from './rule-adapter.js';

/**
 * docs-lint as an ESLint plugin (ESLint 9 and 10, flat config): one ESLint rule per docs-lint
 * rule, `docs-lint/<id>`, made from the rule module itself, and the presets as configs.
 *
 * ```js
 * // eslint.config.mjs
 * import docsLint from 'docs-lint/eslint-plugin';
 * export default [...docsLint.configs.recommended];
 * ```
 */
export interface DocsLintEslintPlugin {
  meta: { name: string; version: string; namespace: string };
  rules: Record<string, EslintRuleModule>;
  configs: Record<PresetName, FlatConfig[]>;
}

const plugin: DocsLintEslintPlugin = {
  meta: { name: 'docs-lint', version: docsLintVersion(), namespace: PLUGIN_NAMESPACE },
  rules: Object.fromEntries(allRules.map((rule) => [rule.meta.id, toEslintRule(rule)])),
  configs: undefined as never,
};
plugin.configs = presetConfigs(plugin, loadMdxParser());

export default plugin;
export { PAGE_FILES, SITE_CONFIG_FILES } from './configs.js';
export { SETTINGS_KEY } from './rule-adapter.js';
export { clearSiteCache, REFRESH_INTERVAL_MS } from './site-cache.js';

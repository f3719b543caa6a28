import { createRequire } from 'node:module';
import json from '@eslint/json';
import { PRESET_NAMES, presetRules, type PresetName } from '../../presets/index.js';
import { allRules } from '../../rules/index.js';
import type { Rule, SeverityName } from '../types.js';
import { isConfigPart } from './lint-file.js';

/** The files each part of a config applies to. */
export const PAGE_FILES = ['**/*.mdx', '**/*.md'];
export const SITE_CONFIG_FILES = ['**/docs.json', '**/mint.json'];

/**
 * The JSON files a `$ref` of a site's docs.json names (`nav/api.json`): part of the config, so the
 * config rules report in them. ESLint calls this for each file it considers; it answers from the
 * site cache, and only for `.json` files.
 */
export function referencedConfigFile(filePath: string): boolean {
  return isConfigPart(filePath);
}

export const PLUGIN_NAMESPACE = 'docs-lint';

/** A flat-config object, as far as these configs use it. */
export interface FlatConfig {
  name: string;
  files: Array<string | ((filePath: string) => boolean)>;
  plugins: Record<string, unknown>;
  language?: string;
  languageOptions?: Record<string, unknown>;
  rules: Record<string, SeverityName>;
}

/**
 * eslint-mdx is an optional peer: loaded synchronously when it is installed (so importing the
 * plugin needs no top-level await), and left out otherwise, with the pages' part of every config.
 */
export function loadMdxParser(): object | undefined {
  try {
    return createRequire(import.meta.url)('eslint-mdx') as object;
  } catch {
    return undefined;
  }
}

/**
 * Rules for docs.json / mint.json: those that check the site config and its navigation. Page rules
 * never report there. Pages get every rule: the config and navigation rules also check pages
 * (`openapi-valid` reads their `openapi` front matter; `nav-no-orphan` reports on the orphan page).
 */
function checksSiteConfig(rule: Rule<any>): boolean {
  return rule.meta.category === 'config' || rule.meta.category === 'navigation';
}

/** Each preset as a flat-config array, mirroring docs-lint's presets (the same severities, derived from the same metadata). */
export function presetConfigs(plugin: object, mdxParser: object | undefined): Record<PresetName, FlatConfig[]> {
  const configs = {} as Record<PresetName, FlatConfig[]>;
  for (const preset of PRESET_NAMES) {
    const severities = presetRules(preset, allRules);
    const rulesWhere = (keep: (rule: Rule<any>) => boolean) =>
      Object.fromEntries(allRules.filter((rule) => keep(rule) && severities[rule.meta.id] !== 'off').map((rule) => [`${PLUGIN_NAMESPACE}/${rule.meta.id}`, severities[rule.meta.id]]));
    const blocks: FlatConfig[] = [];
    if (mdxParser) {
      blocks.push({
        name: `${PLUGIN_NAMESPACE}/${preset}/pages`,
        files: PAGE_FILES,
        plugins: { [PLUGIN_NAMESPACE]: plugin },
        // docs-lint parses pages itself; eslint-mdx only has to give ESLint a Program. A .remarkrc
        // would change nothing docs-lint reports, so it is not looked for.
        languageOptions: { parser: mdxParser, parserOptions: { ignoreRemarkConfig: true } },
        rules: rulesWhere(() => true),
      });
    }
    blocks.push({
      name: `${PLUGIN_NAMESPACE}/${preset}/site-config`,
      files: [...SITE_CONFIG_FILES, referencedConfigFile],
      plugins: { [PLUGIN_NAMESPACE]: plugin, json },
      language: 'json/json',
      rules: rulesWhere(checksSiteConfig),
    });
    configs[preset] = blocks;
  }
  return configs;
}

import path from 'node:path';
import { fileSettings } from '../config/file-settings.js';
import type { ResolvedConfig } from '../config/lint-config.js';

/**
 * `--print-config`: the resolved configuration. Given a file (`docs-lint --print-config
 * changelog.mdx`), the settings that file is linted with: its rules and components after every
 * `overrides` entry that matches it, and which entries those are.
 */
export function printConfigText(config: ResolvedConfig, root: string, file?: string): string {
  if (file === undefined) return `${JSON.stringify(config, null, 2)}\n`;
  const relative = path.relative(root, file).split(path.sep).join('/');
  const { rules, components, overrides } = fileSettings(config, relative);
  const printed = {
    configFile: config.configFile,
    file: relative,
    extends: config.extends,
    overrides: overrides.map((index) => ({ index, files: config.overrides[index].files })),
    rules,
    ignores: config.ignores,
    components,
  };
  return `${JSON.stringify(printed, null, 2)}\n`;
}

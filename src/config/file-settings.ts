import picomatch from 'picomatch';
import type { ResolvedConfig, ResolvedRuleSetting } from './lint-config.js';

/** The settings one file is linted with: the config's, then every `overrides` entry that matches it. */
export interface FileSettings {
  rules: Record<string, ResolvedRuleSetting>;
  components: string[];
  /** Which `overrides` entries matched, by index: files with the same list share their settings. */
  overrides: number[];
}

const matchers = new WeakMap<ResolvedConfig['overrides'][number], (file: string) => boolean>();

/** Indexes of the `overrides` entries whose `files` match `relativePath` (POSIX, relative to the site root). */
export function matchingOverrides(config: ResolvedConfig, relativePath: string): number[] {
  const matched: number[] = [];
  (config.overrides ?? []).forEach((entry, index) => {
    let matches = matchers.get(entry);
    if (!matches) matchers.set(entry, (matches = picomatch(entry.files, { dot: true })));
    if (matches(relativePath)) matched.push(index);
  });
  return matched;
}

/**
 * The rules and components of one file. A later entry wins over an earlier one; an entry's severity
 * without options keeps the options the file had before it.
 */
export function fileSettings(config: ResolvedConfig, relativePath: string): FileSettings {
  const overrides = matchingOverrides(config, relativePath);
  return { ...settingsOf(config, overrides), overrides };
}

/** The settings of the files that `overrides` (indexes, in order) match. */
export function settingsOf(config: ResolvedConfig, overrides: readonly number[]): Omit<FileSettings, 'overrides'> {
  if (overrides.length === 0) return { rules: config.rules, components: config.components };
  const rules = { ...config.rules };
  const components = new Set(config.components);
  for (const index of overrides) {
    const entry = config.overrides[index];
    for (const [id, setting] of Object.entries(entry.rules)) {
      rules[id] = { severity: setting.severity, options: setting.options ?? rules[id].options };
    }
    for (const name of entry.components) components.add(name);
  }
  return { rules, components: [...components] };
}

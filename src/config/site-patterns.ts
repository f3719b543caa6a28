import path from 'node:path';

/**
 * A pattern of `ignores`, `overrides` or `--ignore-pattern` is relative to the site root. One
 * written from a folder above the root (`docs/drafts/**` for the site in `docs`, typed at the top
 * of the repository or kept in a config file there) is taken as meant. A leading `!` stays.
 */
export function rootRelativePattern(pattern: string, root: string, from: string): string {
  const negated = pattern.startsWith('!');
  const bare = (negated ? pattern.slice(1) : pattern).replace(/^\.\//, '');
  const prefix = path.relative(from, root).split(path.sep).join('/');
  const relative = prefix === '' || prefix.startsWith('..') || path.isAbsolute(prefix) || !bare.startsWith(`${prefix}/`) ? bare : bare.slice(prefix.length + 1);
  return negated ? `!${relative}` : relative;
}

/**
 * A config file's patterns made relative to the site root (see `rootRelativePattern`), for a file
 * kept above it. Only lists of strings are touched: anything else is left for the config's
 * validation to report as it is written.
 */
export function sitePatterns(input: unknown, configFolder: string, root: string): unknown {
  if (path.resolve(configFolder) === path.resolve(root) || input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const strings = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.map((item: string) => rootRelativePattern(item, root, configFolder)) : value);
  const config = { ...(input as Record<string, unknown>) };
  if (Object.hasOwn(config, 'ignores')) config.ignores = strings(config.ignores);
  if (Array.isArray(config.overrides)) {
    config.overrides = config.overrides.map((entry: unknown) =>
      entry !== null && typeof entry === 'object' && !Array.isArray(entry) && Object.hasOwn(entry, 'files') ? { ...entry, files: strings((entry as { files: unknown }).files) } : entry,
    );
  }
  return config;
}

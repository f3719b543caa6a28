import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluate, parse } from '@humanwhocodes/momoa';
import { JSON_SCHEMA, load as loadYaml } from 'js-yaml';
import { describeJsonSyntaxError } from '../site/json-syntax-error.js';
import { foldersUpToRepository } from '../site/repository-root.js';
import { ConfigError, type LintConfigInput } from './lint-config.js';

/**
 * Searched in this order. The JSON names are read as JSONC (comments and trailing commas allowed);
 * the `.docs-lintrc` names are for teams used to ESLint's and Prettier's rc files, YAML as well,
 * since a docs repository holds front matter and its site generator's YAML already.
 */
export const LINT_CONFIG_NAMES = [
  'docs-lint.config.json',
  'docs-lint.config.jsonc',
  'docs-lint.config.yaml',
  'docs-lint.config.yml',
  'docs-lint.config.mjs',
  'docs-lint.config.js',
  '.docs-lintrc.json',
  '.docs-lintrc.yaml',
  '.docs-lintrc.yml',
  '.docs-lintrc',
] as const;

/** A name that looks meant for docs-lint's config (`.docs-lintrc.toml`, `docs-lint.config.ts`) and is none of those read. */
const CONFIG_LOOKALIKE = /^(?:\.docs-lintrc|docs-lint\.config)(?:\.[\w.-]+)?$/i;

export function findLintConfig(siteRoot: string): string | undefined {
  return LINT_CONFIG_NAMES.map((name) => path.join(siteRoot, name)).find((candidate) => fs.existsSync(candidate));
}

/**
 * The config file of a run: the nearest one from the site root up to the top of the repository it
 * is in (the folder that holds `.git`). A repository whose site is in `docs/` may keep its config
 * beside the rest of its tooling, at the top. Outside a repository, the site root and the current
 * folder, when the site is below it. The nearest file wins; a farther one is named in a notice,
 * never read and never ignored silently.
 */
export function discoverLintConfig(siteRoot: string, cwd: string): { file?: string; notices: string[] } {
  const found: string[] = [];
  const unread: string[] = [];
  const shown = (name: string) => path.relative(cwd, name) || name;
  for (const folder of configFolders(siteRoot, cwd)) {
    const file = findLintConfig(folder);
    if (file) found.push(file);
    unread.push(...lookalikes(folder));
  }
  // A config under a name docs-lint does not read would be ignored without a word: say which names it reads.
  const notices = unread.map((name) => `docs-lint: ${shown(name)} is not read: docs-lint reads its config from ${LINT_CONFIG_NAMES.join(', ')}.`);
  if (found.length === 0) return { notices };
  const [file, ...farther] = found;
  notices.push(...farther.map((other) => `docs-lint: reading ${shown(file)}; ${shown(other)}, farther from the site, is not read (the config nearest the site root wins).`));
  return { file, notices };
}

function lookalikes(folder: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return [];
  }
  return names.filter((name) => CONFIG_LOOKALIKE.test(name) && !(LINT_CONFIG_NAMES as readonly string[]).includes(name)).map((name) => path.join(folder, name));
}

/** The site root and the folders above it that its config may be in, nearest first. */
function configFolders(siteRoot: string, cwd: string): string[] {
  const inRepository = foldersUpToRepository(siteRoot);
  if (inRepository) return inRepository;
  // Outside a repository only the folder docs-lint was started in, when it is above the site, is read too.
  const site = path.resolve(siteRoot);
  const top = path.resolve(cwd);
  const above = path.relative(top, site);
  const below = top !== site && !above.startsWith('..') && !path.isAbsolute(above) && path.dirname(top) !== top;
  return below ? [site, top] : [site];
}

/** Reads a docs-lint config file; any problem is a ConfigError that names the file and place. */
export async function loadLintConfig(configPath: string): Promise<unknown> {
  if (!fs.existsSync(configPath)) throw new ConfigError(`Config file ${configPath} does not exist.`);
  if (/\.(mjs|js)$/.test(configPath)) {
    try {
      const module = (await import(pathToFileURL(path.resolve(configPath)).href)) as { default?: unknown };
      if (module.default === undefined) throw new ConfigError(`${configPath} has no default export: write \`export default { ... }\`.`);
      return requireObject(configPath, module.default);
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError(`${configPath} could not be loaded: ${(error as Error).message}`);
    }
  }
  const text = fs.readFileSync(configPath, 'utf8').replace(/^\uFEFF/, '');
  if (/\.ya?ml$/i.test(configPath)) return readYamlConfig(configPath, text);
  let document;
  try {
    // JSONC, as VS Code reads its settings: a config explains itself in comments.
    document = parse(text, { mode: 'jsonc', allowTrailingCommas: true });
  } catch (error) {
    const { line, column, reason } = describeJsonSyntaxError(error);
    throw new ConfigError(`${configPath}:${line}:${column}: not valid JSON: ${reason}`);
  }
  return requireObject(configPath, evaluate(document)) as LintConfigInput;
}

/** A YAML config: the same object as the JSON one, any mistake named with its line and column. */
function readYamlConfig(configPath: string, text: string): unknown {
  let value: unknown;
  try {
    // The JSON schema: no dates, no `yes` for true; a config holds strings, numbers, lists and maps.
    value = loadYaml(text, { schema: JSON_SCHEMA });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new ConfigError(`${configPath}:${(mark?.line ?? 0) + 1}:${(mark?.column ?? 0) + 1}: not valid YAML: ${reason}.`);
  }
  // An empty file is an empty config, as an empty JSON object is.
  return value === undefined || value === null ? {} : requireObject(configPath, value);
}

/** `null`, an array or a bare value is no config: say so rather than run with the defaults. */
function requireObject(configPath: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  const found = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
  throw new ConfigError(`${configPath}: the config is ${found}; it must be an object such as { "extends": "recommended" }.`);
}

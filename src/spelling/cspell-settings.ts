/**
 * cspell settings files, read synchronously (rules and the ESLint plugin are synchronous; cspell-lib's
 * own loaders are all async). JSON (with comments and trailing commas, as cspell allows) and YAML
 * are read with docs-lint's own parsers, so that a broken file is one problem at its line and
 * column; other formats (TOML) with cspell's config reader (`cspell-config-lib`, loaded only then).
 * JavaScript configs are loaded with `require` (ES modules too, on Node 20.19+).
 *
 * Read here: `words`, `ignoreWords`, `flagWords`, `suggestWords`, `dictionaryDefinitions` (word
 * lists and tries in files, relative to the file, and inline ones), `dictionaries` (names, `!name`
 * turns one off), `ignorePaths`, `language`, and `import` (other settings files, followed).
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluate, parse as parseJson } from '@humanwhocodes/momoa';
import { load as loadYaml } from 'js-yaml';
import { describeJsonSyntaxError } from '../site/json-syntax-error.js';
import { cspellConfigLib } from './cspell-modules.js';
import { keyPosition, type WordListProblem } from './word-list-problem.js';

/** A dictionary as a settings file defines it, its path made absolute. */
export interface DictionaryDefinition {
  name: string;
  /** Absolute path of the word list or trie; undefined for an inline dictionary. */
  path?: string;
  /** `S` one word a line (default), `W` words separated by spaces, `C` code (camelCase split), `T` a trie. */
  type?: 'S' | 'W' | 'C' | 'T';
  words?: string[];
  flagWords?: string[];
  ignoreWords?: string[];
  suggestWords?: string[];
  repMap?: Array<[string, string]>;
  dictionaryInformation?: Record<string, unknown>;
  ignoreForbiddenWords?: boolean;
  noSuggest?: boolean;
  supportNonStrictSearches?: boolean;
  /** The settings file that defines it. */
  source: string;
}

export interface SpellingSettings {
  /** Every file read, the imports included (their bytes are what a cached result depends on). */
  files: string[];
  words: string[];
  ignoreWords: string[];
  flagWords: string[];
  suggestWords: string[];
  dictionaryDefinitions: DictionaryDefinition[];
  /** Dictionary names the settings turn on; `!name` turns one off. */
  dictionaries: string[];
  /** Globs of files not to check, each relative to the folder of the file that lists it. */
  ignorePaths: Array<{ glob: string; root: string }>;
  /** `language` as written (`en`, `en-GB`, `en,en-GB`), the last file's that sets it. */
  language?: string;
  problems: WordListProblem[];
}

export function emptySettings(): SpellingSettings {
  return { files: [], words: [], ignoreWords: [], flagWords: [], suggestWords: [], dictionaryDefinitions: [], dictionaries: [], ignorePaths: [], problems: [] };
}

const STRING_LISTS = ['words', 'ignoreWords', 'flagWords', 'suggestWords', 'dictionaries'] as const;
const DICTIONARY_TYPES = new Set(['S', 'W', 'C', 'T']);

/**
 * Reads a settings file and what it imports (imports first, so the file's own settings come
 * after them). `seen` guards against import cycles.
 */
export function readSettingsFile(file: string, into: SpellingSettings = emptySettings(), seen = new Set<string>()): SpellingSettings {
  const absolute = path.resolve(file);
  if (seen.has(absolute)) return into;
  seen.add(absolute);
  into.files.push(absolute);
  const loaded = loadSettingsObject(absolute);
  if ('problem' in loaded) {
    into.problems.push(loaded.problem);
    return into;
  }
  const { settings, text } = loaded;
  const problem = (key: string, message: string): void => {
    into.problems.push({ filePath: absolute, ...(text === undefined ? { line: 1, column: 1 } : keyPosition(text, key)), message });
  };
  const imports = settings.import;
  for (const reference of typeof imports === 'string' ? [imports] : Array.isArray(imports) ? imports : []) {
    if (typeof reference !== 'string') continue;
    const target = resolveImport(reference, absolute);
    if (target) readSettingsFile(target, into, seen);
    else problem('import', `cspell settings: the import "${reference}" names no file that exists (looked for it beside this file and as an installed package). Correct the path, or install the package.`);
  }
  if (imports !== undefined && typeof imports !== 'string' && !Array.isArray(imports)) problem('import', 'cspell settings: "import" must be a path or a list of paths.');
  for (const key of STRING_LISTS) {
    const value = settings[key];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
      problem(key, `cspell settings: "${key}" must be a list of strings; it is left out.`);
      continue;
    }
    into[key].push(...(value as string[]).map((entry) => entry.trim()).filter((entry) => entry !== ''));
  }
  if (typeof settings.language === 'string') into.language = settings.language;
  const ignorePaths = settings.ignorePaths;
  if (Array.isArray(ignorePaths)) {
    for (const glob of ignorePaths) if (typeof glob === 'string') into.ignorePaths.push({ glob, root: path.dirname(absolute) });
  }
  const definitions = settings.dictionaryDefinitions;
  if (definitions !== undefined && !Array.isArray(definitions)) problem('dictionaryDefinitions', 'cspell settings: "dictionaryDefinitions" must be a list of dictionaries; it is left out.');
  for (const entry of Array.isArray(definitions) ? definitions : []) {
    const definition = dictionaryDefinition(entry, absolute);
    if (typeof definition === 'string') problem('dictionaryDefinitions', `cspell settings: ${definition}`);
    else into.dictionaryDefinitions.push(definition);
  }
  return into;
}

type Loaded = { settings: Record<string, unknown>; text?: string } | { problem: WordListProblem };

function loadSettingsObject(file: string): Loaded {
  const name = path.basename(file);
  if (/\.(m|c)?js$/i.test(name)) return loadJavaScript(file);
  if (/\.(m|c)?ts$/i.test(name)) return { problem: { filePath: file, line: 1, column: 1, message: 'cspell settings written in TypeScript are not read by docs-lint; write them as JSON, YAML or JavaScript, or list the words in the docs-lint config (spelling option "words").' } };
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    return { problem: { filePath: file, line: 1, column: 1, message: `cspell settings could not be read: ${(error as Error).message}` } };
  }
  // JSON, JSONC and YAML are read with docs-lint's own parsers, which locate a syntax error; cspell's
  // reader (`cspell-config-lib`) reads the rest (TOML), as cspell does.
  const parsed = parseSettingsText(name, text);
  if (parsed && 'problem' in parsed) return { problem: { filePath: file, ...parsed.problem } };
  let settings: unknown;
  if (parsed) {
    settings = name === 'package.json' && isObject(parsed.value) ? parsed.value.cspell : parsed.value;
  } else {
    try {
      settings = readerWriter().parse({ url: pathToFileURL(file), content: text }).settings;
    } catch (error) {
      return { problem: { filePath: file, line: 1, column: 1, message: `cspell settings could not be read: ${(error as Error).message}` } };
    }
  }
  return settingsOf(name, settings, text, file);
}

function settingsOf(name: string, settings: unknown, text: string, file: string): Loaded {
  if (name === 'package.json' && (settings === undefined || settings === null)) return { settings: {}, text };
  if (!isObject(settings)) return { problem: { filePath: file, line: 1, column: 1, message: 'cspell settings must be an object of settings such as { "words": ["…"] }.' } };
  return { settings, text };
}

let cachedReaderWriter: ReturnType<typeof import('cspell-config-lib').createReaderWriter> | undefined;
function readerWriter(): ReturnType<typeof import('cspell-config-lib').createReaderWriter> {
  return (cachedReaderWriter ??= cspellConfigLib().createReaderWriter());
}

/**
 * The value of a JSON (JSONC: comments and trailing commas, as cspell allows) or YAML settings
 * file, or its first syntax error in words a person can act on; undefined for another format.
 */
function parseSettingsText(name: string, text: string): { value: unknown } | { problem: Omit<WordListProblem, 'filePath'> } | undefined {
  if (/\.ya?ml$/i.test(name)) {
    try {
      return { value: loadYaml(text) };
    } catch (error) {
      const mark = (error as { mark?: { line: number; column: number } }).mark;
      const reason = String((error as { reason?: string }).reason ?? (error as Error).message);
      return { problem: { line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1, message: `cspell settings are not valid YAML: ${reason}. The file is left out until it is fixed.` } };
    }
  }
  if (/\.json[c5]?$/i.test(name)) {
    if (text.trim() === '') return { problem: { line: 1, column: 1, message: 'cspell settings file is empty: it holds no JSON value.' } };
    try {
      // Plain JSON (every bundled dictionary's file, most teams' cspell.json) the fast way.
      return { value: JSON.parse(text) as unknown };
    } catch {
      // JSONC, or an error to locate.
    }
    try {
      return { value: evaluate(parseJson(text, { mode: 'jsonc', allowTrailingCommas: true })) };
    } catch (error) {
      const { line, column, reason } = describeJsonSyntaxError(error);
      return { problem: { line, column, message: `cspell settings are not valid JSON: ${reason} The file is left out until it is fixed.` } };
    }
  }
  return undefined;
}

function loadJavaScript(file: string): Loaded {
  try {
    const module = createRequire(file)(file) as { default?: unknown };
    const value = module && typeof module === 'object' && 'default' in module ? module.default : module;
    if (!isObject(value)) return { problem: { filePath: file, line: 1, column: 1, message: 'cspell settings: the module exports no settings object; export one (`export default { words: [...] }`).' } };
    return { settings: value };
  } catch (error) {
    const { line, column } = errorPosition(error, file);
    return { problem: { filePath: file, line, column, message: `cspell settings could not be loaded: ${(error as Error).message.split('\n')[0]}` } };
  }
}

/** The line and column a module's syntax error gives for the file, when it gives one. */
function errorPosition(error: unknown, file: string): { line: number; column: number } {
  const stack = String((error as Error | undefined)?.stack ?? '');
  const at = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)(?::(\\d+))?`).exec(stack);
  return at ? { line: Number(at[1]), column: Number(at[2] ?? 1) } : { line: 1, column: 1 };
}

/** An import: a path beside the file, or an installed package's file (the bundled dictionaries' too). */
function resolveImport(reference: string, from: string): string | undefined {
  const local = path.resolve(path.dirname(from), reference);
  if (/^\.{0,2}[\\/]/.test(reference) || path.isAbsolute(reference) || fs.existsSync(local)) return fs.existsSync(local) ? local : undefined;
  for (const base of [from, bundledDictionariesAnchor()]) {
    try {
      return createRequire(base).resolve(reference);
    } catch {
      // Try the next place.
    }
  }
  return undefined;
}

/** A file inside the bundled dictionaries' package: their packages resolve from there. */
export function bundledDictionariesAnchor(): string {
  return createRequire(import.meta.url).resolve('@cspell/cspell-bundled-dicts/cspell-default.json');
}

function dictionaryDefinition(entry: unknown, file: string): DictionaryDefinition | string {
  if (!isObject(entry) || typeof entry.name !== 'string' || entry.name.trim() === '') return 'each entry of "dictionaryDefinitions" needs a "name"; one without is left out.';
  const name = entry.name.trim();
  const definition: DictionaryDefinition = { name, source: file };
  // The legacy shape names a folder in `path` and the file in `file`.
  const folder = typeof entry.path === 'string' ? entry.path : undefined;
  const where = typeof entry.file === 'string' ? path.join(folder ?? '', entry.file) : folder;
  if (where !== undefined) definition.path = path.resolve(path.dirname(file), where);
  if (typeof entry.type === 'string' && DICTIONARY_TYPES.has(entry.type)) definition.type = entry.type as DictionaryDefinition['type'];
  for (const key of ['words', 'flagWords', 'ignoreWords', 'suggestWords'] as const) {
    const value = entry[key];
    if (Array.isArray(value)) definition[key] = value.filter((word): word is string => typeof word === 'string');
  }
  if (Array.isArray(entry.repMap)) definition.repMap = entry.repMap.filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'));
  if (isObject(entry.dictionaryInformation)) definition.dictionaryInformation = entry.dictionaryInformation;
  for (const key of ['ignoreForbiddenWords', 'noSuggest', 'supportNonStrictSearches'] as const) {
    if (typeof entry[key] === 'boolean') definition[key] = entry[key] as boolean;
  }
  if (definition.path === undefined && !definition.words && !definition.flagWords && !definition.ignoreWords && !definition.suggestWords) {
    return `the dictionary "${name}" has neither a "path" nor words; it is left out.`;
  }
  return definition;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}


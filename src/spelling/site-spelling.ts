/**
 * Everything the spelling check of one site knows, built once per thread and per site index: the
 * team's word lists (read at once, so that a broken one is reported by the config pass) and the
 * speller (built on first use: it loads cspell's dictionaries, which takes a second or two).
 */

import fs from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';
import type { SpellingDictionary } from 'cspell-dictionary';
import type { ProjectIndex } from '../site/project-index.js';
import { isBundledDictionary, type EnglishVariant } from './bundled-dictionaries.js';
import type { DictionaryDefinition } from './cspell-settings.js';
import { loadDictionary } from './load-dictionary.js';
import { createSpeller, type Speller } from './speller.js';
import { readTeamWordLists, type TeamWordLists } from './team-word-lists.js';
import { siteVocabulary } from './site-vocabulary.js';
import { keyPosition, lineColumn, type WordListProblem } from './word-list-problem.js';

export interface SiteSpellingOptions {
  /** `en-US` or `en-GB`; default: the cspell settings' `language`, else `en-US`. */
  language?: EnglishVariant;
  /** More words the site uses. */
  words?: readonly string[];
  /** More of cspell's bundled dictionaries, by name (`python`, `golang`, `k8s`, `aws`…). */
  dictionaries?: readonly string[];
}

export interface SiteSpelling {
  variant: EnglishVariant;
  lists: TeamWordLists;
  /** Problems of the team's word lists: each at its file, line and column. */
  problems: WordListProblem[];
  /** The files the result depends on beside the pages (word lists, settings, vocabularies). */
  files: string[];
  /** True for a page the cspell settings' `ignorePaths` leave out (absolute path). */
  ignores(filePath: string): boolean;
  /** The speller, built on first use. */
  speller(): Speller;
}

const bySite = new WeakMap<ProjectIndex, Map<string, SiteSpelling>>();

/** The spelling of a site with these options; one per thread, site index and options. */
export function siteSpelling(site: ProjectIndex, options: SiteSpellingOptions = {}): SiteSpelling {
  let forSite = bySite.get(site);
  if (!forSite) bySite.set(site, (forSite = new Map()));
  const key = JSON.stringify([options.language ?? '', options.words ?? [], options.dictionaries ?? []]);
  let found = forSite.get(key);
  if (!found) forSite.set(key, (found = buildSiteSpelling(site, options)));
  return found;
}

function buildSiteSpelling(site: ProjectIndex, options: SiteSpellingOptions): SiteSpelling {
  const lists = readTeamWordLists(site.root);
  const { cspell, vale } = lists;
  const problems = [...cspell.problems, ...vale.problems];
  const variant = options.language ?? variantOf(cspell.language);

  // A team's own dictionaries are word lists, small: loaded now, so a broken one is reported with the settings.
  const defined = new Map(cspell.dictionaryDefinitions.map((definition) => [definition.name, definition]));
  const named = [...cspell.dictionaries, ...(options.dictionaries ?? [])];
  const own: SpellingDictionary[] = [];
  const bundled: string[] = [];
  for (const name of named) {
    const bare = name.replace(/^!+/, '');
    const definition = defined.get(bare);
    if (definition && !name.startsWith('!')) {
      const dictionary = loadTeamDictionary(definition, problems);
      if (dictionary) own.push(dictionary);
    } else if (!definition && isBundledDictionary(bare)) {
      bundled.push(name);
    } else if (!definition && lists.cspellFile && cspell.dictionaries.includes(name)) {
      problems.push({ filePath: lists.cspellFile, ...keyPosition(readText(lists.cspellFile), 'dictionaries'), message: `cspell settings: no dictionary is named "${bare}": define it in "dictionaryDefinitions", or name one of cspell's bundled dictionaries.` });
    }
  }

  const words = [...siteVocabulary(site), ...cspell.words, ...(options.words ?? [])];
  const ignored = cspell.ignorePaths.length > 0 ? ignorePathsMatcher(cspell.ignorePaths) : undefined;
  let speller: Speller | undefined;
  let counts: Map<string, number> | undefined;
  return {
    variant,
    lists,
    problems,
    files: [...cspell.files, ...cspell.dictionaryDefinitions.flatMap((definition) => (definition.path ? [definition.path] : [])), ...vale.files],
    ignores: (filePath) => ignored?.(filePath) ?? false,
    speller: () =>
      (speller ??= createSpeller({
        variant,
        bundled,
        dictionaries: own,
        words,
        ignoreWords: cspell.ignoreWords,
        flagWords: cspell.flagWords,
        suggestWords: cspell.suggestWords,
        accept: vale.accept,
        reject: vale.reject,
        timesWritten: (word) => (counts ??= countWords(site)).get(word.toLowerCase()) ?? 0,
      })),
  };
}

/**
 * How many times the site's pages write each word, lower-cased, code and all: read once, when a word one
 * slip from English asks whether the site means it. A page unreadable on disk counts for nothing.
 */
function countWords(site: ProjectIndex): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of site.pageFiles) {
    const text = readText(site.absolutePath(page));
    for (const match of text.matchAll(/\p{L}+/gu)) {
      const word = match[0].toLowerCase();
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/** `en-GB` when cspell's `language` names British English (`en-GB`, `en_gb`), else `en-US`. */
function variantOf(language: string | undefined): EnglishVariant {
  const locales = (language ?? '').split(',').map((locale) => locale.trim().toLowerCase().replace('_', '-'));
  return locales.includes('en-gb') && !locales.includes('en-us') ? 'en-GB' : 'en-US';
}

function loadTeamDictionary(definition: DictionaryDefinition, problems: WordListProblem[]): SpellingDictionary | undefined {
  try {
    return loadDictionary(definition);
  } catch (error) {
    const reason = definition.path && !fs.existsSync(definition.path) ? `its file ${definition.path} does not exist` : (error as Error).message;
    const text = readText(definition.source);
    const at = text.indexOf(JSON.stringify(definition.name)) >= 0 ? text.indexOf(JSON.stringify(definition.name)) : text.indexOf(definition.name);
    problems.push({ filePath: definition.source, ...(at >= 0 ? lineColumn(text, at) : { line: 1, column: 1 }), message: `cspell dictionary "${definition.name}" could not be read: ${reason}. Its words are left out; correct its "path".` });
    return undefined;
  }
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** cspell's `ignorePaths`: gitignore-style globs, each relative to the folder of the settings file that lists it. */
function ignorePathsMatcher(globs: ReadonlyArray<{ glob: string; root: string }>): (filePath: string) => boolean {
  const byRoot = new Map<string, ReturnType<typeof ignore>>();
  for (const { glob, root } of globs) {
    let matcher = byRoot.get(root);
    if (!matcher) byRoot.set(root, (matcher = ignore()));
    matcher.add(glob);
  }
  return (filePath) => {
    for (const [root, matcher] of byRoot) {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      if (relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) && matcher.ignores(relative)) return true;
    }
    return false;
  };
}

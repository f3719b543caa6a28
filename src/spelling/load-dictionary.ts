/**
 * One dictionary definition made into a cspell `SpellingDictionary`, synchronously, the way
 * cspell-lib's own loader does it (same constructors from `cspell-dictionary`, same file types:
 * `.trie.gz` tries, and word lists one word a line, words a line, or code), with `cspell-io`
 * reading the file (gzipped or not).
 */

import type { SpellingDictionary, SpellingDictionaryOptions } from 'cspell-dictionary';
import { cspellDictionary, cspellIo } from './cspell-modules.js';
import type { DictionaryDefinition } from './cspell-settings.js';

/** Loads a dictionary; throws (with the reason) when its file cannot be read. */
export function loadDictionary(definition: DictionaryDefinition): SpellingDictionary {
  const { createInlineSpellingDictionary } = cspellDictionary();
  const { name, source } = definition;
  if (definition.path === undefined) {
    return createInlineSpellingDictionary(
      { name, words: definition.words ?? [], flagWords: definition.flagWords ?? [], ignoreWords: definition.ignoreWords ?? [], suggestWords: definition.suggestWords ?? [] },
      source,
    );
  }
  const options: SpellingDictionaryOptions = {
    repMap: definition.repMap,
    dictionaryInformation: definition.dictionaryInformation as SpellingDictionaryOptions['dictionaryInformation'],
    ignoreForbiddenWords: definition.ignoreForbiddenWords,
    noSuggest: definition.noSuggest,
    supportNonStrictSearches: definition.supportNonStrictSearches,
  };
  const file = definition.path;
  const text = cspellIo().readFileTextSync(file);
  const type = /\.b?trie\b/i.test(file) ? 'T' : (definition.type ?? 'S');
  return withSizeEstimate(dictionaryOfText(text, type, name, file, options), text.length);
}

function dictionaryOfText(text: string, type: string, name: string, file: string, options: SpellingDictionaryOptions): SpellingDictionary {
  const { createSpellingDictionary, createSpellingDictionaryFromTrieFile } = cspellDictionary();
  switch (type) {
    case 'T':
      return createSpellingDictionaryFromTrieFile(text, name, file, options);
    case 'W':
      return createSpellingDictionary(wordsOfLines(text, /\s+/u), name, file, options, true);
    case 'C':
      return createSpellingDictionary(wordsOfLines(text, /[^\w\p{L}\p{M}'’]+/gu), name, file, options, true);
    default:
      return createSpellingDictionary(text.split(/\r?\n|\r/), name, file, options);
  }
}

/** Words of a legacy word list: comments dropped, each line split on `separator`. */
function wordsOfLines(text: string, separator: RegExp): string[] {
  return text
    .split(/\r?\n|\r/)
    .flatMap((line) => line.replace(/#.*/, '').split(separator))
    .filter((word) => word !== '');
}

/**
 * A collection sorts its dictionaries by size, and a trie dictionary walks its whole trie to know its
 * size (0.45 s of CPU for docs-lint's technical lists, measured): the length of its file is of the
 * same order, known for free. `_size` is where the trie dictionary keeps the size it walked for.
 */
function withSizeEstimate(dictionary: SpellingDictionary, estimate: number): SpellingDictionary {
  const sized = dictionary as SpellingDictionary & { _size?: number };
  if (typeof sized._size === 'number' && sized._size === 0) sized._size = estimate;
  return dictionary;
}

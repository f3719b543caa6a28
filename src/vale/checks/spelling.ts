/**
 * `extends: spelling`: each word of a block (as Vale's tokenizer finds them) that no dictionary
 * knows is reported, unless a filter matches it, an `ignore` file lists it, or the accepted
 * vocabulary has it. The dictionaries are docs-lint's spelling rule's (cspell's English and
 * technical lists, the site's own words), which stand for Vale's built-in `en_US-web`; a style's
 * own Hunspell dictionaries (`dictionaries`, `dicpath`, `dic`/`aff`) add their words, and replace
 * the default unless `append: true` or one of them is an English one (`en_US`, `en_GB`…), as in Vale.
 *
 * Default filters (unless `custom: true`), as Vale's: mixed case (`MongoDB`), a word ending in
 * capitals (`API`, `iOS`), any character but letters, `_` and `'` (numbers, hyphens, accents).
 */

import fs from 'node:fs';
import path from 'node:path';
import type { SpellingDictionary } from 'cspell-dictionary';
import { PLACEHOLDER } from '../../prose/index.js';
import { bundledDictionary, defaultDictionaryNames, type EnglishVariant } from '../../spelling/index.js';
import { StyleProblem, type ValeCheck, type ValeFinding } from '../check-types.js';
import { isDirectory, isFile, listFiles } from '../../site/file-queries.js';
import { compileGoRegex, GoRegexError } from '../go-regex.js';
import { readHunspellWords } from '../hunspell-words.js';
import type { RuleDefinition } from '../rule-definition.js';
import { valeWords } from '../vale-words.js';
import { baseCheck } from './common.js';

const DEFAULT_FILTERS = [/[A-Z][a-z]+[A-Z]+\w+/, /[A-Z]+$/, /[^a-zA-Z_']/];

/** Where Vale looks for dictionaries (`<StylesPath>/config/dictionaries`) and ignore files (`config/ignore`). */
const DICTIONARY_DIR = path.join('config', 'dictionaries');
const IGNORE_DIR = path.join('config', 'ignore');

export function spelling(definition: RuleDefinition): ValeCheck {
  const filters: RegExp[] = definition.strings('filters').map((filter) => definition.regex(filter, 'filters', '', filter));
  if (!definition.bool('custom')) filters.push(...DEFAULT_FILTERS);
  const dictionaries = ruleDictionaries(definition);
  const own = new Set<string>([...dictionaries.words, ...ignoredWords(definition)]);
  const exceptions = acceptedWords(definition.accepted);
  const phrases = acceptedPhrases(definition.accepted);
  const known = (word: string, speller: ((word: string) => boolean) | undefined): boolean =>
    own.has(word) || own.has(word.toLowerCase()) || Boolean(exceptions?.test(word)) || (speller !== undefined && speller(word));

  return {
    ...baseCheck(definition),
    run(block, file) {
      const services = file.services;
      const speller = dictionaries.english && services ? services.speller(dictionaries.english) : undefined;
      const variant = dictionaries.english;
      const isKnown = speller && variant ? (word: string) => speller.check(word) !== 'unknown' && !wrongCase(word, variant) : undefined;
      let text = block.text;
      // An accepted phrase (`mea culpa`) is accepted only as a whole: masked, its words are not checked.
      if (phrases) text = text.replace(phrases, (phrase) => ' '.repeat(phrase.length));
      const findings: ValeFinding[] = [];
      for (const word of valeWords(text)) {
        // Code, a URL or a component in the prose is never a word, whatever the filters say.
        if (word.text.includes(PLACEHOLDER)) continue;
        if (filters.some((filter) => filter.test(word.text))) continue;
        if (known(word.text, isKnown)) continue;
        // A possessive is its word's (`Stripe's`): Vale's dictionary has the forms; cspell's has few.
        const possessive = /^(.+)'s$/i.exec(word.text);
        if (possessive && known(possessive[1], isKnown)) continue;
        const match = block.slice(word.start, word.end);
        findings.push({ start: word.start, end: word.end, match, message: definition.format([match]) });
      }
      return findings;
    },
  };
}

/**
 * Vale knows a word as written or in lower case, so `api` and `Centos` are misspelled where the
 * dictionary has `API` and `CentOS`; the speller checks case aside. A word the dictionaries have
 * only in other capitals is reported, as Vale reports it.
 */
function wrongCase(word: string, variant: EnglishVariant): boolean {
  const key = `${variant}\u0000${word}`;
  let wrong = caseVerdicts.get(key);
  if (wrong === undefined) {
    const lower = word.toLowerCase();
    const dictionaries = caseDictionaries(variant);
    wrong = !dictionaries.some((dictionary) => dictionary.has(word, { ignoreCase: false }) || (lower !== word && dictionary.has(lower, { ignoreCase: false }))) && dictionaries.some((dictionary) => dictionary.has(word, { ignoreCase: true }));
    // A long-lived editor process starts over past this many words, as the speller does.
    if (caseVerdicts.size >= 200_000) caseVerdicts.clear();
    caseVerdicts.set(key, wrong);
  }
  return wrong;
}

const caseVerdicts = new Map<string, boolean>();
const byVariant = new Map<EnglishVariant, SpellingDictionary[]>();

/** The spelling rule's bundled dictionaries (loaded once per thread, shared with it), one by one: a collection of them would count the English trie's words. */
function caseDictionaries(variant: EnglishVariant): SpellingDictionary[] {
  let found = byVariant.get(variant);
  if (!found) {
    found = defaultDictionaryNames(variant).map((name) => bundledDictionary(name)).filter((dictionary): dictionary is SpellingDictionary => dictionary !== undefined);
    byVariant.set(variant, found);
  }
  return found;
}

interface RuleDictionaries {
  /** The stems of the style's own dictionaries and the words of its ignore files. */
  words: Set<string>;
  /** The English of docs-lint's spelling rule, when it is one of the rule's dictionaries. */
  english?: EnglishVariant;
}

/**
 * The rule's dictionaries, as Vale picks them: `dic` and `aff` by path; else `dictionaries` by name
 * in `dicpath` (absolute, or relative to StylesPath or the working folder), `$DICPATH` or
 * `<StylesPath>/config/dictionaries`; the default English when none is named or `append` is set.
 * `Vale.Spelling` (`path: internal`) also loads every dictionary of `config/dictionaries`.
 */
function ruleDictionaries(definition: RuleDefinition): RuleDictionaries {
  const stylesPath = definition.place.stylesPath;
  const words = new Set<string>();
  let english: RuleDictionaries['english'] = undefined;
  const internal = definition.string('path') === 'internal';
  const load = (name: string, dic: string, aff: string | undefined, line: number) => {
    const variant = englishVariant(name);
    if (variant) english ??= variant;
    try {
      const read = readHunspellWords(dic, aff);
      read.words.forEach((word) => words.add(word));
      // An English dictionary's derived forms are in docs-lint's English: only another language's are lost.
      if (read.unapplied > 0 && !variant) {
        definition.notices.push(
          new StyleProblem(
            `${definition.id}: docs-lint reads the ${read.words.size} words of the Hunspell dictionary ${dic} but not the affix rules of ${aff ?? 'its .aff'} (it has no Hunspell engine), so the forms they make of ${read.unapplied} of those words (plurals, -ed, -ing, possessives) are reported as unknown. List the forms the site uses in an ignore file, or a Vocab's accept.txt.`,
            line,
            1,
            'notice',
          ),
        );
      }
    } catch (error) {
      definition.notices.push(new StyleProblem(`${definition.id}: the Hunspell dictionary ${dic} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); the rule checks without its words.`, line, 1, 'error'));
    }
  };

  const dic = definition.string('dic');
  const aff = definition.string('aff');
  if (dic && aff) {
    const dicFile = findAsset(dic, definition);
    const affFile = findAsset(aff, definition);
    if (dicFile && affFile) {
      load(path.basename(dicFile, '.dic'), dicFile, affFile, definition.lineOfKey('dic'));
      return { words, english };
    }
  }

  let folder = stylesPath ? path.join(stylesPath, DICTIONARY_DIR) : undefined;
  const dicpath = definition.string('dicpath');
  if (dicpath) {
    const candidates = [dicpath, ...(stylesPath ? [path.join(stylesPath, dicpath)] : []), path.resolve(dicpath)];
    folder = candidates.find(isDirectory);
    if (!folder) throw new StyleProblem(`"dicpath" ${dicpath} is not a folder (looked at it as written and under StylesPath${stylesPath ? ` ${stylesPath}` : ''}): Vale cannot load this rule either. Correct the path.`, definition.lineOfKey('dicpath'));
  }
  const roots = [folder, process.env.DICPATH].filter((root): root is string => Boolean(root));
  const names = definition.strings('dictionaries');
  const line = definition.lineOfKey('dictionaries');
  let loaded = 0;
  for (const name of names) {
    const dicFile = roots.map((root) => path.join(root, `${name}.dic`)).find(isFile);
    const affFile = roots.map((root) => path.join(root, `${name}.aff`)).find(isFile);
    if (dicFile) {
      load(name, dicFile, affFile, line);
      loaded++;
      continue;
    }
    const variant = englishVariant(name);
    if (variant) {
      // An English dictionary the style names but does not ship: docs-lint's English serves it.
      english ??= variant;
      loaded++;
      continue;
    }
    definition.notices.push(new StyleProblem(`${definition.id}: the dictionary "${name}" has no ${name}.dic in ${roots.join(' or ') || '(no StylesPath)'}; Vale refuses this rule, and docs-lint checks without it. Add ${name}.dic and ${name}.aff there, or correct "dictionaries".`, line, 1, 'error'));
  }
  if (internal && folder) {
    for (const file of listFiles(folder).filter((name) => name.endsWith('.dic'))) {
      const name = file.slice(0, -4);
      const affFile = path.join(folder, `${name}.aff`);
      load(name, path.join(folder, file), isFile(affFile) ? affFile : undefined, 1);
    }
  }
  if (loaded === 0 || definition.bool('append') || internal) english ??= 'en-US';
  return { words, english };
}

/** `en_US`, `en-GB`, `en_US-web`, `en_GB-ize`: the English variant a Hunspell dictionary's name says (`en_medical` is no English variant). */
function englishVariant(name: string): EnglishVariant | undefined {
  const match = /^en(?:[_-]([A-Z]{2}))?(?:[-_](?:web|ise|ize|oxendict|large|wo_accents|w_accents))?$/i.exec(name);
  if (!match) return undefined;
  const region = (match[1] ?? 'US').toUpperCase();
  return ['GB', 'UK', 'AU', 'NZ', 'IE', 'ZA', 'IN'].includes(region) ? 'en-GB' : 'en-US';
}

/** The words of the rule's `ignore` files (for `Vale.Spelling`, every file of `config/ignore`), one a line. */
function ignoredWords(definition: RuleDefinition): string[] {
  const stylesPath = definition.place.stylesPath;
  const files: string[] = [];
  if (definition.string('path') === 'internal') {
    if (stylesPath) files.push(...listFiles(path.join(stylesPath, IGNORE_DIR)).map((name) => path.join(stylesPath, IGNORE_DIR, name)));
  } else {
    for (const ignore of definition.strings('ignore')) {
      const candidates = [path.resolve(ignore), ...(stylesPath ? [path.join(stylesPath, ignore), path.join(stylesPath, IGNORE_DIR, ignore)] : [])];
      const found = candidates.filter(isFile);
      if (found.length === 0) definition.notices.push(new StyleProblem(`${definition.id}: the ignore file "${ignore}" is not there (looked under StylesPath and its config/ignore); its words are reported.`, definition.lineOfValue(ignore, 'ignore'), 1, 'error'));
      files.push(...found);
    }
  }
  const words: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split(/\r?\n/)) {
      const word = line.trim();
      if (word !== '' && word !== '#') words.push(word);
    }
  }
  return words;
}

/** Vale's exceptions of a spelling rule: each accepted term as a whole word, any case. */
function acceptedWords(accepted: readonly string[]): RegExp | undefined {
  const terms = accepted.filter((term) => term.trim() !== '').map((term) => (term.startsWith('\\b') || term.endsWith('\\b') ? term : `\\b${term}\\b`));
  return terms.length === 0 ? undefined : compileOrUndefined(`(?i)${terms.join('|')}`, '');
}

/** Accepted terms of more than one word, masked before the words are checked. */
function acceptedPhrases(accepted: readonly string[]): RegExp | undefined {
  const phrases = accepted.filter((term) => /[ \t]|\\s/.test(term));
  return phrases.length === 0 ? undefined : compileOrUndefined(`(?i)\\b(?:${phrases.join('|')})\\b`, 'g');
}

/** A vocabulary entry JavaScript cannot run is reported by the vocabulary's own reader: here it is just left out. */
function compileOrUndefined(pattern: string, flags: string): RegExp | undefined {
  try {
    return compileGoRegex(pattern, flags);
  } catch (error) {
    if (error instanceof GoRegexError) return undefined;
    throw error;
  }
}

/** Vale's `FindAsset`: a path as written, else under StylesPath, else beside the rule's file. */
function findAsset(name: string, definition: RuleDefinition): string | undefined {
  const { stylesPath, file } = definition.place;
  const candidates = [path.resolve(name), ...(stylesPath ? [path.join(stylesPath, name)] : []), ...(file ? [path.join(path.dirname(file), name)] : [])];
  return candidates.find(isFile);
}

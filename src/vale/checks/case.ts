/**
 * Sentence and title case as Vale's case converters (jdkato/twine `strcase`) produce them: the
 * comparison in `capitalization` is word by word against this text.
 */

export interface CaseOptions {
  /** Exceptions (and the accepted vocabulary): kept as written. */
  vocabulary: readonly string[];
  /** A pattern whose match at the start is left alone. */
  prefix: string;
  /** Suffixes after which the next word starts a sentence (`:`). */
  indicators: readonly string[];
}

import { compileGoRegex } from '../go-regex.js';

const WORD = String.raw`[\p{N}\p{L}*]+[^\s]*`;

const termPatterns = new Map<string, RegExp | null>();

function termPattern(term: string): RegExp | null {
  let regex = termPatterns.get(term);
  if (regex === undefined) {
    try {
      regex = compileGoRegex(term, '');
    } catch {
      regex = null;
    }
    termPatterns.set(term, regex);
  }
  return regex;
}

/** Vale's `inVocab`: a term equal to the word (any case) gives the term; a term whose pattern is found in the word keeps the word. */
function vocabularyEntry(vocabulary: readonly string[], word: string): string | undefined {
  for (const term of vocabulary) {
    if (term.toLowerCase() === word.toLowerCase()) return term;
    if (termPattern(term)?.test(word)) return word;
  }
  return undefined;
}

function cutPrefix(text: string, prefix: string): [string, string] {
  if (!prefix) return ['', text];
  try {
    const match = new RegExp(prefix, 'u').exec(text);
    if (match && text.startsWith(match[0])) return [match[0], text.slice(match[0].length)];
  } catch {
    // An invalid prefix is ignored, as an empty one.
  }
  return ['', text];
}

function toTitle(word: string, strict: boolean): string {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  const rest = word.slice(first.length);
  return first.toUpperCase() + (strict ? rest.toLowerCase() : rest);
}

const wordPatterns = new Map<readonly string[], RegExp>();

/** The converter's word pattern: a vocabulary term (any case) is one word. Compiled once per vocabulary. */
function sentenceWords(vocabulary: readonly string[]): RegExp {
  let words = wordPatterns.get(vocabulary);
  if (!words) {
    const terms = vocabulary.filter((term) => term.trim() !== '');
    try {
      words = terms.length > 0 ? compileGoRegex(`(?i)\\b(?:${terms.join('|')})\\b|${WORD}`, 'g') : new RegExp(WORD, 'giu');
    } catch {
      words = new RegExp(WORD, 'giu');
    }
    wordPatterns.set(vocabulary, words);
  }
  return words;
}

export function sentenceCase(input: string, options: CaseOptions): string {
  const [prefix, text] = cutPrefix(input, options.prefix);
  const tokens = text.match(sentenceWords(options.vocabulary)) ?? [];
  const indicator = (word: string, index: number) =>
    options.indicators.some((suffix) => word.length > suffix.length && word.endsWith(suffix)) || (index === 0 && /\d+\./.test(word));
  const made = tokens.map((token, i) => {
    const entry = vocabularyEntry(options.vocabulary, token);
    if (entry !== undefined) return entry;
    if (i === 0 || indicator(tokens[i - 1], i - 1)) return toTitle(token, true);
    return token.toLowerCase();
  });
  return prefix + made.join(' ');
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'en', 'for', 'if', 'in', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'vs', 'vs.', 'via', 'v', 'v.']);
const PREPOSITIONS = new Set(['with', 'from', 'into', 'during', 'including', 'until', 'against', 'among', 'throughout', 'despite', 'towards', 'upon', 'concerning', 'about', 'over', 'through', 'before', 'between', 'after', 'since', 'without', 'under', 'within', 'along', 'following', 'across', 'beyond', 'around', 'down', 'near', 'above']);

/**
 * Title case, AP (small words lower case) or Chicago (prepositions too), first and last word
 * capitalised. Vale decides "to" with a part-of-speech tagger; here "to" stays lower case like
 * the other small words.
 */
export function titleCase(input: string, options: CaseOptions, chicago: boolean): string {
  const [prefix, text] = cutPrefix(input, options.prefix);
  const plain = text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/[–—]/g, '-');
  const split = /[\p{N}\p{L}]+[^\s\-/]*/gu;
  const matches = [...text.matchAll(split)];
  const end = plain.length;
  let out = '';
  let cursor = 0;
  matches.forEach((match) => {
    const word = match[0];
    const pos = match.index!;
    out += text.slice(cursor, pos);
    cursor = pos + word.length;
    const lower = word.toLowerCase();
    const bounding = pos === 0 || cursor === end;
    const entry = vocabularyEntry(options.vocabulary, word);
    const small = !bounding && (SMALL_WORDS.has(lower) || (chicago && PREPOSITIONS.has(lower)));
    const prev = plain[pos - 1];
    if (entry !== undefined) out += entry;
    else if (small && (prev === ' ' || prev === '-' || prev === '/') && plain[pos - 2] !== ':' && plain[pos - 2] !== '-' && (plain[pos + word.length] !== '-' || prev === '-')) out += lower;
    else out += toTitle(word, false);
  });
  return prefix + out + text.slice(cursor);
}

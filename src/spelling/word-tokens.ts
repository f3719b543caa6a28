/**
 * The words of a unit's prose text for spelling, found in one reading of the text: the room's
 * sentence parser (retext) costs more than all of spelling's lookups together on a page, and
 * spelling needs only each word, where it starts, and whether a capital there is the sentence's.
 */

import { PLACEHOLDER } from '../prose/index.js';

export interface WordToken {
  text: string;
  /** Offset in the unit's text. */
  start: number;
  /** First word of a sentence, or after a colon, a dash, an opening bracket or quote, or an object: its capital says nothing. */
  initial: boolean;
}

/** What may stand between a sentence's start and its first word: space, quotes, brackets, emphasis left over. */
const OPENERS = new Set([' ', '\t', '\n', '\r', '"', '“', '‘', "'", '(', '[', '*', '_', '¿', '¡']);
/** After these, the next word starts a sentence (or a clause whose capital is the writer's choice). */
const STOPS = new Set(['.', '!', '?', ':', ';', '•', '|', '—', '–', '-', '…', PLACEHOLDER]);
/** The characters that join two runs of letters, digits and marks into one word. */
const JOINERS = new Set(["'", '’', '-', '‐', '‑', '.', '/', '_']);

/**
 * Runs of letters, digits and marks (`\p{L}`, `\p{N}`, `\p{M}`), joined by an apostrophe, a hyphen,
 * a slash, a dot or an underscore inside the word: what the pattern `[\p{L}\p{N}\p{M}]+(?:['’\-‐‑./_][\p{L}\p{N}\p{M}]+)*`
 * matches (flag `u`), read character by character, since a regular expression's match objects for every word
 * of a site were a good part of the garbage spelling made.
 */
export function wordTokens(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  let i = 0;
  while (i < text.length) {
    if (wordCharLength(text, i) === 0) {
      i++;
      continue;
    }
    const start = i;
    i = runEnd(text, i);
    while (i + 1 < text.length && JOINERS.has(text[i]) && wordCharLength(text, i + 1) > 0) i = runEnd(text, i + 1);
    let before = start - 1;
    while (before >= 0 && OPENERS.has(text[before])) before--;
    tokens.push({ text: text.slice(start, i), start, initial: before < 0 || STOPS.has(text[before]) });
  }
  return tokens;
}

/** Where the run of letters, digits and marks from `i` ends. */
function runEnd(text: string, i: number): number {
  let end = i;
  for (let length = wordCharLength(text, end); length > 0; length = wordCharLength(text, end)) end += length;
  return end;
}

const LETTER_DIGIT_OR_MARK = /^[\p{L}\p{N}\p{M}]$/u;
/** Characters past ASCII, by code point: whether each is a letter, a digit or a mark. */
const wideWordChars = new Map<number, boolean>();

/** The length in code units of the letter, digit or mark at `i` (2 for one past the Basic Multilingual Plane), or 0. */
function wordCharLength(text: string, i: number): number {
  if (i >= text.length) return 0;
  const code = text.charCodeAt(i);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? 1 : 0;
  const point = text.codePointAt(i)!;
  let known = wideWordChars.get(point);
  if (known === undefined) {
    known = LETTER_DIGIT_OR_MARK.test(String.fromCodePoint(point));
    if (wideWordChars.size < 10_000) wideWordChars.set(point, known);
  }
  return known ? (point > 0xffff ? 2 : 1) : 0;
}

/**
 * The words of a unit's prose text for spelling, found with one regular expression: the room's
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

/** Letters and digits, joined by an apostrophe, a hyphen, a slash, a dot or an underscore inside the word. */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’\-‐‑./_][\p{L}\p{N}\p{M}]+)*/gu;
/** What may stand between a sentence's start and its first word: space, quotes, brackets, emphasis left over. */
const OPENERS = new Set([' ', '\t', '\n', '\r', '"', '“', '‘', "'", '(', '[', '*', '_', '¿', '¡']);
/** After these, the next word starts a sentence (or a clause whose capital is the writer's choice). */
const STOPS = new Set(['.', '!', '?', ':', ';', '•', '|', '—', '–', '-', '…', PLACEHOLDER]);

export function wordTokens(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index!;
    let i = start - 1;
    while (i >= 0 && OPENERS.has(text[i])) i--;
    tokens.push({ text: match[0], start, initial: i < 0 || STOPS.has(text[i]) });
  }
  return tokens;
}

/** Small readers over a sentence's tokens, shared by the style rules. */

import type { Sentence, Token } from './sentences.js';

/** The token at `index` when it is a word of the writer's own (not inside quotation marks). */
export function wordAt(tokens: readonly Token[], index: number): Token | undefined {
  const token = tokens[index];
  return token && token.kind === 'word' && !token.quoted ? token : undefined;
}

/** A plain lower-case word such as a verb after `will`: letters and inner hyphens, written in lower case. */
export function isPlainWord(token: Token | undefined): token is Token {
  return token !== undefined && /^[a-z]+(-[a-z]+)*$/.test(token.text);
}

/** The sentence's words, lower-cased, for checks about what the sentence talks of. */
export function lowerWords(sentence: Sentence): string[] {
  return sentence.tokens.filter((token) => token.kind === 'word').map((token) => token.lower);
}

/** Keeps a phrase's own capital when it starts a sentence: `Will return` → `Returns`. */
export function matchCase(replacement: string, original: string): string {
  if (original[0] && original[0] !== original[0].toLowerCase() && replacement[0]) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

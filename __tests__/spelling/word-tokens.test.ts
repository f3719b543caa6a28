import { describe, expect, test } from '@jest/globals';
import { PLACEHOLDER } from '../../src/prose/index.js';
import { wordToCheck } from '../../src/spelling/word-parts.js';
import { wordTokens } from '../../src/spelling/word-tokens.js';

/** What a word is, as a pattern: the scanner must find exactly its matches. */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’\-‐‑./_][\p{L}\p{N}\p{M}]+)*/gu;

/** Characters of every class the scanner tells apart: ASCII letters and digits, joiners, space and punctuation, letters with accents, combining marks, other scripts' letters and digits, letters and symbols past the Basic Multilingual Plane, the room's placeholder, lone surrogates. */
const ALPHABET = ['a', 'Z', 'q', '7', '0', "'", '’', '-', '‐', '‑', '.', '/', '_', ' ', '\n', ',', '(', '"', '“', ':', '—', 'é', 'ß', '\u0301', '中', '٣', '𝒜', '😀', PLACEHOLDER, '\ud835', '\udc9c', '@', '*'];

/** A seeded generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('the words of a text, for spelling', () => {
  test('are the matches of the word pattern, with their offsets, on 3,000 random texts of every character class', () => {
    const next = random(20261127);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      const length = Math.floor(next() * 40);
      for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
      const expected = [...text.matchAll(WORD)].map((match) => [match[0], match.index]);
      expect([text, wordTokens(text).map((token) => [token.text, token.start])]).toEqual([text, expected]);
    }
  });

  test('say which words start a sentence or a clause', () => {
    const text = `Use the "well-known" API. Then don't wait: “Naïve” 𝒜lpha ${PLACEHOLDER} works — e.g. v2.0.1`;
    expect(wordTokens(text).map((token) => `${token.text}${token.initial ? '^' : ''}`)).toEqual([
      'Use^', 'the', 'well-known', 'API', 'Then^', "don't", 'wait', 'Naïve^', '𝒜lpha', 'works^', 'e.g^', 'v2.0.1^',
    ]);
  });

  test('numbers and abbreviations have nothing to check; other words keep their parts', () => {
    expect(['2024', 'API', 'SDKs', 'OAUTH', 'APIS'].map((token) => wordToCheck(token, 0).parts)).toEqual([[], [], [], [], []]);
    expect(wordToCheck('Webhooks', 3).parts).toEqual([{ text: 'Webhooks', start: 3, end: 11, shape: 'capitalized', afterHyphen: false }]);
    expect(wordToCheck('STARTTLS', 0).parts).toEqual([{ text: 'STARTTLS', start: 0, end: 8, shape: 'upper', afterHyphen: false }]);
  });
});

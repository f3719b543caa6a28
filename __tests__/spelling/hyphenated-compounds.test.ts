import { describe, expect, test } from '@jest/globals';
import { createSpeller } from '../../src/spelling/speller.js';

const speller = () => createSpeller({ variant: 'en-US', bundled: [], dictionaries: [], words: [], ignoreWords: [], flagWords: [], suggestWords: [], accept: [], reject: [] });

describe('a hyphenated word the dictionary closes up', () => {
  test('two words hyphenated where the dictionary writes one are known', () => {
    const check = speller();
    // The dictionary has `lookalikes`, `workflow`, `notebook`, not the hyphenated forms.
    expect(['look-alikes', 'work-flow', 'note-book', 'dead-line'].map((word) => [word, check.check(word)])).toEqual([
      ['look-alikes', 'known'],
      ['work-flow', 'known'],
      ['note-book', 'known'],
      ['dead-line', 'known'],
    ]);
  });

  test('a misspelling in a hyphenated chain or pair is not made known by closing it up', () => {
    const check = speller();
    expect(check.check('screenshot-defualt-intervals')).toBe('unknown');
    expect(check.check('note-bok')).toBe('unknown');
  });
});

import { describe, expect, test } from '@jest/globals';
import { cspellDictionary } from '../../src/spelling/cspell-modules.js';
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

  test('a chain of three words or more is not closed up, and the halves a word tries are looked up once', () => {
    // A team's word list in the collection counts the lookups of every dictionary search.
    let lookups = 0;
    const team = cspellDictionary().createInlineSpellingDictionary({ name: 'counted', words: ['tessera'] }, 'test');
    const counted = new Proxy(team, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'has' || typeof value !== 'function') return value;
        return (...args: unknown[]) => (lookups++, (value as (...a: unknown[]) => unknown).apply(target, args));
      },
    });
    const check = createSpeller({ variant: 'en-US', bundled: [], dictionaries: [counted], words: [], ignoreWords: [], flagWords: [], suggestWords: [], accept: [], reject: [] });
    lookups = 0;
    expect(check.check('screenshot-default-intervals-panel')).toBe('unknown');
    // Closed up, the 31 letters would be cut at every place and both halves searched: about twice the lookups (56 against 31, counted).
    expect(lookups).toBeLessThan(45);
    lookups = 0;
    expect(check.check('dashboardsettingsx')).toBe('unknown');
    const first = lookups;
    lookups = 0;
    expect(check.check('dashboardsettingsy')).toBe('unknown');
    // The second word tries the same halves (`dashboard…`) as the first: most are remembered.
    expect(first).toBeGreaterThan(10);
    expect(lookups).toBeLessThan(first / 2);
  });
});

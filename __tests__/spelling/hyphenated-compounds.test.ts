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

  test('a hyphenated word costs a handful of lookups: a chain is not closed up, and no part is cut again', () => {
    const { check, count } = countedSpeller();
    expect(check.check('screenshot-default-intervals-panel')).toBe('unknown');
    // Closed up, a chain would be tried as a word again: 12 lookups (counted with the two-word limit removed).
    expect(count()).toBeLessThan(8);
    // A suffix, a prefix or two closed-up words would cut the word at every letter, across its hyphen and
    // across the join: 33 lookups for this one (counted with those cuts allowed), 10 without (each word is
    // looked up in the lists' own case, then case aside).
    expect(check.check('Michael-WhiteCapDatum')).toBe('unknown');
    expect(count()).toBeLessThan(12);
    expect(check.check('previously-rememberedx')).toBe('unknown');
    expect(count()).toBeLessThan(12);
  });

  test('the halves a word tries are looked up once', () => {
    const { check, count } = countedSpeller();
    expect(check.check('dashboardsettingsx')).toBe('unknown');
    const first = count();
    expect(check.check('dashboardsettingsy')).toBe('unknown');
    // The second word tries the same halves (`dashboard…`) as the first: most are remembered.
    expect(first).toBeGreaterThan(10);
    expect(count()).toBeLessThan(first / 2);
  });
});

describe('a word whose spelling is its author\'s', () => {
  test('whether the team rejects an identifier costs no dictionary lookup; checking its spelling costs dozens', () => {
    const { check, count } = countedSpeller(['datahub->Data Hub', 'QUERYBUS']);
    expect(check.isRejected('updateUserWarehouseCredentialsPreference')).toBe(false);
    expect(count()).toBe(0);
    expect(check.check('updateUserWarehouseCredentialsPreference')).toBe('unknown');
    expect(count()).toBeGreaterThan(20);
    expect(['DataHub', 'QUERYBUS', 'GraphQL'].map((word) => check.isRejected(word))).toEqual([true, true, false]);
    // A word already checked answers from its verdict.
    expect(check.check('DataHub')).toBe('rejected');
    expect(check.isRejected('DataHub')).toBe(true);
  });
});

/** A speller whose lookups are counted through a team word list in its collection: every dictionary search asks it. */
function countedSpeller(flagWords: string[] = []) {
  let lookups = 0;
  const team = cspellDictionary().createInlineSpellingDictionary({ name: 'counted', words: ['tessera'] }, 'test');
  const counted = new Proxy(team, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'has' || typeof value !== 'function') return value;
      return (...args: unknown[]) => (lookups++, (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  // A site that writes every word twice: each closed compound's halves are all tried.
  const check = createSpeller({ variant: 'en-US', bundled: [], dictionaries: [counted], words: [], ignoreWords: [], flagWords, suggestWords: [], accept: [], reject: [], timesWritten: () => 2 });
  lookups = 0;
  /** The lookups since the last count. */
  const count = () => {
    const since = lookups;
    lookups = 0;
    return since;
  };
  return { check, count };
}

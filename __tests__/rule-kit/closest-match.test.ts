import { describe, expect, test } from '@jest/globals';
import { closestMatch } from '../../src/rule-kit/closest-match.js';

describe('closestMatch', () => {
  test('two adjacent letters swapped count as one edit', () => {
    // Plain edit distance makes `lable` two edits from `label`, past the limit for a five-letter word.
    expect(closestMatch('lable', ['type', 'label', 'href', 'icon'])).toBe('label');
    expect(closestMatch('itme', ['item', 'icon'])).toBe('item');
  });

  test('a word far from every candidate, and a swap plus another edit in a short word, get nothing', () => {
    expect(closestMatch('mastodon', ['x', 'github', 'website'])).toBeUndefined();
    expect(closestMatch('lbaex', ['label'])).toBeUndefined();
  });

  test('the nearest candidate wins, case aside', () => {
    expect(closestMatch('Dark', ['light', 'dark'])).toBe('dark');
    expect(closestMatch('mintt', ['mint', 'maple', 'palm'])).toBe('mint');
  });
});

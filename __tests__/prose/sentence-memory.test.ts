import { describe, expect, test } from '@jest/globals';
import { tagWords } from '../../src/prose/grammar/english.js';
import { grammarOf } from '../../src/prose/grammar/index.js';
import type { Sentence } from '../../src/prose/sentences.js';

const sentenceAt = (text: string, start: number, tokens: Sentence['tokens'] = []): Sentence =>
  ({ tokens, start, end: start + text.length, text, node: { type: 'SentenceNode' } }) as unknown as Sentence;

describe('the prose room remembers the sentences it has tagged', () => {
  test('a sentence written again is not tagged again, and each place it stands keeps its own offsets and quotes', () => {
    const first = tagWords('The release notes will be published by the docs team.');
    const again = tagWords('The release notes will be published by the docs team.');
    expect(again).toBe(first);
    expect(tagWords('The release notes will be published by the release team.')).not.toBe(first);

    const text = 'You will see the "Saved" badge.';
    const early = grammarOf(sentenceAt(text, 0));
    const late = grammarOf(sentenceAt(text, 40, [{ start: 57, end: 62, quoted: true }] as unknown as Sentence['tokens']));
    expect(early.map((word) => [word.text, word.start, word.end])).toEqual([
      ['You', 0, 3],
      ['will', 4, 8],
      ['see', 9, 12],
      ['the', 13, 16],
      ['Saved', 18, 23],
      ['badge', 25, 30],
    ]);
    expect(late.map((word) => [word.text, word.start, word.end, word.quoted])).toEqual([
      ['You', 40, 43, false],
      ['will', 44, 48, false],
      ['see', 49, 52, false],
      ['the', 53, 56, false],
      ['Saved', 58, 63, true],
      ['badge', 65, 70, false],
    ]);
    expect(late.map((word) => word.tags)).toEqual(early.map((word) => word.tags));
  });

  test('words with the same tags share one set', () => {
    const words = tagWords('Open the dashboard, then open the settings page.');
    const the = words.filter((word) => word.word === 'the');
    expect(the).toHaveLength(2);
    expect(the[0].tags).toBe(the[1].tags);
    expect([...the[0].tags]).toContain('Determiner');
  });
});

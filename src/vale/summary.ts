/**
 * The counts `metric` formulas read, over the page's prose as Vale's summary holds it (its
 * paragraphs, list items and block quotes): words, sentences, characters, syllables, long words
 * (seven letters or more), complex and polysyllabic words (three syllables or more), paragraphs,
 * and how many headings of each level, lists, block quotes and code blocks the page has.
 */

import type { ProseUnit } from '../prose/index.js';
import { PLACEHOLDER } from '../prose/index.js';
import type { DocumentSummary } from './check-types.js';

export function documentCounts(units: readonly ProseUnit[]): DocumentSummary {
  const counts: Record<string, number> = { pre: 0, list: 0, blockquote: 0, heading_h1: 0, heading_h2: 0, heading_h3: 0, heading_h4: 0, heading_h5: 0, heading_h6: 0 };
  const parts: string[] = [];
  for (const unit of units) {
    if (unit.kind === 'heading') {
      counts[`heading_h${unit.context.headingDepth ?? 1}`]++;
      continue;
    }
    if (unit.kind !== 'paragraph' && unit.kind !== 'text') continue;
    if (unit.context.list) counts.list++;
    if (unit.context.blockquote) counts.blockquote++;
    parts.push(unit.text.split(PLACEHOLDER).join(''));
  }
  const text = parts.join('\n\n');
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  let syllables = 0;
  let complex = 0;
  let long = 0;
  let characters = 0;
  for (const word of words) {
    const count = syllableCount(word);
    syllables += count;
    if (count >= 3) complex++;
    if (word.length >= 7) long++;
    characters += word.length;
  }
  const sentences = Math.max(1, (text.match(/[.!?]+(?=\s|$)/g) ?? []).length);
  Object.assign(counts, {
    words: words.length,
    sentences,
    characters,
    syllables,
    complex_words: complex,
    polysyllabic_words: complex,
    long_words: long,
    paragraphs: parts.length,
  });
  return { text, counts };
}

/** English syllables by vowel groups, a silent final `e` left out. */
export function syllableCount(word: string): number {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  if (lower.length <= 3) return 1;
  const trimmed = lower.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

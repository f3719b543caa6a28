/**
 * `extends: capitalization`: a block (usually a heading) must be in `$sentence` case, `$title`
 * case (AP or Chicago), `$lower`, `$upper`, or match a pattern. A block passes when at least
 * `threshold` (default 0.8) of its words are as the converted text has them or are exceptions.
 */

import type { ValeCheck } from '../check-types.js';
import { exceptionsPattern, type RuleDefinition } from '../rule-definition.js';
import { baseCheck } from './common.js';
import { sentenceCase, titleCase, type CaseOptions } from './case.js';

const WORD = String.raw`[\p{N}\p{L}*]+[^\s]*`;

export function capitalization(definition: RuleDefinition): ValeCheck {
  const exceptions = exceptionsPattern(definition);
  const threshold = definition.number('threshold') || 0.8;
  // Vale builds its exceptions pattern in place in the rule's own list when there is no accepted
  // vocabulary: its case converters then see each exception longest first and as `(?-i)term`,
  // case-sensitive ("vs." is not the exception "VS"). With a vocabulary they see the list as written.
  const own = definition.strings('exceptions');
  const accepted = definition.bool('vocab', true) ? definition.accepted : [];
  const vocabulary = accepted.length > 0 ? [...own, ...accepted] : [...own].sort((a, b) => b.length - a.length).map((term) => (term.startsWith('(?i)') ? term : `(?-i)${term}`));
  const options: CaseOptions = { vocabulary, prefix: definition.string('prefix'), indicators: definition.strings('indicators') };
  const match = definition.string('match');
  // The word pattern of the comparison: exceptions first, so that a multi-word exception is one word.
  const words = exceptions ? new RegExp(`${exceptions.source}|${WORD}`, `g${exceptions.flags.includes('u') ? '' : 'u'}${exceptions.flags.replace(/[gu]/g, '')}`) : new RegExp(WORD, 'gu');
  let check: (text: string) => { expected: string; ok: boolean };
  if (match === '$sentence' || match === '$title') {
    const convert = match === '$sentence' ? (text: string) => sentenceCase(text, options) : (text: string) => titleCase(text, options, definition.string('style') === 'Chicago');
    check = (text) => {
      const expected = convert(text);
      const expectedWords = expected.match(words) ?? [];
      let count = 0;
      let total = 0;
      const actual = text.match(words) ?? [];
      for (let i = 0; i < actual.length; i++) {
        const word = actual[i];
        if (i >= expectedWords.length || word === expectedWords[i] || exceptions?.test(word)) count++;
        else if (match === '$title' && word === word.toUpperCase()) count++;
        else if (match === '$sentence' && i === 0 && word !== goTitle(word)) return { expected, ok: false };
        total++;
      }
      return { expected, ok: total === 0 || count / total >= threshold };
    };
  } else if (match === '$lower' || match === '$upper') {
    check = (text) => {
      const expected = match === '$lower' ? text.toLowerCase() : text.toUpperCase();
      return { expected, ok: text === expected || Boolean(exceptions?.test(text)) };
    };
  } else {
    const regex = definition.regex(match, 'match', '');
    check = (text) => ({ expected: match, ok: regex.test(text) || Boolean(exceptions?.test(text)) });
  }
  return {
    ...baseCheck(definition),
    run(block) {
      const { expected, ok } = check(block.text);
      if (ok) return [];
      const written = block.slice(0, block.text.length);
      return [{ start: 0, end: block.text.length, match: written, message: definition.format([written, expected]) }];
    },
  };
}

/** Go's `strings.Title(strings.ToLower(w))`: each word's first letter upper, the rest lower. */
function goTitle(word: string): string {
  return word.toLowerCase().replace(/(^|[^\p{L}\p{N}_'])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * `extends: conditional`: a match of `first` (an acronym) needs a match of `second` (its
 * definition) earlier in the file; what `second` captured is remembered for the rest of the file.
 */

import type { ValeCheck, ValeFinding } from '../check-types.js';
import { exceptionsPattern, type RuleDefinition } from '../rule-definition.js';
import { baseCheck, findAll } from './common.js';

export function conditional(definition: RuleDefinition): ValeCheck {
  const second = definition.regex(definition.string('second'), 'second', 'g');
  const first = definition.regex(definition.string('first'), 'first', 'g');
  const exceptions = exceptionsPattern(definition);
  return {
    ...baseCheck(definition),
    run(block, file) {
      second.lastIndex = 0;
      for (const match of block.text.matchAll(second)) {
        for (const captured of match.slice(1)) if (captured) file.sequences.push(captured);
      }
      const findings: ValeFinding[] = [];
      for (const [start, end] of findAll(first, block.text)) {
        const text = block.text.slice(start, end);
        if (file.sequences.includes(text) || exceptions?.test(text)) continue;
        const match = block.slice(start, end);
        findings.push({ start, end, match, message: definition.format([match]) });
      }
      return findings;
    },
  };
}

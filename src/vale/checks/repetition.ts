/** `extends: repetition`: a token matched twice in a row ("the the"), on one line. */

import type { ValeCheck, ValeFinding } from '../check-types.js';
import { exceptionsPattern, type RuleDefinition } from '../rule-definition.js';
import { baseCheck, findAll } from './common.js';

export function repetition(definition: RuleDefinition): ValeCheck {
  const ignorecase = definition.bool('ignorecase');
  const regex = definition.regex(`${ignorecase ? '(?i)' : ''}(${definition.strings('tokens').join('|')})`, 'tokens', 'g', definition.strings('tokens')[0]);
  const max = definition.number('max');
  const alpha = definition.bool('alpha');
  const exceptions = exceptionsPattern(definition);
  return {
    ...baseCheck(definition),
    run(block) {
      const findings: ValeFinding[] = [];
      let previous = '';
      let previousStart = 0;
      let count = 0;
      for (const [start, end] of findAll(regex, block.text)) {
        const current = block.text.slice(start, end).trim();
        let hit = current !== '' && (ignorecase ? current.toLowerCase() === previous.toLowerCase() : current === previous);
        hit = hit && (!alpha || /^\p{L}+$/u.test(current));
        if (hit) count++;
        if (hit && count > max) {
          const span = block.text.slice(previousStart, end);
          if (!span.includes('\n') && !exceptions?.test(span)) {
            findings.push({ start: previousStart, end, match: block.slice(previousStart, end), message: definition.format([current]) });
            count = 0;
          }
        }
        previous = current;
        previousStart = start;
      }
      return findings;
    },
  };
}

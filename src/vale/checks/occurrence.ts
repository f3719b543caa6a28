/**
 * `extends: occurrence`: the number of matches of `token` in a block must stay within `max` and
 * `min`. Reported once per block, at its first match (or its start, when there is none), with
 * the count as `%s`.
 */

import type { ValeCheck } from '../check-types.js';
import type { RuleDefinition } from '../rule-definition.js';
import { baseCheck, findAll } from './common.js';

export function occurrence(definition: RuleDefinition): ValeCheck {
  const regex = definition.regex(`${definition.bool('ignorecase') ? '(?i)' : ''}(?:${definition.string('token')})`, 'token', 'g', definition.string('token'));
  const max = definition.number('max');
  const min = definition.number('min');
  return {
    ...baseCheck(definition),
    run(block) {
      const found = findAll(regex, block.text);
      const count = found.length;
      if (!((max > 0 && count > max) || (min > 0 && count < min))) return [];
      if (count === 0) return [{ start: 0, end: 0, match: '', message: definition.format([String(count)]) }];
      // The first match that is not masked code (Vale masks code with `*` and `@`).
      const first = found.find(([start, end]) => !/^[*@\uFFFC]+$/.test(block.text.slice(start, end).trim()) && block.text.slice(start, end).trim() !== '');
      if (!first) return [];
      return [{ start: first[0], end: first[1], match: block.slice(first[0], first[1]), message: definition.format([String(count)]) }];
    },
  };
}

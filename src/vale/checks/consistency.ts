/**
 * `extends: consistency`: for each pair of `either`, a file that uses both spellings is reported
 * at the later one. What each block used is remembered for the rest of the file.
 */

import type { ValeCheck, ValeFinding } from '../check-types.js';
import { wordPattern, type RuleDefinition } from '../rule-definition.js';
import { baseCheck } from './common.js';
import { nonCapturing } from './tokens.js';

export function consistency(definition: RuleDefinition): ValeCheck {
  const key = definition.id.split('.')[1] ?? definition.id;
  let count = 0;
  const steps = definition.map('either').map(([one, two]) => {
    count += 2;
    const names = [`${key}${count}`, `${key}${count + 1}`];
    let pattern = wordPattern(definition, `(${nonCapturing(one)})|(${nonCapturing(two)})`, definition.bool('nonword'));
    if (definition.bool('ignorecase')) pattern = `(?i)${pattern}`;
    return { regex: definition.regex(pattern, 'either', 'gd', one), names };
  });
  return {
    ...baseCheck(definition),
    run(block, file) {
      const findings: ValeFinding[] = [];
      for (const step of steps) {
        let last: [number, number] | undefined;
        let matched = false;
        for (const match of block.text.matchAll(step.regex)) {
          if (match[0].length === 0) continue;
          matched = true;
          match.indices!.forEach((span, group) => {
            if (group === 0 || !span) return;
            last = span;
            file.sequences.push(step.names[group - 1]);
          });
        }
        if (matched && last && step.names.every((name) => file.sequences.includes(name))) {
          const match = block.slice(last[0], last[1]);
          findings.push({ start: last[0], end: last[1], match, message: definition.format([match]) });
        }
      }
      return findings;
    },
  };
}

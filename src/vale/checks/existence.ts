/** `extends: existence`: every match of the rule's tokens (or `raw` pattern) is reported, unless it is an exception. */

import type { ValeCheck, ValeFinding } from '../check-types.js';
import { actionText, exceptionsPattern, wordPattern, type RuleDefinition } from '../rule-definition.js';
import { baseCheck, findAll, partsPrefilter } from './common.js';

export function existence(definition: RuleDefinition): ValeCheck {
  const tokens = definition.strings('tokens').filter((token) => token.trim() !== '');
  const raw = definition.strings('raw').join('');
  const word = !definition.bool('nonword') && tokens.length > 0;
  let pattern = wordPattern(definition, tokens.join('|'), !word);
  pattern = definition.bool('append') ? pattern + raw : raw + pattern;
  if (definition.bool('ignorecase')) pattern = `(?i)${pattern}`;
  // Each token alone first, so that one that cannot be translated is reported at its own line.
  for (const token of tokens) definition.regex(token, 'tokens', '', token);
  const regex = definition.regex(pattern, tokens.length > 0 ? 'tokens' : 'raw', 'g', tokens.length === 1 ? tokens[0] : raw || tokens[0]);
  const exceptions = exceptionsPattern(definition);
  return {
    ...baseCheck(definition),
    mayMatch: partsPrefilter(regex),
    run(block) {
      const findings: ValeFinding[] = [];
      for (const [start, end] of findAll(regex, block.text)) {
        const observed = block.text.slice(start, end).trim();
        if (exceptions?.test(observed)) continue;
        const match = block.slice(start, end);
        const values = definition.action.name ? [match, actionText(definition.action, match)] : [match];
        findings.push({ start, end, match, message: definition.format(values) });
      }
      return findings;
    },
  };
}

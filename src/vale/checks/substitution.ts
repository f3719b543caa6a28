/**
 * `extends: substitution`: each key of `swap` is a pattern whose matches should read as its value.
 * The keys are tried longest first in one pattern, each its own group, so a match tells which
 * key it is; a match already written as expected, or an exception, is not reported.
 */

import { compileGoRegex } from '../go-regex.js';
import type { ValeCheck, ValeFinding } from '../check-types.js';
import { exceptionsPattern, toSentence, wordPattern, type RuleDefinition } from '../rule-definition.js';
import { baseCheck, matchesOf, partsPrefilter } from './common.js';
import { capFirst, matchesToken, nonCapturing } from './tokens.js';

export function substitution(definition: RuleDefinition): ValeCheck {
  // Longest key first (stable: the file's order among keys of one length).
  const swaps = definition.map('swap').sort((a, b) => b[0].length - a[0].length);
  const ignorecase = definition.bool('ignorecase');
  // Vale before 3.4 matched the case of a capitalised match whenever a rule ignored case; the
  // published packages' own tests still expect it ("Use 'Aren't' instead of 'Are not'"), so an
  // `ignorecase` rule does it as `capitalize: true` does.
  const capitalize = definition.bool('capitalize') || definition.bool('ignorecase');
  // Each key checked alone first, so that a bad one is reported at its own line.
  for (const [key] of swaps) definition.regex(key, 'swap', '', key);
  const groups = swaps.map(([key]) => `(${nonCapturing(key)})`).join('|');
  let pattern = wordPattern(definition, groups, definition.bool('nonword'));
  if (ignorecase) pattern = `(?i)${pattern}`;
  const regex = definition.regex(pattern, 'swap', 'gd');
  const keyPatterns = new Map<number, RegExp>();
  const exceptions = exceptionsPattern(definition);
  const replacing = definition.action.name === 'replace' && definition.action.params.length === 0;
  const message = replacing ? quotedOnce(definition.message) : definition.message;
  return {
    ...baseCheck(definition),
    mayMatch: partsPrefilter(regex),
    run(block) {
      const findings: ValeFinding[] = [];
      const text = block.text;
      for (const match of matchesOf(regex, text)) {
        const indices = match.indices!;
        for (let group = 1; group < indices.length; group++) {
          const span = indices[group];
          if (!span) continue;
          const [start, end] = span;
          const observed = text.slice(start, end).trim();
          const index = group - 1;
          let expected = swaps[index][1];
          if (capitalize && observed === capFirst(observed)) expected = capFirst(expected);
          if (/\$\d/.test(expected)) {
            let keyRegex = keyPatterns.get(index);
            if (!keyRegex) keyPatterns.set(index, (keyRegex = compileGoRegex((ignorecase ? '(?i)' : '') + swaps[index][0], 'g')));
            expected = observed.replace(keyRegex, expected.replace(/\$\{?(\d+)\}?/g, '$$$1'));
          }
          if (matchesToken(expected, observed) || exceptions?.test(observed)) continue;
          let shown = expected;
          if (replacing) {
            let params = expected.split('|');
            if (capitalize && observed === capFirst(observed)) params = params.map(capFirst);
            shown = toSentence(params, 'or');
          }
          const written = block.slice(start, end);
          findings.push({ start, end, match: written, message: definition.format([shown, written], message) });
        }
      }
      return findings;
    },
  };
}

/**
 * The replacements are quoted when they are listed (`'a' or 'b'`, `'Hong Konger'`): a message's own `'%s'`
 * for them loses its quotes, so that none is quoted twice (`Did you mean '%s'?` read `''Hong Konger''`).
 * It is the first `'%s'` (the replacement), whether the message quotes the match too or not.
 */
function quotedOnce(message: string): string {
  for (const spec of ["'%s'", '"%s"']) {
    const count = message.split(spec).length - 1;
    if (count === 1 || count === 2) return message.replace(spec, '%s');
  }
  return message;
}

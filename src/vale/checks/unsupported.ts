/**
 * Rule types docs-lint reads but does not run: each style file of one is reported once, as a
 * notice at its `extends` line, and the style's other rules run.
 */

import { StyleProblem } from '../check-types.js';
import type { RuleDefinition } from '../rule-definition.js';

const WHY: Record<string, string> = {
  script: 'runs a Tengo script, which docs-lint does not execute',
};

export function unsupported(definition: RuleDefinition): never {
  throw new StyleProblem(`${definition.id} is a "${definition.extends}" rule: it ${WHY[definition.extends] ?? 'is not supported'}, so docs-lint skips it; the style's other rules run.`, definition.lineOfKey('extends'), 1, 'notice');
}

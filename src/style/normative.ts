/**
 * A specification that states its requirements with RFC 2119 keywords in capitals ("MUST",
 * "SHOULD"). Its register is its own: requirements in the passive ("the token MUST be validated"),
 * and "users" who are the end users of what the reader implements, not the reader.
 */
import type { RuleContext } from '../types.js';

const RFC_2119 = /\b(?:MUST|SHOULD|SHALL|MAY)(?: NOT)?\b/g;

/** Two keywords or more: one capital MAY in a sentence is not a specification. */
export function isNormativePage(context: RuleContext<any>): boolean {
  return (context.sourceText.match(RFC_2119) ?? []).length >= 2;
}

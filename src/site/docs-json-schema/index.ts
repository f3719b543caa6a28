/**
 * The schema of docs.json (and the legacy mint.json), as data for the `config-schema` rule and the
 * generated docs tables. Two shapes exist (CLARIFICATIONS.md): the spec's legacy shape
 * (`legacy.ts`), where `navigation` is an array of groups, and the current shape (`current.ts`,
 * `current-navigation.ts`), where `navigation` is an object and `theme` is required.
 */
import { currentSchema } from './current.js';
import { legacySchema } from './legacy.js';
import type { JsonType, ObjectSchema } from './types.js';
import { CURRENT_TOP_LEVEL_KEYS, LEGACY_TOP_LEVEL_KEYS } from './values.js';

export { currentSchema } from './current.js';
export { legacySchema } from './legacy.js';
export type * from './types.js';

/** Keys found only in one shape: they tell the shapes apart when `navigation` is missing. */
const CURRENT_ONLY_KEYS = new Set<string>(CURRENT_TOP_LEVEL_KEYS.filter((key) => !LEGACY_TOP_LEVEL_KEYS.includes(key)));
const LEGACY_ONLY_KEYS = new Set<string>(LEGACY_TOP_LEVEL_KEYS.filter((key) => !(CURRENT_TOP_LEVEL_KEYS as readonly string[]).includes(key)));

/**
 * The schema for a docs.json whose top-level keys are `keys` and whose `navigation` (or, when it
 * is missing, the key that misspells it) has JSON type `navigationType`: the current shape when that
 * is an object, or when there is none and more keys belong only to the current shape than only to the
 * legacy one; otherwise the spec's legacy shape.
 */
export function schemaForShape(navigationType: JsonType | undefined, keys: readonly string[]): { shape: 'legacy' | 'current'; schema: ObjectSchema } {
  let current = navigationType === 'object';
  if (navigationType === undefined) {
    const currentOnly = keys.filter((key) => CURRENT_ONLY_KEYS.has(key)).length;
    const legacyOnly = keys.filter((key) => LEGACY_ONLY_KEYS.has(key)).length;
    current = currentOnly > legacyOnly;
  }
  return current ? { shape: 'current', schema: currentSchema } : { shape: 'legacy', schema: legacySchema };
}

/**
 * Verb phrases for the messages of the prose rules, conjugated by compromise and agreeing with
 * their subject: `return` → `returns` for "the endpoint", `return` for "both endpoints".
 */

import { verbForms } from './english.js';

export type Person = 'first' | 'plural' | 'singular';

export function personOf(subject: string | undefined, plural: boolean): Person {
  const pronoun = subject?.toLowerCase();
  if (pronoun === 'i') return 'first';
  // A personal pronoun says its number whatever opens its clause ("Using it means you will have …").
  if (pronoun === 'you' || pronoun === 'we' || pronoun === 'they') return 'plural';
  if (pronoun === 'he' || pronoun === 'she' || pronoun === 'it') return 'singular';
  return plural ? 'plural' : 'singular';
}

/** The simple present: `is`/`are`/`am` for `be`, `returns` or `return`. */
export function presentOf(base: string, person: Person): string {
  // "set up" → "sets up": a phrasal verb is conjugated on its verb.
  const space = base.indexOf(' ');
  if (space > 0) return `${presentOf(base.slice(0, space), person)}${base.slice(space)}`;
  if (base === 'be') return person === 'first' ? 'am' : person === 'plural' ? 'are' : 'is';
  if (person !== 'singular') return base;
  return verbForms(base).PresentTense ?? base;
}

/** The simple past: `was`/`were` for `be`, `rotated`, `sent`. */
export function pastOf(base: string, person: Person): string {
  const space = base.indexOf(' ');
  if (space > 0) return `${pastOf(base.slice(0, space), person)}${base.slice(space)}`;
  if (base === 'be') return person === 'plural' ? 'were' : 'was';
  return verbForms(base).PastTense ?? base;
}

/** The negative present: `does not return`/`don't return`, `is not`/`aren't`. */
export function negativePresentOf(base: string, person: Person, contracted: boolean): string {
  if (base === 'be') {
    if (person === 'first') return 'am not';
    if (person === 'plural') return contracted ? "aren't" : 'are not';
    return contracted ? "isn't" : 'is not';
  }
  const auxiliary = person === 'singular' ? (contracted ? "doesn't" : 'does not') : contracted ? "don't" : 'do not';
  return `${auxiliary} ${base}`;
}

/** The negative past: `did not acknowledge`, `was not`/`were not`. */
export function negativePastOf(base: string, person: Person, contracted: boolean): string {
  if (base === 'be') return person === 'plural' ? (contracted ? "weren't" : 'were not') : contracted ? "wasn't" : 'was not';
  return `${contracted ? "didn't" : 'did not'} ${base}`;
}

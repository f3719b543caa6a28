import { closestMatch } from '../rule-kit/closest-match.js';

export const SEVERITY_NAMES = ['off', 'warn', 'error'] as const;

/** Words other linters use for a severity (ESLint's numbers, Vale's `warning`), and what docs-lint calls it. */
const OTHER_NAMES: Record<string, (typeof SEVERITY_NAMES)[number]> = {
  '0': 'off',
  '1': 'warn',
  '2': 'error',
  warning: 'warn',
  warnings: 'warn',
  errors: 'error',
  disable: 'off',
  disabled: 'off',
  none: 'off',
};

/** The severity a user most likely meant by a word docs-lint does not take (`warning` → `warn`); undefined when none is near. */
export function meantSeverity(word: unknown): string | undefined {
  if (typeof word !== 'string' && typeof word !== 'number') return undefined;
  const lower = String(word).trim().toLowerCase();
  return Object.hasOwn(OTHER_NAMES, lower) ? OTHER_NAMES[lower] : closestMatch(lower, SEVERITY_NAMES);
}

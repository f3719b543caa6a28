/** Small string helpers Vale's checks share. */

import { compileGoRegex } from '../go-regex.js';

export function capFirst(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

/** Letters, digits, spaces and hyphens only: a phrase, compared as text rather than as a pattern. */
export function isPhrase(text: string): boolean {
  return /^[\p{L}\p{N} -]*$/u.test(text);
}

const tokenPatterns = new Map<string, RegExp | null>();

/** Vale's `matchToken`: `observed` is what `expected` asks for (equal for a phrase, a whole match of it as a pattern otherwise). */
export function matchesToken(expected: string, observed: string): boolean {
  if (isPhrase(expected)) return expected === observed;
  let regex = tokenPatterns.get(expected);
  if (regex === undefined) {
    try {
      regex = compileGoRegex(`^(?:${expected})$`, '');
    } catch {
      regex = null;
    }
    tokenPatterns.set(expected, regex);
  }
  return regex ? regex.test(observed) : expected === observed;
}

/** A pattern's own groups become non-capturing, so that the groups a check wraps around patterns keep their numbers. */
export function nonCapturing(pattern: string): string {
  return pattern.replace(/(?<!\\)\((?!\?)/g, '(?:').replace(/\(\?P?<([A-Za-z_]\w*)>/g, '(?:').replace(/\(\?'([A-Za-z_]\w*)'/g, '(?:');
}

import type { Problem } from './problem.js';

/** The rule whose reports mark the exact span of each credential in a page. */
export const SECRETS_RULE_ID = 'no-secrets';

/**
 * The credentials `no-secrets` found in a page (its reports, suppressed or not, span each one
 * exactly), so that no other report can repeat them: a broken link's message quotes its URL, a
 * fix's text can copy a paragraph.
 */
export function detectedSecrets(problems: readonly Pick<Problem, 'ruleId' | 'line' | 'column' | 'endLine' | 'endColumn'>[], sourceText: string): string[] {
  const found = problems.filter((problem) => problem.ruleId === SECRETS_RULE_ID && problem.endLine !== undefined && problem.endColumn !== undefined);
  if (found.length === 0) return [];
  const lineStarts = [0];
  for (let i = 0; i < sourceText.length; i++) if (sourceText.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const offset = (line: number, column: number) => (lineStarts[line - 1] ?? sourceText.length) + column - 1;
  const secrets = new Set<string>();
  for (const problem of found) {
    const secret = sourceText.slice(offset(problem.line, problem.column), offset(problem.endLine!, problem.endColumn!));
    // Shorter than this, a "secret" would mask ordinary words of other messages.
    if (secret.trim().length >= 8) secrets.add(secret);
  }
  // Longest first, so a secret that contains another is masked whole.
  return [...secrets].sort((a, b) => b.length - a.length);
}

/**
 * Masks every detected credential in the problems' messages (keeping what `no-secrets` itself
 * shows: the first few characters and `…`), and drops the `fix` summary of a problem whose fix
 * would print one (the edits stay, so `--fix` still applies it). Changes the problems in place.
 */
export function redactSecrets(problems: readonly Problem[], secrets: readonly string[]): void {
  if (secrets.length === 0) return;
  const patterns = secretPatterns(secrets);
  for (const problem of problems) {
    for (const { pattern, masked } of patterns) {
      problem.message = problem.message.replace(pattern, masked);
      if (problem.fix && new RegExp(pattern.source, 'iu').test(problem.fix.text)) delete problem.fix;
    }
  }
}

/** Masks every detected credential in `text` as `redactSecrets` masks messages (a report that quotes source lines uses it). */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const { pattern, masked: replacement } of secretPatterns(secrets)) masked = masked.replace(pattern, replacement);
  return masked;
}

function secretPatterns(secrets: readonly string[]): Array<{ pattern: RegExp; masked: string }> {
  // Case-insensitive, and in the shape a heading anchor gives it too (lower case, punctuation dropped).
  return secrets.flatMap((secret) => {
    const slug = secret.toLowerCase().replace(/[^\p{L}\p{N}_-]/gu, '');
    return [...new Set([secret, ...(slug.length >= 8 ? [slug] : [])])].map((form) => ({ pattern: new RegExp(escapeRegExp(form), 'giu'), masked: maskSecret(form) }));
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What every output shows of a credential: its first few characters and `…`. */
export function maskSecret(secret: string): string {
  return `${secret.slice(0, Math.min(4, Math.floor(secret.length / 2)))}…`;
}

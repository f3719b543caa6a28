import { createHash } from 'node:crypto';
import type { LintMessage } from '../types.js';

/**
 * A problem's fingerprint: its rule, its message id and the text it points at, with whitespace
 * collapsed. It holds no line number, so a problem keeps its fingerprint when lines are added or
 * removed above it, when the file is re-indented, or when the same text moves elsewhere in the file.
 */
export function problemFingerprint(message: Pick<LintMessage, 'ruleId' | 'messageId'>, excerpt: string): string {
  const normalised = excerpt.replace(/\s+/g, ' ').trim();
  return createHash('sha1')
    .update(`${message.ruleId ?? ''}\0${message.messageId ?? ''}\0${normalised}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * The text a message points at: its range when it has a non-empty one, else its whole line
 * (a rule that reports a point, such as a missing front matter key at 1:1, is told apart by its line).
 */
export function excerptOf(lines: readonly string[], message: Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'>): string {
  const start = message.line - 1;
  if (!(start >= 0) || start >= lines.length) return '';
  const end = (message.endLine ?? 0) - 1;
  if (message.endColumn === undefined || end < start || end >= lines.length) return lines[start];
  const from = Math.max(0, message.column - 1);
  const to = Math.max(0, message.endColumn - 1);
  const text = end === start ? lines[start].slice(from, to) : [lines[start].slice(from), ...lines.slice(start + 1, end), lines[end].slice(0, to)].join('\n');
  return text.trim() === '' ? lines[start] : text;
}

/** The lines of a file's text, as the engine counts them (`\n`, `\r\n` or a lone `\r` ends a line). */
export function linesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Whether a message can be baselined: a rule's problem. Fatal errors (a page that does not parse) and engine notes never are. */
export function isBaselinable(message: LintMessage): boolean {
  return message.ruleId !== null && !message.fatal && message.severity > 0;
}

export interface Fingerprinted {
  message: LintMessage;
  fingerprint: string;
  /** How many messages of the file before this one share its fingerprint (0 for the first). */
  occurrence: number;
}

/**
 * The fingerprints of a file's baselinable messages, in the order given. The text is asked for
 * only when there is one: a file with none (a huge page skipped unread) is never read for this.
 */
export function fingerprintMessages(messages: readonly LintMessage[], text: () => string | undefined): Fingerprinted[] {
  const baselinable = messages.filter(isBaselinable);
  if (baselinable.length === 0) return [];
  const lines = linesOf(text() ?? '');
  const seen = new Map<string, number>();
  return baselinable.map((message) => {
    const fingerprint = problemFingerprint(message, excerptOf(lines, message));
    const occurrence = seen.get(fingerprint) ?? 0;
    seen.set(fingerprint, occurrence + 1);
    return { message, fingerprint, occurrence };
  });
}

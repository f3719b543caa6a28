import { createHash } from 'node:crypto';
import type { LintMessage } from '../types.js';

type Place = Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'>;

/**
 * A problem's fingerprint: its rule, its message id and its anchor (see `anchorOf`). It holds no
 * line number, so a problem keeps its fingerprint when lines are added or removed above it, when
 * the file is re-indented, when the same text moves elsewhere in the file, and when `--fix`
 * rewrites text around it.
 */
export function problemFingerprint(message: Pick<LintMessage, 'ruleId' | 'messageId'>, anchor: string): string {
  // Tagged, so that no fingerprint of this kind can equal one of docs-lint 0.1's (see `legacyFingerprint`).
  return sha1(`2\0${message.ruleId ?? ''}\0${message.messageId ?? ''}\0${anchor}`);
}

/**
 * The text a problem is recognised by: the first line of its range that holds a letter or a digit
 * (its whole line for a problem at a point), with what the fixes of other problems rewrite set
 * aside, so that `--fix` leaves the problems it does not fix matching their baseline:
 * - only one line of a range: a fix inside a block (an image framed inside a `<figure>`, a page
 *   path in a navigation group) changes the block's other lines;
 * - heading markers: `heading-start-level` moves every heading of a page up or down a level;
 * - `.mdx` and `.md` at the end of a path: three rules drop them from links, navigation entries
 *   and redirects;
 * - runs of white space: framing an image indents it.
 */
export function anchorOf(lines: readonly string[], message: Place): string {
  return normaliseAnchor(anchorLine(lines, message));
}

function anchorLine(lines: readonly string[], message: Place): string {
  const start = message.line - 1;
  if (!(start >= 0) || start >= lines.length) return '';
  const end = (message.endLine ?? 0) - 1;
  if (message.endColumn === undefined || end < start || end >= lines.length) return lines[start];
  const parts: string[] = [];
  for (let line = start; line <= end; line++) {
    const from = line === start ? Math.max(0, message.column - 1) : 0;
    const to = line === end ? Math.max(0, message.endColumn - 1) : undefined;
    parts.push(lines[line].slice(from, to));
  }
  // A block's first line may be a bare `{`, `[` or code fence: the first line with words says more.
  const worded = parts.find((part) => /[\p{L}\p{N}]/u.test(part)) ?? parts.find((part) => part.trim() !== '');
  return worded ?? lines[start];
}

const HEADING_MARKER = /^[ \t]*(?:>[ \t]*)*#{1,6}(?=[ \t]|$)/;
const PAGE_EXTENSION = /\.mdx?(?=[\s"'`)\]#?,>]|$)/gi;

function normaliseAnchor(text: string): string {
  return text.replace(HEADING_MARKER, '').replace(PAGE_EXTENSION, '').replace(/\s+/g, ' ').trim();
}

/**
 * The fingerprint docs-lint 0.1 gave a problem (baseline version 1): the text of its whole range,
 * whitespace collapsed. A baseline written then is still read: its entries match by this print
 * until `--baseline-prune` or `--baseline-write` records them anew.
 */
export function legacyFingerprint(message: Pick<LintMessage, 'ruleId' | 'messageId'>, lines: readonly string[], place: Place): string {
  const excerpt = legacyExcerpt(lines, place).replace(/\s+/g, ' ').trim();
  return sha1(`${message.ruleId ?? ''}\0${message.messageId ?? ''}\0${excerpt}`);
}

function legacyExcerpt(lines: readonly string[], message: Place): string {
  const start = message.line - 1;
  if (!(start >= 0) || start >= lines.length) return '';
  const end = (message.endLine ?? 0) - 1;
  if (message.endColumn === undefined || end < start || end >= lines.length) return lines[start];
  const from = Math.max(0, message.column - 1);
  const to = Math.max(0, message.endColumn - 1);
  const text = end === start ? lines[start].slice(from, to) : [lines[start].slice(from), ...lines.slice(start + 1, end), lines[end].slice(0, to)].join('\n');
  return text.trim() === '' ? lines[start] : text;
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
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
  /** The print a version-1 baseline holds for it; computed when first asked for. */
  legacy(): string;
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
    const fingerprint = problemFingerprint(message, anchorOf(lines, message));
    const occurrence = seen.get(fingerprint) ?? 0;
    seen.set(fingerprint, occurrence + 1);
    return { message, fingerprint, occurrence, legacy: () => legacyFingerprint(message, lines, message) };
  });
}

import type { ChangedLines, TouchedLines } from '../changes/changed-lines.js';
import type { LintMessage, LintResult } from '../types.js';
import type { Formatter } from './formatter-types.js';
import { relativePath } from './formatter-types.js';

const COMMANDS: Record<LintMessage['severity'], string> = { 2: 'error', 1: 'warning', 0: 'notice' };

/**
 * The runner decodes these escapes, so `%` must go first or the escapes themselves would be
 * re-escaped; an unescaped newline would end the command early.
 */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** `:` ends the property list and `,` separates properties, so values must not contain them raw. */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * How many annotations of each kind (error, warning, notice) GitHub shows for one step of a job;
 * the runner drops the rest from the pull request, in the order they were printed. Documented with
 * problem matchers in actions/toolkit (docs/problem-matchers.md): "10 warning annotations, 10 error
 * annotations, and 10 notice annotations per step", and 50 per job.
 */
export const ANNOTATIONS_PER_STEP = 10;

/**
 * GitHub Actions workflow commands (`::error file=...::message`), which the runner turns into
 * annotations on the pull request diff. GitHub shows only the first few of each kind, so when the
 * run knows which lines the change touched (`context.changedLines`), the problems on those lines
 * come first, then the others of the files it touched, then the rest; each group in file order.
 * Every problem is printed, so the step's log holds them all.
 */
export const github: Formatter = (results, context) => {
  const lines: string[] = [];
  for (const { result, message } of annotationOrder(results, context.changedLines)) {
    const file = relativePath(context.cwd, result.filePath, true);
    const properties: Array<[string, string | number | undefined]> = [
      ['file', file],
      ['line', message.line],
      ['col', message.column],
      ['endLine', message.endLine],
      ['endColumn', message.endColumn],
      ['title', message.ruleId ?? 'docs-lint'],
    ];
    // Like the toolkit, leave out empty values: a 0 line or column means "unknown", not a place.
    const props = properties
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '' && entry[1] !== 0)
      .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
      .join(',');
    const text = message.ruleId ? `${message.message} (${message.ruleId})` : message.message;
    lines.push(`::${COMMANDS[message.severity]} ${props}::${escapeData(text)}`);
  }
  // No trailing newline, like ESLint's formatters: the CLI ends the output.
  return lines.join('\n');
};

/** The messages in the order the annotations are printed. */
export function annotationOrder(results: readonly LintResult[], changedLines?: ChangedLines): Array<{ result: LintResult; message: LintMessage }> {
  const all = results.flatMap((result) => result.messages.map((message) => ({ result, message })));
  if (!changedLines) return all;
  const rank = ({ result, message }: { result: LintResult; message: LintMessage }) => {
    const touched = changedLines(result.filePath);
    return touched === undefined ? 2 : onTouchedLine(touched, message) ? 0 : 1;
  };
  // Array.prototype.sort is stable: within a rank, the file order stays.
  return all.map((entry) => ({ entry, rank: rank(entry) })).sort((a, b) => a.rank - b.rank).map(({ entry }) => entry);
}

export interface AnnotationOverflow {
  /** Problems printed past GitHub's limit for their kind: in the log, not on the pull request. */
  notAnnotated: number;
  errors: number;
  warnings: number;
  /** Of the annotated problems, how many are on lines the change touched (when the run knows them). */
  onChangedLines?: number;
}

/** What GitHub leaves out of a step's annotations, for a note in the job summary. */
export function annotationOverflow(results: readonly LintResult[], changedLines?: ChangedLines): AnnotationOverflow {
  const shown: Record<LintMessage['severity'], number> = { 0: 0, 1: 0, 2: 0 };
  let notAnnotated = 0;
  let onChangedLines = 0;
  for (const { result, message } of annotationOrder(results, changedLines)) {
    if (shown[message.severity] >= ANNOTATIONS_PER_STEP) {
      // Notes past their own limit are no problems left out.
      if (message.severity > 0) notAnnotated++;
      continue;
    }
    shown[message.severity]++;
    const touched = changedLines?.(result.filePath);
    if (touched && onTouchedLine(touched, message)) onChangedLines++;
  }
  const count = (severity: LintMessage['severity']) => results.reduce((sum, result) => sum + result.messages.filter((message) => message.severity === severity).length, 0);
  return { notAnnotated, errors: count(2), warnings: count(1), ...(changedLines ? { onChangedLines } : {}) };
}

/** A problem is on the change when any line of its range is. */
function onTouchedLine(touched: TouchedLines, message: LintMessage): boolean {
  if (touched === 'all') return true;
  for (let line = message.line; line <= Math.max(message.line, message.endLine ?? 0); line++) if (touched.has(line)) return true;
  return false;
}

import picocolors from 'picocolors';
import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';
import type { LintMessage } from '../types.js';
import type { Formatter } from './formatter-types.js';
import { relativePath } from './formatter-types.js';
import { pluralize, severityOf } from './report-summary.js';

type Colors = ReturnType<typeof picocolors.createColors>;

const LABELS: Record<LintMessage['severity'], string> = { 2: 'error', 1: 'warning', 0: 'info' };

function paint(c: Colors, severity: LintMessage['severity'], text: string): string {
  return severity === 2 ? c.red(text) : severity === 1 ? c.yellow(text) : c.blue(text);
}

interface Row {
  line: string;
  column: string;
  severity: LintMessage['severity'];
  message: string;
  ruleId: string;
}

/** The width when the caller knows none (output to a file or a pipe): a wide terminal or a CI log. */
export const DEFAULT_COLUMNS = 120;
/** Narrower than this, wrapping would leave a word or two a line: the row runs past the edge instead. */
const MIN_MESSAGE_WIDTH = 30;

/**
 * ESLint's `stylish` layout: widths are measured on the plain text and colour is added after
 * padding, so ANSI codes never skew the columns. A message too long for the terminal wraps onto
 * lines of its own, indented under it, so the rule id stays on the row's first line, in its column.
 * It wraps between words only: a path or a URL is never cut, even when it is wider than the room.
 */
function table(rows: readonly Row[], c: Colors, columns: number): string {
  const width = (pick: (row: Row) => string) => Math.max(...rows.map((row) => stringWidth(pick(row))));
  const lineWidth = width((row) => row.line);
  const columnWidth = width((row) => row.column);
  const labelWidth = width((row) => LABELS[row.severity]);
  const ruleWidth = width((row) => row.ruleId);
  const indent = 2 + lineWidth + 1 + columnWidth + 2 + labelWidth + 2;
  // One column short of the edge: a line that fills the terminal exactly wraps on some terminals.
  const room = columns - 1 - indent - (ruleWidth > 0 ? 2 + ruleWidth : 0);
  const messageWidth = Math.min(width((row) => row.message), Math.max(MIN_MESSAGE_WIDTH, room));
  return rows
    .map((row) => {
      const label = LABELS[row.severity];
      // Soft: a path or URL longer than the room gets a line of its own, whole, so it can be copied.
      const [first, ...rest] = wrapAnsi(row.message, messageWidth, { hard: false, trim: true }).split('\n');
      let text =
        '  ' +
        ' '.repeat(lineWidth - row.line.length) +
        c.dim(`${row.line}:${row.column}`) +
        ' '.repeat(columnWidth - row.column.length) +
        '  ' +
        paint(c, row.severity, label) +
        ' '.repeat(labelWidth - label.length) +
        '  ' +
        first;
      // ESLint trims trailing blanks, so a row without a rule id ends at its message.
      if (row.ruleId) text += ' '.repeat(Math.max(0, messageWidth - stringWidth(first))) + '  ' + c.dim(row.ruleId);
      for (const line of rest) text += `\n${' '.repeat(indent)}${line}`;
      return text;
    })
    .join('\n');
}

/** ESLint's `stylish` formatter, with paths relative to `cwd` and severity 0 shown as `info`. */
export const stylish: Formatter = (results, context) => {
  // Never the global instance: its colour choice comes from the environment, not from the caller.
  const c = picocolors.createColors(context.color);
  let output = '\n';
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  let anyMessages = false;
  let anyErrors = false;

  for (const result of results) {
    if (result.messages.length === 0) continue;
    anyMessages = true;
    // The engine's counts already leave info notes out, so they are the problem totals as given.
    errorCount += result.errorCount;
    warningCount += result.warningCount;
    fixableErrorCount += result.fixableErrorCount;
    fixableWarningCount += result.fixableWarningCount;

    const rows = result.messages.map((message): Row => {
      const severity = severityOf(message);
      if (severity === 2) anyErrors = true;
      return {
        line: String(message.line || 0),
        column: String(message.column || 0),
        severity,
        // ESLint drops one trailing period, so sentences and fragments read the same in a column.
        message: message.message.replace(/([^ ])\.$/u, '$1'),
        ruleId: message.ruleId ?? '',
      };
    });
    output += `${c.underline(relativePath(context.cwd, result.filePath))}\n${table(rows, c, context.columns ?? DEFAULT_COLUMNS)}\n\n`;
  }

  if (!anyMessages) return '';

  const total = errorCount + warningCount;
  if (total > 0) {
    const summary = (text: string) => c.bold(anyErrors ? c.red(text) : c.yellow(text));
    output += summary(
      `\u2716 ${total} ${pluralize('problem', total)} ` +
        `(${errorCount} ${pluralize('error', errorCount)}, ${warningCount} ${pluralize('warning', warningCount)})\n`,
    );
    if (fixableErrorCount > 0 || fixableWarningCount > 0) {
      output += summary(
        `  ${fixableErrorCount} ${pluralize('error', fixableErrorCount)} and ` +
          `${fixableWarningCount} ${pluralize('warning', fixableWarningCount)} potentially fixable with the \`--fix\` option.\n`,
      );
    }
  }

  // Reset at the end so a colour left open by a message cannot bleed into the terminal.
  return c.reset(output);
};

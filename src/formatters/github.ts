import type { LintMessage } from '../types.js';
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
 * GitHub Actions workflow commands (`::error file=...::message`), which the runner turns into
 * annotations on the pull request diff.
 */
export const github: Formatter = (results, context) => {
  const lines: string[] = [];
  for (const result of results) {
    const file = relativePath(context.cwd, result.filePath, true);
    for (const message of result.messages) {
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
  }
  // No trailing newline, like ESLint's formatters: the CLI ends the output.
  return lines.join('\n');
};

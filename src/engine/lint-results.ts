import type { LintMessage, LintResult } from '../types.js';
import type { Problem } from './problem.js';

/**
 * Groups problems into ESLint-shaped results: files sorted by path, messages by line, column and
 * rule id, so two runs over the same input print the same bytes.
 */
export function toLintResults(problems: readonly Problem[], lintedFiles: readonly string[], quiet = false): LintResult[] {
  const byFile = new Map<string, { messages: LintMessage[]; suppressed: SuppressedMessage[] }>();
  const entry = (file: string) => {
    let found = byFile.get(file);
    if (!found) byFile.set(file, (found = { messages: [], suppressed: [] }));
    return found;
  };
  for (const file of lintedFiles) entry(file);
  for (const { filePath, edits: _edits, suppressed, ...message } of problems) {
    if (quiet && message.severity !== 2) continue;
    if (suppressed) entry(filePath).suppressed.push({ ...message, suppressions: [{ kind: 'directive', justification: '' }] });
    else entry(filePath).messages.push(message);
  }
  return [...byFile.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([filePath, { messages, suppressed }]) => ({
      ...resultFor(filePath, messages.sort(compareMessages)),
      suppressedMessages: suppressed.sort(compareMessages),
    }));
}

type SuppressedMessage = LintMessage & { suppressions: Array<{ kind: 'directive'; justification: string }> };

function compareMessages(a: LintMessage, b: LintMessage): number {
  return a.line - b.line || a.column - b.column || (a.ruleId ?? '').localeCompare(b.ruleId ?? '') || a.message.localeCompare(b.message);
}

function resultFor(filePath: string, messages: LintMessage[]): LintResult {
  const count = (severity: number, fixable = false) =>
    messages.filter((message) => message.severity === severity && (!fixable || message.fix !== undefined)).length;
  return {
    filePath,
    messages,
    suppressedMessages: [],
    errorCount: count(2),
    fatalErrorCount: messages.filter((message) => message.fatal).length,
    warningCount: count(1),
    fixableErrorCount: count(2, true),
    fixableWarningCount: count(1, true),
    usedDeprecatedRules: [],
  };
}

/** The result with `messages` instead of its own, and its counts made again (a baseline or `--quiet` took some out). */
export function withCounts(result: LintResult, messages: LintMessage[]): LintResult {
  const { suppressedMessages: _none, ...counted } = resultFor(result.filePath, messages);
  return { ...result, ...counted };
}

import path from 'node:path';
import type { LintMessage, LintResult, RuleMeta } from '../../src/types.js';
import type { FormatterContext } from '../../src/formatters/formatter-types.js';

/** An absolute, platform-native cwd so the path logic is exercised the way the CLI calls it. */
export const CWD = path.resolve('/work/site');

export function message(overrides: Partial<LintMessage> = {}): LintMessage {
  return {
    ruleId: 'config/no-unknown-key',
    severity: 2,
    message: 'Unknown key "foo".',
    line: 1,
    column: 1,
    ...overrides,
  };
}

/** Counts follow the engine's rule: severity 0 notes are never counted, fixable means `fix` is set. */
export function result(file: string, messages: LintMessage[]): LintResult {
  const count = (severity: number, fixable = false) =>
    messages.filter((m) => m.severity === severity && (!fixable || m.fix !== undefined)).length;
  return {
    filePath: path.resolve(CWD, file),
    messages,
    suppressedMessages: [],
    errorCount: count(2),
    fatalErrorCount: messages.filter((m) => m.fatal).length,
    warningCount: count(1),
    fixableErrorCount: count(2, true),
    fixableWarningCount: count(1, true),
    usedDeprecatedRules: [],
  };
}

export function ruleMeta(id: string, overrides: Partial<RuleMeta> = {}): RuleMeta {
  return {
    id,
    description: `Description of ${id}.`,
    category: 'config',
    defaultSeverity: 'error',
    fixable: false,
    docsUrl: `https://github.com/docs-lint/docs-lint/blob/main/docs/rules/${id}.mdx`,
    messages: {},
    defaultOptions: {},
    optionsSchema: {},
    ...overrides,
  };
}

export function context(overrides: Partial<FormatterContext> = {}): FormatterContext {
  return {
    cwd: CWD,
    color: false,
    rules: new Map([
      ['config/no-unknown-key', ruleMeta('config/no-unknown-key')],
      ['page/heading-style', ruleMeta('page/heading-style', { category: 'page', defaultSeverity: 'warn', fixable: true })],
      ['style/oxford-comma', ruleMeta('style/oxford-comma', { category: 'style', defaultSeverity: 'off' })],
    ]),
    toolVersion: '0.1.0',
    ...overrides,
  };
}

/** A docs.json with an error, a fixable warning and a note; a page with a fatal parse error. */
export function sampleResults(): LintResult[] {
  return [
    result('docs.json', [
      message({ line: 3, column: 5, endLine: 3, endColumn: 10 }),
      message({
        ruleId: 'page/heading-style',
        severity: 1,
        message: 'Heading should use sentence case',
        line: 12,
        column: 17,
        fix: { range: [100, 105], text: 'Intro' },
      }),
      message({ ruleId: 'style/oxford-comma', severity: 0, message: 'Consider an Oxford comma.', line: 120, column: 2 }),
    ]),
    result('clean.mdx', []),
    result('guides/broken.mdx', [
      message({ ruleId: null, fatal: true, message: 'Parsing error: Unexpected token', line: 7, column: 1 }),
    ]),
  ];
}

/** A file's result after a baseline run: `baselined` moved to `suppressedMessages` (kind `file`), as the CLI moves them. */
export function withBaselined(base: LintResult, baselined: LintMessage[]): LintResult {
  return { ...base, suppressedMessages: [...base.suppressedMessages, ...baselined.map((m) => ({ ...m, suppressions: [{ kind: 'file', justification: '' }] }))] };
}

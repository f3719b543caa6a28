import type { LintMessage, LintResult, RuleCategory, RuleMeta } from '../types.js';

/** A file that does not parse has no rule: its problems are counted under this name. */
export const PARSE_ERROR = 'parse error';
/** A message of docs-lint's own that is no rule's (a legacy mint.json, a file not linted): a note, or a problem of the run. */
export const NOTE = 'note';
export const ENGINE = 'docs-lint';

/** What reported a message, for the rule column: its rule, or what stands for none (see `PARSE_ERROR`, `NOTE`, `ENGINE`). */
export function reporterOf(message: LintMessage): string {
  return message.ruleId ?? (message.fatal ? PARSE_ERROR : message.severity === 0 ? NOTE : ENGINE);
}

export interface RuleTally {
  /** The rule id, or `PARSE_ERROR` or `ENGINE` (see `reporterOf`). */
  ruleId: string;
  category: RuleCategory | 'parse' | 'docs-lint';
  errors: number;
  warnings: number;
  /** Problems of the rule that the baseline holds back. */
  baselined: number;
}

export interface ReportSummary {
  files: number;
  filesWithProblems: number;
  errors: number;
  warnings: number;
  /** Info notes: shown, never counted as problems. */
  notes: number;
  fixable: number;
  /**
   * Problems the baseline holds back: the run found them, and reports only the new ones. A lead
   * reads the debt here; `--no-baseline` reports them all as problems.
   */
  baselined: number;
  /** The files with baselined problems, most first. */
  baselinedByFile: Array<{ filePath: string; count: number }>;
  /** Most new problems first, then most baselined, then by id. */
  byRule: RuleTally[];
  byCategory: Array<{ category: RuleTally['category']; errors: number; warnings: number; baselined: number }>;
}

/** A problem the baseline holds back (moved to `suppressedMessages` with the kind `file`, as ESLint's bulk suppressions). */
export function isBaselined(message: LintMessage): boolean {
  return (message as { suppressions?: Array<{ kind: string }> }).suppressions?.some((suppression) => suppression.kind === 'file') ?? false;
}

/** A parse failure is an error whatever severity it was given, as in ESLint. */
export function severityOf(message: LintMessage): LintMessage['severity'] {
  return message.fatal ? 2 : message.severity;
}

export function pluralize(word: string, count: number): string {
  return count === 1 ? word : `${word}s`;
}

/** `3 errors, 1 warning`: the counts every summary line starts from. */
export function countsText(summary: Pick<ReportSummary, 'errors' | 'warnings'>): string {
  return `${summary.errors} ${pluralize('error', summary.errors)}, ${summary.warnings} ${pluralize('warning', summary.warnings)}`;
}

/** The totals the summaries of every format show, counted one way. */
export function summarize(results: readonly LintResult[], rules: ReadonlyMap<string, RuleMeta>): ReportSummary {
  const tallies = new Map<string, RuleTally>();
  const summary: ReportSummary = { files: results.length, filesWithProblems: 0, errors: 0, warnings: 0, notes: 0, fixable: 0, baselined: 0, baselinedByFile: [], byRule: [], byCategory: [] };
  const tallyOf = (message: LintMessage) => {
    const ruleId = reporterOf(message);
    const category = message.ruleId !== null ? (rules.get(ruleId)?.category ?? 'page') : message.fatal ? 'parse' : 'docs-lint';
    let tally = tallies.get(ruleId);
    if (!tally) tallies.set(ruleId, (tally = { ruleId, category, errors: 0, warnings: 0, baselined: 0 }));
    return tally;
  };
  for (const result of results) {
    let problems = 0;
    for (const message of result.messages) {
      const severity = severityOf(message);
      if (severity === 0) {
        summary.notes++;
        continue;
      }
      problems++;
      if (message.fix) summary.fixable++;
      const tally = tallyOf(message);
      if (severity === 2) {
        tally.errors++;
        summary.errors++;
      } else {
        tally.warnings++;
        summary.warnings++;
      }
    }
    if (problems > 0) summary.filesWithProblems++;
    const baselined = result.suppressedMessages.filter(isBaselined);
    for (const message of baselined) tallyOf(message).baselined++;
    if (baselined.length > 0) summary.baselinedByFile.push({ filePath: result.filePath, count: baselined.length });
    summary.baselined += baselined.length;
  }
  const total = (tally: { errors: number; warnings: number }) => tally.errors + tally.warnings;
  const order = (a: { errors: number; warnings: number; baselined: number }, b: { errors: number; warnings: number; baselined: number }) => total(b) - total(a) || b.baselined - a.baselined;
  summary.byRule = [...tallies.values()].sort((a, b) => order(a, b) || a.ruleId.localeCompare(b.ruleId));
  summary.baselinedByFile.sort((a, b) => b.count - a.count || a.filePath.localeCompare(b.filePath));
  const categories = new Map<RuleTally['category'], ReportSummary['byCategory'][number]>();
  for (const tally of summary.byRule) {
    const entry = categories.get(tally.category) ?? { category: tally.category, errors: 0, warnings: 0, baselined: 0 };
    entry.errors += tally.errors;
    entry.warnings += tally.warnings;
    entry.baselined += tally.baselined;
    categories.set(tally.category, entry);
  }
  summary.byCategory = [...categories.values()].sort((a, b) => order(a, b) || a.category.localeCompare(b.category));
  return summary;
}

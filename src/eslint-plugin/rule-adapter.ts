import type { Problem } from '../engine/problem.js';
import { formatMessage } from '../rule-kit/format-message.js';
import type { Rule, RuleOptions, TextEdit } from '../types.js';
import { baselineFilter, type BaselineFilter } from './baseline-filter.js';
import { fileKind, lintFile, type EditorSettings, type FileLint, type RuleToRun } from './lint-file.js';
import { eslintLocation, type EslintLocation, type LocatingSourceCode } from './locations.js';
import { dataFromMessage } from './message-data.js';

/** The part of ESLint's rule context the adapter reads (the same in ESLint 9 and 10, for every language). */
export interface EslintRuleContext {
  filename: string;
  options: unknown[];
  settings?: Record<string, unknown>;
  sourceCode: LocatingSourceCode;
  report(descriptor: EslintReport): void;
}

export interface EslintFixer {
  replaceTextRange(range: [number, number], text: string): unknown;
}

export interface EslintReport {
  loc: EslintLocation;
  messageId?: string;
  data?: Record<string, string>;
  message?: string;
  fix?: (fixer: EslintFixer) => unknown[];
  /** Edits the user may choose in the editor; `eslint --fix` never applies them. */
  suggest?: Array<{ desc: string; fix: (fixer: EslintFixer) => unknown }>;
}

export interface EslintRuleModule {
  meta: {
    type: 'problem' | 'suggestion';
    docs: { description: string; url: string; recommended: boolean };
    fixable?: 'code';
    hasSuggestions?: boolean;
    schema: Array<Record<string, unknown>>;
    defaultOptions: RuleOptions[];
    messages: Record<string, string>;
  };
  create(context: EslintRuleContext): Record<string, () => void>;
}

/** The settings key ESLint configs use for what docs-lint's own config holds beside rules. */
export const SETTINGS_KEY = 'docs-lint';

/**
 * Wraps one docs-lint rule as an ESLint rule. Nothing of the rule is rewritten: every ESLint rule
 * of one file joins that file's session (keyed by ESLint's SourceCode object, which every rule of
 * one lint shares); the first `Program:exit` (JavaScript/MDX) or `Document:exit` (JSON) runs all
 * of them in one docs-lint walk over docs-lint's own tree, and each rule then reports its part.
 * The shape of the host's AST (eslint-mdx's, @eslint/json's) never matters.
 */
export function toEslintRule(rule: Rule<any>): EslintRuleModule {
  const { meta } = rule;
  return {
    meta: {
      type: meta.category === 'style' || meta.category === 'prose' ? 'suggestion' : 'problem',
      docs: { description: meta.description, url: meta.docsUrl, recommended: meta.category !== 'style' && meta.defaultSeverity !== 'off' },
      ...(meta.fixable ? { fixable: 'code' as const } : {}),
      ...(meta.hasSuggestions ? { hasSuggestions: true } : {}),
      schema: [meta.optionsSchema],
      defaultOptions: [meta.defaultOptions],
      messages: meta.messages,
    },
    create(context): Record<string, () => void> {
      const session = sessionOf(context);
      if (!session) return {};
      const options = { ...meta.defaultOptions, ...((context.options[0] as RuleOptions | undefined) ?? {}) };
      session.join({ rule, options });
      let reported = false;
      const report = () => {
        if (reported) return;
        reported = true;
        for (const descriptor of session.reportsOf(rule)) context.report(descriptor);
      };
      return { 'Program:exit': report, 'Document:exit': report };
    },
  };
}

interface Session {
  join(toRun: RuleToRun): void;
  reportsOf(rule: Rule<any>): EslintReport[];
}

const sessions = new WeakMap<object, Session | null>();

function sessionOf(context: EslintRuleContext): Session | null {
  const { sourceCode } = context;
  let session = sessions.get(sourceCode);
  if (session === undefined) {
    session = createSession(context);
    sessions.set(sourceCode, session);
  }
  return session;
}

function createSession(context: EslintRuleContext): Session | null {
  const filePath = context.filename;
  const kind = fileKind(filePath);
  if (kind === 'other' || !/^([a-zA-Z]:)?[\\/]/.test(filePath)) return null;
  const { sourceCode } = context;
  const settings = context.settings?.[SETTINGS_KEY] as EditorSettings | undefined;
  const joined: RuleToRun[] = [];
  let lint: FileLint | undefined;
  let ran: Set<Rule<any>> | undefined;
  let fatalReported = false;
  let baseline: BaselineFilter | undefined;

  return {
    join(toRun) {
      joined.push(toRun);
    },
    reportsOf(rule) {
      // ESLint creates every rule before it walks, so the first exit sees the whole set.
      if (!lint) {
        ran = new Set(joined.map((toRun) => toRun.rule));
        lint = lintFile({ filePath, text: sourceCode.text, settings }, joined, kind);
        baseline = baselineFilter(filePath, sourceCode.text, [...lint.byRule.values()].flat(), settings);
      }
      let problems = lint.byRule.get(rule.meta.id);
      if (!ran!.has(rule)) {
        // Not expected: a rule that joined after the run gets a run of its own.
        problems = lintFile({ filePath, text: sourceCode.text, settings }, joined.filter((toRun) => toRun.rule === rule), kind).byRule.get(rule.meta.id);
      }
      const reports = (problems ?? []).filter((problem) => !baseline!.held.has(problem)).map((problem) => toReport(rule, problem, sourceCode));
      if (lint.fatal && !fatalReported) {
        // eslint-mdx accepted what docs-lint's parser (MDX, as the site renders it) refused: say it once.
        fatalReported = true;
        reports.push({ loc: eslintLocation(sourceCode, lint.fatal), message: lint.fatal.message });
      } else if (baseline!.unreadable && !fatalReported) {
        fatalReported = true;
        reports.push({ loc: eslintLocation(sourceCode, { line: 1, column: 1 }), message: `${baseline!.unreadable} Until it is, ESLint shows every problem.` });
      }
      return reports;
    },
  };
}

function toReport(rule: Rule<any>, problem: Problem, sourceCode: LocatingSourceCode): EslintReport {
  const loc = eslintLocation(sourceCode, problem, problem.endLine === undefined ? undefined : { line: problem.endLine, column: problem.endColumn ?? problem.column });
  const report: EslintReport = { loc, ...messageOf(rule, problem) };
  const edits: TextEdit[] | undefined = problem.edits;
  if (rule.meta.fixable && edits && edits.length > 0) report.fix = (fixer) => edits.map((edit) => fixer.replaceTextRange(edit.range, edit.text));
  if (rule.meta.hasSuggestions && problem.suggestions && problem.suggestions.length > 0) {
    report.suggest = problem.suggestions.map(({ desc, fix }) => ({ desc, fix: (fixer: EslintFixer) => fixer.replaceTextRange(fix.range, fix.text) }));
  }
  return report;
}

/** The messageId and data when they give back exactly docs-lint's message; else the message itself (an internal-error note). */
function messageOf(rule: Rule<any>, problem: Problem): Pick<EslintReport, 'messageId' | 'data' | 'message'> {
  if (problem.ruleId !== null && problem.ruleId !== rule.meta.id) {
    // A Vale rule's report: ESLint shows one rule id (`docs-lint/vale`), so the message carries the Vale rule's own.
    return { message: '{{message}} ({{rule}})', data: { message: problem.message, rule: problem.ruleId } };
  }
  const template = problem.messageId === undefined ? undefined : rule.meta.messages[problem.messageId];
  if (template !== undefined) {
    const data = dataFromMessage(template, problem.message);
    if (data && formatMessage(template, data) === problem.message) return { messageId: problem.messageId, data };
  }
  return { message: problem.message };
}

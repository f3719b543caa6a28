import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic, type Range, type TextEdit as LspTextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from '../types.js';
import { disableLineComment } from './disable-comment.js';
import { offsetPosition, positionOf, SOURCE, toDiagnostics, type DiagnosticData } from './diagnostics.js';
import type { DocumentProblem, LintedDocument } from './lint-document.js';

/** `source.fixAll.docs-lint`: what editors run on save ("editor.codeActionsOnSave"). */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.docs-lint`;
export const ADD_WORD_COMMAND = 'docs-lint.addWordToSiteList';

/** The spelling rule's reports of a word no dictionary has (not a rejected word, nor the other English). */
const UNKNOWN_WORD = /^Unknown word "(.+?)"/;

/**
 * The quick fixes of the problems under the cursor: each problem's fix, each of its suggestions,
 * adding an unknown word to the site's word list, and a directive that turns the rule off for the
 * line. The fix-all action is added by the server (it costs a fix pass).
 */
export function quickFixes(document: TextDocument, linted: LintedDocument, params: CodeActionParams, options: { markdown: boolean; page: boolean }): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const { problem, diagnostic } of problemsAt(document, linted, params)) {
    const label = problem.ruleId ?? 'docs-lint';
    const edit = problem.edits ?? (problem.fix ? [problem.fix] : undefined);
    if (edit) actions.push(action(`Fix this ${label} problem`, document, linted, edit, diagnostic, true));
    for (const suggestion of problem.suggestions ?? []) actions.push(action(suggestion.desc, document, linted, [suggestion.fix], diagnostic));
    const word = problem.ruleId === 'spelling' ? UNKNOWN_WORD.exec(problem.message)?.[1] : undefined;
    if (word) {
      actions.push({
        title: `Add '${word}' to the site's word list`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        command: { title: `Add '${word}' to the site's word list`, command: ADD_WORD_COMMAND, arguments: [document.uri, word] },
      });
    }
    const comment = options.page && problem.ruleId !== null ? disableLineComment(linted.text, problem.line, problem.ruleId, options.markdown) : undefined;
    if (comment) {
      const at = positionOf(linted, comment.line + 1, 1);
      actions.push({
        title: `Disable ${problem.ruleId} for this line`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        edit: { changes: { [document.uri]: [{ range: { start: at, end: at }, newText: comment.text }] } },
      });
    }
  }
  return actions;
}

/** The problems of the last lint that the request is about: those of its diagnostics, else those the range touches. */
function problemsAt(document: TextDocument, linted: LintedDocument, params: CodeActionParams): Array<{ problem: DocumentProblem; diagnostic: Diagnostic }> {
  const current = toDiagnostics(document, linted);
  // Some clients send back only part of a diagnostic (Neovim 0.7: its code and data, no source nor message).
  const ours = params.context.diagnostics.filter((diagnostic) => diagnostic.source === SOURCE || (diagnostic.source === undefined && isOurData(diagnostic.data)));
  if (ours.length > 0) {
    return ours.flatMap((diagnostic) => {
      const data = diagnostic.data as Partial<DiagnosticData> | undefined;
      // The client's diagnostic is of this lint: its index names the problem. Otherwise match what it says and where.
      const index = isOurData(data) && data.version === document.version && current[data.index] && (diagnostic.message === undefined || current[data.index].message === diagnostic.message)
        ? data.index
        : current.findIndex((candidate) => candidate.code === diagnostic.code && candidate.message === diagnostic.message && candidate.range.start.line === diagnostic.range?.start.line);
      return index >= 0 ? [{ problem: linted.problems[index], diagnostic: current[index] }] : [];
    });
  }
  return current.flatMap((diagnostic, index) => (overlaps(diagnostic.range, params.range) ? [{ problem: linted.problems[index], diagnostic }] : []));
}

function isOurData(data: unknown): data is DiagnosticData {
  return typeof data === 'object' && data !== null && typeof (data as DiagnosticData).version === 'number' && typeof (data as DiagnosticData).index === 'number';
}

function overlaps(a: Range, b: Range): boolean {
  const before = (x: Range['start'], y: Range['start']) => x.line < y.line || (x.line === y.line && x.character < y.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

function action(title: string, document: TextDocument, linted: LintedDocument, edits: readonly TextEdit[], diagnostic: Diagnostic, isPreferred = false): CodeAction {
  return {
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    ...(isPreferred ? { isPreferred } : {}),
    edit: { changes: { [document.uri]: edits.map((edit) => lspEdit(document, linted, edit)) } },
  };
}

export function lspEdit(document: TextDocument, linted: Pick<LintedDocument, 'bom'>, edit: TextEdit): LspTextEdit {
  return { range: { start: offsetPosition(document, linted, edit.range[0]), end: offsetPosition(document, linted, edit.range[1]) }, newText: edit.text };
}

/** Whether a request wants actions of `kind` (no `only` wants every kind). */
export function wants(params: CodeActionParams, kind: string): boolean {
  const only = params.context.only;
  return !only || only.some((wanted) => kind === wanted || kind.startsWith(`${wanted}.`));
}

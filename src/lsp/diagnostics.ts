import { DiagnosticSeverity, type Diagnostic, type Position, type Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { DocumentProblem, LintedDocument } from './lint-document.js';

export const SOURCE = 'docs-lint';

/** What a diagnostic carries back to the server in a code action request: which problem of which lint it is. */
export interface DiagnosticData {
  version: number;
  index: number;
}

/** ESLint's severities in LSP's: a note (0, never counted as a problem) is Information. */
export function severityOf(problem: Pick<DocumentProblem, 'severity'>): DiagnosticSeverity {
  return problem.severity === 2 ? DiagnosticSeverity.Error : problem.severity === 1 ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information;
}

export function toDiagnostics(document: TextDocument, linted: LintedDocument): Diagnostic[] {
  return linted.problems.map((problem, index) => {
    const diagnostic: Diagnostic = {
      range: rangeOf(document, linted, problem),
      severity: severityOf(problem),
      source: SOURCE,
      message: problem.message,
      data: { version: document.version, index } satisfies DiagnosticData,
    };
    if (problem.ruleId !== null) {
      diagnostic.code = problem.ruleId;
      // A Vale rule's report (`Google.Passive`) links to the page of docs-lint's `vale` rule, which tells how such reports come.
      if (problem.owner) diagnostic.codeDescription = { href: problem.owner.meta.docsUrl };
    }
    return diagnostic;
  });
}

/** A 1-based line and UTF-16 column of the linted text, as an LSP position of the editor's text. */
export function positionOf(linted: Pick<LintedDocument, 'bom'>, line: number, column: number): Position {
  return { line: Math.max(0, line - 1), character: Math.max(0, column - 1) + (line === 1 ? linted.bom : 0) };
}

/** An offset into the linted text, as an LSP position of the editor's text. */
export function offsetPosition(document: TextDocument, linted: Pick<LintedDocument, 'bom'>, offset: number): Position {
  return document.positionAt(offset + linted.bom);
}

/**
 * The problem's range; a problem that gives only its start covers the word there (or one
 * character), so that every client shows it.
 */
function rangeOf(document: TextDocument, linted: LintedDocument, problem: DocumentProblem): Range {
  const start = positionOf(linted, problem.line, problem.column);
  if (problem.endLine !== undefined && problem.endColumn !== undefined) {
    const end = positionOf(linted, problem.endLine, problem.endColumn);
    if (end.line > start.line || (end.line === start.line && end.character > start.character)) return { start, end };
  }
  const lineText = document.getText({ start: { line: start.line, character: 0 }, end: { line: start.line + 1, character: 0 } }).replace(/\r?\n$/, '');
  const word = /^\S+/.exec(lineText.slice(start.character));
  const length = word ? word[0].length : lineText.length > start.character ? 1 : 0;
  return { start, end: { line: start.line, character: start.character + length } };
}

import type { Node } from 'mdast';
import type { Problem } from './problem.js';

/** `{/* docs-lint-disable-next-line rule-a, rule-b *\/}` and its kin, as written in a page. */
export interface InlineDirective {
  kind: 'disable' | 'enable' | 'disable-next-line' | 'disable-line';
  /** Empty means every rule. */
  ruleIds: string[];
  line: number;
  column: number;
  endLine: number;
  used: boolean;
}

const EXPRESSION_COMMENT = /^\s*\/\*([^]*)\*\/\s*$/;
const DIRECTIVE = /^\s*docs-lint-(disable-next-line|disable-line|disable|enable)(?=\s|$)([^]*)$/;

/** Reads a directive out of an MDX expression node (`{/* … *\/}`), if it is one. */
export function readDirective(node: Node): InlineDirective | undefined {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return undefined;
  const comment = String((node as { value?: unknown }).value ?? '').match(EXPRESSION_COMMENT);
  if (!comment || !node.position) return undefined;
  return readCommentDirective(comment[1], { line: node.position.start.line, column: node.position.start.column, endLine: node.position.end.line });
}

/**
 * Reads a directive out of a comment's text (`docs-lint-disable rule-a, rule-b -- why`), whether
 * it came from `{/* … *\/}` or, in a `.md` page, from `<!-- … -->`.
 */
export function readCommentDirective(text: string, at: { line: number; column: number; endLine: number }): InlineDirective | undefined {
  const match = text.match(DIRECTIVE);
  if (!match) return undefined;
  // Words after `--` explain the directive; they are not rule ids.
  const ids = match[2].split(/\s--\s|\s--$/)[0];
  return {
    kind: match[1] as InlineDirective['kind'],
    ruleIds: ids.split(/[\s,]+/).filter((id) => id.length > 0 && id !== '--'),
    line: at.line,
    column: at.column,
    endLine: at.endLine,
    used: false,
  };
}

function names(directive: InlineDirective, ruleId: string | null): boolean {
  if (ruleId === null) return false;
  if (directive.ruleIds.length === 0 || directive.ruleIds.includes(ruleId)) return true;
  // A Vale rule's id (`Google.Passive`) is also named by its style (`Google`).
  const dot = ruleId.indexOf('.');
  return dot > 0 && directive.ruleIds.includes(ruleId.slice(0, dot));
}

/**
 * Splits a page's problems into those still reported and those a directive suppresses, in the
 * order ESLint applies them: `disable`/`enable` ranges by position, `-line` directives by line.
 * Fatal parse errors (rule id null) are never suppressed.
 */
export function applyDirectives(problems: readonly Problem[], directives: InlineDirective[]): { kept: Problem[]; suppressed: Problem[] } {
  if (directives.length === 0) return { kept: [...problems], suppressed: [] };
  const kept: Problem[] = [];
  const suppressed: Problem[] = [];
  const ranges = directives.filter((d) => d.kind === 'disable' || d.kind === 'enable').sort((a, b) => a.line - b.line || a.column - b.column);
  for (const problem of problems) {
    const lineDirective = directives.find(
      (d) => ((d.kind === 'disable-next-line' && problem.line === d.endLine + 1) || (d.kind === 'disable-line' && problem.line === d.line)) && names(d, problem.ruleId),
    );
    let rangeDirective: InlineDirective | undefined;
    for (const d of ranges) {
      if (d.line > problem.line || (d.line === problem.line && d.column > problem.column)) break;
      if (!names(d, problem.ruleId) && !(d.kind === 'enable' && d.ruleIds.length === 0)) continue;
      rangeDirective = d.kind === 'disable' ? d : undefined;
    }
    const by = lineDirective ?? rangeDirective;
    if (by) {
      by.used = true;
      suppressed.push(problem);
    } else {
      kept.push(problem);
    }
  }
  return { kept, suppressed };
}

/** `--report-unused-disable-directives`: a directive that suppressed nothing is itself a problem. */
export function unusedDirectiveProblems(filePath: string, directives: readonly InlineDirective[]): Problem[] {
  return directives
    .filter((d) => d.kind !== 'enable' && !d.used)
    .map((d) => ({
      filePath,
      ruleId: null,
      severity: 1 as const,
      message: `Unused docs-lint-${d.kind} directive: no problem${d.ruleIds.length > 0 ? ` from ${d.ruleIds.join(', ')}` : ''} was reported here. Remove it.`,
      line: d.line,
      column: d.column,
    }));
}

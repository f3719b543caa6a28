import type { Position } from '../types.js';

/** The bit of ESLint's SourceCode the adapter uses: every language's has it, in that language's own line and column base. */
export interface LocatingSourceCode {
  text: string;
  getLocFromIndex(index: number): { line: number; column: number };
}

export interface EslintLocation {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

const lineStarts = new WeakMap<object, { text: string; starts: number[] }>();

/**
 * docs-lint positions are 1-based lines and 1-based columns of the text (lines end at `\n`,
 * `\r\n` or `\r`, as in the markdown and JSON parsers). They become offsets, and ESLint's source
 * code turns offsets into its language's locations (0-based columns for JavaScript, 1-based for
 * JSON), so the editor underlines the same characters the CLI names.
 */
export function eslintLocation(sourceCode: LocatingSourceCode, start: Position, end: Position = start): EslintLocation {
  const from = offsetOf(sourceCode, start);
  const to = Math.max(from, offsetOf(sourceCode, end));
  return { start: sourceCode.getLocFromIndex(from), end: sourceCode.getLocFromIndex(to) };
}

function offsetOf(sourceCode: LocatingSourceCode, position: Position): number {
  const { text } = sourceCode;
  const starts = startsOf(sourceCode);
  const line = Math.min(Math.max(position.line, 1), starts.length);
  const lineStart = starts[line - 1];
  const lineEnd = line < starts.length ? starts[line] : text.length;
  return Math.min(lineStart + Math.max(position.column, 1) - 1, lineEnd, text.length);
}

function startsOf(sourceCode: LocatingSourceCode): number[] {
  const cached = lineStarts.get(sourceCode);
  if (cached && cached.text === sourceCode.text) return cached.starts;
  const starts = [0];
  const pattern = /\r\n|\r|\n/g;
  for (let match = pattern.exec(sourceCode.text); match; match = pattern.exec(sourceCode.text)) starts.push(match.index + match[0].length);
  lineStarts.set(sourceCode, { text: sourceCode.text, starts });
  return starts;
}

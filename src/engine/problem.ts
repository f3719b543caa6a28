import type { LintMessage, TextEdit } from '../types.js';

/** A LintMessage still tied to its file, with the rule's edits kept whole for `--fix`. */
export interface Problem extends LintMessage {
  filePath: string;
  edits?: TextEdit[];
  /** An inline directive turned it off: it goes to `suppressedMessages`. */
  suppressed?: true;
}

/** Joins a rule's edits into ESLint's single `{range, text}` fix, spanning all of them. */
export function mergeEdits(edits: readonly TextEdit[], sourceText: string): { range: [number, number]; text: string } {
  const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  const start = sorted[0].range[0];
  const end = Math.max(...sorted.map((edit) => edit.range[1]));
  let text = '';
  let cursor = start;
  for (const edit of sorted) {
    text += sourceText.slice(cursor, edit.range[0]) + edit.text;
    cursor = Math.max(cursor, edit.range[1]);
  }
  text += sourceText.slice(cursor, end);
  return { range: [start, end], text };
}

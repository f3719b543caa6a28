import type { TextEdit } from '../types.js';

export interface FixOutcome {
  output: string;
  /** How many fixes were applied; the others overlapped an earlier one and wait for the next pass. */
  applied: number;
}

/**
 * Applies each fix whole or not at all, in source order; a fix that overlaps one already taken is
 * skipped (the next pass, run on the new text, gets to it).
 */
export function applyFixes(text: string, fixes: ReadonlyArray<readonly TextEdit[]>): FixOutcome {
  const spans = fixes
    .filter((edits) => edits.length > 0)
    .map((edits) => {
      const sorted = [...edits].sort((a, b) => a.range[0] - b.range[0]);
      return { start: sorted[0].range[0], end: Math.max(...sorted.map((edit) => edit.range[1])), edits: sorted };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let output = '';
  let cursor = 0;
  let applied = 0;
  for (const span of spans) {
    if (span.start < cursor) continue;
    for (const edit of span.edits) {
      output += text.slice(cursor, edit.range[0]) + edit.text;
      cursor = edit.range[1];
    }
    applied++;
  }
  return { output: output + text.slice(cursor), applied };
}

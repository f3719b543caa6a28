import type { Node } from 'mdast';
import type { Problem } from './problem.js';

/**
 * Code as the page shows it: fenced or indented blocks and inline code, whose bytes a reader copies,
 * and math (`$$…$$` blocks, inline `$…$`), which the page typesets from its exact source.
 */
const CODE_TYPES = new Set(['code', 'inlineCode', 'math', 'inlineMath']);

/**
 * The code of one page, collected during the walk, so that no fix changes a byte of code it was not
 * reported on: an edit that touches a code node's range is dropped (its problem is still reported,
 * without a fix) unless the problem was reported on that very code node.
 */
export class CodeRanges {
  private readonly ranges: Array<[number, number]> = [];

  observe(node: Node): void {
    if (!CODE_TYPES.has(node.type)) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) this.ranges.push([start, end]);
  }

  /** Removes the fix of every problem whose edits touch code it does not own. */
  guard(problems: readonly Problem[], ownerOf: (problem: Problem) => [number, number] | undefined): void {
    if (this.ranges.length === 0) return;
    for (const problem of problems) {
      if (!problem.edits) continue;
      const owner = ownerOf(problem);
      const touched = this.ranges.some(
        (code) => !(owner && owner[0] === code[0] && owner[1] === code[1]) && problem.edits!.some((edit) => touches(edit.range, code)),
      );
      if (touched) {
        delete problem.edits;
        delete problem.fix;
      }
    }
  }
}

/** An insertion touches code strictly inside it; a replacement, any code it overlaps. */
function touches([start, end]: [number, number], [codeStart, codeEnd]: [number, number]): boolean {
  if (start === end) return start > codeStart && start < codeEnd;
  return start < codeEnd && end > codeStart;
}

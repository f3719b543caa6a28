/** List items that open with a label, which makes the list a set of definitions or stages rather than steps. */
import type { MdNode } from '../page/jsx-elements.js';

/** A list item that opens with a bold or emphasised label followed by a colon or dash: a definition, not a step. */
export function startsWithLabel(paragraph: MdNode, source: string): boolean {
  const first = paragraph.children?.[0];
  if (!first || !['strong', 'emphasis', 'inlineCode', 'link'].includes(first.type)) return false;
  const end = first.position?.end.offset;
  if (end === undefined) return false;
  return /^\s*[:：–—-]/.test(source.slice(end, end + 3)) || /[:：]\s*$/.test(source.slice(first.position!.start.offset!, end).replace(/[*_`]+$/, ''));
}

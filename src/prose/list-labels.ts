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

/**
 * The source range of the label a paragraph opens with (`**Valkey** - Redis-compatible server`), when
 * that label is a single word: a term the item defines, most often a name (a product, a service, a mode).
 */
export function singleWordLabel(paragraph: MdNode, source: string): [number, number] | undefined {
  const first = paragraph.children?.[0];
  if (!first || (first.type !== 'strong' && first.type !== 'emphasis') || !startsWithLabel(paragraph, source)) return undefined;
  const start = first.position?.start.offset;
  const end = first.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  return /^[*_]+[\p{L}][\p{L}'’-]*[*_]+$/u.test(source.slice(start, end)) ? [start, end] : undefined;
}

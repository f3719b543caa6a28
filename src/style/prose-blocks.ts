/**
 * Visitors that hand a style rule each block of prose on a page, parsed, with a way to report a
 * span of it at its place in the file. The engine's single walk reaches the blocks; nothing here
 * walks the page.
 */

import type { MdNode } from '../page/jsx-elements.js';
import { positionAt } from '../rule-kit/text-position.js';
import type { RuleContext, SourceLocation, Visitors } from '../types.js';
import { isStyleExemptPage } from './changelog-page.js';
import { analyseProse, type ProseAnalysis } from './sentences.js';

export type ProseBlockType = 'paragraph' | 'heading' | 'tableCell';

export interface ProseBlock {
  node: MdNode;
  type: ProseBlockType;
  analysis: ProseAnalysis;
  ancestors: readonly MdNode[];
  /** The source location of `[start, end)` of the prose text. */
  locate(start: number, end: number): SourceLocation;
  /** The prose text of `[start, end)`, whitespace collapsed, with the source of inline code and components in place. */
  slice(start: number, end: number): string;
}

export interface ProseBlockOptions {
  /** Which blocks to read (default: paragraphs, headings and table cells). */
  types?: readonly ProseBlockType[];
  /** A cheap test on the block's raw text: blocks it rejects are never parsed. */
  prefilter?: RegExp;
}

/**
 * Blocks that are not the writer's own prose: a block quote quotes someone, and these components
 * show code, API examples or UI they render themselves.
 */
const SKIPPED_ANCESTOR_TYPES = new Set(['blockquote']);
const SKIPPED_COMPONENTS = new Set(['CodeGroup', 'RequestExample', 'ResponseExample', 'pre', 'code']);

export function isSkippedContext(ancestors: readonly MdNode[]): boolean {
  for (const ancestor of ancestors) {
    if (SKIPPED_ANCESTOR_TYPES.has(ancestor.type)) return true;
    const name = (ancestor as { name?: unknown }).name;
    if ((ancestor.type === 'mdxJsxFlowElement' || ancestor.type === 'mdxJsxTextElement') && typeof name === 'string' && SKIPPED_COMPONENTS.has(name)) return true;
  }
  return false;
}

export function proseVisitors(context: RuleContext<any>, onBlock: (block: ProseBlock) => void, options: ProseBlockOptions = {}): Visitors {
  if (isStyleExemptPage(context)) return {};
  const source = context.sourceText;
  const visit = (type: ProseBlockType) => (node: MdNode, info: { ancestors: readonly MdNode[] }) => {
    if (isSkippedContext(info.ancestors)) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (options.prefilter && !options.prefilter.test(source.slice(start, end))) return;
    const analysis = analyseProse(node, source);
    if (!analysis) return;
    const from = { line: node.position!.start.line, column: node.position!.start.column, offset: start };
    const { prose } = analysis;
    onBlock({
      node,
      type,
      analysis,
      ancestors: info.ancestors,
      locate: (spanStart, spanEnd) => {
        const first = prose.offsets[spanStart];
        // The end is just after the span's last character.
        const lastIndex = Math.max(spanStart, spanEnd - 1);
        const last = prose.objectEnds.get(lastIndex) ?? prose.offsets[lastIndex] + 1;
        const startPosition = positionAt(source, first, from);
        return { start: startPosition, end: positionAt(source, last, { ...startPosition, offset: first }) };
      },
      slice: (spanStart, spanEnd) => {
        let text = '';
        for (let i = spanStart; i < spanEnd; i++) {
          const objectEnd = prose.objectEnds.get(i);
          text += objectEnd === undefined ? prose.text[i] : source.slice(prose.offsets[i], objectEnd);
        }
        return text.replace(/\s+/g, ' ');
      },
    });
  };
  const visitors: Visitors = {};
  for (const type of options.types ?? ['paragraph', 'heading', 'tableCell']) visitors[type] = visit(type);
  return visitors;
}

/**
 * Visitors that hand a reader each unit of rendered text on a page as the engine's single walk
 * reaches it. Nothing here walks the page: each node's units come from the node itself.
 */

import type { MdNode } from '../page/jsx-elements.js';
import type { RuleContext, Visitors } from '../types.js';
import type { ProseContext } from './context.js';
import { unitsOf } from './read-units.js';
import type { ProseKind, ProseUnit } from './unit.js';

export interface ProseVisitorOptions {
  /** Which kinds of unit to read (default: all). */
  kinds?: readonly ProseKind[];
  /** A cheap test on the node's source text: nodes it rejects are never read. */
  prefilter?: RegExp;
  /** Which places to read (default: all); called before the text is parsed. */
  include?: (context: ProseContext, kind: ProseKind) => boolean;
}

const ALL_KINDS: readonly ProseKind[] = ['paragraph', 'heading', 'tableCell', 'text', 'frontMatter', 'alt', 'attribute'];

/** The node types whose visitors give each kind of unit. */
const NODE_TYPES: Record<ProseKind, readonly string[]> = {
  paragraph: ['paragraph'],
  heading: ['heading', 'paragraph', 'mdxJsxTextElement', 'mdxJsxFlowElement'],
  tableCell: ['tableCell'],
  text: ['mdxJsxTextElement', 'mdxJsxFlowElement'],
  frontMatter: ['yaml'],
  alt: ['image', 'imageReference', 'mdxJsxTextElement', 'mdxJsxFlowElement'],
  attribute: ['mdxJsxTextElement', 'mdxJsxFlowElement'],
};

export function proseVisitors(context: RuleContext<any>, onUnit: (unit: ProseUnit) => void, options: ProseVisitorOptions = {}): Visitors {
  const kinds = new Set(options.kinds ?? ALL_KINDS);
  const types = new Set([...kinds].flatMap((kind) => NODE_TYPES[kind]));
  const { prefilter, include } = options;
  const visit = (node: MdNode, info: { ancestors: readonly MdNode[] }): void => {
    const source = context.sourceText;
    if (prefilter) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined || !prefilter.test(source.slice(start, end))) return;
    }
    for (const unit of unitsOf(node, info.ancestors, { source, frontMatter: context.page?.frontMatter?.data })) {
      if (!kinds.has(unit.kind) || (include && !include(unit.context, unit.kind))) continue;
      onUnit(unit);
    }
  };
  const visitors: Visitors = {};
  for (const type of types) visitors[type] = visit;
  return visitors;
}

/**
 * The units of one node the reader holds outside its own visit, such as the first paragraph of a
 * list item while the list is visited. `ancestors` are the node's enclosing nodes, outermost first.
 */
export function proseUnitsOf(context: RuleContext<any>, node: MdNode, ancestors: readonly MdNode[]): ProseUnit[] {
  return unitsOf(node, ancestors, { source: context.sourceText, frontMatter: context.page?.frontMatter?.data });
}

/** Visitor sets of several readers in one: each node type calls each set's visitor, in order. */
export function combineVisitors(...sets: Visitors[]): Visitors {
  const combined: Visitors = {};
  for (const set of sets) {
    for (const [type, visitor] of Object.entries(set)) {
      const before = combined[type];
      combined[type] = before
        ? (node, info) => {
            before(node, info);
            visitor(node, info);
          }
        : visitor;
    }
  }
  return combined;
}

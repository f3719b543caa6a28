/**
 * The blocks Vale's rules read, made from the prose room's units: what the generator renders,
 * never code, expressions or attribute values that are not shown. Scopes as Vale names them for
 * HTML: a paragraph (in the body or in any component) gives `paragraph`, each `sentence` and its
 * `text`; a heading `text.heading.hN`; a list item `text.list`; a block quote `text.blockquote`;
 * a cell `text.table.header` / `text.table.cell`; alt text `text.attr.alt`; a rendered attribute
 * (a Card's `title`) `text.attr.<name>`; front matter `text.frontmatter.<key>`.
 */

import { isJsxElement, type MdNode } from '../page/jsx-elements.js';
import type { ProseUnit } from '../prose/index.js';
import type { SourceLocation } from '../types.js';
import type { ValeBlock } from './check-types.js';

export interface PageBlock extends ValeBlock {
  /** The file offset of `[start, end)` of the text. */
  sourceRange(start: number, end: number): [number, number];
  locate(start: number, end: number): SourceLocation;
}

export interface BlockNeeds {
  sentence: boolean;
  paragraph: boolean;
}

/** The blocks of one unit, in the order Vale lints them (paragraph, sentences, then the whole). */
export function blocksOfUnit(unit: ProseUnit, ext: string, needs: BlockNeeds): PageBlock[] {
  const container = containerScope(unit);
  if (container === null) return [];
  if (container !== undefined) return [unitBlock(unit, [...container, ...(container[1] === 'attr' ? [] : [ext])])];
  const txt = ['text', ext];
  const blocks: PageBlock[] = [];
  if (needs.paragraph) blocks.push(unitBlock(unit, ['paragraph', ext], txt));
  if (needs.sentence) {
    for (const sentence of unit.sentences) {
      // Vale trims each sentence.
      let start = sentence.start;
      let end = sentence.end;
      while (start < end && /\s/.test(unit.text[start])) start++;
      while (end > start && /\s/.test(unit.text[end - 1])) end--;
      if (end > start) blocks.push({ ...unitBlock(unit, ['sentence', ext], txt, start, end), sentence: { sentence, offset: start } });
    }
  }
  blocks.push(unitBlock(unit, txt));
  return blocks;
}

function unitBlock(unit: ProseUnit, scope: string[], parent: string[] = scope, from = 0, to = unit.text.length): PageBlock {
  return {
    text: unit.text.slice(from, to),
    scope,
    parent,
    slice: (start, end) => unit.slice(from + start, from + end),
    sourceRange: (start, end) => unit.sourceRange(from + start, Math.max(from + start + 1, from + end)),
    locate: (start, end) => unit.locate(from + start, Math.max(from + start + 1, from + end)),
  };
}

/** Scope sections of a unit that Vale lints as one block; undefined for running prose; null for nothing. */
function containerScope(unit: ProseUnit): string[] | null | undefined {
  const { context } = unit;
  if (context.codeExample) return null;
  switch (unit.kind) {
    case 'heading':
      return ['text', 'heading', `h${context.headingDepth ?? 1}`];
    case 'tableCell':
      return ['text', 'table', context.table?.header ? 'header' : 'cell'];
    case 'alt':
      return ['text', 'attr', 'alt'];
    case 'attribute':
      return ['text', 'attr', context.attribute?.name ?? 'title'];
    case 'frontMatter':
      return ['text', 'frontmatter', context.frontMatterKey ?? 'title'];
  }
  // Running prose: the outermost list item, block quote or HTML cell around it names its scope.
  for (const node of context.ancestors as readonly MdNode[]) {
    if (node.type === 'listItem') return ['text', 'list'];
    if (node.type === 'blockquote') return ['text', 'blockquote'];
    if (isJsxElement(node)) {
      switch (node.name) {
        case 'li':
          return ['text', 'list'];
        case 'blockquote':
          return ['text', 'blockquote'];
        case 'td':
          return ['text', 'table', 'cell'];
        case 'th':
          return ['text', 'table', 'header'];
      }
    }
  }
  if (context.list) return ['text', 'list'];
  if (context.blockquote) return ['text', 'blockquote'];
  return undefined;
}

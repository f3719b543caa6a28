/**
 * Where a unit of text sits on the page, read once from its enclosing nodes, so that each reader
 * picks its own scope: the style rules leave quotes and code examples alone; spelling and a team's
 * Vale styles may read them.
 */

import { isJsxElement, type MdNode } from '../page/jsx-elements.js';

export interface ProseContext {
  /** Every enclosing node, outermost first (the root included); for inline units, the paragraph and elements around them too. */
  ancestors: readonly MdNode[];
  /** The names of the enclosing JSX elements, outermost first (fragments left out); an element's own text and attributes count it. */
  components: readonly string[];
  /** The heading level of a `heading` unit, or of the heading (Markdown or `<h1>`…`<h6>`) the unit is inside. */
  headingDepth?: number;
  /** The innermost list the unit is in: whether it is numbered, how many lists enclose it, and its item. */
  list?: { ordered: boolean; depth: number; item: MdNode };
  /** The table cell the unit is in (Markdown tables): whether its row is the header, and its row and column. */
  table?: { header: boolean; row: number; column: number };
  /** Inside a block quote (Markdown `>` or `<blockquote>`). */
  blockquote: boolean;
  /** Inside a component that shows code or API examples (`CodeGroup`, `RequestExample`, `ResponseExample`, `<pre>`, `<code>`). */
  codeExample: boolean;
  /** For `frontMatter` units: the key (`title` or `description`). */
  frontMatterKey?: string;
  /** For `attribute` units and JSX `alt`: the element and the attribute the text is the value of. */
  attribute?: { component: string; name: string };
}

/** Components that show code, API examples or UI they render themselves. */
export const CODE_EXAMPLE_COMPONENTS = new Set(['CodeGroup', 'RequestExample', 'ResponseExample', 'pre', 'code']);

const JSX_HEADING = /^h([1-6])$/;

export function contextOf(ancestors: readonly MdNode[], own?: MdNode, extra: Partial<ProseContext> = {}): ProseContext {
  const components: string[] = [];
  let headingDepth: number | undefined;
  let list: ProseContext['list'];
  let listDepth = 0;
  let table: ProseContext['table'];
  let blockquote = false;
  let codeExample = false;
  const chain = own ? [...ancestors, own] : ancestors;
  for (let i = 0; i < chain.length; i++) {
    const node = chain[i];
    if (isJsxElement(node)) {
      if (!node.name) continue;
      components.push(node.name);
      if (CODE_EXAMPLE_COMPONENTS.has(node.name)) codeExample = true;
      if (node.name === 'blockquote') blockquote = true;
      const heading = JSX_HEADING.exec(node.name);
      if (heading) headingDepth = Number(heading[1]);
      continue;
    }
    switch (node.type) {
      case 'blockquote':
        blockquote = true;
        break;
      case 'heading':
        headingDepth = (node as MdNode & { depth: number }).depth;
        break;
      case 'list': {
        listDepth++;
        const item = chain[i + 1];
        if (item?.type === 'listItem') list = { ordered: Boolean((node as MdNode & { ordered?: boolean | null }).ordered), depth: listDepth, item };
        break;
      }
      case 'tableCell': {
        const row = chain[i - 1];
        const tableNode = chain[i - 2];
        const rowIndex = tableNode?.children?.indexOf(row as MdNode) ?? -1;
        table = { header: rowIndex === 0, row: rowIndex, column: row?.children?.indexOf(node) ?? -1 };
        break;
      }
    }
  }
  return { ancestors, components, headingDepth, list, table, blockquote, codeExample, ...extra };
}

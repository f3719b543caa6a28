import { createRule } from '../src/rule-kit/create-rule.js';
import { isBuiltInComponent, isHtmlElementName, snippetContentNames } from '../src/page/component-names.js';
import {
  describeNode,
  isCommentOnlyExpression,
  isJsxElement,
  isWhitespaceText,
  nearestJsxAncestor,
  type JsxElement,
  type MdNode,
} from '../src/page/jsx-elements.js';

interface VisitInfo {
  ancestors: readonly MdNode[];
}

/** Components that only work directly inside their container. */
const NEEDS_CONTAINER: Record<string, string> = { Step: 'Steps', Tab: 'Tabs' };

/** Containers that hold only one kind of component. */
const HOLDS_ONLY: Record<string, string> = { Steps: 'Step', Tabs: 'Tab', AccordionGroup: 'Accordion', CardGroup: 'Card' };

/** What else a container renders as one of its children: a grid (`CardGroup`, or `Columns`, its newer name) lays out another grid as a cell. */
const ALSO_HOLDS: Record<string, ReadonlySet<string>> = { CardGroup: new Set(['CardGroup', 'Columns']) };

/**
 * Grids: each child renders as one cell, so a plain element around a card (`<div className="…">`,
 * `<a href>`) is that card's cell, not a stray child.
 */
const GRIDS = new Set(['CardGroup', 'Columns']);

/** Containers that hold only fenced code blocks. */
const CODE_CONTAINERS = new Set(['CodeGroup', 'RequestExample', 'ResponseExample']);

export default createRule({
  meta: {
    id: 'component-nesting',
    description: 'Components sit inside the containers they belong to, and containers hold only the children they render.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      outside: '<{{child}}> is not inside <{{container}}>; wrap it and the {{child}} elements next to it in <{{container}}> and </{{container}}>.',
      wrongParent: '<{{child}}> sits inside <{{parent}}>, not <{{container}}>; put it directly inside <{{container}}>.',
      stray: '<{{container}}> holds {{what}}, but it renders only <{{child}}> elements; move it into one of its <{{child}}> elements, or out of <{{container}}>.',
      notCode: '<{{container}}> holds {{what}}, but it renders only fenced code blocks; move it out of <{{container}}>, or put it in a fenced code block with a language.',
    },
  },
  create(context) {
    const isSnippet = context.page?.isSnippet === true;
    /** Elements the generator replaces with an imported snippet's content, whatever their case: only the snippet knows what they hold. */
    let snippets = new Set<string>();
    const isOpaque = (element: JsxElement): boolean =>
      Boolean(element.name) && ((element.type === 'mdxJsxFlowElement' && snippets.has(element.name!)) || (!isBuiltInComponent(element.name!, 'spec') && !isHtmlElementName(element.name!)));

    /** The children of a container, with paragraphs that hold only inline elements opened up. */
    const childrenOf = (node: JsxElement): MdNode[] =>
      node.children.flatMap((child) => (child.type === 'paragraph' && (child.children ?? []).some(isJsxElement) ? child.children ?? [] : [child]));

    /** Whitespace and `{/* comments *\/}` may sit anywhere. */
    const isFiller = (node: MdNode): boolean => isWhitespaceText(node) || isCommentOnlyExpression(node);

    const checkPlacement = (node: JsxElement, child: string, ancestors: readonly MdNode[]): void => {
      const container = NEEDS_CONTAINER[child];
      const parent = nearestJsxAncestor(ancestors);
      if (parent?.name === container) return;
      if (!parent) {
        // A snippet holds steps or tabs that the page importing it puts inside the container.
        if (!isSnippet) context.report({ node, messageId: 'outside', data: { child, container } });
        return;
      }
      context.report({ node, messageId: 'wrongParent', data: { child, container, parent: parent.name! } });
    };

    /** A child the container renders: its own child kind, another grid, or what only the page knows. */
    const isRendered = (inner: JsxElement, container: string): boolean =>
      inner.name === HOLDS_ONLY[container] || ALSO_HOLDS[container]?.has(inner.name ?? '') === true || isOpaque(inner);

    /** A plain HTML element in a grid that wraps nothing but the grid's own children (and white space): their cell. */
    const isCellWrapper = (inner: JsxElement, container: string, depth = 0): boolean => {
      if (!GRIDS.has(container) || depth > 4 || !inner.name || !isHtmlElementName(inner.name) || snippets.has(inner.name)) return false;
      const wrapped = childrenOf(inner).filter((node) => !isFiller(node));
      return wrapped.length > 0 && wrapped.every((node) => isJsxElement(node) && (isRendered(node, container) || isCellWrapper(node, container, depth + 1)));
    };

    const checkContents = (node: JsxElement, container: string): void => {
      for (const inner of childrenOf(node)) {
        if (isFiller(inner) || inner.type === 'mdxFlowExpression' || inner.type === 'mdxTextExpression') continue;
        // An imported or custom component may render the right children; only the page knows.
        if (isJsxElement(inner) && (isRendered(inner, container) || isCellWrapper(inner, container))) continue;
        const child = HOLDS_ONLY[container];
        context.report({ loc: startOfContent(inner, context.sourceText), messageId: 'stray', data: { container, child, what: describeNode(inner) } });
      }
    };

    const checkCode = (node: JsxElement, container: string): void => {
      for (const inner of childrenOf(node)) {
        if (inner.type === 'code' || isFiller(inner) || inner.type === 'mdxFlowExpression' || inner.type === 'mdxTextExpression') continue;
        if (isJsxElement(inner) && isOpaque(inner)) continue;
        context.report({ loc: startOfContent(inner, context.sourceText), messageId: 'notCode', data: { container, what: describeNode(inner) } });
      }
    };

    const visit = (node: JsxElement, info: VisitInfo): void => {
      const name = node.name;
      if (!name) return;
      if (NEEDS_CONTAINER[name]) checkPlacement(node, name, info.ancestors);
      if (HOLDS_ONLY[name]) checkContents(node, name);
      if (CODE_CONTAINERS.has(name)) checkCode(node, name);
    };

    return {
      root(node: MdNode) {
        snippets = snippetContentNames(node);
      },
      mdxJsxFlowElement: visit,
      mdxJsxTextElement: visit,
    };
  },
});

/** Where a node's content starts: a text node that opens with a line break is reported at its first word. */
function startOfContent(node: MdNode, source: string): { line: number; column: number } {
  const start = node.position?.start ?? { line: 1, column: 1 };
  let { line, column } = start;
  if (node.type !== 'text' || start.offset === undefined) return { line, column };
  const end = node.position?.end.offset ?? source.length;
  for (let i = start.offset; i < end && /\s/.test(source[i]); i++) {
    if (source[i] === '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { line, column };
}

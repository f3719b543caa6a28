/**
 * The plain text of a small mdast subtree (a heading, a link), read from the node's own children.
 * Rules use it instead of walking the page: the engine's single walk hands them the node.
 */

interface LooseNode {
  type: string;
  value?: unknown;
  alt?: unknown;
  children?: LooseNode[];
}

export interface NodeText {
  /** The rendered text: text, inline code and image alt text, in order. */
  text: string;
  /**
   * The node holds a `{...}` expression (or a text-level JSX expression), whose rendered text only
   * the site generator knows: `text` is then only part of what the reader sees.
   */
  dynamic: boolean;
}

const VALUE_TYPES = new Set(['text', 'inlineCode']);
const EXPRESSION_TYPES = new Set(['mdxTextExpression', 'mdxFlowExpression']);

/** The text of `node` and its descendants (an explicit stack keeps deep nesting safe). */
export function nodeText(node: LooseNode): NodeText {
  let text = '';
  let dynamic = false;
  const stack: LooseNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (VALUE_TYPES.has(current.type) && typeof current.value === 'string') text += current.value;
    else if (current.type === 'image' && typeof current.alt === 'string') text += current.alt;
    else if (EXPRESSION_TYPES.has(current.type)) dynamic = true;
    else if (current.type === 'break') text += ' ';
    const children = current.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return { text, dynamic };
}

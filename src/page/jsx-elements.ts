/**
 * Small readers for the MDX JSX nodes of a page's mdast tree (`mdxJsxFlowElement`,
 * `mdxJsxTextElement`): their names, attributes and the value an attribute was given.
 * They read one element's own attributes and direct children; they never walk a tree.
 */

/** A 1-based line/column point with its 0-based offset, as mdast positions carry it. */
export interface MdPoint {
  line: number;
  column: number;
  offset?: number;
}

export interface MdPosition {
  start: MdPoint;
  end: MdPoint;
}

/** The parts of any mdast node these helpers read. */
export interface MdNode {
  type: string;
  position?: MdPosition;
  children?: MdNode[];
  value?: unknown;
  data?: { estree?: EstreeProgram | null } & Record<string, unknown>;
}

/** The few estree shapes the page rules read (acorn's output, attached by remark-mdx as `data.estree`). */
export interface EstreeNode {
  type: string;
  [key: string]: any;
}

export interface EstreeProgram extends EstreeNode {
  type: 'Program';
  body: EstreeNode[];
}

export interface JsxExpressionValue {
  type: 'mdxJsxAttributeValueExpression';
  value: string;
  data?: { estree?: EstreeProgram | null };
}

export interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: string | null | JsxExpressionValue;
  position?: MdPosition;
}

export interface JsxSpreadAttribute {
  type: 'mdxJsxExpressionAttribute';
  value: string;
  position?: MdPosition;
}

export interface JsxElement extends MdNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  /** null for a fragment (`<>`). */
  name: string | null;
  attributes: Array<JsxAttribute | JsxSpreadAttribute>;
  children: MdNode[];
}

export const JSX_ELEMENT_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

export function isJsxElement(node: unknown): node is JsxElement {
  const type = (node as MdNode | null | undefined)?.type;
  return type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement';
}

/** True when the element has `{...spread}` attributes: then any attribute may be set, and nobody can tell which. */
export function hasSpreadAttribute(element: JsxElement): boolean {
  return element.attributes.some((attribute) => attribute.type === 'mdxJsxExpressionAttribute');
}

/** The attribute called `name` (the last one when it is repeated, as in JSX). */
export function findAttribute(element: JsxElement, name: string): JsxAttribute | undefined {
  let found: JsxAttribute | undefined;
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) found = attribute;
  }
  return found;
}

/** What an attribute was given, as far as the source says without running it. */
export type AttributeValue =
  /** Not written at all. */
  | { kind: 'absent' }
  /** Written bare (`required`): JSX's `true`. */
  | { kind: 'shorthand' }
  /** A quoted value (`title="Setup"`). */
  | { kind: 'string'; value: string }
  /** A literal in braces (`cols={2}`, `alt={"Chart"}`, `` alt={`Chart`} ``, `open={false}`). */
  | { kind: 'literal'; value: string | number | boolean | null }
  /** Any other expression in braces (`alt={title}`): its value is known only when the page runs. */
  | { kind: 'expression'; source: string };

export function attributeValue(element: JsxElement, name: string): AttributeValue {
  const attribute = findAttribute(element, name);
  if (!attribute) return { kind: 'absent' };
  return valueOf(attribute);
}

export function valueOf(attribute: JsxAttribute): AttributeValue {
  const { value } = attribute;
  if (value === null || value === undefined) return { kind: 'shorthand' };
  if (typeof value === 'string') return { kind: 'string', value };
  const literal = literalOfExpression(value);
  return literal === undefined ? { kind: 'expression', source: value.value } : { kind: 'literal', value: literal };
}

/**
 * The value of an expression that is a plain literal: a string, number, boolean or null literal, a
 * negative number, or a template literal without `${}`. Undefined for anything else.
 */
export function literalOfExpression(expression: { value: string; data?: { estree?: EstreeProgram | null } }): string | number | boolean | null | undefined {
  const program = expression.data?.estree;
  if (!program) return literalFromSource(expression.value);
  if (program.body.length !== 1 || program.body[0].type !== 'ExpressionStatement') return undefined;
  return literalOfNode(program.body[0].expression as EstreeNode);
}

function literalOfNode(node: EstreeNode): string | number | boolean | null | undefined {
  if (node.type === 'Literal') {
    const value = node.value as unknown;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as string | number | boolean | null;
    return undefined;
  }
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0 && node.quasis.length === 1) {
    const cooked = node.quasis[0].value?.cooked;
    return typeof cooked === 'string' ? cooked : undefined;
  }
  if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument?.type === 'Literal' && typeof node.argument.value === 'number') {
    return -node.argument.value;
  }
  return undefined;
}

/** Without an estree (it is always there from remark-mdx), read only the plainest literals. */
function literalFromSource(source: string): string | number | boolean | null | undefined {
  const text = source.trim();
  const quoted = /^(["'`])([^"'`\\$]*)\1$/.exec(text);
  if (quoted) return quoted[2];
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  return undefined;
}

/** True for a `{...}` expression node (flow or text) that holds only comments, like `{/* note *\/}`. */
export function isCommentOnlyExpression(node: MdNode): boolean {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return false;
  const program = node.data?.estree;
  if (program) return program.body.length === 0;
  return /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(String(node.value ?? ''));
}

/** True for a text node of only whitespace. */
export function isWhitespaceText(node: MdNode): boolean {
  return node.type === 'text' && typeof node.value === 'string' && node.value.trim() === '';
}

/** The nearest enclosing JSX element with a name (fragments are skipped), or undefined. */
export function nearestJsxAncestor(ancestors: readonly unknown[]): JsxElement | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (isJsxElement(ancestor) && ancestor.name) return ancestor;
  }
  return undefined;
}

/** How a message names a node that sits where it should not: `a paragraph of text`, `<Card>`, `a heading`. */
export function describeNode(node: MdNode): string {
  if (isJsxElement(node)) return node.name ? `<${node.name}>` : 'a fragment (<>)';
  switch (node.type) {
    case 'paragraph':
    case 'text':
      return 'text';
    case 'heading':
      return 'a heading';
    case 'code':
      return 'a code block';
    case 'inlineCode':
      return 'inline code';
    case 'list':
      return 'a list';
    case 'blockquote':
      return 'a block quote';
    case 'table':
      return 'a table';
    case 'image':
    case 'imageReference':
      return 'an image';
    case 'link':
    case 'linkReference':
      return 'a link';
    case 'thematicBreak':
      return 'a horizontal rule';
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return 'an expression';
    default:
      return `a ${node.type} node`;
  }
}

/**
 * The units of text each kind of node gives a reader. Each node's units are read from the node and
 * its own children (never from a walk of the page) and kept for the page's other readers.
 */

import { isJsxElement, type JsxAttribute, type JsxElement, type MdNode } from '../page/jsx-elements.js';
import { contextOf, type ProseContext } from './context.js';
import { CODE_ELEMENTS, proseOfChildren, proseOfString, TRANSPARENT_ELEMENTS, type ProseText } from './prose-text.js';
import { createUnit, type ProseKind, type ProseUnit } from './unit.js';

/**
 * Attributes the generator renders as text, by component: learned from the prop types of its
 * component library (`@mintlify/components` 1.0.19: Card `title`/`cta`, Step, Tab, Expandable and
 * View `title`, Accordion and Tile `title`/`description`, Update `label`/`description`, the
 * callouts' `title`, Tooltip `title`/`description`/`cta`) and from the spec's component table
 * (Tooltip `tip`, Frame `caption`).
 */
export const RENDERED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  Card: ['title', 'cta'],
  Step: ['title'],
  Tab: ['title'],
  View: ['title'],
  Expandable: ['title'],
  Accordion: ['title', 'description'],
  Tile: ['title', 'description'],
  Update: ['label', 'description'],
  Frame: ['caption', 'title', 'description'],
  Tooltip: ['tip', 'title', 'description', 'cta'],
  Callout: ['title'],
  Note: ['title'],
  Info: ['title'],
  Tip: ['title'],
  Warning: ['title'],
  Check: ['title'],
  Danger: ['title'],
};

/** Front matter keys the generator shows the reader: the page title, its description, its sidebar label. */
export const RENDERED_FRONT_MATTER_KEYS = ['title', 'sidebarTitle', 'description'] as const;

/** Elements whose text children do not render as prose of their own. */
const NO_TEXT_ELEMENTS = new Set([...CODE_ELEMENTS, 'br', 'wbr', 'hr', 'img', 'table', 'thead', 'tbody', 'tr', 'ul', 'ol', 'dl']);

const JSX_HEADING = /^h[1-6]$/;

/** Inline content that can sit straight inside a JSX element. */
const PHRASING_TYPES = new Set(['text', 'break', 'inlineCode', 'inlineMath', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'image', 'imageReference', 'mdxTextExpression', 'mdxJsxTextElement']);

type PageReader = { source: string; frontMatter?: Record<string, unknown> };

const cache = new WeakMap<object, ProseUnit[]>();

/** The units of text `node` holds of its own, in the order they render (cached per node). */
export function unitsOf(node: MdNode, ancestors: readonly MdNode[], page: PageReader): ProseUnit[] {
  let units = cache.get(node);
  if (!units) {
    units = readUnits(node, ancestors, page);
    cache.set(node, units);
  }
  return units;
}

function readUnits(node: MdNode, ancestors: readonly MdNode[], page: PageReader): ProseUnit[] {
  const { source } = page;
  const units: ProseUnit[] = [];
  const add = (kind: ProseKind, prose: ProseText | undefined, context: ProseContext, owner: MdNode = node): void => {
    if (prose) units.push(createUnit(kind, owner, context, prose, source));
  };
  switch (node.type) {
    case 'paragraph': {
      const parent = ancestors[ancestors.length - 1];
      const inHeading = isJsxElement(parent) && JSX_HEADING.test(parent.name ?? '');
      add(inHeading ? 'heading' : 'paragraph', proseOfChildren(node.children ?? [], source), contextOf(ancestors, node));
      break;
    }
    case 'heading':
    case 'tableCell':
      add(node.type, proseOfChildren(node.children ?? [], source), contextOf(ancestors, node));
      break;
    case 'image':
    case 'imageReference': {
      const alt = (node as MdNode & { alt?: string | null }).alt;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (alt && start !== undefined && end !== undefined) add('alt', proseOfString(alt, source, start + 2, end), contextOf(ancestors, node));
      break;
    }
    case 'mdxJsxTextElement':
    case 'mdxJsxFlowElement':
      readElement(node as JsxElement, ancestors, page, add);
      break;
    case 'yaml':
      readFrontMatter(node, ancestors, page, add);
      break;
  }
  return units;
}

type Add = (kind: ProseKind, prose: ProseText | undefined, context: ProseContext, owner?: MdNode) => void;

function readElement(element: JsxElement, ancestors: readonly MdNode[], page: PageReader, add: Add): void {
  const name = element.name ?? '';
  const rendered = name === 'img' ? ['alt'] : (RENDERED_ATTRIBUTES[name] ?? []);
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !rendered.includes(attribute.name)) continue;
    const prose = attributeProse(attribute, page.source);
    add(name === 'img' ? 'alt' : 'attribute', prose, contextOf(ancestors, element, { attribute: { component: name, name: attribute.name } }));
  }
  if (!name || NO_TEXT_ELEMENTS.has(name)) return;
  const heading = JSX_HEADING.test(name);
  if (element.type === 'mdxJsxTextElement') {
    // A phrasing element (`<b>`, `<Tooltip>`) runs on in the sentence around it; any other is a block of its own.
    if (TRANSPARENT_ELEMENTS.has(name)) return;
    add(heading ? 'heading' : 'text', proseOfChildren(element.children, page.source), contextOf(ancestors, element));
    return;
  }
  // Text written straight inside a block element, not in a paragraph: each run of it is a unit.
  let run: MdNode[] = [];
  const flush = (): void => {
    if (run.length > 0) add(heading ? 'heading' : 'text', proseOfChildren(run, page.source), contextOf(ancestors, element), element);
    run = [];
  };
  for (const child of element.children) {
    if (PHRASING_TYPES.has(child.type)) run.push(child);
    else flush();
  }
  flush();
}

/** The text of an attribute's string value (or of a literal string in braces), aligned with its source. */
function attributeProse(attribute: JsxAttribute, source: string): ProseText | undefined {
  const start = attribute.position?.start.offset;
  const end = attribute.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  let value: string | undefined;
  if (typeof attribute.value === 'string') value = attribute.value;
  else if (attribute.value && typeof attribute.value === 'object') {
    const literal = /^\s*(["'`])([^"'`$\\]*)\1\s*$/.exec(attribute.value.value);
    value = literal?.[2];
  }
  if (!value) return undefined;
  const equals = source.indexOf('=', start + attribute.name.length);
  if (equals < 0 || equals >= end) return undefined;
  return proseOfString(value, source, equals + 1, end);
}

function readFrontMatter(node: MdNode, ancestors: readonly MdNode[], page: PageReader, add: Add): void {
  const data = page.frontMatter;
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (!data || start === undefined || end === undefined) return;
  const block = page.source.slice(start, end);
  for (const key of RENDERED_FRONT_MATTER_KEYS) {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') continue;
    // The key at the start of a line, and its value up to the next key.
    const at = new RegExp(`^${key}[ \\t]*:`, 'm').exec(block);
    if (!at) continue;
    const from = start + at.index + at[0].length;
    const next = /\n(?=\S)/.exec(block.slice(at.index + at[0].length));
    const to = next ? from + next.index : end;
    add('frontMatter', proseOfString(value, page.source, from, to), contextOf(ancestors, node, { frontMatterKey: key }));
  }
}

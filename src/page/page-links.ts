import { positionAt } from '../rule-kit/text-position.js';
import type { ReportDescriptor } from '../types.js';
import type { JsxElement, MdNode } from './jsx-elements.js';
import { findAttribute, isJsxElement, valueOf } from './jsx-elements.js';

/** A URL written in a page, with where its text sits in the source when that can be told. */
export interface PageLink {
  url: string;
  /** What wrote it, for messages: `link`, `image`, `<Card href>`... */
  source: string;
  /** An image or media source: it names a file, never a page. */
  isMedia: boolean;
  node: MdNode;
  /** Offsets of the URL's own text in the page source; undefined when it is not written verbatim. */
  range?: [number, number];
}

/** JSX attributes that hold a link, by element name (`*`: any element). */
const LINK_ATTRIBUTES: Array<{ element: string; attribute: string; isMedia: boolean }> = [
  { element: '*', attribute: 'href', isMedia: false },
  { element: 'img', attribute: 'src', isMedia: true },
  { element: 'source', attribute: 'src', isMedia: true },
  { element: 'video', attribute: 'src', isMedia: true },
  { element: 'audio', attribute: 'src', isMedia: true },
  { element: 'Card', attribute: 'img', isMedia: true },
];

/**
 * The URLs one node writes: a markdown link, image or definition, or a JSX element's `href`/`src`.
 * Reads only the node itself; the engine's walk brings every node.
 */
export function linksOf(node: MdNode & { url?: unknown }, sourceText: string): PageLink[] {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    if (typeof node.url !== 'string') return [];
    // The URL follows the text (`[text](url)`, `[id]: url`): search after the children, or after `]`.
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const childrenEnd = node.children?.at(-1)?.position?.end.offset;
    const range = start === undefined || end === undefined ? undefined : findVerbatim(sourceText, node.url, childrenEnd ?? sourceText.indexOf(']', start), end);
    return [{ url: node.url, source: node.type, isMedia: node.type === 'image', node, range }];
  }
  if (!isJsxElement(node) || !node.name) return [];
  return LINK_ATTRIBUTES.flatMap(({ element, attribute, isMedia }) => (element === '*' || element === node.name ? jsxLink(node, attribute, isMedia, sourceText) : []));
}

function jsxLink(element: JsxElement, name: string, isMedia: boolean, sourceText: string): PageLink[] {
  const attribute = findAttribute(element, name);
  if (!attribute) return [];
  const value = valueOf(attribute);
  const url = value.kind === 'string' || (value.kind === 'literal' && typeof value.value === 'string') ? (value.value as string) : undefined;
  if (url === undefined) return [];
  const position = attribute.position;
  const range = position?.start.offset === undefined || position.end.offset === undefined ? undefined : findVerbatim(sourceText, url, position.start.offset + name.length, position.end.offset);
  return [{ url, source: `<${element.name} ${name}>`, isMedia, node: element, range }];
}

function findVerbatim(sourceText: string, url: string, from: number, to: number): [number, number] | undefined {
  if (url === '' || from < 0) return undefined;
  const at = sourceText.indexOf(url, from);
  return at === -1 || at + url.length > to ? undefined : [at, at + url.length];
}

/** Where to report on a link: its URL's own text when it is written verbatim, else its node. */
export function linkLocation(link: PageLink, sourceText: string): Pick<ReportDescriptor, 'loc' | 'node'> {
  const start = link.node.position?.start;
  if (!link.range || start?.offset === undefined) return { node: link.node };
  const from = { line: start.line, column: start.column, offset: start.offset };
  return { loc: { start: positionAt(sourceText, link.range[0], from), end: positionAt(sourceText, link.range[1], from) } };
}

/**
 * The prose of one block of a page (a paragraph, a heading or a table cell), read from its text
 * nodes, with the source offset of every character so that a finding maps back to the file.
 *
 * Only what the reader reads as running text counts: text, and the text of links and of
 * emphasis. Inline code, images, components, `{expressions}`, HTML and autolinked URLs become one
 * `PLACEHOLDER` character, which no style check reads as a word and no phrase spans.
 */

import type { MdNode } from '../page/jsx-elements.js';

/** Where something that is not prose sat (U+FFFC OBJECT REPLACEMENT CHARACTER). */
export const PLACEHOLDER = '\uFFFC';

export interface ProseText {
  text: string;
  /** `offsets[i]` is the source offset of `text[i]`; `offsets[text.length]` is the end of the last character. */
  offsets: number[];
  /** For each PLACEHOLDER, by its offset in `text`: the end of the source it stands for. */
  objectEnds: Map<number, number>;
}

interface LooseNode extends MdNode {
  name?: string | null;
}

/** Inline elements whose children are running text: HTML's own phrasing tags, written in JSX. */
const TRANSPARENT_ELEMENTS = new Set(['a', 'b', 'strong', 'em', 'i', 'u', 'span', 'mark', 'small', 'sub', 'sup', 'abbr']);

/** Nodes whose children are running text. */
const TRANSPARENT_TYPES = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

/**
 * The prose of `block`, or undefined when it has none (no text node, or no positions to map).
 * `source` is the page's text, which the positions index.
 */
export function proseText(block: MdNode, source: string): ProseText | undefined {
  const out: ProseText = { text: '', offsets: [], objectEnds: new Map() };
  let end = block.position?.start.offset ?? 0;
  let hasText = false;
  const stack: LooseNode[] = [...(block.children ?? [])].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const start = node.position?.start.offset;
    const stop = node.position?.end.offset;
    if (start === undefined || stop === undefined) continue;
    if (node.type === 'text' && typeof node.value === 'string') {
      appendAligned(out, node.value, source, start, stop);
      hasText = true;
    } else if (node.type === 'break') {
      push(out, ' ', start);
    } else if (isProseContainer(node, source)) {
      const children = node.children ?? [];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    } else {
      // A title link stands for its text (`Code of Conduct`), so a message quoting it shows the words, not the Markdown.
      const [from, to] = node.type === 'link' && isTitleLink(node) ? textSpan(node, start, stop) : [start, stop];
      out.objectEnds.set(out.text.length, to);
      push(out, PLACEHOLDER, from);
    }
    end = stop;
  }
  if (!hasText) return undefined;
  // Nothing but objects and space is no prose.
  if (out.text.replaceAll(PLACEHOLDER, '').trim() === '') return undefined;
  out.offsets.push(end);
  return out;
}

function isProseContainer(node: LooseNode, source: string): boolean {
  if (node.type === 'link') {
    // A written link starts with `[`; a URL that GFM links by itself, or one in `<…>`, is an address, not words.
    const first = source[node.position!.start.offset!];
    return first === '[' && !isTitleLink(node);
  }
  if (TRANSPARENT_TYPES.has(node.type)) return true;
  if (node.type === 'mdxJsxTextElement') return typeof node.name === 'string' && TRANSPARENT_ELEMENTS.has(node.name);
  return false;
}

/** How far ahead a character of the value is looked for in the source (indentation, a long character reference). */
const MAX_SKIP = 48;

function push(out: ProseText, char: string, offset: number): void {
  out.text += char;
  out.offsets.push(offset);
}

/**
 * Appends a text node's value, pairing each character with its place in `source[start, stop)`.
 * The value can be shorter than its source: escapes (`\*`), character references (`&amp;`) and the
 * indentation of continuation lines in lists are in the source only. Characters of the source that
 * the value does not have are skipped; when the two part ways the rest maps to where they did.
 */
function appendAligned(out: ProseText, value: string, source: string, start: number, stop: number): void {
  let j = start;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    let k = j;
    const limit = Math.min(stop, j + MAX_SKIP);
    while (k < limit && source[k] !== char) k++;
    if (k < limit) {
      out.text += char;
      out.offsets.push(k);
      j = k + 1;
    } else {
      out.text += char;
      out.offsets.push(Math.min(j, stop - 1));
    }
  }
}

// --- Link text that is a page title (issue 27, item 10) -------------------------------------------

/** Words a title leaves in lower case (`Rotate Keys in the Console`). */
const TITLE_SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'from', 'in', 'into', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'vs', 'via', 'with']);

/**
 * A link whose text is a title, such as the title of the page it points to
 * (`[Root Account Certificates Should Be Rotated](/aws/…)`): a name, not a sentence, and the
 * descriptive text link-text-descriptive asks for. It is read as one object, like a component.
 * A title here is two words or more, in Title Case: every word capitalised but the small ones.
 */
function isTitleLink(node: LooseNode): boolean {
  const text = (node.children ?? []).map((child) => (child.type === 'text' && typeof child.value === 'string' ? child.value : '')).join('').trim();
  const words = text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
  if (words.length < 2 || !/^[A-Z0-9]/.test(words[0])) return false;
  return words.every((word) => /^[^A-Za-z]*[A-Z0-9]/.test(word) || TITLE_SMALL_WORDS.has(word.toLowerCase()));
}

/** Where a link's text starts and ends in the source (inside its `[` and `]`). */
function textSpan(node: LooseNode, start: number, stop: number): [number, number] {
  const children = node.children ?? [];
  const from = children[0]?.position?.start.offset;
  const to = children[children.length - 1]?.position?.end.offset;
  return from === undefined || to === undefined ? [start, stop] : [from, to];
}

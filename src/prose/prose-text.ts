/**
 * The text a reader reads in one unit of a page (a paragraph, a heading, a cell, the text of a
 * component, an attribute the generator renders), with the source offset of every character so
 * that a finding maps back to its line and column.
 *
 * Only running text counts: text, and the text of written links, emphasis and the HTML phrasing
 * tags. Inline code, math, images, components that are blocks of their own, `{expressions}`, URLs,
 * emails, paths, file names, flags and identifiers become one `PLACEHOLDER` character each, which
 * no reader of the room takes for a word and no phrase spans.
 */

import type { MdNode } from '../page/jsx-elements.js';

/** Where something that is not prose sat (U+FFFC OBJECT REPLACEMENT CHARACTER). */
export const PLACEHOLDER = '\uFFFC';

export interface ProseText {
  text: string;
  /**
   * `offsets[i]` is the source offset of `text[i]`; `offsets[text.length]` is the end of the last character.
   * Worked out on first read: most units are read and never reported on, and a number for every character
   * of a site's prose was much of the garbage a run made.
   */
  readonly offsets: readonly number[];
  /** For each PLACEHOLDER, by its index in `text`: the end of the source it stands for. */
  objectEnds: Map<number, number>;
}

/** A text value whose characters are paired with their places in `source[start, stop)` only when the offsets are read. */
interface PendingValue {
  value: string;
  source: string;
  start: number;
  stop: number;
}

/** A ProseText as it is built: the offsets are kept as they came (places, runs of places, values to align) until read. */
class ProseBuilder implements ProseText {
  text = '';
  objectEnds = new Map<number, number>();
  private pending: Array<number | readonly number[] | PendingValue> = [];
  private aligned: number[] | undefined;

  get offsets(): readonly number[] {
    if (this.aligned === undefined) {
      const all: number[] = [];
      for (const part of this.pending) {
        if (typeof part === 'number') all.push(part);
        else if (Array.isArray(part)) for (const place of part) all.push(place);
        else {
          const { value, source, start, stop } = part as PendingValue;
          alignOffsets(value, source, start, stop, all);
        }
      }
      this.aligned = all;
      this.pending = [];
    }
    return this.aligned;
  }

  addPlace(offset: number): void {
    this.pending.push(offset);
  }

  addPlaces(places: readonly number[]): void {
    this.pending.push(places);
  }

  addValue(value: string, source: string, start: number, stop: number): void {
    this.pending.push({ value, source, start, stop });
  }
}

interface LooseNode extends MdNode {
  name?: string | null;
}

/** Inline HTML elements whose children run on in the sentence around them. */
export const TRANSPARENT_ELEMENTS = new Set(['a', 'b', 'strong', 'em', 'i', 'u', 's', 'del', 'ins', 'span', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'dfn', 'font', 'Tooltip']);

/** Inline elements whose content is code, a key name or an icon: never prose. */
export const CODE_ELEMENTS = new Set(['code', 'pre', 'kbd', 'samp', 'var', 'tt', 'math', 'svg', 'Icon', 'script', 'style', 'iframe', 'video', 'audio', 'Mermaid']);

/** Elements that end a line but belong to the same run of text. */
const LINE_BREAK_ELEMENTS = new Set(['br', 'wbr']);

/** mdast nodes whose children are running text. */
const TRANSPARENT_TYPES = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

/**
 * The prose of the phrasing `children` of a node, or undefined when there is none (no text, or
 * nothing but objects and space). `source` is the page's text, which the positions index.
 */
export function proseOfChildren(children: readonly MdNode[], source: string): ProseText | undefined {
  const out = new ProseBuilder();
  let end = children[0]?.position?.start.offset ?? 0;
  const stack: LooseNode[] = [...children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const start = node.position?.start.offset;
    const stop = node.position?.end.offset;
    if (start === undefined || stop === undefined) continue;
    if (node.type === 'text' && typeof node.value === 'string') {
      appendText(out, node.value, source, start, stop);
    } else if (node.type === 'break' || (node.type === 'mdxJsxTextElement' && LINE_BREAK_ELEMENTS.has(node.name ?? ''))) {
      push(out, ' ', start);
    } else if (isRunningText(node, source)) {
      const inner = node.children ?? [];
      for (let i = inner.length - 1; i >= 0; i--) stack.push(inner[i]);
    } else if (node.type === 'mdxTextExpression' && /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(String(node.value ?? ''))) {
      // `{/* a comment */}` renders nothing.
    } else if (node.type === 'link') {
      // A title link stands for its text (`Code of Conduct`), so a message quoting it shows the words, not the Markdown.
      const [from, to] = textSpan(node, start, stop);
      pushObject(out, from, to);
    } else {
      pushObject(out, start, stop);
    }
    end = stop;
  }
  return finish(out, end);
}

/**
 * The prose of a plain string that the source holds at `[start, stop)`, such as an attribute's
 * value, an image's alt text or a front matter value: each character is paired with its place in
 * the source, where escapes and quoting may differ.
 */
export function proseOfString(value: string, source: string, start: number, stop: number): ProseText | undefined {
  const out = new ProseBuilder();
  appendText(out, value, source, start, stop);
  return finish(out, stop);
}

function finish(out: ProseBuilder, end: number): ProseText | undefined {
  if (out.text.replaceAll(PLACEHOLDER, '').trim() === '') return undefined;
  out.addPlace(end);
  return out;
}

/** A node whose children are part of the same run of text. */
export function isRunningText(node: LooseNode, source: string): boolean {
  if (node.type === 'link') {
    // A written link starts with `[`; a URL that GFM links by itself, or one in `<…>`, is an address, not words.
    // Link text that is a title is a name, not a sentence.
    return source[node.position!.start.offset!] === '[' && !isTitleLink(node);
  }
  if (TRANSPARENT_TYPES.has(node.type)) return true;
  if (node.type === 'mdxJsxTextElement') return typeof node.name === 'string' && TRANSPARENT_ELEMENTS.has(node.name);
  return false;
}

/**
 * Runs of a text node that are not words: URLs, emails, paths, file and domain names, command-line
 * flags, and identifiers (`user_id`, `API_KEY`). Numbers and versions (`1.5`, `v2.0.1`) stay, as do
 * abbreviations (`e.g.`) and pairs of words (`and/or`, `TCP/IP`).
 */
const NOT_WORDS = new RegExp(
  [
    // A URL with a scheme that GFM does not link by itself (`postgres://…`, `s3://…`).
    String.raw`\b[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s<>"'\u0060]*[^\s<>"'\u0060.,;:!?)\]]`,
    String.raw`(?<![\p{L}\p{N}_.+-])[\p{L}\p{N}_.+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`,
    // An absolute or relative path: `/v1/health`, `./src`, `~/.config`.
    String.raw`(?<![\p{L}\p{N}_\/])(?:~|\.{1,2})?\/[\p{L}\p{N}_.\-\/{}:*@$%=?&#]*[\p{L}\p{N}_\/{}*]`,
    // Words joined by slashes: a path (`src/index.ts`, `v1/users`) or a pair of words (`and/or`), told apart below.
    String.raw`(?<![\p{L}\p{N}_.\/-])[\p{L}\p{N}_.-]+(?:\/[\p{L}\p{N}_.-]*)+`,
    // A file or domain name: `docs.json`, `api.acme.dev`, `Node.js`; a dotfile: `.env`.
    String.raw`(?<![\p{L}\p{N}_@.\/-])[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+`,
    String.raw`(?<![\p{L}\p{N}_.\/-])\.[\p{L}_][\p{L}\p{N}_-]*`,
    // A flag: `--force`, `-v`.
    String.raw`(?<![\p{L}\p{N}_-])--?[a-zA-Z][\w-]*`,
    // An identifier: `user_id`, `API_KEY`, `__init__`.
    String.raw`(?<![\p{L}\p{N}])[\p{L}\p{N}]*_[\p{L}\p{N}_]*`,
    // Names joined by colons: an error code (`err:acme:auth:forbidden`), a scope (`read:user`), a URN (`urn:ietf:params`).
    String.raw`(?<![\p{L}\p{N}_.:-])[\p{L}\p{N}_.-]+(?::[\p{L}\p{N}_.*-]*[\p{L}\p{N}_*])+`,
  ].join('|'),
  'gu',
);

/** A run the pattern found that is prose after all. */
function isWordsAfterAll(match: string): boolean {
  if (match === '_') return true;
  // A number or a version (`1.5`, `-9.99`, `v2.0.1`), or an abbreviation (`e.g`, `U.S`).
  if (/^[-+]?v?\d+(?:\.\d+)*$/i.test(match)) return true;
  // A date or a fraction (`6/12/2017`, `1/2`, `24/7`): numbers, not a path; a time or a ratio (`10:30`, `16:9`).
  if (/^\d+(?:[/:]\d+)+$/.test(match)) return true;
  if (/^(?:\p{L}\.)+\p{L}?$/u.test(match)) return true;
  // A time run into its number (`7a.m`, `11p.m`): words a reader reads, not a file or domain name.
  if (/^\d{1,2}[ap]\.m$/i.test(match)) return true;
  // Two plain words joined by a slash (`and/or`, `TCP/IP`, `read/write`) are words; a third
  // segment, a trailing slash, a digit, a dot or an underscore make a path.
  if (!match.startsWith('/') && match.includes('/') && !/^[.~]/.test(match)) {
    const segments = match.split('/');
    return segments.length === 2 && segments.every((segment) => /^\p{L}[\p{L}-]*$/u.test(segment));
  }
  return false;
}

/**
 * Every run the pattern finds holds one of these, and none holds a space: a slash, an `@`, an
 * underscore, a dot or a colon before a letter or a digit (not a sentence's last period), or a dash that no
 * letter comes right before (a flag, not the hyphen of `well-known`).
 */
const NOT_WORD_MARKS = /[\/@_]|[.:][\p{L}\p{N}_-]|(?:^|[^\p{L}\p{N}_-])-/gu;

/**
 * The pattern runs on each space-free run of the value that holds a mark, not on the whole value:
 * no match crosses a space, and a space before a run looks to the pattern's lookbehinds like the
 * start of the text, so the runs found are the same, at a fraction of the cost (the pattern's
 * lookbehinds are tried at every position it scans). The runs are found from their marks, not by
 * splitting the value at every space: most of a value's runs are plain words.
 */
function notWordRanges(value: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  NOT_WORD_MARKS.lastIndex = 0;
  for (let mark = NOT_WORD_MARKS.exec(value); mark !== null; mark = NOT_WORD_MARKS.exec(value)) {
    // The mark's own character is its last: the dash's mark starts at the character before it, which may be a space.
    const at = mark.index + mark[0].length - 1;
    let from = at;
    while (from > 0 && !SPACE.test(value[from - 1])) from--;
    let to = at + 1;
    while (to < value.length && !SPACE.test(value[to])) to++;
    const chunk = value.slice(from, to);
    for (const match of chunk.matchAll(NOT_WORDS)) {
      if (match[0] === '' || isWordsAfterAll(match[0])) continue;
      const start = from + match.index!;
      ranges.push([start, start + match[0].length]);
    }
    NOT_WORD_MARKS.lastIndex = to;
  }
  return ranges;
}

/** A character that separates runs, as `\s` does. */
const SPACE = /\s/;

/** How far ahead a character of the value is looked for in the source (indentation, a long character reference). */
const MAX_SKIP = 48;

function push(out: ProseBuilder, char: string, offset: number): void {
  out.text += char;
  out.addPlace(offset);
}

function pushObject(out: ProseBuilder, start: number, stop: number): void {
  out.objectEnds.set(out.text.length, stop);
  push(out, PLACEHOLDER, start);
}

/**
 * Appends a text value, pairing each character with its place in `source[start, stop)`, with the
 * runs that are no words replaced by a placeholder each. The value can be shorter than its source:
 * escapes (`\*`), character references (`&amp;`) and the indentation of continuation lines are in
 * the source only. Characters of the source that the value does not have are skipped; when the two
 * part ways the rest maps to where they did.
 */
function appendText(out: ProseBuilder, value: string, source: string, start: number, stop: number): void {
  const ranges = notWordRanges(value);
  // Most values are words only: their places are worked out when a reader asks for them.
  if (ranges.length === 0) {
    out.text += value;
    out.addValue(value, source, start, stop);
    return;
  }
  const places = alignOffsets(value, source, start, stop, []);
  let from = 0;
  for (const [rangeStart, rangeEnd] of ranges) {
    appendRun(out, value, places, from, rangeStart);
    pushObject(out, places[rangeStart], places[rangeEnd - 1] + 1);
    from = rangeEnd;
  }
  appendRun(out, value, places, from, value.length);
}

/** Appends `value[from, to)` whole: one string join per run of words, not one per character. */
function appendRun(out: ProseBuilder, value: string, places: readonly number[], from: number, to: number): void {
  if (from >= to) return;
  out.text += value.slice(from, to);
  out.addPlaces(places.slice(from, to));
}

/** Pushes the source offset of each character of `value` onto `places`, and returns it. */
function alignOffsets(value: string, source: string, start: number, stop: number, places: number[]): number[] {
  let j = start;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    let k = j;
    const limit = Math.min(stop, j + MAX_SKIP);
    while (k < limit && source[k] !== char) k++;
    if (k < limit) {
      places.push(k);
      j = k + 1;
    } else {
      places.push(Math.min(j, stop - 1));
    }
  }
  return places;
}

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

/**
 * One unit of rendered text on a page: what it is, where it sits, its text with the source place
 * of every character, and its sentences and words (parsed on first use, once for every reader).
 */

import type { MdNode } from '../page/jsx-elements.js';
import { detachString } from '../page/page-anchors.js';
import { positionAt } from '../rule-kit/text-position.js';
import type { SourceLocation } from '../types.js';
import type { ProseContext } from './context.js';
import type { ProseText } from './prose-text.js';
import { splitSentences, type Sentence, type SentenceText, type Token } from './sentences.js';

/**
 * - `paragraph`: a Markdown paragraph (in the body, a list item, a block quote or a component).
 * - `heading`: a Markdown heading, or the text of a JSX `<h1>`…`<h6>` (`context.headingDepth`).
 * - `tableCell`: a cell of a Markdown table (`context.table.header` for the header row).
 * - `text`: the text of a component that is a block of its own though written inline
 *   (`<Info>You will want to …</Info>`, `<p>…</p>`, `<Badge>Beta</Badge>`), or text written
 *   directly inside a JSX element.
 * - `frontMatter`: the front matter `title` or `description` (`context.frontMatterKey`).
 * - `alt`: an image's alt text, Markdown or `<img alt>` (`context.attribute` for JSX).
 * - `attribute`: a component attribute the generator renders as text (`context.attribute`).
 */
export type ProseKind = 'paragraph' | 'heading' | 'tableCell' | 'text' | 'frontMatter' | 'alt' | 'attribute';

export interface ProseUnit {
  kind: ProseKind;
  /** The node the text was read from (for `attribute` and JSX `alt`, the element). */
  node: MdNode;
  context: ProseContext;
  /** What the reader reads, one `PLACEHOLDER` where code, a URL, a path or a component sat. */
  text: string;
  /** The text with the source offset of each character. */
  prose: ProseText;
  /** The unit's sentences (parsed on first use). */
  readonly sentences: readonly Sentence[];
  /** The word tokens of every sentence, in order, quoted ones included (`token.quoted`). */
  readonly words: readonly Token[];
  /** The source location of `[start, end)` of the text. */
  locate(start: number, end: number): SourceLocation;
  /** The source offsets `[start, end)` in the file of `[start, end)` of the text. */
  sourceRange(start: number, end: number): [number, number];
  /** The text of `[start, end)` as written: whitespace collapsed, the source of each placeholder in place. */
  slice(start: number, end: number): string;
  /** The file's own text over `[start, end)` of the text, markup and line breaks included. */
  written(start: number, end: number): string;
  /**
   * The unit as a check run after the walk reads it (`checkLater`): its text, the sentences `keep`
   * keeps (all by default) and their words, and the same `locate`, `sourceRange` and `slice`, holding
   * a copy of its own stretch of the file instead of the page's text and tree.
   */
  detach(keep?: (sentence: Sentence) => boolean): DetachedUnit;
}

/** What a check of a unit run after the walk reads: no node, no context, no sentence trees (they hold the page's tree, or are large). */
export interface DetachedUnit extends Pick<ProseUnit, 'text' | 'words' | 'locate' | 'sourceRange' | 'slice' | 'written'> {
  readonly sentences: readonly SentenceText[];
}

export function createUnit(kind: ProseKind, node: MdNode, context: ProseContext, prose: ProseText, source: string): ProseUnit {
  let sentences: Sentence[] | undefined;
  let words: Token[] | undefined;
  const sourceRange = (start: number, end: number) => sourceRangeOf(prose, start, end);
  return {
    kind,
    node,
    context,
    text: prose.text,
    prose,
    get sentences() {
      sentences ??= splitSentences(prose);
      return sentences;
    },
    get words() {
      words ??= this.sentences.flatMap((sentence) => sentence.tokens.filter((token) => token.kind === 'word'));
      return words;
    },
    locate(start, end) {
      const [first, last] = sourceRange(start, end);
      const startPosition = positionAt(source, first, nearestKnownPoint(node, first));
      return { start: startPosition, end: positionAt(source, last, { ...startPosition, offset: first }) };
    },
    sourceRange,
    slice(start, end) {
      return sliceOf(prose, source, 0, start, end);
    },
    written(start, end) {
      const [first, last] = sourceRange(start, end);
      return source.slice(first, last);
    },
    detach(keep) {
      // Only the sentences a check reads, without their trees: what waits for the end of the run is most of what a long run holds.
      const kept = keep ? this.sentences.filter(keep) : this.sentences;
      return detached(prose, source, node, kept.map(({ node: _tree, ...sentence }) => sentence));
    },
  };
}

/** The source offsets of `[start, end)` of the text; the end is just after the span's last character. */
function sourceRangeOf(prose: ProseText, start: number, end: number): [number, number] {
  const lastIndex = Math.max(start, end - 1);
  return [prose.offsets[start], prose.objectEnds.get(lastIndex) ?? prose.offsets[lastIndex] + 1];
}

/** `slice` over `text`, the file's text from `base` on. */
function sliceOf(prose: ProseText, text: string, base: number, start: number, end: number): string {
  let written = '';
  for (let i = start; i < end; i++) {
    const objectEnd = prose.objectEnds.get(i);
    written += objectEnd === undefined ? prose.text[i] : text.slice(prose.offsets[i] - base, objectEnd - base);
  }
  return written.replace(/\s+/g, ' ');
}

/**
 * The unit with a copy of the file from the node's start (from the top of the file when some of its
 * text lies before the node, as nearestKnownPoint counts) to the end of its last character: lines are
 * counted from the same points, so every location and slice is the one the unit gives.
 */
function detached(prose: ProseText, source: string, node: MdNode, sentences: readonly SentenceText[]): DetachedUnit {
  const { offsets, objectEnds, text } = prose;
  let first = Infinity;
  let last = 0;
  for (const offset of offsets) {
    if (offset < first) first = offset;
    if (offset + 1 > last) last = offset + 1;
  }
  for (const end of objectEnds.values()) if (end > last) last = end;
  const start = node.position?.start;
  const base = start?.offset !== undefined && start.offset <= first ? start.offset : 0;
  const copy = detachString(source.slice(base, last));
  const point = base > 0 ? { line: start!.line, column: start!.column, offset: 0 } : { line: 1, column: 1, offset: 0 };
  const sourceRange = (from: number, to: number) => sourceRangeOf(prose, from, to);
  let words: Token[] | undefined;
  return {
    text,
    sentences,
    get words() {
      words ??= sentences.flatMap((sentence) => sentence.tokens.filter((token) => token.kind === 'word'));
      return words;
    },
    sourceRange,
    locate(from, to) {
      const [begin, end] = sourceRange(from, to);
      const startPosition = positionAt(copy, begin - base, point);
      return { start: startPosition, end: positionAt(copy, end - base, { ...startPosition, offset: begin - base }) };
    },
    slice(from, to) {
      return sliceOf(prose, copy, base, from, to);
    },
    written(from, to) {
      const [first, last] = sourceRange(from, to);
      return copy.slice(first - base, last - base);
    },
  };
}

/** The node's start when it comes before `offset` (counting lines from there is cheap), else the top of the file. */
function nearestKnownPoint(node: MdNode, offset: number): { line: number; column: number; offset: number } {
  const start = node.position?.start;
  if (start && start.offset !== undefined && start.offset <= offset) return { line: start.line, column: start.column, offset: start.offset };
  return { line: 1, column: 1, offset: 0 };
}

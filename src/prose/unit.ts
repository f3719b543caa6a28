/**
 * One unit of rendered text on a page: what it is, where it sits, its text with the source place
 * of every character, and its sentences and words (parsed on first use, once for every reader).
 */

import type { MdNode } from '../page/jsx-elements.js';
import { positionAt } from '../rule-kit/text-position.js';
import type { SourceLocation } from '../types.js';
import type { ProseContext } from './context.js';
import type { ProseText } from './prose-text.js';
import { splitSentences, type Sentence, type Token } from './sentences.js';

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
}

export function createUnit(kind: ProseKind, node: MdNode, context: ProseContext, prose: ProseText, source: string): ProseUnit {
  let sentences: Sentence[] | undefined;
  let words: Token[] | undefined;
  const sourceRange = (start: number, end: number): [number, number] => {
    const first = prose.offsets[start];
    // The end is just after the span's last character.
    const lastIndex = Math.max(start, end - 1);
    const last = prose.objectEnds.get(lastIndex) ?? prose.offsets[lastIndex] + 1;
    return [first, last];
  };
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
      let text = '';
      for (let i = start; i < end; i++) {
        const objectEnd = prose.objectEnds.get(i);
        text += objectEnd === undefined ? prose.text[i] : source.slice(prose.offsets[i], objectEnd);
      }
      return text.replace(/\s+/g, ' ');
    },
  };
}

/** The node's start when it comes before `offset` (counting lines from there is cheap), else the top of the file. */
function nearestKnownPoint(node: MdNode, offset: number): { line: number; column: number; offset: number } {
  const start = node.position?.start;
  if (start && start.offset !== undefined && start.offset <= offset) return { line: start.line, column: start.column, offset: start.offset };
  return { line: 1, column: 1, offset: 0 };
}

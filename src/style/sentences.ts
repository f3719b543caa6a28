/**
 * The sentences of a block's prose, as parsed by retext-english (parse only: no processor run, no
 * files), reduced to the tokens the style checks read. One parse per block serves every style
 * rule of the page.
 */

import retextEnglish from 'retext-english';
import { unified } from 'unified';
import type { MdNode } from '../page/jsx-elements.js';
import { PLACEHOLDER, proseText, type ProseText } from './prose-text.js';

/** The nlcst shapes read here (retext-english's output). */
export interface NlcstNode {
  type: string;
  value?: string;
  children?: NlcstNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

export interface Token {
  kind: 'word' | 'punctuation' | 'object';
  /** As written. */
  text: string;
  /** Lower-cased, with typographic apostrophes made straight (`you’ll` → `you'll`). */
  lower: string;
  /** Offsets into the prose text. */
  start: number;
  end: number;
  /** Inside quotation marks: a UI label, a message or someone else's words, never the writer's prose. */
  quoted: boolean;
}

export interface Sentence {
  /** Words, punctuation and objects (where inline code or a component sat); whitespace is dropped. */
  tokens: Token[];
  start: number;
  end: number;
  /** The nlcst SentenceNode, for plugins that run on the tree. */
  node: NlcstNode;
}

export interface ProseAnalysis {
  prose: ProseText;
  tree: NlcstNode;
  sentences: Sentence[];
}

const english = unified().use(retextEnglish).freeze();

/**
 * The analyses of the page being linted, by block node. The style rules of one page share them; a
 * new page (another source text) starts afresh, so at most one page's analyses are kept.
 */
let cacheSource: string | undefined;
let cache = new Map<object, ProseAnalysis | null>();

/** The parsed prose of a paragraph, heading or table cell (undefined when it holds no text). */
export function analyseProse(block: MdNode, source: string): ProseAnalysis | undefined {
  if (source !== cacheSource) {
    cacheSource = source;
    cache = new Map();
  }
  const cached = cache.get(block);
  if (cached !== undefined) return cached ?? undefined;
  const prose = proseText(block, source);
  const analysis = prose ? analyseText(prose) : null;
  cache.set(block, analysis);
  return analysis ?? undefined;
}

/** Parses prose text into sentences of tokens. */
export function analyseText(prose: ProseText): ProseAnalysis {
  const tree = english.parse(prose.text) as unknown as NlcstNode;
  const quoted = quotedRanges(prose.text);
  const sentences: Sentence[] = [];
  for (const paragraph of tree.children ?? []) {
    for (const sentence of paragraph.children ?? []) {
      if (sentence.type !== 'SentenceNode') continue;
      const tokens: Token[] = [];
      for (const child of sentence.children ?? []) {
        if (child.type === 'WhiteSpaceNode') continue;
        const start = child.position?.start.offset ?? 0;
        const end = child.position?.end.offset ?? start;
        const text = prose.text.slice(start, end);
        const kind = text.includes(PLACEHOLDER) ? 'object' : child.type === 'WordNode' ? 'word' : 'punctuation';
        tokens.push({ kind, text, lower: text.toLowerCase().replace(/[’‘]/g, "'"), start, end, quoted: inRanges(quoted, start) });
      }
      if (tokens.length > 0) sentences.push({ tokens, start: tokens[0].start, end: tokens[tokens.length - 1].end, node: sentence });
    }
  }
  return { prose, tree, sentences };
}

/**
 * Spans inside quotation marks: "…", “…”, ‘…’, and '…' where the marks are not apostrophes
 * (no letter before the opening mark or after the closing one).
 */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’|(?<![\p{L}\p{N}])'[^'\n]*'(?![\p{L}\p{N}])/gu;

function quotedRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(QUOTED)) ranges.push([match.index!, match.index! + match[0].length]);
  return ranges;
}

function inRanges(ranges: ReadonlyArray<[number, number]>, offset: number): boolean {
  return ranges.some(([start, end]) => offset > start && offset < end - 1);
}

/**
 * The sentences of a unit's prose, as parsed by retext-english (parse only: no processor run, no
 * files), reduced to tokens with their offsets. One parse per unit serves every reader of the page.
 */

import retextEnglish from 'retext-english';
import { unified } from 'unified';
import { PLACEHOLDER, type ProseText } from './prose-text.js';

/** The nlcst shapes read here (retext-english's output). */
export interface NlcstNode {
  type: string;
  value?: string;
  children?: NlcstNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

export interface Token {
  /** `word`: letters or digits; `punctuation`: anything else; `object`: a placeholder (code, a URL, a component…). */
  kind: 'word' | 'punctuation' | 'object';
  /** As written. */
  text: string;
  /** Lower-cased, with typographic apostrophes made straight (`you’ll` → `you'll`). */
  lower: string;
  /** Offsets into the unit's text (`ProseUnit.text`); `locate(start, end)` maps them to the file. */
  start: number;
  end: number;
  /** Inside quotation marks: a UI label, a message or someone else's words, never the writer's prose. */
  quoted: boolean;
}

export interface Sentence {
  /** Words, punctuation and objects; whitespace is dropped. */
  tokens: Token[];
  start: number;
  end: number;
  /** The sentence as written in the unit's text. */
  text: string;
  /** The nlcst SentenceNode, for retext plugins that run on the tree. */
  node: NlcstNode;
}

/** A sentence without its tree: what the grammar and the checks run after the walk read. */
export type SentenceText = Omit<Sentence, 'node'>;

const english = unified().use(retextEnglish).freeze();

/** Splits prose text into sentences of tokens. */
export function splitSentences(prose: ProseText): Sentence[] {
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
      if (tokens.length === 0) continue;
      const start = tokens[0].start;
      const end = tokens[tokens.length - 1].end;
      sentences.push({ tokens, start, end, text: prose.text.slice(start, end), node: sentence });
    }
  }
  return sentences;
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

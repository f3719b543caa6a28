/**
 * What a Vale check is once loaded: its id (`Style.Rule`), level, scope, and a `run` over one
 * block of text that returns what it finds, with offsets into the block's text. One file per
 * check type under `checks/` builds it from the rule's YAML, as Vale's `internal/check` does.
 */

import type { Sentence } from '../prose/sentences.js';
import type { EnglishVariant, Speller } from '../spelling/index.js';
import type { ValeScope } from './scope.js';

export type ValeLevel = 'suggestion' | 'warning' | 'error';
export const VALE_LEVELS: readonly ValeLevel[] = ['suggestion', 'warning', 'error'];

/** A span of text a rule reads: a sentence, a paragraph, a heading, a cell, the whole file (`raw`)… */
export interface ValeBlock {
  text: string;
  /** Its scope's sections (`['text', 'heading', 'h2', 'md']`). */
  scope: readonly string[];
  /** The enclosing block's sections (a sentence's paragraph), read by negated selectors. */
  parent: readonly string[];
  /** `[start, end)` of `text` as written in the file (objects that are not prose in place), for messages. */
  slice(start: number, end: number): string;
  /** A `sentence` block's sentence (its words are tagged once per page, for every rule that reads them); `offset`: where the block's text starts in the unit's text, in which the words' offsets are. */
  sentence?: { sentence: Sentence; offset: number };
}

export interface ValeFinding {
  start: number;
  end: number;
  /** The matched text as written (what `Style.Rule["…"] = NO` compares with). */
  match: string;
  message: string;
}

/** What the checks of one file share: the terms a `conditional` rule saw defined, the spellings a `consistency` rule saw. */
export interface ValeFileState {
  sequences: string[];
  /** What the page's run provides beside the text. */
  services?: ValeServices;
}

/** The site's services a check may need: the speller of docs-lint's spelling rule. */
export interface ValeServices {
  /** The spelling rule's speller for this site in one English variant, built once per thread. */
  speller(variant: EnglishVariant): Speller;
}

export interface ValeCheck {
  /** `Style.Rule`. */
  id: string;
  extends: string;
  level: ValeLevel;
  scope: ValeScope;
  /** At most this many reports per file (0: no limit). */
  limit: number;
  link?: string;
  run(block: ValeBlock, file: ValeFileState): ValeFinding[];
  /**
   * False when the check cannot find anything in any part of `text` (its pattern has no match in
   * the whole): a paragraph is split into sentences only for checks that may find something there.
   */
  mayMatch?(text: string): boolean;
  /** For document-level checks (`metric`): run once per file on its summary. */
  runOnDocument?(summary: DocumentSummary): ValeFinding[];
}

/** Counts over a file's prose that `metric` formulas read. */
export interface DocumentSummary {
  text: string;
  counts: Record<string, number>;
}

/** A problem in a style file: where, and what is wrong. */
export class StyleProblem extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column = 1,
    /** `notice`: the rule is skipped on purpose (a `script` rule), not broken. */
    readonly kind: 'error' | 'notice' = 'error',
  ) {
    super(message);
  }
}

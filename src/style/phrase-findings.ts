import type { ProseUnit, Sentence, Token } from '../prose/index.js';

/** A phrase a sentence-level style rule found: its first and last tokens. */
export interface PhraseFinding {
  from: Token;
  to: Token;
}

export interface FoundPhrase<Finding extends PhraseFinding> {
  finding: Finding;
  /** The phrase as written in the page. */
  phrase: string;
  sentence: Sentence;
  /** The index in `sentence.tokens` where the finding starts. */
  index: number;
}

/**
 * Every phrase `find` reports in the block's sentences, left to right. The search resumes after a
 * reported phrase, so one phrase is never reported twice; a phrase the user allows is passed over
 * and the search goes on from its next token, since a longer finding may start there.
 */
export function* findPhrases<Finding extends PhraseFinding>(
  unit: ProseUnit,
  allow: ReadonlySet<string>,
  find: (sentence: Sentence, index: number) => Finding | undefined,
  skipSentence: (sentence: Sentence) => boolean = () => false,
): Generator<FoundPhrase<Finding>> {
  for (const sentence of unit.sentences) {
    if (skipSentence(sentence)) continue;
    for (let index = 0; index < sentence.tokens.length; index++) {
      const finding = find(sentence, index);
      if (!finding) continue;
      const phrase = unit.slice(finding.from.start, finding.to.end);
      if (allow.has(phrase.toLowerCase())) continue;
      yield { finding, phrase, sentence, index };
      index = sentence.tokens.indexOf(finding.to);
    }
  }
}

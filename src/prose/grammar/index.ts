/** The grammar of the prose room (see `src/prose/index.ts`). */
export { baseOfParticiple, isKnownVerb, isNegatedAdjective, isVerbAfterTo, phrasalVerb, tagsAfterThe, tagsAlone, verbForms, type VerbForms } from './english.js';
export {
  beforeParenthesis,
  endsClause,
  grammarOf,
  hyphenatedSpan,
  isAdverb,
  instructionOf,
  isBe,
  isImperativeAt,
  isModal,
  isNegative,
  isPlain,
  isPluralSubject,
  mainClauseStart,
  participleAt,
  participleBase,
  skipAdverbs,
  subjectBefore,
  SEQUENCE_WORDS,
  type Instruction,
  type Participle,
  type Word,
} from './sentence-grammar.js';
export { negativePastOf, negativePresentOf, pastOf, personOf, presentOf, type Person } from './conjugate.js';
export { timeToCome, type TimeToCome } from './time-to-come.js';
export { reportedAt } from './reported.js';
export { objectForm, subjectStartBefore } from './clause-parts.js';

/** The grammar of the prose room (see `src/prose/index.ts`). */
export { baseOfParticiple, isKnownVerb, verbForms, type VerbForms } from './english.js';
export {
  endsClause,
  grammarOf,
  isAdverb,
  isBe,
  isImperativeAt,
  isModal,
  isNegative,
  isPlain,
  isPluralSubject,
  mainClauseStart,
  participleBase,
  skipAdverbs,
  subjectBefore,
  type Word,
} from './sentence-grammar.js';
export { negativePastOf, negativePresentOf, pastOf, personOf, presentOf, type Person } from './conjugate.js';
export { timeToCome, type TimeToCome } from './time-to-come.js';

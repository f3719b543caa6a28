/**
 * Whether a sentence is about a real future: a point in time ahead (a date, a month, a year, a
 * quarter, "next year"), a release (a version number, "the next release"), a plan or a deprecation.
 * There `will` is the right tense. Read from compromise's date tags and the phrase around them;
 * what repeats ("every month", "per month") or lasts ("for 30 days") is no point in time.
 */

import { tagsAlone } from './english.js';
import { endsClause, isPlain, type Word } from './sentence-grammar.js';

export interface TimeToCome {
  /** A date, a year, a quarter or a version number. */
  specific: boolean;
  /** "Soon", "in a future release", "the next release", a roadmap, a deprecation: a time that no date pins. */
  vague: boolean;
  /** The sentence deprecates or removes something. */
  deprecation: boolean;
  /** "In a moment", "shortly", "in the next step": a moment ahead in the reader's own task, which no product promises. */
  stepAhead: boolean;
  /** A plan, a release or a deprecation ("soon", "upcoming", "the next release"): what a product promises. "Later" in a sentence about the reader is none. */
  plan: boolean;
}

/** Words that name a time to come, or a plan, without a date (compromise has no tag for futurity). */
const VAGUE_FUTURE = new Set(['soon', 'eventually', 'future', 'upcoming', 'coming', 'later', 'roadmap', 'planned', 'someday']);
const DEPRECATION = /^(deprecat|sunset|end-of-life|eol$)/;
/** Nouns of a release: after "next", "upcoming" or a version, they make a time to come. */
const RELEASE = /^(release|releases|version|versions|revision|revisions|major|minor|update|updates|beta|launch|rollout)$/;
/** What makes a duration a point: "this year", "next month", "coming weeks". */
const POINTING = new Set(['this', 'next', 'coming', 'following', 'later']);
/** Periods of a subscription or a schedule that recur: after "next" or "upcoming", what always happens, not a plan. */
const PERIOD = /^(cycle|period|billing|renewal|term|invoice|window)$/;
const TIME_UNIT = /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)$/;
const REPEATING = new Set(['each', 'every', 'per', 'a', 'an']);

export function timeToCome(words: readonly Word[]): TimeToCome | undefined {
  let specific = false;
  let vague = false;
  let deprecation = false;
  let stepAhead = false;
  let plan = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word.quoted) continue;
    const before = words[i - 1]?.word ?? '';
    const after = words[i + 1]?.word ?? '';
    if (DEPRECATION.test(word.word)) deprecation = vague = plan = true;
    // "the upcoming cycle", "the next billing period": a period that recurs, as the product works every time; no plan.
    else if ((POINTING.has(word.word) || word.word === 'upcoming') && PERIOD.test(after)) continue;
    // "future requests fail", "upcoming runs are skipped": what is yet to come in the product's normal work, no plan ("a future release" is one).
    else if (/^(future|upcoming)$/.test(word.word) && words[i + 1]?.tags.has('Noun') && !words[i + 1].tags.has('Pronoun') && !RELEASE.test(after) && !/^(plans?|work|roadmap|features?|support|changes?)$/.test(after) && !endsClause(word)) continue;
    // Not "removed shortly after they're delivered": a time relative to another event, in a clause of its own.
    else if ((word.word === 'shortly' && !(/^(after|before)$/.test(after) && !endsClause(words[i + 1]))) || (word.word === 'in' && ((after === 'a' && /^(moment|minute|bit|second)$/.test(words[i + 2]?.word ?? '')) || (/^(the|a)$/.test(after) && words[i + 2]?.word === 'next' && /^(step|section|page|chapter)$/.test(words[i + 3]?.word ?? ''))))) stepAhead = true;
    // Not "first inferring the sections, and later filling them in": "later" before a gerund orders the steps of a process.
    else if (VAGUE_FUTURE.has(word.word) && !(word.word === 'coming' && words[i - 1]?.tags.has('Copula')) && !(word.word === 'later' && words[i + 1] !== undefined && (words[i + 1].tags.has('Gerund') || tagsAlone(words[i + 1].word).has('Gerund')))) {
      vague = true;
      // "This will let you update the link later on": later in the reader's own work, which no product plans;
      // "The CLI will support Windows later" is a plan.
      if (word.word !== 'later' || !words.some((other) => /^(you|your)$/.test(other.word) && !other.quoted)) plan = true;
    } else if (word.word === 'next' && RELEASE.test(after)) vague = plan = true;
    // "until that revision defines it": a release the text named before, still ahead.
    else if (word.word === 'until' && /^(that|this)$/.test(after) && RELEASE.test(words[i + 2]?.word ?? '')) vague = plan = true;
    // A month is written with a capital: "this may not" is the modal.
    else if ((word.tags.has('Month') && /^[A-Z]/.test(word.text)) || word.tags.has('Year') || /^q[1-4]$/.test(word.word) || /^(19|20)\d\d$/.test(word.word)) specific = !REPEATING.has(before) || specific;
    else if (word.tags.has('Duration') && POINTING.has(before)) specific = true;
    // "years from now", "two weeks from now": a span counted forward from today.
    else if (word.word === 'from' && after === 'now' && (words[i - 1]?.tags.has('Duration') || TIME_UNIT.test(before))) specific = true;
    else if (/^v?\d+(\.\d+)+$/.test(word.word) && (RELEASE.test(before) || RELEASE.test(after) || /^v/.test(word.word))) specific = true;
    else if (/^v\d+$/.test(word.word) || (RELEASE.test(word.word) && /^v?\d/.test(after))) specific = true;
  }
  return specific || vague || stepAhead ? { specific, vague, deprecation, stepAhead, plan } : undefined;
}

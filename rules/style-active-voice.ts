import { createRule } from '../src/rule-kit/create-rule.js';
import { ALLOW_OPTION_SCHEMA, allowedPhrases } from '../src/prose/allowed-phrases.js';
import { checkLater, isNormativePage, isStyleExemptPage, matchCase, proseVisitors, rewriteSuggestion, STYLE_SCOPE, type DetachedUnit, type LaterReport } from '../src/prose/index.js';
import {
  beforeParenthesis,
  endsClause,
  grammarOf,
  isAdverb,
  isBe,
  isImperativeAt,
  isModal,
  isNegative,
  isNegatedAdjective,
  isPlain,
  isPluralSubject,
  negativePastOf,
  objectForm,
  subjectStartBefore,
  negativePresentOf,
  participleAt,
  pastOf,
  personOf,
  presentOf,
  skipAdverbs,
  tagsAfterThe,
  tagsAlone,
  verbForms,
  type Word,
} from '../src/prose/grammar/index.js';

interface Options extends Record<string, unknown> {
  allow: string[];
}

/**
 * Sentences that can hold a passive the rule reports, found without the grammar (words apart by
 * anything but a word, so that markup such as `**must** be` keeps them together): a modal of
 * obligation or "needs to" before `be` and a word (the reader's passive; "will be" and "may be" are
 * reported only with an agent), a `by` after a form of `be`, or "it is/it's [adverb] <word> that/to".
 */
const PASSIVE_CUE =
  /\b(?:must|should|can|cannot|ought\W+to|needs?\W+to|ha(?:s|ve|d)\W+to)(?:n['’]t)?\W+(?:\w+\W+){0,2}?be\W+\w|\b(?:is|are|was|were|be|been|being|am)(?:n['’]t)?\b[^.!?]*\bby\b|['’](?:s|re)\W+(?:\w+\W+){0,2}?\w+\W+by\b|\bit(?:\W+is|['’]s)\W+(?:\w+\W+)?\w+\W+(?:that|to)\b/i;

/** Verbs of advice: "it is recommended to …" advises the reader. */
const ADVICE = new Set(['recommend', 'suggest', 'advise', 'encourage', 'prefer', 'urge']);

/**
 * Verbs whose `by` names a criterion or a component, not who acts: "sorted by the date", "matched by
 * its hash", "followed by a check", "powered by an LLM", "raised by a factor of two". Their meaning decides it; no tag does.
 */
const BY_IS_NO_AGENT = new Set(['sort', 'group', 'order', 'filter', 'index', 'key', 'partition', 'separate', 'delimit', 'prefix', 'suffix', 'follow', 'precede', 'power', 'back', 'base', 'bill', 'charge', 'price', 'round', 'multiply', 'divide', 'measure', 'identify', 'raise', 'lower', 'increase', 'decrease', 'offset', 'shift', 'cap', 'limit', 'bound', 'replace', 'match', 'scope', 'accompany', 'organize', 'categorize', 'classify', 'arrange', 'namespace']);

/** Subordinators that chain one step of a process to the next: "must be transcribed before it can be processed". */
const CHAIN = new Set(['before', 'after', 'until', 'once', 'when', 'whenever', 'so', 'while']);

/** Conjunctions that open a condition or a time: after a "can be" passive, they make it what a system may do ("can be redelivered if …"). */
const CONDITION = new Set(['if', 'when', 'whenever', 'unless', 'while', 'during', 'until', 'after', 'once']);

/** Pronouns after `by`, and the subject form the rewrite starts with. */
const SUBJECT_PRONOUNS: Record<string, string> = { us: 'we', them: 'they', him: 'he', her: 'she', me: 'I', you: 'you', it: 'it' };

/** The modal verbs of an instruction to the reader. */
const OBLIGATION = new Set(['must', 'should', 'can', 'cannot']);

type Finding =
  | { kind: 'reader'; from: Word; to: Word; active?: string }
  | { kind: 'agent'; from: Word; to: Word; agent: Word[]; active?: string }
  | { kind: 'impersonal'; from: Word; to: Word };

export default createRule<Options>({
  meta: {
    id: 'style-active-voice',
    description: 'Prose is in the active voice: no "can be found", "must be added", "is created by" or "it is recommended".',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    hasSuggestions: true,
    messages: {
      reader: '"{{phrase}}" is passive voice; address the reader: write "{{active}} …".',
      readerUnknown: '"{{phrase}}" is passive voice; address the reader, and say what to do.',
      agent: '"{{phrase}}" is passive voice; make {{agent}} the subject: write "{{active}} …".',
      agentUnknown: '"{{phrase}}" is passive voice; make {{agent}} the subject.',
      impersonal: '"{{phrase}}" is passive voice; write the recommendation as an instruction, such as "Use …", or as "you should …".',
    },
    defaultOptions: { allow: [] },
    optionsSchema: ALLOW_OPTION_SCHEMA,
  },
  create(context) {
    if (isStyleExemptPage(context)) return {};
    const allow = allowedPhrases(context.options);
    // A specification that writes its requirements with RFC 2119 keywords ("MUST", "SHOULD") states them
    // in the passive by convention: "the token MUST be validated" names no reader to address.
    const normative = isNormativePage(context);
    const check = (unit: DetachedUnit, _state: undefined, report: LaterReport): void => {
      unit.sentences.forEach((sentence, s) => {
        if (!PASSIVE_CUE.test(sentence.text)) return;
        const words = grammarOf(sentence);
        // "Click **Save**. This user should be created.": what "should" follow a step the reader just took is an expectation.
        const previous = unit.sentences[s - 1];
        const afterStep = () => previous !== undefined && previous.end <= sentence.start && /^\s*$/.test(unit.slice(previous.end, sentence.start)) && isStep(grammarOf(previous));
        for (let i = 0; i < words.length; i++) {
          const finding = passiveAt(words, i, (from, to) => unit.slice(from.start, to.end), afterStep);
          if (!finding) continue;
          i = finding.to.index;
          if (normative && finding.kind === 'reader') continue;
          const phrase = unit.slice(finding.from.start, finding.to.end);
          if (allow.has(phrase.toLowerCase()) || allow.has(finding.to.word)) continue;
          const loc = unit.locate(finding.from.start, finding.to.end);
          const clause = finding.kind === 'impersonal' ? undefined : activeClause(words, finding, unit);
          const suggest = clause && rewriteSuggestion(unit, clause.start, clause.end, clause.text);
          const suggested = suggest ? { suggest } : {};
          if (finding.kind === 'impersonal') report({ loc, messageId: 'impersonal', data: { phrase } });
          else if (finding.kind === 'reader') {
            report({ loc, messageId: finding.active ? 'reader' : 'readerUnknown', data: { phrase, active: matchCase(finding.active ?? '', phrase) }, ...suggested });
          } else {
            const written = unit.slice(finding.agent[0].start, finding.agent[finding.agent.length - 1].end);
            const pronoun = SUBJECT_PRONOUNS[written.toLowerCase()];
            // "cannot be altered by any party" is rewritten "no party can alter": the message names the subject it writes.
            const named = /^no\b/i.test(finding.active ?? '') && /^any\b/i.test(written) ? written.replace(/^any\b/i, 'no') : written;
            report({ loc, messageId: finding.active ? 'agent' : 'agentUnknown', data: { phrase, agent: pronoun ? `"${pronoun}"` : named, active: finding.active ?? '' }, ...suggested });
          }
        }
      });
    };
    // Checked once every page was read, so that the grammar tags every page's sentences together; a
    // sentence waits with the one before it, which may be the step an expectation follows.
    const kept = new WeakSet<object>();
    const later = checkLater(context, check, (sentence) => kept.has(sentence));
    return proseVisitors(
      context,
      (unit) => {
        unit.sentences.forEach((sentence, s) => {
          if (!PASSIVE_CUE.test(sentence.text)) return;
          kept.add(sentence);
          if (s > 0) kept.add(unit.sentences[s - 1]);
        });
        later(unit);
      },
      { ...STYLE_SCOPE, prefilter: PASSIVE_CUE },
    );
  },
});

/** Words that grade an adjective and never a verb ("highly" and "well" also grade verbs: "is highly recommended"). */
const DEGREE = /^(very|too|so|quite|extremely|fairly|rather|pretty|sufficiently|overly|less|least|most)$/;

/** The index of the last `word` in `words[from, to)`, or -1. */
function lastIndexOfWord(words: readonly Word[], word: string, from: number, to: number): number {
  for (let k = to - 1; k >= from; k--) if (words[k].word === word && !words[k].quoted) return k;
  return -1;
}

/** Verbs that, with `to`, say where something comes from: "can be attributed to", "can be traced back to". */
const CAUSE = new Set(['attribute', 'ascribe', 'trace', 'credit', 'owe']);

/** Words as the page writes them: an object (code, a title link) as its source, not its stand-in. */
type Spell = (from: Word, to: Word) => string;

/** The passive whose form of `be` is at `i`, when it is one the rule reports. */
function passiveAt(words: readonly Word[], i: number, spell: Spell, afterStep: () => boolean = () => false): Finding | undefined {
  const be = words[i];
  // "It's suggested": compromise reads the `'s` of "it's" as "has" or "is"; before a participle it is "is".
  const beLike = isBe(be) || (be?.text === '' && be.word === 'has' && words[i - 1]?.word === 'it');
  if (!beLike) return undefined;
  const participleIndex = skipAdverbs(words, i + 1);
  const participle = participleAt(words, participleIndex);
  if (!participle) return undefined;
  const last = words[participle.index];
  const next = words[participle.index + 1];
  // "is unaffected", "can be unknown to another": `un` and a participle of a verb with no `un` form is an adjective.
  if (isNegatedAdjective(last.word)) return undefined;
  // "should be detailed enough", "is too complicated", "can be very involved": a degree word grades a quality, so the participle is an adjective.
  if (next?.word === 'enough' || DEGREE.test(words[participle.index - 1]?.word ?? '')) return undefined;
  // "must be located in /home": "located" and "situated" say where a thing is ("must be in"), not that anyone finds it.
  if (participle.base && /^(locate|situate)$/.test(participle.base) && next?.word !== 'by') return undefined;
  // "Can be space-separated string": a compound participle before its noun describes the noun; no one acts.
  if (last.tags.has('Hyphenated') && !endsClause(last) && next?.tags.has('Noun') && !next.tags.has('Pronoun') && !next.quoted) return undefined;

  // "It is recommended that you …", "It's suggested to …".
  const it = words[i - 1]?.word === 'it' ? words[i - 1] : undefined;
  if (it && !endsClause(last) && (next?.word === 'that' || (next?.word === 'to' && participle.base && ADVICE.has(participle.base)))) {
    return { kind: 'impersonal', from: it, to: last };
  }

  const modal = modalBefore(words, i);
  // "It can be powered by an LLM", "sorted by the date": `by` names a component or a criterion.
  if (participle.base && BY_IS_NO_AGENT.has(participle.base) && next?.word === 'by') return undefined;
  const agent = agentAfter(words, participle.index);
  if (agent) {
    const aspect = aspectOf(words, i);
    const from = aspect?.modal?.from ?? aspect?.auxiliary ?? modal?.from ?? (be.text === '' ? words[i - 1] : be);
    // "are never protected by" → "never protects": "never" stays the adverb it is; "not" makes the verb negative.
    const negated = words.slice(aspect ? aspect.auxiliary.index + 1 : i + 1, participleIndex).some((word) => isNegative(word) && word.word !== 'never');
    // "is paid and confirmed by the bank": the agent does both ("the bank pays and confirms").
    const second = /^(and|or)$/.test(next?.word ?? '') ? participleAt(words, participle.index + 2) : undefined;
    const bases = participle.base && second?.base ? [participle.base, second.base] : participle.base ? [participle.base] : undefined;
    // "are typically reviewed", "can also be installed": the adverbs stay with the verb ("our team typically reviews").
    const adverbs = words.slice((aspect ? aspect.auxiliary.index : (modal?.index ?? i)) + 1, participleIndex).filter((word) => word.text !== '' && !isBe(word) && (!isNegative(word) || word.word === 'never') && word.word !== 'have').map((word) => word.text);
    return { kind: 'agent', from, to: last, agent, active: agentRewrite(be, aspect?.modal ?? modal, negated, agent, bases, next?.word ?? 'and', spell, aspect, adverbs) };
  }

  if (!modal || !OBLIGATION.has(modal.modal) || be.word !== 'be') return undefined;
  // "You should be redirected to the dashboard": the reader is the one acted on, by the product; there is nothing to tell them to do.
  const subject = words[modal.index - 1];
  if (subject?.word === 'you' && !subject.quoted) return undefined;
  // "so it can be instantiated by the system": someone other than the reader acts, named or not.
  // "can be rotated only by admins": an adverb may stand before the `by`.
  const by = /^(only|also|just|even)$/.test(next?.word ?? '') ? participle.index + 2 : participle.index + 1;
  if (words[by]?.word === 'by' && (opensAgent(words[by + 1]) || namesPlural(words, by + 1) || countsPeople(words, by + 1))) return undefined;
  // "cannot be changed", "can't be reused", "can only be applied before this date", "can no longer be redeemed": a constraint of the system, stated as one.
  if (modal.modal === 'cannot' || (modal.modal === 'can' && modal.negated)) return undefined;
  // "- Can be assigned to issues and PRs", "Can be a string or a list": a fragment about the thing described
  // (a role, a parameter) says what may be done to it, by whoever; "You can assign" would put the reader there.
  // "- Workflows (can be promoted to production)": a fragment in parentheses is one too.
  if (modal.modal === 'can' && (modal.index === 0 || words[modal.index].before.includes('('))) return undefined;
  // "others can be attributed to LMDB", "can be traced back to a missing index": a cause, not a task.
  if (modal.modal === 'can' && participle.base && CAUSE.has(participle.base) && /^(to|back)$/.test(next?.word ?? '')) return undefined;
  const between = words.slice(modal.index + 1, participleIndex);
  if (modal.modal === 'can' && between.some((word, k) => word.word === 'only' || (word.word === 'no' && between[k + 1]?.word === 'longer'))) return undefined;
  // "Only selected dashboards can be accessed via embed URLs": "only" before the subject is the same constraint.
  if (modal.modal === 'can' && onlySubject(words, modal.index)) return undefined;
  // "no id can be created", "nothing can be sent": the subject negates it, a constraint as "cannot" is;
  // "nothing has to be held open", "no file needs to be copied": no need, so nothing for the reader to do.
  if ((modal.modal === 'can' || /^(has|have|had|need|needs)$/.test(modal.from.word)) && negatedSubject(words, modal.index)) return undefined;
  // "Max number of commands can be sent per second": a limit's description, which is a constraint as "cannot" is.
  if (statesLimit(words, modal.index, modal.modal === 'can')) return undefined;
  // "replicas can be reallocated at any time due to spot pricing": a circumstance does it, not the reader.
  if (modal.modal === 'can' && causedBy(words, participle.index)) return undefined;
  if (isSystemAction(words, modal, i, participle.index)) return undefined;
  if (modal.modal === 'should' && !modal.negated && isExpectation(words, modal.index, afterStep)) return undefined;
  const adverbs = words.slice(modal.adverbsFrom, participleIndex).filter((word) => word.text !== '' && !isBe(word) && word.word !== 'not').map((word) => word.text);
  return { kind: 'reader', from: modal.from, to: last, active: participle.base && readerForm(modal, adverbs, participle.base) };
}

/** A perfect ("has been signed", "may have been deleted") or a progressive ("is being processed") passive: the auxiliary before `been` or `being`. */
interface Aspect {
  kind: 'perfect' | 'progressive';
  auxiliary: Word;
  /** A modal before the perfect's `have`: "may have been deleted". */
  modal?: Modal;
}

function aspectOf(words: readonly Word[], beIndex: number): Aspect | undefined {
  const be = words[beIndex];
  if (be.word !== 'been' && be.word !== 'being') return undefined;
  let a = beIndex - 1;
  while (a >= 0 && beIndex - a <= 3 && (isAdverb(words[a]) || isNegative(words[a]))) a--;
  const auxiliary = words[a];
  if (!auxiliary || auxiliary.quoted) return undefined;
  const contracted = auxiliary.text === '' && words[a - 1] ? words[a - 1] : undefined;
  if (be.word === 'been' && /^(has|have|had)$/.test(auxiliary.word)) {
    const modal = auxiliary.word === 'have' && !contracted ? modalBefore(words, a) : undefined;
    return { kind: 'perfect', auxiliary: contracted ?? auxiliary, modal };
  }
  if (be.word === 'being' && isBe(auxiliary) && auxiliary.word !== 'been' && auxiliary.word !== 'being') return { kind: 'progressive', auxiliary: contracted ?? auxiliary };
  return undefined;
}

interface Modal {
  from: Word;
  /** `must`, `should`, `can`, `cannot`, or another modal; "need to" and "have to" are `must`. */
  modal: string;
  negated: boolean;
  /** Where the adverbs between the modal and the participle start. */
  adverbsFrom: number;
  index: number;
}

/** The modal before `be` (`must be`, `can also be`, `should not be`, `needs to be`), past up to two adverbs. */
function modalBefore(words: readonly Word[], beIndex: number): Modal | undefined {
  let i = beIndex - 1;
  let negated = false;
  // "may not yet be": `yet` after a negation is the adverb it is there (compromise reads it as a conjunction).
  while (i >= 0 && beIndex - i <= 3 && words[i] && (isAdverb(words[i]) || words[i].tags.has('Ordinal') || isNegative(words[i]) || (words[i].word === 'yet' && isNegative(words[i - 1]))) && !isModal(words[i])) {
    if (isNegative(words[i])) negated = true;
    i--;
  }
  const word = words[i];
  if (!word || word.quoted) return undefined;
  // "ought to be" is "should be".
  if (word.word === 'to' && words[i - 1]?.word === 'ought' && !words[i - 1].quoted) return { from: words[i - 1], modal: 'should', negated, adverbsFrom: i + 1, index: i - 1 };
  if (isModal(word) || word.word === 'cannot') {
    const contraction = word.text === '' && words[i - 1] ? words[i - 1] : word;
    const negation = negated || words[i + 1]?.text === '' && isNegative(words[i + 1]) || /n['’]t$/i.test(word.text);
    const modal = word.word === 'cannot' || (word.word === 'can' && /^can(not|['’]t)$/i.test(word.text)) ? 'cannot' : word.word;
    return { from: contraction, modal, negated: negation, adverbsFrom: i + 1, index: i };
  }
  // "needs to be", "has to be", but not "may have to be": a possibility someone faces.
  if (word.word === 'to' && beIndex - i === 1) {
    const verb = words[i - 1];
    if (verb && /^(need|needs|has|have|had)$/.test(verb.word) && !isModal(words[i - 2])) return { from: verb, modal: 'must', negated: false, adverbsFrom: i + 1, index: i - 1 };
  }
  return undefined;
}

/**
 * What a system does by itself, where no reader acts: a chain of steps ("must be transcribed before
 * it can be processed"), what may happen under a condition or a number of times ("can be
 * redelivered if the consumer crashes", "can be delivered up to three times"), what happens
 * automatically, a kind of thing named by a relative clause ("the actions that can be performed."),
 * and an indirect question ("which fields should be indexed").
 */
function isSystemAction(words: readonly Word[], modal: Modal, beIndex: number, participleIndex: number): boolean {
  const rest = words.slice(participleIndex + 1);
  if (words.some((word) => word.word === 'automatically')) return true;
  // Two passives chained by "before", "after", "until"…: the steps of a process.
  const passives = words.filter((word, b) => isBe(word) && participleAt(words, skipAdverbs(words, b + 1)) !== undefined).map((word) => word.index);
  // The later step's subject is the same thing ("audio must be transcribed before it can be processed"); another thing's
  // state after the chain word is an event the reader's step waits for ("the SIM card must be inserted before the phone is powered on").
  if (passives.length >= 2 && words.some((word) => CHAIN.has(word.word) && word.index > passives[0] && word.index < passives[passives.length - 1] && /^(it|they|this|these|each|all)$/.test(words[word.index + 1]?.word ?? ''))) return true;
  if (modal.modal === 'can' || modal.modal === 'may') {
    const first = rest.find((word) => !word.tags.has('Particle') && !(word.tags.has('Adverb') && !CONDITION.has(word.word)));
    if (first && (CONDITION.has(first.word) || first.tags.has('Value') || first.tags.has('Duration') || first.tags.has('Date') || (first.word === 'up' && rest[rest.indexOf(first) + 1]?.word === 'to'))) return true;
  }
  // "This ensures binary content can be transmitted", "store it so that it can be reused": what the
  // sentence's main clause guarantees or is for happens as a result; the reader's part, if any, is there.
  if (RESULT.has(modal.modal) && resultClause(words, modal.index)) return true;
  // "the actions that can be performed", "anything that can be transmitted in the body", "useful for tasks
  // that need to be paused": a relative clause says what a kind of thing allows or needs, not a step. Unless
  // the sentence presents the thing to the reader ("These are the rules that should be applied", "there are
  // a few variables that need to be configured"): that is the instruction, said in passing.
  const before = words[modal.index - 1];
  if (before && /^(that|which)$/.test(before.word) && (/^(can|could|may|might)$/.test(modal.modal) || !presentsTheThing(words, modal.index - 1))) return true;
  // "the wallet whose positions should be fetched": a relative clause on "whose" and its noun phrase.
  const whose = lastIndexOfWord(words, 'whose', Math.max(0, modal.index - 4), modal.index - 1);
  if (whose >= 0 && words.slice(whose + 1, modal.index).every((word) => !endsClause(word)) && words[modal.index - 1].tags.has('Noun') && !presentsTheThing(words, whose)) return true;
  // "the organization they should be added to": a relative clause without "that", its subject a pronoun right after the noun it describes.
  const head = words[modal.index - 2];
  if (before && /^(they|it|he|she)$/.test(before.word) && head && /^\s+$/.test(head.after) && head.tags.has('Noun') && !head.tags.has('Pronoun') && !presentsTheThing(words, modal.index - 1)) return true;
  // An indirect question: "Choose which field should be updated".
  return words.slice(0, modal.index).some((word) => /^(whether|which|what|how|when|why|where|if)$/.test(word.word) && !word.quoted);
}

/**
 * "Choose a user and click **Save**. This user should be created.", "Wait a few minutes, the issue should
 * be resolved": after a step the reader takes (an instruction before, in the sentence or the one before
 * it), "should" says what to expect of a particular thing ("this user", "the issue", "it").
 */
function isExpectation(words: readonly Word[], modalIndex: number, afterStep: () => boolean): boolean {
  if (modalIndex === 0) return false;
  // "You should now see a new run, and a new user should be added": the sentence itself says what to expect.
  if (words.slice(0, modalIndex).some((word, k) => word.word === 'you' && words[k + 1]?.word === 'should' && /^(now|see|get|receive|find)$/.test(words[k + 2]?.word ?? ''))) return true;
  let k = modalIndex - 1;
  while (k > 0 && !endsClause(words[k - 1]) && words[k - 1].word !== 'and') k--;
  // "…, then the new config should be loaded": a word of sequence before the subject is not part of it.
  while (k < modalIndex && /^(then|now|so|and)$/.test(words[k].word)) k++;
  const subject = words.slice(k, modalIndex);
  const particular = subject.length > 0 && subject.length <= 4 && (/^(this|that|the|your|it|they)$/.test(subject[0].word));
  return particular && ((k > 0 && isStep(words)) || afterStep());
}

/** Verbs that point the reader at something rather than have them act: "Note that …", "Remember …", "See …". */
const ATTENTION = new Set(['note', 'remember', 'see', 'consider', 'keep', 'ensure', 'make', 'be', 'read', 'learn']);

/** The sentence opens with an instruction to act ("Click **Save**", "Wait a few minutes"): not a preposition compromise reads as a verb ("Like all tasks, …"). */
function isStep(words: readonly Word[]): boolean {
  if (!isImperativeAt(words, 0) || ATTENTION.has(words[0].word)) return false;
  // "Like all tasks they don't have timeouts": a clause with a subject of its own before any subordinator is no instruction.
  for (let k = 1; k < words.length && !endsClause(words[k - 1]); k++) {
    if (/^(if|when|whether|that|because|so|to)$/.test(words[k].word)) break;
    if (/^(they|we|it|he|she|i)$/.test(words[k].word) && !words[k].quoted) return false;
  }
  return true;
}

/** Modals of a possible result: "can be reused", not "must be reused" (a step the purpose asks for). */
const RESULT = new Set(['can', 'could', 'may', 'might']);

/**
 * The clause of the modal at `modalIndex` is what another clause guarantees or is for: it follows
 * "ensures (that)", "guarantees", "makes sure" or a "so (that)" of purpose (no comma before it),
 * with only its subject between.
 */
function resultClause(words: readonly Word[], modalIndex: number): boolean {
  // "ensure tokens survive restarts and can be shared": a second verb phrase shares the first one's subject, and its "ensure".
  if (/^(and|or)$/.test(words[modalIndex - 1]?.word ?? '')) {
    for (let k = modalIndex - 2; k >= 0 && modalIndex - k <= 10 && !endsClause(words[k]); k--) {
      if (/^(ensures?|ensured|ensuring|guarantees?|guaranteed|guaranteeing)$/.test(words[k].word) && !words[k].quoted) return true;
    }
    return false;
  }
  for (let k = modalIndex - 1; k >= 0 && modalIndex - k <= 7; k--) {
    const word = words[k];
    if (word.quoted) return false;
    if (/^(ensures?|ensured|ensuring|guarantees?|guaranteed|guaranteeing)$/.test(word.word)) return true;
    if (word.word === 'sure' && /^(make|makes|making|made)$/.test(words[k - 1]?.word ?? '')) return true;
    // Purpose: "so that it can be", "ingest it so it can be used". A "so" after a comma is a result ("…, so
    // this method can also be handed to …"): what that makes possible, often for the reader.
    if (word.word === 'so' && k > 0 && !endsClause(word) && (words[k + 1]?.word === 'that' || !endsClause(words[k - 1]))) return true;
    if (word.word === 'that' && k + 1 < modalIndex) continue;
    // A verb ends the subject; compromise's verb reading of a noun in the subject ("so latency can be kept") does not.
    if (endsClause(word) || (word.tags.has('Verb') && !word.tags.has('Gerund') && !word.tags.has('Adjective') && !word.tags.has('Noun') && !tagsAlone(word.word).has('Noun'))) return false;
  }
  return false;
}

/** The subject before the modal at `modalIndex` opens with "only": "Only selected dashboards can be …". */
function onlySubject(words: readonly Word[], modalIndex: number): boolean {
  let k = modalIndex - 1;
  // Past the phrases that describe the subject: "only fields explicitly listed as sortable can be used",
  // "only `enqueued` and `processing` tasks", "only users with non-public domains (for example, …)".
  while (k >= 0 && modalIndex - k <= 16 && words[k].word !== 'only') {
    const word = words[k];
    if (/\)/.test(word.after)) {
      const open = beforeParenthesis(words, k + 1);
      if (open === k + 1) return false;
      k = open - 1;
      continue;
    }
    if (endsClause(word)) return false;
    // compromise may read a plural after a name as a verb ("`processing` tasks").
    const plural = /s$/.test(word.word) && tagsAfterThe(word.word).has('Noun');
    const describes = plural || word.tags.has('Noun') || word.tags.has('Adjective') || word.tags.has('Determiner') || word.tags.has('Hyphenated') || word.object || participleAt(words, k) !== undefined || (isAdverb(word) && !word.tags.has('Conjunction')) || /^(as|in|with|by|for|on|of|and|or)$/.test(word.word);
    if (!describes) return false;
    k--;
  }
  return k >= 0 && k < modalIndex - 1 && words[k].word === 'only' && !words[k].quoted;
}

/** After the participle, in its clause: "due to", "because of", "as a result of", "owing to" name the cause. */
function causedBy(words: readonly Word[], participleIndex: number): boolean {
  for (let k = participleIndex + 1; k < words.length - 1; k++) {
    const [word, next] = [words[k], words[k + 1]];
    if (!word.quoted && ((/^(due|owing)$/.test(word.word) && next.word === 'to') || (word.word === 'because' && next.word === 'of') || (word.word === 'result' && next.word === 'of' && words[k - 1]?.word === 'a'))) return true;
    if (endsClause(word) && !/,/.test(word.after)) return false;
  }
  return false;
}

/** The subject before the modal at `modalIndex` opens with "no", or is "nothing", "none" or "nobody". */
function negatedSubject(words: readonly Word[], modalIndex: number): boolean {
  let k = modalIndex - 1;
  if (/^(nothing|none|nobody|no-one)$/.test(words[k]?.word ?? '')) return true;
  while (k >= 0 && modalIndex - k <= 4 && !endsClause(words[k]) && (words[k].tags.has('Noun') || words[k].tags.has('Adjective') || words[k].object) && !words[k].tags.has('Pronoun')) k--;
  return k < modalIndex - 1 && words[k]?.word === 'no';
}

/**
 * The clause opens with a limit whose description the passive completes: "Max number of concurrent
 * clients [can be opened]" (with "can"), "Maximum number of times a tool [should be retried]" (a count
 * of times, with any modal). "The maximum size must be set" asks the reader to set it, and is no such fragment.
 */
function statesLimit(words: readonly Word[], modalIndex: number, can: boolean): boolean {
  let k = modalIndex - 1;
  while (k > 0 && modalIndex - k <= 8 && !endsClause(words[k - 1])) k--;
  const at = words[k]?.word === 'the' || words[k]?.word === 'a' ? k + 1 : k;
  const opener = words[at];
  if (opener === undefined || opener.quoted || !/^(max|maximum|min|minimum|limit)$/.test(opener.word)) return false;
  return can || words.slice(at, modalIndex).some((word, n, phrase) => word.word === 'times' && phrase[n - 1]?.word === 'of');
}

/** A form of `be` governs the noun a relative clause at `relative` describes, with no preposition or verb between: "these are the rules that …". */
function presentsTheThing(words: readonly Word[], relative: number): boolean {
  for (let k = relative - 1; k >= 0; k--) {
    const word = words[k];
    if (isBe(word)) return true;
    if (word.tags.has('Preposition') || tagsAlone(word.word).has('Preposition') || (word.tags.has('Verb') && !word.tags.has('Gerund') && !word.tags.has('Adjective'))) return false;
  }
  return false;
}

/** What the reader writes instead: "you can find", "you should store", or the instruction "Add" / "Never expose". */
function readerForm(modal: Modal, adverbs: readonly string[], base: string): string {
  // "They can all be extended": a quantifier that floats from the subject stays with it, not with the reader's verb.
  const lead = adverbs.filter((adverb) => !/^(not|never|all|both|each)$/i.test(adverb));
  const never = adverbs.some((adverb) => /^never$/i.test(adverb));
  const words = (...parts: string[]) => [...parts, ...lead, base].join(' ');
  if (modal.modal === 'can') return words('you can');
  if (modal.modal === 'should') return never ? words('you should never') : modal.negated ? words('you should not') : words('you should');
  if (never) return words('never');
  if (modal.negated) return words('do not');
  return [...lead, base].join(' ');
}

/**
 * The agent after `by`, past the participle's particle and a short phrase ("is mailed to each owner
 * by the billing service"): a noun phrase that opens with a determiner, a possessive, a pronoun or a
 * name, and is no measure or time ("by the second", "by up to a minute"). A bare noun after `by`
 * is a means ("by email", "by default", "by hand").
 */
function agentAfter(words: readonly Word[], participleIndex: number): Word[] | undefined {
  let k = participleIndex + 1;
  // "is generated and signed by the API": two participles share the agent; "is session-scoped and backed by a
  // storage backend": the `by` of the second names a component, as it would alone.
  const second = words[k]?.word === 'and' || words[k]?.word === 'or' ? participleAt(words, k + 1) : undefined;
  if (second) {
    if (second.base && BY_IS_NO_AGENT.has(second.base)) return undefined;
    k = second.index + 1;
  }
  let by = -1;
  for (let j = k; j < words.length && j <= participleIndex + 8; j++) {
    const word = words[j];
    if (word.word === 'by' && !word.quoted) {
      by = j;
      break;
    }
    if (endsClause(words[j - 1]) && j > participleIndex + 1) return undefined;
    // compromise tags the `to` of "written to disk" as a conjunction; there it is the preposition it is.
    if ((word.tags.has('Conjunction') && word.word !== 'to') || /^(that|which|who|when|if|and|or|but|because|while|unless|until|where)$/.test(word.word)) return undefined;
    // A gerund before a noun describes it ("to billing contacts"); any other verb starts a clause of its own.
    const modifier = word.tags.has('Gerund') && words[j + 1]?.tags.has('Noun') && !words[j + 1].tags.has('Pronoun') && !endsClause(word);
    if (word.tags.has('Verb') && !modifier && !word.tags.has('Particle') && !word.tags.has('PhrasalVerb') && j > k) return undefined;
  }
  if (by < 0 || endsClause(words[by])) return undefined;
  // "are designed for programmatic consumption by AI assistants": the `by` belongs to the action noun before it.
  if (by > participleIndex + 1 && words[by - 1].tags.has('Noun') && /(tion|sion|ment|ance|ence)$/.test(words[by - 1].word)) return undefined;
  const first = words[by + 1];
  if (!first || first.quoted) return undefined;
  // "by one of our workers", "by any of the admins": a part of a group acts.
  const partOf = (first.tags.has('Value') || QUANTIFIERS.has(first.word)) && words[by + 2]?.word === 'of' && !endsClause(first) && opensAgent(words[by + 3]);
  // "by individuals who want to …": people, named by what they do.
  if (first.tags.has('Plural') && !first.tags.has('Value') && words[by + 2]?.word === 'who' && !endsClause(first)) return [first];
  if (!partOf && (!opensAgent(first) || (first.tags.has('Value') && !first.tags.has('Determiner')))) return undefined;
  const agent: Word[] = partOf ? [first, words[by + 2], words[by + 3]] : [first];
  for (let j = by + agent.length + 1; j < words.length && agent.length < 6; j++) {
    const word = words[j];
    // An aside in parentheses after the noun ("a parent task (a.k.a. a child task)") is not the agent's name.
    if (endsClause(words[j - 1]) || word.before.includes('(') || word.quoted) break;
    const next = words[j + 1];
    // "by the server's configured tax": compromise reads the possessive `'s` as "has"; before a noun phrase it is the possessive.
    if (word.text === '' && /^(has|is)$/.test(word.word) && next && !endsClause(word) && ['Noun', 'Adjective', 'PastTense', 'Gerund'].some((tag) => next.tags.has(tag)) && !next.tags.has('Pronoun')) {
      agent.push(word);
      continue;
    }
    // "by both servers and clients", "by the API or the SDK": two agents joined act together.
    if (/^(and|or)$/.test(word.word) && agent.some((earlier) => earlier.tags.has('Noun') && !earlier.tags.has('Pronoun')) && next && !next.quoted && !endsClause(words[j - 1]) && ((next.tags.has('Noun') && !next.tags.has('Pronoun') && !next.tags.has('Verb')) || next.tags.has('Determiner') || (next.tags.has('Possessive') && !/^(its|their)$/.test(next.word))) && !opensClause(words, j + 1)) {
      agent.push(word);
      continue;
    }
    // A version or a number inside a name, before its noun: "any OAuth 2.1 Authorization Server".
    const numberInName = word.tags.has('Value') && !endsClause(word) && next !== undefined && (next.tags.has('Noun') || /^[A-Z]/.test(next.text));
    // "your non-technical peers": the first part of a hyphenated word ("non", "self", "third") is part of it.
    const hyphenPrefix = word.tags.has('Hyphenated') && next?.tags.has('Hyphenated') === true && next.start === word.end + 1;
    // "your IT administrators": compromise reads "IT" as the pronoun "it"; in capitals it is a name.
    const acronym = /^[A-Z]{2,}$/.test(word.text);
    // "by both parties", "by the on-call engineers": a plural compromise reads as a verb in the third person, after the words that open its noun phrase.
    const pluralAsVerb = word.tags.has('PresentTense') && /[^s]s$/.test(word.word) && tagsAfterThe(word.word).has('Noun') && !endsClause(agent[agent.length - 1]) && ['Determiner', 'Adjective', 'Hyphenated', 'Possessive'].some((tag) => agent[agent.length - 1].tags.has(tag));
    const inPhrase = hyphenPrefix || pluralAsVerb || (word.tags.has('Determiner') && /^(and|or)$/.test(agent[agent.length - 1]?.word ?? '')) || acronym || word.object || ['Noun', 'Adjective', 'ProperNoun', 'Acronym', 'Possessive', 'Organization'].some((tag) => word.tags.has(tag)) || (word.tags.has('Gerund') && agent.length > 0) || (word.tags.has('PastTense') && !word.tags.has('Passive') && next?.tags.has('Noun')) || numberInName;
    // "the on-call engineer": a hyphenated word's parts are one word, whatever each part alone would be.
    const hyphenPart = hyphenPrefix || (word.tags.has('Hyphenated') && agent[agent.length - 1]?.tags.has('Hyphenated') && word.start === agent[agent.length - 1].end + 1);
    if (!(inPhrase || hyphenPart) || (!hyphenPart && ((word.tags.has('Pronoun') && !acronym) || word.tags.has('Preposition') || tagsAlone(word.word).has('Preposition') || tagsAlone(word.word).has('Conjunction')))) break;
    // Adjectives come before the noun: one after it ("the Acme Foundation [under] …") starts something else.
    // compromise tags a possessive ("your", "our") as a noun too; it is the determiner before the adjectives.
    // After "and" or "or", a new noun phrase starts: "by the server or a malicious client".
    const conjunct = agent.slice(agent.findLastIndex((earlier) => /^(and|or)$/.test(earlier.word)) + 1);
    if (word.tags.has('Adjective') && !word.tags.has('Noun') && conjunct.some((earlier) => earlier.tags.has('Noun') && !earlier.tags.has('Possessive'))) break;
    // "signed by Upstash using your signing keys": "using" says how the agent acts, not who it is.
    if (word.word === 'using') break;
    agent.push(word);
    // "the people running the project": a participle phrase after the head belongs to the agent.
    if (opensParticiplePhrase(words, j)) {
      const gerund = agent.length - 1;
      for (let g = j + 1; g < words.length && agent.length < 8 && !endsClause(words[g - 1]); g++) {
        if (!(words[g].tags.has('Determiner') || words[g].tags.has('Noun') || words[g].tags.has('Adjective'))) break;
        agent.push(words[g]);
      }
      // "the client using any means": a phrase that ends before its noun says how, not who; the agent is "the client".
      const end = agent[agent.length - 1];
      if (agent.length - 1 > gerund && (!end.tags.has('Noun') || end.tags.has('Determiner'))) agent.length = gerund;
      break;
    }
  }
  // The noun that says what the agent is ("workers" of "one of our workers").
  const head = partOf ? agent[agent.length - 1] : agentHead(agent);
  // "by the active [line break] 4Mica deployment" read as "the active": a phrase without its noun names nobody.
  const pluralHead = head.tags.has('PresentTense') && /[^s]s$/.test(head.word) && tagsAfterThe(head.word).has('Noun') && agent.length > 1;
  if (!(head.object || head.tags.has('Noun') || pluralHead || head.tags.has('ProperNoun') || head.tags.has('Acronym') || /^[A-Z]/.test(head.text)) || (head.tags.has('Adjective') && !head.tags.has('Noun'))) return undefined;
  // "by your" with its noun out of reach: a determiner alone names nobody.
  if (head.tags.has('Possessive') && head.tags.has('Pronoun')) return undefined;
  // A measure or a time: "by the second", "by a minute", "by a factor of two".
  if (head.tags.has('Value') || head.tags.has('Duration') || head.tags.has('Date') || head.tags.has('Unit')) return undefined;
  // "by the end of the day", "by the start of the next cycle", "by the fifth business day": a time, which no one is.
  if (TIME_HEAD.test(head.word) || (TIME_HEAD.test(agent[agent.length - 1].word) && agent.some((word) => word.tags.has('Date') || word.tags.has('Duration')))) return undefined;
  if (/^(end|start|beginning|middle|close)$/.test(head.word) && words[by + agent.length + 1]?.word === 'of') return undefined;
  if ((first.word === 'a' || first.word === 'an') && words[by + agent.length + 1]?.word === 'of') return undefined;
  // "kept by the front door", "placed by the window": a place beside which a thing is left, not who acts.
  if (PLACE.test(head.word)) return undefined;
  // "referenced by an explicit identifier", "signed by your secret key": a name, a key or a value is the means, not who acts.
  if (MEANS.has(head.word)) return undefined;
  // "by the system" names nobody the reader knows; the passive is as clear.
  if (agent.length === 2 && first.word === 'the' && head.word === 'system') return undefined;
  if (agent.length === 1 && first.tags.has('Determiner') && !first.tags.has('Pronoun')) return undefined;
  return agent;
}

/** "by admins", "by load balancers, monitoring systems, or …": a bare noun phrase after `by` whose head is plural names those who act (a means is singular: "by email", "by default"). */
function namesPlural(words: readonly Word[], from: number): boolean {
  for (let k = from; k < words.length && k < from + 3; k++) {
    const word = words[k];
    if (!(word.tags.has('Noun') || word.tags.has('Adjective')) || word.quoted || word.tags.has('Pronoun') || word.tags.has('Value')) return false;
    if (word.tags.has('Plural')) return true;
    if (endsClause(word)) return false;
  }
  return false;
}

/** "by at least two Core Maintainers", "by three reviewers": a number of people or things that act, not a measure ("by at least 5 seconds"). */
function countsPeople(words: readonly Word[], from: number): boolean {
  const bound = /^(at|up|more|fewer|less|no)$/.test(words[from]?.word ?? '') && /^(least|most|to|than|fewer|more)$/.test(words[from + 1]?.word ?? '');
  const k = bound ? (words[from + 2]?.word === 'than' ? from + 3 : from + 2) : from;
  const count = words[k];
  if (!count || !count.tags.has('Value') || count.tags.has('Ordinal') || endsClause(count) || (bound && endsClause(words[from + 1]))) return false;
  const noun = words[k + 1];
  return noun !== undefined && (noun.tags.has('Noun') || /^[A-Z]/.test(noun.text)) && !['Value', 'Duration', 'Unit', 'Date'].some((tag) => noun.tags.has(tag));
}

/** Nouns of a place: after `by`, where a thing is ("left by the door"), not who acts. */
const PLACE = /^(door|doors|window|windows|entrance|exit|gate|desk|wall|bed|sink|stairs|staircase|elevator|lift|counter|register|reception|fireplace|bedside|roadside|side|corner|road|river|sea|lake)$/;

/** Nouns of a time: after `by`, a deadline ("by the end of the day", "by the fifth business day"), not who acts. */
const TIME_HEAD = /^(end|start|beginning|middle|close|deadline|day|days|week|weeks|month|months|year|years|hour|hours|morning|evening|night|noon|midnight|weekend|date|time|cutoff)$/;

/** Nouns of the means by which a thing is found, told apart or secured: after `by`, how, not who. */
const MEANS = new Set(['identifier', 'identifiers', 'id', 'ids', 'name', 'names', 'key', 'keys', 'hash', 'value', 'values', 'path', 'url', 'label', 'labels', 'tag', 'tags', 'number', 'address', 'token', 'header', 'parameter', 'field', 'pattern', 'prefix', 'suffix']);

/** Words that take a part of a group: "one of the admins", "any of our workers". */
const QUANTIFIERS = new Set(['one', 'any', 'each', 'some', 'all', 'either', 'many', 'none', 'most']);

/** A word that opens a noun phrase naming who acts: a determiner, a possessive, a subject pronoun, a name, code. */
function opensAgent(first: Word | undefined): boolean {
  if (!first || first.quoted) return false;
  return (
    first.object ||
    first.tags.has('Determiner') ||
    first.tags.has('Possessive') ||
    (first.tags.has('Pronoun') && SUBJECT_PRONOUNS[first.word] !== undefined) ||
    first.tags.has('ProperNoun') ||
    first.tags.has('Organization') ||
    first.tags.has('Acronym') ||
    first.tags.has('Person') ||
    /^[A-Z]/.test(first.text)
  );
}

/** A noun phrase at `from` that a verb follows: "[the response] is sent" opens a clause, not a second agent. */
function opensClause(words: readonly Word[], from: number): boolean {
  let k = from;
  while (k < words.length && k - from < 5 && !endsClause(words[k]) && ['Determiner', 'Adjective', 'Noun', 'Possessive', 'Value'].some((tag) => words[k].tags.has(tag)) && !words[k].tags.has('Verb')) k++;
  const after = words[k];
  return after !== undefined && k > from && !endsClause(words[k - 1]) && (after.tags.has('Copula') || after.tags.has('Modal') || after.tags.has('Auxiliary') || (after.tags.has('Verb') && !after.tags.has('Gerund') && !after.tags.has('Participle')));
}

/**
 * A gerund, or a word compromise read as a noun that is a gerund before its object's determiner:
 * "the people maintaining your project", where "maintaining" is tagged as a noun in context.
 */
function opensParticiplePhrase(words: readonly Word[], k: number): boolean {
  const word = words[k];
  const next = words[k + 1];
  return word.tags.has('Gerund') || (tagsAlone(word.word).has('Gerund') && next !== undefined && !endsClause(word) && (next.tags.has('Determiner') || next.tags.has('Possessive')));
}

/** The word of the agent a verb agrees with: the last noun before a participle phrase ("the people running it" → "people"). */
function agentHead(agent: readonly Word[]): Word {
  // "one of our workers" agrees with "one".
  if (agent[1]?.word === 'of') return agent[0];
  // A gerund after a determiner or a possessive describes the noun after it: "Acme's billing service".
  const gerund = agent.findIndex((word, index) => index > 0 && opensParticiplePhrase(agent, index) && !agent[index - 1].tags.has('Determiner') && !agent[index - 1].tags.has('Possessive') && agent[index - 1].text !== '');
  return agent[(gerund < 0 ? agent.length : gerund) - 1] ?? agent[0];
}

/** "the billing service mails", "the consumer did not acknowledge", "an administrator must allow-list". */
function agentRewrite(be: Word, modal: Modal | undefined, negated: boolean, agent: readonly Word[], bases: readonly string[] | undefined, conjunction: string, spell: Spell, aspect?: Aspect, adverbs: readonly string[] = []): string | undefined {
  if (!bases) return undefined;
  const lead = adverbs.map((adverb) => `${adverb} `).join('');
  // Each verb conjugated, joined as the sentence joins its participles: "pays and confirms".
  const both = (form: (base: string) => string): string => lead + bases.map(form).join(` ${conjunction} `);
  const base = lead + bases.join(` ${conjunction} `);
  // "cannot be tampered with by any party": "any" under a negation is "no party can tamper"; "must not" forbids, so "no admin may".
  if (agent[0].word === 'any' && agent.length > 1 && (negated || modal?.negated || modal?.modal === 'cannot')) {
    const positive = modal ? { ...modal, modal: modal.modal === 'cannot' ? 'can' : modal.modal === 'must' ? 'may' : modal.modal, negated: false } : undefined;
    return agentRewrite(be, positive, false, agent, bases, conjunction, (from, to) => spell(from, to).replace(/^any\b/i, 'no'), aspect, adverbs);
  }
  const written = spell(agent[0], agent[agent.length - 1]).replace(/\s+/g, ' ').trim();
  const pronoun = SUBJECT_PRONOUNS[written.toLowerCase()];
  const subject = pronoun ?? written;
  const head = agentHead(agent);
  // "by URL-formatted client_ids": an identifier the page writes as a plural ("…_ids", "…Ids") is many things.
  const pluralName = head.object && /(_|[a-z])(ids|keys|tokens|urls|names|s)$/.test(spell(head, head)) && !/(ss|us|is)$/.test(spell(head, head));
  const plural = pronoun ? /^(we|they|you)$/.test(pronoun) : pluralName || isPluralSubject(agent, agent.indexOf(head));
  const person = personOf(pronoun, plural);
  const not = negated ? 'not ' : '';
  if (aspect?.kind === 'perfect') {
    const participle = both((verb) => verbForms(verb).Participle ?? pastOf(verb, 'singular'));
    if (modal) return `${subject} ${modal.modal}${modal.negated ? ' not' : ''} have ${participle}`;
    const have = aspect.auxiliary.word === 'had' || /['’]d$/.test(aspect.auxiliary.text) ? 'had' : presentOf('have', person);
    return `${subject} ${have} ${not}${participle}`;
  }
  if (aspect?.kind === 'progressive') {
    const gerund = both((verb) => verbForms(verb).Gerund ?? `${verb}ing`);
    const auxiliary = /^(was|were)$/.test(aspect.auxiliary.word) ? pastOf('be', person) : presentOf('be', person);
    return `${subject} ${auxiliary} ${not}${gerund}`;
  }
  if (modal) return `${subject} ${modal.modal === 'cannot' ? 'cannot' : modal.negated ? `${modal.modal} not` : modal.modal} ${base}`;
  // "did not sign", "does not typically pick": the adverbs follow the negation.
  const bare = bases.join(` ${conjunction} `);
  const negative = (form: string): string => `${form.slice(0, form.length - bare.length)}${lead}${bare}`;
  if (/^(was|were)$/.test(be.word)) return `${subject} ${negated ? negative(negativePastOf(bare, person, false)) : both((verb) => pastOf(verb, person))}`;
  return `${subject} ${negated ? negative(negativePresentOf(bare, person, false)) : both((verb) => presentOf(verb, person))}`;
}

/** Particles a phrasal verb takes after its object: "pick [it] back up", "fill [the form] in". */
const PARTICLE = /^(up|down|out|in|off|on|back|over|away|through|around)$/;

/**
 * The clause in the active voice, from its subject to the passive's agent (or its participle):
 * "Refund requests are typically reviewed by our team" → "Our team typically reviews refund requests",
 * "The SIM card must be inserted" → "Insert the SIM card". Undefined where the subject is no noun
 * phrase that opens its clause, or where words between the participle and `by` end a clause.
 */
function activeClause(words: readonly Word[], finding: Finding & { active?: string }, unit: Pick<DetachedUnit, 'slice'>): { start: number; end: number; text: string } | undefined {
  if (finding.kind === 'impersonal' || !finding.active) return undefined;
  const subjectStart = subjectStartBefore(words, finding.from.index);
  if (subjectStart === undefined) return undefined;
  const first = words[subjectStart];
  const object = objectForm(unit.slice(first.start, words[finding.from.index - 1].end), first);
  let k = finding.to.index + 1;
  const particles: Word[] = [];
  while (words[k] && PARTICLE.test(words[k].word) && words[k].tags.has('Particle') && !endsClause(words[k - 1])) particles.push(words[k++]);
  let end = particles.length > 0 ? particles[particles.length - 1] : finding.to;
  let middle = '';
  if (finding.kind === 'agent') {
    const by = finding.agent[0].index - 1;
    if (words.slice(finding.to.index, by).some(endsClause)) return undefined;
    // "is written to disk by the proxy" → "the proxy writes the access log to disk".
    if (by > k) middle = ` ${unit.slice(words[k].start, words[by - 1].end)}`;
    end = finding.agent[finding.agent.length - 1];
    // "is written by the proxy, not by your app": a second agent would be left without its verb.
    if (words.slice(end.index + 1).some((word, n, rest) => word.word === 'by' && !word.quoted && /^(not|and|or|but)$/.test((n > 0 ? rest[n - 1] : end).word))) return undefined;
  }
  const after = particles.length > 0 ? ` ${particles.map((word) => word.text).join(' ')}` : '';
  // "They can all be extended" → "You can extend them all", "the files can both be deleted" → "delete both the files":
  // a quantifier that floats from the subject goes back to it as the object.
  const floating = words.slice(finding.from.index + 1, finding.to.index).find((word) => /^(all|both|each)$/.test(word.word) && !word.quoted);
  const quantified = !floating ? object : /^(them|these|those|us)$/.test(object) ? `${object} ${floating.text}` : `${floating.word === 'each' ? 'each of' : floating.text} ${object}`;
  let text = `${finding.active} ${quantified}${after}${middle}`;
  if (subjectStart === 0 || /[.!?:]\s*$/.test(words[subjectStart - 1]?.after ?? '')) text = text[0].toUpperCase() + text.slice(1);
  else if (finding.kind === 'reader' && /^[A-Z]/.test(text) && !/^I\b/.test(text)) text = text[0].toLowerCase() + text.slice(1);
  return { start: first.start, end: end.end, text };
}

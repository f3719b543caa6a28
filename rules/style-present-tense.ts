import { createRule } from '../src/rule-kit/create-rule.js';
import { ALLOW_OPTION_SCHEMA, allowedPhrases } from '../src/prose/allowed-phrases.js';
import { checkLater, combineVisitors, isNormativePage, isProposalPage, isRoadmapPage, isStyleExemptPage, matchCase, proseVisitors, rewriteSuggestion, STYLE_SCOPE, type DetachedUnit, type LaterReport, type ProseUnit } from '../src/prose/index.js';
import { sectionTrail } from '../src/prose/section-titles.js';
import {
  grammarOf,
  hyphenatedSpan,
  isBe,
  isImperativeAt,
  isKnownVerb,
  baseOfParticiple,
  isNegative,
  isPlain,
  isVerbAfterTo,
  isPluralSubject,
  negativePresentOf,
  endsClause,
  personOf,
  phrasalVerb,
  presentOf,
  reportedAt,
  skipAdverbs,
  subjectBefore,
  tagsAlone,
  timeToCome,
  type Word,
} from '../src/prose/grammar/index.js';

interface Options extends Record<string, unknown> {
  allow: string[];
}

/** Sentences that can hold the future tense; the grammar reads only these. */
const FUTURE_CUE = /\bwill\b|\bshall\b|['’]ll\b|\bwon['’]t\b|\bgoing to\b/i;

interface Finding {
  from: Word;
  to: Word;
  replacement: string;
  messageId: 'future' | 'shall';
  /** The verb phrase is affirmative and active, with an object: what a promise is made of. */
  affirmative: boolean;
  /** The reader is the subject ("you'll need them later"): a step ahead in the reader's own task, never a product's promise. */
  reader: boolean;
}

export default createRule<Options>({
  meta: {
    id: 'style-present-tense',
    description: 'Prose describes what happens in the present tense: no "will return", "is going to" or "shall".',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    hasSuggestions: true,
    messages: {
      future: '"{{phrase}}" is future tense; write "{{replacement}}".',
      shall: '"{{phrase}}" is future tense; write "{{replacement}}", or "must" for a requirement.',
      promise: '"{{phrase}}" promises what a product will do, which goes stale when it ships or slips; say what it does today, and keep plans in a changelog or roadmap.',
    },
    defaultOptions: { allow: [] },
    optionsSchema: ALLOW_OPTION_SCHEMA,
  },
  create(context) {
    // A roadmap and a design proposal plan what is to come: "This SEP will add a `tasks` capability".
    if (isStyleExemptPage(context) || isRoadmapPage(context) || isProposalPage(context)) return {};
    const allow = allowedPhrases(context.options);
    // A specification's "shall" is an RFC 2119 requirement, not a tense.
    const normative = isNormativePage(context);
    const check = (unit: DetachedUnit, planned: boolean, report: LaterReport): void => {
      // In a section about plans ("Dynamic Secrets (Coming Soon)"), or after "This feature is in development.", `will` plans.
      if (planned) return;
      let announced = false;
      for (const sentence of unit.sentences) {
        if (PLAN_CUE.test(sentence.text)) announced = true;
        if (announced || !FUTURE_CUE.test(sentence.text)) continue;
        const words = grammarOf(sentence);
        if (promisesOutcome(words)) continue;
        const time = timeToCome(words);
        for (let i = 0; i < words.length; i++) {
          const finding = futureAt(words, i);
          if (!finding) continue;
          i = finding.to.index;
          if (finding.messageId === 'shall' && (normative || finding.from.text === 'SHALL')) continue;
          const phrase = unit.slice(finding.from.start, finding.to.end);
          if (allow.has(phrase.toLowerCase())) continue;
          // In a sentence about a real future (a date, a version, a plan, a deprecation) `will` is the right tense,
          // unless, with no date to pin it, a product promises what it will do.
          const ahead = time !== undefined && (time.specific || time.plan);
          const promise = ahead && !time.specific && !time.deprecation && finding.affirmative && !finding.reader;
          if (ahead && !promise) continue;
          // "You'll need this in a moment", "you'll need it later": the reader's next step; "the page will reload
          // in a moment" and "this will let you update it later" say what the product does, a tense.
          if (!ahead && (time?.stepAhead || time?.vague) && finding.reader) continue;
          const replacement = matchCase(finding.replacement, phrase);
          const suggest = promise ? undefined : rewriteSuggestion(unit, finding.from.start, finding.to.end, replacement);
          report({
            loc: unit.locate(finding.from.start, finding.to.end),
            messageId: promise ? 'promise' : finding.messageId,
            data: { phrase, replacement },
            ...(suggest ? { suggest } : {}),
          });
        }
      }
    };
    const sections = sectionTrail();
    // Checked once every page was read, so that the grammar tags every page's sentences together.
    const later = checkLater(context, check, (sentence) => FUTURE_CUE.test(sentence.text) || PLAN_CUE.test(sentence.text));
    const read = (unit: ProseUnit): void => later(unit, sections.open.some((section) => PLANNED_SECTION.test(section.title)));
    return combineVisitors(proseVisitors(context, read, { ...STYLE_SCOPE, prefilter: FUTURE_CUE }), { heading: sections.heading });
  },
});

/** A section about what is planned: "Dynamic Secrets (Coming Soon)", "Upcoming features", "Roadmap". */
const PLANNED_SECTION = /\b(coming soon|roadmap|upcoming|planned|(in|under) (active )?development|future (work|plans|releases?))\b/i;
/** A sentence that announces a plan, after which the paragraph's `will` plans: "This feature is currently in development." (not "is running in development mode"). */
const PLAN_CUE = /\b(coming soon|(is|are|currently|still) (in|under) (active )?development\b(?! (mode|environment|server|build))|not yet (available|released|supported))\b/i;

/** The guide itself, as a time: "this tutorial", "the quickstart". */
const GUIDE = /^(guide|tutorial|quickstart|walkthrough|course|lesson|workshop)$/;

/**
 * "By the end of this guide, you'll have …", "After this tutorial, you'll have …", "Once you finish
 * the quickstart, you will …", a title "What you'll learn" promise the reader an outcome: the future is right there.
 */
function promisesOutcome(words: readonly Word[]): boolean {
  if (words.some((word, i) => word.word === 'by' && words[i + 1]?.word === 'the' && words[i + 2]?.word === 'end')) return true;
  // "What you'll learn", "What you will build": a title that names the outcome of the page.
  if (words.length <= 5 && words[0]?.word === 'what' && words[1]?.word === 'you' && words[2]?.word === 'will') return true;
  const opener = words.findIndex((word) => /^(after|once|when)$/.test(word.word) && !word.quoted);
  return opener >= 0 && words.slice(opener + 1, opener + 6).some((word, k, rest) => GUIDE.test(word.word) && /^(this|the)$/.test(rest[k - 1]?.word ?? words[opener].word));
}

/** The future-tense verb phrase whose auxiliary is at `i` (`will`, `shall`, `'ll`, `won't`, `is going to`), with its present-tense rewrite. */
function futureAt(words: readonly Word[], i: number): Finding | undefined {
  const word = words[i];
  if (!word || word.quoted || word.object) return undefined;
  if (word.word === 'going' && words[i + 1]?.word === 'to' && isBe(words[i - 1])) {
    const be = words[i - 1];
    const verb = words[i + 2];
    if (!isPlain(verb) || !isImperativeAt(words, i + 2)) return undefined;
    const contracted = be.text === '';
    const from = contracted ? words[i - 2] : be;
    const subject = contracted ? words[i - 2] : subjectBefore(words, i - 1);
    if (predicted(words, subject)) return undefined;
    return build(words, from, i - 1, i + 2, verb, subject, false, 'future', false, i + 2);
  }
  if (word.word !== 'will' && word.word !== 'shall') return undefined;
  // compromise tags "will" after some nouns ("the build will run") as an auxiliary but not a modal; it is the same word.
  if (!word.tags.has('Modal') && !word.tags.has('Auxiliary')) return undefined;
  const before = words[i - 1];
  // `at will`, `free will`, `the will`: a noun.
  if (before && word.text !== '' && (before.tags.has('Preposition') || /^(the|a|an)$/.test(before.word) || before.tags.has('Possessive'))) return undefined;
  // A question: "Will my data be deleted?", "When will the job run?".
  const question = /\?\s*$/.test(words[words.length - 1]?.after ?? '');
  if (!before || (question && /^(what|when|where|why|how|which|who)$/.test(before.word))) return undefined;
  const contraction = word.text === '' ? before : undefined;
  const from = contraction ?? word;
  let j = i + 1;
  let negated = false;
  if (words[j]?.word === 'not' || (words[j]?.text === '' && isNegative(words[j]))) {
    negated = true;
    j++;
  }
  let verbIndex = skipAdverbs(words, j);
  // "will usually not survive": a negation among the adverbs negates the verb as one right after "will" does.
  if (!negated && words.slice(j, verbIndex).some((word) => word.word === 'not' && !word.quoted)) negated = true;
  // "Fly will at some point ask": a short phrase of time between the auxiliary and its verb, kept in the rewrite.
  if (words[verbIndex]?.tags.has('Preposition') && !endsClause(words[verbIndex])) {
    // The phrase ends with its noun ("at some point", "in turn"); the verb follows it.
    const after = words.findIndex((word, k) => k > verbIndex + 1 && k <= verbIndex + 4 && isPlain(word) && (words[k - 1].tags.has('Noun') || words[k - 1].tags.has('Value')) && !words[k - 1].tags.has('Pronoun') && !word.tags.has('Gerund') && !word.tags.has('Determiner') && !word.tags.has('Preposition') && (word.tags.has('Verb') || isKnownVerb(word.word)));
    if (after < 0 || words.slice(verbIndex, after).some(endsClause)) return undefined;
    verbIndex = after;
  }
  const verb = words[verbIndex];
  if (!isPlain(verb) || verb.tags.has('Preposition') || !isBaseVerb(words, verbIndex)) return undefined;
  const subjectWord = contraction ?? subjectBefore(words, i);
  // "Tell callers when you'll return their call", "check whether the job will run": an indirect question asks of the future itself.
  if (asksOfTheFuture(words, subjectWord)) return undefined;
  // "Tell the customer the part will arrive", "estimate how long it will take": the future of words reported, or of a question asked.
  if (reportedAt(words, i)) return undefined;
  // "operations you know will be long-running": the verb that foresees stands right before the future it foresees.
  if (predicted(words, subjectWord) || (before.text !== '' && FORESEE.test(before.word) && !before.quoted)) return undefined;
  // "We will notify you", "we'll email you a receipt", "we will return to you a URL": the company's promise to the reader.
  if (subjectWord?.word === 'we' && verb.word !== 'be' && (/^(you|your)$/.test(words[verbIndex + 1]?.word ?? '') || (/^(to|for|with)$/.test(words[verbIndex + 1]?.word ?? '') && /^(you|your)$/.test(words[verbIndex + 2]?.word ?? '')))) return undefined;
  const wonT = /^won['’]t$/i.test(word.text);
  return build(words, from, i, verbIndex, verb, subjectWord, negated || wonT, word.word === 'shall' ? 'shall' : 'future', wonT, j);
}

/** The index of the word before the subject's noun phrase ("the new worker", "your job"), at most four words back. */
function beforeSubjectPhrase(words: readonly Word[], subject: Word): number {
  let k = subject.index - 1;
  while (k >= 0 && subject.index - k <= 4 && !endsClause(words[k]) && words[k].word !== 'that' && !words[k].tags.has('Gerund') && (words[k].tags.has('Determiner') || words[k].tags.has('Adjective') || words[k].tags.has('Possessive') || (words[k].tags.has('Noun') && !words[k].tags.has('Pronoun')))) k--;
  return k;
}

/** Verbs that take a question for their object: "tell them when", "ask the team whether". */
const ASKS = /^(tell|tells|ask|asks|inform|informs|remind|reminds|show|shows|let|lets)$/;

/**
 * The subject's phrase follows "whether" with a person for subject, or "when" after a verb ("define when it will run") or after
 * the person told ("tell callers when you'll return"): an indirect question, which asks of the future
 * itself. "When" that opens a clause of time, or follows a noun or a preposition, is a tense like any other.
 */
function asksOfTheFuture(words: readonly Word[], subject: Word | undefined): boolean {
  if (!subject) return false;
  const k = beforeSubjectPhrase(words, subject);
  const opener = words[k];
  if (!opener || opener.quoted || endsClause(opener) || !/^(when|whether)$/.test(opener.word)) return false;
  // "whether you will find it", "whether they will outgrow the need": people's futures; "whether the server will emit
  // notifications" asks what a product does, which the present says.
  if (opener.word === 'whether') return /^(you|we|they|i|he|she)$/.test(subject.word);
  const before = words[k - 1];
  if (!before || endsClause(before)) return false;
  if (before.tags.has('Verb') && !before.tags.has('Auxiliary') && !before.tags.has('Modal') && !before.tags.has('Copula') && !before.tags.has('Gerund')) return true;
  let v = k - 2;
  while (v >= 0 && (words[v].tags.has('Determiner') || words[v].tags.has('Possessive') || words[v].tags.has('Adjective'))) v--;
  return (before.tags.has('Noun') || before.tags.has('Pronoun')) && ASKS.test(words[v]?.word ?? '');
}

/** Verbs that foresee or report a future: what follows them is a prediction or a promise, whose future the present would change. */
const FORESEE = /^(detects?|detected|predicts?|predicted|expects?|expected|knows?|knew|notices?|noticed|senses?|sensed|guess(es)?|guessed|anticipates?|anticipated|estimates?|estimated|says?|said|promises?|promised|hop(e|es|ed|ing)|worr(y|ies|ied)|fears?|feared|afraid|concerned|expecting|predicting|anticipating|promising|guessing)$/;

/** "a package that detects it's going to run out of memory", "if the scheduler predicts that the job will fail": a foreseen future. */
function predicted(words: readonly Word[], subject: Word | undefined): boolean {
  if (!subject) return false;
  // Back past the subject's noun phrase ("the job", "the new worker") and a "that".
  let k = beforeSubjectPhrase(words, subject);
  if (words[k]?.word === 'that') k--;
  return k >= 0 && FORESEE.test(words[k].word) && !words[k].quoted && !endsClause(words[k]);
}

/** A verb in its base form after an auxiliary: `will [return]`, `will [be]`, not `free will [is]`. */
function isBaseVerb(words: readonly Word[], index: number): boolean {
  const verb = words[index];
  if (verb.word === 'be') return true;
  if (verb.tags.has('Gerund') || verb.tags.has('Copula')) return false;
  // compromise tags some base forms as past in context ("will automatically embed"); after `will` it is the base form if it reads as one after `to`.
  if (verb.tags.has('PastTense') && !verb.tags.has('Infinitive')) {
    const base = baseOfParticiple(verb.word);
    return base === undefined || base === verb.word;
  }
  if (verb.tags.has('PresentTense') && !verb.tags.has('Infinitive') && /s$/.test(verb.word)) return false;
  return verb.tags.has('Verb') || isKnownVerb(verb.word) || isImperativeAt(words, index) || (!verb.tags.has('Noun') && isVerbAfterTo(verb.word));
}

function build(
  words: readonly Word[],
  from: Word,
  auxIndex: number,
  verbIndex: number,
  verb: Word,
  subject: Word | undefined,
  negated: boolean,
  messageId: Finding['messageId'],
  contracted = false,
  adverbsFrom = auxIndex + 1,
): Finding {
  const plural = subject ? isPluralSubject(words, subject.index) && !gerundSubject(words, subject.index) : false;
  const person = personOf(subject?.word, plural);
  // "will auto-register" → "auto-registers", "will allow-list" → "allow-lists": the whole compound is the verb, inflected at its end.
  const span = hyphenatedSpan(words, verbIndex);
  // "will re-sync", "will pre-populate": a prefix the tagger keeps in one word keeps its hyphen too.
  const joined = span.start === span.end && /^[a-z]+-[a-z]+$/i.test(verb.text) ? verb.text.slice(0, verb.text.lastIndexOf('-') + 1).toLowerCase() : '';
  const stem = joined || words.slice(span.start, span.end).map((word) => `${word.text}-`).join('');
  const adverbs = words.slice(adverbsFrom, Math.min(verbIndex, span.start)).filter((word) => word.text !== '' && word.word !== 'not').map((word) => word.text);
  // "It'll take" → "It takes": the subject is part of the contraction, and of the rewrite.
  const prefix = subject && from === subject && from.index < auxIndex ? `${subject.text.replace(/['’](ll|re|s|m|ve|d)$/i, '')} ` : '';
  const last = words[span.end];
  const base = joined ? verb.text.slice(joined.length).toLowerCase() : stem ? last.word : phrasalVerb(verb.word);
  // "we'll need their username later": the tutorial's "we" needs what the reader needs.
  const reader = !subject?.quoted && (subject?.word === 'you' || (subject?.word === 'we' && /^(need|want)$/.test(base)));
  const affirmative = !negated && base !== 'be' && words.slice(verbIndex + 1, verbIndex + 3).some((word) => word.tags.has('Noun') || word.tags.has('Determiner') || word.object);
  // "will be able to" says "can".
  if (base === 'be' && words[verbIndex + 1]?.word === 'able' && words[verbIndex + 2]?.word === 'to') {
    const can = negated ? (contracted ? "can't" : 'cannot') : 'can';
    return { from, to: words[verbIndex + 2], replacement: [prefix + can, ...adverbs].join(' '), messageId, affirmative: false, reader };
  }
  let replacement: string;
  if (negated) {
    // "won't automatically wrap" → "doesn't automatically wrap", "won't always be" → "isn't always": adverbs follow the auxiliary.
    const negative = negativePresentOf(`${stem}${base}`, person, contracted);
    const auxiliary = base === 'be' ? negative : negative.slice(0, negative.length - `${stem}${base}`.length).trim();
    replacement = [auxiliary, ...adverbs, ...(base === 'be' ? [] : [`${stem}${base}`])].join(' ');
  }
  // "will then be queued" → "is then queued": the adverb follows a form of "be".
  else if (base === 'be' && adverbs.length > 0) replacement = [presentOf(base, person), ...adverbs].join(' ');
  else replacement = [...adverbs, stem + presentOf(base, person)].join(' ');
  return { from, to: stem ? last : verb, replacement: prefix + replacement, messageId, affirmative, reader };
}

/** "using incorrect names will cause …": a subject that a gerund opens is one action, singular, whatever noun it ends with. */
function gerundSubject(words: readonly Word[], head: number): boolean {
  let start = head;
  while (start > 0 && !endsClause(words[start - 1])) start--;
  while (start < head && /^(so|and|but|because|since|as|then|that)$/.test(words[start].word)) start++;
  const first = words[start];
  // compromise may tag a gerund before an adjective as one ("using incorrect names"); its spelling and its reading alone say what it is.
  return start < head && (first.tags.has('Gerund') || (/ing$/.test(first.word) && tagsAlone(first.word).has('Gerund')));
}

import { createRule } from '../src/rule-kit/create-rule.js';
import { ALLOW_OPTION_SCHEMA, allowedPhrases } from '../src/prose/allowed-phrases.js';
import { checkLater, combineVisitors, isFaqPage, isNormativePage, isProposalPage, isStyleExemptPage, matchCase, proseVisitors, rewriteSuggestion, STYLE_SCOPE, type DetachedUnit, type LaterReport, type ProseUnit } from '../src/prose/index.js';
import { isTeamSection, sectionTrail } from '../src/prose/section-titles.js';
import { endsClause, grammarOf, hyphenatedSpan, isAdverb, isImperativeAt, isKnownVerb, isVerbAfterTo, isModal, isNegative, isPlain, phrasalVerb, presentOf, skipAdverbs, tagsAlone, timeToCome, type Word } from '../src/prose/grammar/index.js';

interface Options extends Record<string, unknown> {
  allow: string[];
}

/** Sentences that can speak of the reader from outside (a reader word before a modal) or for the writer: the grammar reads only these. */
const CUE = /\b(we|let['’]s|let us)\b|\b(users?|readers?|developers?|one)\W+(?:\w+\W+)?(must|should|needs?|has|have|can|could|may|might)\b/i;

/**
 * Verbs of the writers' advice: "we suggest", "we strongly advise". "We recommend" is not one: it is
 * the company's recommendation, which the Google and Microsoft style guides accept.
 */
const ADVICE = new Set(['suggest', 'advise', 'encourage', 'urge']);

/** The reader named in the third person, as the subject of an obligation. */
const READER = new Set(['user', 'users', 'reader', 'readers', 'developer', 'developers', 'one']);

/** What the narrating "we" does to the page: "we'll walk you through" is "this guide walks you through". */
const NARRATION = new Set(['walk', 'show', 'explain', 'cover', 'describe', 'discuss', 'demonstrate', 'guide', 'take', 'look', 'go', 'link', 'list', 'introduce', 'outline', 'summarize', 'compare', 'explore', 'examine', 'review', 'illustrate', 'highlight', 'follow', 'share']);
/** Verbs only a text does to its reader: "we'll demonstrate the lifecycle" narrates with no "this guide" in the sentence. */
const TELLS = new Set(['demonstrate', 'explain', 'describe', 'discuss', 'outline', 'summarize', 'illustrate']);

/** Where a procedure goes on: "next, we …", "now we …", "once we've …", "here we …". */
const SEQUENCE = new Set(['now', 'next', 'then', 'first', 'firstly', 'finally', 'here', 'once', 'after', 'afterwards', 'later', 'lastly', 'second', 'third']);

/** Adverbs of habit: the company's "we" does things from time to time; a tutorial's "we" takes a step once. */
const FREQUENCY = new Set(['sometimes', 'occasionally', 'periodically', 'regularly', 'routinely', 'usually', 'often', 'always', 'automatically', 'internally', 'continuously', 'constantly']);

/** Where a unit stands on its page. */
interface Where {
  /** In a section that explains how the product works, or lists what changed, or is titled in the team's voice. */
  team: boolean;
  /** Before the page's first section and its first code: where a page says what it is about, or what is new. */
  intro: boolean;
  /** Inside a <Step>. */
  step: boolean;
}

/** What the page as a whole says about its "we". */
interface PageKind {
  /** The page shows code or numbered steps: the tutorial "we" lives there. */
  walkthrough: boolean;
  intro: boolean;
  /** The sentence before asked the reader to contact the company ("Reach out to us."). */
  contacted: boolean;
  /** Inside a <Step>: a step of a procedure. */
  step: boolean;
}

interface Finding {
  from: Word;
  to: Word;
  messageId: 'thirdPerson' | 'advice' | 'lets' | 'we' | 'narrator';
  replacement: string;
}

export default createRule<Options>({
  meta: {
    id: 'style-second-person',
    description: 'Prose addresses the reader as "you": not "the user should", "one must", "we suggest" or "let\'s".',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    hasSuggestions: true,
    messages: {
      thirdPerson: '"{{phrase}}" talks about the reader in the third person; address the reader: write "{{replacement}}".',
      advice: '"{{phrase}}" speaks for the writers; address the reader: write the advice as an instruction ("Use …") or with "you should".',
      lets: '"{{phrase}}" speaks for the writer and the reader together; address the reader: write "{{replacement}}".',
      we: '"{{phrase}}" speaks for the writer and the reader together; address the reader: write "{{replacement}}".',
      narrator: '"{{phrase}}" speaks for the writer; say what the page does: write "{{replacement}}".',
    },
    defaultOptions: { allow: [] },
    optionsSchema: ALLOW_OPTION_SCHEMA,
  },
  create(context) {
    if (isStyleExemptPage(context)) return {};
    const allow = allowedPhrases(context.options);
    // In a specification with RFC 2119 keywords, "users" are the end users of what the reader implements.
    const normative = isNormativePage(context);
    // In questions and answers, the company answers ("Which regions do you support? We start with two.");
    // in a design proposal, the authors argue in their own voice ("we will run the conformance suite").
    const companyVoice = isFaqPage(context) || isProposalPage(context);
    // A walk-through shows code or numbered steps; the tutorial "we" lives there.
    const walkthrough = /^\s*(```|~~~)|<(Steps|CodeGroup|Step)\b/m.test(context.sourceText);
    const check = (unit: DetachedUnit, where: Where, report: LaterReport): void => {
      // "Reach out to us. We can provide guidance.": the sentence before asked the reader to write to the company.
      let afterContact = false;
      for (const sentence of unit.sentences) {
        const contacted = afterContact;
        afterContact = CONTACT_CUE.test(sentence.text) && grammarOf(sentence).some((word, k, words) => !word.quoted && contactsCompany(words, k));
        if (!CUE.test(sentence.text)) continue;
        const words = grammarOf(sentence);
        for (let i = 0; i < words.length; i++) {
          const finding = findAt(words, i, { walkthrough, intro: where.intro, contacted, step: where.step }, (from, to) => unit.slice(from.start, to.end));
          if (!finding) continue;
          i = finding.to.index;
          if (normative && finding.messageId === 'thirdPerson') continue;
          if (finding.messageId === 'we' && (where.team || companyVoice)) continue;
          const phrase = unit.slice(finding.from.start, finding.to.end);
          if (allow.has(phrase.toLowerCase())) continue;
          const replacement = matchCase(finding.replacement, phrase);
          const suggest = finding.messageId === 'advice' ? undefined : rewriteSuggestion(unit, finding.from.start, finding.to.end, replacement);
          report({
            loc: unit.locate(finding.from.start, finding.to.end),
            messageId: finding.messageId,
            data: { phrase, replacement },
            ...(suggest ? { suggest } : {}),
          });
        }
      }
    };
    const sections = sectionTrail();
    /** A code block came before: a page with no sections may still be a walk-through, from its first code on. */
    let shownCode = false;
    // Checked once every page was read, so that the grammar tags every page's sentences together.
    const later = checkLater(context, check, (sentence) => CUE.test(sentence.text) || CONTACT_CUE.test(sentence.text));
    const read = (unit: ProseUnit): void =>
      later(unit, {
        team: sections.open.some((section) => isTeamSection(section.title)),
        intro: !shownCode && sections.open.every((section) => section.depth <= 1),
        step: unit.context.ancestors.some((ancestor) => (ancestor as { name?: unknown }).name === 'Step'),
      });
    return combineVisitors(proseVisitors(context, read, { ...STYLE_SCOPE, prefilter: CUE }), {
      heading: sections.heading,
      code: () => {
        shownCode = true;
      },
    });
  },
});

/** The page's own text between two words (code as written, with its backticks). */
type Spell = (from: Word, to: Word) => string;

function findAt(words: readonly Word[], i: number, page: PageKind, spell: Spell): Finding | undefined {
  const word = words[i];
  if (!isPlain(word)) return undefined;
  if (word.word === 'let' && words[i + 1]?.word === 'us') return lets(words, i);
  if (word.word === 'we') return we(words, i, page, spell);
  if (READER.has(word.word)) return thirdPerson(words, i);
  return undefined;
}

/**
 * Does a clause start at `i`: the sentence's start, after punctuation, or after an introductory
 * adverb? After a conjunction, the reader named in the third person is a consequence told of
 * someone ("…, and the reader has to search for it"), not an instruction.
 */
function startsClause(words: readonly Word[], i: number): boolean {
  if (i === 0) return true;
  const before = words[i - 1];
  return endsClause(before) || (isAdverb(before) && !before.tags.has('Conjunction') && (i === 1 || endsClause(words[i - 2])));
}

/** "Let's create a file" → "Create". "Let us know" invites the reader to write to the writers, and stays. */
function lets(words: readonly Word[], i: number): Finding | undefined {
  const from = words[i];
  const verbIndex = skipAdverbs(words, i + 2);
  const first = words[verbIndex];
  // "let's double-click the file": a hyphenated verb is one verb, known by its last part.
  const span = hyphenatedSpan(words, verbIndex);
  const verb = words[span.end];
  // "Let's Encrypt" is a name; "let us know" invites the reader to write.
  if (!isPlain(first) || !isPlain(verb) || !/^[a-z]/.test(first.text) || verb.tags.has('Pronoun') || verb.tags.has('Determiner') || verb.word === 'know') return undefined;
  if (!(verb.tags.has('Verb') || isKnownVerb(verb.word))) return undefined;
  // "Let's say the call fails" sets up an example: "Suppose the call fails".
  if (/^(say|assume|suppose|imagine)$/.test(verb.word) && verbIndex === i + 2) return { from, to: verb, messageId: 'lets', replacement: 'Suppose' };
  // "Let's get you back on track", "let us help you": the writers do something for the reader, who is no part of "us";
  // "let's walk you through it" is the page narrating.
  if (words[span.end + 1]?.word === 'you') return NARRATION.has(verb.word) ? { from, to: verb, messageId: 'narrator', replacement: pageDoes('this guide', [], verb.word) } : undefined;
  // "Let's walk through what happens", "let's look at an example": the page narrates, as "we'll walk you through" does.
  const particle = words[span.end + 1]?.word ?? '';
  if (((verb.word === 'walk' || verb.word === 'go') && /^(through|over)$/.test(particle)) || (verb.word === 'look' && particle === 'at')) {
    return { from, to: verb, messageId: 'narrator', replacement: pageDoes('this guide', [], verb.word) };
  }
  // "let's go ahead and configure": the verb is the one after "go ahead and".
  const adverbs = words.slice(i + 2, span.start).map((word) => word.text.toLowerCase());
  const rest = [...adverbs, spelledSpan(words, span)].join(' ');
  return { from, to: verb, messageId: 'lets', replacement: rest[0].toUpperCase() + rest.slice(1) };
}

/** "The user should", "users must", "one must", "readers need to": the reader, named from outside. */
function thirdPerson(words: readonly Word[], i: number): Finding | undefined {
  const subject = words[i];
  const article = words[i - 1];
  let from = subject;
  if (subject.word === 'one') {
    // "One must": a pronoun that starts its clause; "one of the nodes", "only one webhook" are numbers.
    if (!startsClause(words, i) || words[i + 1]?.word === 'of') return undefined;
  } else if (article?.word === 'the' && /^(user|reader|developer)$/.test(subject.word)) {
    if (!startsClause(words, i - 1)) return undefined;
    from = article;
  } else if (/^(users|readers|developers)$/.test(subject.word)) {
    // "Users must", not "end users", "your users", "each user".
    if (!startsClause(words, i)) return undefined;
  } else return undefined;
  let j = i + 1;
  let modal: string;
  const next = words[j];
  if (!next) return undefined;
  if (isModal(next) && /^(should|must)$/.test(next.word)) modal = next.word;
  // "One can also pass …": the pronoun "one" with any modal of ability; "one can be" is a number ("only one can be active").
  else if (subject.word === 'one' && isModal(next) && /^(can|could|may|might)$/.test(next.word) && words[skipAdverbs(words, j + 1)]?.word !== 'be') modal = next.word;
  else if (/^(need|needs|has|have)$/.test(next.word) && words[j + 1]?.word === 'to') {
    modal = next.word.startsWith('need') ? 'need to' : 'have to';
    j++;
  } else return undefined;
  const verb = words[skipAdverbs(words, j + 1)];
  if (!isPlain(verb) || !(verb.tags.has('Verb') || isKnownVerb(verb.word))) return undefined;
  return { from, to: words[j], messageId: 'thirdPerson', replacement: `you ${modal}` };
}

/** "We suggest", the tutorial "we" that walks through steps ("we'll create", "next, we install"), and the narrating "we". */
function we(words: readonly Word[], i: number, { walkthrough, intro, contacted, step }: PageKind, spell: Spell): Finding | undefined {
  const from = words[i];
  // The writers' advice: "we suggest", "we strongly advise".
  const adviceIndex = skipAdverbs(words, i + 1);
  const advice = words[adviceIndex];
  if (isPlain(advice) && ADVICE.has(advice.word) && from.text !== '' && !/['’]/.test(from.text)) return { from, to: advice, messageId: 'advice', replacement: '' };

  // "We collect telemetry so that we can improve our product": the purpose or reason of the company's own act is the company's.
  // So is the purpose of how the product works: "The flow originates in the app so we can tie the install to your tenant".
  if (/^(so|that|because|since)$/.test(words[i - 1]?.word ?? '') && (words[i - 1].word !== 'that' || words[i - 2]?.word === 'so') && words.slice(0, i - 1).some((word, k) => companyActs(words, k) || productActs(words, k))) return undefined;

  // What "we" do: adverbs and an auxiliary (will, can, need to, are going to), then adverbs, then the verb.
  // "we also need to set", "we'll likely need": adverbs before an auxiliary stay in the rewrite where they stand.
  let j = i + 1;
  const auxiliaries: string[] = [];
  /** The words between "we" and the adverbs right before the verb, as the rewrite keeps them (the future's auxiliary dropped). */
  const kept: string[] = [];
  let future = false;
  let hedged = false;
  let perfect = false;
  for (;;) {
    const lead = skipAdverbs(words, j);
    if (lead > j && isAuxiliaryAt(words, lead)) {
      if (words.slice(j, lead).some(isNegative)) return undefined;
      kept.push(...words.slice(j, lead).map((word) => word.text));
      j = lead;
    }
    const word = words[j];
    if (!word) return undefined;
    if (word.word === 'will' || word.word === 'shall') {
      future = true;
      j++;
    } else if (word.word === 'would' && word.text === '') {
      // "We'd then run the migration": the tutorial's hedged step; "we'd love to hear" is the company's wish.
      future = true;
      hedged = true;
      j++;
    } else if (word.word === 'are' && words[skipAdverbs(words, j + 1)]?.word === 'going' && words[skipAdverbs(words, j + 1) + 1]?.word === 'to') {
      // "we're then going to deploy": the adverb stays in the rewrite.
      const going = skipAdverbs(words, j + 1);
      kept.push(...words.slice(j + 1, going).map((adverb) => adverb.text));
      future = true;
      j = going + 2;
    } else if ((word.word === 'need' || word.word === 'have') && words[j + 1]?.word === 'to') {
      auxiliaries.push(`${word.word} to`);
      kept.push(`${word.word} to`);
      j += 2;
    } else if (word.word === 'have' && word.text === '') {
      perfect = true;
      j++;
    } else if (isModal(word) && /^(can|should|must)$/.test(word.word)) {
      auxiliaries.push(word.word);
      kept.push(word.word);
      j++;
    } else break;
    if (isNegative(words[j])) return undefined;
  }
  const verbIndex = skipAdverbs(words, j);
  const verb = words[verbIndex];
  if (!isPlain(verb) || verb.tags.has('Pronoun') || verb.tags.has('Determiner') || verb.tags.has('Gerund') || verb.tags.has('Copula') || verb.tags.has('Modal')) return undefined;
  if (!(verb.tags.has('Verb') || isKnownVerb(verb.word) || ((future || auxiliaries.length > 0) && (isVerbAfterTo(verb.word) || isImperativeAt(words, verbIndex))))) return undefined;
  // "Whatever you need, we'll be there": a state "we" will be in is no step; "we need to be logged in" is one.
  if (verb.word === 'be' && auxiliaries.length === 0) return undefined;
  // "And here we go, metrics are available": an exclamation, not a step.
  if (verb.word === 'go' && /^(here|there)$/.test(words[i - 1]?.word ?? '') && endsClause(verb)) return undefined;
  if (hedged && /^(love|like|appreciate|prefer|welcome|enjoy)$/.test(verb.word)) return undefined;
  // "To customize your settings, we recommend following this guide": the company's advice, wherever the sentence puts it.
  if (verb.word === 'recommend') return undefined;
  // "We do not support personal repositories": the company's policy, negated with "do".
  if (verb.word === 'do' && isNegative(words[verbIndex + 1])) return undefined;
  // "Sometimes we will add new regions": what the company does from time to time, not a step.
  if (words.some((word) => FREQUENCY.has(word.word))) return undefined;
  const adverbs = words.slice(j, verbIndex).map((word) => word.text);
  const object = words[verbIndex + 1];
  // "we'll email you", "we'll work with you", "we'll get back to you", "we'll reach out to you": the company serves the reader.
  const reader = object && (/^(you|your)$/.test(object.word) || servesReader(words, verbIndex + 1));
  // The page narrates: "we'll walk you through", "we'll show you how to", "in this guide, we cover";
  // not the company in a step of its own process ("during SCIM setup we'll walk you through what Novu expects").
  const narrates = reader && /^(you|your)$/.test(object.word)
    ? /^(through|how|what|where|when|which|around)$/.test(words[verbIndex + 2]?.word ?? '') && (aboutThePage(words) || !inCompanyProcess(words, i))
    : aboutThePage(words) ||
      (TELLS.has(verb.word) && !inCompanyProcess(words, i)) ||
      (future && /^(go|walk|cover|look|share)$/.test(verb.word) && words.some((word) => /^(below|above)$/.test(word.word) && !word.quoted)) ||
      // "We'll walk through:", "we'll go over the options": a tour of the page, as "let's walk through" is.
      (future && /^(go|walk)$/.test(verb.word) && /^(through|over)$/.test(object?.word ?? '') && !inCompanyProcess(words, i));
  // "We'll use FastMCP to illustrate the concepts": the page's means of telling, narrated as the page's.
  // Only "use": "we'll build an app to demonstrate streaming" is still the reader's step.
  const tellsBy = verb.word === 'use' && !reader && words.slice(verbIndex + 1, verbIndex + 12).some((word, k, rest) => word.word === 'to' && !word.quoted && TELLS.has(rest[k + 1]?.word ?? ''));
  // "Finally, we end this article with an analysis": the page itself is the object; the page does it.
  const pageObject = /^(this|the)$/.test(words[verbIndex + 1]?.word ?? '') && PAGE_PARTS.test(words[verbIndex + 2]?.word ?? '');
  // "In this example, we use `tools/call`", "in the example above we have two workflows": the example does it.
  const exampleDoes = !future && !perfect && auxiliaries.length === 0 && opensOnExample(words, i);
  if ((NARRATION.has(verb.word) && narrates) || exampleDoes || (tellsBy && !inCompanyProcess(words, i)) || (pageObject && /^(end|begin|start|conclude|close|open|wrap)$/.test(verb.word))) {
    // "In this section, we will compare": the page's own word for itself ("this section compares").
    const k = words.findIndex((word, n) => PAGE_PARTS.test(word.word) && /^(this|the|next|following)$/.test(words[n - 1]?.word ?? ''));
    const part = k < 0 ? 'this guide' : /^(next|following)$/.test(words[k - 1].word) ? `the ${words[k - 1].word} ${words[k].word}` : `this ${words[k].word}`;
    return { from, to: verb, messageId: 'narrator', replacement: pageDoes(part, adverbs, verb.word) };
  }
  // "On the onboarding call, we'll demonstrate the product": the company's people tell, in its own process.
  if (TELLS.has(verb.word) && inCompanyProcess(words, i)) return undefined;
  // The company serves the reader: "we will notify you", "we email you a receipt", "we store your data".
  if (reader || contacted || meetsReader(words, i)) return undefined;
  // The tutorial "we" acts in a procedure: with an auxiliary of the future, of ability or of need,
  // or in the present where the sentence goes on from a step ("next, we install", "once we've created
  // the bucket, we upload"). The company's "we" speaks in the present, the perfect, or of a real future.
  // "What we should add", "which we can use": "we" inside a noun clause names no step.
  if (i > 0 && /^(what|which|whether|how|why)$/.test(words[i - 1].word)) return undefined;
  // "We've chosen it here for simplicity, but we also have a guide": a word of sequence places only its own clause.
  const clauseStart = lastIndexWhere(words, i, (word, k) => word.word === 'but' && !word.quoted && k > 0 && endsClause(words[k - 1])) + 1;
  const inSequence =
    // "a first iteration", "the next release": an ordinal before a noun places nothing in a procedure.
    words.slice(clauseStart, verbIndex).some((word, k) => SEQUENCE.has(word.word) && !word.quoted && !/^(a|an|the|this|that|our|its|their|your)$/.test(words[clauseStart + k - 1]?.word ?? '') && !adverbOnce(words, clauseStart + k)) ||
    namesStep(words) ||
    startsProcedure(words, verbIndex) ||
    inReadersCode(words, i, spell) ||
    // "With the bucket created, we upload …": the step before, done, opens the clause.
    afterDone(words, clauseStart, i) ||
    // "Add the header (we pass the token as a bearer value)": the narrator's aside on a step of a walk-through;
    // inside a <Step>, "we" takes the step the <Step> is.
    (walkthrough && asideOnStep(words, i)) ||
    step;
  // "you and we can share": the company and the reader, each for themselves.
  if (words[i - 1]?.word === 'and' && words[i - 2] && !endsClause(words[i - 2]) && words[i - 2].tags.has('Noun')) return undefined;
  // "We'll send a 202 in case of a duplicate", "if the key expires, we'll rotate it": what the service does under a condition, not a step.
  if (future && auxiliaries.length === 0 && !inSequence && words.some((word, k) => !word.quoted && (/^(if|unless|whenever)$/.test(word.word) || (word.word === 'in' && words[k + 1]?.word === 'case')))) return undefined;
  // A plain "we will" with nothing that places it in a procedure is the company saying what it does
  // ("We will strip this prefix"); the tutorial says "we'll", "we're going to", or where the step is.
  if (future && auxiliaries.length === 0 && !inSequence && !/['’]/.test(from.text) && words[i + 1]?.word === 'will' && words[i + 1]?.text !== '') return undefined;
  // "If we had the budget, we'd add a cache": a hedged "we" is the tutorial's only on a walk-through, or in its sequence.
  if (hedged && !walkthrough && !inSequence) return undefined;
  // "Once we've created the bucket": the perfect sets the scene; the step is in the main clause.
  if (perfect) return undefined;
  // "We now have experimental support for Bun" before the page's first section: what is new, in the
  // present, placed by nothing but "now"; a walk-through's "now" takes a step ("we now need to install").
  if (intro && !future && auxiliaries.length === 0 && words[verbIndex + 1]?.word !== 'to' && onlyNow(words.slice(clauseStart, verbIndex)) && !startsProcedure(words, verbIndex) && !inReadersCode(words, i, spell)) return undefined;
  if (!future && auxiliaries.length === 0 && !inSequence) return undefined;
  // "Once your payout is approved, we transfer the funds", "After verification, we activate your account": on a page that
  // walks through no code, a clause of time before the present "we" tells the company's process, not a step.
  if (!future && auxiliaries.length === 0 && !walkthrough && !step && opensOnTime(words, clauseStart, i)) return undefined;
  // "We can also move them to another provider": on a page that walks through no code, "we can" is
  // what the company or the group can do; a walk-through shows the code it builds.
  if (!future && !inSequence && !walkthrough && auxiliaries.every((auxiliary) => auxiliary === 'can')) return undefined;
  const time = timeToCome(words);
  if (time && (time.specific || time.vague)) return undefined;
  const span = hyphenatedSpan(words, verbIndex);
  const replacement = ['you', ...kept, ...words.slice(j, Math.min(verbIndex, span.start)).map((word) => word.text), spelledSpan(words, span)].join(' ');
  return { from, to: words[span.end], messageId: 'we', replacement };
}

/** "We collect telemetry …": "we" and a verb in the simple present or past, in no sequence, is the company at its own work. */
function companyActs(words: readonly Word[], k: number): boolean {
  const subject = words[k];
  if (subject.word !== 'we' || !isPlain(subject) || /['’]/.test(subject.text)) return false;
  const verb = words[skipAdverbs(words, k + 1)];
  if (!verb || !isPlain(verb) || isModal(verb) || verb.tags.has('Auxiliary') || verb.tags.has('Copula') || NARRATION.has(verb.word) || /^(need|have|has)$/.test(verb.word)) return false;
  return (verb.tags.has('PresentTense') || verb.tags.has('PastTense')) && !words.slice(0, k).some((word) => SEQUENCE.has(word.word) && !word.quoted);
}

/**
 * What the page (or its part) does in the narrator's place: "this guide walks", "this example only needs".
 * "We'll guide you" is "this guide walks you"; "we fallback" is the phrasal verb "fall back", whose verb takes the ending.
 */
function pageDoes(part: string, adverbs: readonly string[], verb: string): string {
  const [head, ...particle] = phrasalVerb(verb === 'guide' ? 'walk' : verb).split(' ');
  return [part, ...adverbs.map((adverb) => adverb.toLowerCase()), presentOf(head, 'singular'), ...particle].join(' ');
}

/** "In this example, we …", "in the example above we …", "Take this example: we …": the clause of "we" opens on the example. */
function opensOnExample(words: readonly Word[], weIndex: number): boolean {
  let k = weIndex - 1;
  if (/^(above|below|here)$/.test(words[k]?.word ?? '')) k--;
  return k >= 1 && k <= 3 && /^(example|snippet)$/.test(words[k].word) && /^(this|the|following)$/.test(words[k - 1].word) && words.slice(0, k).every((word) => !word.quoted && !endsClause(word));
}

/** "The flow originates in the app": a thing, as the subject of a verb in the simple present, does what it always does. */
function productActs(words: readonly Word[], k: number): boolean {
  const subject = words[k];
  const verb = words[k + 1];
  if (!isPlain(subject) || !isPlain(verb) || endsClause(subject) || subject.tags.has('Pronoun') || !subject.tags.has('Noun')) return false;
  // The subject opens its clause: "The flow", "Acme"; not the object of an instruction ("Install the SDK so we can").
  const opens = k === 0 || (words[k - 1].tags.has('Determiner') && (k === 1 || endsClause(words[k - 2])));
  // "Next, the script runs so that we can check": a step of the walk-through.
  const inSequence = words.slice(0, k).some((word) => SEQUENCE.has(word.word) && !word.quoted);
  return opens && !inSequence && verb.tags.has('PresentTense') && /[^s]s$/.test(verb.word) && !verb.tags.has('Copula') && !isModal(verb);
}

/** "sending a message once": "once" after what it counts is the adverb "one time", not the "once" that opens a clause. */
function adverbOnce(words: readonly Word[], k: number): boolean {
  const before = words[k - 1];
  return words[k].word === 'once' && before !== undefined && !endsClause(before) && !/^(and|but|or|then|so)$/.test(before.word);
}

/** The words before a verb place it in a sequence by "now" alone ("We now have …"), not "first" or "next". */
function onlyNow(before: readonly Word[]): boolean {
  const placing = before.filter((word) => SEQUENCE.has(word.word) && !word.quoted);
  return placing.length > 0 && placing.every((word) => word.word === 'now');
}

/** After the verb, past its particle ("out", "back"), a preposition that names the reader: "with you", "to you", "for your team". */
function servesReader(words: readonly Word[], from: number): boolean {
  let k = from;
  if (words[k] && (words[k].tags.has('Particle') || /^(out|back)$/.test(words[k].word)) && !endsClause(words[k])) k++;
  return /^(with|for|to)$/.test(words[k]?.word ?? '') && !endsClause(words[k]) && /^(you|your)$/.test(words[k + 1]?.word ?? '');
}

/** A hyphenated verb as written ("auto-generate"), or the one word as a verb ("setup" → "set up"). */
function spelledSpan(words: readonly Word[], span: { start: number; end: number }): string {
  if (span.start === span.end) return phrasalVerb(words[span.start].text);
  return words.slice(span.start, span.end + 1).map((word) => word.text).join('-');
}

/** The sentence names the page it is on, or a part of it: "in this guide", "in the next section", "in this step". */
const PAGE_PARTS = /^(guide|tutorial|section|page|article|chapter|walkthrough|lesson|document|doc|post|video|example|snippet)$/;

function aboutThePage(words: readonly Word[], parts = PAGE_PARTS): boolean {
  return words.some((word, i) => parts.test(word.word) && /^(this|the|next|following)$/.test(words[i - 1]?.word ?? ''));
}

/**
 * The sentence names a step or a part of the page ("in this step, we add", "the next section"); not a
 * step that a relative clause describes ("the step where we fuse the results" is the product's pipeline).
 */
function namesStep(words: readonly Word[]): boolean {
  return words.some((word, k) => /^(step|part|section|guide|tutorial|example)$/.test(word.word) && /^(this|the|next|following)$/.test(words[k - 1]?.word ?? '') && !/^(where|which|that|when|in)$/.test(words[k + 1]?.word ?? ''));
}

/** Live events of the company's own process, where its people show the reader around: "on the onboarding call". */
const LIVE_EVENT = /^(calls?|meetings?|demos?|onboarding|kickoffs?|webinars?|sessions?)$/;

/**
 * "During SCIM setup, we'll walk you through …", "throughout the pilot we'll show you …", "on the
 * kickoff call, we'll walk you through …": the walk-through happens in the company's process, not on
 * the page ("in this session" names the page, and `aboutThePage`-like phrases are left to it).
 */
function inCompanyProcess(words: readonly Word[], weIndex: number): boolean {
  return words.slice(0, weIndex).some((word, k) => !word.quoted && (/^(during|throughout)$/.test(word.word) || (LIVE_EVENT.test(word.word) && !/^(this|these)$/.test(words[k - 1]?.word ?? '')))) || meetsReader(words, weIndex);
}

/**
 * The reader and the company's people meet: the reader writes to them first ("let us know and we'll
 * update it", "email support and we'll guide you"), or they meet ("we'll walk through it together on
 * your review call", "we'll get on a call"). Such a "we" is the company, in a step or not.
 */
function meetsReader(words: readonly Word[], weIndex: number): boolean {
  if (words.slice(0, weIndex).some((word, k) => !word.quoted && contactsCompany(words, k))) return true;
  // "together" with the reader ("we'll walk through your preview together"), not a tutorial's parts ("set both variables together … our Lambda").
  const withReader = words.some((word) => /^(you|your)$/.test(word.word)) && !words.some((word) => /^(our|ours)$/.test(word.word));
  return words.slice(weIndex + 1).some((word, k) => !word.quoted && ((MEETING.test(word.word) && word.tags.has('Noun') && !word.tags.has('Verb')) || (withReader && word.word === 'together' && !MADE_WHOLE.test(words[weIndex + k]?.word ?? ''))));
}

/** Meetings the company holds with the reader, wherever the sentence names them ("a session" may be the reader's code's). */
const MEETING = /^(calls?|meetings?|demos?|kickoffs?|webinars?)$/;
/** "put it all together", "tie them together": parts made whole, which a tutorial does with its reader. */
const MADE_WHOLE = /^(all|it|them|everything|this|these|pieces|things)$/;

/** "Email support@… and we'll guide you", "contact us", "let us know and we'll update it": the reader reaches the company's people. */
function contactsCompany(words: readonly Word[], k: number): boolean {
  const word = words[k].word;
  return (
    /^(email|e-mail|contact)$/.test(word) ||
    (word === 'reach' && words[k + 1]?.word === 'out') ||
    (word === 'get' && words[k + 1]?.word === 'in' && words[k + 2]?.word === 'touch') ||
    // Not "let's": the tutorial's own "us".
    (/^(let|tell)$/.test(word) && words[k + 1]?.word === 'us' && words[k + 1].text !== '' && (word === 'tell' || words[k + 2]?.word === 'know'))
  );
}


/** "We start by importing the client", "we begin with a schema": the first step of a walk-through. */
function startsProcedure(words: readonly Word[], verbIndex: number): boolean {
  return /^(start|begin)$/.test(words[verbIndex].word) && /^(by|with)$/.test(words[verbIndex + 1]?.word ?? '');
}

/** "Inside `main.py`, we import …", "In the `handler` function, we …": an introduction that places "we" in the reader's code. */
function inReadersCode(words: readonly Word[], weIndex: number, spell: Spell): boolean {
  if (weIndex === 0 || !endsClause(words[weIndex - 1]) || !/,/.test(words[weIndex - 1].after)) return false;
  const intro = words.slice(0, weIndex);
  // One phrase, no clause of its own ("For example, if I ran `x`, …"), that names code as written (a link names a product: "On [Cloud](…), we build").
  if (intro.length > 6 || intro.slice(0, -1).some((word) => endsClause(word)) || intro.some((word) => word.tags.has('Verb'))) return false;
  return (intro[0].tags.has('Preposition') || tagsAlone(intro[0].word).has('Preposition') || intro[0].word === 'inside') && intro.some((word) => word.object) && /`[^`]+`/.test(spell(intro[0], intro[intro.length - 1]));
}

/** Sentences that may ask the reader to write to the company: the grammar reads only these. */
const CONTACT_CUE = /\b(e-?mail|contact|reach out|get in touch|let us know|tell us)\b/i;

/** The index of the last word before `end` that `test` holds for, or -1. */
function lastIndexWhere(words: readonly Word[], end: number, test: (word: Word, index: number) => boolean): number {
  for (let k = end - 1; k >= 0; k--) if (test(words[k], k)) return k;
  return -1;
}

/** An auxiliary of "we" at `k`: "will", "would", "need to", "have to", a modal, "are going to". */
function isAuxiliaryAt(words: readonly Word[], k: number): boolean {
  const word = words[k];
  if (!word) return false;
  return /^(will|shall|would)$/.test(word.word) || (isModal(word) && /^(can|should|must)$/.test(word.word)) || (/^(need|have)$/.test(word.word) && words[k + 1]?.word === 'to') || (word.word === 'are' && words[k + 1]?.word === 'going');
}

/** "With the bucket created, …", "with the keys in place, …": the clause opens on a step done. */
function afterDone(words: readonly Word[], clauseStart: number, weIndex: number): boolean {
  const opener = words[clauseStart];
  if (!opener || opener.word !== 'with' || opener.quoted || weIndex - clauseStart > 7 || !endsClause(words[weIndex - 1])) return false;
  const phrase = words.slice(clauseStart + 1, weIndex);
  return phrase.some((word, k) => (word.tags.has('PastTense') || word.tags.has('Participle') || /^(done|ready|set|installed|running)$/.test(word.word) || (word.word === 'place' && phrase[k - 1]?.word === 'in')) && k > 0);
}

/**
 * "we" opens an aside in parentheses after an instruction: "Add the header (we pass the token as a bearer
 * value)". The company's habits and promises ("(we store receipts for seven years)", "(we never sell it)")
 * speak of a time or a frequency, or are negated.
 */
function asideOnStep(words: readonly Word[], weIndex: number): boolean {
  if (!words[weIndex].before.includes('(') || weIndex === 0) return false;
  if (!isImperativeAt(words, 0)) return false;
  const aside = words.slice(weIndex);
  return !aside.some((word) => isNegative(word) || FREQUENCY.has(word.word) || ['Duration', 'Date'].some((tag) => word.tags.has(tag)) || /^(years?|months?|days?|weeks?|hours?)$/.test(word.word));
}

/** The only word of sequence before "we" opens a clause of time ("Once your payout is approved, we …", "After review, we …"). */
function opensOnTime(words: readonly Word[], clauseStart: number, weIndex: number): boolean {
  const placing = words.slice(clauseStart, weIndex).filter((word) => SEQUENCE.has(word.word) && !word.quoted);
  return placing.length > 0 && placing.every((word) => /^(once|after|afterwards|later)$/.test(word.word)) && weIndex > 0 && endsClause(words[weIndex - 1]);
}

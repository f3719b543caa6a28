/**
 * The grammar of one sentence of a unit: its words tagged in context (compromise), with offsets
 * into the unit's text, and small readers over them that the prose rules share: the form of `be`,
 * a past participle, an imperative at the start of a clause, the noun phrase after a word. Each
 * sentence is tagged once, on first request, for every rule of the page.
 */

import { PLACEHOLDER } from '../prose-text.js';
import type { SentenceText } from '../sentences.js';
import { baseOfParticiple, inLexicon, isKnownVerb, isVerbAfterSubject, isVerbAfterTo, tagsAfterThe, tagsAlone, tagWords, type TaggedWord } from './english.js';

/** A word of the sentence: offsets are in the unit's text (not the sentence's, as compromise gives them). */
export interface Word extends TaggedWord {
  /** Inside quotation marks: a label or someone else's words. */
  quoted: boolean;
  /** Stands for code, a URL, a path or a component (a placeholder of the prose room). */
  object: boolean;
  index: number;
}

const cache = new WeakMap<SentenceText, Word[]>();

/** compromise reads a placeholder as a name of something: a capital letter does that. */
const OBJECT_STAND_IN = 'X';

export function grammarOf(sentence: SentenceText): Word[] {
  let words = cache.get(sentence);
  if (!words) {
    words = tag(sentence);
    cache.set(sentence, words);
  }
  return words;
}

function tag(sentence: SentenceText): Word[] {
  const text = sentence.text.replaceAll(PLACEHOLDER, OBJECT_STAND_IN);
  // Most sentences quote nothing: their words need no search.
  const quoted = sentence.tokens.filter((token) => token.quoted);
  const quotedAt = (offset: number): boolean => quoted.length > 0 && quoted.some((token) => token.start <= offset && offset < token.end);
  return tagWords(text).map((tagged, index) => {
    const start = sentence.start + tagged.start;
    const end = sentence.start + tagged.end;
    const object = sentence.text[tagged.start] === PLACEHOLDER;
    const tags = isAcronymNumeral(tagged) ? ACRONYM_TAGS : tagged.tags;
    // Written out, not spread: one shape for every word, built in a fraction of a spread's time.
    return { text: tagged.text, word: tagged.word, tags, after: tagged.after, before: tagged.before, start, end, quoted: quotedAt(start), object, index };
  });
}

const ACRONYM_TAGS: ReadonlySet<string> = new Set(['Noun', 'Singular', 'Acronym', 'ProperNoun']);

/** compromise reads "CLI", "DC" or "CDN" as a Roman numeral: in capitals, after a word, it is a name ("the CLI", "our CDN"). */
function isAcronymNumeral(word: { text: string; tags: ReadonlySet<string> }): boolean {
  return word.tags.has('RomanNumeral') && /^[A-Z]{2,}$/.test(word.text) && !/^(II|III|IV|VI|VII|VIII|IX|XI|XII)$/.test(word.text);
}

/** The forms of `be` (closed-class words of the grammar itself). */
const BE = new Set(['be', 'is', 'are', 'am', 'was', 'were', 'been', 'being']);

export function isBe(word: Word | undefined): boolean {
  return word !== undefined && BE.has(word.word) && !word.quoted;
}

export function isModal(word: Word | undefined): boolean {
  return word !== undefined && word.tags.has('Modal') && !word.quoted;
}

/** An adverb or a negation that can sit inside a verb phrase: `is [not] [automatically] rotated`. */
export function isAdverb(word: Word | undefined): boolean {
  if (word === undefined || word.object || word.tags.has('Verb')) return false;
  // compromise tags "now" in "we can now run" as a conjunction; alone it is the adverb it is there.
  return word.tags.has('Adverb') || word.tags.has('Negative') || (word.tags.has('Conjunction') && tagsAlone(word.word).has('Adverb'));
}

export function isNegative(word: Word | undefined): boolean {
  return word !== undefined && (word.tags.has('Negative') || word.word === 'not' || word.word === 'never');
}

/** A word of the writer's own prose (not quoted, not an object). */
export function isPlain(word: Word | undefined): word is Word {
  return word !== undefined && !word.quoted && !word.object && word.text !== '';
}

/**
 * The base form of the past participle at `word`, when it is one: tagged as a past form in context,
 * or written as one (`set`, `read`, `charged`) where compromise's tagger took it for a noun or an
 * adjective after `be`. Undefined when it is no participle of a verb compromise knows.
 */
export function participleBase(word: Word | undefined): string | undefined {
  if (!isPlain(word) || !/^[a-z][a-z-]*$/.test(word.word)) return undefined;
  if (word.tags.has('Gerund') || word.tags.has('Determiner') || word.tags.has('Preposition') || word.tags.has('Pronoun')) return undefined;
  return baseOfParticiple(word.word);
}

export interface Participle {
  /** The base form (`rebuild`, `allow-list`), or undefined when compromise knows no verb with this participle. */
  base?: string;
  /** The index of the participle's last word (a hyphenated one is two words: `allow`, `listed`). */
  index: number;
}

/**
 * The words of a hyphenated verb around `index` ("auto-register", "allow-list", "double-click"), which
 * compromise splits into parts: the first and the last index. English inflects the last part ("allow-lists").
 */
export function hyphenatedSpan(words: readonly Word[], index: number): { start: number; end: number } {
  const joined = (a: Word | undefined, b: Word | undefined): boolean => a !== undefined && b !== undefined && a.tags.has('Hyphenated') && b.tags.has('Hyphenated') && b.start === a.end + 1;
  let start = index;
  let end = index;
  while (start > 0 && joined(words[start - 1], words[start])) start--;
  while (joined(words[end], words[end + 1])) end++;
  return { start, end };
}

/**
 * A past participle at `index` after a form of `be`: one that compromise tags as a past form in
 * context, or that its conjugation gives back (`set`, `read`, `charged`), or a hyphenated one
 * (`allow-listed`, `self-hosted`).
 */
export function participleAt(words: readonly Word[], index: number): Participle | undefined {
  const word = words[index];
  if (!isPlain(word)) return undefined;
  const next = words[index + 1];
  if (word.tags.has('Hyphenated') && next?.tags.has('Hyphenated') && next.start === word.end + 1) {
    // "CPU-bound", "I/O-bound", "AI-powered", "cloud-based": these participles make adjectives of the noun before them; no verb "CPU-bind"
    // exists. "well-formed", "ill-defined": a quality, not an act.
    if (/^(bound|based|driven|powered|related)$/.test(next.word) || /^(well|ill)$/.test(word.word)) return undefined;
    const last = participleBase(next);
    if (!last && !/(ed|en)$/.test(next.word)) return undefined;
    // "URL-encoded" → "URL-encode": an acronym keeps its capitals.
    const first = /^[A-Z]{2,}$/.test(word.text) ? word.text : word.word;
    return { base: last ? `${first}-${last}` : undefined, index: index + 1 };
  }
  // "well-formed", and "well‑formed" with a non-breaking hyphen as one word: an adjective of quality.
  const before = words[index - 1];
  if (/^(well|ill)\u2011/.test(word.word) || (before && /^(well|ill)$/.test(before.word) && before.tags.has('Hyphenated') && word.start === before.end + 1)) return undefined;
  const base = participleBase(word);
  if (base) return { base, index };
  if (word.tags.has('Participle') || (word.tags.has('PastTense') && word.tags.has('Verb'))) return { index };
  return undefined;
}

/**
 * The index after the adverbs and negations that start at `index`. A word that compromise's tagger
 * took for something else in context but that is no verb, no noun and no function word, between an
 * auxiliary and a verb, is read as the adverb it is there ("will [soon] support", "can [now] run").
 */
export function skipAdverbs(words: readonly Word[], index: number, limit = 3): number {
  let i = index;
  while (i < words.length && i - index < limit) {
    const word = words[i];
    // "can be hard: confusing docs": an adverb that ends a clause ends the verb phrase.
    if (isAdverb(word) && !/[(),;:.!?—–]/.test(word.after)) {
      i++;
      continue;
    }
    const next = words[i + 1];
    const adverbial =
      isPlain(word) &&
      isPlain(next) &&
      // "it's dynamic (defined by …)": punctuation ends the verb phrase.
      !/[(),;:.!?—–]/.test(word.after) &&
      !/[(—–]/.test(next.before) &&
      !next.tags.has('Particle') &&
      !['Noun', 'Determiner', 'Pronoun', 'Preposition', 'Value'].some((tag) => word.tags.has(tag)) &&
      participleBase(word) === undefined &&
      !isKnownVerb(word.word) &&
      (next.tags.has('Verb') || isKnownVerb(next.word)) &&
      // "will then [redirect] back": a word that reads as a verb after "to" is the verb, whatever it was tagged beside a particle.
      !isVerbAfterTo(word.word) &&
      // The verb after it is in its base form: "can now [run]", "will still [pass]", not "can be arbitrary [values]".
      (!/s$/.test(next.word) || next.tags.has('Infinitive') || next.tags.has('PastTense') || tagsAlone(next.word).has('Infinitive'));
    if (!adverbial) break;
    i++;
  }
  return i;
}

/** Punctuation after a word closes its clause (compromise keeps it beside the word, in `after`). */
export function endsClause(word: Word | undefined): boolean {
  return word === undefined || /[,;:.!?)—–]/.test(word.after);
}

/**
 * A verb in the base form at `index` that begins an instruction: compromise reads it as a verb, or
 * it is a word compromise does not know, in the place of a verb, followed by what a verb takes (an
 * article, a pronoun, a preposition, a particle, an object). A noun that starts a subject
 * (`Test results appear`) is followed by another noun and a verb, and is no instruction.
 */
export function isImperativeAt(words: readonly Word[], index: number): boolean {
  const word = words[index];
  if (!isPlain(word) || !/^[a-z][a-z-]*$/i.test(word.text) || word.tags.has('Pronoun') || word.tags.has('Determiner')) return false;
  if (word.tags.has('Gerund') || word.tags.has('PastTense') || word.tags.has('Modal') || word.tags.has('Copula') || word.tags.has('Auxiliary') || word.tags.has('Conjunction')) return false;
  if (word.tags.has('ProperNoun') && !word.tags.has('Verb') && index > 0) return false;
  if (/s$/.test(word.word) && word.tags.has('PresentTense') && !word.tags.has('Infinitive')) return false;
  // "Records who made the change", "Calls the function once": a verb in the third person that completes a lead-in ("Each entry:"),
  // which compromise reads as a plural noun; no instruction ends so ("Access", "Focus", "Bypass" do not end in a plural's `s`).
  if (word.tags.has('Plural') && /[^siu]s$/.test(word.word)) return false;
  const next = words[index + 1];
  if (next && !endsClause(word)) {
    // "Test results appear", "Export formats include": a noun phrase before its verb.
    const after = words[index + 2];
    if (isPlain(next) && next.tags.has('Noun') && !next.tags.has('Pronoun') && !next.tags.has('Possessive') && after && after.tags.has('Verb') && !after.tags.has('Infinitive') && !after.tags.has('Gerund')) return false;
    if (isPlain(next) && next.tags.has('Noun') && after && (after.tags.has('Copula') || after.tags.has('Modal'))) return false;
  }
  if (word.tags.has('Verb')) return true;
  // "Tap **Forget This Device**": a touch gesture opens an instruction whatever its label holds.
  if (GESTURES.has(word.word) && index === 0) return true;
  // "Right-click", "double-click", "drag-and-drop": a compound whose last part is the verb.
  if (word.tags.has('Hyphenated') && next?.tags.has('Hyphenated') && next.start === word.end + 1 && !endsClause(word) && (next.tags.has('Infinitive') || (next.tags.has('Verb') && !next.tags.has('PastTense') && !next.tags.has('Gerund')))) return true;
  // "Double-tap the photo": a gesture compromise reads as a noun, its last part a verb before what it acts on.
  if (word.tags.has('Hyphenated') && next?.tags.has('Hyphenated') && next.start === word.end + 1 && !endsClause(word) && isVerbAfterSubject(next.word) && isImperativeAt(words, index + 1)) return true;
  if (!next || endsClause(word)) return isKnownVerb(word.word) || isVerbAfterTo(word.word);
  // "External `weight`", "Internal `tree`": an adjective no lexicon reads as a verb describes the code after it.
  if (word.tags.has('Adjective') && !canBeVerb(word, index)) return false;
  if (next.object || next.quoted || ['Determiner', 'Possessive', 'Pronoun'].some((tag) => next.tags.has(tag))) return true;
  // "TypeScript for type safety" is a noun before a preposition; "Navigate to …", "tap on …" are verbs.
  if (['Preposition', 'Value', 'Adverb'].some((tag) => next.tags.has(tag))) return canBeVerb(word, index);
  // "Pinch to crop it", "Swipe to dismiss": a gesture and its purpose.
  if (next.word === 'to' && !endsClause(next) && words[index + 2]?.tags.has('Infinitive')) return canBeVerb(word, index);
  // "Select GitHub", "Open Terminal": a word compromise took for an adjective, before a name; it reads as a verb after "to".
  if (!(next.tags.has('ProperNoun') || next.tags.has('Acronym') || /^[A-Z]/.test(next.text))) return false;
  // "tap Profile": a verb compromise's lexicon knows only as a noun, in a clause that has no other verb.
  return canBeVerb(word, index) && !words.slice(index + 1).some((later) => later.tags.has('Verb') && !later.quoted);
}

/**
 * A word compromise did not tag as a verb here that is one: it reads as a verb alone or after "to",
 * or, written in lower case at the start of a clause ("Second, tap …"), between a subject and an
 * object. A capitalized word compromise does not know ("TypeScript", "Vite") is a name.
 */
/** Touch gestures, which compromise's lexicon knows as nouns only ("a tap", "a pinch"): in an instruction, verbs. */
const GESTURES = new Set(['tap', 'pinch', 'swipe', 'flick', 'drag', 'scroll', 'press', 'shake', 'zoom', 'pan']);

function canBeVerb(word: Word, index: number): boolean {
  if (GESTURES.has(word.word)) return true;
  // At the start of a sentence every word has its capital: "Tap **Settings**" is the verb "tap" (a word of the lexicon, not a name as "TypeScript" is).
  return isKnownVerb(word.word) || isVerbAfterTo(word.word) || ((/^[a-z]/.test(word.text) || (index === 0 && inLexicon(word.word))) && isVerbAfterSubject(word.word));
}

/** Where the main clause of a sentence starts, past an introductory phrase set off by a comma ("In the sidebar, …", "Once signed in, …"). */
export function mainClauseStart(words: readonly Word[], from = 0, maxIntro = 8): number {
  for (let i = from; i < words.length && i - from < maxIntro; i++) {
    if (/,/.test(words[i].after) && i + 1 < words.length) return i + 1;
  }
  return from;
}

/** Is the noun phrase whose head is at `index` plural (`endpoints`, `they`, `your team and your clients`)? */
export function isPluralSubject(words: readonly Word[], index: number): boolean {
  const head = words[index];
  if (!head) return false;
  if (/^(you|we|they|i|these|those|both)$/.test(head.word)) return true;
  if (head.tags.has('Pronoun')) return false;
  // "GROMACS", "AWS", "DNS": a name in capitals is one thing, whatever letter it ends with.
  const capitals = /^[A-Z0-9]{2,}$/.test(head.text) && !head.object;
  // "the CLI and TUI": capitals right after "and" and a noun are the second of two; "the Triggers and Events WG"
  // is one name, its capitals after a capitalised word.
  if (capitals) return words[index - 1]?.word === 'and' && !words[index - 1].quoted && !endsClause(words[index - 2]) && (words[index - 2]?.tags.has('Noun') === true || words[index - 2]?.object === true);
  if (head.tags.has('Plural')) return true;
  // Two subjects joined by `and` ("your team and your clients"), not two clauses ("…, and this guide").
  for (let i = index - 1; i > 0 && i >= index - 6; i--) {
    if (words[i].word === 'and' && !words[i].quoted) return !endsClause(words[i - 1]) && (words[i - 1].tags.has('Noun') || words[i - 1].object);
    // "an example and a note that the transcription …": a relative pronoun or a preposition opens another phrase.
    if (words[i].tags.has('Verb') || endsClause(words[i]) || RELATIVE.has(words[i].word) || (words[i].tags.has('Preposition') && !words[i].tags.has('Conjunction'))) break;
  }
  // "Core Maintainers": a capitalised plural of a common noun is those people, not one name.
  if (head.tags.has('ProperNoun') && /[^s]s$/.test(head.word) && tagsAfterThe(head.word).has('Plural')) return true;
  return head.tags.has('Plural') || (!head.tags.has('Noun') && tagsAfterThe(head.word).has('Plural'));
}

/** A noun, though compromise may tag one that opens a clause as a verb ("Messages sent through …"): after "the" it reads as a noun. */
function isNounHere(words: readonly Word[], word: Word): boolean {
  if (word.tags.has('Pronoun')) return false;
  const opensClause = word.index === 0 || endsClause(words[word.index - 1]);
  return word.tags.has('Noun') || (opensClause && tagsAfterThe(word.word).has('Noun'));
}

/** Relative pronouns that open a clause inside a subject: "Requests [that exceed the limit] will fail". */
const RELATIVE = new Set(['that', 'which', 'who', 'whose', 'whom']);

/**
 * The head word of the subject of the verb whose first auxiliary is at `index`: the nearest noun or
 * pronoun before it, or, past a relative clause ("that exceed the limit") or a participle phrase
 * ("sent through that channel", "running an old version"), the noun the clause describes. Undefined
 * when the clause has none (an instruction, a question).
 */
export function subjectBefore(words: readonly Word[], verbIndex: number): Word | undefined {
  // "The docs for `x` (in Lightdash and in dbt) will become …": the subject stands before the parenthesis.
  const index = beforeParenthesis(words, verbIndex);
  let head: Word | undefined;
  let verbBetween = false;
  for (let i = index - 1; i >= 0; i--) {
    const word = words[i];
    if (endsClause(word) && i < index - 1) break;
    // "that" before the head itself ("through that channel") is its determiner; a relative clause has a verb.
    if (RELATIVE.has(word.word) && i > 0 && head && (verbBetween || word.word !== 'that')) {
      // The subject is the noun before the relative pronoun.
      const described = words[i - 1];
      if (described.tags.has('Noun') || described.object) head = described;
      break;
    }
    const participle = isPlain(word) && (word.tags.has('Participle') || word.tags.has('PastTense') || word.tags.has('Gerund'));
    const described = words[i - 1];
    // A pronoun takes no participle phrase ("found and [we] will"), and one behind another verb is not in the subject ("the name given … is the name your [subscribers] will see").
    if (head && head !== word && participle && !head.tags.has('Pronoun') && !verbBetween && described && !endsClause(described) && (isNounHere(words, described) || described.object)) {
      head = described;
      break;
    }
    if (head && word.tags.has('Verb') && !participle) verbBetween = true;
    if (head) continue;
    // "the files that will be deleted": a relative pronoun right before the verb stands for the noun right before it
    // ("the list of files that will be deleted" are files).
    if (i === index - 1 && /^(that|which|who)$/.test(word.word) && !word.quoted && words[i - 1] && !endsClause(words[i - 1]) && (isNounHere(words, words[i - 1]) || words[i - 1].object) && !words[i - 1].tags.has('Verb')) return words[i - 1];
    // "scripts that ensure you will get the binary": a subject pronoun right before the verb is its subject.
    // Not after a preposition: "something from you will be recorded" is something's.
    if (i === index - 1 && /^(you|we|they|i|he|she)$/.test(word.word) && !word.quoted && !(words[i - 1]?.tags.has('Preposition') && !words[i - 1].tags.has('Conjunction'))) return word;
    // "Receivers that support [tasks] will …": compromise may read a plural after a verb as a verb; two verbs in a row cannot stand.
    const objectAfterVerb = i > 0 && word.tags.has('Verb') && /s$/.test(word.word) && words[i - 1].tags.has('Verb') && !isBe(words[i - 1]) && !words[i - 1].tags.has('Auxiliary') && tagsAfterThe(word.word).has('Noun');
    if (word.tags.has('Noun') || word.tags.has('Pronoun') || word.object || objectAfterVerb) head = word;
    else if (word.tags.has('Verb') || word.tags.has('Particle')) return relativeSubject(words, i);
    else if (!isAdverb(word) && !word.tags.has('Adjective')) break;
  }
  return head && !head.tags.has('Pronoun') ? headOfPhrase(words, head) : head;
}

/** "Jobs that fail will be retried", "users who sign in will see": a relative clause with no object ends at `end`; its noun is the subject. */
function relativeSubject(words: readonly Word[], end: number): Word | undefined {
  for (let k = end; k > 0 && end - k <= 3; k--) {
    const word = words[k];
    if (RELATIVE.has(word.word) && !word.quoted) {
      const noun = words[k - 1];
      return noun && !endsClause(noun) && (noun.tags.has('Noun') || noun.object) && !noun.tags.has('Pronoun') ? headOfPhrase(words, noun) : undefined;
    }
    // "Any changes you make will affect …": a relative clause without its pronoun; the noun before its subject is the subject.
    if (k < end && /^(you|we|they|i)$/.test(word.word) && !word.quoted) {
      const noun = words[k - 1];
      // compromise may tag that noun as a verb ("any changes you make"); after a determiner it reads as a noun.
      const afterDeterminer = noun !== undefined && words[k - 2]?.tags.has('Determiner') === true && tagsAfterThe(noun.word).has('Noun');
      return noun && !endsClause(noun) && ((isNounHere(words, noun) && !noun.tags.has('Verb')) || afterDeterminer) ? headOfPhrase(words, noun) : undefined;
    }
    if (endsClause(word) || !(word.tags.has('Verb') || word.tags.has('Particle') || isAdverb(word) || isNegative(word))) return undefined;
  }
  return undefined;
}

/** The index of the parenthesis that closes right before `index` opens at, or `index`. */
export function beforeParenthesis(words: readonly Word[], index: number): number {
  if (!/\)/.test(words[index - 1]?.after ?? '')) return index;
  for (let k = index - 1; k > 0 && index - k <= 15; k--) if (words[k].before.includes('(')) return k;
  return index;
}

/** Prepositions that attach a phrase to the noun before them: "the list [of users]", "requests [to the API]". */
const NOUN_PREPOSITION = /^(of|in|for|to|from|with|on|at|within|inside|across|under|about|per|without|between|among|like|than)$/;
/** Partitives whose number is their object's: "a lot of requests fail", "the rest of the jobs run". */
const PARTITIVE = /^(lots?|plenty|majority|rest|half|bunch|couple|percent|number|none)$/;

/**
 * The noun a phrase is about, back past the phrases that describe it: "the list of users" is a
 * list, "features exclusive to the cloud plan" are features, "one of the nodes" is one.
 */
function headOfPhrase(words: readonly Word[], found: Word): Word {
  // "a callback nobody will complete": an indefinite pronoun is a subject of its own.
  if (/^(no|any|some|every)(body|one|thing)$/.test(found.word)) return found;
  let head = found;
  for (;;) {
    let start = head.index;
    // A determiner opens the phrase ("files to the bucket the function" holds two), and a plural after
    // "the title" may be a subject of its own ("the title customers will see"), not a compound ("our team members").
    while (start > 0 && inNounPhrase(words[start - 1]) && !words[start].tags.has('Determiner') && !ownSubject(words, start)) start--;
    const preposition = words[start - 1];
    // "providers such as Twilio": "such as" attaches its example to the noun before "such".
    const such = preposition?.word === 'as' && words[start - 2]?.word === 'such' ? 1 : 0;
    const before = words[start - 2 - such];
    if (!preposition || !before || !(NOUN_PREPOSITION.test(preposition.word) || such) || preposition.quoted || endsClause(before) || before.quoted) return head;
    if (/^(one|each|either|neither)$/.test(before.word)) return before;
    // "a number of requests fail", but "the number of requests is".
    if (PARTITIVE.test(before.word) && (before.word !== 'number' || words[start - 3]?.word === 'a')) return head;
    if ((before.tags.has('Noun') && !before.tags.has('Pronoun')) || before.object) {
      head = before;
      continue;
    }
    // "features exclusive to the cloud plan", "fields available in the index": an adjective phrase after its noun.
    const noun = words[start - 3 - such];
    if (before.tags.has('Adjective') && noun && !endsClause(noun) && noun.tags.has('Noun') && !noun.tags.has('Pronoun')) {
      head = noun;
      continue;
    }
    return head;
  }
}

/** A plural noun right after "the/a/this" and a noun: a relative clause's own subject, as far as its words say. */
function ownSubject(words: readonly Word[], k: number): boolean {
  const before = words[k - 1];
  return words[k].tags.has('Plural') && before.tags.has('Noun') && !before.tags.has('Possessive') && /^(the|a|an|this|that)$/.test(words[k - 2]?.word ?? '');
}

function inNounPhrase(word: Word): boolean {
  if (endsClause(word) || (word.tags.has('Pronoun') && !word.tags.has('Possessive'))) return false;
  return word.object || word.tags.has('Determiner') || word.tags.has('Adjective') || word.tags.has('Noun') || word.tags.has('Value') || word.tags.has('Possessive');
}

/** Words that place a step in a sequence: "First, …", "Then …", "Finally, …". */
export const SEQUENCE_WORDS = new Set(['first', 'firstly', 'second', 'secondly', 'third', 'thirdly', 'then', 'next', 'now', 'finally', 'lastly', 'afterwards', 'afterward', 'subsequently']);

export interface Instruction {
  /** The verb in the imperative. */
  verb: Word;
  /** The instruction follows an introductory phrase: a place, a condition or a time ("In the sidebar, …", "Once signed in, …"). */
  intro: boolean;
  /** A word of sequence opens it ("Then", "Next,", "Finally,"), or its introduction is one ("After that, …", "Once that's done, …"). */
  sequence?: Word;
}

/**
 * The instruction a sentence opens with, past up to two introductory phrases set off by commas, a
 * word of sequence and adverbs: "Click **Save**", "In the sidebar, choose …", "Then, in the route,
 * add …", "Carefully remove …". Undefined for a description ("The server checks …").
 */
export function instructionOf(words: readonly Word[]): Instruction | undefined {
  let start = 0;
  let intro = false;
  let sequence: Word | undefined;
  for (let round = 0; round < 3; round++) {
    const word = words[start];
    if (!word) return undefined;
    if (SEQUENCE_WORDS.has(word.word) && !word.quoted) {
      sequence ??= word;
      start++;
      continue;
    }
    const clause = mainClauseStart(words, start);
    if (clause === start) break;
    // "After that, …", "Once that's done, …": an introduction that refers to the step before.
    if (/^(after|once|when)$/.test(word.word) && words.slice(start + 1, clause).some((later) => /^(that|this|it)$/.test(later.word))) sequence ??= word;
    // "`--max_steps` (int, default `400`)": code that opens the item is its subject, described; no introduction.
    if (word.object && !word.quoted) return undefined;
    // A phrase that is itself an instruction ("Copy the key, then paste it") is no introduction.
    if (round === 0 && isImperativeAt(words, start) && !word.tags.has('Preposition') && !/^(once|if|when|after|before|to|as|while|until|unless)$/.test(word.word)) break;
    // "No documentation is perfect, and …": a clause of its own, with its verb, is no introduction.
    if (!word.tags.has('Preposition') && !/^(once|if|when|whenever|after|before|as|while|until|unless|since|where|wherever)$/.test(word.word) && words.slice(start, clause).some((later) => later.tags.has('Copula') || later.tags.has('Modal'))) return undefined;
    intro = true;
    start = clause;
  }
  const verbIndex = skipAdverbs(words, start);
  const verb = words[verbIndex];
  if (!isImperativeAt(words, verbIndex)) return undefined;
  // "First of all, thank you for upgrading": thanks, not a step.
  if (verb.word === 'thank' && words[verbIndex + 1]?.word === 'you') return undefined;
  if (verbIndex > start && words[start].word === 'now') sequence ??= words[start];
  return { verb, intro, sequence };
}

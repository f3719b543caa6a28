/**
 * English grammar for the prose room: part-of-speech tags in context, contractions expanded, and
 * verb conjugation, from compromise (MIT, no dependencies beyond its own small helpers).
 *
 * compromise is pinned to 14.17.0 in package.json: its tagger decides what the style rules report,
 * so a new release is taken on purpose, with the probe (`__tests__/probe/`) and the corpus counts
 * re-run, never by a caret range. It runs on Node 12 and later (`engines`). It was chosen over
 * wink-nlp and retext-pos by measurement (bench/nlp-compare.mjs, docs/style-grammar.mdx): it reads
 * imperatives and short irregular participles best, and it is the only one that conjugates.
 *
 * It is loaded on first use, synchronously (the engine's walk is synchronous), so a run without a
 * style rule never loads it: its lexicon takes a few hundred milliseconds to unpack.
 */

import { createRequire } from 'node:module';
import { bundledDictionary, ENGLISH } from '../../spelling/bundled-dictionaries.js';
import { sweepIndexPlugin } from './sweep-index.js';

export interface TaggedWord {
  /** As written; empty for the second half of a contraction (`'ll` of `it'll` is the word `will`). */
  text: string;
  /** The word as read: lower case, a contraction expanded (`it'll` → `it`, then `will`). */
  word: string;
  tags: ReadonlySet<string>;
  /** The punctuation and space written after the word (`, ` after `sidebar` in "In the sidebar, …"). */
  after: string;
  /** The punctuation written before the word (the `(` of "(defined by …)"). */
  before: string;
  /** Offsets in the text given to `tag`; the half of a contraction that has no text of its own takes its word's. */
  start: number;
  end: number;
}

export interface VerbForms {
  Infinitive: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}

interface CompromiseTerm {
  text: string;
  normal: string;
  pre?: string;
  machine?: string;
  implicit?: string;
  post?: string;
  tags: Set<string>;
  offset?: { start: number; length: number };
}

interface CompromiseDoc {
  docs: CompromiseTerm[][];
  compute(method: string): CompromiseDoc;
}

interface Compromise {
  (text: string): CompromiseDoc;
  plugin(plugin: object): Compromise;
  world(): {
    model: unknown;
    methods: { two: { transform: { verb: { conjugate(word: string, model: unknown): VerbForms; toInfinitive(word: string, model: unknown, tense?: string): string } } } };
  };
}

let nlp: Compromise | undefined;

function load(): Compromise {
  // compromise/two: the tagger and the conjugation without the phrase-level plugins of the full build, which
  // the rules do not use; it tags every word the same and runs about 1.5 times faster. Its sweep of
  // tagging patterns is replaced by one that finds the same patterns faster (sweep-index.ts).
  if (!nlp) {
    nlp = createRequire(import.meta.url)('compromise/two') as Compromise;
    nlp.plugin(sweepIndexPlugin((nlp.world().model as { one: { tagSet: Record<string, { parents?: string[] }> } }).one.tagSet));
  }
  return nlp;
}

/**
 * Sentences already tagged, by their text. A sentence is tagged the same wherever it stands (it is
 * tagged alone), and sites repeat theirs: a third of the sentences the style rules tag on a
 * 1,000-page site of the corpus are ones tagged before (boilerplate, shared parameter descriptions,
 * the same warning on every page), and an editor lints a page again at every change, where nearly
 * every sentence is one it has tagged. Past `SENTENCE_MEMORY` sentences the memory starts over, so a
 * long-lived process holds a few tens of megabytes at most.
 */
const sentenceMemory = new Map<string, readonly TaggedWord[]>();
const SENTENCE_MEMORY = 20_000;
/** One set for each combination of tags: a remembered sentence holds no set of its own per word. */
const tagCombinations = new Map<string, ReadonlySet<string>>();

/** The words of one sentence with their tags in context (shared and read-only: the same array for the same text). */
export function tagWords(text: string): readonly TaggedWord[] {
  let words = sentenceMemory.get(text);
  if (!words) {
    words = tagAfresh(text);
    if (sentenceMemory.size >= SENTENCE_MEMORY) sentenceMemory.clear();
    sentenceMemory.set(text, words);
  }
  return words;
}

function tagAfresh(text: string): TaggedWord[] {
  const doc = load()(text).compute('offset');
  const words: TaggedWord[] = [];
  for (const term of doc.docs.flat()) {
    const start = term.offset?.start ?? 0;
    const length = term.offset?.length ?? 0;
    const previous = words[words.length - 1];
    const own = length > 0 || !previous;
    words.push({
      text: term.text,
      word: (term.machine ?? term.implicit ?? term.normal).toLowerCase(),
      tags: sharedTags(term.tags),
      after: term.post ?? '',
      before: term.pre ?? '',
      start: own ? start : previous.start,
      end: own ? start + length : previous.end,
    });
  }
  return words;
}

function sharedTags(tags: Set<string>): ReadonlySet<string> {
  const key = [...tags].join(' ');
  let shared = tagCombinations.get(key);
  if (!shared) {
    shared = tags;
    tagCombinations.set(key, shared);
  }
  return shared;
}

const formsCache = new Map<string, VerbForms>();

/** The forms of a verb given in its base form (`rebuild` → `rebuilt`, `rebuilds`, …), from compromise's conjugation. */
export function verbForms(base: string): VerbForms {
  let forms = formsCache.get(base);
  if (!forms) {
    const world = load().world();
    forms = regularWhereUnknown(base, world.methods.two.transform.verb.conjugate(base, world.model));
    formsCache.set(base, forms);
  }
  return forms;
}

/** compromise's lexicon: the words it knows, each with its tag. */
function lexiconOf(): Record<string, unknown> {
  return (load().world().model as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
}

/** compromise's lexicon lists the word (an English word, not a name it guesses at by its shape). */
export function inLexicon(word: string): boolean {
  return lexiconOf()[word.toLowerCase()] !== undefined;
}

/**
 * compromise conjugates a verb its lexicon does not know by rules that miss English spelling
 * (`proxy` → `proxys`, `sync` → past `sync`): such a verb is regular, and its forms follow the
 * spelling rules of regular verbs. A verb the lexicon knows keeps compromise's forms (`set`, `ran`).
 */
function regularWhereUnknown(base: string, forms: VerbForms): VerbForms {
  const lexicon = lexiconOf();
  if (lexicon[base] !== undefined || !/^[a-z]+$/.test(base)) return forms;
  const consonantY = /[^aeiou]y$/.test(base);
  const present = consonantY ? `${base.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(base) ? `${base}es` : `${base}s`;
  const past = consonantY ? `${base.slice(0, -1)}ied` : base.endsWith('e') ? `${base}d` : `${base}ed`;
  const gerund = /[^aeiouy]e$/.test(base) ? `${base.slice(0, -1)}ing` : `${base}ing`;
  return {
    ...forms,
    PresentTense: forms.PresentTense === `${base}s` || forms.PresentTense === undefined ? present : forms.PresentTense,
    PastTense: forms.PastTense === base || forms.PastTense === undefined ? past : forms.PastTense,
    Gerund: forms.Gerund === base || forms.Gerund === undefined ? gerund : forms.Gerund,
  };
}

const baseCache = new Map<string, string | null>();

/**
 * The base form of a past participle or past tense (`rebuilt` → `rebuild`, `set` → `set`,
 * `overridden` → `override`), or undefined when no verb that compromise knows has that form: the
 * round trip through its conjugation must give the word back, so a message never names a made-up verb.
 */
export function baseOfParticiple(participle: string): string | undefined {
  const word = participle.toLowerCase();
  let base = baseCache.get(word);
  if (base === undefined) {
    base = null;
    const world = load().world();
    const transform = world.methods.two.transform.verb;
    for (const tense of ['PastTense', 'Participle']) {
      const candidate = transform.toInfinitive(word, world.model, tense);
      if (!candidate) continue;
      const forms = verbForms(candidate);
      // The base must be another word (`retried` → `retry`), or the participle its own base (`set`, `put`, `read`);
      // no such verb ends in s: compromise conjugates the plural noun `strings` as its own past.
      const roundTrip = (forms.PastTense === word || forms.Participle === word) && (candidate !== word || (!/s$/.test(word) && (tagsAlone(word).has('Infinitive') || isVerbAfterTo(word))));
      // `run`, `come`, `become`: an irregular past (`ran`) and a participle that is the base form.
      // A regular past (`emptied`, `dried`) says the word is an adjective or a base there ("can be empty"), no participle.
      const baseParticiple = candidate === word && !forms.Participle && forms.PastTense !== undefined && !forms.PastTense.startsWith(word) && forms.PastTense !== `${word.slice(0, -1)}ied`;
      // A regular participle of a base compromise knows only as a noun ("to retry" reads as a noun): the spelling decides.
      const regular = candidate !== word && candidate.length >= 4 && /[aeiouy]/.test(candidate) && /(ed|ied)$/.test(word);
      if ((roundTrip || baseParticiple) && (isVerbAfterTo(candidate) || (regular && roundTrip))) {
        base = regular ? englishBase(word, candidate) : candidate;
        break;
      }
    }
    // compromise gives some regular forms back unchanged (`scoped`, `coped`): the spelling's bases, if the dictionary has one.
    if (base === null && /[^e]ed$/.test(word) && word.length >= 6) base = spelledBase(word);
    // "rerun", "rebuilt", "rewritten": `re` and the participle of an irregular verb compromise does not know with the prefix.
    if (base === null && /^re[a-z]{3,}$/.test(word)) {
      const unprefixed = baseOfParticiple(word.slice(2));
      if (unprefixed !== undefined && (verbForms(unprefixed).Participle ?? unprefixed) === word.slice(2) && /[^d]$/.test(word)) base = `re${unprefixed}`;
    }
    // "pasted" is "paste", not the noun "past" that compromise also conjugates: an `e` the past dropped comes back when the lexicon has that verb.
    if (base !== null && base === word.slice(0, -2) && inLexicon(word.slice(0, -1)) && tagsAlone(word.slice(0, -1)).has('Verb')) base = word.slice(0, -1);
    baseCache.set(word, base);
  }
  return base ?? undefined;
}

/**
 * A regular `-ed` form has two bases by its spelling (`cached`: `cach` or `cache`; `synced`: `synce`
 * or `sync`), and compromise guesses when its lexicon knows neither. The English dictionary decides
 * between them; where it knows neither either (`allowlisted`), compromise's guess stays. Loaded only
 * for such a guess.
 */
function englishBase(word: string, candidate: string): string {
  const lexicon = lexiconOf();
  if (lexicon[candidate] !== undefined) return candidate;
  const dictionary = bundledDictionary(ENGLISH['en-US'].dictionary);
  if (!dictionary || dictionary.has(candidate)) return candidate;
  return [word.slice(0, -1), word.slice(0, -2)].find((base) => base !== candidate && base.length >= 2 && dictionary.has(base)) ?? candidate;
}

/** The base of a regular `-ed` form the English dictionary knows as a word that conjugates back to it (`scoped` → `scope`), or null. */
function spelledBase(word: string): string | null {
  const dictionary = bundledDictionary(ENGLISH['en-US'].dictionary);
  if (!dictionary) return null;
  const stem = word.slice(0, -2);
  const candidates = [word.slice(0, -1), stem, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [])];
  return candidates.find((base) => base.length >= 3 && dictionary.has(base) && verbForms(base).PastTense === word) ?? null;
}

const NO_TAGS: ReadonlySet<string> = new Set();
const framedCache = new Map<string, ReadonlySet<string>>();

/**
 * The tags compromise gives `word` between `before` and `after` ("to grant", "you tap it", "the
 * messages"): how it reads in that place, whatever it reads as alone. No tags when the frame does
 * not stay as many words as it was written (a word compromise splits or joins).
 */
function tagsInFrame(before: string, word: string, after = ''): ReadonlySet<string> {
  const text = `${before} ${word} ${after}`.trim();
  let tags = framedCache.get(text);
  if (!tags) {
    const terms = load()(text).docs.flat();
    tags = terms.length === (after ? 3 : 2) ? terms[1].tags : NO_TAGS;
    framedCache.set(text, tags);
  }
  return tags;
}

/** compromise reads the word as a verb after `to` ("to grant"): a verb, though alone it may read as a noun. */
export function isVerbAfterTo(word: string): boolean {
  const tags = tagsInFrame('to', word);
  return tags.has('Verb') && !tags.has('PastTense');
}

/** compromise reads the word as a verb between a subject and an object ("you tap it"): it can be a verb. */
export function isVerbAfterSubject(word: string): boolean {
  return tagsInFrame('you', word, 'it').has('Infinitive');
}

/** The tags compromise gives the word after "the": how it reads as a noun ("the messages" is plural, though "messages" alone reads as a verb). */
export function tagsAfterThe(word: string): ReadonlySet<string> {
  return tagsInFrame('the', word);
}

const soloCache = new Map<string, ReadonlySet<string>>();

/** The tags compromise gives the word alone, out of context: what its lexicon or its suffix says it is. */
export function tagsAlone(word: string): ReadonlySet<string> {
  let tags = soloCache.get(word);
  if (!tags) {
    const [term] = load()(word).docs.flat();
    tags = term?.tags ?? NO_TAGS;
    soloCache.set(word, tags);
  }
  return tags;
}

/**
 * The phrasal verb a compound noun is written for: "setup" → "set up", "login" → "log in",
 * "checkout" → "check out". A word that compromise knows as a verb is left as it is.
 */
export function phrasalVerb(word: string): string {
  const match = /^([a-z]{2,}?)(up|in|out|down|off|back|over)$/i.exec(word);
  if (!match || isKnownVerb(word.toLowerCase()) || !isKnownVerb(match[1].toLowerCase())) return word;
  return `${match[1]} ${match[2]}`;
}

/** compromise reads the word, alone, as a verb: its lexicon knows it as one, or its suffix makes it one. */
export function isKnownVerb(word: string): boolean {
  return tagsAlone(word).has('Verb');
}

/**
 * "unknown", "unaffected", "unsupported": `un` and the participle of a verb that has no `un` form
 * (`unknow`, `unaffect` are no words): an adjective, not a passive ("unlocked" is one).
 */
export function isNegatedAdjective(participle: string): boolean {
  const word = participle.toLowerCase();
  if (word.length < 5 || !word.startsWith('un')) return false;
  const base = baseOfParticiple(word.slice(2));
  const lexicon = lexiconOf();
  return base !== undefined && lexicon[`un${base}`] === undefined;
}

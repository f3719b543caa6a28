/**
 * A sentence as the tokens Vale's `sequence` rules read: words with Penn Treebank tags (`NN`,
 * `VBZ`, `PRP$`…), contractions and possessives split as the Treebank splits them (`do` + `n't`,
 * `endpoint` + `'s`), hyphenated words whole (`meet-up`), and punctuation as tokens of its own.
 * The words and their tags come from the prose room's grammar (compromise, tagged once per
 * sentence for every rule of the page); one table below maps compromise's tags to Penn's.
 * compromise has nothing for `FW` (foreign word) and `LS` (list marker): a rule that asks for them
 * is partially supported, and says so once.
 */

import { grammarOf, type Word } from '../prose/grammar/index.js';
import type { Sentence } from '../prose/sentences.js';

export interface PennToken {
  /** As written, with typographic apostrophes made straight (what `pattern` is matched against). */
  text: string;
  tag: string;
  /** Offsets in the unit's text. */
  start: number;
  end: number;
}

/** What a Penn tag is decided on: the word's compromise tags and its neighbours. */
interface TagView {
  word: Word;
  lower: string;
  has(tag: string): boolean;
  previous?: Word;
  next?: Word;
}

const BE: Record<string, string> = { be: 'VB', is: 'VBZ', are: 'VBP', am: 'VBP', was: 'VBD', were: 'VBD', been: 'VBN', being: 'VBG', has: 'VBZ', had: 'VBD', does: 'VBZ', did: 'VBD' };
const POSSESSIVE_PRONOUNS = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their', 'thy']);
const COORDINATING = new Set(['and', 'or', 'but', 'nor', 'yet', 'plus', '&', 'either', 'neither']);
const AUXILIARY_BEFORE_PARTICIPLE = /^(?:have|has|had|having|be|is|are|am|was|were|been|being|get|gets|got|gotten)$/;

/**
 * Penn Treebank tags, in the order they are tried: the first whose test holds is the word's tag.
 * `served: false` marks the tags compromise cannot give.
 */
export const PENN_TAGS: ReadonlyArray<{ tag: string; means: string; served: boolean; test(view: TagView): boolean }> = [
  { tag: 'TO', means: 'to', served: true, test: (v) => v.lower === 'to' },
  { tag: 'EX', means: 'existential there', served: true, test: (v) => v.has('There') },
  { tag: 'MD', means: 'modal', served: true, test: (v) => v.has('Modal') || /^(?:can|could|may|might|must|shall|should|will|would|ca|wo)$/.test(v.lower) },
  { tag: 'PRP$', means: 'possessive pronoun', served: true, test: (v) => POSSESSIVE_PRONOUNS.has(v.lower) && !(v.lower === 'her' && isObjectPosition(v)) },
  { tag: 'WP$', means: 'possessive wh-pronoun', served: true, test: (v) => v.lower === 'whose' },
  { tag: 'WP', means: 'wh-pronoun', served: true, test: (v) => /^(?:who|whom|what|whoever|whatever)$/.test(v.lower) },
  { tag: 'WDT', means: 'wh-determiner', served: true, test: (v) => /^(?:which|whichever)$/.test(v.lower) || (v.lower === 'that' && isRelativeThat(v)) },
  { tag: 'WRB', means: 'wh-adverb', served: true, test: (v) => /^(?:when|where|why|how|whenever|wherever|however)$/.test(v.lower) && v.has('QuestionWord') },
  { tag: 'PRP', means: 'personal pronoun', served: true, test: (v) => v.has('Pronoun') },
  { tag: 'CD', means: 'cardinal number', served: true, test: (v) => v.has('Cardinal') || /^\d[\d.,]*$/.test(v.lower) },
  { tag: 'UH', means: 'interjection', served: true, test: (v) => v.has('Expression') },
  { tag: 'CC', means: 'coordinating conjunction', served: true, test: (v) => COORDINATING.has(v.lower) },
  { tag: 'PDT', means: 'predeterminer', served: true, test: (v) => /^(?:all|both|half|such|quite)$/.test(v.lower) && v.next !== undefined && v.next.tags.has('Determiner') },
  { tag: 'DT', means: 'determiner', served: true, test: (v) => v.has('Determiner') && !(v.lower === 'that' && !nextIsNominal(v)) },
  { tag: 'IN', means: 'preposition or subordinating conjunction', served: true, test: (v) => v.has('Preposition') || v.has('Conjunction') || v.lower === 'that' },
  { tag: 'RP', means: 'particle', served: true, test: (v) => v.has('Particle') },
  // compromise reads a bare noun after a preposition or a determiner as a verb ("per seat", "the review"): there it is a noun.
  { tag: 'NN', means: 'noun, singular or mass', served: true, test: (v) => v.has('Verb') && v.has('Infinitive') && !v.has('Gerund') && !v.has('Imperative') && afterNounMarker(v) },
  { tag: 'VBG', means: 'verb, gerund or present participle', served: true, test: (v) => v.has('Gerund') || BE[v.lower] === 'VBG' },
  { tag: 'VBN', means: 'verb, past participle', served: true, test: (v) => BE[v.lower] === 'VBN' || (v.has('Verb') && (v.has('Participle') || (v.has('PastTense') && (v.has('Passive') || afterAuxiliary(v))))) },
  { tag: 'VBD', means: 'verb, past tense', served: true, test: (v) => BE[v.lower] === 'VBD' || (v.has('Verb') && v.has('PastTense')) },
  { tag: 'VBZ', means: 'verb, third person singular present', served: true, test: (v) => BE[v.lower] === 'VBZ' || (v.has('Verb') && v.has('PresentTense') && !v.has('Infinitive') && /s$/.test(v.lower)) },
  { tag: 'VB', means: 'verb, base form', served: true, test: (v) => BE[v.lower] === 'VB' || (v.has('Verb') && (v.has('Imperative') || !v.previous || baseFormContext(v))) },
  { tag: 'VBP', means: 'verb, non-third person singular present', served: true, test: (v) => v.has('Verb') },
  // compromise leaves the irregular forms untagged as degrees (`best`, `worse`).
  { tag: 'JJR', means: 'adjective, comparative', served: true, test: (v) => v.has('Adjective') && (v.has('Comparative') || /^(?:better|worse)$/.test(v.lower)) },
  { tag: 'JJS', means: 'adjective, superlative', served: true, test: (v) => v.has('Adjective') && (v.has('Superlative') || /^(?:best|worst)$/.test(v.lower)) },
  { tag: 'RBR', means: 'adverb, comparative', served: true, test: (v) => v.has('Adverb') && v.has('Comparative') },
  { tag: 'RBS', means: 'adverb, superlative', served: true, test: (v) => v.has('Adverb') && v.has('Superlative') },
  { tag: 'RB', means: 'adverb', served: true, test: (v) => v.has('Adverb') || v.has('Negative') || v.lower === "n't" },
  { tag: 'JJ', means: 'adjective', served: true, test: (v) => v.has('Adjective') || v.has('Ordinal') },
  { tag: 'NNPS', means: 'proper noun, plural', served: true, test: (v) => v.has('ProperNoun') && v.has('Plural') },
  { tag: 'NNP', means: 'proper noun, singular', served: true, test: (v) => v.has('ProperNoun') || v.word.object },
  { tag: 'NNS', means: 'noun, plural', served: true, test: (v) => v.has('Plural') },
  { tag: 'NN', means: 'noun, singular or mass', served: true, test: () => true },
  { tag: 'POS', means: "possessive ending 's", served: true, test: () => false },
  { tag: 'SYM', means: 'symbol', served: true, test: () => false },
  { tag: 'FW', means: 'foreign word', served: false, test: () => false },
  { tag: 'LS', means: 'list item marker', served: false, test: () => false },
];

/** Punctuation tags, as the Treebank writes them. */
const PUNCTUATION_TAGS = ['.', ',', ':', '(', ')', '``', "''", '$', '#'];

/** Every tag a `sequence` rule may name (Penn's and punctuation's), and those compromise can serve. */
export const KNOWN_TAGS: ReadonlySet<string> = new Set([...PENN_TAGS.map((entry) => entry.tag), ...PUNCTUATION_TAGS]);
export const SERVED_TAGS: readonly string[] = [...new Set([...PENN_TAGS.filter((entry) => entry.served).map((entry) => entry.tag), ...PUNCTUATION_TAGS])];

function pennTag(view: TagView): string {
  for (const entry of PENN_TAGS) if (entry.test(view)) return entry.tag;
  return 'NN';
}

/** The sentence's tokens, each word tagged in context (compromise), punctuation between them as tokens. */
export function pennTokens(sentence: Sentence): PennToken[] {
  const words = grammarOf(sentence).filter((word) => word.end > word.start || word.text === '');
  const tokens: PennToken[] = [];
  const text = sentence.text;
  const base = sentence.start;
  let cursor = words.length > 0 ? words[0].start : base;
  const punctuation = (from: number, to: number) => {
    for (const match of text.slice(from - base, to - base).matchAll(/\.{2,}|-{2,}|[^\s\p{L}\p{N}]/gu)) {
      const start = from + match.index!;
      tokens.push({ text: match[0], tag: punctuationTag(match[0], text[start - base - 1]), start, end: start + match[0].length });
    }
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word.text === '') continue;
    // A hyphenated word is one token, as the Treebank has it (`meet-up`, `sign-in`).
    let last = i;
    while (words[last + 1]?.tags.has('Hyphenated') && word.tags.has('Hyphenated') && text[words[last].end - base] === '-' && words[last + 1].start === words[last].end + 1) last++;
    if (word.start > cursor) punctuation(cursor, word.start);
    const view = (at: number): TagView => ({ word: words[at], lower: words[at].text.toLowerCase().replace(/’/g, "'"), has: (tag) => words[at].tags.has(tag), previous: previousWord(words, at), next: nextWord(words, at) });
    if (last > i) {
      const end = words[last].end;
      tokens.push({ text: straight(text.slice(word.start - base, end - base)), tag: compoundTag(words, i, last, view), start: word.start, end });
      cursor = end;
      i = last;
      continue;
    }
    const implicit = words[i + 1]?.text === '' ? words[i + 1] : undefined;
    const written = straight(word.text);
    const split = implicit ? contractionSplit(written) : possessiveSplit(word, written);
    if (split > 0) {
      tokens.push({ text: written.slice(0, split), tag: pennTag({ ...view(i), lower: written.slice(0, split).toLowerCase() }), start: word.start, end: word.start + split });
      const second = implicit ? pennTag({ word: implicit, lower: implicit.word, has: (tag) => implicit.tags.has(tag), previous: word, next: nextWord(words, i + 1) }) : 'POS';
      tokens.push({ text: written.slice(split), tag: second, start: word.start + split, end: word.end });
    } else tokens.push({ text: written, tag: pennTag(view(i)), start: word.start, end: word.end });
    cursor = word.end;
  }
  if (base + text.length > cursor) punctuation(cursor, base + text.length);
  return tokens;
}

/** A hyphenated compound before a noun modifies it (`JJ`); alone it is what its last part is, a noun when that is a particle (`meet-ups`, `log-in`). */
function compoundTag(words: readonly Word[], first: number, last: number, view: (at: number) => TagView): string {
  const next = words[last + 1];
  if (next && next.text !== '' && next.tags.has('Noun') && !next.tags.has('Pronoun') && !/[,;:.!?]/.test(words[last].after)) return 'JJ';
  const tail = pennTag(view(last));
  if (/^(?:RP|IN|RB|TO|CD)$/.test(tail) || /^JJ/.test(tail)) return /[^s]s$/i.test(words[last].text) ? 'NNS' : tail.startsWith('JJ') && words[first].tags.has('Adverb') ? tail : 'NN';
  return tail;
}

/** Where the second half of a contraction starts (`do|n't`, `it|'s`, `we|'ll`); 0 when the word has no apostrophe. */
function contractionSplit(written: string): number {
  if (/n't$/i.test(written) && written.length > 3) return written.length - 3;
  const at = written.lastIndexOf("'");
  return at > 0 ? at : 0;
}

/** `endpoint's` → `endpoint` + `'s`, `users'` → `users` + `'` (not `its`, which has no apostrophe). */
function possessiveSplit(word: Word, written: string): number {
  if (!word.tags.has('Possessive')) return 0;
  if (/[^']'s$/i.test(written)) return written.length - 2;
  if (/s'$/i.test(written)) return written.length - 1;
  return 0;
}

function punctuationTag(mark: string, before: string | undefined): string {
  if (/^[.!?]$/.test(mark)) return '.';
  if (mark === ',') return ',';
  if (/^(?:[:;…—–-]|\.{2,}|-{2,})$/.test(mark)) return ':';
  if (/^[([{]$/.test(mark)) return '(';
  if (/^[)\]}]$/.test(mark)) return ')';
  if (mark === '“' || mark === '‘') return '``';
  if (mark === '”' || mark === '’') return "''";
  // A straight quote opens after a space or at the start, and closes after a word.
  if (mark === '"' || mark === "'") return before === undefined || /\s|[([{]/.test(before) ? '``' : "''";
  if (mark === '$' || mark === '#') return mark;
  return 'SYM';
}

function straight(text: string): string {
  return text.replace(/[’‘]/g, "'");
}

function previousWord(words: readonly Word[], at: number): Word | undefined {
  return at > 0 ? words[at - 1] : undefined;
}

function nextWord(words: readonly Word[], at: number): Word | undefined {
  return words[at + 1];
}

function nextIsNominal(v: TagView): boolean {
  return v.next !== undefined && (v.next.tags.has('Noun') || v.next.tags.has('Adjective')) && !v.next.tags.has('Pronoun');
}

/** `that` after a noun, before a verb or a subject: "the keys that expire", "the keys that you need". */
function isRelativeThat(v: TagView): boolean {
  return v.previous !== undefined && v.previous.tags.has('Noun') && !v.previous.tags.has('Pronoun') && v.next !== undefined && (v.next.tags.has('Verb') || v.next.tags.has('Pronoun'));
}

/** `her` as an object (`ask her`), not a possessive (`her key`). */
function isObjectPosition(v: TagView): boolean {
  return v.next === undefined || !(v.next.tags.has('Noun') || v.next.tags.has('Adjective')) || v.next.tags.has('Pronoun');
}

/** Right after a preposition other than `to`, an article or a possessive: where a noun goes. */
function afterNounMarker(v: TagView): boolean {
  const previous = v.previous;
  if (!previous || previous.word === 'to' || previous.word === 'that') return false;
  return previous.tags.has('Preposition') || previous.tags.has('Determiner') || (previous.tags.has('Possessive') && previous.tags.has('Pronoun'));
}

/** A past form after `have` or `be` (adverbs between) is a participle: "has rotated", "was quickly rotated". */
function afterAuxiliary(v: TagView): boolean {
  return AUXILIARY_BEFORE_PARTICIPLE.test(v.previous?.word ?? '');
}

/** A verb after a modal, `to`, `do`/`don't`, `please`, or an adjective or adverb it does not agree with: the base form. */
function baseFormContext(v: TagView): boolean {
  const previous = v.previous;
  if (!previous) return true;
  if (previous.tags.has('Modal') || previous.tags.has('Negative') || /^(?:to|do|does|did|please|not|let)$/.test(previous.word)) return true;
  if (previous.tags.has('Noun') || previous.tags.has('Pronoun')) return false;
  return !previous.tags.has('Verb');
}

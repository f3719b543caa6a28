/**
 * A word → known, unknown or rejected, and suggestions for an unknown one: cspell's dictionaries
 * (English, software terms, companies, full-stack and the other technical lists docs-lint turns on,
 * and those a team names) with the site's and the team's own words on top. Verdicts are remembered
 * per word; suggestions too (each costs a search of the dictionaries' tries, tens of milliseconds).
 */

import type { SpellingDictionary } from 'cspell-dictionary';
import { bundledDictionary, defaultDictionaryNames, ENGLISH, type EnglishVariant } from './bundled-dictionaries.js';
import { commonMisspellings } from './common-misspellings.js';
import { cspellDictionary } from './cspell-modules.js';
import { isClosedCompound, isCompoundOfParts, isDerived, isInflection, isPrefixed, oneEditWord, runTogether } from './word-forms.js';
import type { VocabularyEntry } from './vale-vocabulary.js';

export type WordVerdict = 'known' | 'unknown' | 'rejected';

export interface Speller {
  /**
   * `rejected`: the team rejects the word (cspell `flagWords`, a Vale `reject.txt` entry), spelled
   * right or not; `known`: a dictionary or the site's words have it (case aside), or technical
   * English makes it of known words (`webhooks`, `rerank`, `lookback`: see `word-forms.ts`); else
   * `unknown`. A word on cspell's lists of common misspellings is never made known that way.
   */
  check(word: string): WordVerdict;
  /**
   * Whether the team rejects the word: `check`'s `rejected` alone, without the dictionaries and the
   * forms of technical English. For a word whose spelling is not in question (an identifier in
   * mixed case, a command in capitals), where only a rejection is reported.
   */
  isRejected(word: string): boolean;
  /**
   * Up to `max` spellings to use instead, best first, in the word's own case (`Recieve` →
   * `Receive`): a team's or cspell's listed correction, two words whose space was lost, or the
   * dictionary words one edit away. Empty when nothing is near: the word is most likely a name.
   */
  suggest(word: string, max?: number): string[];
  /**
   * Up to `max` English words two edits away, best first, in the word's case (`documantaton` →
   * `documentation`): for a word `suggest` finds nothing near. A search of the English dictionary
   * alone, and slower than `suggest` (a tenth of a second or more), so asked only for a word to report.
   */
  suggestFar(word: string, max?: number): string[];
  /** True when the site's pages write the word `SEVERAL_TIMES` or more: a term the site means, not a slip. */
  isWrittenOften(word: string): boolean;
  /** True when the word is one slip of the keys from a lower-case English word the site writes, and written fewer than `SEVERAL_TIMES` (`usge` for `usage`). */
  isSlip(word: string): boolean;
  /** True when a list of misspellings (a team's `flagWords`/`suggestWords`, cspell's common misspellings) names the word. */
  isListedMisspelling(word: string): boolean;
  /** The corrections those lists give for the word (a rejected word's `flagWords` suggestion), in its case. */
  corrections(word: string): string[];
  /**
   * For an unknown word that is the other English's spelling of a known one (`behaviour` when
   * checking US English, `color` when checking British): the spelling of the variant checked.
   */
  variantSpelling(word: string): string | undefined;
  /** True when the site's own words (docs.json, its file names, its word lists) have the word. */
  isOwnWord(word: string): boolean;
  /** True when one of the site's own words (not an English one) is one edit away: `Uptash` for `Upstash`. Cheaper than `suggest`. */
  isNearOwnWord(word: string): boolean;
  /** True when the dictionaries have the word only with a capital: a proper noun (`Botswana`, `Peter`). */
  isProperNoun(word: string): boolean;
  /** True when the English dictionary has the word only with a capital (`Hanoi`), whatever a technical list writes. */
  isEnglishName(word: string): boolean;
  /** True when the English dictionary has the word, in any case (`replace`, not `Tantivy`). */
  isEnglishWord(word: string): boolean;
}

export interface SpellerParts {
  variant: EnglishVariant;
  /** More bundled dictionaries, by cspell's names, beside the defaults; `!name` leaves a default out. */
  bundled: readonly string[];
  /** Dictionaries already loaded (a team's word-list files). */
  dictionaries: readonly SpellingDictionary[];
  /** Words known beside the dictionaries (the site's, the team's, the rule's option). */
  words: readonly string[];
  /** Words known but never suggested (cspell `ignoreWords`). */
  ignoreWords: readonly string[];
  /** Words reported wherever they appear; `word->suggestion` names what to write instead. */
  flagWords: readonly string[];
  /** `misspelling->suggestion` pairs (cspell `suggestWords`). */
  suggestWords: readonly string[];
  /** Vale `accept.txt` and `reject.txt` entries. */
  accept: readonly VocabularyEntry[];
  reject: readonly VocabularyEntry[];
  /** How many times the site's pages write a word (case aside): the evidence that a word one slip from English is meant. None: no site. */
  timesWritten?: (word: string) => number;
}

/** Bundled dictionaries of code identifiers, left out of the search for suggestions. */
const IDENTIFIER_LISTS = new Set(['npm', 'node', 'typescript', 'python', 'python-common']);

/** Suggestions are searched within this many edits: deterministic (no time limit), and one edit finds the typos people make. */
const SUGGESTION_EDITS = 1;
/** `suggestFar` searches within this many. */
const FAR_EDITS = 2;
/**
 * A word the site writes this many times is one it means, even one slip from an English word
 * (`kwarg`, `params`): a slip of the keys is made once, not on page after page.
 */
export const SEVERAL_TIMES = 3;
/** Past this many remembered words, the memory starts over (a long-lived editor process). */
const MEMORY_LIMIT = 200_000;

export function createSpeller(parts: SpellerParts): Speller {
  const { createCollection, createInlineSpellingDictionary, createSpellingDictionary } = cspellDictionary();
  const off = new Set(parts.bundled.filter((name) => name.startsWith('!')).map((name) => name.slice(1)));
  const names = [...new Set([...defaultDictionaryNames(parts.variant), ...parts.bundled])].filter((name) => !name.startsWith('!') && !off.has(name));
  const load = (list: readonly string[]) => list.map((name) => bundledDictionary(name)).filter((dictionary): dictionary is SpellingDictionary => dictionary !== undefined);
  const englishName = ENGLISH[parts.variant].dictionary;
  const english = load(names.filter((name) => name === englishName));
  const technical = load(names.filter((name) => name !== englishName));
  const literalAccept = parts.accept.filter((entry) => isLiteral(entry.source)).map((entry) => entry.source);
  const patternAccept = parts.accept.filter((entry) => !isLiteral(entry.source)).map((entry) => new RegExp(entry.pattern.source, entry.pattern.flags.includes('i') ? entry.pattern.flags : `${entry.pattern.flags}i`));
  // The site's words are thousands (a site's file names among them): a set to look up, and as a
  // dictionary, for suggestions, only those English does not have (`Upstash`, for `Uptash`).
  const ownWords = [...parts.words, ...literalAccept.flatMap((term) => term.split(/\s+/))].filter((word) => word !== '');
  const ownSet = new Set(ownWords.map((word) => word.toLowerCase().replace(/’/g, "'")));
  const isOwn = (word: string) => ownSet.has(word.toLowerCase().replace(/’/g, "'"));
  const team = createInlineSpellingDictionary({ name: '[team words]', ignoreWords: [...parts.ignoreWords], flagWords: [...parts.flagWords], suggestWords: [...parts.suggestWords] }, 'docs-lint');
  // The English trie stays out of every collection: a collection sorts its dictionaries by size, and a
  // trie counts its words to know its size (1.5 s of CPU, measured in a profile).
  const englishOnly = english[0] ?? createCollection([], 'English');
  const nonEnglish = createCollection([...technical, ...parts.dictionaries], 'technical words');
  const collection = createCollection([...technical, ...parts.dictionaries, team], 'technical and team words');
  const reject = parts.reject.map((entry) => entry.pattern);

  const verdicts = new Map<string, WordVerdict>();
  const suggestions = new Map<string, string[]>();
  const isEnglish = (word: string) => englishOnly.has(word, { ignoreCase: true });
  const isTechnical = (word: string) => isOwn(word) || nonEnglish.has(word, { ignoreCase: true });
  // The forms of technical English (`isInflection`, `isClosedCompound` …) look up the same stems and halves
  // for many words, each a search of every dictionary: remembered, like the verdicts.
  const knownParts = new Map<string, boolean>();
  const isKnown = (word: string): boolean => {
    let known = knownParts.get(word);
    if (known === undefined) {
      known = isOwn(word) || isEnglish(word) || collection.has(word, { ignoreCase: true });
      if (knownParts.size >= MEMORY_LIMIT) knownParts.clear();
      knownParts.set(word, known);
    }
    return known;
  };
  const teamDictionaries = createCollection([...parts.dictionaries, team], 'team words');
  const teamKnows = (word: string) => teamDictionaries.has(word, { ignoreCase: true });
  let ownDictionary: SpellingDictionary | undefined;
  const ownForSuggestions = () => (ownDictionary ??= createSpellingDictionary(ownWords.filter((word) => !isEnglish(word)), '[site words]', 'docs-lint'));
  let suggestFrom: SpellingDictionary[] | undefined;
  // Lists of code identifiers (npm packages, Node.js, TypeScript and Python names) make words known, but
  // are not what a writer meant by a slip: searching them for suggestions took most of the search's time.
  const suggestFromTechnical = () => load(names.filter((name) => name !== englishName && !IDENTIFIER_LISTS.has(name)));
  const suggestionGroups = () => (suggestFrom ??= [...english, createCollection([...suggestFromTechnical(), ...parts.dictionaries, ownForSuggestions()], 'technical and site words')]);
  const nearOwn = new Map<string, boolean>();
  const listedCorrections = (word: string): string[] => {
    const found: string[] = [];
    for (const form of new Set([word, word.toLowerCase()])) {
      for (const dictionary of [...english, collection]) for (const suggestion of dictionary.getPreferredSuggestions?.(form) ?? []) found.push(suggestion.word);
    }
    found.push(...commonMisspellings(parts.variant).corrections(word));
    return found;
  };
  const variantOf = (word: string): string | undefined => {
    const lower = word.toLowerCase();
    for (const [pattern, replacement] of VARIANT_SPELLINGS[parts.variant]) {
      if (!pattern.test(lower)) continue;
      const candidate = lower.replace(pattern, replacement);
      if (candidate !== lower && isEnglish(candidate)) return inCaseOf(candidate, word);
    }
    return undefined;
  };

  const rejects = (word: string): boolean => reject.some((pattern) => pattern.test(word)) || (team.isForbidden(word) && !team.isNoSuggestWord(word, { ignoreCase: true }));
  // The English dictionary in the word's own case: a small letter where the dictionary has a capital is a
  // name written in lower case (`coss` is no `Coss`), known only as the other lists are (`weakVerdictOf`).
  const isEnglishAsWritten = (word: string) => englishOnly.has(word, { ignoreCase: false });
  const timesWritten = parts.timesWritten ?? (() => 0);
  // The word a slip was meant to be is one the site writes elsewhere (of 400 words seeded into typos on ten sites, 395
  // were): a rare English word one slip away that the site never writes (`upwell` beside `upsell`) is no witness. With
  // no site to ask, any English word is one.
  const siteWrites = parts.timesWritten ? (word: string) => parts.timesWritten!(word) > 0 : () => true;
  const slips = new Map<string, boolean>();
  /**
   * One slip of the keys from a lower-case English word the site writes (`varsions` from `versions`), and
   * written fewer than `SEVERAL_TIMES` on the site: what a list of names or packages, or a form of technical
   * English, must not make a word of.
   */
  const isSlip = (word: string): boolean => {
    let slip = slips.get(word);
    if (slip === undefined) {
      slip = timesWritten(word) < SEVERAL_TIMES && oneEditWord(word, (candidate) => isEnglishAsWritten(candidate) && siteWrites(candidate)) !== undefined;
      if (slips.size >= MEMORY_LIMIT) slips.clear();
      slips.set(word, slip);
    }
    return slip;
  };
  const verdictOf = (word: string, joined = false): WordVerdict => {
    if (rejects(word)) return 'rejected';
    if (isEnglishAsWritten(word) || isOwn(word) || teamKnows(word) || patternAccept.some((pattern) => pattern.test(word))) return 'known';
    // The other English's spelling of an English word, whatever a technical list holds (the Python list has `colour`).
    if (variantOf(word)) return 'unknown';
    // A list's word in the case it lists it: a capitalized name (`Redis`, `Vercel`), a package or a term in lower case (`uvicorn`).
    if (collection.has(word, { ignoreCase: false })) return 'known';
    const verdict = formedVerdictOf(word, joined);
    if (verdict === 'formed') return isSlip(word) ? 'unknown' : 'known';
    // Two words closed up with nothing to vouch for them: known only where no English word at all is one slip away.
    if (verdict === 'loose') return timesWritten(word) < SEVERAL_TIMES && oneEditWord(word, isEnglishAsWritten) !== undefined ? 'unknown' : 'known';
    return verdict;
  };
  /**
   * A word no list has as written: `known` as the lower-case form of a name, or as a form of technical
   * English (a plural, a prefix, a suffix, two words closed up). `formed` where such a form could hide a slip
   * from English (`min` + `aged` for `managed`, `re` + `tern` for `return`, `coss` for `Coss`), which
   * `verdictOf` takes only for a word that is no slip. `joined`: a hyphenated word closed up, tried as a
   * word the dictionary writes closed (`lookalikes`). `loose`: two words closed up that neither a compound part
   * nor the site's repetition vouches for, known only when no English word at all is one slip away.
   */
  const formedVerdictOf = (word: string, joined: boolean): WordVerdict | 'formed' | 'loose' => {
    if (isKnown(word)) return 'formed';
    // A compound hyphenated where the dictionary closes it up (`look-alikes` for `lookalikes`).
    // Only two words: three or more closed up are no dictionary's word (`screenshot-default-intervals`).
    if (/^[^-]+-[^-]+$/.test(word) && verdictOf(word.replace('-', ''), true) === 'known') return 'known';
    // A listed misspelling, or two words whose space was lost, is never taken for a form of a known word (`failled` is not `faille` + d).
    if (listedCorrections(word).length > 0 || runTogether(word, isEnglish)) return 'unknown';
    // A plural or a verb form of a technical term that is no English word (`upserting`, `kwargs`): an ending, where the slip
    // test would read a slip (`upsetting`). Of four letters (`urls`, `usrs` for `users`), or of an English stem
    // (`takens` for `tokens`), it is `formed`, below.
    if (word.length > 4 && isInflection(word, () => false, (stem) => isTechnical(stem) && !isEnglish(stem))) return 'known';
    // One of an English word, which the dictionary would list if it were one (`daling` as `dale` + `ing`, for `dealing`).
    if (isInflection(word, isEnglish, isTechnical)) return 'formed';
    // A suffix, a prefix or two words closed up would cut the word where its hyphen already does, or across
    // the join: a hyphenated word's parts are checked one by one instead (those cuts cost hundreds of lookups).
    if (joined || word.includes('-')) return 'unknown';
    if (isDerived(word, (stem) => isKnown(stem) || isInflection(stem, isEnglish, isTechnical))) return 'formed';
    if (isPrefixed(word, (rest) => isKnown(rest) || isInflection(rest, isEnglish, isTechnical))) return 'formed';
    // Any two words closed up make typos too (`tame` + `line`, `varsi` + `ons`): a compound counts with a part compounds
    // are made of, or where the site writes it again; any other (`jieba`, `oplog`) is `loose`.
    if (isCompoundOfParts(word, isKnown) || (timesWritten(word) >= 2 && isClosedCompound(word, isKnown))) return 'formed';
    if (isClosedCompound(word, isKnown)) return 'loose';
    return 'unknown';
  };

  return {
    check(word) {
      let verdict = verdicts.get(word);
      if (verdict === undefined) {
        if (verdicts.size >= MEMORY_LIMIT) verdicts.clear();
        verdict = verdictOf(word);
        verdicts.set(word, verdict);
      }
      return verdict;
    },
    isRejected(word) {
      const verdict = verdicts.get(word);
      return verdict === undefined ? rejects(word) : verdict === 'rejected';
    },
    suggest(word, max = 3) {
      const key = `${max}\u0000${word}`;
      let found = suggestions.get(key);
      if (found === undefined) {
        const split = runTogether(word, isEnglish);
        found = split ? [split] : suggestionsFor(word, max, listedCorrections(word), suggestionGroups());
        if (suggestions.size >= MEMORY_LIMIT) suggestions.clear();
        suggestions.set(key, found);
      }
      return found;
    },
    suggestFar(word, max = 3) {
      const key = `far\u0000${max}\u0000${word}`;
      let found = suggestions.get(key);
      if (found === undefined) {
        found = suggestionsFor(word, max, [], english, FAR_EDITS);
        if (suggestions.size >= MEMORY_LIMIT) suggestions.clear();
        suggestions.set(key, found);
      }
      return found;
    },
    isWrittenOften(word) {
      return timesWritten(word) >= SEVERAL_TIMES;
    },
    isSlip,
    isListedMisspelling(word) {
      return listedCorrections(word).length > 0;
    },
    corrections(word) {
      return [...new Set(listedCorrections(word).map((candidate) => inCaseOf(candidate, word)))].filter((candidate) => candidate.toLowerCase() !== word.toLowerCase());
    },
    variantSpelling: variantOf,
    isOwnWord(word) {
      return isOwn(word);
    },
    isNearOwnWord(word) {
      let near = nearOwn.get(word);
      if (near === undefined) {
        near = ownForSuggestions().suggest(word, { numSuggestions: 1, numChanges: SUGGESTION_EDITS, ignoreCase: true }).some((suggestion) => suggestion.word.toLowerCase() !== word.toLowerCase());
        if (nearOwn.size >= MEMORY_LIMIT) nearOwn.clear();
        nearOwn.set(word, near);
      }
      return near;
    },
    isEnglishWord: isEnglish,
    isEnglishName(word) {
      const lower = word.toLowerCase();
      return !englishOnly.has(lower, { ignoreCase: false }) && englishOnly.has(lower[0].toUpperCase() + lower.slice(1), { ignoreCase: false });
    },
    isProperNoun(word) {
      const lower = word.toLowerCase();
      const capitalized = lower[0].toUpperCase() + lower.slice(1);
      const has = (form: string) => englishOnly.has(form, { ignoreCase: false }) || collection.has(form, { ignoreCase: false });
      return !has(lower) && has(capitalized);
    },
  };
}

/**
 * Listed corrections (a team's `flagWords`/`suggestWords`, cspell's lists of common misspellings)
 * first, then the words one edit away, cheapest first. Each group of dictionaries is searched on
 * its own: the English dictionary's edit costs (vowels, doubled letters, sounds alike) apply only
 * in a search of it alone, and they rank `creat` → `create` before `cheat`.
 */
function suggestionsFor(word: string, max: number, listed: readonly string[], groups: readonly SpellingDictionary[], edits = SUGGESTION_EDITS): string[] {
  const out: string[] = [];
  const add = (candidate: string): void => {
    const cased = inCaseOf(candidate, word);
    if (out.length < max && cased.toLowerCase() !== word.toLowerCase() && !out.includes(cased)) out.push(cased);
  };
  for (const candidate of listed) add(candidate);
  if (out.length < max) {
    const near = groups.flatMap((group, rank) => group.suggest(word, { numSuggestions: max, numChanges: edits, ignoreCase: true }).map((suggestion) => ({ ...suggestion, rank })));
    near.sort((a, b) => a.cost - b.cost || a.rank - b.rank);
    for (const suggestion of near) add(suggestion.word);
  }
  return out;
}

/**
 * How the other English spells a word, as [pattern, replacement] on the lower-cased word: tried on
 * an unknown word, a replacement the dictionary has means the word is that variant's spelling.
 */
const VARIANT_SPELLINGS: Record<EnglishVariant, ReadonlyArray<[RegExp, string]>> = {
  // British forms, checked as US English.
  'en-US': [
    [/our(s|ed|ing|ite|ites|able|ably|er|ers|ful|less)?$/, 'or$1'],
    [/is(e|es|ed|ing|er|ers|able|ation|ations)$/, 'iz$1'],
    [/isation(s|al)?/, 'ization$1'],
    [/ys(e|es|ed|ing|er|ers)$/, 'yz$1'],
    [/tre(s|d)?$/, 'ter$1'],
    [/ence(s)?$/, 'ense$1'],
    // A doubled l after one vowel of an unstressed syllable (`travelled`, `modelling`), never after two (`failled`).
    [/(?<=[^aeiou][aeiou])ll(ed|ing|er|ers|ation)$/, 'l$1'],
    [/ogue(s)?$/, 'og$1'],
    [/amme(s)?$/, 'am$1'],
    [/^grey/, 'gray'],
  ],
  // US forms, checked as British English.
  'en-GB': [
    [/or(s|ed|ing|ite|ites|able|ably|er|ers|ful|less)?$/, 'our$1'],
    [/iz(e|es|ed|ing|er|ers|able|ation|ations)$/, 'is$1'],
    [/ization(s|al)?/, 'isation$1'],
    [/yz(e|es|ed|ing|er|ers)$/, 'ys$1'],
    [/ter(s)?$/, 'tre$1'],
    [/ense(s)?$/, 'ence$1'],
    [/(?<=[^aeiou][aeiou])l(ed|ing|er|ers)$/, 'll$1'],
    [/og(s)?$/, 'ogue$1'],
    [/^gray/, 'grey'],
  ],
};

/** A suggestion in the case the writer used: `Recieve` → `Receive`, `RECIEVE` → `RECEIVE`; a dictionary's own capitals stay (`github` → `GitHub`). */
function inCaseOf(suggestion: string, word: string): string {
  if (suggestion !== suggestion.toLowerCase()) return suggestion;
  if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) return suggestion.toUpperCase();
  if (word[0] !== word[0].toLowerCase()) return suggestion[0].toUpperCase() + suggestion.slice(1);
  return suggestion;
}

/** An entry with no regular-expression syntax: a term to add as words. */
function isLiteral(source: string): boolean {
  return !/[\\^$.|?*+()[\]{}]/.test(source);
}

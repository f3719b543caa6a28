/**
 * How technical English makes new words from known ones, which no dictionary lists one by one:
 * plurals and verb forms of technical terms (`webhooks`, `upserting`), a prefix on a known word
 * (`rerank`, `unvalidated`, `subschemas`), and two known words closed up (`lookback`, `webshop`,
 * `threadpool`). And the two ways a typing slip joins words: a lost space (`consolewith`).
 *
 * Each test takes the dictionaries as predicates, so that it stays a pure function of the word.
 * A singular is made known from a technical plural too (`kwarg` from `kwargs`).
 */

export type IsWord = (word: string) => boolean;

/**
 * The base forms a plural or a verb form may come from. `english` stems are the English
 * dictionary's, which lists its own words' forms: only a plural `s` and the forms of a stem in
 * `e` are taken (`rollouts`, `exfiltrated`, `exfiltrating`), never a doubled consonant's, which
 * is where misspellings hide (`occured`, `begining`).
 */
export function isInflection(word: string, isEnglish: IsWord, isTechnical: IsWord): boolean {
  const lower = word.toLowerCase();
  const candidates: Array<[string, boolean]> = [];
  const add = (stem: string, englishAllowed: boolean) => {
    if (stem.length >= 4) candidates.push([stem, englishAllowed]);
  };
  // A `y` turned `ie` is no place for a slip to hide: `concurrencies`, `slugified`.
  if (lower.endsWith('ies')) add(`${lower.slice(0, -3)}y`, true);
  if (lower.endsWith('ied')) add(`${lower.slice(0, -3)}y`, true);
  if (lower.endsWith('es')) add(lower.slice(0, -2), false);
  if (lower.endsWith('s') && !lower.endsWith('ss')) add(lower.slice(0, -1), true);
  // A lower-case plural of a three-letter technical term: `gifs`, `apis`, `urls`.
  if (lower.length === 4 && lower.endsWith('s') && isTechnical(lower.slice(0, 3))) return true;
  // A stem that ends in two consonants never doubles its last one, so no slip hides in its `ed` or `ing` (`linted`, `forked`).
  const undoubled = (stem: string) => /[^aeiou][^aeiouwy]$/.test(stem) && !/(.)\1$/.test(stem);
  if (lower.endsWith('ed')) {
    add(lower.slice(0, -2), undoubled(lower.slice(0, -2)));
    add(lower.slice(0, -1), lower.slice(0, -1).endsWith('e'));
  }
  if (lower.endsWith('ing')) {
    add(lower.slice(0, -3), undoubled(lower.slice(0, -3)));
    add(`${lower.slice(0, -3)}e`, true);
  }
  // The singular of a technical plural that a list has only as a plural (`kwarg` for `kwargs`).
  if (lower.length >= 4 && !isEnglish(`${lower}s`) && isTechnical(`${lower}s`)) return true;
  return candidates.some(([stem, englishAllowed]) => (englishAllowed ? isEnglish(stem) || isTechnical(stem) : !isEnglish(stem) && isTechnical(stem)));
}

/**
 * Suffixes that make a noun or an adverb of any known word, the way technical writing coins them
 * (`resumability`, `incrementality`, `statelessly`, `exfiltration`, `permissioned`), as
 * [ending, what it replaces]. Only after the stems that take them: `ly` after `less` but never
 * after `ic` (`basicly`, `publically` stay misspellings).
 */
const DERIVATIONS: ReadonlyArray<[RegExp, string]> = [
  [/(?<=ab|ib)ility$/, 'le'],
  [/(?<=(?:al|ic|ar|iv))ity$/, ''],
  [/(?<=iv)ity$/, 'e'],
  [/(?<=(?:less|ful|ous|ive|ent|ant|al))ly$/, ''],
  [/(?<=(?:ab|ib))ly$/, 'le'],
  [/ation$/, 'ate'],
  [/ization$/, 'ize'],
  [/isation$/, 'ise'],
  [/ification$/, 'ify'],
  [/(?<=(?:less|ful|ous|ive|al|ic|ent|ant|ble))ness$/, ''],
  [/(?<=ion)ed$/, ''],
  // `parsable`, `forkable`: a verb that can be done, its `e` dropped or not.
  [/(?<=[^e])able$/, 'e'],
  [/able$/, ''],
  // `regionalize`, `regionalization`: a verb of an adjective in `al`.
  [/(?<=al)iz(?:e|es|ed|ing|ation|ations)$/, ''],
  // `encrypter`, `decrypters`: the one who does it, after a consonant (a listed misspelling such as `processer` is never made known this way).
  [/(?<=[^aeiouy])ers?$/, ''],
];

/** A known word with a suffix that derives a noun or an adverb from it; the stem has four letters or more. */
export function isDerived(word: string, isKnown: IsWord): boolean {
  const lower = word.toLowerCase();
  return DERIVATIONS.some(([ending, replacement]) => {
    const match = ending.exec(lower);
    if (!match) return false;
    const stem = lower.slice(0, match.index) + replacement;
    return stem.length >= 4 && isKnown(stem);
  });
}

/**
 * Prefixes that make a word of any known word: `rerank`, `unvalidated`, `predeclared`, `subschemas`,
 * `multitenant`, `upsell`. Not `co`, `de` or `mis`: with them too many misspellings read as a
 * prefixed word (`colour` as `co` + `lour`).
 */
const PREFIXES = ['re', 'un', 'pre', 'non', 'sub', 'multi', 'inter', 'over', 'under', 'up', 'down', 'out', 'auto', 'micro', 'meta', 'super', 'anti', 'cross', 'counter', 'semi', 'post', 'hyper'];

/**
 * `mis` and `de` take only a long word (`misrouting`, `desynchronization`): before a short one they
 * read misspellings as words (`misstake` as `mis` + `stake`).
 */
const LONG_PREFIXES: ReadonlyArray<[string, number]> = [['mis', 6], ['de', 8]];

/** A known word after a prefix: the rest must be a word of four letters or more. */
export function isPrefixed(word: string, isKnown: IsWord): boolean {
  const lower = word.toLowerCase();
  const rest = (prefix: string, least: number) => lower.startsWith(prefix) && lower.length - prefix.length >= least && isKnown(lower.slice(prefix.length));
  return PREFIXES.some((prefix) => rest(prefix, 4)) || LONG_PREFIXES.some(([prefix, least]) => rest(prefix, least));
}

/**
 * Short words that follow another when the space between them is lost (`consolewith`,
 * `chartsyou`, `selectedare`): a closed compound never ends in one of these.
 */
const FUNCTION_WORDS = new Set([
  'about', 'after', 'also', 'and', 'are', 'because', 'before', 'but', 'can', 'for', 'from', 'has', 'have', 'how', 'into', 'its', 'just', 'not', 'now',
  'only', 'our', 'should', 'than', 'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'using', 'very', 'via', 'was', 'were',
  'what', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'within', 'without', 'would', 'you', 'your',
]);

/** Words that start a run when the space after them is lost (`thedashboard`). */
const LEADING_WORDS = new Set(['the', 'and', 'with', 'your', 'this', 'that', 'from', 'into', 'when', 'which', 'then', 'their']);

/** Two words with the space between them lost, the second (or the first) a function word: `console with`. */
export function runTogether(word: string, isEnglish: IsWord): string | undefined {
  for (let cut = word.length - 2; cut >= 3; cut--) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    // The other part has four letters or more: `rescan` is `re` + `scan`, not `res can`.
    const joint = (FUNCTION_WORDS.has(right.toLowerCase()) && left.length >= 4) || (LEADING_WORDS.has(left.toLowerCase()) && right.length >= 4);
    if (joint && isEnglish(left) && isEnglish(right)) return `${left} ${right}`;
  }
  return undefined;
}

/**
 * Three-letter words that close up with another into a technical compound (`webshop`, `chatbox`,
 * `keyspace`, `cutover`). The dictionary's other three-letter entries (`ted`, `eth`, `ked`) would
 * make a compound of a misspelling (`resetted`), and so would suffix-like words (`failled` as
 * `fail` + `led`), so only these count.
 */
const SHORT_PARTS = new Set([
  'age', 'air', 'app', 'art', 'bag', 'bar', 'bed', 'big', 'bin', 'bit', 'bot', 'box', 'bug', 'bus', 'buy', 'cap', 'car', 'cat', 'cut', 'day', 'dev', 'dog',
  'dot', 'end', 'fan', 'fix', 'fly', 'fog', 'gap', 'gas', 'hot', 'hub', 'ice', 'ink', 'job', 'key', 'kit', 'lab', 'lag', 'law', 'log', 'low', 'man', 'map',
  'max', 'min', 'mix', 'net', 'new', 'off', 'out', 'pad', 'pay', 'pen', 'pin', 'pop', 'pot', 'put', 'raw', 'red', 'row', 'run', 'sea', 'set', 'sky',
  'sub', 'sum', 'sun', 'tab', 'tag', 'tap', 'tax', 'tea', 'tie', 'tip', 'top', 'toy', 'two', 'van', 'war', 'way', 'web', 'win', 'zip',
]);

/** Two known words closed up, each of four letters or more, or one of the short words compounds are made of: `lookback`, `webshop`, `threadpool`. */
export function isClosedCompound(word: string, isKnown: IsWord): boolean {
  const lower = word.toLowerCase();
  const fits = (part: string) => (part.length >= 4 ? isKnown(part) : SHORT_PARTS.has(part));
  for (let cut = 3; cut <= lower.length - 3; cut++) {
    if (fits(lower.slice(0, cut)) && fits(lower.slice(cut))) return true;
  }
  return false;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The lower-case word one slip of the keys away (a swapped pair, a dropped, added or wrong letter)
 * that `isWord` accepts, or undefined: `tameline` → `timeline`, `varsions` → `versions`. Only words of
 * five letters or more count (a short word is one slip from too many: `redis`, `reds`). The last letter is changed only by a swap: a letter more, less or other
 * at the end is an ending (`rollouts`, `rerank` beside `reran`, `encrypter` beside `encrypted`), not a slip;
 * the first letter is not changed, where one prefix turns into another (`unvalidated`, `invalidated`).
 */
export function oneEditWord(word: string, isWord: IsWord): string | undefined {
  const lower = word.toLowerCase();
  const last = lower.length - 1;
  const seen = new Set<string>([lower]);
  const tryWord = (candidate: string): boolean => {
    if (candidate.length < 5 || seen.has(candidate)) return false;
    seen.add(candidate);
    return isWord(candidate);
  };
  for (let i = 1; i <= last; i++) {
    const head = lower.slice(0, i);
    const candidates: string[] = [];
    if (i < last) candidates.push(head + lower.slice(i + 1), head + lower[i + 1] + lower[i] + lower.slice(i + 2));
    for (const letter of LETTERS) {
      if (i < last) candidates.push(head + letter + lower.slice(i + 1));
      candidates.push(head + letter + lower.slice(i));
    }
    for (const candidate of candidates) if (tryWord(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The halves closed compounds of technical English are made with (`web`hook, `data`set, call`back`,
 * time`line`, work`flow`): a compound counts as a word only with one of these, or when the site writes it
 * elsewhere, since any two dictionary words closed up also make typos (`tame` + `line` for `timeline`,
 * `plat` + `firm` for `platform`).
 */
export const COMPOUND_PARTS = new Set([
  ...SHORT_PARTS,
  'back', 'base', 'board', 'book', 'case', 'chain', 'chat', 'check', 'click', 'cloud', 'code', 'data', 'desk', 'drop', 'edge', 'feed', 'field', 'file',
  'flow', 'form', 'frame', 'game', 'gate', 'hand', 'head', 'hook', 'home', 'host', 'house', 'item', 'line', 'link', 'list', 'load', 'lock', 'look', 'mail',
  'mark', 'mode', 'name', 'node', 'note', 'over', 'page', 'pass', 'path', 'place', 'play', 'point', 'pool', 'port', 'post', 'print', 'proof', 'push',
  'rate', 'read', 'role', 'room', 'root', 'rule', 'scale', 'screen', 'script', 'search', 'shot', 'side', 'sign', 'site', 'size', 'slot', 'snap', 'space',
  'spot', 'stack', 'stage', 'stamp', 'start', 'state', 'step', 'store', 'stream', 'sync', 'table', 'task', 'team', 'text', 'thread', 'time', 'tool', 'track',
  'type', 'user', 'view', 'wall', 'ware', 'wide', 'word', 'work', 'write', 'zone',
]);

/** A closed compound whose cut falls beside one of `COMPOUND_PARTS`: `lookback`, `webshop`, `threadpool`. */
export function isCompoundOfParts(word: string, isKnown: IsWord): boolean {
  const lower = word.toLowerCase();
  const fits = (part: string) => (part.length >= 4 ? isKnown(part) : SHORT_PARTS.has(part));
  for (let cut = 3; cut <= lower.length - 3; cut++) {
    const left = lower.slice(0, cut);
    const right = lower.slice(cut);
    if ((COMPOUND_PARTS.has(left) || COMPOUND_PARTS.has(right)) && fits(left) && fits(right)) return true;
  }
  return false;
}

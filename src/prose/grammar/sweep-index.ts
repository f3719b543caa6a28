/**
 * compromise's `bulkMatch` (the sweep that runs its 570 tagging patterns over a sentence), with the
 * same result in less time, given to compromise as a plugin method.
 *
 * Why: compromise chooses the patterns to try on a clause by walking all 730 keys of its pattern index
 * (words and tags), asking whether the clause has each, and concatenating the lists of those it has:
 * about 390 patterns looked at to keep the 19 whose needs are met (counted on the corpus's tagged
 * sentences). That walk was a fifth of compromise's time on a sentence, and more inside a lint run,
 * where the index is out of the processor's caches by the next page. Here each pattern is filed under
 * one word or tag it needs, and the walk goes over the clause's own twenty words and tags. The patterns
 * that apply come out in compromise's order (the rank of the first of their keys the clause has, then
 * their place under it), filtered by the same needs, exclusions, wants and length, so every sentence is
 * tagged exactly as compromise 14.17.0 tags it (pinned in package.json; `__tests__/prose/sweep-index.test.ts`
 * compares both sweeps on every sweep of the probes' sentences).
 */

interface SweepPattern {
  match: string;
  needs: string[];
  wants: string[];
  minWant: number;
  minWords: number;
  ifNo?: string[];
  unTag?: unknown;
}

interface Net {
  hooks: Record<string, SweepPattern[]>;
  always: SweepPattern[];
}

interface Found {
  ptrs: number[][];
}

interface SweepMethods {
  one: {
    cacheDoc(document: unknown[][]): Array<Set<string>>;
    match(document: unknown[][], pattern: SweepPattern): Found;
  };
}

interface SweepIndex {
  /** The patterns to look at when a sentence has this word or tag: each pattern under one key it needs, or under each key it wants. */
  byKey: Map<string, SweepPattern[]>;
  /** Where compromise would reach each pattern through each of its keys: the key's rank in the index, then the pattern's place under it. */
  places: Map<SweepPattern, Array<[key: string, place: number]>>;
}

const indexes = new WeakMap<Net, SweepIndex>();

/**
 * compromise's index files a pattern under every word and tag it needs or wants, so a sentence with
 * common tags (`#Noun`, `#Verb`) reaches hundreds of patterns to keep a dozen. A pattern can apply only
 * when all its needs are present, so one need is enough to reach it: the most specific one (a word, or
 * the tag with the most ancestors, `#PastTense` before `#Verb`), which few sentences have.
 */
function indexOf(net: Net, specificity: (key: string) => number): SweepIndex {
  let index = indexes.get(net);
  if (!index) {
    const byKey = new Map<string, SweepPattern[]>();
    const places = new Map<SweepPattern, Array<[string, number]>>();
    const file = (key: string, pattern: SweepPattern): void => {
      const list = byKey.get(key);
      if (list) list.push(pattern);
      else byKey.set(key, [pattern]);
    };
    Object.keys(net.hooks).forEach((key, rank) => {
      net.hooks[key].forEach((pattern, at) => {
        let list = places.get(pattern);
        if (!list) places.set(pattern, (list = []));
        list.push([key, rank * 1_000_000 + at]);
      });
    });
    for (const pattern of places.keys()) {
      if (pattern.needs.length === 0) for (const want of new Set(pattern.wants)) file(want, pattern);
      else file(pattern.needs.reduce((best, need) => (specificity(need) > specificity(best) ? need : best)), pattern);
    }
    index = { byKey, places };
    indexes.set(net, index);
  }
  return index;
}

function applies(pattern: SweepPattern, haves: Set<string>, termCount: number): boolean {
  if (termCount < pattern.minWords) return false;
  if (!pattern.needs.every((need) => haves.has(need))) return false;
  if (pattern.ifNo !== undefined && pattern.ifNo.some((no) => haves.has(no))) return false;
  if (pattern.wants.length === 0) return true;
  let found = 0;
  for (const want of pattern.wants) if (haves.has(want)) found++;
  return found >= pattern.minWant;
}

/** Where compromise's own walk over its index would first reach the pattern, given the sentence's words and tags. */
function firstPlace(index: SweepIndex, pattern: SweepPattern, haves: Set<string>): number {
  let first = Infinity;
  for (const [key, place] of index.places.get(pattern) ?? []) if (place < first && haves.has(key)) first = place;
  return first;
}

/** The patterns worth trying on one sentence, in compromise's order. */
function candidates(index: SweepIndex, net: Net, haves: Set<string>, termCount: number): SweepPattern[] {
  const seen = new Set<SweepPattern>();
  const list: Array<{ pattern: SweepPattern; place: number }> = [];
  for (const item of haves) {
    const filed = index.byKey.get(item);
    if (!filed) continue;
    for (const pattern of filed) {
      if (seen.has(pattern)) continue;
      seen.add(pattern);
      if (applies(pattern, haves, termCount)) list.push({ pattern, place: firstPlace(index, pattern, haves) });
    }
  }
  list.sort((a, b) => a.place - b.place);
  const ordered = list.map((entry) => entry.pattern);
  for (const pattern of net.always) if (termCount >= pattern.minWords) ordered.push(pattern);
  return ordered;
}

/** How specific a pattern's key is: a word is, a tag is as specific as it has ancestors (`#Participle` under `#PastTense` under `#Verb`). */
type Specificity = (key: string) => number;

function sweeper(specificity: Specificity) {
  return function indexedBulkMatch(document: unknown[][], net: Net, methods: SweepMethods, opts: { matchOne?: boolean } = {}): Array<Record<string, unknown>> {
    const index = indexOf(net, specificity);
    const caches = methods.one.cacheDoc(document);
    const results: Array<Record<string, unknown>> = [];
    for (let n = 0; n < document.length; n++) {
      for (const pattern of candidates(index, net, caches[n], document[n].length)) {
        const found = methods.one.match([document[n]], pattern);
        if (found.ptrs.length === 0) continue;
        for (const pointer of found.ptrs) {
          pointer[0] = n;
          const todo: Record<string, unknown> = { ...pattern, pointer };
          if (pattern.unTag !== undefined) todo.unTag = pattern.unTag;
          results.push(todo);
        }
        if (opts.matchOne === true) return [results[0]];
      }
    }
    return results;
  };
}

/** A compromise plugin: its sweep, replaced by the one above; `tagSet` is its model's (`world().model.one.tagSet`). */
export function sweepIndexPlugin(tagSet: Record<string, { parents?: string[] }>): object {
  const specificity: Specificity = (key) => (key.startsWith('#') ? (tagSet[key.slice(1)]?.parents?.length ?? 0) : key.startsWith('%') ? 0 : 100);
  return { methods: { one: { bulkMatch: sweeper(specificity) } } };
}

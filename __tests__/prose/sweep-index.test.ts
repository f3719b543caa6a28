import { describe, expect, test } from '@jest/globals';
import { createRequire } from 'node:module';
import { sweepIndexPlugin } from '../../src/prose/grammar/sweep-index.js';
import { tagWords } from '../../src/prose/grammar/english.js';
import { FRESH_HELD_OUT } from '../probe/fresh-held-out-cases.js';
import { HELD_OUT } from '../probe/held-out-cases.js';
import { PROBE } from '../probe/style-probe-cases.js';

interface Compromise {
  (text: string): unknown;
  world(): { methods: { one: { bulkMatch: BulkMatch } }; model: { one: { tagSet: Record<string, { parents?: string[] }> } } };
}
type BulkMatch = (document: unknown, net: unknown, methods: unknown, opts?: unknown) => Array<{ match: string; pointer: number[] }>;

// The full build is another instance of compromise than the `compromise/two` the prose room patches:
// its own sweep is the reference, untouched.
const reference = createRequire(import.meta.url)('compromise') as Compromise;

/** Lines of prose from the probes' pages, and sentences with the forms the tagger's patterns reach for. */
const sentences = [
  ...[...PROBE, ...HELD_OUT, ...FRESH_HELD_OUT].flatMap((probeCase) => probeCase.body.split('\n')).filter((line) => /[a-z]{3}/.test(line)),
  "It's recommended that the token isn't shared, and we'll rotate it on May 3rd, 2027 at 5pm.",
  'Dr. Ada Lovelace wrote 3.5 pages about the Analytical Engine in 1843; they were not published by Babbage.',
  "If you'd rather not wait, the jobs that were queued by Tom's script can be re-run from /v1/jobs.",
  'Being fast, cheap and reliable, the new caching layer — unlike the old one — seldom gets rebuilt.',
  // The two patterns with exclusions (`ifNo`): "the [gerund] [verb]" unless a copula, "[name or verb] [name]" unless an actor.
  'The paving stones are grey, and the building blocks are ready.',
  'The paving stones crack in winter.',
  'Our engineer Will Smith wrote the migration guide.',
  'The developer Mark Chen and the designer Faith Lee reviewed it.',
];

describe('the sweep index (compromise plugin)', () => {
  test('finds the same matches, in the same order, as compromise’s own sweep on every sentence', () => {
    const world = reference.world();
    const own = world.methods.one.bulkMatch;
    const ours = (sweepIndexPlugin(world.model.one.tagSet) as { methods: { one: { bulkMatch: BulkMatch } } }).methods.one.bulkMatch;
    let sweeps = 0;
    const differences: string[] = [];
    const shown = (found: ReturnType<BulkMatch>) => found.map((entry) => `${entry.match}@${entry.pointer.join(',')}`);
    world.methods.one.bulkMatch = (document, net, methods, opts) => {
      sweeps++;
      const expected = own(document, net, methods, opts);
      const actual = ours(document, net, methods, opts);
      if (JSON.stringify(shown(actual)) !== JSON.stringify(shown(expected))) differences.push(JSON.stringify(document).slice(0, 200));
      return expected;
    };
    try {
      for (const sentence of sentences) reference(sentence);
    } finally {
      world.methods.one.bulkMatch = own;
    }
    expect(sentences.length).toBeGreaterThan(300);
    expect(sweeps).toBeGreaterThanOrEqual(sentences.length);
    expect(differences).toEqual([]);
  });

  test('is the sweep the prose room tags with', () => {
    tagWords('The webhook is retried by the queue.');
    const tagger = createRequire(import.meta.url)('compromise/two') as Compromise;
    expect(tagger.world().methods.one.bulkMatch.name).toBe('indexedBulkMatch');
    expect(reference.world().methods.one.bulkMatch.name).not.toBe('indexedBulkMatch');
  });
});

/**
 * Passive constructions in a block of prose: a form of `be` directly followed by a past
 * participle. retext-passive runs as a transformer on the block's nlcst tree and finds the
 * irregular participles (`is written`, `was sent`); it lists no regular ones, so the `-ed`
 * participles (`is created`, `are configured`) are found on the same tree's tokens here.
 */

import retextPassive from 'retext-passive';
import { wordAt, type Sentence, type Token } from '../prose/index.js';

export interface Passive {
  sentence: Sentence;
  /** Index of the form of `be` in `sentence.tokens`. */
  index: number;
  be: Token;
  participle: Token;
  /** Index of the participle: right after `be`, or after one adverb (`is automatically assigned`). */
  participleIndex: number;
}

/** Adverbs that sit between `be` and a participle without changing the passive: `is then processed`, `are automatically assigned`. */
const ADVERBS_BETWEEN = new Set(['also', 'then', 'now', 'only', 'first', 'still', 'always', 'never', 'usually', 'typically', 'often', 'later', 'again', 'already']);

export const BE_FORMS = new Set(['am', 'are', 'were', 'being', 'is', 'been', 'was', 'be']);

/** A message retext-passive reports, as far as it is read here. */
interface PassiveMessage {
  place?: { start?: { offset?: number } };
}

type Transformer = (tree: unknown, file: { message(reason: string, options: unknown): Record<string, unknown> }) => void;

const transform = retextPassive() as unknown as Transformer;

/** Words ending in `-ed` that are not participles of a verb in the passive. */
const NOT_PARTICIPLES = new Set(['need', 'needed', 'feed', 'seed', 'speed', 'bed', 'red', 'shed', 'embed', 'proceed', 'succeed', 'exceed', 'indeed', 'breed', 'hundred', 'kindred', 'sacred', 'wicked', 'naked', 'rugged', 'beloved']);

/**
 * The passives of a block whose form of `be` passes `wanted(tokens, index)` (default: every one).
 * retext-passive's search of some 200 phrases over every word is the costly part, so it runs only
 * on the sentences where a wanted `be` is followed by a word that could be an irregular participle.
 */
export function findPassives(sentences: readonly Sentence[], wanted: (tokens: readonly Token[], beIndex: number) => boolean = () => true): Passive[] {
  const found = new Map<number, Passive>();
  const add = (sentence: Sentence, index: number, beIndex = index - 1): void => {
    const participle = wordAt(sentence.tokens, index);
    const be = wordAt(sentence.tokens, beIndex);
    if (!participle || !be || !BE_FORMS.has(be.lower) || !wanted(sentence.tokens, beIndex)) return;
    found.set(participle.start, { sentence, index: beIndex, be, participle, participleIndex: index });
  };
  const irregularCandidates: Sentence[] = [];
  for (const sentence of sentences) {
    const tokens = sentence.tokens;
    let irregular = false;
    for (let i = 1; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.kind !== 'word') continue;
      if (isRegularParticiple(token.lower) && i >= 2 && BE_FORMS.has(tokens[i - 2].lower) && isAdverbBetween(tokens[i - 1])) {
        add(sentence, i, i - 2);
        continue;
      }
      if (!BE_FORMS.has(tokens[i - 1].lower)) continue;
      if (isRegularParticiple(token.lower)) add(sentence, i);
      else if (!irregular && wanted(tokens, i - 1)) irregular = true;
    }
    if (irregular) irregularCandidates.push(sentence);
  }
  if (irregularCandidates.length > 0) {
    const messages: PassiveMessage[] = [];
    // The sentences keep their own positions, so a root of just these maps back like the whole tree.
    const tree = { type: 'RootNode', children: [{ type: 'ParagraphNode', children: irregularCandidates.map((sentence) => sentence.node) }] };
    transform(tree, {
      message(_reason, options) {
        const message: Record<string, unknown> = { ...(options as object) };
        messages.push(message as PassiveMessage);
        return message;
      },
    });
    for (const message of messages) {
      const offset = message.place?.start?.offset;
      const located = offset === undefined ? undefined : locate(irregularCandidates, offset);
      if (located) add(located.sentence, located.index);
    }
  }
  return [...found.values()].sort((a, b) => a.participle.start - b.participle.start);
}

function isRegularParticiple(word: string): boolean {
  return /^[a-z]{3,}ed$/.test(word) && !NOT_PARTICIPLES.has(word);
}

function isAdverbBetween(token: Token): boolean {
  return token.kind === 'word' && (ADVERBS_BETWEEN.has(token.lower) || /^[a-z]{4,}ly$/.test(token.lower));
}

function locate(sentences: readonly Sentence[], offset: number): { sentence: Sentence; index: number } | undefined {
  for (const sentence of sentences) {
    if (offset < sentence.start || offset >= sentence.end) continue;
    const index = sentence.tokens.findIndex((token) => token.start === offset);
    return index < 0 ? undefined : { sentence, index };
  }
  return undefined;
}

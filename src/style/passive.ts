/**
 * Passive constructions in a block of prose: a form of `be` directly followed by a past
 * participle. retext-passive runs as a transformer on the block's nlcst tree and finds the
 * irregular participles (`is written`, `was sent`); it lists no regular ones, so the `-ed`
 * participles (`is created`, `are configured`) are found on the same tree's tokens here.
 */

import retextPassive from 'retext-passive';
import type { ProseAnalysis, Sentence, Token } from './sentences.js';
import { wordAt } from './tokens.js';

export interface Passive {
  sentence: Sentence;
  /** Index of the form of `be` in `sentence.tokens`; the participle follows it. */
  index: number;
  be: Token;
  participle: Token;
}

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
export function findPassives(analysis: ProseAnalysis, wanted: (tokens: readonly Token[], beIndex: number) => boolean = () => true): Passive[] {
  const found = new Map<number, Passive>();
  const add = (sentence: Sentence, index: number): void => {
    const participle = wordAt(sentence.tokens, index);
    const be = wordAt(sentence.tokens, index - 1);
    if (!participle || !be || !BE_FORMS.has(be.lower) || !wanted(sentence.tokens, index - 1)) return;
    found.set(participle.start, { sentence, index: index - 1, be, participle });
  };
  const irregularCandidates: Sentence[] = [];
  for (const sentence of analysis.sentences) {
    const tokens = sentence.tokens;
    let irregular = false;
    for (let i = 1; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.kind !== 'word' || !BE_FORMS.has(tokens[i - 1].lower)) continue;
      if (/^[a-z]{3,}ed$/.test(token.lower) && !NOT_PARTICIPLES.has(token.lower)) add(sentence, i);
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

function locate(sentences: readonly Sentence[], offset: number): { sentence: Sentence; index: number } | undefined {
  for (const sentence of sentences) {
    if (offset < sentence.start || offset >= sentence.end) continue;
    const index = sentence.tokens.findIndex((token) => token.start === offset);
    return index < 0 ? undefined : { sentence, index };
  }
  return undefined;
}

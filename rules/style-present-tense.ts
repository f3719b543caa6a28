import { createRule } from '../src/rule-kit/create-rule.js';
import { ALLOW_OPTION_SCHEMA, allowedPhrases } from '../src/style/allowed-phrases.js';
import { findPhrases } from '../src/style/phrase-findings.js';
import { proseVisitors, type ProseBlock } from '../src/style/prose-blocks.js';
import type { Sentence, Token } from '../src/style/sentences.js';
import { isPlainWord, lowerWords, matchCase, wordAt } from '../src/style/tokens.js';
import { negativePresent, presentTense } from '../src/style/verbs.js';

interface Options extends Record<string, unknown> {
  allow: string[];
}

/** Words that can sit between `will` and its verb: `will automatically create`, `will also return`. */
const ADVERBS = new Set(['also', 'then', 'now', 'only', 'still', 'always', 'never', 'just', 'first', 'again', 'instead', 'immediately', 'usually', 'typically', 'simply']);

/** A word before `will` that makes it a noun (`at will`, `free will`). */
const NOUN_BEFORE = new Set(['at', 'on', 'of', 'against', 'free', 'good', 'ill', 'own', 'the', 'a', 'his', 'her', 'their', 'your', 'my']);

/**
 * Words that put a sentence in the real future: a release, a plan, a date. There `will` is the
 * right tense ("Version 3 will remove the flag").
 */
const FUTURE_MARKERS = new Set([
  'soon', 'future', 'upcoming', 'coming', 'roadmap', 'planned', 'plan', 'plans', 'eventually', 'later', 'tomorrow', 'next',
  'deprecated', 'deprecate', 'deprecation', 'sunset', 'sunsetting', 'release', 'releases', 'released', 'version', 'beta', 'ga',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);

const CONTRACTED_WILL = /^(you|we|they|it|that|there|he|she|i|this|everything|nothing)'ll$/;

interface Finding {
  from: Token;
  to: Token;
  replacement: string;
}

export default createRule<Options>({
  meta: {
    id: 'style-present-tense',
    description: 'Prose describes what happens in the present tense: no "will return", "is going to" or "shall".',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    messages: {
      future: '"{{phrase}}" is future tense; write "{{replacement}}".',
      shall: '"{{phrase}}" is future tense; write "{{replacement}}", or "must" for a requirement.',
    },
    defaultOptions: { allow: [] },
    optionsSchema: ALLOW_OPTION_SCHEMA,
  },
  create(context) {
    const allow = allowedPhrases(context.options);
    const check = (block: ProseBlock): void => {
      for (const { finding, phrase, sentence, index } of findPhrases(block, allow, (sentence, i) => findFuture(sentence.tokens, i), inRealFuture)) {
        const shall = finding.from.lower === 'shall' || sentence.tokens[index].lower === 'shall';
        context.report({
          loc: block.locate(finding.from.start, finding.to.end),
          messageId: shall ? 'shall' : 'future',
          data: { phrase, replacement: matchCase(finding.replacement, phrase) },
        });
      }
    };
    return proseVisitors(context, check, { prefilter: /\bwill\b|\bshall\b|'ll\b|’ll\b|\bwon['’]t\b|\bgoing to\b/i });
  },
});

function inRealFuture(sentence: Sentence): boolean {
  const words = lowerWords(sentence);
  // "By the end of this guide, you'll have …" promises an outcome.
  if (words.some((word, index) => word === 'by' && words[index + 1] === 'the' && words[index + 2] === 'end')) return true;
  return lowerWords(sentence).some((word) => FUTURE_MARKERS.has(word) || /^v?\d+(\.\d+)+$/.test(word) || /^20\d\d$/.test(word) || /^q[1-4]$/.test(word));
}

/** A future-tense phrase starting at `tokens[i]`, with its present-tense rewrite. */
function findFuture(tokens: readonly Token[], i: number): Finding | undefined {
  const token = wordAt(tokens, i);
  if (!token) return undefined;
  const before = wordAt(tokens, i - 1);
  if (token.lower === 'will' || token.lower === 'shall') {
    if (before && NOUN_BEFORE.has(before.lower)) return undefined;
    // `Will it …?` asks a question; leave questions to their writer.
    if (!before && i === 0) return undefined;
    return withVerb(tokens, i + 1, token, before?.text, '');
  }
  const contracted = CONTRACTED_WILL.exec(token.lower);
  if (contracted) {
    const subject = token.text.slice(0, contracted[1].length);
    return withVerb(tokens, i + 1, token, subject, `${subject} `);
  }
  if (token.lower === "won't") return withVerb(tokens, i + 1, token, before?.text, '', true);
  if (token.lower === 'going' && wordAt(tokens, i + 1)?.lower === 'to' && before) {
    const be = /^(is|are|am)$/.test(before.lower) ? '' : /^(\w+)'(s|re|m)$/.exec(before.lower)?.[1];
    if (be === undefined) return undefined;
    const subject = be === '' ? wordAt(tokens, i - 2)?.text : before.text.slice(0, be.length);
    const verb = wordAt(tokens, i + 2);
    if (!isPlainWord(verb) || !isVerbLike(verb.lower)) return undefined;
    const prefix = be === '' ? '' : `${subject} `;
    return { from: before, to: verb, replacement: prefix + presentTense(verb.text, subject) };
  }
  return undefined;
}

/** Reads `[not] [adverb] verb` after a `will`, and builds the rewrite. */
function withVerb(tokens: readonly Token[], j: number, from: Token, subject: string | undefined, prefix: string, negated = false): Finding | undefined {
  let not = negated;
  let next = wordAt(tokens, j);
  if (next?.lower === 'not') {
    not = true;
    next = wordAt(tokens, ++j);
  }
  const adverbs: string[] = [];
  while (next && (ADVERBS.has(next.lower) || /^[a-z]+ly$/.test(next.text)) && adverbs.length < 2) {
    adverbs.push(next.text);
    next = wordAt(tokens, ++j);
  }
  if (!isPlainWord(next) || !isVerbLike(next.lower)) return undefined;
  // "We will notify you", "we'll grant you access": a promise the company makes to the reader.
  if (/^we('ll)?$/.test(subject?.toLowerCase() ?? '') && /^(you|your)$/.test(wordAt(tokens, j + 1)?.lower ?? '') && next.lower !== 'be') return undefined;
  const adverbText = adverbs.length > 0 ? `${adverbs.join(' ')} ` : '';
  // `will be able to` says `can`.
  if (next.lower === 'be' && wordAt(tokens, j + 1)?.lower === 'able' && wordAt(tokens, j + 2)?.lower === 'to') {
    const can = !not ? 'can' : from.lower === "won't" ? "can't" : 'cannot';
    return { from, to: tokens[j + 2], replacement: `${prefix}${can}${adverbs.length > 0 ? ` ${adverbs.join(' ')}` : ''}` };
  }
  if (not) return { from, to: next, replacement: `${prefix}${adverbText}${negativePresent(next.text, subject, from.lower === "won't")}` };
  // "will only be called" → "is only called": an adverb follows a form of "be".
  if (next.lower === 'be' && adverbs.length > 0) return { from, to: next, replacement: `${prefix}${presentTense(next.text, subject)} ${adverbs.join(' ')}` };
  return { from, to: next, replacement: `${prefix}${adverbText}${presentTense(next.text, subject)}` };
}

/** Words that follow `will` without being its verb. */
const NOT_VERBS = new Set([
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'it', 'you', 'we', 'they', 'and', 'or', 'to', 'of', 'in', 'on', 'for', 'with', 'not',
  'without', 'within', 'by', 'from', 'as', 'at', 'into', 'about', 'over', 'under', 'after', 'before', 'via', 'per', 'than', 'so', 'but', 'if', 'when',
]);

function isVerbLike(word: string): boolean {
  return !NOT_VERBS.has(word);
}

import { createRule } from '../src/rule-kit/create-rule.js';
import { ALLOW_OPTION_SCHEMA, allowedPhrases } from '../src/style/allowed-phrases.js';
import { isPlainWord, isStyleExemptPage, lowerWords, matchCase, proseVisitors, STYLE_SCOPE, wordAt, type ProseUnit, type Sentence, type Token } from '../src/prose/index.js';
import { findPhrases } from '../src/style/phrase-findings.js';
import { negativePresent, presentTense } from '../src/style/verbs.js';

interface Options extends Record<string, unknown> {
  allow: string[];
}

/** Words that can sit between `will` and its verb: `will automatically create`, `will also return`. */
const ADVERBS = new Set(['also', 'soon', 'then', 'now', 'only', 'still', 'always', 'never', 'just', 'first', 'again', 'instead', 'immediately', 'usually', 'typically', 'simply']);

/** A word before `will` that makes it a noun (`at will`, `free will`). */
const NOUN_BEFORE = new Set(['at', 'on', 'of', 'against', 'free', 'good', 'ill', 'own', 'the', 'a', 'his', 'her', 'their', 'your', 'my']);

/**
 * Words that put a sentence in the real future: a release, a plan, a date. There `will` is the
 * right tense ("Version 3 will remove the flag").
 */
const FUTURE_MARKERS = new Set([
  'soon', 'future', 'upcoming', 'coming', 'roadmap', 'planned', 'plan', 'plans', 'eventually', 'tomorrow',
  'deprecated', 'deprecate', 'deprecation', 'sunset', 'sunsetting',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);

/** Words after `next` / `upcoming` that make a release: "the next release", "the next major version". */
const RELEASE_WORDS = /^(release|releases|version|versions|major|minor|update|updates|quarter|year|month|week|beta)$/;

/**
 * Verbs of a product's promise: "Acme will soon support SAML", "the next release will add SSO". In
 * a sentence about the future, a page that announces what a product will do goes stale the day it
 * ships or slips; the page should say what the product does today.
 */
const PROMISE_VERBS = new Set(['support', 'add', 'offer', 'include', 'introduce', 'provide', 'bring', 'allow', 'enable', 'gain', 'expand', 'extend', 'launch']);

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
      promise: '"{{phrase}}" promises what a product will do, which goes stale when it ships or slips; say what it does today, and keep plans in a changelog or roadmap.',
    },
    defaultOptions: { allow: [] },
    optionsSchema: ALLOW_OPTION_SCHEMA,
  },
  create(context) {
    const allow = allowedPhrases(context.options);
    if (isStyleExemptPage(context)) return {};
    const check = (block: ProseUnit): void => {
      for (const { finding, phrase, sentence, index } of findPhrases(block, allow, (sentence, i) => findFuture(sentence.tokens, i))) {
        if (promisesOutcome(sentence)) continue;
        // In a sentence about a real future (a date, a version, a deprecation) `will` is the right tense, unless it promises a feature.
        const future = inRealFuture(sentence);
        const promise = future && PROMISE_VERBS.has(finding.to.lower) && finding.from.lower !== "won't" && !/\bnot\b/i.test(phrase);
        if (future && !promise) continue;
        const shall = finding.from.lower === 'shall' || sentence.tokens[index].lower === 'shall';
        context.report({
          loc: block.locate(finding.from.start, finding.to.end),
          messageId: promise ? 'promise' : shall ? 'shall' : 'future',
          data: { phrase, replacement: matchCase(finding.replacement, phrase) },
        });
      }
    };
    return proseVisitors(context, check, { ...STYLE_SCOPE, prefilter: /\bwill\b|\bshall\b|'ll\b|’ll\b|\bwon['’]t\b|\bgoing to\b/i });
  },
});

/** "By the end of this guide, you'll have …" promises the reader an outcome: the future is right there. */
function promisesOutcome(sentence: Sentence): boolean {
  const words = lowerWords(sentence);
  return words.some((word, index) => word === 'by' && words[index + 1] === 'the' && words[index + 2] === 'end');
}

function inRealFuture(sentence: Sentence): boolean {
  const words = lowerWords(sentence);
  return words.some(
    (word, index) =>
      FUTURE_MARKERS.has(word) ||
      ((word === 'next' || word === 'new') && RELEASE_WORDS.test(words[index + 1] ?? '')) ||
      (/^(version|release|v)$/.test(word) && /^v?\d/.test(words[index + 1] ?? '')) ||
      /^v?\d+(\.\d+)+$/.test(word) ||
      /^v\d+$/.test(word) ||
      /^20\d\d$/.test(word) ||
      /^q[1-4]$/.test(word),
  );
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

import { createRule } from '../src/rule-kit/create-rule.js';
import { ALLOW_OPTION_SCHEMA, allowedPhrases } from '../src/prose/allowed-phrases.js';
import { isNormativePage, isPlainWord, isStyleExemptPage, matchCase, proseVisitors, STYLE_SCOPE, wordAt, type ProseUnit, type Sentence, type Token } from '../src/prose/index.js';
import { findPhrases } from '../src/style/phrase-findings.js';
import { thirdPerson as thirdPersonVerb } from '../src/style/verbs.js';

interface Options extends Record<string, unknown> {
  allow: string[];
}

/**
 * Verbs of the writer's advice: "we strongly suggest", "we advise". "We recommend" is not one: it is
 * the company's recommendation, which the Google and Microsoft style guides accept and writers keep.
 */
const ADVICE = new Set(['suggest', 'advise', 'encourage', 'urge']);
const ADVICE_ADVERBS = new Set(['strongly', 'highly', 'generally', 'usually', 'always', 'also', 'really', 'would']);

/** Modals after which the reader, named in the third person, is told what to do. */
const OBLIGATION = new Set(['should', 'must']);

/**
 * What the tutorial "we" does: the steps the reader takes. Verbs the company does too ("we add new
 * regions", "we store your data", "we will notify you") are left out: that "we" is the company's to use.
 */
const STEP_VERBS = new Set([
  'build', 'change', 'check', 'clone', 'configure', 'connect', 'copy', 'create', 'define', 'deploy', 'download', 'edit', 'enable', 'explore', 'fetch', 'go',
  'import', 'initialize', 'initialise', 'install', 'implement', 'insert', 'integrate', 'learn', 'look', 'modify', 'navigate', 'open', 'paste', 'pass', 'replace',
  'run', 'set', 'setup', 'start', 'test', 'update', 'upload', 'use', 'write', 'walk', 'cover', 'explain', 'show', 'demonstrate', 'begin', 'focus', 'discuss',
  'see', 'need', 'get', 'dive', 'move', 'put', 'save', 'generate', 'query', 'send', 'trigger', 'initiate', 'instantiate', 'declare', 'register', 'wrap',
  'return', 'execute', 'invoke', 'review', 'verify', 'visit', 'head', 'click', 'select', 'choose', 'type', 'enter', 'log', 'sign', 'scaffold', 'bootstrap',
  'extend', 'customize', 'customise', 'refactor', 'delete', 'describe', 'outline',
]);

/** What the narrating "we" does to the page itself: "we'll walk you through" is "this guide walks you through". */
const NARRATOR_VERBS = new Set(['walk', 'explain', 'cover', 'show', 'demonstrate', 'discuss', 'focus', 'describe', 'outline', 'go']);

/** Words that put a "we" sentence in the company's voice: "Sometimes we will make changes". */
const COMPANY_SENTENCE_WORDS = new Set(['sometimes', 'occasionally', 'periodically', 'automatically', 'internally']);

interface Finding {
  from: Token;
  to: Token;
  messageId: 'thirdPerson' | 'advice' | 'lets' | 'we' | 'narrator';
  replacement: string;
}

export default createRule<Options>({
  meta: {
    id: 'style-second-person',
    description: 'Prose addresses the reader as "you": not "the user should", "one must", "we suggest" or "let\'s".',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    messages: {
      thirdPerson: '"{{phrase}}" talks about the reader in the third person; address the reader: write "{{replacement}}".',
      advice: '"{{phrase}}" speaks for the writers; address the reader: write the advice as an instruction ("Use …") or with "you should".',
      lets: '"{{phrase}}" speaks for the writer and the reader together; address the reader: write "{{replacement}}".',
      we: '"{{phrase}}" speaks for the writer and the reader together; address the reader: write "{{replacement}}".',
      narrator: '"{{phrase}}" speaks for the writer; say what the page does: write "{{replacement}}".',
    },
    defaultOptions: { allow: [] },
    optionsSchema: ALLOW_OPTION_SCHEMA,
  },
  create(context) {
    const allow = allowedPhrases(context.options);
    // In a specification with RFC 2119 keywords, "users" are the end users of what the reader implements.
    if (isStyleExemptPage(context)) return {};
    const normative = isNormativePage(context);
    const check = (block: ProseUnit): void => {
      for (const { finding, phrase } of findPhrases(block, allow, findAt)) {
        if (normative && finding.messageId === 'thirdPerson') continue;
        context.report({
          loc: block.locate(finding.from.start, finding.to.end),
          messageId: finding.messageId,
          data: { phrase, replacement: matchCase(finding.replacement, phrase) },
        });
      }
    };
    return proseVisitors(context, check, { ...STYLE_SCOPE, prefilter: /\b(we|let['’]s|let us|one|users?)\b/i });
  },
});

function findAt(sentence: Sentence, i: number): Finding | undefined {
  const tokens = sentence.tokens;
  const token = wordAt(tokens, i);
  if (!token) return undefined;
  const first = i === 0 || tokens[i - 1].kind === 'punctuation';
  switch (token.lower) {
    case "let's":
      return lets(tokens, i, token, i + 1);
    case 'let':
      return wordAt(tokens, i + 1)?.lower === 'us' && first ? lets(tokens, i, token, i + 2) : undefined;
    case 'we':
    case "we'll":
    case "we're":
      return we(tokens, i, token);
    case 'one':
      // "One must …" as a pronoun starts its clause; "only one can be marked" counts.
      return first ? thirdPerson(tokens, i, token) : undefined;
    case 'the': {
      const user = wordAt(tokens, i + 1)?.lower;
      return first && (user === 'user' || user === 'reader') ? thirdPerson(tokens, i + 1, token) : undefined;
    }
    case 'users':
    case 'readers':
      return first ? thirdPerson(tokens, i, token) : undefined;
    default:
      return undefined;
  }
}

/** "Let's create a file" → "Create". "Let us know" is an invitation to write to the writers, and stays. */
function lets(tokens: readonly Token[], i: number, from: Token, verbIndex: number): Finding | undefined {
  let j = verbIndex;
  const adverbs: string[] = [];
  while (/^(now|first|then|also|quickly|briefly|next|finally)$/.test(wordAt(tokens, j)?.lower ?? '')) adverbs.push(tokens[j++].text);
  const verb = wordAt(tokens, j);
  // "let's you" is a typo for "lets you"; "let us know" invites the reader to write.
  if (!isPlainWord(verb) || /^(know|you|your|me|us|it|them|the|a|an)$/.test(verb.lower)) return undefined;
  // "Let's say the call fails" sets up an example: "Suppose the call fails".
  if (/^(say|assume|suppose|imagine)$/.test(verb.lower) && adverbs.length === 0) return { from, to: verb, messageId: 'lets', replacement: 'Suppose' };
  const rest = [...adverbs.map((word) => word.toLowerCase()), verb.text].join(' ');
  return { from, to: verb, messageId: 'lets', replacement: rest[0].toUpperCase() + rest.slice(1) };
}

/** "the user should", "users must", "one must": the reader, named from outside. */
function thirdPerson(tokens: readonly Token[], subjectIndex: number, from: Token): Finding | undefined {
  let j = subjectIndex + 1;
  const modal = wordAt(tokens, j);
  if (!modal) return undefined;
  let modalText: string;
  if (OBLIGATION.has(modal.lower)) modalText = modal.lower;
  else if (/^(needs?|has|have)$/.test(modal.lower) && wordAt(tokens, j + 1)?.lower === 'to') {
    modalText = modal.lower.startsWith('need') ? 'need to' : 'have to';
    j++;
  } else return undefined;
  const verb = wordAt(tokens, j + 1);
  if (!isPlainWord(verb) || verb.lower === 'be') return undefined;
  return { from, to: tokens[j], messageId: 'thirdPerson', replacement: `you ${modalText}` };
}

/** "We suggest", and the tutorial "we" that walks through steps: "we'll create", "we need to add". */
function we(tokens: readonly Token[], i: number, from: Token): Finding | undefined {
  let j = i + 1;
  while (ADVICE_ADVERBS.has(wordAt(tokens, j)?.lower ?? '')) j++;
  const next = wordAt(tokens, j);
  if (from.lower === 'we' && next && ADVICE.has(next.lower)) return { from, to: next, messageId: 'advice', replacement: '' };
  // The tutorial "we": "we'll create", "we will add", "we need to install", "we can use", "we're going to build".
  j = i + 1;
  let modal = '';
  const word = (k: number) => wordAt(tokens, k)?.lower ?? '';
  if (from.lower === "we'll") modal = '';
  else if (from.lower === "we're" || word(j) === 'are') {
    if (from.lower === 'we') j++;
    if (word(j) !== 'going' || word(j + 1) !== 'to') return undefined;
    j += 2;
  } else if (word(j) === 'will') j++;
  else if ((word(j) === 'need' || word(j) === 'have') && word(j + 1) === 'to') {
    modal = `${word(j)} to `;
    j += 2;
  } else if (word(j) === 'can' || word(j) === 'should' || word(j) === 'must') modal = `${word(j++)} `;
  else return undefined;
  const adverbs: string[] = [];
  while (/^(now|first|then|also|quickly|briefly|next|finally|just|simply)$/.test(word(j))) adverbs.push(tokens[j++].text);
  const verb = wordAt(tokens, j);
  if (!isPlainWord(verb) || !STEP_VERBS.has(verb.lower)) return undefined;
  if (tokens.some((token) => token.kind === 'word' && COMPANY_SENTENCE_WORDS.has(token.lower))) return undefined;
  // "we'll show you all the fields" is the product; "we'll show you how to …" is the page.
  if (verb.lower === 'show' && word(j + 1) !== 'how' && !(word(j + 1) === 'you' && word(j + 2) === 'how')) return undefined;
  if (NARRATOR_VERBS.has(verb.lower) && !modal) {
    return { from, to: verb, messageId: 'narrator', replacement: ['this guide', ...adverbs.map((adverb) => adverb.toLowerCase()), thirdPersonVerb(verb.text)].join(' ') };
  }
  return { from, to: verb, messageId: 'we', replacement: ['you', ...(modal ? [modal.trim()] : []), ...adverbs, verb.text].join(' ') };
}

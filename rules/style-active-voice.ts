import { createRule } from '../src/rule-kit/create-rule.js';
import { ALLOW_OPTION_SCHEMA, allowedPhrases } from '../src/prose/allowed-phrases.js';
import { isNormativePage, isStyleExemptPage, matchCase, proseVisitors, STYLE_SCOPE, wordAt, type ProseUnit, type Token } from '../src/prose/index.js';
import { findPassives, type Passive } from '../src/style/passive.js';
import { baseForm, presentTense } from '../src/style/verbs.js';

interface Options extends Record<string, unknown> {
  allow: string[];
}

/**
 * Participles that docs use as adjectives, or whose passive is the idiom: "is required", "is
 * deprecated", "is supported". Rewriting them helps nobody.
 */
const DEFAULT_ALLOW = ['required', 'supported', 'deprecated', 'recommended', 'based', 'located', 'unlimited', 'predefined', 'allowed', 'expected', 'intended', 'designed', 'meant', 'supposed', 'advised', 'encouraged', 'considered', 'known', 'tailored', 'limited', 'involved', 'associated', 'related', 'concerned', 'interested', 'married', 'born', 'done', 'gone', 'bound', 'powered', 'backed'];

/**
 * Participles of what a system does on its own (delivers, retries, bills): "the message cannot be
 * delivered" leaves out no reader, so the reader-addressed rewrite does not apply.
 */
const SYSTEM_PARTICIPLES = new Set(['delivered', 'retried', 'attempted', 'processed', 'executed', 'received', 'queued', 'rejected', 'dropped', 'lost', 'expired', 'evicted', 'throttled', 'replicated', 'cached', 'billed', 'charged', 'refunded', 'persisted', 'interrupted', 'blocked', 'delayed', 'affected', 'included', 'rate-limited', 'garbage-collected', 'reached', 'exceeded', 'applied', 'reflected', 'preserved', 'guaranteed', 'propagated', 'cancelled', 'canceled', 'terminated', 'killed', 'overwritten', 'corrupted', 'truncated', 'notified', 'prompted', 'redirected',
  'bundled', 'compared', 'paused', 'resumed', 'parsed', 'serialized', 'deserialized', 'evaluated', 'computed', 'calculated', 'compressed', 'hashed']);

/** Words after which a clause asks an indirect question ("whether the task should be retried"), where the passive reads naturally. */
const QUESTION_WORDS = new Set(['whether', 'which', 'if', 'what', 'how', 'when', 'why', 'where']);

/** Pronouns after `by`, and the subject form the rewrite starts with. */
const SUBJECT_PRONOUNS: Record<string, string> = { us: 'we', them: 'they', him: 'he', her: 'she', me: 'I', you: 'you', it: 'it' };

/** Participles after which `by` names an order or a means, not who acts: "sorted by date". */
const BY_NOT_AGENT_PARTICIPLES = new Set(['sorted', 'grouped', 'ordered', 'filtered', 'separated', 'delimited', 'indexed', 'keyed', 'prefixed', 'suffixed', 'surrounded', 'denoted', 'partitioned', 'measured', 'multiplied', 'divided', 'identified', 'followed', 'preceded', 'backed', 'powered', 'bounded', 'capped', 'paginated', 'replaced', 'accompanied', 'represented', 'referenced', 'covered', 'enclosed', 'wrapped', 'scoped', 'charged', 'billed', 'priced', 'rounded', 'increased', 'decreased', 'offset', 'shifted', 'affected', 'inspired']);

/** First words after `by` that are a means, a measure or a time, not who acts: "by default", "by email". */
const BY_NOT_AGENT_WORDS = new Set(['default', 'design', 'hand', 'name', 'id', 'ids', 'itself', 'themselves', 'himself', 'herself', 'yourself', 'mistake', 'accident', 'far', 'email', 'e-mail', 'phone', 'mail', 'sms', 'post', 'hour', 'day', 'week', 'month', 'year', 'minute', 'second', 'percent', 'value', 'date', 'time', 'type', 'key', 'region', 'size', 'amount', 'one', 'up', 'at', 'then', 'now', 'means', 'way', 'reference', 'convention', 'hovering', 'adding', 'half', 'double', 'clicking', 'using', 'passing', 'setting', 'calling', 'running']);

/** Words after "by a" / "by an" that make a measure or a manner, not who acts. */
const MEASURES_AFTER_ARTICLE = new Set(['factor', 'percentage', 'percent', 'margin', 'few', 'lot', 'little', 'bit', 'number', 'amount', 'total', 'maximum', 'minimum', 'fraction', 'multiple', 'ratio', 'significant', 'large', 'small', 'wide', 'narrow', 'half', 'third', 'quarter', 'second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'click', 'call', 'single', 'separate', 'combination', 'mix', 'set', 'list', 'series', 'pair', 'value', 'key', 'id', 'delimiter', 'comma', 'space', 'newline', 'slash', 'dash', 'colon', 'semicolon', 'tab', 'pipe', 'hyphen', 'period', 'dot', 'prefix', 'suffix', 'unique', 'random', 'default', 'configurable', 'given', 'specific', 'particular', 'certain']);

/** An agent that is only a quantifier ("by more than one tool" cut at "than") names nobody. */
const QUANTIFIERS = new Set(['more', 'less', 'most', 'some', 'many', 'several', 'any', 'all', 'each', 'both', 'one', 'few', 'others', 'other']);

/** Words that end the agent of a `by` phrase. */
const AGENT_STOP = new Set(['and', 'or', 'when', 'if', 'to', 'in', 'on', 'for', 'with', 'at', 'from', 'that', 'which', 'who', 'as', 'so', 'but', 'after', 'before', 'because', 'while', 'using', 'via', 'through', 'into', 'unless', 'until', 'once', 'whenever', 'instead', 'only', 'also', 'then', 'by', 'is', 'are', 'was', 'were', 'will', 'can', 'and/or', 'during', 'within', 'without', 'per', 'than', 'whether', 'where', 'under', 'since', 'across', 'over', 'among', 'along', 'against', 'throughout']);

/** Modal verbs whose passive leaves out the reader: "must be added" is "add". */
const MODALS = new Set(['must', 'should', 'can', 'cannot', "can't", "shouldn't", "mustn't"]);
const ADVERBS = new Set(['also', 'then', 'only', 'now', 'first', 'still', 'either', 'always', 'never', 'not', 'easily', 'simply', 'safely', 'optionally', 'instead', 'again', 'manually', 'automatically', 'directly', 'later', 'just', 'all', 'both']);

/** Plural nouns that do not end in -s. */
const IRREGULAR_PLURALS = new Set(['people', 'children', 'men', 'women', 'data', 'media']);

export default createRule<Options>({
  meta: {
    id: 'style-active-voice',
    description: 'Prose is in the active voice: no "can be found", "must be added", "is created by" or "it is recommended".',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    messages: {
      reader: '"{{phrase}}" is passive voice; address the reader: write "{{active}} …".',
      agent: '"{{phrase}}" is passive voice; make {{agent}} the subject: write "{{active}} …".',
      impersonal: '"{{phrase}}" is passive voice; write the recommendation as an instruction, such as "Use …", or as "you should …".',
    },
    defaultOptions: { allow: [] },
    optionsSchema: ALLOW_OPTION_SCHEMA,
  },
  create(context) {
    const allow = allowedPhrases(context.options, DEFAULT_ALLOW);
    // A specification that writes its requirements with RFC 2119 keywords ("MUST", "SHOULD") states them
    // in the passive by convention: "the token MUST be validated" names no reader to address.
    if (isStyleExemptPage(context)) return {};
    const normative = isNormativePage(context);
    const check = (block: ProseUnit): void => {
      for (const passive of findPassives(block.sentences, worthSearching)) {
        const finding = classify(passive, allow);
        if (!finding) continue;
        if (normative && finding.kind === 'reader') continue;
        const phrase = block.slice(finding.from.start, finding.to.end);
        if (allow.has(phrase.toLowerCase())) continue;
        const data: Record<string, string> = { phrase };
        if (finding.kind === 'agent') {
          const written = block.slice(finding.agent[0].start, finding.agent[finding.agent.length - 1].end);
          const subject = SUBJECT_PRONOUNS[written.toLowerCase()] ?? written;
          const head = agentHead(finding.agent);
          data.agent = SUBJECT_PRONOUNS[written.toLowerCase()] ? `"${subject}"` : written;
          const verb = baseForm(passive.participle.lower);
          data.active = finding.modal ? `${subject} ${finding.modal} ${verb}` : `${subject} ${presentTense(verb, SUBJECT_PRONOUNS[written.toLowerCase()] ?? head)}`;
        } else if (finding.kind === 'reader') {
          data.active = matchCase(finding.active, phrase);
        }
        context.report({ loc: block.locate(finding.from.start, finding.to.end), messageId: finding.kind, data });
      }
    };
    return proseVisitors(context, check, { ...STYLE_SCOPE, prefilter: /\bbe\b|\bby\b|\bit\s+is\s+(recommended|advised|suggested|encouraged|preferred)\b/i });
  },
});

/** Only these passives can be what the rule reports: a modal passive (`be`), one with an agent (`by`), or "it is recommended". */
function worthSearching(tokens: readonly Token[], beIndex: number): boolean {
  if (tokens[beIndex].lower === 'be' || tokens[beIndex - 1]?.lower === 'it') return true;
  return tokens.slice(beIndex + 2, beIndex + 2 + BY_WINDOW + 1).some((token) => token.lower === 'by');
}

/** How many words a short phrase between the participle and its `by` may take: "assigned to a worker by …". */
const BY_WINDOW = 4;

/** Words that open a phrase between a participle and its `by`. */
const PREPOSITIONS = new Set(['to', 'for', 'in', 'on', 'into', 'from', 'with', 'at', 'across', 'per', 'onto', 'over', 'through']);

/** Words that end the phrase before a `by`: a new clause starts there. */
const CLAUSE_BREAKS = new Set(['and', 'or', 'but', 'when', 'if', 'that', 'which', 'who', 'because', 'so', 'while', 'unless', 'until', 'where', 'is', 'are', 'was', 'were', 'be']);

/** The index of the `by` that names the agent: right after the participle, or after a short prepositional phrase. */
function byIndexAfter(tokens: readonly Token[], participleIndex: number): number | undefined {
  const first = wordAt(tokens, participleIndex + 1);
  if (!first) return undefined;
  if (first.lower === 'by') return participleIndex + 1;
  // "is generated and signed by the API": two participles share the agent.
  if ((first.lower === 'and' || first.lower === 'or') && /^[a-z]{3,}ed$/.test(wordAt(tokens, participleIndex + 2)?.lower ?? '') && wordAt(tokens, participleIndex + 3)?.lower === 'by') return participleIndex + 3;
  if (!PREPOSITIONS.has(first.lower)) return undefined;
  for (let j = participleIndex + 2; j <= participleIndex + 1 + BY_WINDOW && j < tokens.length; j++) {
    const token = tokens[j];
    if (token.kind === 'punctuation' || CLAUSE_BREAKS.has(token.lower)) return undefined;
    if (token.lower === 'by') return j;
  }
  return undefined;
}

type Finding =
  | { kind: 'reader'; from: Token; to: Token; active: string }
  | { kind: 'agent'; from: Token; to: Token; agent: Token[]; modal?: string }
  | { kind: 'impersonal'; from: Token; to: Token };

function classify(passive: Passive, allow: ReadonlySet<string>): Finding | undefined {
  const { sentence, index, be, participle, participleIndex } = passive;
  const tokens = sentence.tokens;
  const word = participle.lower;
  const next = wordAt(tokens, participleIndex + 1);
  // "It is recommended that you …", "It is advised to …".
  if (be.lower === 'is' && wordAt(tokens, index - 1)?.lower === 'it' && /^(recommended|advised|suggested|encouraged|preferred)$/.test(word) && (next?.lower === 'to' || next?.lower === 'that')) {
    return { kind: 'impersonal', from: tokens[index - 1], to: participle };
  }
  if (allow.has(word)) return undefined;
  const modal = be.lower === 'be' ? modalBefore(tokens, index) : undefined;
  const by = byIndexAfter(tokens, participleIndex);
  if (by !== undefined && !BY_NOT_AGENT_PARTICIPLES.has(word)) {
    const agent = agentAfter(tokens, by + 1);
    if (agent) return { kind: 'agent', from: modal?.token ?? be, to: participle, agent, modal: modal && modalVerb(modal.words) };
  }
  // Only a by-agent passive may have an adverb before its participle; the reader forms below read `be` then the participle.
  if (!modal || SYSTEM_PARTICIPLES.has(word) || participleIndex !== index + 1) return undefined;
  // "… the actions that can be performed.": a relative clause that ends the sentence names a kind of thing, not a step.
  if (/^(that|which)$/.test(wordAt(tokens, modal.index - 1)?.lower ?? '') && !wordAt(tokens, participleIndex + 1)) return undefined;
  // "The primary key cannot be changed", "the document can't be retrieved": a constraint of the system, stated as one.
  if (modal.words[0] === 'cannot' || modal.words[0] === "can't") return undefined;
  // "can also be created automatically": the system acts, not the reader.
  if (tokens.slice(modal.index, index + 4).some((token) => token.lower === 'automatically')) return undefined;
  if (tokens.slice(0, index).some((token) => token.kind === 'word' && QUESTION_WORDS.has(token.lower))) return undefined;
  return { kind: 'reader', from: modal.token, to: participle, active: readerForm(modal.words, baseForm(word)) };
}

/** The modal before `be` (`must be`, `can also be`, `need to be`), skipping up to two adverbs. */
function modalBefore(tokens: readonly Token[], beIndex: number): { token: Token; index: number; words: string[] } | undefined {
  let i = beIndex - 1;
  const between: string[] = [];
  while (i >= 0 && between.length < 2 && ADVERBS.has(wordAt(tokens, i)?.lower ?? '')) between.unshift(tokens[i--].lower);
  const token = wordAt(tokens, i);
  if (!token) return undefined;
  if (MODALS.has(token.lower)) return { token, index: i, words: [token.lower, ...between.filter((word) => word === 'not' || word === 'never')] };
  // "needs to be", "has to be".
  if (token.lower === 'to' && between.length === 0) {
    const verb = wordAt(tokens, i - 1);
    // "Indexes may have to be duplicated": a possibility someone faces, not an instruction.
    if (/^(may|might|could|would|will)$/.test(wordAt(tokens, i - 2)?.lower ?? '')) return undefined;
    if (verb && /^(need|needs|has|have)$/.test(verb.lower)) return { token: verb, index: i - 1, words: ['must'] };
  }
  return undefined;
}

function modalVerb(words: readonly string[]): string {
  const [modal, not] = words;
  if (modal === "can't" || modal === 'cannot') return 'cannot';
  return not ? `${modal} ${not}` : modal;
}

/** What the reader writes instead: "you can find", "you should store", or the instruction "Add" / "Never expose". */
function readerForm(words: readonly string[], verb: string): string {
  const [modal, not] = words;
  if (modal === 'can') return not ? `you cannot ${verb}` : `you can ${verb}`;
  if (modal === 'cannot' || modal === "can't") return `you cannot ${verb}`;
  if (modal === 'should') return not ? `you should ${not} ${verb}` : `you should ${verb}`;
  if (modal === "shouldn't") return `you should not ${verb}`;
  if (not === 'never') return `never ${verb}`;
  return not !== undefined || modal.endsWith("n't") ? `do not ${verb}` : verb;
}

/** The word of the agent a verb agrees with: the last before a participle ("the people maintaining it" → "people"). */
function agentHead(agent: readonly Token[]): string {
  const end = agent.findIndex((token, index) => index > 0 && /ing$/.test(token.lower));
  const head = agent[(end < 0 ? agent.length : end) - 1].text;
  return IRREGULAR_PLURALS.has(head.toLowerCase()) ? 'they' : head;
}

/** The agent after `by`: up to five words before a stop word or punctuation; undefined when it is a means or a time. */
function agentAfter(tokens: readonly Token[], start: number): Token[] | undefined {
  const first = tokens[start];
  if (!first || first.quoted) return undefined;
  if (first.kind === 'word' && (BY_NOT_AGENT_WORDS.has(first.lower) || /ing$/.test(first.lower) || /^\d/.test(first.lower))) return undefined;
  if (first.kind === 'punctuation') return undefined;
  const agent: Token[] = [];
  for (let i = start; i < tokens.length && agent.length < 5; i++) {
    const token = tokens[i];
    if (token.kind === 'punctuation' || token.quoted) break;
    if (token.kind === 'word' && (AGENT_STOP.has(token.lower) || /ly$/.test(token.lower) || token.lower === 'currently')) break;
    agent.push(token);
    if (token.kind === 'object') break;
  }
  if (agent.length === 0) return undefined;
  if (agent.length === 1 && QUANTIFIERS.has(agent[0].lower)) return undefined;
  // "by a factor of two", "by an hour": a measure; "by a worker", "by an administrator": who acts.
  if ((agent[0].lower === 'a' || agent[0].lower === 'an') && (agent.length === 1 || MEASURES_AFTER_ARTICLE.has(agent[1].lower))) return undefined;
  // "by the system" names nobody the reader knows; the passive is as clear.
  if (agent.length === 2 && agent[0].lower === 'the' && agent[1].lower === 'system') return undefined;
  const second = agent[1]?.lower;
  if (agent[0].lower === 'the' && second && /^(end|time|way|same|number|minute|hour|day|second|size|amount)$/.test(second)) return undefined;
  return agent;
}

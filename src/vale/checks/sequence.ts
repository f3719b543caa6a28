/**
 * `extends: sequence`: a run of tokens in one sentence, each given by a `pattern` (a whole token),
 * a Penn Treebank `tag` (a pattern over the tag, unanchored as in Vale: `NN` also takes `NNS`),
 * or both, `negate`d or not, with `skip: n` letting up to n tokens come before it. As in Vale, the
 * first token with a (non-negated) pattern is the anchor: each token that matches it is tried once,
 * the tokens before it read right to left and those after it left to right, and an optional
 * (skipped) slot that matches ends that side's reading. The message's `%s`, `%[2]s`… are the
 * tokens of the run. Sentences are tagged by the prose room's grammar (see `penn-tags.ts`).
 */

import { StyleProblem, type ValeCheck, type ValeFinding } from '../check-types.js';
import { compileGoRegex, GoRegexError } from '../go-regex.js';
import { KNOWN_TAGS, PENN_TAGS, pennTokens, SERVED_TAGS, type PennToken } from '../penn-tags.js';
import type { RuleDefinition } from '../rule-definition.js';
import { parseScope } from '../scope.js';
import { baseCheck } from './common.js';

interface SequenceToken {
  pattern: string;
  tag: string;
  negate: boolean;
  skip: number;
  /** Anchored (`^(?:pattern)$`): a pattern names a whole token. */
  word?: RegExp;
  tagPattern?: RegExp;
  optional: boolean;
  start: boolean;
  end: boolean;
}

export function sequence(definition: RuleDefinition): ValeCheck {
  const raw = Array.isArray(definition.data.tokens) ? (definition.data.tokens as unknown[]) : [];
  if (raw.length === 0) throw new StyleProblem('a "sequence" rule needs "tokens", each with a "pattern" or a "tag".', definition.lineOfKey('tokens'));
  const ignorecase = definition.bool('ignorecase');
  const tokens: SequenceToken[] = [];
  const unserved: Array<{ tag: string; line: number }> = [];
  for (const item of raw) {
    const entry = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const pattern = entry.pattern === undefined || entry.pattern === null ? '' : String(entry.pattern);
    const tag = entry.tag === undefined || entry.tag === null ? '' : String(entry.tag);
    const base = { pattern, tag, negate: entry.negate === true || entry.negate === 'true', skip: Math.max(0, Number(entry.skip ?? 0) || 0) };
    const word = pattern ? definition.regex(`${ignorecase ? '(?i)' : ''}^(?:${pattern})$`, 'pattern', '', pattern) : undefined;
    const tagPattern = tag ? compileTag(definition, tag) : undefined;
    if (tag) for (const name of unservedTags(tag)) if (!unserved.some((u) => u.tag === name)) unserved.push({ tag: name, line: definition.lineOfValue(tag, 'tokens') });
    // Vale's expansion: `skip: n` is n optional slots (the first marked as the start) before the token itself.
    for (let i = base.skip; i > 0; i--) tokens.push({ ...base, word, tagPattern, optional: true, start: i === base.skip, end: false });
    if (pattern || tag) tokens.push({ ...base, word, tagPattern, optional: false, start: false, end: true });
  }
  if (unserved.length > 0) {
    const names = unserved.map((u) => `${u.tag} (${KNOWN_TAGS.has(u.tag) ? PENN_TAGS.find((entry) => entry.tag === u.tag)?.means : 'no Penn tag'})`);
    definition.notices.push(
      new StyleProblem(
        `${definition.id} is partially supported: docs-lint's tagger (compromise) never gives ${names.join(', ')}, so a token that asks only for ${unserved.length === 1 ? 'it' : 'them'} never matches; the tags it serves are ${SERVED_TAGS.filter((tag) => /^[A-Z]/.test(tag)).sort().join(', ')} and punctuation.`,
        unserved[0].line,
        1,
        'notice',
      ),
    );
  }
  const anchor = tokens.findIndex((token) => !token.negate && token.pattern !== '');
  // A sentence without the anchor's text anywhere cannot match: it is not tagged.
  const anchorText = anchor >= 0 ? definition.regex(`${ignorecase ? '(?i)' : ''}(?:${tokens[anchor].pattern})`, 'pattern', '', tokens[anchor].pattern) : undefined;
  const mayMatch = (text: string) => anchorText !== undefined && anchorText.test(text.replace(/[’‘]/g, "'"));

  return {
    ...baseCheck(definition),
    // Vale reads sequences in sentences only.
    scope: parseScope(['sentence']),
    mayMatch,
    run(block) {
      if (anchor < 0 || !block.sentence || !mayMatch(block.text)) return [];
      const { sentence, offset } = block.sentence;
      const words = pennTokens(sentence).filter((token) => token.start >= offset && token.end - offset <= block.text.length);
      const findings: ValeFinding[] = [];
      for (let at = 0; at < words.length; at++) {
        if (!tokenMatches(tokens[anchor], words[at])) continue;
        const steps = runAt(tokens, anchor, words, at);
        if (steps.length === 0) continue;
        const start = steps[0].start - offset;
        const end = steps[steps.length - 1].end - offset;
        findings.push({ start, end, match: block.slice(start, end), message: definition.format(steps.map((step) => step.text)) });
      }
      return findings;
    },
  };
}

/** The run of tokens around the anchor at `at`, or none when the sequence does not hold there (Vale's `sequenceMatches`). */
function runAt(tokens: readonly SequenceToken[], anchor: number, words: readonly PennToken[], at: number): PennToken[] {
  const steps: PennToken[] = [];
  // Leftwards: the slots are read right to left, so a skip's start is the one that must match.
  for (let i = 1; anchor - i >= 0; i++) {
    if (at - i < 0) return [];
    const slot = tokens[anchor - i];
    const word = words[at - i];
    steps.unshift(word);
    const optional = slot.skip > 0 ? (slot.optional || slot.end) && !slot.start : slot.optional;
    const matched = tokenMatches(slot, word);
    if (!matched && !optional) return [];
    if (matched && optional) break;
  }
  for (let i = 0; anchor + i < tokens.length; i++) {
    if (at + i >= words.length) return [];
    const slot = tokens[anchor + i];
    const word = words[at + i];
    steps.push(word);
    const matched = tokenMatches(slot, word);
    if (!matched && !slot.optional) return [];
    if (matched && slot.optional) break;
  }
  return steps;
}

/** Vale's `tokensMatch`: the tag and the pattern each as asked (negated when `negate`); a token with both needs both. */
function tokenMatches(token: SequenceToken, word: PennToken): boolean {
  const tagFailed = (token.tagPattern ? token.tagPattern.test(word.tag) : true) === token.negate;
  const wordFailed = token.word !== undefined && token.word.test(word.text) === token.negate;
  if (token.pattern === '' && tagFailed) return false;
  if (token.tag === '' && wordFailed) return false;
  if (token.tag !== '' && token.pattern !== '' && (tagFailed || wordFailed)) return false;
  return true;
}

function compileTag(definition: RuleDefinition, tag: string): RegExp {
  try {
    return compileGoRegex(tag, '');
  } catch (error) {
    if (!(error instanceof GoRegexError)) throw error;
    throw new StyleProblem(`The "tag" ${tag} cannot be used: ${error.message}.`, definition.lineOfValue(tag, 'tokens'));
  }
}

/** The tags a `tag` names (`NN|FW|PERSON`) that compromise never gives: Penn's `FW` and `LS`, and names of no Penn tag (`PERSON`, `GPE`). */
function unservedTags(tag: string): string[] {
  const found: string[] = [];
  for (const alternative of tag.split('|')) {
    const name = alternative.replace(/^\(+|\)+$/g, '').replace(/\$$/, '').trim();
    if (!/^[A-Z]+$/.test(name)) continue;
    let regex: RegExp;
    try {
      regex = compileGoRegex(alternative.replace(/^\(+|\)+$/g, ''), '');
    } catch {
      continue;
    }
    if (!SERVED_TAGS.some((served) => regex.test(served))) found.push(name);
  }
  return found;
}

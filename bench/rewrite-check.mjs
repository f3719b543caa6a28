#!/usr/bin/env node
/**
 * `node bench/rewrite-check.mjs`: are the style rules' rewrites right?
 *
 *   npm run build && node bench/rewrite-check.mjs [--corpus DIR] [--sites a,b] [--show 40] [--out FILE]
 *
 * Lints every site of ../shared/corpus with the sentence-level style rules alone and checks every
 * report that carries a rewrite (its `Rewrite as: …` suggestion):
 *
 * - words: the rewrite keeps every content word of the text it replaces (nouns, adverbs, objects,
 *   numbers; a verb may change its form: "pasted" → "paste"), and keeps a negation where there was one;
 * - agreement: the rewrite's verb agrees with its subject where the subject says its person and
 *   number (a pronoun, or a plural noun as the agent: "you creates", "they runs", "the engineers is");
 * - relint: the page with the rewrite applied, linted again, no longer reports that rule there.
 *
 * Reports whose message names a rewrite but that carry no suggestion (markup inside the span, a
 * clause the rule cannot rewrite whole) are counted, not checked. Prints a table per rule and the
 * first `--show` failures; `--out FILE` writes every failure as JSON. A measurement, not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { args, corpus, flag, repo } from './script-args.mjs';

const RULES = ['style-active-voice', 'style-present-tense', 'style-second-person'];
const dist = path.join(repo, 'dist', 'src');
if (!fs.existsSync(path.join(dist, 'engine', 'lint-site.js'))) fail('No built docs-lint in dist/: run `npm run build` first.');
if (!fs.existsSync(path.join(corpus, 'MANIFEST.tsv'))) fail(`No corpus at ${corpus} (a MANIFEST.tsv is expected there).`);
const { lintSite } = await import(path.join(dist, 'engine', 'lint-site.js'));
const { resolveConfig } = await import(path.join(dist, 'config', 'resolve-config.js'));
const { baseOfParticiple } = await import(path.join(dist, 'prose', 'grammar', 'english.js'));
const show = Number(flag('show', '40'));
const onlySites = flag('sites', undefined)?.split(',');

const sites = fs
  .readFileSync(path.join(corpus, 'MANIFEST.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([dir]) => !onlySites || onlySites.includes(dir));

const config = () => resolveConfig({ extends: [], rules: Object.fromEntries(RULES.map((rule) => [rule, 'warn'])) }, {});

/** Words a rewrite may drop or change: auxiliaries, the pronouns it swaps, `by` of the agent. */
const FUNCTION_WORDS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'will', 'shall', 'would', 'll', 'd', 's', 're', 'must', 'should', 'can', 'may', 'might', 'could', 'need', 'needs', 'to', 'has', 'have', 'had', 'ought', 'going', 'by', 'we', 'us', 'let', 'let’s', "let's", 'our', 'user', 'users', 'reader', 'readers', 'developer', 'developers', 'one', 'the', 'a', 'an', 'it', 'they', 'them', 'you', 'this', 'guide', 'i', 'not', 'never', 'no', 'cannot']);
const NEGATION = /\b(not|never|no|cannot|nobody|nothing|none)\b|n['’]t\b/i;

const words = (text) => text.toLowerCase().match(/[a-z0-9][a-z0-9'’-]*/g) ?? [];
/** A word without its contraction; a negative contraction ("isn't") is the negation, checked on its own. */
const stem = (word) => (/n['’]t$/.test(word) ? '' : word.replace(/['’](s|ll|re|ve|d|m)$/, ''));

/** A content word of the original that the rewrite lacks, in any form of the same verb. */
function droppedWords(original, rewrite) {
  const have = new Set(words(rewrite).map(stem));
  const stems = [...have].map((word) => word.slice(0, 4));
  const dropped = [];
  for (const word of words(original).map(stem)) {
    if (!word || FUNCTION_WORDS.has(word) || have.has(word)) continue;
    const base = baseOfParticiple(word);
    if (base && (have.has(base) || stems.includes(base.slice(0, 4)) || [...have].some((kept) => kept.startsWith(base) && kept.length - base.length <= 2))) continue;
    // "setup" → "set up": a compound noun written for its phrasal verb.
    if (rewrite.toLowerCase().replace(/\s+/g, '').includes(word)) continue;
    if (word.length >= 5 && stems.includes(word.slice(0, 4))) continue;
    // "run" → "runs", "do" → "does": the verb takes its ending.
    if ([...have].some((kept) => (kept.startsWith(word) && kept.length - word.length <= 2) || (/y$/.test(word) && kept === `${word.slice(0, -1)}ies`))) continue;
    // "will be able to" is "can"; "Let's say" is "Suppose".
    if ((word === 'able' && /\bcan(not)?\b|can['’]t/.test(rewrite)) || (/^(say|assume|imagine)$/.test(word) && /^suppose\b/i.test(rewrite))) continue;
    dropped.push(word);
  }
  return dropped;
}

/** The verb after a subject as the rewrite writes it, past adverbs. */
function verbAfter(text, subject) {
  const rest = text.slice(subject.length).trim().split(/\s+/);
  return rest.find((word) => !/ly$/.test(word) && !/^(also|then|now|still|just|only|already|not|never|first|again|always|often|even)$/i.test(word))?.toLowerCase();
}

const THIRD_SINGULAR = /^(is|was|has|does)$|[^s]s$/;
const PLURAL_FORMS = /^(are|were|have|do)$/;

/** What the rewrite's subject and verb say about their agreement, where a pronoun or a plural agent shows it. */
function agreement(rule, message, rewrite, before) {
  if (rule === 'style-second-person') {
    const match = /^you\s+(\S+)/i.exec(rewrite);
    if (match && THIRD_SINGULAR.test(match[1].toLowerCase()) && !/(ss|us)$/.test(match[1])) return `"you ${match[1]}"`;
    return undefined;
  }
  if (rule === 'style-present-tense') {
    const [, preposition = '', written = ''] = before.match(/(?:(\w+)\s+)?([A-Za-z']+)\s*$/) ?? [];
    // "purchased from you will be recorded": a pronoun after a preposition is no subject.
    const subject = /^(from|to|for|with|by|of|at|on|in)$/i.test(preposition) ? '' : written.toLowerCase();
    const verb = verbAfter(rewrite, '');
    if (/^(i|you|we|they)$/.test(subject) && THIRD_SINGULAR.test(verb) && !/(ss|us)$/.test(verb)) return `"${subject} ${verb}"`;
    if (/^(he|she|it)$/.test(subject) && PLURAL_FORMS.test(verb)) return `"${subject} ${verb}"`;
    return undefined;
  }
  const agent = /make (.+) the subject/.exec(message)?.[1]?.replace(/^"|"$/g, '');
  if (!agent || !rewrite.toLowerCase().startsWith(agent.toLowerCase())) return undefined;
  const verb = verbAfter(rewrite, agent);
  const last = agent.split(/\s+/).pop();
  const head = last.toLowerCase();
  // "HTTPS", "AWS": a name in capitals is one thing.
  if (!verb || /^[A-Z0-9]{2,}$/.test(last)) return undefined;
  const plural = /^(we|they|you)$/.test(head) || (/[^s]s$/.test(head) && !/^(this|its|his)$/.test(head));
  if (plural && THIRD_SINGULAR.test(verb) && !/(ss|us)$/.test(verb) && !/^(can|must|should|may|might|could|would|will|did)$/.test(verb)) return `"${agent} ${verb}"`;
  if (!plural && /^(he|she|it)$/.test(head) && PLURAL_FORMS.test(verb)) return `"${agent} ${verb}"`;
  return undefined;
}

const tally = new Map(RULES.map((rule) => [rule, { reports: 0, rewrites: 0, messageOnly: 0, words: 0, agreement: 0, relint: 0 }]));
const failures = [];

for (const [site] of sites) {
  const root = path.join(corpus, site);
  process.stderr.write(`linting ${site}\n`);
  const { results } = await lintSite({ root, config: config(), threads: 1 });
  /** Pages with rewrites: each rewrite becomes a copy of its page to lint again. */
  const variants = [];
  for (const result of results) {
    const file = path.relative(root, result.filePath).split(path.sep).join('/');
    const text = fs.existsSync(result.filePath) ? fs.readFileSync(result.filePath, 'utf8') : '';
    for (const message of result.messages) {
      const counts = tally.get(message.ruleId);
      if (!counts) continue;
      counts.reports++;
      const suggestion = message.suggestions?.[0];
      if (!suggestion) {
        if (/write "[^"]/.test(message.message)) counts.messageOnly++;
        continue;
      }
      counts.rewrites++;
      const [start, end] = suggestion.fix.range;
      const original = text.slice(start, end);
      const rewrite = suggestion.fix.text;
      const report = { site, file, line: message.line, column: message.column, rule: message.ruleId, message: message.message, original, rewrite };
      const dropped = droppedWords(original, rewrite);
      if (dropped.length > 0) {
        counts.words++;
        failures.push({ ...report, check: 'words', detail: `drops ${dropped.join(', ')}` });
      } else if (NEGATION.test(original) !== NEGATION.test(rewrite)) {
        counts.words++;
        failures.push({ ...report, check: 'words', detail: 'negation changed' });
      }
      const disagreement = agreement(message.ruleId, message.message, rewrite, text.slice(Math.max(0, start - 40), start));
      if (disagreement) {
        counts.agreement++;
        failures.push({ ...report, check: 'agreement', detail: disagreement });
      }
      variants.push({ report, file, text: text.slice(0, start) + rewrite + text.slice(end), start, length: rewrite.length });
    }
  }
  if (variants.length === 0) continue;
  // Every rewritten page in one site of its own, at its own path under a folder per rewrite, linted at once.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-rewrites-'));
  const pages = variants.map((variant, n) => {
    const page = `v${n}/${variant.file}`;
    fs.mkdirSync(path.dirname(path.join(copy, page)), { recursive: true });
    fs.writeFileSync(path.join(copy, page), variant.text);
    return page;
  });
  fs.writeFileSync(path.join(copy, 'docs.json'), JSON.stringify({ name: site, navigation: [{ group: 'Rewrites', pages: pages.map((page) => page.replace(/\.mdx?$/, '')) }] }));
  const again = await lintSite({ root: copy, config: config(), threads: 1 });
  variants.forEach((variant, n) => {
    const result = again.results.find((each) => path.relative(copy, each.filePath).split(path.sep).join('/') === pages[n]);
    const at = positionOf(variant.text, variant.start);
    const till = positionOf(variant.text, variant.start + variant.length);
    const still = (result?.messages ?? []).find((message) => message.ruleId === variant.report.rule && !before(message, at) && before(message, till, true));
    if (still) {
      tally.get(variant.report.rule).relint++;
      failures.push({ ...variant.report, check: 'relint', detail: still.message });
    }
  });
  fs.rmSync(copy, { recursive: true, force: true });
}

/** 1-based line and column of an offset. */
function positionOf(text, offset) {
  const head = text.slice(0, offset);
  const line = head.split('\n').length;
  return { line, column: offset - head.lastIndexOf('\n') };
}

/** A message starts before a position (or at it, with `inclusive`). */
function before(message, at, inclusive = false) {
  return message.line < at.line || (message.line === at.line && (inclusive ? message.column <= at.column : message.column < at.column));
}

console.log('| rule | reports | with a rewrite | rewrite in the message only | words lost | agreement | reported again |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [rule, counts] of tally) console.log(`| ${rule} | ${counts.reports} | ${counts.rewrites} | ${counts.messageOnly} | ${counts.words} | ${counts.agreement} | ${counts.relint} |`);
const total = [...tally.values()].reduce((sum, counts) => sum + counts.words + counts.agreement + counts.relint, 0);
console.log(`\nfailures: ${total} (of ${[...tally.values()].reduce((sum, counts) => sum + counts.rewrites, 0)} rewrites)`);
for (const failure of failures.slice(0, show)) console.log(`\n${failure.site}/${failure.file}:${failure.line}:${failure.column} ${failure.rule} [${failure.check}] ${failure.detail}\n  ${failure.original}\n  → ${failure.rewrite}`);
const out = flag('out', undefined);
if (out) fs.writeFileSync(path.resolve(out), `${JSON.stringify(failures, null, 2)}\n`);
if (args.includes('--strict') && total > 0) process.exitCode = 1;

function fail(message) {
  console.error(message);
  process.exit(2);
}

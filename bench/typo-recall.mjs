#!/usr/bin/env node
/**
 * How many typos `spelling` finds in real prose: seeded-typo recall on every site of ../shared/corpus,
 * with cspell's on the same copies beside it when its path is given.
 *
 *   npm run build && node bench/typo-recall.mjs [--seeds 1,2,3] [--edits 1,2] [--sites a,b] [--cspell PATH_TO_CSPELL_BIN]
 *     [--corpus DIR] [--tools DIR] [--words FILE] [--out DIR] [--linter CHECKOUT]
 *
 * For each seed, each number of edits and each site, `seed-typos.mjs` (in --tools, default ../shared/tools)
 * copies the site and turns dictionary words of its prose into non-words by one edit (a swapped pair, a
 * dropped or doubled letter, a wrong vowel); with `--edits 2` this script makes a second edit of the same
 * kinds in each typo (`documentation` → `documantation` → `documantaton`), kept only when the word list
 * (--words, default Debian's wamerican) does not have the result. `score-typos.mjs` then lints each copy with
 * `spelling` alone and, given `--cspell`, runs cspell 9 with its defaults: a typo is found when a report on
 * its line names it. cspell is not a dependency: install it anywhere (`npm i --prefix DIR cspell@9`) and
 * pass DIR/node_modules/.bin/cspell.
 *
 * `--linter` scores another built checkout of docs-lint (default: this one), to compare two commits on the same copies.
 *
 * Prints one line per site and number of edits (typos seeded over the seeds, found by each tool, recall),
 * then the typos docs-lint missed, as a Markdown table for bench/results.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpus, flag, repo } from './script-args.mjs';

const tools = path.resolve(flag('tools', path.join(repo, '..', 'shared', 'tools')));
const seeds = flag('seeds', '1,2,3').split(',');
const edits = flag('edits', '1,2').split(',').map(Number);
const cspell = flag('cspell');
const wordsFile = flag('words', '/usr/share/dict/american-english');
const linter = path.resolve(flag('linter', repo));
const out = path.resolve(flag('out', path.join(os.tmpdir(), 'docs-lint-typo-recall')));
const sites = (flag('sites') ?? fs.readFileSync(path.join(corpus, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t')[0]).join(',')).split(',');
for (const [what, file] of [['seed-typos.mjs', path.join(tools, 'seed-typos.mjs')], ['score-typos.mjs', path.join(tools, 'score-typos.mjs')], ['a word list', wordsFile]]) {
  if (!fs.existsSync(file)) {
    process.stderr.write(`typo-recall: ${what} is not at ${file} (--tools DIR, --words FILE).\n`);
    process.exit(2);
  }
}
const dictionary = new Set(fs.readFileSync(wordsFile, 'utf8').split('\n').map((word) => word.toLowerCase()));

/** One more edit of the seeding's kinds, drawn from the typo's own hash: the same copies every run. */
function secondEdit(typo, salt) {
  let h = 2166136261;
  for (const ch of `${salt}:${typo}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const random = () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return ((h >>> 0) % 1e9) / 1e9;
  };
  for (let attempt = 0; attempt < 30; attempt++) {
    const kind = Math.floor(random() * 4);
    const at = 1 + Math.floor(random() * (typo.length - 2));
    let next;
    if (kind === 0) next = typo.slice(0, at) + typo[at + 1] + typo[at] + typo.slice(at + 2);
    else if (kind === 1) next = typo.slice(0, at) + typo.slice(at + 1);
    else if (kind === 2) next = typo.slice(0, at) + typo[at] + typo.slice(at);
    else {
      const vowels = 'aeiou';
      const places = [...typo].map((c, j) => (j > 0 && vowels.includes(c) ? j : -1)).filter((j) => j > 0);
      if (places.length === 0) continue;
      const j = places[Math.floor(random() * places.length)];
      next = typo.slice(0, j) + vowels.replace(typo[j], '')[Math.floor(random() * 4)] + typo.slice(j + 1);
    }
    if (next && next !== typo && next.length >= 4 && !dictionary.has(next)) return next;
  }
  return undefined;
}

/** Makes every seeded typo of a copy a two-edit one (those that cannot be are dropped from the truth). */
function deepen(copy, salt) {
  const truthFile = path.join(copy, '.typos.json');
  const truth = JSON.parse(fs.readFileSync(truthFile, 'utf8'));
  const kept = [];
  for (const typo of truth) {
    const file = path.join(copy, typo.file);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const line = lines[typo.line - 1];
    const at = typo.column - 1;
    const next = secondEdit(typo.typo, salt);
    if (!next || line.slice(at, at + typo.typo.length) !== typo.typo) {
      // Put the word back: an unscored typo would count against both tools as noise.
      if (line.slice(at, at + typo.typo.length) === typo.typo) lines[typo.line - 1] = line.slice(0, at) + typo.word + line.slice(at + typo.typo.length);
    } else {
      lines[typo.line - 1] = line.slice(0, at) + next + line.slice(at + typo.typo.length);
      kept.push({ ...typo, typo: next });
    }
    fs.writeFileSync(file, lines.join('\n'));
  }
  fs.writeFileSync(truthFile, JSON.stringify(kept, null, 1));
}

const run = (args) => {
  const result = spawnSync('nice', ['node', ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
};

/** site → edits → { seeded, docsLint, cspell } */
const totals = new Map();
const missed = [];
for (const edit of edits) {
  for (const seed of seeds) {
    const copies = [];
    for (const site of sites) {
      const copy = path.join(out, `${edit}-edit`, `seed-${seed}`, site);
      fs.mkdirSync(path.dirname(copy), { recursive: true });
      run([path.join(tools, 'seed-typos.mjs'), path.join(corpus, site), copy, '--seed', seed]);
      if (edit === 2) deepen(copy, seed);
      copies.push(copy);
    }
    const scored = run([path.join(tools, 'score-typos.mjs'), ...copies, '--linter', linter, ...(cspell ? ['--cspell', cspell] : [])]);
    for (const line of scored.split('\n')) {
      const site = /^(\S+): seeded=(\d+) .*? docs-lint=(\d+)(?: .*? cspell=(\d+))?/.exec(line);
      if (site) {
        const key = `${site[1]}\t${edit}`;
        const total = totals.get(key) ?? { seeded: 0, docsLint: 0, cspell: 0 };
        total.seeded += Number(site[2]);
        total.docsLint += Number(site[3]);
        total.cspell += Number(site[4] ?? 0);
        totals.set(key, total);
      }
      const miss = /^ {2}docs-lint missed (.*)$/.exec(line);
      if (miss) missed.push(`${edit}-edit seed ${seed}: ${miss[1]}`);
    }
    process.stderr.write(`typo-recall: ${edit}-edit typos, seed ${seed}: scored\n`);
  }
}

const ratio = (found, of) => (of === 0 ? '–' : (found / of).toFixed(3));
console.log(`| site | edits | typos seeded (${seeds.length} seeds) | docs-lint found | docs-lint recall |${cspell ? ' cspell found | cspell recall |' : ''}`);
console.log(`|---|---:|---:|---:|---:|${cspell ? '---:|---:|' : ''}`);
const sum = new Map();
for (const [key, total] of totals) {
  const [site, edit] = key.split('\t');
  console.log(`| ${site} | ${edit} | ${total.seeded} | ${total.docsLint} | ${ratio(total.docsLint, total.seeded)} |${cspell ? ` ${total.cspell} | ${ratio(total.cspell, total.seeded)} |` : ''}`);
  const all = sum.get(edit) ?? { seeded: 0, docsLint: 0, cspell: 0 };
  for (const field of ['seeded', 'docsLint', 'cspell']) all[field] += total[field];
  sum.set(edit, all);
}
for (const [edit, total] of sum) {
  console.log(`| all sites | ${edit} | ${total.seeded} | ${total.docsLint} | ${ratio(total.docsLint, total.seeded)} |${cspell ? ` ${total.cspell} | ${ratio(total.cspell, total.seeded)} |` : ''}`);
}
console.log(`\ndocs-lint missed ${missed.length}:`);
for (const line of missed) console.log(`- ${line}`);

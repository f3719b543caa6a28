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
 * (--words, default Debian's wamerican) does not have the result. Each copy is then linted with `spelling`
 * alone (a config that extends no preset), and, given `--cspell`, cspell 9 runs with its defaults on every
 * .md/.mdx file: a typo is found when a report on its line names it, as `score-typos.mjs` scores it (that tool
 * lints with the whole `recommended` preset beside spelling, for the same spelling reports at twice the time). cspell is not a dependency: install it anywhere (`npm i --prefix DIR cspell@9`) and
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
for (const [what, file] of [['seed-typos.mjs', path.join(tools, 'seed-typos.mjs')], ['a word list', wordsFile]]) {
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

const { isRepositoryFile } = await import(path.join(linter, 'dist', 'src', 'site', 'page-kinds.js'));

/** The typo sits inside a tag its line opens and does not close before it (an attribute value). */
function inTag(copy, typo) {
  const line = fs.readFileSync(path.join(copy, typo.file), 'utf8').split('\n')[typo.line - 1] ?? '';
  const before = line.slice(0, typo.column - 1);
  return before.lastIndexOf('<') > before.lastIndexOf('>') && /<[A-Za-z]/.test(before.slice(before.lastIndexOf('<')));
}

/** `spelling` alone: no preset, one rule. */
const configFile = path.join(out, 'spelling-only.json');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(configFile, JSON.stringify({ extends: [], rules: { spelling: 'warn' } }));

/** The typos of one seeded copy that each tool reports on their line, and its other reports. */
function score(copy) {
  const truth = JSON.parse(fs.readFileSync(path.join(copy, '.typos.json'), 'utf8'));
  const lint = spawnSync('nice', ['node', path.join(linter, 'dist', 'bin', 'docs-lint.js'), copy, '-c', configFile, '-f', 'json', '--no-progress', '--threads', '1'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const report = JSON.parse(lint.stdout);
  // A page the parser cannot read (a fatal error is its one report) has no prose to check.
  const linted = new Set(report.filter((file) => !file.messages.some((message) => message.fatal)).map((file) => path.relative(copy, file.filePath)));
  // A typo that is not in the site's prose is scored for neither tool: in a file docs-lint does not lint or cannot parse, in a
  // repository file the generator does not publish (README.md: docs-lint reads it for secrets only), or in a
  // component's attribute value that the seeding's mask missed (an `icon="gthub"` after a URL holding `">`).
  const outside = truth.filter((typo) => !linted.has(typo.file) || isRepositoryFile(typo.file) || inTag(copy, typo));
  const scored = truth.filter((typo) => !outside.includes(typo));
  const seeded = new Map(scored.map((typo) => [`${typo.file}:${typo.line}`, typo]));
  const docsLint = new Set();
  let docsLintOther = 0;
  for (const file of report) {
    for (const message of file.messages) {
      if (message.ruleId !== 'spelling') continue;
      const key = `${path.relative(copy, file.filePath)}:${message.line}`;
      const typo = seeded.get(key);
      if (typo && message.message.includes(typo.typo)) docsLint.add(key);
      else docsLintOther++;
    }
  }
  const cspellFound = new Set();
  let cspellOther = 0;
  if (cspell) {
    const run = spawnSync('nice', [cspell, 'lint', '--no-progress', '--no-summary', '--no-color', '--no-must-find-files', '**/*.{md,mdx}'], { cwd: copy, encoding: 'utf8', maxBuffer: 1 << 28 });
    for (const line of run.stdout.split('\n')) {
      const found = /^(.*?):(\d+):(\d+) - Unknown word \((.*?)\)/.exec(line);
      if (!found) continue;
      const key = `${path.relative(copy, path.resolve(copy, found[1]))}:${found[2]}`;
      const typo = seeded.get(key);
      if (typo && found[4] === typo.typo) cspellFound.add(key);
      else cspellOther++;
    }
  }
  const missed = scored.filter((typo) => !docsLint.has(`${typo.file}:${typo.line}`)).map((typo) => `${path.basename(copy)}/${typo.file}:${typo.line} ${typo.typo} (${typo.word})`);
  return { seeded: scored.length, outside: outside.length, docsLint: docsLint.size, cspell: cspellFound.size, docsLintOther, cspellOther, missed };
}

/** site → edits → { seeded, docsLint, cspell } */
const totals = new Map();
const missed = [];
for (const edit of edits) {
  for (const seed of seeds) {
    const lines = [];
    for (const site of sites) {
      const copy = path.join(out, `${edit}-edit`, `seed-${seed}`, site);
      fs.mkdirSync(path.dirname(copy), { recursive: true });
      run([path.join(tools, 'seed-typos.mjs'), path.join(corpus, site), copy, '--seed', seed]);
      if (edit === 2) deepen(copy, seed);
      const result = score(copy);
      fs.rmSync(copy, { recursive: true, force: true });
      const key = `${site}\t${edit}`;
      const total = totals.get(key) ?? { seeded: 0, outside: 0, docsLint: 0, cspell: 0, docsLintOther: 0, cspellOther: 0 };
      for (const field of Object.keys(total)) total[field] += result[field];
      totals.set(key, total);
      missed.push(...result.missed.map((line) => `${edit}-edit seed ${seed}: ${line}`));
      lines.push(`${site}: seeded=${result.seeded} (+${result.outside} outside prose) docs-lint=${result.docsLint} (other ${result.docsLintOther})${cspell ? ` cspell=${result.cspell} (other ${result.cspellOther})` : ''}`, ...result.missed.map((line) => `  missed ${line}`));
      // Each site's scores as they come, to read while the next one runs.
      fs.writeFileSync(path.join(out, `${edit}-edit`, `seed-${seed}.txt`), `${lines.join('\n')}\n`);
    }
    process.stderr.write(`typo-recall: ${edit}-edit typos, seed ${seed}: scored\n`);
  }
}

const ratio = (found, of) => (of === 0 ? '–' : (found / of).toFixed(3));
console.log(`| site | edits | typos seeded in prose (${seeds.length} seeds) | seeded outside prose | docs-lint found | docs-lint recall | docs-lint other reports |${cspell ? ' cspell found | cspell recall | cspell other reports |' : ''}`);
console.log(`|---|---:|---:|---:|---:|---:|---:|${cspell ? '---:|---:|---:|' : ''}`);
const sum = new Map();
for (const [key, total] of totals) {
  const [site, edit] = key.split('\t');
  console.log(`| ${site} | ${edit} | ${total.seeded} | ${total.outside} | ${total.docsLint} | ${ratio(total.docsLint, total.seeded)} | ${total.docsLintOther} |${cspell ? ` ${total.cspell} | ${ratio(total.cspell, total.seeded)} | ${total.cspellOther} |` : ''}`);
  const all = sum.get(edit) ?? { seeded: 0, outside: 0, docsLint: 0, cspell: 0, docsLintOther: 0, cspellOther: 0 };
  for (const field of Object.keys(all)) all[field] += total[field];
  sum.set(edit, all);
}
for (const [edit, total] of sum) {
  console.log(`| all sites | ${edit} | ${total.seeded} | ${total.outside} | ${total.docsLint} | ${ratio(total.docsLint, total.seeded)} | ${total.docsLintOther} |${cspell ? ` ${total.cspell} | ${ratio(total.cspell, total.seeded)} | ${total.cspellOther} |` : ''}`);
}
console.log(`\ndocs-lint missed ${missed.length}:`);
for (const line of missed) console.log(`- ${line}`);

#!/usr/bin/env node
/**
 * `npm run precision`: how many of docs-lint's reports on real sites a writer would fix.
 *
 *   npm run precision [-- --corpus DIR] [-- --per-rule 20] [-- --seed S] [-- --docs] [-- --out DIR] [-- --rules a,b]
 *
 * Lints every site of ../shared/corpus with the preset `all`, then draws up to `--per-rule`
 * reports of each rule across the sites, and writes them with a few lines of their source to
 * bench/precision-sample.md (to read and judge) and bench/precision-sample.json (the same, for
 * tools). A report is known by its fingerprint: site, file, rule, message id and the text it points
 * at (docs-lint's baseline fingerprint) and a hash of its message, never its line number, so it keeps
 * its key when lines move.
 *
 * The sample is the reports whose keyed hash (with the seed) is smallest, per rule: a fix that
 * removes reports lets the next ones in and keeps every other sampled report, so judgments carry
 * over from run to run. Judgments live in bench/precision-judgments.json, keyed by fingerprint:
 * `{ "verdict": "REAL" | "FALSE" | "DEBATABLE", "note": "why" }`. The script prints the per-rule
 * precision of the judged sample (REAL counts 1, DEBATABLE 1/2, FALSE 0), flags sampled reports
 * nobody judged yet, and with `--docs` writes the table into docs/accuracy.mdx between its markers.
 * `--rules spelling,terminology` lints with those rules alone (their reports, keys and sample are the
 * same as in a run of every rule, in a fraction of the time); `--docs` is refused with it, since the
 * table would lose the other rules.
 * It is a measurement, not a test: CI does not run it. It needs `npm run build` first.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { args, benchDir, corpus, flag, repo } from './script-args.mjs';

const here = benchDir;
const perRule = Number(flag('per-rule', '20'));
const seed = flag('seed', 'docs-lint-precision-1');
const outDir = path.resolve(flag('out', here));
const judgmentsFile = path.resolve(flag('judgments', path.join(here, 'precision-judgments.json')));
const docsPage = path.join(repo, 'docs', 'accuracy.mdx');
const onlyRules = flag('rules', undefined)?.split(',').map((id) => id.trim()).filter(Boolean);
if (onlyRules && args.includes('--docs')) fail('--rules samples some rules only; run without it to write the table of docs/accuracy.mdx.');
const CONTEXT_LINES = 2;

const dist = path.join(repo, 'dist', 'src');
if (!fs.existsSync(path.join(dist, 'engine', 'lint-site.js'))) fail('No built docs-lint in dist/: run `npm run build` first.');
if (!fs.existsSync(path.join(corpus, 'MANIFEST.tsv'))) fail(`No corpus at ${corpus} (a MANIFEST.tsv is expected there).`);
const { lintSite } = await import(path.join(dist, 'engine', 'lint-site.js'));
const { resolveConfig } = await import(path.join(dist, 'config', 'resolve-config.js'));
const { fingerprintMessages, linesOf } = await import(path.join(dist, 'baseline', 'fingerprint.js'));
const { allRules } = await import(path.join(repo, 'dist', 'rules', 'index.js'));
const { presetRules } = await import(path.join(repo, 'dist', 'presets', 'index.js'));

const sites = fs.readFileSync(path.join(corpus, 'MANIFEST.tsv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t')[0]);

/** Every report of every site, with its key and its source excerpt. */
const reports = [];
for (const site of sites) {
  const root = path.join(corpus, site);
  process.stderr.write(`linting ${site}\n`);
  const { results } = await lintSite({ root, config: lintConfig(), threads: 'auto' });
  for (const result of results) {
    const file = path.relative(root, result.filePath).split(path.sep).join('/');
    let text;
    const readText = () => (text ??= fs.existsSync(result.filePath) ? fs.readFileSync(result.filePath, 'utf8') : '');
    const seen = new Map();
    for (const { message, fingerprint } of fingerprintMessages(result.messages, readText)) {
      // Several reports can point at one line (a page's `openapi:` line): the message tells them apart.
      const base = `${site}/${file}#${fingerprint}~${createHash('sha1').update(message.message).digest('hex').slice(0, 8)}`;
      const occurrence = seen.get(base) ?? 0;
      seen.set(base, occurrence + 1);
      const key = occurrence > 0 ? `${base}.${occurrence}` : base;
      reports.push({ key, site, file, rule: message.ruleId, line: message.line, column: message.column, message: message.message, context: contextOf(linesOf(readText()), message.line) });
    }
  }
}

const rank = (key) => createHash('sha1').update(`${seed}\0${key}`).digest('hex');
const byRule = new Map();
for (const report of reports) {
  if (!byRule.has(report.rule)) byRule.set(report.rule, []);
  byRule.get(report.rule).push(report);
}
const judgments = fs.existsSync(judgmentsFile) ? JSON.parse(fs.readFileSync(judgmentsFile, 'utf8')) : {};
const recommended = presetRules('recommended');
const categoryOf = new Map(allRules.map((rule) => [rule.meta.id, rule.meta.category]));

const sample = [];
const table = [];
for (const rule of [...byRule.keys()].sort()) {
  const all = byRule.get(rule);
  const drawn = all.map((report) => ({ report, rank: rank(report.key) })).sort((a, b) => (a.rank < b.rank ? -1 : 1)).slice(0, perRule).map(({ report }) => report);
  drawn.sort((a, b) => a.site.localeCompare(b.site) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const tally = { REAL: 0, FALSE: 0, DEBATABLE: 0, unjudged: 0 };
  for (const report of drawn) {
    const verdict = judgments[report.key]?.verdict;
    if (verdict in tally) tally[verdict]++;
    else tally.unjudged++;
    sample.push({ ...report, verdict: verdict ?? null, note: judgments[report.key]?.note ?? null });
  }
  const judged = tally.REAL + tally.FALSE + tally.DEBATABLE;
  const precision = judged === 0 ? null : (tally.REAL + tally.DEBATABLE / 2) / judged;
  // Prose rules (style, spelling, terminology) are held to 0.9; a rule in `recommended`, to 0.95.
  const bar = categoryOf.get(rule) === 'style' || categoryOf.get(rule) === 'prose' ? 0.9 : recommended[rule] !== undefined && recommended[rule] !== 'off' ? 0.95 : null;
  table.push({ rule, reports: all.length, sampled: drawn.length, ...tally, precision, bar });
}

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'precision-sample.json'), `${JSON.stringify({ seed, perRule, table, sample }, null, 1)}\n`);
fs.writeFileSync(path.join(outDir, 'precision-sample.md'), sampleMarkdown());
const rendered = tableMarkdown();
process.stdout.write(`${rendered}\n`);
const unjudged = sample.filter((report) => report.verdict === null);
if (unjudged.length > 0) {
  process.stdout.write(`\n${unjudged.length} sampled report(s) not judged yet (add them to ${path.relative(repo, judgmentsFile)}):\n`);
  for (const report of unjudged) process.stdout.write(`  ${report.key}  ${report.rule}  ${report.file}:${report.line}\n`);
}
if (args.includes('--docs')) writeDocsTable(rendered);

/** The preset `all`, or with `--rules` only those rules of it. */
function lintConfig() {
  const config = resolveConfig({ extends: 'all' });
  if (!onlyRules) return config;
  const rules = Object.fromEntries(Object.entries(config.rules).map(([id, setting]) => [id, onlyRules.includes(id) ? setting : { ...setting, severity: 'off' }]));
  return { ...config, rules };
}

/** The source lines around a report, numbered, the reported line marked. */
function contextOf(lines, line) {
  const from = Math.max(1, line - CONTEXT_LINES);
  const to = Math.min(lines.length, line + CONTEXT_LINES);
  const out = [];
  for (let n = from; n <= to; n++) out.push(`${n === line ? '>' : ' '}${String(n).padStart(5)} | ${lines[n - 1].slice(0, 240)}`);
  return out.join('\n');
}

function percent(value) {
  return value === null ? '–' : value.toFixed(2);
}

function tableMarkdown() {
  const rows = table.map((row) => {
    const judged = row.REAL + row.FALSE + row.DEBATABLE;
    const meets = row.bar === null || row.precision === null ? '' : row.precision >= row.bar ? 'yes' : 'no';
    return `| \`${row.rule}\` | ${row.reports} | ${judged}${row.unjudged ? ` (+${row.unjudged} unjudged)` : ''} | ${row.REAL} | ${row.DEBATABLE} | ${row.FALSE} | ${percent(row.precision)} | ${row.bar === null ? '–' : row.bar.toFixed(2)} | ${meets} |`;
  });
  return [
    '| rule | reports on the corpus | judged | real | debatable | false | precision | bar | meets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

function sampleMarkdown() {
  const out = [`# Precision sample (seed \`${seed}\`, up to ${perRule} reports per rule, preset \`all\`)`, '', tableMarkdown(), ''];
  for (const row of table) {
    out.push(`## ${row.rule}`, '');
    for (const report of sample.filter((entry) => entry.rule === row.rule)) {
      out.push(`### ${report.site} ${report.file}:${report.line}:${report.column} — ${report.verdict ?? 'UNJUDGED'}`, '');
      out.push(`key: \`${report.key}\``, '', `> ${report.message.replace(/\n/g, ' ')}`, '');
      if (report.note) out.push(`judgment: ${report.note}`, '');
      out.push('```text', report.context.replace(/```/g, "'''"), '```', '');
    }
  }
  return `${out.join('\n')}\n`;
}

function writeDocsTable(rendered) {
  const start = '{/* precision-table:start */}';
  const end = '{/* precision-table:end */}';
  const page = fs.readFileSync(docsPage, 'utf8');
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) fail(`${path.relative(repo, docsPage)} has no ${start} … ${end} markers.`);
  fs.writeFileSync(docsPage, `${page.slice(0, from + start.length)}\n\n${rendered}\n\n${page.slice(to)}`);
  process.stderr.write(`wrote the table into ${path.relative(repo, docsPage)}\n`);
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

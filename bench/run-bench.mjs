#!/usr/bin/env node
/**
 * `npm run bench`: docs-lint against the parse floor and markdownlint-cli2 on the same pages.
 *
 *   npm run bench [-- --sizes 3000,10000] [-- --rounds 3] [-- --corpus DIR] [-- --quick]
 *
 * `--quick`: 1,000 pages, 2 rounds, a smaller editor sample (a few minutes instead of most of an hour).
 *
 * For each size it builds a site from the real pages of the corpus (`--corpus DIR`, default
 * ../shared/corpus) with the make-scale tool beside it (`--make-scale FILE`), then runs, one after
 * another on the same machine:
 *   - the parse floor (bench/parse-floor.mjs: read + parse every page, no rules);
 *   - markdownlint-cli2 0.22.x with its default rules (the last line that runs on Node 20);
 *   - docs-lint cold, single-threaded and with workers (--threads auto), preset recommended;
 *   - docs-lint with --cache: a cold run that fills the cache, a warm run with nothing changed,
 *     and a run after touching one page;
 *   - the pull-request path: the site committed to git, 10 pages edited, `--changed --cache`;
 *   - the ESLint plugin's per-page latency in the editor (bench/eslint-latency.mjs), once.
 * The cold runs (floor, markdownlint-cli2, docs-lint) are repeated in interleaved rounds and the
 * median is reported, so that a machine whose speed drifts during the run (a shared or throttled
 * VM) skews no ratio. It prints a table of wall time, pages/s and peak memory with the goals'
 * ratios, and writes it to bench/results.md, keeping the notes written by hand under its last heading. Peak memory is GNU time's maximum resident set size (workers included, as
 * they are threads of the same process). This is a benchmark: CI does not run it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { args, benchDir, corpus, flag, repo } from './script-args.mjs';

const here = benchDir;
const makeScale = path.resolve(flag('make-scale', path.join(repo, '..', 'shared', 'tools', 'make-scale.mjs')));
const quick = args.includes('--quick');
const sizes = flag('sizes', quick ? '1000' : '3000,10000').split(',').map(Number);
const rounds = Math.max(1, Number(flag('rounds', quick ? '2' : '3')));
const PR_PAGES = 10;
const workDir = path.resolve(flag('work-dir', path.join(os.tmpdir(), 'docs-lint-bench')));
const cli = path.join(repo, 'dist', 'bin', 'docs-lint.js');
const markdownlint = path.join(repo, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs');
const GNU_TIME = '/usr/bin/time';
/** The heading of results.md's hand-written notes, which a new run keeps below its tables. */
const NOTES_HEADING = '## Where a goal is not met';

for (const [what, file] of [['corpus', corpus], ['make-scale tool', makeScale], ['built CLI (npm run build)', cli], ['markdownlint-cli2', markdownlint]]) {
  if (!fs.existsSync(file)) fail(`No ${what} at ${file}.`);
}
if (!fs.existsSync(GNU_TIME)) fail(`No GNU time at ${GNU_TIME} (Debian: apt-get install time); it measures peak memory.`);

/** Runs a command under GNU time; returns wall seconds, CPU seconds (user + system, every thread) and peak resident MB. */
function measure(label, command, commandArgs, cwd) {
  const started = process.hrtime.bigint();
  const run = spawnSync(GNU_TIME, ['-f', '%M %U %S', command, ...commandArgs], { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const [peakKb, user, system] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  // docs-lint and markdownlint exit 1 when they find problems; anything else is a failed run.
  if (run.status !== 0 && run.status !== 1) fail(`${label} failed (exit ${run.status}):\n${run.stderr.slice(-2000)}`);
  const cpu = user + system;
  process.stderr.write(`  ${label}: ${wall.toFixed(2)} s, CPU ${cpu.toFixed(1)} s, ${(peakKb / 1024).toFixed(0)} MB\n`);
  return { label, wall, cpu, peakMb: peakKb / 1024 };
}

function docsLint(site, extra) {
  return ['--max-old-space-size=4096', cli, site, '--preset', 'recommended', '--format', 'json', '--output-file', path.join(workDir, 'report.json'), ...extra];
}

// Cold start: a site of one page, and one page named on the command line (the pre-commit case).
const onePage = path.join(workDir, 'one-page');
fs.rmSync(onePage, { recursive: true, force: true });
fs.mkdirSync(onePage, { recursive: true });
fs.writeFileSync(path.join(onePage, 'docs.json'), JSON.stringify({ name: 'One', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } }));
fs.writeFileSync(path.join(onePage, 'index.mdx'), '---\ntitle: Welcome\ndescription: The one page of this site.\n---\n\n## Get started\n\nRead on.\n');
const startRuns = [];
for (let run = 0; run < 5; run++) startRuns.push(measure('docs-lint, a site of one page', process.execPath, [cli, onePage], onePage));
const coldStart = median(startRuns);

const sections = [];
for (const size of sizes) {
  const site = path.join(workDir, `site-${size}`);
  process.stderr.write(`Building a ${size}-page site in ${site}\n`);
  const built = spawnSync(process.execPath, [makeScale, corpus, String(size), site, '--split', 'PUBLIC', '--force'], { encoding: 'utf8' });
  if (built.status !== 0) fail(`make-scale failed:\n${built.stderr}`);
  const cache = path.join(workDir, `cache-${size}.json`);
  fs.rmSync(cache, { force: true });

  const cold = [
    ['parse floor (read + parse, no rules)', [path.join(here, 'parse-floor.mjs'), site]],
    ['markdownlint-cli2 0.22 (default rules)', [markdownlint, '**/*.{md,mdx}', '#node_modules']],
    ['docs-lint, 1 thread', docsLint(site, ['--threads', '1'])],
    ['docs-lint, --threads auto', docsLint(site, ['--threads', 'auto'])],
  ];
  const samples = new Map(cold.map(([label]) => [label, []]));
  for (let round = 1; round <= rounds; round++) {
    process.stderr.write(`Round ${round} of ${rounds}\n`);
    for (const [label, commandArgs] of cold) samples.get(label).push(measure(label, process.execPath, commandArgs, site));
  }
  const rows = cold.map(([label]) => median(samples.get(label)));
  rows.push(measure('docs-lint --cache, cold (fills the cache)', process.execPath, docsLint(site, ['--cache', '--cache-location', cache]), site));
  const warm = [];
  for (let round = 1; round <= rounds; round++) warm.push(measure('docs-lint --cache, warm (nothing changed)', process.execPath, docsLint(site, ['--cache', '--cache-location', cache]), site));
  rows.push(median(warm));
  const page = firstPage(site);
  fs.appendFileSync(page, '\nOne more sentence.\n');
  rows.push(measure('docs-lint --cache, one page touched', process.execPath, docsLint(site, ['--cache', '--cache-location', cache]), site));
  const named = [];
  for (let round = 1; round <= rounds; round++) named.push(measure('docs-lint <one page> (pre-commit: one page named)', process.execPath, [cli, path.relative(site, page)], site));
  rows.push(median(named));
  rows.push(median(pullRequestPath(site, cache)));
  sections.push({ size, pages: countPages(site), rows });
}
const editor = editorLatency();

const markdown = render(sections);
// What is written by hand below the tables (why a goal is not met, from profiles) stays from run to run.
const resultsFile = path.join(here, 'results.md');
const previous = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '';
const notesAt = previous.indexOf(NOTES_HEADING);
fs.writeFileSync(resultsFile, notesAt >= 0 ? `${markdown}\n${previous.slice(notesAt)}` : markdown);
process.stdout.write(markdown);

/** The run of median wall time, with the highest peak memory of all the runs. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.wall - b.wall);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  // With an even count the median is the mean of the middle two: taking the lower one made two rounds report their best.
  const wall = sorted.length % 2 ? middle.wall : (middle.wall + sorted[sorted.length / 2].wall) / 2;
  const cpus = runs.map((run) => run.cpu).sort((a, b) => a - b);
  const cpu = cpus.length % 2 ? cpus[(cpus.length - 1) / 2] : (cpus[cpus.length / 2 - 1] + cpus[cpus.length / 2]) / 2;
  return { ...middle, wall, cpu, peakMb: Math.max(...runs.map((run) => run.peakMb ?? 0)), runs: runs.map((run) => run.wall) };
}

function render(all) {
  const lines = [
    '# docs-lint benchmark',
    '',
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${os.platform()}. Command: \`npm run bench -- ${args.join(' ') || '(defaults)'}\`.`,
    `Wall times of repeated runs are the median of ${rounds} interleaved rounds (each round in brackets); CPU is user + system time of every thread (median); peak memory is the highest of them. A ratio to another tool is the median of the ratios within each round.`,
    '',
  ];
  lines.push(
    '## Cold start',
    '',
    '| run | wall | peak memory | bar | met |',
    '|---|---|---|---|---|',
    `| ${coldStart.label} | ${coldStart.wall.toFixed(2)} s (${coldStart.runs.map((wall) => wall.toFixed(2)).join(', ')}) | ${Math.round(coldStart.peakMb)} MB | ≤ 0.3 s | ${coldStart.wall <= 0.3 ? 'yes' : 'no'} |`,
    '',
  );
  for (const { size, pages, rows } of all) {
    const by = (label) => rows.find((row) => row.label.startsWith(label));
    const floor = by('parse floor');
    const mdl = by('markdownlint');
    const single = by('docs-lint, 1 thread');
    const auto = by('docs-lint, --threads auto');
    const cacheCold = by('docs-lint --cache, cold');
    const warm = by('docs-lint --cache, warm');
    const touched = by('docs-lint --cache, one page');
    const pr = by('docs-lint --changed --cache');
    lines.push(`## ${size.toLocaleString('en')} pages (${pages} page files)`, '', '| run | wall | CPU | pages/s | peak memory |', '|---|---|---|---|---|');
    for (const row of rows) {
      const all = row.runs && row.runs.length > 1 ? ` (${row.runs.map((wall) => wall.toFixed(1)).join(', ')})` : '';
      const rate = row.label.includes('<one page>') || row.label.includes('PR path') ? '—' : Math.round(pages / row.wall);
      lines.push(`| ${row.label} | ${row.wall.toFixed(2)} s${all} | ${row.cpu.toFixed(1)} s | ${rate} | ${Math.round(row.peakMb)} MB |`);
    }
    // Ratios of runs of the same round (minutes apart at most), then their median: a drift in the machine's speed between rounds cancels out.
    const perRound = (ratio) => median(floor.runs.map((_, round) => ({ wall: ratio(round) }))).wall;
    lines.push(
      '',
      '| goal | measured | bar | met |',
      '|---|---|---|---|',
      goal('docs-lint 1 thread ÷ parse floor (the unified pipeline as it comes)', perRound((i) => single.runs[i] / floor.runs[i]), 1.1),
      goal('docs-lint default (--threads auto) ÷ markdownlint-cli2', perRound((i) => auto.runs[i] / mdl.runs[i]), 0.8),
      goal('docs-lint 1 thread ÷ markdownlint-cli2', perRound((i) => single.runs[i] / mdl.runs[i]), null),
      goal('docs-lint --threads auto ÷ 1 thread (speed-up of the threads)', perRound((i) => auto.runs[i] / single.runs[i]), null),
      goal('warm --cache ÷ cold --cache', warm.wall / cacheCold.wall, 0.03),
      goal('one page touched ÷ cold --cache', touched.wall / cacheCold.wall, null),
      `| PR path: --changed --cache, ${PR_PAGES} pages edited (median) | ${pr.wall.toFixed(2)} s | ≤ 2 s | ${pr.wall <= 2 ? 'yes' : 'no'} |`,
      `| peak memory, docs-lint (max of runs) | ${Math.round(Math.max(single.peakMb, auto.peakMb, cacheCold.peakMb))} MB | ≤ 400 MB | ${Math.max(single.peakMb, auto.peakMb, cacheCold.peakMb) <= 400 ? 'yes' : 'no'} |`,
      '',
    );
  }
  lines.push(
    '## Editor (ESLint plugin, configs.recommended)',
    '',
    `bench/eslint-latency.mjs, ${editor.perSite} pages of each corpus site, 2 rounds, each page linted alone through \`ESLint#lintText\` after a warm-up.`,
    '',
    '| what | median | p95 | bar | met |',
    '|---|---|---|---|---|',
    `| docs-lint rules + eslint-mdx, per page | ${editor.median.toFixed(1)} ms | ${editor.p95.toFixed(1)} ms | p95 ≤ 30 ms | ${editor.p95 <= 30 ? 'yes' : 'no'} |`,
    `| eslint-mdx alone (no rule), per page | ${editor.parserMedian.toFixed(1)} ms | ${editor.parserP95.toFixed(1)} ms | | |`,
    '',
  );
  return `${lines.join('\n')}\n`;
}

function goal(name, ratio, bar) {
  return `| ${name} | ${ratio.toFixed(3)} | ${bar === null ? '(reported)' : `≤ ${bar}`} | ${bar === null ? '' : ratio <= bar ? 'yes' : 'no'} |`;
}

/**
 * The pull-request path: the site is a git repository, the cache is warm, and a change edits
 * PR_PAGES pages; `--changed=HEAD --cache` lints what changed. Each round edits the pages anew (so
 * the cache cannot already hold them) and restores them afterwards.
 */
function pullRequestPath(site, cache) {
  const git = (...gitArgs) => {
    const run = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...gitArgs], { cwd: site, encoding: 'utf8', maxBuffer: 1 << 30 });
    if (run.status !== 0) fail(`git ${gitArgs.join(' ')} failed:\n${run.stderr}`);
    return run.stdout;
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '-m', 'bench');
  const pages = git('ls-files', '-z', '*.mdx').split('\0').filter((file) => file && !file.startsWith('snippets/')).sort();
  const step = Math.max(1, Math.floor(pages.length / PR_PAGES));
  const touched = pages.filter((_, index) => index % step === 0).slice(0, PR_PAGES);
  // Warm the cache for the committed state.
  measure('docs-lint --cache (warming for the PR path)', process.execPath, docsLint(site, ['--cache', '--cache-location', cache]), site);
  const runs = [];
  for (let round = 1; round <= rounds; round++) {
    for (const file of touched) fs.appendFileSync(path.join(site, file), `\nA sentence of change ${round}.\n`);
    runs.push(measure(`docs-lint --changed --cache, ${PR_PAGES} pages edited (PR path)`, process.execPath, docsLint(site, ['--changed=HEAD', '--cache', '--cache-location', cache]), site));
    git('checkout', '-q', '--', '.');
  }
  return runs;
}

/** The ESLint plugin's per-page latency on the corpus's sites (bench/eslint-latency.mjs): its p95 and median, in ms. */
function editorLatency() {
  const perSite = quick ? '10' : '25';
  const run = spawnSync(process.execPath, [path.join(here, 'eslint-latency.mjs'), '--corpus', corpus, '--per-site', perSite, '--rounds', '2'], { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 26 });
  const line = (run.stdout ?? '').split('\n').find((text) => text.startsWith('all sites'));
  const parser = (run.stdout ?? '').split('\n').find((text) => text.startsWith('parser only (no rules)'));
  const read = (text, what) => Number(text?.match(new RegExp(`${what}\\s+([\\d.]+) ms`))?.[1]);
  if (!line) fail(`eslint-latency failed (exit ${run.status}):\n${(run.stderr ?? '').slice(-2000)}`);
  process.stderr.write(`  ${line}\n`);
  return { perSite, p95: read(line, 'p95'), median: read(line, 'median'), parserP95: read(parser, 'p95'), parserMedian: read(parser, 'median'), summary: line.replace(/\s+/g, ' ').trim() };
}

function countPages(site) {
  let count = 0;
  const stack = [site];
  while (stack.length > 0) {
    const dir = stack.pop();
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) stack.push(path.join(dir, entry.name));
      else if (/\.mdx?$/i.test(entry.name)) count++;
    }
  }
  return count;
}

function firstPage(site) {
  const stack = [site];
  while (stack.length > 0) {
    const dir = stack.shift();
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const page = entries.find((entry) => entry.isFile() && /\.mdx$/i.test(entry.name) && dir !== site);
    if (page) return path.join(dir, page.name);
    for (const entry of entries) if (entry.isDirectory() && entry.name !== 'snippets' && entry.name !== 's') stack.push(path.join(dir, entry.name));
  }
  fail(`No page to touch in ${site}.`);
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(2);
}

#!/usr/bin/env node
/**
 * Editor latency of the language server (`docs-lint lsp`): from a `didChange` to the
 * `publishDiagnostics` of that version, for one page of the 90th percentile of size on a
 * 1,000-page site, with the ESLint plugin's latency on the same page and the same edits beside it.
 *
 *   npm run build && node bench/lsp-latency.mjs [--site DIR] [--pages 1000] [--edits 200] [--pause 150] [--no-eslint]
 *
 * Without `--site`, it builds the site from the real pages of ../shared/corpus with the shared
 * make-scale tool, as `npm run bench` does. The server runs from the build as an
 * editor starts it, over stdio; the edits are typed into the page one character at a time (a
 * character added at the end of a paragraph, then taken away, so the page keeps its size), each
 * after a pause longer than the server's debounce (a writer who stops typing). The server's
 * resident memory is printed after the warm-up and after the last edit.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node';
import { args, corpus, flag, repo } from './script-args.mjs';

const cli = path.join(repo, 'dist', 'bin', 'docs-lint.js');
const pages = Number(flag('pages', '1000'));
const edits = Number(flag('edits', '200'));
const pause = Number(flag('pause', '150'));
const withEslint = !args.includes('--no-eslint');

function fail(message) {
  console.error(message);
  process.exit(2);
}

if (!fs.existsSync(cli)) fail('No build: run npm run build first.');
let site = flag('site', undefined);
if (!site) {
  const makeScale = path.resolve(flag('make-scale', path.join(repo, '..', 'shared', 'tools', 'make-scale.mjs')));
  if (!fs.existsSync(makeScale) || !fs.existsSync(corpus)) fail('No site: pass --site DIR (a docs.json or mint.json site), or --corpus DIR and --make-scale FILE to build one.');
  site = path.join(os.tmpdir(), 'docs-lint-lsp-bench', `site-${pages}`);
  process.stderr.write(`Building a ${pages}-page site in ${site}\n`);
  const built = spawnSync(process.execPath, [makeScale, corpus, String(pages), site, '--split', 'PUBLIC', '--force'], { encoding: 'utf8' });
  if (built.status !== 0) fail(`make-scale failed:\n${built.stderr}`);
}
site = path.resolve(site);

/** Every page of the site (snippets aside) by size; the one at the 90th percentile. */
function pageAtP90(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'snippets') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) found.push({ file: full, size: fs.statSync(full).size });
    }
  };
  walk(root);
  found.sort((a, b) => a.size - b.size || a.file.localeCompare(b.file));
  return { ...found[Math.ceil(0.9 * found.length) - 1], count: found.length };
}

const target = pageAtP90(site);
const text = fs.readFileSync(target.file, 'utf8');
const uri = pathToFileURL(target.file).href;
// The end of the last line of prose before the page's end: where the writer types.
const lines = text.split('\n');
let editLine = lines.length - 1;
while (editLine > 0 && !/^[A-Za-z].*[a-z.]$/.test(lines[editLine])) editLine--;
const editColumn = lines[editLine].length;

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}
const format = ({ n, median, p95, max }) => `n=${n}  median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms`;
const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return `${Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024)} MB`;
};
/** The process's CPU time (user + system) so far, in ms: on a busy machine, what a lint costs when wall time also holds waiting for a core. */
const cpuOf = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = spawn(process.execPath, [cli, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
const waiting = new Map();
connection.onNotification('textDocument/publishDiagnostics', (params) => {
  if (params.uri !== uri) return;
  const wake = waiting.get(params.version);
  if (wake) {
    waiting.delete(params.version);
    wake(params);
  }
});
connection.onRequest('client/registerCapability', () => null);
connection.listen();
const published = (version) => new Promise((resolve) => waiting.set(version, resolve));

const startedAt = performance.now();
await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(site).href, workspaceFolders: [{ uri: pathToFileURL(site).href, name: 'site' }], capabilities: {} });
await connection.sendNotification('initialized', {});
let version = 1;
let firstDiagnostics = published(version);
await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: target.file.endsWith('.md') ? 'markdown' : 'mdx', version, text } });
const first = await firstDiagnostics;
const warmUp = performance.now() - startedAt;
const rssWarm = rssOf(server.pid);

const samples = [];
const texts = [];
const cpuBefore = cpuOf(server.pid);
let current = text;
for (let i = 0; i < edits; i++) {
  await sleep(pause);
  const typing = i % 2 === 0;
  const change = typing
    ? { range: { start: { line: editLine, character: editColumn }, end: { line: editLine, character: editColumn } }, text: 'x' }
    : { range: { start: { line: editLine, character: editColumn }, end: { line: editLine, character: editColumn + 1 } }, text: '' };
  const lineStarts = current.split('\n').slice(0, editLine).reduce((sum, line) => sum + line.length + 1, 0) + editColumn;
  current = typing ? current.slice(0, lineStarts) + 'x' + current.slice(lineStarts) : current.slice(0, lineStarts) + current.slice(lineStarts + 1);
  texts.push(current);
  version++;
  const done = published(version);
  const start = performance.now();
  await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
  await done;
  samples.push(performance.now() - start);
}
const rssEnd = rssOf(server.pid);
const cpuPerEdit = (cpuOf(server.pid) - cpuBefore) / edits;
await connection.sendRequest('shutdown');
await connection.sendNotification('exit');

console.log(`docs-lint lsp on ${site} (${target.count} pages, no docs-lint config: preset recommended)`);
console.log(`page ${path.relative(site, target.file)}: ${target.size} bytes, 90th percentile of ${target.count} pages; ${first.diagnostics.length} diagnostics`);
console.log(`warm-up (start, initialize, index, first lint): ${warmUp.toFixed(0)} ms; ${edits} edits, ${pause} ms apart`);
console.log(`didChange -> publishDiagnostics   ${format(stats(samples))}`);
console.log(`server CPU time per edit (mean, user + system): ${cpuPerEdit.toFixed(1)} ms; load average at the end ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
console.log(`server memory (RSS): ${rssWarm} after the warm-up, ${rssEnd} after the last edit`);

if (withEslint) {
  const { ESLint } = await import('eslint');
  const { default: plugin } = await import('docs-lint/eslint-plugin');
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: plugin.configs.recommended, cwd: site });
  for (let i = 0; i < 5; i++) await eslint.lintText(text, { filePath: target.file });
  const eslintSamples = [];
  for (const edited of texts) {
    const start = performance.now();
    await eslint.lintText(edited, { filePath: target.file });
    eslintSamples.push(performance.now() - start);
  }
  console.log(`ESLint#lintText, same page and edits ${format(stats(eslintSamples))}`);
}
process.exit(0);

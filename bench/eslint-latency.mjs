#!/usr/bin/env node
/**
 * Editor latency of the docs-lint ESLint plugin: lints sampled pages of the real sites in
 * ../shared/corpus one at a time through ESLint's Node API, the way the VS Code ESLint server does
 * (`lintText(text, { filePath })` on one long-lived ESLint instance), and prints per-file latency.
 *
 *   npm run build && node bench/eslint-latency.mjs [--corpus DIR] [--per-site N] [--preset NAME] [--rounds N]
 *
 * Each site is warmed up first (the first lint builds the site's index, validates its OpenAPI files
 * and starts eslint-mdx's worker); the numbers are for the lints after that. The `parser only`
 * line is the same files with no docs-lint rule on: what ESLint and eslint-mdx cost by themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import plugin from 'docs-lint/eslint-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const corpus = path.resolve(flag('corpus', path.join(here, '..', '..', 'shared', 'corpus')));
const perSite = Number(flag('per-site', '40'));
const preset = flag('preset', 'recommended');
const rounds = Number(flag('rounds', '3'));
const WARM_UP = 5;

if (!fs.existsSync(corpus)) {
  console.error(`No corpus at ${corpus}; pass --corpus DIR.`);
  process.exit(2);
}
if (!plugin.configs[preset]) {
  console.error(`Unknown preset "${preset}": ${Object.keys(plugin.configs).join(', ')}.`);
  process.exit(2);
}

/** Every page of a site, sorted, then every k-th one: the same sample on every run. */
function samplePages(root) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) pages.push(full);
    }
  };
  walk(root);
  pages.sort();
  const step = Math.max(1, Math.floor(pages.length / perSite));
  return pages.filter((_, index) => index % step === 0).slice(0, perSite);
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const format = ({ n, median, p95, max }) => `n=${String(n).padStart(4)}  median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(7)} ms`;

/** Per-file latencies over every round, and how many files ESLint could not parse (eslint-mdx's verdict: no rule ran). */
async function measure(eslint, files, texts) {
  const samples = [];
  const unparsed = new Set();
  for (let round = 0; round < rounds; round++) {
    for (const file of files) {
      const start = process.hrtime.bigint();
      const [result] = await eslint.lintText(texts.get(file), { filePath: file });
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (result.messages.some((message) => message.fatal)) unparsed.add(file);
    }
  }
  return { samples, unparsed: unparsed.size };
}

const sites = fs.readdirSync(corpus).filter((name) => fs.existsSync(path.join(corpus, name, 'docs.json')) || fs.existsSync(path.join(corpus, name, 'mint.json')));
const configs = plugin.configs[preset];
const parserOnly = configs.map((config) => ({ ...config, rules: {} }));
const all = [];
const baseline = [];
console.log(`docs-lint ESLint plugin, configs.${preset}, ESLint ${ESLint.version}; ${perSite} pages per site, ${rounds} rounds, after ${WARM_UP} warm-up lints per site\n`);
for (const site of sites) {
  const root = path.join(corpus, site);
  const files = samplePages(root);
  const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: configs, cwd: root });
  const bare = new ESLint({ overrideConfigFile: true, overrideConfig: parserOnly, cwd: root });
  const firstStart = process.hrtime.bigint();
  for (const file of files.slice(0, WARM_UP)) {
    await eslint.lintText(texts.get(file), { filePath: file });
    await bare.lintText(texts.get(file), { filePath: file });
  }
  const warmUp = Number(process.hrtime.bigint() - firstStart) / 1e6;
  const { samples, unparsed } = await measure(eslint, files, texts);
  const { samples: bareSamples } = await measure(bare, files, texts);
  all.push(...samples);
  baseline.push(...bareSamples);
  const notes = [`parser only: median ${stats(bareSamples).median.toFixed(1)} ms`, `warm-up ${warmUp.toFixed(0)} ms`];
  if (unparsed > 0) notes.push(`${unparsed} not parsed by eslint-mdx`);
  console.log(`${site.padEnd(28)} ${format(stats(samples))}   (${notes.join('; ')})`);
}
console.log(`\n${'all sites'.padEnd(28)} ${format(stats(all))}`);
console.log(`${'parser only (no rules)'.padEnd(28)} ${format(stats(baseline))}`);

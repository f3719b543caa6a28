/**
 * Property-based fuzzing of the engine with pages and configs of the real sites in
 * ../shared/corpus, mutated (truncated; `<`, `{`, backticks, `---` and other shards inserted;
 * random bytes; deep nesting; JSON values swapped for values of another type).
 *
 * For every case: nothing throws, no rule fails internally, every report names a file inside the
 * site root at a position inside that file, and the case ends in bounded time.
 *
 * `npm test` runs a few hundred cases; `npm run fuzz -- N` runs N (FUZZ_RUNS=N; FUZZ_SEED to replay).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { allRules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { finishPage, lintPageText } from '../../src/engine/lint-page.js';
import { lintSite } from '../../src/engine/lint-site.js';
import type { Problem } from '../../src/engine/problem.js';
import type { EnabledRule } from '../../src/engine/rule-runner.js';
import { decodeText } from '../../src/page/read-page-text.js';
import { buildProjectIndex, type ProjectIndex } from '../../src/site/project-index.js';
import { findSiteConfig, readSiteConfig } from '../../src/site/site-config-file.js';
import type { LintMessage } from '../../src/types.js';
import { CORPUS_DIR, CORPUS_SITES, corpusAvailable } from '../helpers/corpus.js';
import { applyMutation, mutationArbitrary, swapArbitrary, swapJsonType } from './mutations.js';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 300));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Nine page cases for each config case: a config case lints a whole (small) site. */
const PAGE_RUNS = Math.max(1, Math.round(RUNS * 0.9));
const CONFIG_RUNS = Math.max(1, RUNS - PAGE_RUNS);
/** Generous: the slowest real page lints in well under a second. */
const CASE_LIMIT_MS = 30_000;

const config = resolveConfig({ extends: 'all' });
const enabled: EnabledRule[] = allRules.flatMap((rule) => {
  const setting = config.rules[rule.meta.id];
  return setting.severity === 'off' ? [] : [{ rule, severity: setting.severity === 'error' ? 2 : 1, options: setting.options } as EnabledRule];
});
const settings = { components: [] };

/** The line break sequences the parsers count: a position must fall on one of these lines. */
const LINE_BREAK = /\r\n|\r|\n/;

/** Why a message does not lie inside its file (undefined when it does). */
function misplaced(message: LintMessage, text: string): string | undefined {
  const lines = text.split(LINE_BREAK);
  const inside = (line: number, column: number) =>
    Number.isInteger(line) && Number.isInteger(column) && line >= 1 && line <= lines.length && column >= 1 && column <= lines[line - 1].length + 1;
  if (!inside(message.line, message.column)) return `start ${message.line}:${message.column} is outside the file (${lines.length} lines)`;
  if (message.endLine !== undefined || message.endColumn !== undefined) {
    if (!inside(message.endLine ?? NaN, message.endColumn ?? NaN)) return `end ${message.endLine}:${message.endColumn} is outside the file`;
    if (message.endLine! < message.line || (message.endLine === message.line && message.endColumn! < message.column)) return 'end before start';
  }
  return undefined;
}

/** Every property every report must have; `textOf` gives the text of a file the report names. */
function checkProblems(root: string, problems: readonly (LintMessage & { filePath: string })[], textOf: (file: string) => string | undefined): void {
  for (const problem of problems) {
    const relative = path.relative(root, problem.filePath);
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`report outside the site root: ${problem.filePath}`);
    if (/^Internal error/.test(problem.message)) throw new Error(`${relative}: ${problem.message}`);
    const text = textOf(problem.filePath);
    if (text === undefined) throw new Error(`report on a file that was not linted: ${relative}`);
    const wrong = misplaced(problem, text);
    if (wrong) throw new Error(`${relative}: ${problem.ruleId ?? 'fatal'}: ${wrong}: ${problem.message}`);
  }
}

const describeCorpus = corpusAvailable ? describe : describe.skip;

describeCorpus('fuzzing with the real sites of ../shared/corpus', () => {
  interface Site {
    name: string;
    root: string;
    index: ProjectIndex;
    pages: string[];
    configName: string;
    configText: string;
  }
  const sites: Site[] = [];
  const pageBytes = new Map<string, Buffer>();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-fuzz-'));
  const stats = { pages: 0, configs: 0, started: 0, failures: 0 };

  beforeAll(async () => {
    for (const name of CORPUS_SITES) {
      const root = path.join(CORPUS_DIR, name);
      const configPath = findSiteConfig(root)!;
      const siteConfig = readSiteConfig(configPath);
      const index = await buildProjectIndex(root, siteConfig);
      sites.push({ name, root, index, pages: [...index.pageFiles], configName: path.basename(configPath), configText: siteConfig.text });
    }
    stats.started = Date.now();
  }, 120_000);

  afterAll(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
    const seconds = (Date.now() - stats.started) / 1000;
    process.stdout.write(`fuzz: ${stats.pages} page cases and ${stats.configs} config cases (shrinking included) in ${seconds.toFixed(1)} s, ${stats.failures} failing properties\n`);
  });

  const bytesOf = (site: Site, page: string): Buffer => {
    const key = `${site.name}/${page}`;
    let bytes = pageBytes.get(key);
    if (!bytes) pageBytes.set(key, (bytes = fs.readFileSync(path.join(site.root, page))));
    return bytes;
  };

  test(
    `mutated pages: ${PAGE_RUNS} cases`,
    () => {
      const pageCase = fc.record({
        site: fc.nat(),
        page: fc.nat(),
        mutations: fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 }),
      });
      const assert = (run: () => void) => {
        try {
          run();
        } catch (error) {
          stats.failures++;
          throw error;
        }
      };
      assert(() => fc.assert(
        fc.property(pageCase, ({ site: siteIndex, page: pageIndex, mutations }) => {
          const site = sites[siteIndex % sites.length];
          const relativePath = site.pages[pageIndex % site.pages.length];
          const bytes = mutations.reduce(applyMutation, bytesOf(site, relativePath));
          stats.pages++;
          // The engine skips a file with a NUL byte (binary) before it decodes it.
          if (bytes.includes(0)) return;
          const { text } = decodeText(bytes);
          const started = Date.now();
          const linted = lintPageText(site.index, relativePath, text, enabled, settings);
          const problems: Problem[] = finishPage(linted, { reportUnusedDisableDirectives: true });
          expect(Date.now() - started).toBeLessThan(CASE_LIMIT_MS);
          const filePath = site.index.absolutePath(relativePath);
          // Deferred checks may report on this page only; the other pages' texts are on disk.
          checkProblems(site.root, problems, (file) => (file === filePath ? text : undefined));
        }),
        { numRuns: PAGE_RUNS, seed: SEED, endOnFailure: true },
      ));
    },
    24 * 3600_000,
  );

  test(
    `mutated configs (text mutations and swapped JSON types): ${CONFIG_RUNS} cases`,
    async () => {
      const configCase = fc.record({
        site: fc.nat(),
        mutations: fc.array(mutationArbitrary, { minLength: 0, maxLength: 3 }),
        swap: fc.option(swapArbitrary, { nil: undefined }),
        pages: fc.subarray(['index.mdx', 'quickstart.mdx', 'guides/setup.mdx', 'snippets/part.mdx', 'api/openapi.json'], { minLength: 1 }),
      });
      let caseNumber = 0;
      await fc
        .assert(
        fc.asyncProperty(configCase, async ({ site: siteIndex, mutations, swap, pages }) => {
          const site = sites[siteIndex % sites.length];
          const swappedText = swap ? (swapJsonType(site.configText, swap) ?? site.configText) : site.configText;
          const bytes = mutations.reduce(applyMutation, Buffer.from(swappedText));
          const root = path.join(scratch, `case-${caseNumber++}`);
          fs.mkdirSync(root, { recursive: true });
          try {
            fs.writeFileSync(path.join(root, site.configName), bytes);
            for (const page of pages) {
              fs.mkdirSync(path.dirname(path.join(root, page)), { recursive: true });
              fs.writeFileSync(path.join(root, page), page.endsWith('.json') ? '{"openapi": "3.0.0"}' : '---\ntitle: T\ndescription: D.\n---\n\n## Part\n');
            }
            stats.configs++;
            const started = Date.now();
            const { results } = await lintSite({ root, config });
            expect(Date.now() - started).toBeLessThan(CASE_LIMIT_MS);
            const texts = new Map<string, string | undefined>();
            const textOf = (file: string) => {
              if (!texts.has(file)) texts.set(file, fs.existsSync(file) ? decodeText(fs.readFileSync(file)).text : undefined);
              return texts.get(file);
            };
            checkProblems(root, results.flatMap((result) => result.messages.map((message) => ({ ...message, filePath: result.filePath }))), textOf);
          } finally {
            fs.rmSync(root, { recursive: true, force: true });
          }
        }),
        { numRuns: CONFIG_RUNS, seed: SEED, endOnFailure: true },
      )
        .catch((error: unknown) => {
          stats.failures++;
          throw error;
        });
    },
    24 * 3600_000,
  );
});

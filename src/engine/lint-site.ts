import path from 'node:path';
import { allRules } from '../../rules/index.js';
import type { CacheStatus, Dependency, ResultCache } from '../cache/result-cache.js';
import type { ResolvedConfig } from '../config/lint-config.js';
import { ConfigError } from '../config/lint-config.js';
import { anchorsFromData, anchorsToData } from '../page/page-anchors.js';
import { prepareProjectIndex, type OpenApiLoadOptions, type PreparedProjectIndex, type ProjectIndex } from '../site/project-index.js';
import { findSiteConfig, parseSiteConfig, readSiteConfig } from '../site/site-config-file.js';
import { relativeInside } from '../site/site-paths.js';
import type { LintResult, Rule } from '../types.js';
import { docsLintVersion } from '../version.js';
import { fixConfigFile, lintConfigFile, type FixedFile } from './config-pass.js';
import type { LintPageOptions } from './lint-page.js';
import { toLintResults } from './lint-results.js';
import { FileProfiles } from './enabled-rules.js';
import { startBackend, type LargePageStats, type PageBackend } from './page-backends.js';
import type { FinishedPage } from './page-session.js';
import { WorkerFailure } from './page-workers.js';
import type { Problem } from './problem.js';
import { attachExternalLinks, checkRequestedLinks, type ExternalRunStats } from './external-phase.js';
import { isUrlDependency, type ExternalLinkRegistry } from '../external/link-registry.js';

export interface LintSiteOptions {
  /** The site root: the folder that holds docs.json (or mint.json). */
  root: string;
  config: ResolvedConfig;
  /** Apply fixes and write the files they change. Always runs in one thread, without the cache. */
  fix?: boolean;
  /** With `fix`: work the fixes out and return them in `fixed`, but write nothing. */
  dryRun?: boolean;
  /** Only errors. */
  quiet?: boolean;
  /** Report `docs-lint-disable` directives that suppress nothing. */
  reportUnusedDisableDirectives?: boolean;
  rules?: readonly Rule<any>[];
  /**
   * Narrows the run (`--changed`): the pages to lint, and whether to lint docs.json, chosen once
   * the site is indexed. Without it every page and docs.json are linted.
   */
  select?: (site: ProjectIndex) => { pages: readonly string[]; config: boolean };
  /**
   * Worker threads for the pages: a number (1: none, everything in this thread), or `auto` (the
   * default): one per core once enough pages need linting to pay for starting them. Results are
   * the same, in the same order, whatever the number. Workers run only from the compiled package,
   * with the built-in rules, and never with `fix`; otherwise the pages are linted in this thread.
   */
  threads?: number | 'auto';
  /** Keep each page's result in a cache file, and reuse it while nothing it depends on changed. */
  cache?: boolean;
  /** The cache file, or a folder for it (default: `<root>/.docs-lint-cache`). Implies `cache`. */
  cacheLocation?: string;
  /**
   * A file's text as an editor holds it (`--stdin`), in place of the file on disk: a page of the
   * site, or docs.json. Pair it with a `select` of that file; a run given it uses neither the cache nor workers.
   */
  source?: { filePath: string; text: string; bom: boolean };
  /**
   * Check links to other sites (`--external`): the rule `link-external-reachable` asks for them
   * as pages are walked, and they are fetched, in this thread, before the deferred checks run.
   */
  external?: boolean;
  /** Told what the run is doing as it goes (the CLI shows it on a terminal); called often, so keep it cheap. */
  onProgress?: (progress: LintProgress) => void;
}

/** Where a run is: its phase, and for the pages how many of the run's pages are done. */
export interface LintProgress {
  phase: 'reading the site' | 'checking docs.json' | 'linting pages' | 'cross-file checks';
  done: number;
  total: number;
}

export interface LintSiteOutcome {
  results: LintResult[];
  site: ProjectIndex | undefined;
  /** With `fix`: every file the fixes changed, whole, before and after (written unless `dryRun`). */
  fixed: FixedFile[];
  stats: LintRunStats;
}

/** What a run did, for `DEBUG=docs-lint`, the benchmarks and the tests. */
export interface LintRunStats {
  /** Pages in the run. */
  pages: number;
  /** Pages linted in this run (parsed and walked). */
  linted: number;
  /** Pages whose result came from the cache. */
  cached: number;
  /** Page parses in every thread: to lint (each fix pass counts), or to read a page's anchors. */
  parses: number;
  /** Threads that linted pages: 1 is the main thread alone, more are worker threads. */
  threads: number;
  /** docs.json's problems came from the cache. */
  configCached: boolean;
  /** With workers: the pages of at least LARGE_PAGE_BYTES in the first phase, and how many threads linted them. */
  largePages?: LargePageStats;
  /** Why the worker threads were given up, when they were (the run then finished in this thread). */
  workerFailure?: string;
  cache?: { file: string; status: CacheStatus; written: boolean; error?: string };
  /** With `external`: what the network phase did. */
  external?: ExternalRunStats;
}

export type { FixedFile };

export async function lintSite(options: LintSiteOptions): Promise<LintSiteOutcome> {
  const root = path.resolve(options.root);
  const configPath = findSiteConfig(root);
  if (!configPath) {
    throw new ConfigError(`No docs.json (or legacy mint.json) in ${root}. Run docs-lint in your docs root, or pass it: docs-lint path/to/docs`);
  }
  const rules = options.rules ?? allRules;
  const profiles = new FileProfiles(rules, options.config);
  const stats: LintRunStats = { pages: 0, linted: 0, cached: 0, parses: 0, threads: 1, configCached: false };
  const fixed: FixedFile[] = [];
  const progress = options.onProgress ?? (() => undefined);
  progress({ phase: 'reading the site', done: 0, total: 0 });

  const source = options.source;
  let siteConfig = source && path.resolve(source.filePath) === configPath ? parseSiteConfig(configPath, source.text, source.bom) : readSiteConfig(configPath);
  let prepared: PreparedProjectIndex | undefined;
  let configProblems: Problem[] | undefined;
  let configDeferred: (() => Problem[]) | undefined;
  let selection: ReturnType<NonNullable<LintSiteOptions['select']>> | undefined;
  if (options.select) {
    prepared = prepareProjectIndex(root, siteConfig, { ignores: options.config.ignores });
    selection = options.select(prepared.index);
  }
  // A narrowed run that leaves docs.json out never rewrites it: the user did not ask about it.
  if (options.fix && (!selection || selection.config)) {
    ({ siteConfig, prepared, problems: configProblems, deferred: configDeferred } = await fixConfigFile(siteConfig, profiles, { config: options.config, dryRun: options.dryRun, external: options.external }, fixed));
  } else {
    prepared ??= prepareProjectIndex(root, siteConfig, { ignores: options.config.ignores });
  }
  const site = prepared.index;
  const external = options.external ? (site.externalLinks ?? attachExternalLinks(site, options.config.externalLinks)) : undefined;

  // A run that fixes writes files as it goes: it neither reads nor writes the cache.
  const cache = !options.fix && !source && (options.cache || options.cacheLocation) ? await openCache(site, prepared, rules, options) : undefined;
  // A run that reports nothing on docs.json (a pre-commit run on a few pages) does not validate
  // OpenAPI schemas: a binding is checked against the parsed spec. A cached run validates, since
  // what it stores must hold for every later run.
  const specLoading = { memo: cache?.openapiValidations(), validate: !selection || selection.config || Boolean(cache) };
  if (!configProblems) {
    configProblems = cache?.configProblems(configPath);
    if (configProblems) stats.configCached = true;
    else {
      progress({ phase: 'checking docs.json', done: 0, total: 0 });
      await prepared.load(specLoading);
      ({ problems: configProblems, deferred: configDeferred } = lintConfigFile(site, profiles));
      // Problems that wait for the links' results are not stored: a run that checks links lints docs.json again.
      if (!configDeferred) cache?.setConfigProblems(configProblems, configPath);
    }
  }

  const pageFiles = selection ? selection.pages : site.pageFiles;
  // A narrowed run reports on the pages it selected (a config rule may report on a page, like an
  // orphan), and on docs.json only when it is selected; a broken docs.json is always shown.
  const problems = selection ? configProblems.filter(reportedInSelection(site, configPath, selection)) : [...configProblems];
  stats.pages = pageFiles.length;

  const sourcePage = source ? relativeInside(root, path.resolve(source.filePath)) : undefined;
  const pageOptions: LintPageOptions = {
    fix: options.fix,
    dryRun: options.dryRun,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives,
    ...(source && sourcePage ? { source: { relativePath: sourcePage, text: source.text, bom: source.bom } } : {}),
  };
  const run: PageRun = { site, prepared, specLoading, pageFiles, profiles, pageOptions, cache, stats, options, rules, configPath, external };
  const byPage = await lintPages(run);
  if (configDeferred) {
    const late = configDeferred();
    problems.push(...(selection ? late.filter(reportedInSelection(site, configPath, selection)) : late));
  }

  // Every page's problems in page order, whichever thread linted it: the report is the same bytes.
  for (const page of pageFiles) {
    const finished = byPage.get(page)!;
    for (const problem of finished.problems) problems.push(problem);
    if (finished.fixed) fixed.push({ filePath: site.absolutePath(page), ...finished.fixed });
  }
  stats.parses += site.anchors.parses;

  if (cache) {
    cache.retain(site.files);
    const saved = cache.save();
    stats.cache = { file: cache.file, status: cache.status, ...saved };
  }

  const includeConfig = !(selection && !selection.config && !problems.some((problem) => problem.filePath === configPath));
  // A file docs.json's `$ref`s name gets a result when a fix changed it, problems or not.
  const fixedParts = fixed.flatMap((file) => (file.filePath !== configPath && !file.filePath.match(/\.mdx?$/i) ? [file.filePath] : []));
  const results = toLintResults(problems, [...(includeConfig ? [configPath] : []), ...fixedParts, ...pageFiles.map((file) => site.absolutePath(file))], options.quiet);
  if (fixed.length > 0) {
    const byFile = new Map(results.map((result) => [result.filePath, result]));
    for (const file of fixed) {
      const result = byFile.get(file.filePath);
      if (result) result.output = file.after.replace(/^\uFEFF/, '');
    }
  }
  return { results, site, fixed, stats };
}

/**
 * Which of the config rules' problems a narrowed run shows: those on docs.json (and on the files it
 * names, such as an OpenAPI spec) when docs.json is selected or broken, and those on the selected pages.
 */
function reportedInSelection(site: ProjectIndex, configPath: string, selection: { pages: readonly string[]; config: boolean }): (problem: Problem) => boolean {
  const selected = new Set(selection.pages.map((page) => site.absolutePath(page)));
  const pages = new Set(site.pageFiles.map((page) => site.absolutePath(page)));
  return (problem) => {
    if (problem.filePath === configPath) return selection.config || Boolean(problem.fatal);
    return pages.has(problem.filePath) ? selected.has(problem.filePath) : selection.config;
  };
}

/** The cache's modules (and node:crypto) are loaded only by a run that uses it. */
let cacheModules: Promise<[typeof import('../cache/result-cache.js'), typeof import('../cache/fingerprints.js')]> | undefined;

async function loadCacheModules(): Promise<[typeof import('../cache/result-cache.js'), typeof import('../cache/fingerprints.js')]> {
  // One after the other: jest's module registry stumbles on concurrent imports sharing modules.
  const results = await import('../cache/result-cache.js');
  return [results, await import('../cache/fingerprints.js')];
}

async function openCache(site: ProjectIndex, prepared: PreparedProjectIndex, rules: readonly Rule<any>[], options: LintSiteOptions): Promise<ResultCache> {
  const [{ cacheFilePath, ResultCache }, { configFingerprint, siteFingerprint }] = await (cacheModules ??= loadCacheModules());
  const file = cacheFilePath(site.root, options.cacheLocation);
  const version = docsLintVersion();
  const inside = path.relative(site.root, file).split(path.sep).join('/');
  // A team's Vale setup (its .vale.ini and styles, read only when the rule is on) is an input of every page's result.
  const vale = options.config.rules.vale && options.config.rules.vale.severity !== 'off' ? `.${(await import('../vale/setup-cache.js')).valeFingerprint(site.root, options.config.rules.vale.options.config as string | undefined)}` : '';
  const key = `${configFingerprint(options.config, rules.map((rule) => rule.meta.id), version, options)}.${siteFingerprint(site, prepared.openapiFiles, inside, options.config)}${vale}`;
  return ResultCache.open(file, site.root, key, version);
}

interface PageRun {
  site: ProjectIndex;
  prepared: PreparedProjectIndex;
  specLoading: OpenApiLoadOptions;
  pageFiles: readonly string[];
  profiles: FileProfiles;
  pageOptions: LintPageOptions;
  cache: ResultCache | undefined;
  stats: LintRunStats;
  options: LintSiteOptions;
  rules: readonly Rule<any>[];
  configPath: string;
  external: ExternalLinkRegistry | undefined;
}

/**
 * Every selected page's outcome. With the cache, a page whose text is unchanged is not parsed: its
 * anchors come from the cache, and its problems too once the anchors its cross-file checks read are
 * found unchanged (else it is linted again, after phase 1, when every anchor is known).
 */
async function lintPages(run: PageRun): Promise<Map<string, FinishedPage>> {
  const { site, pageFiles, cache, stats } = run;
  const { anchorsFingerprint } = cache ? (await cacheModules!)[1] : { anchorsFingerprint: undefined! };
  const hashes = new Map<string, string>();
  let toLint: string[] = [...pageFiles];
  const reusable: string[] = [];
  if (cache) {
    toLint = [];
    for (const page of pageFiles) {
      const hash = cache.contentHash(page, site.absolutePath(page));
      if (hash !== undefined) hashes.set(page, hash);
      const anchors = hash === undefined ? undefined : cache.anchors(page, hash);
      if (anchors !== undefined) site.anchors.record(page, anchorsFromData(anchors));
      const stored = hash === undefined ? undefined : cache.result(page, hash);
      // A page that links to other sites is walked again in a run that checks them: its links are asked for then.
      if (stored && !(run.external && stored.deps.some(([target]) => isUrlDependency(target)))) reusable.push(page);
      else toLint.push(page);
    }
  }

  const outcomes = new Map<string, FinishedPage>();
  const runPages = new Set(pageFiles);
  const fingerprints = new Map<string, string>();
  /** The anchors a page's checks would read now: recorded, or from the cache when the page is unchanged, or read. */
  const fingerprint = (page: string): string => {
    // An external URL's result is no page's anchors: a page depending on one is walked again whenever links are checked.
    if (isUrlDependency(page)) return '';
    let print = fingerprints.get(page);
    if (print !== undefined) return print;
    if (cache && !runPages.has(page)) {
      // A page outside the run (ignored, or not selected): its anchors are cached by its content too.
      let hash = hashes.get(page);
      if (hash === undefined && (hash = cache.contentHash(page, site.absolutePath(page))) !== undefined) hashes.set(page, hash);
      const stored = hash === undefined ? undefined : cache.anchors(page, hash);
      if (stored !== undefined) {
        if (site.anchors.peek(page) === undefined) site.anchors.record(page, anchorsFromData(stored));
      } else if (hash !== undefined) cache.setAnchors(page, hash, anchorsToData(site.anchors.get(page)));
    }
    print = anchorsFingerprint(site.anchors.get(page));
    fingerprints.set(page, print);
    return print;
  };

  const progress = run.options.onProgress;
  const total = pageFiles.length;
  let done = total - toLint.length;
  const onPagesLinted = progress && ((count: number) => progress({ phase: 'linting pages', done: (done = Math.min(total, done + count)), total }));
  let backend: PageBackend | undefined;
  const start = async (pagesToLint: number): Promise<PageBackend> => {
    await run.prepared.load(run.specLoading);
    const { site, profiles, pageOptions, stats, options, rules } = run;
    const workersAllowed = !options.fix && !options.source && rules === allRules;
    return (backend ??= await startBackend({ site, profiles, pageOptions, config: options.config, workersAllowed, threads: options.threads, stats, onPagesLinted }, pagesToLint));
  };
  try {
    progress?.({ phase: 'linting pages', done, total });
    if (toLint.length > 0) await (await start(toLint.length)).lint(toLint);
    if (run.external) await checkRequestedLinks(run.external, cache?.externalResults(run.external.config.cacheTtl * 1000), stats);
    progress?.({ phase: 'cross-file checks', done: total, total });
    const relint: string[] = [];
    for (const page of reusable) {
      const stored = cache!.result(page, hashes.get(page)!)!;
      // Every dependency is looked at (no stopping at the first change): a page linted again then finds them all known.
      const current = stored.deps.map(([target, print]) => fingerprint(target) === print);
      if (current.every(Boolean)) outcomes.set(page, { problems: stored.problems(), reads: [] });
      else relint.push(page);
    }
    if (toLint.length > 0 || relint.length > 0) {
      const finished = await (await start(relint.length)).finish(relint);
      for (const [page, outcome] of finished) {
        outcomes.set(page, outcome);
        const hash = hashes.get(page);
        // A page whose anchors are unknown (the engine failed on it) is not cached: the next run lints it again.
        if (cache && hash !== undefined && site.anchors.peek(page) !== undefined) {
          const deps: Dependency[] = outcome.reads.map((target) => [target, fingerprint(target)]);
          cache.set(page, hash, anchorsToData(site.anchors.peek(page)), outcome.problems, deps);
        }
      }
    }
    stats.linted = toLint.length + relint.length;
    stats.cached = pageFiles.length - stats.linted;
    stats.threads = backend?.threads ?? 1;
  } catch (error) {
    if (!(error instanceof WorkerFailure)) throw error;
    await backend?.close();
    backend = undefined;
    // Start over in this thread: same pages, same results, only slower.
    const again = await lintPages({ ...run, options: { ...run.options, threads: 1 } });
    stats.workerFailure = error.message;
    return again;
  } finally {
    await backend?.close();
  }
  return outcomes;
}

import type { ResolvedConfig } from '../config/lint-config.js';
import { anchorsFromData, anchorsToData, type PageAnchorsData } from '../page/page-anchors.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { LintPageOptions } from './lint-page.js';
import type { FinishedPage, PageSession } from './page-session.js';
import { PageQueue, PageWorkers, threadCount, workerScript } from './page-workers.js';
import type { FileProfiles } from './enabled-rules.js';
import type { WorkerInit } from './worker-protocol.js';
import { splitLargePages } from './large-pages.js';

/** What linting the pages needs of a run, in this thread or in workers. */
export interface BackendRun {
  site: ProjectIndex;
  profiles: FileProfiles;
  pageOptions: LintPageOptions;
  config: ResolvedConfig;
  /** False when workers cannot serve the run: a fix rewrites pages others wait on; custom rules exist only in this thread. */
  workersAllowed: boolean;
  threads: number | 'auto' | undefined;
  /** Where the parses of every thread are counted, and how many threads linted the large pages. */
  stats: { parses: number; largePages?: LargePageStats };
  /** Told how many pages were just linted, in any thread (progress on a terminal). */
  onPagesLinted?: (count: number) => void;
}

/** The large pages of phase 1 in workers (see `large-pages.ts`): how many there were, and how many threads linted them (one). */
export interface LargePageStats {
  pages: number;
  threads: number;
}

/** The two phases over the pages, in this thread or in workers. */
export interface PageBackend {
  readonly threads: number;
  /** Phase 1 for `pages`; their anchors end up in the main thread's index. */
  lint(pages: readonly string[]): Promise<void>;
  /** Phase 2: every page linted so far, and `relint` (linted now, since every anchor is known), finished. */
  finish(relint: readonly string[]): Promise<Map<string, FinishedPage>>;
  close: () => Promise<void>;
}

export async function startBackend(run: BackendRun, pagesToLint: number): Promise<PageBackend> {
  const script = run.workersAllowed ? workerScript() : undefined;
  const threads = script ? threadCount(run.threads, pagesToLint) : 1;
  // The parser and the page engine are loaded only by a run that lints a page (a warm cache needs neither).
  const { pageParseCount } = await import('./lint-page.js');
  const { PageSession } = await import('./page-session.js');
  const parsesBefore = pageParseCount();
  const session = new PageSession(run.site, run.profiles, run.pageOptions);
  const linted = run.onPagesLinted ?? (() => undefined);
  const backend = !script || threads <= 1 ? inThisThread(session, linted) : withWorkers(run, session, new PageWorkers(threads - 1, script, workerInit(run)), linted);
  const close = backend.close;
  // This thread's parses are counted when the pages are done.
  backend.close = async () => {
    run.stats.parses += pageParseCount() - parsesBefore;
    await close();
  };
  return backend;
}

function inThisThread(session: PageSession, linted: (count: number) => void): PageBackend {
  return {
    threads: 1,
    async lint(pages) {
      // In their order: the large pages first (see large-pages.ts) lowered the peak of a 10,000-page
      // run by a sixth but made a 1,000-page run 13 % slower (CPU time, 4 interleaved pairs of runs).
      for (const page of pages) {
        session.lint(page);
        linted(1);
      }
    },
    async finish(relint) {
      for (const page of relint) {
        session.lint(page);
        linted(1);
      }
      return finishAll(session);
    },
    async close() {},
  };
}

function finishAll(session: PageSession): Map<string, FinishedPage> {
  const finished = new Map<string, FinishedPage>();
  for (const page of session.pages) finished.set(page, session.finish(page));
  return finished;
}

function workerInit(run: BackendRun): WorkerInit {
  const { site } = run;
  return {
    root: site.root,
    configPath: site.config.path,
    configText: site.config.text,
    bom: site.config.bom,
    files: [...site.files],
    pageFiles: [...site.pageFiles],
    excluded: [...site.excludedFiles],
    mintignore: site.siteIgnore.text,
    openapi: [...site.openapiDocuments],
    config: run.config,
    pageOptions: run.pageOptions,
    external: Boolean(site.externalLinks),
  };
}

/** Pages the main thread lints between two looks at the workers' messages. */
const MAIN_THREAD_BATCH = 2;

/**
 * The main thread lints pages beside the workers, from the same queue, in small batches: between
 * two batches it answers the workers, whose next batch is already waiting for them.
 */
function withWorkers(run: BackendRun, session: PageSession, workers: PageWorkers, linted: (count: number) => void): PageBackend {
  const { site } = run;
  const threads = workers.size + 1;
  return {
    threads,
    async lint(pages) {
      const { large, rest } = splitLargePages(pages, (page) => site.absolutePath(page));
      const largeSet = new Set(large);
      // The workers by index; -1 is the main thread.
      const largeThreads = new Set<number>();
      const queue = new PageQueue(rest, large);
      const batch = Math.max(1, Math.min(16, Math.ceil(pages.length / (threads * 32))));
      let failed = false;
      const inWorkers = workers.lint(queue, batch, (anchors, urls, worker) => {
        for (const [page, data] of anchors) {
          site.anchors.record(page, anchorsFromData(data));
          if (largeSet.has(page)) largeThreads.add(worker);
        }
        linted(anchors.length);
        for (const url of urls) site.externalLinks?.request(url);
      });
      inWorkers.catch(() => (failed = true));
      while (!failed) {
        const mine = queue.take(MAIN_THREAD_BATCH);
        if (mine.length === 0) break;
        for (const page of mine) {
          session.lint(page);
          if (largeSet.has(page)) largeThreads.add(-1);
          linted(1);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      await inWorkers;
      if (large.length > 0) run.stats.largePages = { pages: large.length, threads: largeThreads.size };
    },
    async finish(relint) {
      // The pages to lint again go round the threads; the main thread's share first.
      const shares: string[][] = Array.from({ length: threads }, () => []);
      relint.forEach((page, i) => shares[i % threads].push(page));
      const anchors: Array<[string, PageAnchorsData | null]> = [];
      for (const [page, recorded] of site.anchors.entries()) anchors.push([page, anchorsToData(recorded)]);
      const inWorkers = workers.finish(anchors, shares.slice(1), site.externalLinks?.entries());
      inWorkers.catch(() => undefined);
      for (const page of shares[0]) session.lint(page);
      const finished = finishAll(session);
      const { pages, extra, parses } = await inWorkers;
      for (const [page, outcome] of pages) finished.set(page, outcome);
      for (const [page, data] of extra) if (site.anchors.peek(page) === undefined) site.anchors.record(page, anchorsFromData(data));
      run.stats.parses += parses;
      return finished;
    },
    close: () => workers.close(),
  };
}

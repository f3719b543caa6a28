import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExternalLinkResult } from '../external/link-results.js';
import type { PageAnchorsData } from '../page/page-anchors.js';
import type { FinishedPage } from './page-session.js';
import type { FromWorker, ToWorker, WorkerInit } from './worker-protocol.js';

/**
 * Below this many pages to lint, `threads: 'auto'` lints in the main thread alone. A worker costs
 * its start (loading the parser and the rules, building its project index), a cold JIT and a heap
 * of its own, and competes with the main thread's garbage collector, which already uses a second
 * core. Measured on the scale sites of docs/performance.mdx on a 2-vCPU machine (best and median
 * of 5 to 10 interleaved runs of `--threads 1` against `--threads 2`): slower or even up to 1,600
 * pages, 11 % faster at 2,400, 20 % at 3,200 and 30 % at 10,000.
 */
export const AUTO_THREADS_MIN_PAGES = 2000;
/** `auto` uses no more threads than each gets this many pages. */
const AUTO_PAGES_PER_THREAD = 1000;

/** A worker thread failed (it crashed or ran out of memory): the run starts over in the main thread. */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';
}

/** The compiled worker script beside this module; undefined when running from TypeScript sources (ts-jest), where workers cannot run. */
export function workerScript(): URL | undefined {
  const url = new URL('./lint-worker.js', import.meta.url);
  try {
    return url.protocol === 'file:' && fs.existsSync(fileURLToPath(url)) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many threads lint the pages, the main thread included (so `n - 1` workers): a number is
 * obeyed (capped at the page count); `auto` decides by the page count and the cores.
 */
export function threadCount(requested: number | 'auto' | undefined, pagesToLint: number, cores = availableCores()): number {
  if (pagesToLint <= 1) return 1;
  if (typeof requested === 'number' && Number.isFinite(requested)) return Math.max(1, Math.min(Math.floor(requested), pagesToLint));
  if (pagesToLint < AUTO_THREADS_MIN_PAGES || cores < 2) return 1;
  return Math.max(1, Math.min(cores, Math.floor(pagesToLint / AUTO_PAGES_PER_THREAD)));
}

export function availableCores(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

interface WorkerSlot {
  worker: Worker;
  /** The replies the slot waits for, in the order the requests went (a worker answers in order). */
  waiting: Array<{ resolve: (message: FromWorker) => void; reject: (error: Error) => void }>;
  failure?: Error;
  /** Pages given to this worker so far. */
  assigned: number;
}

/**
 * Where phase 1 takes its pages from: shared by the main thread and the workers, each taking the
 * next batch when free. The large pages (see `large-pages.ts`) go to the first worker alone, one
 * page at a time, so that no two threads parse one at once, and the main thread, which answers the
 * workers between its batches, never holds them up for seconds.
 */
export class PageQueue {
  private next = 0;
  private nextLarge = 0;
  constructor(
    private readonly pages: readonly string[],
    private readonly large: readonly string[] = [],
  ) {}

  /** The next batch; to the thread that lints the large pages (`large`), the next large page alone while one is left. */
  take(count: number, large = false): string[] {
    if (large && this.nextLarge < this.large.length) return [this.large[this.nextLarge++]];
    const batch = this.pages.slice(this.next, this.next + count);
    this.next += batch.length;
    return batch;
  }
}

/**
 * The worker threads of one run. In phase 1 each takes batches of pages from the queue it shares
 * with the main thread, two batches in flight so it never waits for the main thread to answer;
 * it keeps the pages it linted. In phase 2 every worker gets the anchors of every page and
 * finishes its own pages.
 */
export class PageWorkers {
  private readonly slots: WorkerSlot[];

  constructor(count: number, script: URL, init: WorkerInit) {
    this.slots = Array.from({ length: count }, () => {
      const slot: WorkerSlot = { worker: new Worker(script, { workerData: init }), waiting: [], assigned: 0 };
      const fail = (error: Error) => {
        slot.failure ??= error;
        for (const waiting of slot.waiting.splice(0)) waiting.reject(slot.failure);
      };
      slot.worker.on('message', (message: FromWorker) => {
        if (message.type === 'failed') return fail(new WorkerFailure(`a page worker failed: ${message.message}`));
        slot.waiting.shift()?.resolve(message);
      });
      slot.worker.on('error', (error) => fail(new WorkerFailure(`a page worker failed: ${error.message}`)));
      slot.worker.on('exit', (code) => fail(new WorkerFailure(`a page worker stopped (exit code ${code})`)));
      return slot;
    });
  }

  get size(): number {
    return this.slots.length;
  }

  /**
   * Phase 1: the workers' share of the queue (the first worker takes the large pages); calls
   * `onLinted` with the anchors of each batch's pages, the links they ask to check and the worker's index.
   */
  async lint(queue: PageQueue, batch: number, onLinted: (anchors: Array<[string, PageAnchorsData | null]>, urls: string[], worker: number) => void): Promise<void> {
    const lane = async (slot: WorkerSlot, index: number) => {
      for (;;) {
        const pages = queue.take(batch, index === 0);
        if (pages.length === 0) return;
        slot.assigned += pages.length;
        const reply = await this.call(slot, { type: 'lint', pages });
        if (reply.type !== 'linted') throw new WorkerFailure(`a page worker answered ${reply.type} to lint`);
        onLinted(reply.anchors, reply.urls, index);
      }
    };
    await Promise.all(this.slots.flatMap((slot, index) => [lane(slot, index), lane(slot, index)]));
  }

  /**
   * Phase 2: `anchors` to every worker, each worker's share of `relint`, and every kept page
   * finished. Resolves with each page's outcome, the anchors the workers read themselves, and how
   * many pages they parsed in all.
   */
  finish(anchors: Array<[string, PageAnchorsData | null]>, relint: ReadonlyArray<readonly string[]>, external: Array<[string, ExternalLinkResult]> = []): Promise<{ pages: Map<string, FinishedPage>; extra: Array<[string, PageAnchorsData | null]>; parses: number }> {
    const calls = this.slots.map((slot, i) => this.call(slot, { type: 'finish', anchors, relint: [...(relint[i] ?? [])], external }));
    return Promise.all(calls).then((replies) => {
      const pages = new Map<string, FinishedPage>();
      const extra: Array<[string, PageAnchorsData | null]> = [];
      let parses = 0;
      for (const reply of replies) {
        if (reply.type !== 'finished') throw new WorkerFailure(`a page worker answered ${reply.type} to finish`);
        for (const [page, finished] of reply.pages) pages.set(page, finished);
        for (const entry of reply.extra) extra.push(entry);
        parses += reply.parses;
      }
      return { pages, extra, parses };
    });
  }

  async close(): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot) => {
        slot.failure ??= new WorkerFailure('the page workers were closed');
        await slot.worker.terminate();
      }),
    );
  }

  private call(slot: WorkerSlot, message: ToWorker): Promise<FromWorker> {
    if (slot.failure) return Promise.reject(slot.failure);
    return new Promise((resolve, reject) => {
      slot.waiting.push({ resolve, reject });
      slot.worker.postMessage(message);
    });
  }
}

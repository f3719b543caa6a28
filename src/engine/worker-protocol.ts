/**
 * The messages between the main thread and the page workers (see `page-workers.ts`). Everything
 * here is plain data: it crosses threads by structured clone.
 */
import type { ResolvedConfig } from '../config/lint-config.js';
import type { ExternalLinkResult } from '../external/link-results.js';
import type { PageAnchorsData } from '../page/page-anchors.js';
import type { OpenApiStatus } from '../site/openapi-documents.js';
import type { LintPageOptions } from './lint-page.js';
import type { FinishedPage } from './page-session.js';

/** `workerData`: what a worker needs to build the same project index as the main thread. */
export interface WorkerInit {
  root: string;
  configPath: string;
  /** docs.json's text as the main thread read it (without its byte-order mark). */
  configText: string;
  bom: boolean;
  /** The main thread's listing of the root, so every thread sees the same files. */
  files: string[];
  pageFiles: string[];
  /** The files `.mintignore` leaves out, and its text (each thread rebuilds the matcher from it). */
  excluded: string[];
  mintignore: string | undefined;
  /** The OpenAPI documents, read and validated once by the main thread. */
  openapi: Array<[string, OpenApiStatus]>;
  config: ResolvedConfig;
  pageOptions: LintPageOptions;
  /** `--external`: the worker's rule asks for links, which the main thread checks. */
  external: boolean;
}

export type ToWorker =
  /** Phase 1: lint these pages, keep them for phase 2, answer with their anchors. */
  | { type: 'lint'; pages: string[] }
  /**
   * Phase 2: the anchors of every page the main thread knows (the worker records those it lacks),
   * then lint `relint` (pages whose cached result is out of date), then finish every page kept.
   */
  | { type: 'finish'; anchors: Array<[string, PageAnchorsData | null]>; relint: string[]; external: Array<[string, ExternalLinkResult]> };

export type FromWorker =
  /** `urls`: the links to other sites the pages asked for (with `--external`), for the main thread to check. */
  | { type: 'linted'; anchors: Array<[string, PageAnchorsData | null]>; urls: string[] }
  | {
      type: 'finished';
      pages: Array<[string, FinishedPage]>;
      /** Anchors of pages nobody linted that this worker read and parsed itself (a link to an ignored page). */
      extra: Array<[string, PageAnchorsData | null]>;
      parses: number;
    }
  | { type: 'failed'; message: string };

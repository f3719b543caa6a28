/**
 * The messages between the main thread and the page workers (see `page-workers.ts`). Everything
 * here is plain data: it crosses threads by structured clone.
 */
import type { ResolvedConfig } from '../config/lint-config.js';
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
}

export type ToWorker =
  /** Phase 1: lint these pages, keep them for phase 2, answer with their anchors. */
  | { type: 'lint'; pages: string[] }
  /**
   * Phase 2: the anchors of every page the main thread knows (the worker records those it lacks),
   * then lint `relint` (pages whose cached result is out of date), then finish every page kept.
   */
  | { type: 'finish'; anchors: Array<[string, PageAnchorsData | null]>; relint: string[] };

export type FromWorker =
  | { type: 'linted'; anchors: Array<[string, PageAnchorsData | null]> }
  | {
      type: 'finished';
      pages: Array<[string, FinishedPage]>;
      /** Anchors of pages nobody linted that this worker read and parsed itself (a link to an ignored page). */
      extra: Array<[string, PageAnchorsData | null]>;
      parses: number;
    }
  | { type: 'failed'; message: string };

import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../engine/write-file-atomic.js';
import type { Problem } from '../engine/problem.js';
import type { PageAnchorsData } from '../page/page-anchors.js';
import type { OpenApiValidation, OpenApiValidationMemo } from '../site/openapi-documents.js';
import type { ExternalResultMemo } from '../external/link-checker.js';
import { isExternalLinkResult, type ExternalLinkResult } from '../external/link-results.js';
import { cacheLine, joinCacheLines, splitCacheLines } from './cache-lines.js';
import { CACHE_FORMAT, hashFile, hashText } from './fingerprints.js';

/** The cache file's name in the site root when no `--cache-location` is given. */
export const DEFAULT_CACHE_NAME = '.docs-lint-cache';

/** A problem as stored: no edits (a run that fixes never uses the cache), its file root-relative when it is not the page's own. */
type StoredProblem = Omit<Problem, 'filePath' | 'edits'> & { file?: string };

/**
 * A dependency of a page's cross-file checks: a page whose anchors they read, and what those
 * anchors were; or an external URL (`https://...`) whose result they read, which makes a run with
 * `--external` walk the page again.
 */
export type Dependency = [page: string, anchors: string];

/** A file's size and modification time when its hash was taken. */
type FileStamp = [size: number, mtimeMs: number];

/**
 * A file modified this shortly before the cache was written may have changed again within the
 * file system's timestamp resolution (2 s on FAT) without its stamp changing: git's "racy" files.
 * Its stamp is not trusted; it is read and hashed again.
 */
const RACY_MS = 2000;

interface StoredPage {
  /** The content hash of the text this entry describes. */
  hash: string;
  /** The file's stamp when `hash` was taken: while it is the same, the file is not read again to hash it. */
  stamp?: FileStamp;
  anchors: PageAnchorsData | null;
  /** The page's problems under the file's `key`, and the anchors its cross-file checks read. */
  result?: { problems: StoredProblem[]; deps: Dependency[] };
}

/** The header line of the file (`cache-lines.ts`); the pages follow it, one per line. */
interface CacheHeader {
  tool: 'docs-lint';
  format: number;
  version: string;
  /** The config and site fingerprints every result was made under. */
  key: string;
  /** The problems of docs.json (its text is part of `key`). */
  config?: StoredProblem[];
  /** OpenAPI schema validations by the hash of the spec's text (they depend on nothing else). */
  openapi?: Record<string, OpenApiValidation>;
  /** `--external` results by URL, with when they were found (ms since the epoch): kept for `externalLinks.cacheTtl`. */
  external?: Record<string, StoredExternalResult>;
}

type StoredExternalResult = [at: number, result: ExternalLinkResult];

/**
 * A page's entry: the bytes it was read as, parsed when first asked for (null: damaged, ignored),
 * or the entry this run made. An entry read and left alone is written back as the same bytes.
 */
interface PageSlot {
  raw?: Buffer;
  entry?: StoredPage | null;
}

export type CacheStatus = 'new' | 'loaded' | 'stale' | 'invalid';

/**
 * The per-page result cache (`--cache`): one file, read at the start of a run and written once at
 * its end, atomically. Anchors are kept by content hash alone (they depend on nothing else);
 * results only while the key (config, site, version) is the same. Whatever is wrong with the file
 * (not JSON, another tool's file, another format or version) it is ignored, as if there were
 * none, and rewritten; a damaged entry is ignored alone.
 */
export class ResultCache {
  private readonly pages = new Map<string, PageSlot>();
  private readonly validations = new Map<string, OpenApiValidation>();
  /** The validations this run looked up or made: only those are written back. */
  private readonly validationsUsed = new Set<string>();
  /** The hashes this run took, with the stamps they were taken at. */
  private readonly stamps = new Map<string, { hash: string; stamp: FileStamp }>();
  /** When the cache file was last written (its modification time); stamps newer than that are racy. */
  private readonly writtenAt: number;
  private readonly external = new Map<string, StoredExternalResult>();
  private config: StoredProblem[] | undefined;
  private changed = false;
  readonly status: CacheStatus;

  private constructor(
    readonly file: string,
    private readonly root: string,
    private readonly key: string,
    private readonly version: string,
  ) {
    this.writtenAt = modifiedAt(file);
    const loaded = readCacheFile(file, version);
    if (loaded === 'missing') this.status = 'new';
    else if (loaded === 'invalid') this.status = 'invalid';
    else {
      const current = loaded.key === key;
      this.status = current ? 'loaded' : 'stale';
      if (current) this.config = loaded.config;
      for (const [hash, validation] of Object.entries(loaded.openapi ?? {})) if (isValidation(validation)) this.validations.set(hash, validation);
      for (const [url, entry] of Object.entries(loaded.external ?? {})) {
        if (Array.isArray(entry) && typeof entry[0] === 'number' && isExternalLinkResult(entry[1])) this.external.set(url, [entry[0], entry[1]]);
      }
      for (const [page, raw] of loaded.pages) this.pages.set(page, { raw });
    }
    if (this.status !== 'loaded') this.changed = true;
  }

  static open(file: string, root: string, key: string, version: string): ResultCache {
    return new ResultCache(file, root, key, version);
  }

  /** docs.json's problems, when the key is unchanged. */
  configProblems(configFile: string): Problem[] | undefined {
    const own = path.relative(this.root, configFile).split(path.sep).join('/');
    return this.config?.map((problem) => this.revive(problem, own));
  }

  setConfigProblems(problems: readonly Problem[], configFile: string): void {
    this.config = problems.map((problem) => this.store(problem, configFile));
    this.changed = true;
  }

  /**
   * A page's content hash, taken from the cache without reading the file when its size and
   * modification time are those recorded with the hash (as ESLint's and git's caches do); else
   * the file is read and hashed. Undefined when it cannot be read.
   */
  contentHash(page: string, absolutePath: string): string | undefined {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(absolutePath);
    } catch {
      return undefined;
    }
    const entry = this.entry(page);
    const sameStamp = entry?.stamp?.[0] === stat.size && entry.stamp[1] === stat.mtimeMs;
    if (sameStamp && stat.mtimeMs < this.writtenAt - RACY_MS && stat.isFile()) return entry!.hash;
    const hash = hashFile(absolutePath, stat);
    if (hash === undefined) return undefined;
    const stamp: FileStamp = [stat.size, stat.mtimeMs];
    this.stamps.set(page, { hash, stamp });
    // Same content, new stamp (a checkout rewrote the file): the next run need not read it.
    if (entry && entry.hash === hash && !sameStamp) {
      this.pages.set(page, { entry: { ...entry, stamp } });
      this.changed = true;
    }
    return hash;
  }

  /** OpenAPI validations remembered by the spec's text, for `PreparedProjectIndex.load`. */
  openapiValidations(): OpenApiValidationMemo {
    return {
      get: (text) => {
        const key = hashText(text);
        this.validationsUsed.add(key);
        return this.validations.get(key);
      },
      set: (text, validation) => {
        const key = hashText(text);
        this.validationsUsed.add(key);
        this.validations.set(key, validation);
        this.changed = true;
      },
    };
  }

  /**
   * External links' results (they depend on nothing but the URL and the time): each is reused
   * while younger than `ttlMs`; older ones are dropped when the file is written.
   */
  externalResults(ttlMs: number, now = Date.now()): ExternalResultMemo {
    for (const [url, [at]] of this.external) {
      if (now - at >= ttlMs || at > now) {
        this.external.delete(url);
        this.changed = true;
      }
    }
    return {
      get: (url) => this.external.get(url)?.[1],
      set: (url, result) => {
        this.external.set(url, [now, result]);
        this.changed = true;
      },
    };
  }

  /** The page's anchors when the cache has them for this exact content; undefined when it does not. */
  anchors(page: string, hash: string): PageAnchorsData | null | undefined {
    const entry = this.entry(page);
    return entry && entry.hash === hash ? entry.anchors : undefined;
  }

  /** The page's stored result for this exact content, still to be checked against its dependencies. */
  result(page: string, hash: string): { deps: readonly Dependency[]; problems: () => Problem[] } | undefined {
    const entry = this.entry(page);
    if (!entry?.result || entry.hash !== hash) return undefined;
    const stored = entry.result.problems;
    return { deps: entry.result.deps, problems: () => stored.map((problem) => this.revive(problem, page)) };
  }

  /** Records a page linted in this run. */
  set(page: string, hash: string, anchors: PageAnchorsData | null, problems: readonly Problem[], deps: Dependency[]): void {
    const absolute = path.join(this.root, ...page.split('/'));
    this.pages.set(page, { entry: { hash, ...this.stampOf(page, hash), anchors, result: { problems: problems.map((problem) => this.store(problem, absolute)), deps } } });
    this.changed = true;
  }

  /** Records the anchors of a page outside the run that some page's checks read. */
  setAnchors(page: string, hash: string, anchors: PageAnchorsData | null): void {
    if (this.entry(page)?.hash === hash) return;
    this.pages.set(page, { entry: { hash, ...this.stampOf(page, hash), anchors } });
    this.changed = true;
  }

  /** A page's entry, parsed from its line on first use; results made under another key are dropped. */
  private entry(page: string): StoredPage | undefined {
    const slot = this.pages.get(page);
    if (!slot) return undefined;
    if (slot.entry === undefined) {
      const entry = parseEntry(slot.raw!);
      slot.entry = entry && this.status !== 'loaded' ? { hash: entry.hash, ...(entry.stamp ? { stamp: entry.stamp } : {}), anchors: entry.anchors } : entry;
    }
    return slot.entry ?? undefined;
  }

  private stampOf(page: string, hash: string): { stamp?: FileStamp } {
    const taken = this.stamps.get(page);
    return taken?.hash === hash ? { stamp: taken.stamp } : {};
  }

  /** Forgets every entry but those of `keep` (the site's files): pages deleted or renamed go. */
  retain(keep: ReadonlySet<string>): void {
    for (const page of this.pages.keys()) {
      if (!keep.has(page)) {
        this.pages.delete(page);
        this.changed = true;
      }
    }
  }

  /** Writes the file when anything changed; a failure is returned, never thrown (the run's results stand). */
  save(): { written: boolean; error?: string } {
    if (!this.changed) return { written: false };
    // A run that loaded no spec keeps every validation; one that did keeps those of the specs it read.
    const validations = [...this.validations].filter(([hash]) => this.validationsUsed.size === 0 || this.validationsUsed.has(hash));
    const header: CacheHeader = {
      tool: 'docs-lint',
      format: CACHE_FORMAT,
      version: this.version,
      key: this.key,
      ...(this.config ? { config: this.config } : {}),
      ...(validations.length > 0 ? { openapi: Object.fromEntries(validations) } : {}),
      ...(this.external.size > 0 ? { external: Object.fromEntries(this.external) } : {}),
    };
    const lines: Buffer[] = [];
    for (const [page, slot] of this.pages) {
      // Bytes read under another key may hold results made under it: those entries are parsed (and the results dropped).
      if (slot.raw && slot.entry !== null && this.status === 'loaded') lines.push(...cacheLine(page, slot.raw));
      else if (this.entry(page)) lines.push(...cacheLine(page, this.entry(page)!));
    }
    try {
      writeFileAtomic(this.file, joinCacheLines(header, lines), { create: true });
      this.changed = false;
      return { written: true };
    } catch (error) {
      return { written: false, error: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
    }
  }

  private store(problem: Problem, ownFile: string): StoredProblem {
    const { filePath, edits: _edits, ...rest } = problem;
    if (filePath === ownFile) return rest;
    return { ...rest, file: path.relative(this.root, filePath).split(path.sep).join('/') };
  }

  private revive(stored: StoredProblem, ownPage: string): Problem {
    const { file, ...rest } = stored;
    return { filePath: path.join(this.root, ...(file ?? ownPage).split('/')), ...rest };
  }
}

/**
 * Where the cache lives: `location` as given (a folder, existing or written with a trailing slash,
 * gets one file per site root in it), or `<root>/.docs-lint-cache`.
 */
export function cacheFilePath(root: string, location: string | undefined, cwd = process.cwd()): string {
  if (!location) return path.join(root, DEFAULT_CACHE_NAME);
  const resolved = path.resolve(cwd, location);
  let isFolder = /[\\/]$/.test(location);
  try {
    isFolder ||= fs.statSync(resolved).isDirectory();
  } catch {
    // not there yet: a file
  }
  return isFolder ? path.join(resolved, `docs-lint-${hashText(root).slice(0, 12)}.cache`) : resolved;
}

/** A file's modification time; -Infinity when it cannot be read (no stamp is then trusted). */
function modifiedAt(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -Infinity;
  }
}

function readCacheFile(file: string, version: string): (CacheHeader & { pages: Map<string, Buffer> }) | 'missing' | 'invalid' {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'invalid';
  }
  const lines = splitCacheLines(bytes);
  const data = lines?.header as Partial<CacheHeader> | null | undefined;
  if (!data || typeof data !== 'object' || data.tool !== 'docs-lint' || data.format !== CACHE_FORMAT || data.version !== version) return 'invalid';
  if (typeof data.key !== 'string' || (data.config !== undefined && !Array.isArray(data.config))) return 'invalid';
  return { ...(data as CacheHeader), pages: lines!.entries };
}

function parseEntry(raw: Buffer): StoredPage | null {
  try {
    const entry: unknown = JSON.parse(raw.toString('utf8'));
    return isStoredPage(entry) ? entry : null;
  } catch {
    return null;
  }
}

/** Entries are checked for shape as they are read, so a hand-edited file cannot crash a run. */
function isStoredPage(entry: unknown): entry is StoredPage {
  if (!entry || typeof entry !== 'object') return false;
  const { hash, stamp, anchors, result } = entry as StoredPage;
  if (typeof hash !== 'string') return false;
  if (stamp !== undefined && !(Array.isArray(stamp) && stamp.length === 2 && stamp.every((part) => typeof part === 'number'))) return false;
  if (anchors !== null && !(anchors && Array.isArray(anchors.anchors) && anchors.anchors.every((anchor) => typeof anchor === 'string') && typeof anchors.complete === 'boolean')) return false;
  if (result === undefined) return true;
  return Boolean(result) && Array.isArray(result.problems) && result.problems.every(isStoredProblem) && Array.isArray(result.deps) && result.deps.every((dep) => Array.isArray(dep) && dep.length === 2 && typeof dep[0] === 'string' && typeof dep[1] === 'string');
}

function isValidation(value: unknown): value is OpenApiValidation {
  if (!value || typeof value !== 'object') return false;
  const { valid, messages, additionalErrors, thrown } = value as { valid?: unknown; messages?: unknown; additionalErrors?: unknown; thrown?: unknown };
  if (valid === true) return true;
  if (valid === false) return Array.isArray(messages) && messages.every((message) => typeof message === 'string') && typeof additionalErrors === 'number';
  return typeof thrown === 'string';
}

function isStoredProblem(problem: unknown): boolean {
  if (!problem || typeof problem !== 'object') return false;
  const { message, line, column, severity, ruleId, file } = problem as StoredProblem;
  return typeof message === 'string' && typeof line === 'number' && typeof column === 'number' && (severity === 0 || severity === 1 || severity === 2) && (ruleId === null || typeof ruleId === 'string') && (file === undefined || typeof file === 'string');
}

import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { PageAnchors } from '../page/page-anchors.js';
import { readFileInventory, type FileInventory } from '../site/file-inventory.js';
import { MINTIGNORE_FILE } from '../site/mint-ignore.js';
import { loadOpenApiDocumentSync, type OpenApiStatus } from '../site/openapi-documents.js';
import { PageAnchorIndex } from '../site/page-anchor-index.js';
import { buildProjectIndexSync, type ProjectIndex } from '../site/project-index.js';
import { findSiteConfig, findSiteRootFrom, parseSiteConfig, readSiteConfig, type SiteConfigFile } from '../site/site-config-file.js';
import { validateOpenApiDocumentBlocking } from './openapi-validator.js';

/**
 * One ProjectIndex per site root (and `ignores`), shared by every rule of every file the process
 * lints: ESLint's CLI, the VS Code ESLint server and remark all call in here.
 *
 * Refresh, cheapest check first:
 * - the site config's stat (mtime and size), and that of every file its `$ref`s name, is compared on
 *   every call: an edited docs.json (or referenced file) is seen at once, and one the editor holds
 *   unsaved is used when that file itself is linted;
 * - the set of files is re-checked at most every `REFRESH_INTERVAL_MS`, by comparing the mtime of
 *   the root and of every folder under it (adding, removing or renaming a file changes its
 *   folder's mtime) with those recorded when the files were listed; only then are they re-listed.
 * - `.mintignore` is compared by its stat at the same interval: edited in place, it changes no
 *   folder's mtime, but it changes which files the site has;
 * - a page changed in place changes no folder, so other pages' anchors are re-read when the page's
 *   own stat changes (see `FreshPageAnchors`);
 * - OpenAPI statuses are kept by file (mtime and size): rebuilding the index for a new page does
 *   not validate the specs again.
 */
export const REFRESH_INTERVAL_MS = 1000;

/**
 * How often the set of files is re-checked. The language server sets it to Infinity when its
 * client watches the files and says what changed (then `forgetSite` does the work on a change).
 */
let folderCheckInterval = REFRESH_INTERVAL_MS;

export function setFolderCheckInterval(ms: number): void {
  folderCheckInterval = ms;
}

export interface SiteOptions {
  /** Globs (root-relative) of pages that are not linted, as the `ignores` of docs-lint's config. */
  ignores?: readonly string[];
}

interface SiteEntry {
  root: string;
  ignores: readonly string[];
  configPath: string;
  /** The config file's stat when it was last read from disk. */
  configStamp: string;
  /** The stat of every file the config's `$ref`s name (absolute path), when the index was built. */
  refStamps: Map<string, string>;
  /** The index built with an editor's unsaved text of one referenced file, while that text is linted. */
  unsavedPart?: { file: string; text: string; index: ProjectIndex };
  config: SiteConfigFile;
  inventory: FileInventory;
  /** Every folder of the root (the root included) with its mtime when the files were listed. */
  folders: Map<string, string>;
  /** The stat of the root's `.mintignore` when the files were listed. */
  mintignoreStamp: string;
  foldersCheckedAt: number;
  index: ProjectIndex;
}

const sites = new Map<string, SiteEntry>();
const rootsByFolder = new Map<string, { root: string | undefined; at: number }>();
const openapiStatuses = new Map<string, { stamp: string; status: OpenApiStatus }>();

/** The folder of the nearest `docs.json` / `mint.json` at or above `folder`. */
export function findSiteRoot(folder: string, now = Date.now()): string | undefined {
  const cached = rootsByFolder.get(folder);
  if (cached && now - cached.at < REFRESH_INTERVAL_MS) return cached.root;
  const root = findSiteRootFrom(folder);
  rootsByFolder.set(folder, { root, at: now });
  return root;
}

/** The index of the site `filePath` (absolute) belongs to, up to date; undefined outside any site. */
export function siteOf(filePath: string, options: SiteOptions = {}): ProjectIndex | undefined {
  const root = findSiteRoot(path.dirname(filePath));
  return root === undefined ? undefined : freshEntry(root, options)?.index;
}

/**
 * The index of the site whose config is `configPath`, built from `text` (what the editor holds,
 * saved or not). Undefined when the file is not its root's config (a mint.json beside a docs.json).
 */
export function siteOfConfig(configPath: string, text: string, options: SiteOptions = {}): ProjectIndex | undefined {
  const root = path.dirname(configPath);
  if (findSiteConfig(root) !== configPath) return undefined;
  const entry = freshEntry(root, options);
  if (!entry) return undefined;
  if (entry.config.text !== text) {
    entry.config = parseSiteConfig(configPath, text, entry.config.bom);
    entry.index = buildIndex(entry);
    entry.refStamps = refStampsOf(entry.index);
  }
  return entry.index;
}

/**
 * The index of the site whose config has a `$ref` to `filePath` (a JSON file), built with `text`
 * (what the editor holds) as that file's content. Undefined when no site's config names the file.
 */
export function siteOfConfigPart(filePath: string, text: string, options: SiteOptions = {}): ProjectIndex | undefined {
  const root = findSiteRoot(path.dirname(filePath));
  const entry = root === undefined ? undefined : freshEntry(root, options);
  const part = entry?.index.config.refs?.partAt(filePath);
  if (!entry || !part) return undefined;
  if (part.text === text.replace(/^\uFEFF/, '')) return entry.index;
  if (entry.unsavedPart?.file !== filePath || entry.unsavedPart.text !== text) {
    entry.unsavedPart = { file: filePath, text, index: buildIndex(entry, new Map([[filePath, text]])) };
  }
  return entry.unsavedPart.index;
}

/**
 * Lists the files of the site at `root` again on its next use (a file was created, deleted or
 * renamed): navigation, links and orphans then see the change. Keeps the OpenAPI statuses.
 */
export function forgetSite(root: string): void {
  for (const [key, entry] of sites) if (entry.root === root) sites.delete(key);
  rootsByFolder.clear();
}

/** Forgets every site (tests). */
export function clearSiteCache(): void {
  sites.clear();
  rootsByFolder.clear();
  openapiStatuses.clear();
}

function freshEntry(root: string, options: SiteOptions): SiteEntry | undefined {
  const ignores = options.ignores ?? [];
  const key = `${root}\u0000${JSON.stringify(ignores)}`;
  const configPath = findSiteConfig(root);
  if (!configPath) {
    sites.delete(key);
    return undefined;
  }
  const now = Date.now();
  let entry = sites.get(key);
  if (!entry) {
    const listing = listRoot(root, ignores);
    const config = readConfig(configPath);
    entry = { root, ignores, configPath, configStamp: config.stamp, config: config.file, refStamps: new Map(), ...listing, foldersCheckedAt: now, index: undefined as never };
    entry.index = buildIndex(entry);
    entry.refStamps = refStampsOf(entry.index);
    sites.set(key, entry);
    return entry;
  }
  let changed = false;
  const stamp = statStamp(configPath);
  if (configPath !== entry.configPath || stamp !== entry.configStamp) {
    const config = readConfig(configPath);
    Object.assign(entry, { configPath, configStamp: config.stamp, config: config.file });
    changed = true;
  }
  // A file a `$ref` names is part of the config: a change to it (or its coming or going) is a change to docs.json.
  if ([...entry.refStamps].some(([file, known]) => statStamp(file) !== known)) changed = true;
  if (now - entry.foldersCheckedAt >= folderCheckInterval) {
    entry.foldersCheckedAt = now;
    const mintignoreChanged = statStamp(path.join(root, MINTIGNORE_FILE)) !== entry.mintignoreStamp;
    if (mintignoreChanged || [...entry.folders].some(([folder, mtime]) => statStamp(folder, 'mtime') !== mtime)) {
      Object.assign(entry, listRoot(root, ignores));
      changed = true;
    }
  }
  if (changed) {
    entry.index = buildIndex(entry);
    entry.refStamps = refStampsOf(entry.index);
    entry.unsavedPart = undefined;
  }
  return entry;
}

function buildIndex(entry: SiteEntry, configTexts?: ReadonlyMap<string, string>): ProjectIndex {
  const index = buildProjectIndexSync(entry.root, entry.config, { ignores: entry.ignores, inventory: entry.inventory, loadOpenApi: loadOpenApiCached, configTexts });
  index.anchors = new FreshPageAnchors(index.absolutePath);
  return index;
}

function refStampsOf(index: ProjectIndex): Map<string, string> {
  return new Map([...(index.config.refs?.targets ?? [])].map((target) => {
    const file = index.absolutePath(target);
    return [file, statStamp(file)];
  }));
}

function readConfig(configPath: string): { file: SiteConfigFile; stamp: string } {
  const stamp = statStamp(configPath);
  return { file: readSiteConfig(configPath), stamp };
}

/** The site's files (as the CLI lists them) and its folders' mtimes, to tell later whether a file came or went. */
function listRoot(root: string, ignores: readonly string[]): { inventory: FileInventory; folders: Map<string, string>; mintignoreStamp: string } {
  const folders = new Map<string, string>();
  folders.set(root, statStamp(root, 'mtime'));
  const listed = fg.sync('**', { cwd: root, dot: false, onlyDirectories: true, followSymbolicLinks: false, suppressErrors: true, ignore: ['**/node_modules/**'] });
  for (const folder of listed) {
    const absolute = path.join(root, folder);
    folders.set(absolute, statStamp(absolute, 'mtime'));
  }
  // Stamped before it is read: a change while listing is seen at the next check.
  const mintignoreStamp = statStamp(path.join(root, MINTIGNORE_FILE));
  return { inventory: readFileInventory(root, ignores), folders, mintignoreStamp };
}

function loadOpenApiCached(absolutePath: string): OpenApiStatus {
  const stamp = statStamp(absolutePath);
  const cached = openapiStatuses.get(absolutePath);
  if (cached && cached.stamp === stamp) return cached.status;
  const status = loadOpenApiDocumentSync(absolutePath, validateOpenApiDocumentBlocking);
  // A document left unvalidated (no answer from the validator) is tried again on the next build.
  if (!(status.ok && status.validated === false)) openapiStatuses.set(absolutePath, { stamp, status });
  return status;
}

function statStamp(file: string, what: 'mtime' | 'mtime+size' = 'mtime+size'): string {
  try {
    const stat = fs.statSync(file);
    return what === 'mtime' ? String(stat.mtimeMs) : `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

/**
 * The anchors of other pages for a long-lived process: a page's anchors are kept with the stat
 * its file had when they were taken, and taken again (read from disk) once the file changed.
 * Anchors recorded from a lint (the editor's text, saved or not) stand until the file changes.
 */
class FreshPageAnchors extends PageAnchorIndex {
  private readonly known = new Map<string, { stamp: string; anchors: PageAnchors | undefined }>();

  constructor(private readonly pathOf: (relativePath: string) => string) {
    super(pathOf);
  }

  override record(relativePath: string, anchors: PageAnchors): void {
    this.known.set(relativePath, { stamp: statStamp(this.pathOf(relativePath)), anchors });
  }

  override get(relativePath: string): PageAnchors | undefined {
    // A read is a dependency of whatever `tracking` runs (the language server re-lints a page's readers when its headings change).
    this.noteRead(relativePath);
    const stamp = statStamp(this.pathOf(relativePath));
    const known = this.known.get(relativePath);
    if (known && known.stamp === stamp) return known.anchors;
    // A throw-away index reads and parses the page once, as the CLI's does.
    const anchors = new PageAnchorIndex(this.pathOf).get(relativePath);
    this.known.set(relativePath, { stamp, anchors });
    return anchors;
  }
}

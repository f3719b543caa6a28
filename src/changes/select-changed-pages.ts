import fs from 'node:fs';
import path from 'node:path';
import type { ProjectIndex } from '../site/project-index.js';
import type { SiteChanges } from './git-changes.js';

export interface ChangedSelection {
  /** The pages to lint: those that changed, and those that may link to or import what changed. */
  pages: string[];
  /** Lint docs.json too: it changed, or a file came or went (navigation rules depend on the file set). */
  config: boolean;
}

/**
 * Narrows a run to what a change can affect. A page that links to (or imports) a changed or
 * removed file names it in its text, by the file's last path segment, as a path: reading each
 * page's bytes and looking for those names is far cheaper than parsing, and never misses a linking
 * page (it may include a few extra ones, which are simply linted).
 */
export function selectChangedPages(site: ProjectIndex, changes: SiteChanges): ChangedSelection {
  const configName = path.basename(site.config.path);
  const pageSet = new Set(site.pageFiles);
  const touched = [...changes.added, ...changes.modified];
  const changedPages = touched.filter((file) => pageSet.has(file));
  // docs.json is also every file its `$ref`s name.
  const configFiles = new Set([configName, ...(site.config.refs?.targets ?? [])]);
  const config = touched.some((file) => configFiles.has(file)) || changes.removed.length > 0 || changes.added.length > 0;

  const names = [...new Set([...touched, ...changes.removed].filter((file) => !configFiles.has(file)).map(linkName))].filter((name) => name.length > 0);
  const selected = new Set(changedPages);
  if (names.length > 0) {
    const mentions = new LinkMentions(names);
    for (const page of site.pageFiles) {
      if (!selected.has(page) && mentions.foundIn(site.absolutePath(page))) selected.add(page);
    }
  }
  return { pages: site.pageFiles.filter((page) => selected.has(page)), config };
}

/** How other pages name a file: a page by its last segment without extension (`setup`, or its folder for `index`), other files with it. */
function linkName(file: string): string {
  const base = path.posix.basename(file);
  if (!/\.(mdx|md)$/i.test(base)) return base;
  const stem = base.replace(/\.(mdx|md)$/i, '');
  return stem === 'index' ? path.posix.basename(path.posix.dirname(file)) : stem;
}

/** Bytes read per page; a page past it is read whole (it is over the size docs-lint parses anyway). */
const SCAN_BYTES = 1024 * 1024;

/**
 * Finds pages that name one of the files as a link target or import would: the name right after
 * `/`, `(`, a quote, `<`, `=` or a reference definition's `]:` (spaces allowed after `(` and `]:`),
 * and not followed by more of a name. Prose that merely uses the word ("get", "setup", "proxy")
 * does not count, which on a large site is the difference between a few pages and half of them.
 * The bytes are searched as they are read: decoding every page would cost more than reading it,
 * and so would a new buffer per page.
 */
class LinkMentions {
  private readonly needles: Buffer[];
  private readonly buffer = Buffer.allocUnsafe(SCAN_BYTES);

  constructor(names: readonly string[]) {
    this.needles = names.map((name) => Buffer.from(name));
  }

  foundIn(absolutePath: string): boolean {
    const bytes = this.read(absolutePath);
    if (!bytes) return false;
    for (const needle of this.needles) {
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) {
        if (namedAsPath(bytes, at, needle.length)) return true;
      }
    }
    return false;
  }

  private read(absolutePath: string): Buffer | undefined {
    let fd: number | undefined;
    try {
      fd = fs.openSync(absolutePath, 'r');
      const length = fs.readSync(fd, this.buffer, 0, SCAN_BYTES, 0);
      return length < SCAN_BYTES ? this.buffer.subarray(0, length) : fs.readFileSync(fd);
    } catch {
      // Unreadable, or a folder: nothing it says can be looked at, and the run reports it when it lints it.
      return undefined;
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }
}

const PATH_OPENERS = new Set([...'/"\'`<=('].map((char) => char.charCodeAt(0)));
const SPACES = new Set([...' \t\r\n'].map((char) => char.charCodeAt(0)));
const [OPEN_PAREN, COLON, CLOSE_BRACKET] = ['(', ':', ']'].map((char) => char.charCodeAt(0));

/** Whether the name found at `at` stands where a path would: see `LinkMentions`. */
function namedAsPath(bytes: Buffer, at: number, length: number): boolean {
  const next = bytes[at + length];
  if (next !== undefined && isNameByte(next)) return false;
  let before = at - 1;
  while (before >= 0 && SPACES.has(bytes[before])) before--;
  if (before < 0) return false;
  const opener = bytes[before];
  const definition = opener === COLON && bytes[before - 1] === CLOSE_BRACKET;
  return before === at - 1 ? PATH_OPENERS.has(opener) || definition : opener === OPEN_PAREN || definition;
}

/** ASCII letters, digits, `_` and `-`: what continues a file name in a link. */
function isNameByte(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f || byte === 0x2d;
}

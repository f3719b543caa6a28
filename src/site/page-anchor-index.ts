import path from 'node:path';
import { anchorOptionsOf, collectPageAnchors, type PageAnchors } from '../page/page-anchors.js';
import { parsePage } from '../page/parse-page.js';
import { readPageText } from '../page/read-page-text.js';

/**
 * The anchors of every page, by root-relative path. The engine records each page's anchors as it
 * lints the page (no second parse); a page nobody linted yet (the editor lints one file at a time)
 * is read and parsed on first request, once.
 *
 * Only each page's anchor set is kept, never its tree or text, so the index grows with the number
 * of headings, not with the size of the pages.
 */
export class PageAnchorIndex {
  /** `null`: the page cannot be read or parsed, so nobody can list its anchors. */
  private readonly byPage = new Map<string, PageAnchors | null>();
  /** The pages asked for while `tracking` runs (the result cache records what a page depends on). */
  private reads: Set<string> | undefined;
  private parseCount = 0;

  constructor(private readonly absolutePath: (relativePath: string) => string) {}

  /** Records a page's anchors; `null` when the page cannot be read or parsed. */
  record(relativePath: string, anchors: PageAnchors | null): void {
    this.byPage.set(relativePath, anchors);
  }

  /** The page's anchors; undefined when it cannot be read or parsed (then nobody can tell). */
  get(relativePath: string): PageAnchors | undefined {
    this.reads?.add(relativePath);
    if (!this.byPage.has(relativePath)) this.byPage.set(relativePath, this.read(relativePath));
    return this.byPage.get(relativePath) ?? undefined;
  }

  /**
   * Counts a read that is not of a page's anchors (an external URL's result, keyed by its URL) as
   * a dependency of whatever `tracking` runs now.
   */
  noteRead(key: string): void {
    this.reads?.add(key);
  }

  /**
   * The page's anchors with those of the snippets it renders (and theirs in turn): the generator
   * puts a snippet's content, headings included, into the page. Undefined when the page cannot be
   * read or parsed; incomplete when a snippet it renders cannot be.
   */
  withIncludes(relativePath: string): PageAnchors | undefined {
    const own = this.get(relativePath);
    if (!own?.includes) return own;
    const anchors = new Set(own.anchors);
    let complete = own.complete;
    const seen = new Set([relativePath]);
    const queue: Array<[string, readonly string[]]> = [[relativePath, own.includes]];
    while (queue.length > 0) {
      const [from, sources] = queue.shift()!;
      for (const source of sources) {
        const file = source.startsWith('/') ? source.replace(/^\/+/, '') : path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
        if (seen.has(file)) continue;
        seen.add(file);
        const included = this.get(file);
        if (!included) {
          complete = false;
          continue;
        }
        for (const anchor of included.anchors) anchors.add(anchor);
        complete &&= included.complete;
        if (included.includes) queue.push([file, included.includes]);
      }
    }
    return { anchors, complete };
  }

  /** What is recorded for the page, without reading it: undefined when nothing is recorded yet. */
  peek(relativePath: string): PageAnchors | null | undefined {
    return this.byPage.get(relativePath);
  }

  /** Every page recorded so far (in recording order). */
  entries(): IterableIterator<[string, PageAnchors | null]> {
    return this.byPage.entries();
  }

  /** How many pages this index read and parsed itself (pages nobody linted). */
  get parses(): number {
    return this.parseCount;
  }

  /** Runs `fn` and returns, beside its value, every page whose anchors it asked for. */
  tracking<T>(fn: () => T): { value: T; reads: Set<string> } {
    const outer = this.reads;
    const reads = new Set<string>();
    this.reads = reads;
    try {
      return { value: fn(), reads };
    } finally {
      this.reads = outer;
      if (outer) for (const read of reads) outer.add(read);
    }
  }

  private read(relativePath: string): PageAnchors | null {
    const { text } = readPageText(this.absolutePath(relativePath));
    if (text === undefined) return null;
    this.parseCount++;
    const parsed = parsePage(text, { htmlComments: relativePath.endsWith('.md') });
    if (!parsed.tree) return null;
    return collectPageAnchors(parsed.tree, anchorOptionsOf(parsed.frontMatter?.data, parsed.customHeadingIds));
  }
}

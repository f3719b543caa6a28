import { PageAnchorCollector, type PageAnchors } from '../page/page-anchors.js';
import { parsePage } from '../page/parse-page.js';
import { readPageText } from '../page/read-page-text.js';

/**
 * The anchors of every page, by root-relative path. The engine records each page's anchors as it
 * lints the page (no second parse); a page nobody linted yet (the editor lints one file at a time)
 * is read and parsed on first request, once.
 */
export class PageAnchorIndex {
  private readonly byPage = new Map<string, PageAnchors | null>();

  constructor(private readonly absolutePath: (relativePath: string) => string) {}

  record(relativePath: string, anchors: PageAnchors): void {
    this.byPage.set(relativePath, anchors);
  }

  /** The page's anchors; undefined when it cannot be read or parsed (then nobody can tell). */
  get(relativePath: string): PageAnchors | undefined {
    if (!this.byPage.has(relativePath)) this.byPage.set(relativePath, this.read(relativePath));
    return this.byPage.get(relativePath) ?? undefined;
  }

  private read(relativePath: string): PageAnchors | null {
    const { text } = readPageText(this.absolutePath(relativePath));
    if (text === undefined) return null;
    const parsed = parsePage(text, { htmlComments: relativePath.endsWith('.md') });
    if (!parsed.tree) return null;
    const collector = new PageAnchorCollector();
    const stack: Array<{ type: string; children?: unknown[] }> = [parsed.tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      collector.observe(node as never);
      // Children go on in reverse so headings are seen in page order, as the slugger numbers repeats.
      if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as never);
    }
    return collector.result();
  }
}

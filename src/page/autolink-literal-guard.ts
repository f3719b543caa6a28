import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Processor } from 'unified';

type Transform = (tree: Root) => Root | undefined | void;

/**
 * What a text node must hold for GFM's search for bare URLs and emails to find anything: each of
 * its four expressions needs `http://`, `https://` or `www.` (in any case), or an `@`.
 */
const MAY_START_A_LITERAL = /https?:\/\/|www\.|@/i;

/** GFM's search itself (mdast-util-gfm-autolink-literal's tree transform), as remark-gfm installs it. */
const searchLiterals = gfmAutolinkLiteralFromMarkdown().transforms?.[0] as Transform | undefined;

let searches = 0;

/** How many pages GFM's search for bare URLs and emails has run on, in this thread (for the tests). */
export function autolinkLiteralSearches(): number {
  return searches;
}

/**
 * Runs GFM's search for bare URLs and emails only on a tree with a text node that could hold one.
 * The search walks the whole tree once for each of its four expressions: on the 10,000-page site
 * it took 5.1 s of a 79 s run, though most pages have no such text (their URLs are in links).
 * A tree without such text is one the search would leave as it is, so skipping it changes nothing.
 * Returns whether the search was found among the processor's extensions and guarded.
 */
export function guardAutolinkLiterals(processor: Processor<Root>): boolean {
  if (!searchLiterals) return false;
  let guarded = false;
  const visit = (extension: unknown): void => {
    if (Array.isArray(extension)) return extension.forEach(visit);
    const transforms = (extension as { transforms?: Transform[] } | undefined)?.transforms;
    const at = transforms?.indexOf(searchLiterals) ?? -1;
    if (!transforms || at < 0) return;
    transforms[at] = (tree) => {
      if (!mayHoldLiteral(tree)) return;
      searches++;
      return searchLiterals(tree);
    };
    guarded = true;
  };
  visit(processor.data('fromMarkdownExtensions'));
  return guarded;
}

/**
 * A tree nested deeper than this is searched whatever its text. The search recurses: on a page
 * nested thousands of levels deep it overflows the stack, as it does in the site generator, and
 * docs-lint reports the page as too deep to parse. Skipping the search would hide that.
 */
const SEARCH_ANYWAY_DEPTH = 1000;

function mayHoldLiteral(tree: Root): boolean {
  const nodes: Nodes[] = [tree];
  const depths: number[] = [0];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (node.type === 'text' && MAY_START_A_LITERAL.test(node.value)) return true;
    if (!('children' in node)) continue;
    if (depth >= SEARCH_ANYWAY_DEPTH) return true;
    for (const child of node.children) {
      nodes.push(child as Nodes);
      depths.push(depth + 1);
    }
  }
  return false;
}

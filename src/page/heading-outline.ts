/**
 * A page's outline as the heading rules judge it, so that they agree with each other and with
 * their fixes: an empty heading is not part of it (heading-descriptive reports it and removes it),
 * and heading-start-level's fix, when it applies, moves every heading by the same number of levels.
 */
import type { Heading } from 'mdast';
import { nodeText } from './node-text.js';

export interface OutlineHeading {
  node: Heading;
  /** The heading's text, with white space collapsed. */
  text: string;
  /** `## Title` (ATX) rather than `Title` over a `===` or `---` underline (setext). */
  atx: boolean;
}

/** What the page says about itself that decides where its outline starts. */
export interface OutlinePage {
  /** The front matter `title`, when it is a string that is not blank. */
  title?: string;
  isSnippet: boolean;
}

/**
 * An empty heading: `#` alone on a line, or with only white space or its closing `#`s. It shows
 * nothing and gets no anchor, so the outline is read as if it were not there. A heading holding
 * only an image or an expression is not empty: it shows something.
 */
export function isEmptyHeading(node: Heading): boolean {
  return node.children.every((child) => child.type === 'text' && child.value.trim() === '');
}

/** The heading as the outline holds it, or undefined for an empty one. */
export function outlineHeading(node: Heading, sourceText: string): OutlineHeading | undefined {
  if (isEmptyHeading(node)) return undefined;
  const start = node.position?.start.offset;
  return { node, text: nodeText(node).text.replace(/\s+/g, ' ').trim(), atx: start !== undefined && sourceText[start] === '#' };
}

/**
 * How heading-start-level's fix moves the page's headings: `+1` when the first heading is a
 * level-1 heading that the front matter `title` makes redundant as a level (every heading moves
 * down one level), `-n` when the first heading is level 2 + n (every heading moves up n levels),
 * and 0 when no fix moves them (none is needed, or it cannot keep the outline's shape).
 */
export function plannedShift(headings: readonly OutlineHeading[], page: OutlinePage): number {
  const first = headings[0];
  if (!first) return 0;
  if (first.node.depth === 1) {
    // Moved to the front matter or deleted, not shifted: no fix moves the others.
    if (!page.title ? !page.isSnippet : sameText(first.text, page.title)) return 0;
    return headings.some((heading) => !heading.atx || heading.node.depth >= 6) ? 0 : 1;
  }
  if (first.node.depth > 2 && !page.isSnippet) {
    return headings.some((heading) => !heading.atx || heading.node.depth < first.node.depth) ? 0 : 2 - first.node.depth;
  }
  return 0;
}

export function sameText(a: string, b: string): boolean {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return normal(a) === normal(b);
}

/** The front matter `title` of a page, when it is a string that is not blank. */
export function pageTitle(frontMatterData: Record<string, unknown> | undefined): string | undefined {
  const title = frontMatterData?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

import type { Heading } from 'mdast';
import { createRule } from '../src/rule-kit/create-rule.js';
import { isRepositoryFile } from '../src/site/page-kinds.js';
import { outlineHeading, pageTitle, plannedShift, sameText, type OutlineHeading } from '../src/page/heading-outline.js';
import { codeCommentHeading } from '../src/page/code-comment-headings.js';
import type { TextEdit, Visitors } from '../src/types.js';

/** Why the body of a page starts at level 2, by what the page is. */
const WHY_LEVEL_2 = {
  title: 'the site shows the front matter `title` as the page\'s level-1 heading',
  noTitle: 'the site shows the page title as the page\'s only level-1 heading, and this page has no `title` in its front matter yet',
  snippet: 'this snippet shows inside the pages that import it, whose titles are their level-1 headings',
};

export default createRule({
  meta: {
    id: 'heading-start-level',
    description: 'The page body has no level-1 heading, and its first heading is level 2: the page title comes from the front matter.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: true,
    messages: {
      h1: 'Level-1 heading "{{text}}": {{why}}, so the body starts at level 2. Write `## {{text}}`{{more}}.',
      h1RepeatsTitle: 'Level-1 heading "{{text}}" repeats the page title, which the site already shows from the front matter `title`. Delete this heading.',
      h1AsTitle: 'Level-1 heading "{{text}}": the site takes the page title from `title` in the front matter, not from the body. Put `title: "{{text}}"` in the front matter and delete this heading.',
      firstNotH2: 'The first heading, "{{text}}", is level {{depth}}, so the page skips level 2. Write `## {{text}}`{{more}}.',
      codeComment:
        'Heading "{{text}}" looks like a comment of a code sample: the line next to it (line {{line}}, `{{code}}`) is code outside a fenced code block, so its `#` makes a heading and the code runs together as text. Put the sample in a fenced code block: a line with ``` and its language (such as ```python) before it, and ``` after it.',
    },
  },
  create(context): Visitors {
    const page = context.page;
    // An empty heading is not part of the outline: heading-descriptive reports it, once, and removes it.
    const headings: OutlineHeading[] = [];
    /** The code samples reported so far, by where each starts: one report per sample. */
    const samples = new Set<number>();
    if (page && isRepositoryFile(page.relativePath)) return {};
    return {
      heading(node: Heading, info: { parent: unknown }) {
        // A comment of an unfenced code sample is no section: it is reported once per sample, and left out of the outline.
        const comment = codeCommentHeading(node, info.parent as never, context.sourceText);
        if (comment) {
          if (samples.has(comment.sampleStart)) return;
          samples.add(comment.sampleStart);
          const text = outlineHeading(node, context.sourceText)?.text ?? '';
          return context.report({ node, messageId: 'codeComment', data: { text, line: comment.line, code: comment.code } });
        }
        const heading = outlineHeading(node, context.sourceText);
        if (heading) headings.push(heading);
      },
      'root:exit'() {
        if (headings.length === 0) return;
        const first = headings[0];
        const title = pageTitle(page?.frontMatter?.data);
        const isSnippet = page?.isSnippet === true;
        const shift = plannedShift(headings, { title, isSnippet });
        const why = WHY_LEVEL_2[isSnippet ? 'snippet' : title ? 'title' : 'noTitle'];
        for (const heading of headings) {
          if (heading.node.depth !== 1) continue;
          const isFirst = heading === first;
          if (isFirst && !title && !isSnippet) {
            context.report({ node: heading.node, messageId: 'h1AsTitle', data: { text: heading.text } });
          } else if (isFirst && title && sameText(heading.text, title)) {
            context.report({ node: heading.node, messageId: 'h1RepeatsTitle', data: { text: heading.text } });
          } else {
            // The fix moves the whole outline, so only the first heading's report carries it.
            const fix: TextEdit[] | null = isFirst && shift === 1 ? demoteAll(headings) : null;
            const more = fix ? ' and move every heading below it down one level' : '';
            context.report({ node: heading.node, messageId: 'h1', data: { text: heading.text, why, more }, fix });
          }
        }
        // A snippet is placed under a heading of the page that imports it: it may start at any level.
        if (first.node.depth > 2 && !isSnippet) {
          const fix = shift < 0 ? promoteAll(headings, -shift) : null;
          const more = fix ? ' and move every heading up by the same number of levels' : ', or add a level-2 heading above it';
          context.report({ node: first.node, messageId: 'firstNotH2', data: { text: first.text, depth: first.node.depth, more }, fix });
        }
      },
    };
  },
});

/**
 * Moves every heading of the page down one level (`#` → `##`, `##` → `###`, ...), which keeps the
 * outline as it is and leaves anchors unchanged. Offered only when every heading is ATX (a setext
 * underline cannot say level 3) and none is already level 6.
 */
function demoteAll(headings: readonly OutlineHeading[]): TextEdit[] | null {
  if (headings.some((heading) => !heading.atx || heading.node.depth >= 6)) return null;
  return headings.map((heading) => {
    const offset = heading.node.position!.start.offset!;
    return { range: [offset, offset], text: '#' };
  });
}

/**
 * Moves every heading up `levels` levels (`###` → `##` when `levels` is 1), for a page whose first
 * heading is level 3 or deeper. Offered only when no heading is shallower than the first one, so the
 * outline keeps its shape; such headings are all ATX, as setext ones are level 1 or 2.
 */
function promoteAll(headings: readonly OutlineHeading[], levels: number): TextEdit[] | null {
  const firstDepth = headings[0].node.depth;
  if (headings.some((heading) => !heading.atx || heading.node.depth < firstDepth)) return null;
  return headings.map((heading) => {
    const offset = heading.node.position!.start.offset!;
    return { range: [offset, offset + levels], text: '' };
  });
}

import type { Heading } from 'mdast';
import { createRule } from '../src/rule-kit/create-rule.js';
import { isRepositoryFile } from '../src/site/page-kinds.js';
import { nodeText } from '../src/page/node-text.js';
import type { TextEdit, Visitors } from '../src/types.js';

interface SeenHeading {
  node: Heading;
  text: string;
  /** `## Title` (ATX) rather than `Title` over a `===` or `---` underline (setext). */
  atx: boolean;
}


export default createRule({
  meta: {
    id: 'heading-start-level',
    description: 'The page body has no level-1 heading, and its first heading is level 2: the page title comes from the front matter.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: true,
    messages: {
      h1: 'Level-1 heading "{{text}}": the site shows the front matter `title` as the page\'s level-1 heading, so the body starts at level 2. Write `## {{text}}`{{more}}.',
      h1RepeatsTitle: 'Level-1 heading "{{text}}" repeats the page title, which the site already shows from the front matter `title`. Delete this heading.',
      h1AsTitle: 'Level-1 heading "{{text}}": the site takes the page title from `title` in the front matter, not from the body. Put `title: "{{text}}"` in the front matter and delete this heading.',
      firstNotH2: 'The first heading, "{{text}}", is level {{depth}}, so the page skips level 2. Write `## {{text}}`{{more}}.',
    },
  },
  create(context): Visitors {
    const page = context.page;
    const headings: SeenHeading[] = [];
    if (page && isRepositoryFile(page.relativePath)) return {};
    return {
      heading(node: Heading) {
        const start = node.position?.start.offset;
        const atx = start !== undefined && context.sourceText[start] === '#';
        headings.push({ node, text: nodeText(node).text.replace(/\s+/g, ' ').trim(), atx });
      },
      'root:exit'() {
        if (headings.length === 0) return;
        const first = headings[0];
        const title = page?.frontMatter?.data?.title;
        const hasTitle = typeof title === 'string' && title.trim() !== '';
        for (const heading of headings) {
          if (heading.node.depth !== 1) continue;
          const isFirst = heading === first;
          if (isFirst && !hasTitle && !page?.isSnippet) {
            context.report({ node: heading.node, messageId: 'h1AsTitle', data: { text: heading.text } });
          } else if (isFirst && hasTitle && sameText(heading.text, title as string)) {
            context.report({ node: heading.node, messageId: 'h1RepeatsTitle', data: { text: heading.text } });
          } else {
            // The fix moves the whole outline, so only the first heading's report carries it.
            const fix: TextEdit[] | null = isFirst ? demoteAll(headings) : null;
            const more = fix ? ' and move every heading below it down one level' : '';
            context.report({ node: heading.node, messageId: 'h1', data: { text: heading.text, more }, fix });
          }
        }
        // A snippet is placed under a heading of the page that imports it: it may start at any level.
        if (first.node.depth > 2 && !page?.isSnippet) {
          const fix = promoteAll(headings, first.node.depth - 2);
          const more = fix ? ' and move every heading up by the same number of levels' : ', or add a level-2 heading above it';
          context.report({ node: first.node, messageId: 'firstNotH2', data: { text: first.text, depth: first.node.depth, more }, fix });
        }
      },
    };
  },
});

function sameText(a: string, b: string): boolean {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  return normal(a) === normal(b);
}

/**
 * Moves every heading of the page down one level (`#` → `##`, `##` → `###`, ...), which keeps the
 * outline as it is and leaves anchors unchanged. Offered only when every heading is ATX (a setext
 * underline cannot say level 3) and none is already level 6.
 */
function demoteAll(headings: readonly SeenHeading[]): TextEdit[] | null {
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
function promoteAll(headings: readonly SeenHeading[], levels: number): TextEdit[] | null {
  const firstDepth = headings[0].node.depth;
  if (headings.some((heading) => !heading.atx || heading.node.depth < firstDepth)) return null;
  return headings.map((heading) => {
    const offset = heading.node.position!.start.offset!;
    return { range: [offset, offset + levels], text: '' };
  });
}

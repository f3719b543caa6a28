import type { Heading } from 'mdast';
import { createRule } from '../src/rule-kit/create-rule.js';
import { outlineHeading, pageTitle, plannedShift, type OutlineHeading } from '../src/page/heading-outline.js';
import { isRepositoryFile } from '../src/site/page-kinds.js';
import { codeCommentHeading } from '../src/page/code-comment-headings.js';

export default createRule({
  meta: {
    id: 'heading-increment',
    description: 'Each heading is at most one level deeper than the heading before it (no `##` followed by `####`).',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    // One message id whichever advice it gives: the id is part of a baselined problem's fingerprint,
    // and heading-start-level's fix changes the advice (the shift) of the skips it leaves.
    messages: {
      skipped: 'Heading "{{text}}" is level {{depth}}, but the heading before it (line {{line}}) is level {{previous}}: the outline skips {{skipped}}. {{advice}}',
    },
  },
  create(context) {
    const page = context.page;
    // An empty heading is not part of the outline: the next heading is judged as if it were gone.
    const headings: OutlineHeading[] = [];
    return {
      heading(node: Heading, info: { parent: unknown }) {
        // A comment of an unfenced code sample is no section (heading-start-level reports it).
        if (codeCommentHeading(node, info.parent as never, context.sourceText)) return;
        const heading = outlineHeading(node, context.sourceText);
        if (heading) headings.push(heading);
      },
      'root:exit'() {
        // heading-start-level's fix moves every heading at once: suggest the level that is right after it.
        const shift = page && !isRepositoryFile(page.relativePath) ? plannedShift(headings, { title: pageTitle(page.frontMatter?.data), isSnippet: page.isSnippet }) : 0;
        headings.forEach((heading, index) => {
          const previous = headings[index - 1]?.node;
          const { node, text } = heading;
          if (!previous || node.depth <= previous.depth + 1) return;
          const data = {
            text,
            depth: node.depth,
            previous: previous.depth,
            line: previous.position?.start.line ?? 1,
            missing: previous.depth + 1,
            skipped: skippedLevels(previous.depth, node.depth),
            hashes: '#'.repeat(previous.depth + 1 + shift),
          };
          const advice =
            shift === 0
              ? `Write \`${data.hashes} ${text}\`, or add a level-${data.missing} heading between them.`
              : `Every heading of the page moves ${shift > 0 ? 'down one level' : `up ${levelCount(-shift)}`} for the body to start at level 2 (heading-start-level), which makes this one \`${'#'.repeat(node.depth + shift)} ${text}\`; it belongs at \`${data.hashes} ${text}\`, one level below the heading before it.`;
          context.report({ node, messageId: 'skipped', data: { ...data, advice } });
        });
      },
    };
  },
});

/** `level 3`, `levels 3 and 4`, `levels 3 to 5`. */
function skippedLevels(from: number, to: number): string {
  const first = from + 1;
  const last = to - 1;
  if (first === last) return `level ${first}`;
  return last === first + 1 ? `levels ${first} and ${last}` : `levels ${first} to ${last}`;
}

function levelCount(levels: number): string {
  return levels === 1 ? 'one level' : `${levels} levels`;
}

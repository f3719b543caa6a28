import type { Heading } from 'mdast';
import { createRule } from '../src/rule-kit/create-rule.js';
import { nodeText } from '../src/page/node-text.js';

export default createRule({
  meta: {
    id: 'heading-increment',
    description: 'Each heading is at most one level deeper than the heading before it (no `##` followed by `####`).',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      skipped:
        'Heading "{{text}}" is level {{depth}}, but the heading before it (line {{line}}) is level {{previous}}: the outline skips {{skipped}}. Write `{{hashes}} {{text}}`, or add a level-{{missing}} heading between them.',
    },
  },
  create(context) {
    let previous: Heading | undefined;
    return {
      heading(node: Heading) {
        if (previous && node.depth > previous.depth + 1) {
          const text = nodeText(node).text.replace(/\s+/g, ' ').trim();
          context.report({
            node,
            messageId: 'skipped',
            data: {
              text,
              depth: node.depth,
              previous: previous.depth,
              line: previous.position?.start.line ?? 1,
              missing: previous.depth + 1,
              skipped: skippedLevels(previous.depth, node.depth),
              hashes: '#'.repeat(previous.depth + 1),
            },
          });
        }
        previous = node;
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

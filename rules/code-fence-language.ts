import type { Code } from 'mdast';
import { createRule } from '../src/rule-kit/create-rule.js';

export default createRule({
  meta: {
    id: 'code-fence-language',
    description: 'Every fenced code block names its language, such as ```bash.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      missing:
        'This code block has no language, so it gets no syntax highlighting. Name the language after the opening {{fence}}, such as {{fence}}bash or {{fence}}json, or {{fence}}text for plain output.',
    },
  },
  create(context) {
    return {
      code(node: Code) {
        if (node.lang) return;
        // Only fenced blocks: an indented code block (plain markdown) has nowhere to put a language.
        const start = node.position?.start.offset;
        if (start === undefined) return;
        const fence = context.sourceText.slice(start).match(/^(`{3,}|~{3,})/);
        if (!fence) return;
        context.report({ node, messageId: 'missing', data: { fence: fence[1] } });
      },
    };
  },
});

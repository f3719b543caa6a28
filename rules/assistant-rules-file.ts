import { createRule } from '../src/rule-kit/create-rule.js';

export default createRule({
  meta: {
    id: 'assistant-rules-file',
    description: 'The docs repository has an assistant rules file (.cursor/rules/*.mdc, .windsurf/rules/*.md, CLAUDE.md or AGENTS.md).',
    category: 'config',
    defaultSeverity: 'off',
    fixable: false,
    messages: {
      missing:
        'This docs repository has no assistant rules file, so AI assistants do not know how its pages are written. Run `docs-lint init --assistant cursor` (or windsurf, claude, agents, all) to generate one from your configuration.',
    },
  },
  create(context) {
    return {
      Document() {
        if (context.site.assistantRulesFiles().length === 0) context.report({ loc: { line: 1, column: 1 }, messageId: 'missing' });
      },
    };
  },
});

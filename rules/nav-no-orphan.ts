import picomatch from 'picomatch';
import { createRule } from '../src/rule-kit/create-rule.js';
import { isRepositoryFile, isSnippetPath } from '../src/site/page-kinds.js';


export default createRule<{ ignore: string[] }>({
  meta: {
    id: 'nav-no-orphan',
    description: 'Every page file on disk is reachable from the navigation.',
    category: 'navigation',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      orphan: 'This page is in no navigation entry of {{config}}, so readers reach it only through a direct link. Add "{{page}}" to a group\'s pages, or delete the file if it is no longer needed.',
    },
    defaultOptions: { ignore: [] },
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: { ignore: { type: 'array', items: { type: 'string' } } },
    },
  },
  create(context) {
    const ignored = context.options.ignore.length > 0 ? picomatch(context.options.ignore, { dot: true }) : () => false;
    return {
      'Document:exit'() {
        const { site } = context;
        // Without a readable navigation tree every page would look orphaned; config-schema reports that.
        if (site.navigation.shape !== 'groups-array' && site.navigation.shape !== 'object') return;
        for (const file of site.pageFiles) {
          if (isSnippetPath(file) || isRepositoryFile(file) || ignored(file)) continue;
          const page = file.replace(/\.(mdx|md)$/i, '');
          if (site.navigationByPage.has(page)) continue;
          context.report({
            filePath: site.absolutePath(file),
            loc: { line: 1, column: 1 },
            messageId: 'orphan',
            data: { config: site.config.name, page },
          });
        }
      },
    };
  },
});

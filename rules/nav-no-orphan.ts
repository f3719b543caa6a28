import picomatch from 'picomatch';
import { createRule } from '../src/rule-kit/create-rule.js';
import { isRepositoryFile } from '../src/site/page-kinds.js';
import { listedAs } from '../src/site/served-paths.js';
import type { Visitors } from '../src/types.js';

export default createRule<{ ignore: string[] }>({
  meta: {
    id: 'nav-no-orphan',
    description: 'Every page file on disk is reachable from the navigation, unless its front matter hides it on purpose.',
    category: 'navigation',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      orphan:
        'This page is in no navigation entry of {{config}}, so readers reach it only through a direct link. Add "{{page}}" to a group\'s pages, set `hidden: true` in its front matter if it is meant to stay out of the sidebar, or delete the file if it is no longer needed.',
    },
    defaultOptions: { ignore: [] },
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: { ignore: { type: 'array', items: { type: 'string' } } },
    },
  },
  create(context): Visitors {
    const { site, page } = context;
    // Checked on the page itself, where its front matter is read (the editor's text, in an editor).
    if (!page || page.isSnippet || isRepositoryFile(page.relativePath)) return {};
    return {
      root() {
        // Without a readable navigation tree every page would look orphaned; config-schema reports that.
        if (site.navigation.shape !== 'groups-array' && site.navigation.shape !== 'object') return;
        const path = page.relativePath.replace(/\.(mdx|md)$/i, '');
        if (listedAs(site, page.relativePath)) return;
        // A file at the path of a page the generator makes from an OpenAPI document (an element with
        // `openapi` and no endpoint entries) is that page, which the generated group lists.
        if (site.generatedPages().has(path)) return;
        // A page hidden on purpose is built and linkable, and kept out of the sidebar.
        if (page.frontMatter?.data?.hidden === true) return;
        if (context.options.ignore.length > 0 && picomatch(context.options.ignore, { dot: true })(page.relativePath)) return;
        context.report({ loc: { line: 1, column: 1 }, messageId: 'orphan', data: { config: site.config.name, page: path } });
      },
    };
  },
});

import type { NavPageEntry } from '../src/site/navigation.js';
import { nearestPathIn } from '../src/rule-kit/nearest-path.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { excludedTargetOf } from '../src/site/mint-ignore.js';

export default createRule({
  meta: {
    id: 'nav-page-exists',
    description: 'Every navigation page resolves to an .mdx or .md file inside the site root.',
    category: 'navigation',
    defaultSeverity: 'error',
    fixable: true,
    messages: {
      missing: 'Navigation page "{{entry}}" has no file: neither {{page}}.mdx nor {{page}}.md exists under the site root.{{hint}}',
      excluded: 'Navigation page "{{entry}}" is {{file}}, which {{by}} leaves out of the site, so the published site has no such page. Remove the entry, or stop ignoring the file.',
      escapes: 'Navigation page "{{entry}}" points outside the site root, so docs-lint does not read it. Use a path inside the docs folder, such as "guides/setup".',
      external: 'Navigation page "{{entry}}" is a URL, not a page path. List a page such as "guides/setup" here; put external links in topbarLinks or anchors.',
      extension: 'Navigation page "{{entry}}" includes its file extension; write "{{fixed}}". Navigation paths name pages without .mdx or .md.',
    },
  },
  create(context) {
    let pagePaths: string[] | undefined;
    const suggest = (page: string): string => {
      pagePaths ??= context.site.pageFiles.map((file) => file.replace(/\.(mdx|md)$/i, ''));
      const match = nearestPathIn(pagePaths).find(page);
      return match ? ` Did you mean "${match}"?` : ' Create the page, or fix the path.';
    };
    return {
      NavigationPage(entry: NavPageEntry) {
        const { node, raw } = entry;
        if (entry.escapesRoot) return context.report({ node, messageId: 'escapes', data: { entry: raw } });
        if (entry.external) return context.report({ node, messageId: 'external', data: { entry: raw } });
        if (!context.site.resolvePage(entry.page)) {
          const file = excludedTargetOf(context.site.excludedFiles, entry.page, true);
          if (file) return context.report({ node, messageId: 'excluded', data: { entry: raw, file, by: context.site.siteIgnore.excludedBy(file)! } });
          return context.report({ node, messageId: 'missing', data: { entry: raw, page: entry.page, hint: suggest(entry.page) } });
        }
        if (entry.extension) {
          const fixed = raw.slice(0, raw.length - entry.extension.length);
          context.report({
            node,
            messageId: 'extension',
            data: { entry: raw, fixed },
            fix: [{ range: [node.loc.start.offset, node.loc.end.offset], text: JSON.stringify(fixed) }],
          });
        }
      },
    };
  },
});

import type { NavPageEntry } from '../src/site/navigation.js';
import { createRule } from '../src/rule-kit/create-rule.js';

export default createRule({
  meta: {
    id: 'nav-no-duplicate',
    description: 'No page is listed twice in the navigation.',
    category: 'navigation',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      duplicate: 'Page "{{page}}" is already in the navigation at line {{line}}; a page listed twice shows twice in the sidebar. Remove one of the two entries.',
    },
  },
  create(context) {
    const seen = new Map<string, NavPageEntry>();
    return {
      NavigationPage(entry: NavPageEntry) {
        if (entry.escapesRoot || entry.external) return;
        // The newer shape repeats a page legitimately under each version or language.
        const key = `${entry.scope}\u0000${entry.page}`;
        const first = seen.get(key);
        if (!first) {
          seen.set(key, entry);
          return;
        }
        context.report({ node: entry.node, messageId: 'duplicate', data: { page: entry.page, line: first.node.loc.start.line } });
      },
    };
  },
});

import type { NavPageEntry } from '../src/site/navigation.js';
import { createRule } from '../src/rule-kit/create-rule.js';

export default createRule({
  meta: {
    id: 'nav-no-duplicate',
    description: 'No page is listed twice in one sidebar of the navigation.',
    category: 'navigation',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      duplicate: 'Page "{{page}}" is already in {{sidebar}} at {{where}}; a page listed twice in one sidebar shows twice there. Remove one of the two entries.',
    },
  },
  create(context) {
    const seen = new Map<string, NavPageEntry>();
    return {
      NavigationPage(entry: NavPageEntry) {
        // An endpoint entry names an operation, and a group's root is its title's link: neither is a listed page.
        if (entry.escapesRoot || entry.external || entry.endpoint || entry.role === 'root') return;
        // A list the generator drops (config-schema reports it) shows nothing, so it repeats nothing.
        if (entry.dropped) return;
        // Each product, language, version, tab, dropdown, anchor and menu item has a sidebar of its own.
        const key = `${entry.sidebar}\u0000${entry.page}`;
        const first = seen.get(key);
        if (!first) {
          seen.set(key, entry);
          return;
        }
        const here = context.site.configFileOf(entry.node);
        const there = context.site.configFileOf(first.node);
        const line = first.node.loc.start.line;
        context.report({
          node: entry.node,
          messageId: 'duplicate',
          data: {
            page: entry.page,
            sidebar: entry.sidebarName ? `the sidebar of ${entry.sidebarName}` : 'the navigation',
            where: there === here ? `line ${line}` : `line ${line} of ${there}`,
          },
        });
      },
    };
  },
});

import type { StringNode } from '@humanwhocodes/momoa';
import { createRule } from '../src/rule-kit/create-rule.js';
import { pathMatches } from '../src/rule-kit/json-path.js';
import { resolveSitePath } from '../src/site/site-paths.js';
import type { JsonVisitInfo } from '../src/types.js';

export default createRule({
  meta: {
    id: 'nav-prefix-has-pages',
    description: 'Every relative anchor or tab url is the folder of at least one navigation page.',
    category: 'navigation',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      empty: '{{what}} url "{{url}}" is the prefix of no navigation page, so the {{kind}} has no pages under it. Point it at the folder that holds its pages, or list pages under "{{prefix}}/".',
    },
  },
  create(context) {
    let pages: string[] | undefined;
    const hasPagesUnder = (prefix: string) => {
      pages ??= [...context.site.navigationByPage.keys()];
      return pages.some((page) => page === prefix || page.startsWith(`${prefix}/`));
    };
    return {
      String(node: StringNode, info: JsonVisitInfo) {
        const kind = pathMatches(info.path, 'anchors.*.url') ? 'anchor' : pathMatches(info.path, 'tabs.*.url') ? 'tab' : undefined;
        if (!kind) return;
        const resolution = resolveSitePath(node.value);
        if (resolution.kind !== 'inside' || resolution.path === '' || hasPagesUnder(resolution.path)) return;
        const what = `${kind === 'anchor' ? 'Anchor' : 'Tab'} ${info.path[1]}`;
        context.report({ node, messageId: 'empty', data: { what, kind, url: node.value, prefix: resolution.path } });
      },
    };
  },
});

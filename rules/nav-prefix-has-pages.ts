import type { StringNode } from '@humanwhocodes/momoa';
import { createRule } from '../src/rule-kit/create-rule.js';
import { pathMatches } from '../src/rule-kit/json-path.js';
import { resolveSitePath } from '../src/site/site-paths.js';
import type { JsonVisitInfo } from '../src/types.js';
import { memberValue } from '../src/site/json-nodes.js';
import type { ValueNode } from '@humanwhocodes/momoa';

/** The anchor or tab object a `url` path (`anchors.3.url`) sits in. */
function elementAt(body: ValueNode | undefined, path: JsonVisitInfo['path']): ValueNode | undefined {
  const list = memberValue(body, String(path[0]));
  return list?.type === 'Array' ? list.elements[Number(path[1])]?.value : undefined;
}

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
        // An anchor or tab with its own `openapi` has the pages the generator makes from it, one per operation.
        if (memberValue(elementAt(context.site.config.ast?.body, info.path), 'openapi')) return;
        const resolution = resolveSitePath(node.value);
        if (resolution.kind !== 'inside' || resolution.path === '' || hasPagesUnder(resolution.path)) return;
        const what = `${kind === 'anchor' ? 'Anchor' : 'Tab'} ${info.path[1]}`;
        context.report({ node, messageId: 'empty', data: { what, kind, url: node.value, prefix: resolution.path } });
      },
    };
  },
});

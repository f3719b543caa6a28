import type { StringNode, ValueNode } from '@humanwhocodes/momoa';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { pathMatches } from '../src/rule-kit/json-path.js';
import { memberValue } from '../src/site/json-nodes.js';
import type { NavGroupEntry } from '../src/site/navigation.js';
import type { JsonVisitInfo } from '../src/types.js';

export default createRule({
  meta: {
    id: 'anchor-version-exists',
    description: 'Every `version` on an anchor, tab or navigation group is listed in `versions`.',
    category: 'config',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      unknown: '{{what}} has version "{{version}}", which `versions` does not list ({{known}}), so it stays hidden for every reader. Add "{{version}}" to `versions`, or correct the name.{{hint}}',
      noVersions: '{{what}} has version "{{version}}", but docs.json has no `versions` list, so it stays hidden for every reader. Add `"versions": ["{{version}}"]`, or remove this `version`.',
    },
  },
  create(context) {
    const versionsNode = memberValue(context.site.config.ast?.body, 'versions');
    const versions =
      versionsNode?.type === 'Array'
        ? versionsNode.elements.flatMap((element) => (element.value.type === 'String' ? [element.value.value] : []))
        : undefined;
    // The newer docs.json shape declares versions inside `navigation`; `version` there is a name, not a reference.
    const applies = context.site.navigation.shape !== 'object';

    const check = (node: ValueNode | undefined, what: string) => {
      if (!applies || node?.type !== 'String' || versions?.includes(node.value)) return;
      const version = node.value;
      if (!versions) return context.report({ node, messageId: 'noVersions', data: { what, version } });
      const match = closestMatch(version, versions);
      context.report({
        node,
        messageId: 'unknown',
        data: { what, version, known: versions.map((v) => `"${v}"`).join(', ') || 'none', hint: match ? ` Did you mean "${match}"?` : '' },
      });
    };
    return {
      String(node: StringNode, info: JsonVisitInfo) {
        if (pathMatches(info.path, 'anchors.*.version')) check(node, `Anchor ${info.path[1]}`);
        else if (pathMatches(info.path, 'tabs.*.version')) check(node, `Tab ${info.path[1]}`);
      },
      NavigationGroup(group: NavGroupEntry) {
        check(group.versionNode, group.name ? `Group "${group.name}"` : 'This navigation group');
      },
    };
  },
});

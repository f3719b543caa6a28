import type { AnyNode, DocumentNode } from '@humanwhocodes/momoa';
import { memberKey } from '../site/json-nodes.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { JsonPath, JsonVisitInfo } from '../types.js';
import type { RuleRunner } from './rule-runner.js';

/**
 * The one pass over docs.json. Every node goes to the visitors of its type with its JSON path;
 * navigation entries also raise `NavigationPage` / `NavigationGroup` with the index's entry.
 * The walk uses an explicit stack, so deeply nested JSON cannot overflow the call stack.
 */
export function walkConfig(document: DocumentNode, site: ProjectIndex, runner: RuleRunner): void {
  const pageEntries = new Map<AnyNode, unknown>(site.navigation.pages.map((entry) => [entry.node, entry]));
  const groupEntries = new Map<AnyNode, unknown>(site.navigation.groups.map((entry) => [entry.node, entry]));

  type Frame = { node: AnyNode; info: JsonVisitInfo; exit: boolean };
  const stack: Frame[] = [{ node: document, info: { path: [], parent: null }, exit: false }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { node, info } = frame;
    if (frame.exit) {
      runner.dispatch(`${node.type}:exit`, node, info);
      continue;
    }
    runner.dispatch(node.type, node, info);
    const page = pageEntries.get(node);
    if (page) runner.dispatch('NavigationPage', page, info);
    const group = groupEntries.get(node);
    if (group) runner.dispatch('NavigationGroup', group, info);
    stack.push({ node, info, exit: true });
    const children = childrenOf(node, info.path);
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i].node, info: { path: children[i].path, parent: node }, exit: false });
    }
  }
}

function childrenOf(node: AnyNode, path: JsonPath): Array<{ node: AnyNode; path: JsonPath }> {
  switch (node.type) {
    case 'Document':
      return [{ node: node.body, path }];
    case 'Object':
      return node.members.map((member) => ({ node: member, path: [...path, memberKey(member)] }));
    case 'Member':
      return [{ node: member(node), path }];
    case 'Array':
      return node.elements.map((element, index) => ({ node: element.value, path: [...path, index] }));
    default:
      return [];
  }
}

function member(node: AnyNode & { type: 'Member' }): AnyNode {
  return node.value;
}

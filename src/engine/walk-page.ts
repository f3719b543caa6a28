import type { Node, Parent, Root } from 'mdast';
import type { RuleRunner } from './rule-runner.js';

export interface PageVisitInfo {
  parent: Parent | null;
  /** Every enclosing node, outermost first (the root included). */
  ancestors: readonly Parent[];
}

/** `heading` → `heading:exit`, made once per node type rather than once per node. */
const exitTypes = new Map<string, string>();

function exitType(type: string): string {
  let exit = exitTypes.get(type);
  if (exit === undefined) exitTypes.set(type, (exit = `${type}:exit`));
  return exit;
}

/**
 * The one pass over a page's mdast tree: each node goes to the visitors of its `type`
 * (`heading`, `image`, `code`, `mdxJsxFlowElement`, ...) and then `type:exit` after its children.
 * An explicit stack keeps deeply nested JSX from overflowing the call stack. A node whose type no
 * rule listens for costs no visit object and no exit frame: most nodes of a page are text.
 */
export function walkPage(tree: Root, runner: RuleRunner, observe?: (node: Node, ancestors: readonly Parent[]) => void): void {
  // Three parallel stacks (node, its ancestors, enter or exit) rather than an object per frame.
  const nodes: Node[] = [tree];
  const ancestry: Parent[][] = [[]];
  const exits: boolean[] = [false];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const ancestors = ancestry.pop()!;
    if (exits.pop()) {
      runner.dispatch(exitType(node.type), node, visitInfo(ancestors));
      continue;
    }
    observe?.(node, ancestors);
    if (runner.wants(node.type)) runner.dispatch(node.type, node, visitInfo(ancestors));
    if (runner.wants(exitType(node.type))) {
      nodes.push(node);
      ancestry.push(ancestors);
      exits.push(true);
    }
    const children = (node as Partial<Parent>).children;
    if (children && children.length > 0) {
      const inner = [...ancestors, node as Parent];
      for (let i = children.length - 1; i >= 0; i--) {
        nodes.push(children[i]);
        ancestry.push(inner);
        exits.push(false);
      }
    }
  }
}

function visitInfo(ancestors: Parent[]): PageVisitInfo {
  return { parent: ancestors[ancestors.length - 1] ?? null, ancestors };
}

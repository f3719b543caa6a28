import type { Node, Parent, Root } from 'mdast';
import type { RuleRunner } from './rule-runner.js';

export interface PageVisitInfo {
  parent: Parent | null;
  /** Every enclosing node, outermost first (the root included). */
  ancestors: readonly Parent[];
}

/**
 * The one pass over a page's mdast tree: each node goes to the visitors of its `type`
 * (`heading`, `image`, `code`, `mdxJsxFlowElement`, ...) and then `type:exit` after its children.
 * An explicit stack keeps deeply nested JSX from overflowing the call stack.
 */
export function walkPage(tree: Root, runner: RuleRunner, observe?: (node: Node, ancestors: readonly Parent[]) => void): void {
  type Frame = { node: Node; ancestors: Parent[]; exit: boolean };
  const stack: Frame[] = [{ node: tree, ancestors: [], exit: false }];
  while (stack.length > 0) {
    const { node, ancestors, exit } = stack.pop()!;
    const info: PageVisitInfo = { parent: ancestors[ancestors.length - 1] ?? null, ancestors };
    if (exit) {
      runner.dispatch(`${node.type}:exit`, node, info);
      continue;
    }
    observe?.(node, ancestors);
    runner.dispatch(node.type, node, info);
    stack.push({ node, ancestors, exit: true });
    const children = (node as Partial<Parent>).children;
    if (children && children.length > 0) {
      const inner = [...ancestors, node as Parent];
      for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], ancestors: inner, exit: false });
    }
  }
}

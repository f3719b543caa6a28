/**
 * What param-documented and response-documented share: a field component with no description,
 * and the undocumented items of the OpenAPI operation a page is bound to. Each rule checks one side
 * of the operation (what a caller sends, what it gets back), with the same wording.
 */
import { attributeValue, hasSpreadAttribute, isCommentOnlyExpression, isJsxElement, isWhitespaceText, type JsxElement, type MdNode } from '../../page/jsx-elements.js';
import type { RuleContext, Visitors } from '../../types.js';
import { resolvePageOperation } from './find-operation.js';
import { frontMatterValueLocation } from './operation-binding.js';
import { undocumentedItems, type OperationPart } from './undocumented-items.js';

/** The attributes that name the field, in the order a message prefers them. */
const NAME_ATTRIBUTES = ['name', 'path', 'body', 'query', 'header'];

/** Reports per page for an OpenAPI-bound operation, before one summary: a big undocumented document must not bury the output. */
export const MAX_OPERATION_REPORTS = 20;

/** The messages both rules declare, so their reports read alike. */
export const UNDOCUMENTED_MESSAGES = {
  undocumented:
    '<{{component}}>{{label}} has no description; write what it holds and when to use it between <{{component}}> and </{{component}}>, or add a description attribute.',
  undocumentedInSpec: 'The OpenAPI operation `{{operation}}` that this page shows has no description for its {{item}}. Add a `description` to it in {{file}}.',
  // Worded to sort after the reports above it at the same position.
  moreUndocumentedInSpec:
    'The OpenAPI operation `{{operation}}` that this page shows has undocumented items beyond these {{shown}}: {{count}} more {{what}} have no description. Add a `description` to each in {{file}}.',
} as const;

type UndocumentedMessageId = keyof typeof UNDOCUMENTED_MESSAGES;

/** Visitors reporting `component` elements with no description, and the bound operation's undocumented `part`. */
export function undocumentedVisitors(context: RuleContext, component: string, part: OperationPart): Visitors {
  const visit = (node: JsxElement, info: { ancestors: readonly MdNode[] }): void => {
    if (node.name !== component) return;
    // `{...props}` may carry the description.
    if (hasSpreadAttribute(node)) return;
    const description = attributeValue(node, 'description');
    if (description.kind === 'expression') return;
    if ((description.kind === 'string' || description.kind === 'literal') && String(description.value ?? '').trim() !== '') return;
    if (node.children.some(hasContent)) return;
    if (isLabel(node, info.ancestors)) return;
    context.report({ node, messageId: 'undocumented', data: { component, label: labelOf(node) } });
  };
  return { mdxJsxFlowElement: visit, mdxJsxTextElement: visit, root: () => checkBoundOperation(context, part) };
}

/**
 * A page bound to an operation (`openapi: "GET /users"`) shows the operation's parameters and
 * schema properties with the descriptions of the OpenAPI document: report the ones it lacks, at
 * the binding. openapi-valid reports a binding that names no operation.
 */
function checkBoundOperation(context: RuleContext, part: OperationPart): void {
  const page = context.page;
  const frontMatter = page?.frontMatter;
  if (!page || page.isSnippet || !frontMatter?.data) return;
  const binding = resolvePageOperation(context.site, frontMatter.data.openapi);
  if (binding.kind !== 'found') return;
  const { items, capped } = undocumentedItems(binding.hit, part);
  const loc = frontMatterValueLocation(frontMatter.node, 'openapi');
  const file = binding.hit.spec.path;
  for (const item of items.slice(0, MAX_OPERATION_REPORTS)) {
    context.report({ loc, messageId: 'undocumentedInSpec', data: { operation: binding.label, item, file } });
  }
  const more = items.length - MAX_OPERATION_REPORTS;
  if (more > 0 || (capped && items.length >= MAX_OPERATION_REPORTS)) {
    const count = capped ? `at least ${Math.max(more, 1)}` : String(more);
    const what = part === 'request' ? 'parameters and properties' : 'response properties';
    context.report({ loc, messageId: 'moreUndocumentedInSpec', data: { count, what, operation: binding.label, shown: MAX_OPERATION_REPORTS, file } });
  }
}

/**
 * An empty field used as a label, not as a field: one with no `type` (`<ResponseField name="* params" />`
 * above the `<Expandable>` that holds them), or one in a changelog entry (`<Update>`), which
 * announces a field the reference documents. The generator shows its name as a heading; there is
 * nothing a description would add.
 */
function isLabel(node: JsxElement, ancestors: readonly MdNode[]): boolean {
  if (attributeValue(node, 'type').kind === 'absent') return true;
  return ancestors.some((ancestor) => isJsxElement(ancestor) && ancestor.name === 'Update');
}

/** True for a child that shows something: not whitespace, not a `{/* comment *\/}`, not an empty paragraph. */
function hasContent(node: MdNode): boolean {
  if (isWhitespaceText(node) || isCommentOnlyExpression(node)) return false;
  if (node.type === 'paragraph') return (node.children ?? []).some(hasContent);
  return true;
}

/** ` "limit"`: the field's name for the message, or nothing when it has none. */
function labelOf(node: JsxElement): string {
  for (const attribute of NAME_ATTRIBUTES) {
    const value = attributeValue(node, attribute);
    if ((value.kind === 'string' || value.kind === 'literal') && typeof value.value === 'string' && value.value.trim() !== '') {
      return ` "${value.value.trim()}"`;
    }
  }
  return '';
}

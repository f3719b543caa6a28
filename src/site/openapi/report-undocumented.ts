/**
 * What param-documented and response-documented share: a field component with no description,
 * and the undocumented items of the OpenAPI operation a page is bound to. Each rule checks one side
 * of the operation (what a caller sends, what it gets back), with the same wording.
 */
import { attributeValue, hasSpreadAttribute, isCommentOnlyExpression, isJsxElement, isWhitespaceText, type JsxElement, type MdNode } from '../../page/jsx-elements.js';
import type { RuleContext, Visitors } from '../../types.js';
import { resolvePageOperation } from './find-operation.js';
import { frontMatterValueLocation } from './operation-binding.js';
import { undocumentedItems, type OperationPart, type UndocumentedGroup } from './undocumented-items.js';

/** The attributes that name the field, in the order a message prefers them. */
const NAME_ATTRIBUTES = ['name', 'path', 'body', 'query', 'header'];

/** Names one report lists, before it counts the rest: a big undocumented schema must not bury the output. */
export const MAX_NAMES = 10;

/** The messages both rules declare, so their reports read alike. */
export const UNDOCUMENTED_MESSAGES = {
  undocumented:
    '<{{component}}>{{label}} has no description; write what it holds and when to use it between <{{component}}> and </{{component}}>, or add a description attribute.',
  undocumentedInSpec: 'The OpenAPI operation `{{operation}}` that this page shows has no description for {{what}}: {{names}}. Add a `description` to {{each}} in {{file}}{{schemas}}.',
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
  const { groups, capped } = undocumentedItems(binding.hit, part);
  const loc = frontMatterValueLocation(frontMatter.node, 'openapi');
  const file = binding.hit.spec.path;
  // One report for each thing a writer fixes in one go: the parameters, the request body, each
  // response; responses that lack the same descriptions (`error` of 401 and of 404) share one.
  mergeResponses(groups).forEach((group, index, merged) => {
    const count = group.names.length;
    const atLeast = capped && index === merged.length - 1 ? 'at least ' : '';
    const names = count > MAX_NAMES ? `${group.names.slice(0, MAX_NAMES).join(', ')} and ${count - MAX_NAMES} more` : listOf(group.names);
    const what = group.kind === 'parameters' ? `${atLeast}${count} ${count === 1 ? 'parameter' : 'parameters'}` : `${atLeast}${count} ${count === 1 ? 'property' : 'properties'} of its ${group.kind === 'response' ? responsesOf(group.statuses) : 'request body'}`;
    const schemas = group.schemas.length === 0 ? '' : `, in the ${group.schemas.length === 1 ? 'schema' : 'schemas'} ${listOf(group.schemas.map((name) => `\`${name}\``))}`;
    context.report({ loc, messageId: 'undocumentedInSpec', data: { operation: binding.label, what, names, each: count === 1 ? 'it' : 'each', file, schemas } });
  });
}

type MergedGroup = UndocumentedGroup & { statuses: string[] };

/** Responses whose undocumented fields are the same names in the same schemas, as one group (the first one's place). */
function mergeResponses(groups: readonly UndocumentedGroup[]): MergedGroup[] {
  const merged: MergedGroup[] = [];
  const byKey = new Map<string, MergedGroup>();
  for (const group of groups) {
    const key = group.kind === 'response' ? `${group.names.join('\n')}\u0000${group.schemas.join('\n')}` : undefined;
    const same = key === undefined ? undefined : byKey.get(key);
    if (same) {
      same.statuses.push(group.status ?? '');
      continue;
    }
    const entry = { ...group, statuses: group.status === undefined ? [] : [group.status] };
    merged.push(entry);
    if (key !== undefined) byKey.set(key, entry);
  }
  return merged;
}

/** `response 200`, `responses 401 and 404`. */
function responsesOf(statuses: readonly string[]): string {
  return statuses.length === 1 ? `response ${statuses[0]}` : `responses ${listOf(statuses)}`;
}

/** `a`, `a and b`, `a, b and c`. */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
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

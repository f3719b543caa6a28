import { createRule } from '../src/rule-kit/create-rule.js';
import { attributeValue, hasSpreadAttribute, isCommentOnlyExpression, isWhitespaceText, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';

const FIELDS = new Set(['ParamField', 'ResponseField']);

/** The attributes that name the field, in the order a message prefers them. */
const NAME_ATTRIBUTES = ['name', 'path', 'body', 'query', 'header'];

export default createRule({
  meta: {
    id: 'param-documented',
    description: 'Every <ParamField> and <ResponseField> has a description, between its tags or in a description attribute.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      undocumented:
        '<{{component}}>{{label}} has no description; write what it holds and when to use it between <{{component}}> and </{{component}}>, or add a description attribute.',
    },
  },
  create(context) {
    const visit = (node: JsxElement): void => {
      if (!node.name || !FIELDS.has(node.name)) return;
      // `{...props}` may carry the description.
      if (hasSpreadAttribute(node)) return;
      const description = attributeValue(node, 'description');
      if (description.kind === 'expression') return;
      if ((description.kind === 'string' || description.kind === 'literal') && String(description.value ?? '').trim() !== '') return;
      if (node.children.some(hasContent)) return;
      context.report({ node, messageId: 'undocumented', data: { component: node.name, label: labelOf(node) } });
    };
    return { mdxJsxFlowElement: visit, mdxJsxTextElement: visit };
  },
});

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

import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { PARAM_LOCATIONS, REQUIRED_ATTRIBUTES as REQUIRED } from '../src/page/component-attributes-spec.js';
import { elementsOutsidePageScope, isBuiltInComponent } from '../src/page/component-names.js';
import { attributeValue, findAttribute, hasSpreadAttribute, valueOf, type AttributeValue, type JsxElement } from '../src/page/jsx-elements.js';

/** Attributes that are booleans wherever a built-in component takes them. */
const BOOLEAN_ATTRIBUTES = new Set(['required', 'defaultOpen', 'deprecated']);

/**
 * Attributes the spec's table lists but the generator renders well without (its component types
 * mark them optional), which writers on real sites leave out on purpose: an `<Update>` with a
 * label only, an `<Expandable>` with its default label, a `<ResponseField>` without a type pill.
 */
const OPTIONAL_IN_PRACTICE: Readonly<Record<string, ReadonlySet<string>>> = {
  Update: new Set(['description']),
  Expandable: new Set(['title']),
  ResponseField: new Set(['type']),
  ParamField: new Set(['type']),
  Param: new Set(['type']),
};

/**
 * Attributes a component can do without when its body says what it is: a `<ResponseField>` that
 * describes the one value a command returns needs no name, a `<Card>` used as a box around
 * content and a `<Step>` whose body is the instruction need no title (the step shows its number).
 * Without a body, nothing would show.
 */
const OPTIONAL_WITH_BODY: Readonly<Record<string, ReadonlySet<string>>> = {
  ResponseField: new Set(['name']),
  Card: new Set(['title']),
  Step: new Set(['title']),
};

export default createRule({
  meta: {
    id: 'component-attributes',
    description: 'Built-in components carry the attributes the spec or the site generator requires, with values of the right type.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      missing: '<{{component}}> has no {{attribute}} attribute; add one, such as {{example}}.',
      empty: '<{{component}}> has an empty {{attribute}}; write a value, such as {{example}}.',
      colsNotNumber: '<CardGroup> cols is {{given}}, not a number; write a number in braces instead, such as cols={2}.',
      noLocation: '<{{component}}> has none of path, body, query or header; add the one that says where the parameter goes, such as query="limit".',
      manyLocations: '<{{component}}> has {{locations}}; keep only the one that says where the parameter goes.',
      booleanFalse: '<{{component}}> {{attribute}}="false" is a string, and any non-empty string counts as true; leave {{attribute}} out instead.',
      booleanString: '<{{component}}> {{attribute}}="{{value}}" is a string, not a boolean; write {{attribute}} on its own for true, or leave it out for false.',
    },
  },
  create(context) {
    // A spread (`{...props}`) may set any attribute: nothing about the element can be known.
    const isBuiltIn = (node: JsxElement): boolean => Boolean(node.name) && isBuiltInComponent(node.name!) && !hasSpreadAttribute(node);

    const checkRequired = (node: JsxElement, component: string): void => {
      for (const [attribute, example] of REQUIRED[component === 'Param' ? 'ParamField' : component] ?? []) {
        const value = attributeValue(node, attribute);
        if ((value.kind === 'absent' || isEmpty(value)) && isOptionalHere(node, component, attribute)) continue;
        if (value.kind === 'absent') context.report({ node, messageId: 'missing', data: { component, attribute, example } });
        else if (isEmpty(value)) context.report({ node: findAttribute(node, attribute), messageId: 'empty', data: { component, attribute, example } });
      }
    };

    const checkCols = (node: JsxElement): void => {
      const attribute = findAttribute(node, 'cols');
      if (!attribute) return;
      const value = valueOf(attribute);
      if (value.kind === 'expression' || (value.kind === 'literal' && typeof value.value === 'number')) return;
      // `cols="2"`: the generator reads the number out of the string, and the grid renders as meant.
      if ((value.kind === 'string' || value.kind === 'literal') && typeof value.value === 'string' && /^\s*\d+\s*$/.test(value.value)) return;
      context.report({ node: attribute, messageId: 'colsNotNumber', data: { given: describeValue(value) } });
    };

    const checkLocation = (node: JsxElement, component: string): void => {
      const given = PARAM_LOCATIONS.filter((location) => findAttribute(node, location));
      // An SDK reference documents a function's one argument object this way: a type and a description, no place in a request.
      if (given.length === 0 && !hasBody(node)) context.report({ node, messageId: 'noLocation', data: { component } });
      else if (given.length > 1) context.report({ node, messageId: 'manyLocations', data: { component, locations: joinAnd(given) } });
    };

    const checkBooleans = (node: JsxElement, component: string): void => {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || !BOOLEAN_ATTRIBUTES.has(attribute.name)) continue;
        const value = valueOf(attribute);
        if (value.kind !== 'string' && !(value.kind === 'literal' && typeof value.value === 'string')) continue;
        const text = String(value.value);
        // `defaultOpen="true"` is a non-empty string, so it is true, as meant: tidier without quotes, but nothing to fix.
        if (text === 'true') continue;
        const messageId = text === 'false' ? 'booleanFalse' : 'booleanString';
        context.report({ node: attribute, messageId, data: { component, attribute: attribute.name, value: text } });
      }
    };

    // A page that imports or defines its own `Card` uses that one, with its own attributes.
    return elementsOutsidePageScope(isBuiltIn, (elements) => {
      for (const node of elements) {
        const component = node.name!;
        checkRequired(node, component);
        // `Param` is the generator's other name for `ParamField`.
        if (component === 'ParamField' || component === 'Param') checkLocation(node, component);
        if (component === 'CardGroup') checkCols(node);
        checkBooleans(node, component);
      }
    });
  },
});

function isOptionalHere(node: JsxElement, component: string, attribute: string): boolean {
  // `<Card titel="x">`: the writer meant a title and misspelt it; the card shows none.
  const names = node.attributes.flatMap((item) => (item.type === 'mdxJsxAttribute' ? [item.name] : []));
  if (closestMatch(attribute, names.filter((name) => name !== attribute)) !== undefined) return false;
  if (OPTIONAL_IN_PRACTICE[component]?.has(attribute)) return true;
  if (OPTIONAL_WITH_BODY[component]?.has(attribute) && hasBody(node)) return true;
  // A logo card: an icon and a link, no words.
  return component === 'Card' && attribute === 'title' && attributeValue(node, 'icon').kind !== 'absent';
}

function hasBody(node: JsxElement): boolean {
  return node.children.some((child) => !(child.type === 'text' && typeof child.value === 'string' && child.value.trim() === ''));
}

function isEmpty(value: AttributeValue): boolean {
  if (value.kind === 'string') return value.value.trim() === '';
  if (value.kind === 'literal') return value.value === null || (typeof value.value === 'string' && value.value.trim() === '');
  return false;
}

function describeValue(value: AttributeValue): string {
  switch (value.kind) {
    case 'shorthand':
      return 'written without a value';
    case 'string':
      return `the string "${value.value}"`;
    case 'literal':
      return typeof value.value === 'string' ? `the string "${value.value}"` : `${String(value.value)}`;
    default:
      return 'not a number';
  }
}

function joinAnd(items: string[]): string {
  return items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

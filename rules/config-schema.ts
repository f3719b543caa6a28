import path from 'node:path';
import type { AnyNode, ArrayNode, MemberNode, ObjectNode, StringNode } from '@humanwhocodes/momoa';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { schemaForShape, type ArraySchema, type MapSchema, type ObjectSchema, type Schema } from '../src/site/docs-json-schema/index.js';
import { describeActual, describeExpected, exampleFor, formatPath, joinAnd, listOf } from '../src/site/docs-json-schema/describe.js';
import { branchFor, describeCondition, formOf, holds, type Members } from '../src/site/docs-json-schema/resolve.js';
import { checkString } from '../src/site/docs-json-schema/string-checks.js';
import { findMember, jsonTypeOf, memberKey } from '../src/site/json-nodes.js';
import type { JsonPath, JsonVisitInfo, RuleContext, SourceLocation } from '../src/types.js';

/** The schema a parent resolved for a child value, and why, when a condition brought it in. */
interface Expectation {
  schema: Schema;
  because?: string;
}

export default createRule({
  meta: {
    id: 'config-schema',
    description: '`docs.json` has the keys, types and values the site generator accepts, in the legacy or the current shape.',
    category: 'config',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      notObject:
        '{{file}} must be a JSON object holding the site settings, not {{actual}}. Wrap the settings in `{ ... }`, with at least `name` and `navigation`.',
      wrongType: '`{{path}}` must be {{expected}}, not {{actual}}.',
      missingKey: '{{where}} is missing the required key `{{key}}`. Add it, e.g. `{{example}}`.',
      missingKeyWhen: '{{where}} is missing `{{key}}`, which is required when {{because}}. Add it, e.g. `{{example}}`.',
      badEnum: '`{{path}}` must be one of {{allowed}}, not `{{value}}`.',
      badEnumSuggest: '`{{path}}` must be one of {{allowed}}, not `{{value}}` (did you mean `{{suggestion}}`?).',
      badHex: '`{{path}}` must be a hex colour, `#RGB` or `#RRGGBB` (like `#0D9373`), not `{{value}}`.',
      badUserPass:
        '`{{path}}` must name the username and password fields as `usernameName:passwordName` (two non-empty names joined by one colon) when {{because}}, not `{{value}}`.',
      badUri: '`{{path}}` must be an absolute URL (like `https://acme.dev`), not `{{value}}`.',
      badHttpsUrl: '`{{path}}` must be an `https://` URL (like `https://x.com/acme`), not `{{value}}`.',
      badHref: '`{{path}}` must be a path that starts with `/`, a `#fragment`, a `mailto:` address or an absolute URL, not `{{value}}`.',
      badPattern: '`{{path}}` must {{says}}, not `{{value}}`.',
      emptyString: '`{{path}}` must not be an empty string. Write its value.',
      tooShort: '`{{path}}` must be at least {{min}} characters long, not `{{value}}`.',
      notAllowed: '`{{path}}` is not allowed here: {{reason}}',
      forbidden: '`{{path}}` is not allowed when {{because}}: {{hint}}',
      empty: '`{{path}}` is empty: {{hint}}',
      tooMany: '`{{path}}` has {{count}} items, but the generator accepts at most {{max}}. Remove the items from `{{first}}` on.',
      duplicate: '`{{path}}` repeats the {{what}} `{{value}}` of `{{first}}`, and the generator accepts each {{what}} once. Remove or change one of them.',
      twoChildKinds:
        '{{where}} has both `{{kept}}` and {{dropped}}, but {{noun}} holds one kind of children: the generator keeps `{{kept}}` and silently drops {{dropped}}{{lost}}. {{advice}}',
      noChildKind: '{{where}} has none of {{keys}}, so the site has no pages. Add one, e.g. `{{example}}`.',
      unknownKeySuggest: 'Unknown {{noun}} `{{key}}` {{where}}: did you mean `{{suggestion}}`? Fix the spelling, or remove the key.',
      unknownKey: 'Unknown {{noun}} `{{key}}` {{where}}: remove it, or use one of {{known}}.',
      droppedKeySuggest:
        'Unknown key `{{key}}` {{where}}: did you mean `{{suggestion}}`? The site generator silently drops keys it does not know{{lost}}. Fix the spelling.',
      droppedKey: 'Unknown key `{{key}}` {{where}}: the site generator silently drops it. Remove it, or use one of {{known}}.',
      misusedKey: 'The site generator does not read `{{key}}` {{where}} and drops it silently. {{instead}}',
      unknownTopKey:
        'Unknown key `{{key}}` at the top level of {{file}}: the site generator has no such setting. Remove it, or fix its spelling.',
      otherShapeKey:
        '`{{key}}` belongs to the newer docs.json shape (where `navigation` is an object) and is not read while `navigation` is an array of groups. Remove it, or move the whole file to the newer shape.',
      legacyKey:
        '`{{key}}` belongs to the legacy mint.json shape: the site generator does not read it in this docs.json (where `navigation` is an object) and drops it silently. {{instead}}',
    },
  },
  create(context) {
    const file = path.basename(context.filePath);
    const expected = new WeakMap<AnyNode, Expectation>();

    const visitValue = (node: AnyNode, info: JsonVisitInfo): void => {
      const expectation = expected.get(node);
      if (!expectation) return;
      checkValue({ context, file, expected }, node, info, expectation);
    };

    return {
      Document(node: { body: AnyNode }) {
        const body = node.body;
        if (body.type !== 'Object') {
          context.report({ node: body, messageId: 'notObject', data: { file, actual: describeActual(jsonTypeOf(body)) } });
          return;
        }
        const keys = body.members.map(memberKey);
        // A misspelt `navigation` (`navigaton`) still tells which shape the file is written in.
        const navigation =
          body.members.find((member) => memberKey(member) === 'navigation') ??
          body.members.find((member) => closestMatch(memberKey(member), ['navigation']) !== undefined);
        const { schema } = schemaForShape(navigation ? jsonTypeOf(navigation.value) : undefined, keys);
        expected.set(body, { schema });
      },
      Object: visitValue,
      Array: visitValue,
      String: visitValue,
      Number: visitValue,
      Boolean: visitValue,
      Null: visitValue,
    };
  },
});

interface Run {
  context: RuleContext<Record<string, never>>;
  file: string;
  expected: WeakMap<AnyNode, Expectation>;
}

function checkValue(run: Run, node: AnyNode, info: JsonVisitInfo, expectation: Expectation): void {
  const { context } = run;
  // `{"$ref": "./nav.json"}` stands for another file's content: the engine checks that content in
  // its place, and reports a `$ref` it cannot follow; the object itself is nothing to validate.
  if (node.type === 'Object' && findMember(node, '$ref')) return;
  const type = jsonTypeOf(node);
  if (!type) return;
  const at = formatPath(info.path);
  const schema = branchFor(expectation.schema, type);
  if (!schema) {
    context.report({ node, messageId: 'wrongType', data: { path: at, expected: describeExpected(expectation.schema), actual: describeActual(type) } });
    return;
  }
  switch (schema.kind) {
    case 'never':
      context.report({ node: keyOf(node, info), messageId: 'notAllowed', data: { path: at, reason: schema.reason } });
      return;
    case 'enum': {
      const value = (node as StringNode).value;
      if (schema.values.includes(value)) return;
      const suggestion = closestMatch(value, schema.values);
      const data = { path: at, allowed: listOf(schema.values), value };
      if (suggestion) context.report({ node, messageId: 'badEnumSuggest', data: { ...data, suggestion } });
      else context.report({ node, messageId: 'badEnum', data });
      return;
    }
    case 'string': {
      const problem = checkString((node as StringNode).value, schema);
      if (!problem) return;
      const because = expectation.because ?? 'the authentication method is `basic`';
      context.report({ node, messageId: problem.messageId, data: { path: at, because, ...problem.data } });
      return;
    }
    case 'array':
      checkArray(run, node as ArrayNode, info, schema);
      return;
    case 'object':
      checkObject(run, node as ObjectNode, info, schema);
      return;
    case 'select':
      checkObject(run, node as ObjectNode, info, formOf(schema, membersOf(node as ObjectNode)));
      return;
    case 'map':
      checkMap(run, node as ObjectNode, info, schema);
      return;
    default:
      return;
  }
}

function checkArray(run: Run, array: ArrayNode, info: JsonVisitInfo, schema: ArraySchema): void {
  const { context } = run;
  const at = formatPath(info.path);
  const count = array.elements.length;
  if (schema.minItems !== undefined && count < schema.minItems) {
    context.report({ node: array, messageId: 'empty', data: { path: at, hint: schema.emptyHint ?? `add at least ${schema.minItems} item(s).` } });
  }
  if (schema.maxItems !== undefined && count > schema.maxItems) {
    const first = formatPath([...info.path, schema.maxItems]);
    context.report({ node: array.elements[schema.maxItems].value, messageId: 'tooMany', data: { path: at, count, max: schema.maxItems, first } });
  }
  if (schema.items) for (const element of array.elements) run.expected.set(element.value, { schema: schema.items });
  if (!schema.unique) return;
  const { key, what } = schema.unique;
  const seen = new Map<string, number>();
  array.elements.forEach((element, index) => {
    const valueNode = key === undefined ? element.value : element.value.type === 'Object' ? findMember(element.value, key)?.value : undefined;
    if (valueNode?.type !== 'String') return;
    const firstIndex = seen.get(valueNode.value);
    if (firstIndex === undefined) {
      seen.set(valueNode.value, index);
      return;
    }
    const here = key === undefined ? [...info.path, index] : [...info.path, index, key];
    const there = key === undefined ? [...info.path, firstIndex] : [...info.path, firstIndex, key];
    context.report({ node: valueNode, messageId: 'duplicate', data: { path: formatPath(here), what, value: valueNode.value, first: formatPath(there) } });
  });
}

function checkMap(run: Run, node: ObjectNode, info: JsonVisitInfo, schema: MapSchema): void {
  for (const member of node.members) {
    const key = memberKey(member);
    if (schema.keys && !schema.keys.includes(key)) {
      const noun = schema.keyNoun ?? 'key';
      const where = `in \`${formatPath(info.path)}\``;
      const suggestion = closestMatch(key, schema.keys);
      if (suggestion) run.context.report({ node: member.name, messageId: 'unknownKeySuggest', data: { noun, key, where, suggestion } });
      else run.context.report({ node: member.name, messageId: 'unknownKey', data: { noun, key, where, known: listOf(schema.keys) } });
      continue;
    }
    run.expected.set(member.value, { schema: schema.values });
  }
}

function checkObject(run: Run, node: ObjectNode, info: JsonVisitInfo, schema: ObjectSchema): void {
  const { context } = run;
  const present = membersOf(node);
  const where = info.path.length === 0 ? run.file : `\`${formatPath(info.path)}\``;
  const anchor = anchorOf(node, info);

  let properties: Readonly<Record<string, Schema>> = schema.properties;
  const because = new Map<string, string>();
  const conditionalRequired: Array<{ key: string; because: string }> = [];
  const forbidden = new Map<string, { because: string; hint: string }>();
  for (const conditional of schema.conditions ?? []) {
    if (!holds(conditional.when, present)) continue;
    const reason = describeCondition(conditional, info.path, present);
    if (conditional.properties) {
      properties = { ...properties, ...conditional.properties };
      for (const key of Object.keys(conditional.properties)) because.set(key, reason);
    }
    for (const key of conditional.required ?? []) conditionalRequired.push({ key, because: reason });
    for (const key of conditional.forbids ?? []) if (!forbidden.has(key)) forbidden.set(key, { because: reason, hint: conditional.forbidHint ?? 'remove it.' });
  }

  // Unknown keys first: a key that misspells a missing required key is reported once, as the typo.
  const known = Object.keys(properties);
  const misspelt = new Set<string>();
  for (const member of node.members) {
    const key = memberKey(member);
    const ban = forbidden.get(key);
    if (ban) {
      context.report({ node: member.name, messageId: 'forbidden', data: { path: formatPath([...info.path, key]), because: ban.because, hint: ban.hint } });
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(properties, key)) {
      run.expected.set(member.value, { schema: properties[key], because: because.get(key) });
      continue;
    }
    const suggestion = reportUnknownKey(run, member, key, info.path, schema, properties);
    if (suggestion) misspelt.add(suggestion);
  }

  for (const key of schema.required ?? []) {
    if (present.has(key) || misspelt.has(key)) continue;
    context.report({ loc: anchor, messageId: 'missingKey', data: { where, key, example: exampleFor(key, properties[key]) } });
  }
  for (const { key, because: reason } of conditionalRequired) {
    if (present.has(key) || misspelt.has(key) || schema.required?.includes(key)) continue;
    context.report({ loc: anchor, messageId: 'missingKeyWhen', data: { where, key, because: reason, example: exampleFor(key, properties[key]) } });
  }
  if (schema.oneOf) checkOneOf(run, schema.oneOf, present, misspelt, where, anchor);
}

/** At most one child kind (the generator keeps the first in its order); exactly one when required. */
function checkOneOf(run: Run, oneOf: NonNullable<ObjectSchema['oneOf']>, present: Members, misspelt: ReadonlySet<string>, where: string, anchor: SourceLocation): void {
  const kinds = oneOf.keys.filter((key) => present.has(key));
  if (kinds.length > 1) {
    const [kept, ...dropped] = kinds;
    const plural = dropped.length > 1;
    const them = plural ? 'them' : 'it';
    const nest = `nest ${them} under \`${kept}\``;
    const advice = oneOf.hasSiblings ? `Move ${them} into ${oneOf.noun} of ${plural ? 'their' : 'its'} own, or ${nest}.` : `${nest[0].toUpperCase()}${nest.slice(1)}.`;
    run.context.report({
      node: present.get(dropped[0])!.name,
      messageId: 'twoChildKinds',
      data: {
        where,
        kept,
        dropped: joinAnd(dropped.map((key) => `\`${key}\``)),
        noun: oneOf.noun,
        lost: describeLoss(run, dropped.map((key) => present.get(key)!.value), them),
        advice,
      },
    });
  } else if (kinds.length === 0 && oneOf.required && !oneOf.keys.some((key) => misspelt.has(key))) {
    run.context.report({ loc: anchor, messageId: 'noChildKind', data: { where, keys: listOf(oneOf.keys), example: oneOf.example ?? '...' } });
  }
}

/**
 * What a dropped child list really takes off the live site: its pages, less those a surviving entry
 * of the navigation lists too (they stay reachable, only this place in the sidebar goes).
 */
function describeLoss(run: Run, values: readonly AnyNode[], them: string): string {
  const strings = new Set<AnyNode>();
  const collect = (node: AnyNode): void => {
    if (node.type === 'String') strings.add(node);
    else if (node.type === 'Array') for (const element of node.elements) collect(element.value);
    else if (node.type === 'Object') for (const member of node.members) collect(member.value);
  };
  values.forEach(collect);
  const { navigation, navigationByPage } = run.context.site;
  const under = [...new Set(navigation.pages.filter((entry) => strings.has(entry.node) && entry.page !== '').map((entry) => entry.page))];
  if (under.length === 0) return `, so everything under ${them} vanishes from the live site`;
  const lost = under.filter((page) => !(navigationByPage.get(page) ?? []).some((entry) => !entry.dropped && !strings.has(entry.node)));
  if (lost.length === 0) return `; every page under ${them} is listed elsewhere too, so no page is lost, but ${them === 'it' ? 'this list vanishes' : 'these lists vanish'} from this place in the navigation`;
  const named = lost.length <= 3 ? joinAnd(lost.map((page) => `"${page}"`)) : `${lost.slice(0, 3).map((page) => `"${page}"`).join(', ')} and ${lost.length - 3} more`;
  const pages = lost.length === 1 ? `the page ${named} vanishes` : `${lost.length <= 3 ? 'the pages ' : `${lost.length} pages, `}${named}${lost.length <= 3 ? '' : ','} vanish`;
  const others = under.length - lost.length;
  const rest = others === 0 ? '' : ` (the other ${others === 1 ? 'page' : `${others} pages`} under ${them} ${others === 1 ? 'is' : 'are'} listed elsewhere too)`;
  return `, so ${pages} from the live site${rest}`;
}

/** Reports a key the object does not list, per the object's policy; returns the key it suggested. */
function reportUnknownKey(run: Run, member: MemberNode, key: string, at: JsonPath, schema: ObjectSchema, properties: Readonly<Record<string, Schema>>): string | undefined {
  const { context, file } = run;
  const node = member.name;
  const known = Object.keys(properties);
  const noun = schema.keyNoun ?? 'key';
  const where = at.length === 0 ? `at the top level of ${file}` : `in \`${formatPath(at)}\``;
  if (schema.unknownKeys === 'ignore') return undefined;
  if (at.length === 0 && schema.otherShapeKeys?.includes(key)) {
    context.report({ node, messageId: 'otherShapeKey', data: { key } });
    return undefined;
  }
  if (at.length === 0 && schema.legacyKeys && Object.prototype.hasOwnProperty.call(schema.legacyKeys, key)) {
    context.report({ node, messageId: 'legacyKey', data: { key, instead: schema.legacyKeys[key] } });
    return undefined;
  }
  if (schema.misusedKeys && Object.prototype.hasOwnProperty.call(schema.misusedKeys, key)) {
    context.report({ node, messageId: 'misusedKey', data: { key, where, instead: schema.misusedKeys[key] } });
    return undefined;
  }
  const suggestion = closestMatch(key, known);
  const dropped = schema.unknownKeys === 'dropped';
  if (suggestion && dropped) {
    const lost = properties[suggestion].lostWhenMisspelt;
    context.report({ node, messageId: 'droppedKeySuggest', data: { key, where, suggestion, lost: lost ? `, so ${lost}` : '' } });
  } else if (suggestion) context.report({ node, messageId: 'unknownKeySuggest', data: { noun, key, where, suggestion } });
  else if (at.length === 0) context.report({ node, messageId: 'unknownTopKey', data: { key, file } });
  else context.report({ node, messageId: dropped ? 'droppedKey' : 'unknownKey', data: { noun, key, where, known: listOf(known) } });
  return suggestion;
}

function membersOf(node: ObjectNode): Map<string, MemberNode> {
  const present = new Map<string, MemberNode>();
  for (const member of node.members) present.set(memberKey(member), member);
  return present;
}

/** A key the generator refuses is reported at the key (`"graphql": {`), not at its whole value. */
function keyOf(node: AnyNode, info: JsonVisitInfo): { loc?: SourceLocation | null } {
  const parent = info.parent;
  return parent?.type === 'Member' && parent.value === node ? parent.name : node;
}

/**
 * Where a problem about a whole object goes: the key that holds it (`"colors": {`), or, for the
 * top-level object and array items, just its opening brace (not the whole multi-line object).
 */
function anchorOf(node: ObjectNode, info: JsonVisitInfo): SourceLocation {
  const parent = info.parent;
  if (parent?.type === 'Member') return { start: { ...parent.name.loc.start }, end: { ...parent.name.loc.end } };
  const { line, column } = node.loc.start;
  return { start: { line, column }, end: { line, column: column + 1 } };
}

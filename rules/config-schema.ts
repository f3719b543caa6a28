import path from 'node:path';
import type { AnyNode, ArrayNode, MemberNode, ObjectNode, StringNode } from '@humanwhocodes/momoa';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import {
  HEX_COLOR,
  isUserPass,
  schemaForShape,
  type Conditional,
  type JsonType,
  type ObjectSchema,
  type Schema,
} from '../src/site/docs-json-schema.js';
import { jsonTypeOf, memberKey } from '../src/site/json-nodes.js';
import type { JsonPath, JsonVisitInfo, RuleContext, SourceLocation } from '../src/types.js';

/** The schema a parent resolved for a child value, and why, when a condition brought it in. */
interface Expectation {
  schema: Schema;
  because?: string;
}

export default createRule({
  meta: {
    id: 'config-schema',
    description: '`docs.json` has the keys, types and values the site generator accepts, in the legacy or the newer shape.',
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
      empty: '`{{path}}` is empty: {{hint}}',
      unknownKeySuggest: 'Unknown {{noun}} `{{key}}` {{where}}: did you mean `{{suggestion}}`? Fix the spelling, or remove the key.',
      unknownKey: 'Unknown {{noun}} `{{key}}` {{where}}: remove it, or use one of {{known}}.',
      unknownTopKey:
        'Unknown key `{{key}}` at the top level of {{file}}: the site generator has no such setting. Remove it, or fix its spelling.',
      otherShapeKey:
        '`{{key}}` belongs to the newer docs.json shape (where `navigation` is an object) and is not read while `navigation` is an array of groups. Remove it, or move the whole file to the newer shape.',
    },
  },
  create(context) {
    const file = path.basename(context.filePath);
    const expected = new WeakMap<AnyNode, Expectation>();

    const visitValue = (node: AnyNode, info: JsonVisitInfo): void => {
      const expectation = expected.get(node);
      if (!expectation) return;
      checkValue(context, file, expected, node, info, expectation);
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

type Context = RuleContext<Record<string, never>>;

function checkValue(context: Context, file: string, expected: WeakMap<AnyNode, Expectation>, node: AnyNode, info: JsonVisitInfo, expectation: Expectation): void {
  const type = jsonTypeOf(node);
  if (!type) return;
  const schema = branchFor(expectation.schema, type);
  if (!schema) {
    context.report({
      node,
      messageId: 'wrongType',
      data: { path: formatPath(info.path), expected: describeExpected(expectation.schema), actual: describeActual(type) },
    });
    return;
  }
  switch (schema.kind) {
    case 'enum': {
      const value = (node as StringNode).value;
      if (schema.values.includes(value)) return;
      const suggestion = closestMatch(value, schema.values);
      const data = { path: formatPath(info.path), allowed: listOf(schema.values), value };
      if (suggestion) context.report({ node, messageId: 'badEnumSuggest', data: { ...data, suggestion } });
      else context.report({ node, messageId: 'badEnum', data });
      return;
    }
    case 'string': {
      const value = (node as StringNode).value;
      if (schema.format === 'hex-color' && !HEX_COLOR.test(value)) {
        context.report({ node, messageId: 'badHex', data: { path: formatPath(info.path), value } });
      } else if (schema.format === 'user-pass' && !isUserPass(value)) {
        context.report({
          node,
          messageId: 'badUserPass',
          data: { path: formatPath(info.path), value, because: expectation.because ?? 'the authentication method is `basic`' },
        });
      }
      return;
    }
    case 'array': {
      const array = node as ArrayNode;
      if (schema.minItems !== undefined && array.elements.length < schema.minItems) {
        context.report({ node, messageId: 'empty', data: { path: formatPath(info.path), hint: schema.emptyHint ?? `add at least ${schema.minItems} item(s).` } });
      }
      if (schema.items) for (const element of array.elements) expected.set(element.value, { schema: schema.items });
      return;
    }
    case 'object':
      checkObject(context, file, expected, node as ObjectNode, info, schema);
      return;
    default:
      return;
  }
}

function checkObject(context: Context, file: string, expected: WeakMap<AnyNode, Expectation>, node: ObjectNode, info: JsonVisitInfo, schema: ObjectSchema): void {
  const present = new Map<string, MemberNode>();
  for (const member of node.members) present.set(memberKey(member), member);
  const where = info.path.length === 0 ? file : `\`${formatPath(info.path)}\``;
  const anchor = anchorOf(node, info);

  let properties: Readonly<Record<string, Schema>> = schema.properties;
  const because = new Map<string, string>();
  const conditionalRequired: Array<{ key: string; because: string }> = [];
  for (const conditional of schema.conditions ?? []) {
    if (!holds(conditional, present)) continue;
    const reason = conditional.because ?? describeCondition(conditional, info.path, present);
    if (conditional.properties) {
      properties = { ...properties, ...conditional.properties };
      for (const key of Object.keys(conditional.properties)) because.set(key, reason);
    }
    for (const key of conditional.required ?? []) conditionalRequired.push({ key, because: reason });
  }

  // Unknown keys first: a key that misspells a missing required key is reported once, as the typo.
  const known = Object.keys(properties);
  const misspelt = new Set<string>();
  for (const member of node.members) {
    const key = memberKey(member);
    if (Object.prototype.hasOwnProperty.call(properties, key)) {
      expected.set(member.value, { schema: properties[key], because: because.get(key) });
      continue;
    }
    if (schema.additional) expected.set(member.value, { schema: schema.additional });
    const suggestion = reportUnknownKey(context, file, member, key, info.path, schema, known);
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
  if (schema.nonEmptyHint !== undefined && node.members.length === 0) {
    context.report({ node, messageId: 'empty', data: { path: formatPath(info.path), hint: schema.nonEmptyHint } });
  }
}

/** Reports a key the object does not list, per the object's policy; returns the key it suggested. */
function reportUnknownKey(context: Context, file: string, member: MemberNode, key: string, at: JsonPath, schema: ObjectSchema, known: readonly string[]): string | undefined {
  const node = member.name;
  const noun = schema.keyNoun ?? 'key';
  const where = at.length === 0 ? `at the top level of ${file}` : `in \`${formatPath(at)}\``;
  const others = schema.suggestFrom ?? [];
  if (schema.unknownKeys === 'ignore') return undefined;
  if (schema.unknownKeys === 'typo') {
    // Only a near miss is reported: a key of either shape, or anything far from one, is left alone.
    if (others.includes(key)) return undefined;
    const suggestion = closestMatch(key, known) ?? closestMatch(key, others);
    if (!suggestion || suggestion === key) return undefined;
    context.report({ node, messageId: 'unknownKeySuggest', data: { noun, key, where, suggestion } });
    return suggestion;
  }
  if (at.length === 0 && schema.otherShapeKeys?.includes(key)) {
    context.report({ node, messageId: 'otherShapeKey', data: { key } });
    return undefined;
  }
  const suggestion = closestMatch(key, known);
  if (suggestion) context.report({ node, messageId: 'unknownKeySuggest', data: { noun, key, where, suggestion } });
  else if (at.length === 0) context.report({ node, messageId: 'unknownTopKey', data: { key, file } });
  else context.report({ node, messageId: 'unknownKey', data: { noun, key, where, known: listOf(known) } });
  return suggestion;
}

// ---------------------------------------------------------------------------------------------
// Schema helpers

function branchFor(schema: Schema, type: JsonType): Schema | undefined {
  if (schema.kind === 'union') {
    for (const option of schema.options) {
      const branch = branchFor(option, type);
      if (branch) return branch;
    }
    return undefined;
  }
  return acceptedType(schema) === type || schema.kind === 'any' ? schema : undefined;
}

function acceptedType(schema: Exclude<Schema, { kind: 'union' }>): JsonType | undefined {
  switch (schema.kind) {
    case 'string':
    case 'enum':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

function holds(conditional: Conditional, present: ReadonlyMap<string, MemberNode>): boolean {
  const { key, equals, orMissing, missing, isType } = conditional.when;
  const member = present.get(key);
  if (missing) return member === undefined;
  if (isType) return member !== undefined && jsonTypeOf(member.value) === isType;
  if (equals) {
    if (member === undefined) return orMissing === true;
    return member.value.type === 'String' && equals.includes(member.value.value);
  }
  return false;
}

function describeCondition(conditional: Conditional, at: JsonPath, present: ReadonlyMap<string, MemberNode>): string {
  const { key, equals, missing, isType } = conditional.when;
  const sibling = `\`${formatPath([...at, key])}\``;
  const member = present.get(key);
  if (missing) return `${sibling} is not set`;
  if (isType) return `${sibling} is ${describeActual(isType)}`;
  if (equals && member === undefined) return `${sibling} is not set (it defaults to \`${equals[0]}\`)`;
  if (member?.value.type === 'String') return `${sibling} is \`${member.value.value}\``;
  return `${sibling} is ${listOf(equals ?? [])}`;
}

function describeExpected(schema: Schema): string {
  if (schema.noun !== undefined) return schema.noun;
  switch (schema.kind) {
    case 'string':
      return schema.format === 'hex-color' ? 'a hex colour string like `"#0D9373"`' : 'a string';
    case 'enum':
      return `one of ${listOf(schema.values)}`;
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean (`true` or `false`)';
    case 'array':
      return schema.items?.kind === 'string' ? 'an array of strings' : 'an array';
    case 'object':
      return 'an object';
    case 'union':
      return joinWords(schema.options.map(describeExpected));
    default:
      return 'a JSON value';
  }
}

function describeActual(type: JsonType | undefined): string {
  switch (type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'null':
      return 'null';
    case undefined:
      return 'a value';
    default:
      return `a ${type}`;
  }
}

function exampleFor(key: string, schema: Schema | undefined): string {
  return `"${key}": ${schema ? sampleOf(schema) : '...'}`;
}

function sampleOf(schema: Schema): string {
  if (schema.example !== undefined) return schema.example;
  switch (schema.kind) {
    case 'string':
      return schema.format === 'hex-color' ? '"#0D9373"' : schema.format === 'user-pass' ? '"username:password"' : '"..."';
    case 'enum':
      return JSON.stringify(schema.values[0]);
    case 'number':
      return '0';
    case 'boolean':
      return 'true';
    case 'array':
      return '[...]';
    case 'object':
      return '{ ... }';
    case 'union':
      return schema.options.length > 0 ? sampleOf(schema.options[0]) : '...';
    default:
      return '...';
  }
}

// ---------------------------------------------------------------------------------------------
// Text helpers

/** `colors.primary`, `navigation[0].pages[2]`, `metadata["og:image"]`. */
function formatPath(at: JsonPath): string {
  let text = '';
  for (const part of at) {
    if (typeof part === 'number') text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) text += text === '' ? part : `.${part}`;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text;
}

function listOf(values: readonly string[]): string {
  return joinWords(values.map((value) => `\`${value}\``));
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
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

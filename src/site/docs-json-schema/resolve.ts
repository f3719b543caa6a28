/** Which part of a schema applies to a given JSON value: the union branch, the form, the conditions that hold. */
import type { MemberNode } from '@humanwhocodes/momoa';
import { jsonTypeOf } from '../json-nodes.js';
import type { JsonPath } from '../../types.js';
import { describeActual, formatPath, listOf } from './describe.js';
import type { Condition, Conditional, JsonType, ObjectSchema, Schema, SelectSchema } from './types.js';

export type Members = ReadonlyMap<string, MemberNode>;

/** The schema of `schema` that accepts a value of JSON type `type` (a union's branch), or undefined. */
export function branchFor(schema: Schema, type: JsonType): Schema | undefined {
  if (schema.kind === 'union') {
    for (const option of schema.options) {
      const branch = branchFor(option, type);
      if (branch) return branch;
    }
    return undefined;
  }
  return schema.kind === 'any' || schema.kind === 'never' || acceptedType(schema) === type ? schema : undefined;
}

function acceptedType(schema: Schema): JsonType | undefined {
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
    case 'map':
    case 'select':
      return 'object';
    default:
      return undefined;
  }
}

/** The form of a `select` schema that an object with these members takes. */
export function formOf(schema: SelectSchema, present: Members): ObjectSchema {
  return schema.options.find((option) => holds(option.when, present))?.schema ?? schema.otherwise;
}

function conditionsOf(when: Conditional['when']): readonly Condition[] {
  return Array.isArray(when) ? when : [when as Condition];
}

export function holds(when: Conditional['when'], present: Members): boolean {
  return conditionsOf(when).every((condition) => holdsOne(condition, present));
}

function holdsOne(condition: Condition, present: Members): boolean {
  const { key, equals, orMissing, missing, isType } = condition;
  const member = present.get(key);
  if (missing) return member === undefined;
  if (condition.present) return member !== undefined;
  if (isType) return member !== undefined && jsonTypeOf(member.value) === isType;
  if (equals) {
    if (member === undefined) return orMissing === true;
    return member.value.type === 'String' && equals.includes(member.value.value);
  }
  return false;
}

/** "`topbarCtaButton.type` is `link`": how a condition that holds reads in a message. */
export function describeCondition(conditional: Conditional, at: JsonPath, present: Members): string {
  if (conditional.because !== undefined) return conditional.because;
  return conditionsOf(conditional.when)
    .map((condition) => describeOne(condition, at, present))
    .join(' and ');
}

function describeOne(condition: Condition, at: JsonPath, present: Members): string {
  const { key, equals, missing, isType } = condition;
  const sibling = `\`${formatPath([...at, key])}\``;
  const member = present.get(key);
  if (missing) return `${sibling} is not set`;
  if (condition.present) return `${sibling} is set`;
  if (isType) return `${sibling} is ${describeActual(isType)}`;
  if (equals && member === undefined) return `${sibling} is not set (it defaults to \`${equals[0]}\`)`;
  if (member?.value.type === 'String') return `${sibling} is \`${member.value.value}\``;
  return `${sibling} is ${listOf(equals ?? [])}`;
}

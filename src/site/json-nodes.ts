import type { AnyNode, MemberNode, ObjectNode, ValueNode } from '@humanwhocodes/momoa';

export type JsonTypeName = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

const TYPE_NAMES: Record<string, JsonTypeName> = {
  Object: 'object',
  Array: 'array',
  String: 'string',
  Number: 'number',
  Boolean: 'boolean',
  Null: 'null',
};

/** The JSON type of a value node, or undefined for nodes that are not values (Member, Element...). */
export function jsonTypeOf(node: AnyNode): JsonTypeName | undefined {
  return TYPE_NAMES[node.type];
}

export function isValueNode(node: AnyNode): node is ValueNode {
  return node.type in TYPE_NAMES;
}

export function memberKey(member: MemberNode): string {
  return member.name.type === 'String' ? member.name.value : member.name.name;
}

export function findMember(object: ObjectNode, key: string): MemberNode | undefined {
  return object.members.find((member) => memberKey(member) === key);
}

/** The value node under `key`, when `node` is an object that has it. */
export function memberValue(node: AnyNode | undefined, key: string): ValueNode | undefined {
  if (!node || node.type !== 'Object') return undefined;
  return findMember(node, key)?.value;
}

/** The string under `key`, when there is one. */
export function memberString(node: AnyNode | undefined, key: string): string | undefined {
  const value = memberValue(node, key);
  return value?.type === 'String' ? value.value : undefined;
}

/** How schemas, JSON types and paths read in `config-schema` messages and in the generated docs tables. */
import type { JsonPath } from '../../types.js';
import type { JsonType, Schema } from './types.js';

/** Enum lists longer than this are shortened in messages (the docs list them whole). */
const LONG_LIST = 20;

/** `colors.primary`, `navigation[0].pages[2]`, `metadata["og:image"]`. */
export function formatPath(at: JsonPath): string {
  let text = '';
  for (const part of at) {
    if (typeof part === 'number') text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) text += text === '' ? part : `.${part}`;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text;
}

/** `a tab`, `an anchor`. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

export function joinAnd(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** `` `a`, `b` or `c` ``; a long list is cut short ("... (61 in all)"). */
export function listOf(values: readonly string[]): string {
  if (values.length <= LONG_LIST) return joinWords(values.map((value) => `\`${value}\``));
  return `${values
    .slice(0, 6)
    .map((value) => `\`${value}\``)
    .join(', ')}, ... (${values.length} in all)`;
}

/** How the expected value reads in "must be {{expected}}, not ...". */
export function describeExpected(schema: Schema): string {
  if (schema.noun !== undefined) return schema.noun;
  switch (schema.kind) {
    case 'string':
      return schema.format === 'hex-color' ? 'a hex colour string like `"#0D9373"`' : 'a string';
    case 'enum':
      return schema.setName ? `a ${schema.setName}` : `one of ${listOf(schema.values)}`;
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean (`true` or `false`)';
    case 'array':
      return schema.items?.kind === 'string' ? 'an array of strings' : 'an array';
    case 'object':
    case 'select':
      return 'an object';
    case 'map':
      return schema.values.kind === 'string' ? 'an object of strings' : 'an object';
    case 'union':
      return joinWords(schema.options.map(describeExpected));
    default:
      return 'a JSON value';
  }
}

export function describeActual(type: JsonType | undefined): string {
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

export function exampleFor(key: string, schema: Schema | undefined): string {
  return `"${key}": ${schema ? sampleOf(schema) : '...'}`;
}

export function sampleOf(schema: Schema): string {
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
    case 'map':
    case 'select':
      return '{ ... }';
    case 'union':
      return schema.options.length > 0 ? sampleOf(schema.options[0]) : '...';
    default:
      return '...';
  }
}

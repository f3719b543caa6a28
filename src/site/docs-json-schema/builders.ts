/** Small constructors for the descriptor language (`types.ts`), shared by both shapes' schemas. */
import type {
  ArraySchema,
  BooleanSchema,
  EnumSchema,
  MapSchema,
  NeverSchema,
  NumberSchema,
  ObjectSchema,
  Schema,
  SelectSchema,
  StringSchema,
  UnionSchema,
} from './types.js';

type ObjectExtra = Partial<Omit<ObjectSchema, 'kind' | 'properties' | 'unknownKeys'>>;

export const str = (example?: string, extra: Partial<Omit<StringSchema, 'kind'>> = {}): StringSchema => ({ kind: 'string', example, ...extra });
/** A string of at least one character. */
export const nonEmpty = (example?: string): StringSchema => str(example, { minLength: 1 });
export const hex = (example = '"#0D9373"'): StringSchema => ({ kind: 'string', format: 'hex-color', example });
export const uri = (example = '"https://example.com"'): StringSchema => ({ kind: 'string', format: 'uri', example });
export const href = (example = '"/quickstart"'): StringSchema => ({ kind: 'string', format: 'href', example });
export const matching = (regex: string, says: string, example?: string): StringSchema => ({ kind: 'string', pattern: { regex, says }, example });
export const bool = (): BooleanSchema => ({ kind: 'boolean', example: 'true' });
export const num = (example = '0'): NumberSchema => ({ kind: 'number', example });
export const oneOf = (values: readonly string[], setName?: string): EnumSchema => ({ kind: 'enum', values, setName, example: JSON.stringify(values[0]) });
export const never = (reason: string): NeverSchema => ({ kind: 'never', reason });
export const arrayOf = (items: Schema | undefined, extra: Partial<Omit<ArraySchema, 'kind' | 'items'>> = {}): ArraySchema => ({
  kind: 'array',
  items,
  ...extra,
});
export const union = (...options: Schema[]): UnionSchema => ({ kind: 'union', options });
export const mapOf = (values: Schema, extra: Partial<Omit<MapSchema, 'kind' | 'values'>> = {}): MapSchema => ({ kind: 'map', values, example: '{}', ...extra });
export const select = (options: SelectSchema['options'], otherwise: ObjectSchema, otherwiseLabel?: string): SelectSchema => ({
  kind: 'select',
  options,
  otherwise,
  otherwiseLabel,
  example: '{ ... }',
});

/** A closed object: unknown keys are errors. */
export const strict = (properties: Record<string, Schema>, extra: ObjectExtra = {}): ObjectSchema => ({
  kind: 'object',
  properties,
  unknownKeys: 'error',
  ...extra,
});
/** A closed object of the current shape: unknown keys are errors, and the generator drops them silently. */
export const closed = (properties: Record<string, Schema>, extra: ObjectExtra = {}): ObjectSchema => ({
  kind: 'object',
  properties,
  unknownKeys: 'dropped',
  ...extra,
});
export const loose = (properties: Record<string, Schema> = {}, extra: ObjectExtra = {}): ObjectSchema => ({
  kind: 'object',
  properties,
  unknownKeys: 'ignore',
  ...extra,
});
/** An object whose content docs-lint does not check (only that it is an object). */
export const freeObject = (): ObjectSchema => loose({}, { example: '{}' });

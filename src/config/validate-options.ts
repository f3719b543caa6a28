import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

const ajv = new Ajv({ allErrors: false, strict: false, useDefaults: false });
const compiled = new WeakMap<object, ValidateFunction>();

/** Validates `value` against a JSON Schema; returns a sentence naming the first problem, or undefined. */
export function schemaProblem(schema: Record<string, unknown>, value: unknown): string | undefined {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return undefined;
  return describe(validate.errors?.[0]);
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'it does not match the expected shape';
  const where = error.instancePath ? `\`${error.instancePath.slice(1).replace(/\//g, '.')}\`` : 'the value';
  if (error.keyword === 'additionalProperties') {
    return `${where} has an unknown key \`${(error.params as { additionalProperty: string }).additionalProperty}\``;
  }
  if (error.keyword === 'enum') {
    return `${where} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}

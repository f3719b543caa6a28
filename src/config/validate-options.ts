import { createRequire } from 'node:module';
import type { Ajv as AjvInstance, ErrorObject, ValidateFunction } from 'ajv';
import { closestMatch } from '../rule-kit/closest-match.js';

/** Loaded on first use: a run whose config gives no rule options never needs a schema validator. */
let ajv: AjvInstance | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

function validator(): AjvInstance {
  if (!ajv) {
    const { Ajv } = createRequire(import.meta.url)('ajv') as typeof import('ajv');
    // verbose: an error carries its schema, whose keys are the suggestions for a misspelt one.
    ajv = new Ajv({ allErrors: false, strict: false, useDefaults: false, verbose: true });
  }
  return ajv;
}

/** Validates `value` against a JSON Schema; returns a sentence naming the first problem, or undefined. */
export function schemaProblem(schema: Record<string, unknown>, value: unknown): string | undefined {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = validator().compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return undefined;
  return describe(validate.errors?.[0]);
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'it does not match the expected shape';
  const where = error.instancePath ? `\`${error.instancePath.slice(1).replace(/\//g, '.')}\`` : 'the value';
  if (error.keyword === 'additionalProperties') {
    const key = (error.params as { additionalProperty: string }).additionalProperty;
    const known = Object.keys((error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
    const near = closestMatch(key, known);
    return `${where} has an unknown key \`${key}\`${near ? ` (did you mean \`${near}\`?)` : ''}`;
  }
  if (error.keyword === 'enum') {
    return `${where} must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}

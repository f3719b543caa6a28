import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';

export type OpenApiStatus =
  | {
      ok: true;
      specification: 'OpenAPI' | 'Swagger';
      version: string;
      document: Record<string, unknown>;
      /**
       * False when the document parsed and names a supported version but its schema was not
       * validated (the synchronous loader without a validator); absent when it validated.
       */
      validated?: false;
    }
  | { ok: false; problem: string };

/** What `@readme/openapi-parser`'s `validate` answers, as plain data (it may come from a worker thread). */
export interface OpenApiValidatorResult {
  valid: boolean;
  errors?: ReadonlyArray<{ message: string }>;
  additionalErrors?: number;
}

/** A validation reduced to what the status says: the first error and how many more. */
export type OpenApiValidation = { valid: true } | { valid: false; messages: string[]; additionalErrors: number } | { thrown: string };

/** Validates a parsed document's schema synchronously; undefined when it cannot answer (then the document stays unvalidated). */
export type SyncOpenApiValidator = (document: Record<string, unknown>) => OpenApiValidation | undefined;

/**
 * Remembers validations by the spec's text, across runs (the result cache keeps them): schema
 * validation compiles the OpenAPI meta-schema, a third of a second that a run linting one changed
 * page would otherwise spend on a spec that did not change.
 */
export interface OpenApiValidationMemo {
  get(text: string): OpenApiValidation | undefined;
  set(text: string, validation: OpenApiValidation): void;
}

/** Larger files are refused rather than parsed: no real API description comes near this. */
const MAX_OPENAPI_BYTES = 50 * 1024 * 1024;

type Parsed = { ok: 'parsed'; version: string; record: Record<string, unknown> };

/**
 * Reads and validates one local OpenAPI file. External `$ref`s are never resolved, so nothing
 * outside the file (and nothing on the network) is read.
 */
export async function loadOpenApiDocument(absolutePath: string, memo?: OpenApiValidationMemo): Promise<OpenApiStatus> {
  let text: string;
  try {
    const problem = sizeProblem(await fsp.stat(absolutePath));
    if (problem) return { ok: false, problem };
    text = await fsp.readFile(absolutePath, 'utf8');
  } catch (error) {
    return unreadable(error);
  }
  const parsed = parseOpenApiText(absolutePath, text);
  if (parsed.ok !== 'parsed') return parsed;
  let validation = memo?.get(text);
  if (!validation) {
    validation = await validateOpenApiDocument(parsed.record);
    memo?.set(text, validation);
  }
  return statusAfterValidation(parsed, validation);
}

/**
 * The same steps as `loadOpenApiDocument`, without waiting: the file is read and parsed here, and
 * its schema is checked by `validateSync` (editor integrations run the async validator in a worker
 * and block on it). Without a validator, or when it gives no answer, a document that parses and
 * names a supported version is recorded as loaded but not validated (`validated: false`), so the
 * page checks that read its operations still work.
 */
export function loadOpenApiDocumentSync(absolutePath: string, validateSync?: SyncOpenApiValidator): OpenApiStatus {
  let text: string;
  try {
    const problem = sizeProblem(fs.statSync(absolutePath));
    if (problem) return { ok: false, problem };
    text = fs.readFileSync(absolutePath, 'utf8');
  } catch (error) {
    return unreadable(error);
  }
  const parsed = parseOpenApiText(absolutePath, text);
  if (parsed.ok !== 'parsed') return parsed;
  const validation = validateSync?.(parsed.record);
  if (!validation) return { ok: true, specification: specificationOf(parsed.version), version: parsed.version, document: parsed.record, validated: false };
  return statusAfterValidation(parsed, validation);
}

let validationCount = 0;

/** How many schema validations this thread ran; the result cache's tests count them, nothing else reads it. */
export function openApiValidationCount(): number {
  return validationCount;
}

/** Runs `@readme/openapi-parser`'s schema validation on a copy of the document (it dereferences in place). */
export async function validateOpenApiDocument(record: Record<string, unknown>): Promise<OpenApiValidation> {
  validationCount++;
  try {
    // Loaded on first use: most runs (and every run of a site without OpenAPI files) never need it.
    const { validate } = await import('@readme/openapi-parser');
    return summarizeValidation(await validate(structuredClone(record) as never, { resolve: { external: false } } as never));
  } catch (error) {
    return { thrown: String((error as Error)?.message ?? error) };
  }
}

/** The first error and the count of the others: all a status says of a failed validation. */
export function summarizeValidation(result: OpenApiValidatorResult): OpenApiValidation {
  if (result.valid) return { valid: true };
  const errors = result.errors ?? [];
  return { valid: false, messages: errors.slice(0, 1).map((error) => String(error.message)), additionalErrors: errors.length - 1 + (result.additionalErrors ?? 0) };
}

function sizeProblem(stat: fs.Stats): string | undefined {
  if (!stat.isFile()) return 'it is not a file';
  if (stat.size > MAX_OPENAPI_BYTES) return `it is ${Math.round(stat.size / 1048576)} MB, over the 50 MB docs-lint reads`;
  return undefined;
}

function unreadable(error: unknown): OpenApiStatus {
  return { ok: false, problem: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
}

function parseOpenApiText(absolutePath: string, text: string): Parsed | { ok: false; problem: string } {
  let document: unknown;
  try {
    document = loadYaml(text.replace(/^\uFEFF/, ''), { filename: path.basename(absolutePath) });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const where = mark ? ` at line ${mark.line + 1}, column ${mark.column + 1}` : '';
    return { ok: false, problem: `it does not parse as JSON or YAML${where}: ${(error as { reason?: string }).reason ?? 'syntax error'}` };
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) {
    return { ok: false, problem: 'it is not an object with an `openapi` or `swagger` version field' };
  }
  const record = document as Record<string, unknown>;
  const version = typeof record.openapi === 'string' ? record.openapi : typeof record.swagger === 'string' ? record.swagger : undefined;
  if (!version || !(/^3\.\d+(\.\d+)?/.test(version) || version === '2.0')) {
    return { ok: false, problem: 'it is not an OpenAPI 3.x or Swagger 2.0 document (no `openapi: 3.x` or `swagger: "2.0"` field)' };
  }
  return { ok: 'parsed', version, record };
}

function statusAfterValidation({ version, record }: Parsed, validation: OpenApiValidation): OpenApiStatus {
  if ('thrown' in validation) return { ok: false, problem: `it does not validate: ${validation.thrown.split('\n')[0]}` };
  if (!validation.valid) {
    const first = validation.messages[0]?.split('\n')[0] ?? 'schema validation failed';
    const more = validation.additionalErrors;
    return { ok: false, problem: `it is not a valid ${version.startsWith('2') ? 'Swagger 2.0' : `OpenAPI ${version}`} document: ${first}${more > 0 ? ` (and ${more} more)` : ''}` };
  }
  return { ok: true, specification: specificationOf(version), version, document: record };
}

function specificationOf(version: string): 'OpenAPI' | 'Swagger' {
  return version === '2.0' ? 'Swagger' : 'OpenAPI';
}

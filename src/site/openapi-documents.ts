import fs from 'node:fs/promises';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { validate } from '@readme/openapi-parser';

export type OpenApiStatus =
  | { ok: true; specification: 'OpenAPI' | 'Swagger'; version: string; document: Record<string, unknown> }
  | { ok: false; problem: string };

/** Larger files are refused rather than parsed: no real API description comes near this. */
const MAX_OPENAPI_BYTES = 50 * 1024 * 1024;

/**
 * Reads and validates one local OpenAPI file. External `$ref`s are never resolved, so nothing
 * outside the file (and nothing on the network) is read.
 */
export async function loadOpenApiDocument(absolutePath: string): Promise<OpenApiStatus> {
  let text: string;
  try {
    const stat = await fs.stat(absolutePath);
    if (!stat.isFile()) return { ok: false, problem: 'it is not a file' };
    if (stat.size > MAX_OPENAPI_BYTES) return { ok: false, problem: `it is ${Math.round(stat.size / 1048576)} MB, over the 50 MB docs-lint reads` };
    text = await fs.readFile(absolutePath, 'utf8');
  } catch (error) {
    return { ok: false, problem: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
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
  try {
    const result = await validate(structuredClone(record) as never, { resolve: { external: false } } as never);
    if (!result.valid) {
      const first = result.errors[0]?.message.split('\n')[0] ?? 'schema validation failed';
      const more = result.errors.length - 1 + (result.additionalErrors ?? 0);
      return { ok: false, problem: `it is not a valid ${version.startsWith('2') ? 'Swagger 2.0' : `OpenAPI ${version}`} document: ${first}${more > 0 ? ` (and ${more} more)` : ''}` };
    }
    return { ok: true, specification: version === '2.0' ? 'Swagger' : 'OpenAPI', version, document: record };
  } catch (error) {
    return { ok: false, problem: `it does not validate: ${String((error as Error).message).split('\n')[0]}` };
  }
}

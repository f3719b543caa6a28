import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatNames, formatters, isFormatName, type FormatterContext } from '../formatters/index.js';
import type { LintResult } from '../types.js';
import { UsageError } from './parse-cli-args.js';

/** A report maker: a built-in format, or a module given by path (sync or async, as ESLint's formatters may be). */
export type LoadedFormatter = (results: LintResult[], context: FormatterContext) => Promise<string>;

/**
 * `--format NAME` or `--format ./path/to/formatter.mjs`. A path (anything with a slash or a script
 * extension) is resolved against the current folder and imported; its default export is called as
 * an ESLint formatter is: `(results, context)`, with `context.rulesMeta` and `context.cwd`.
 */
export async function loadFormatter(format: string, cwd: string): Promise<LoadedFormatter> {
  if (isFormatName(format)) return async (results, context) => formatters[format](results, context);
  if (!/[\\/]/.test(format) && !/\.(mjs|cjs|js)$/.test(format)) {
    throw new UsageError(`--format "${format}": choose one of ${formatNames.join(', ')}, or give the path of a formatter module (./my-formatter.mjs).`);
  }
  const file = path.resolve(cwd, format);
  if (!fs.existsSync(file)) throw new UsageError(`--format ${format}: there is no formatter at ${file}.`);
  let exported: unknown;
  try {
    exported = ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
  } catch (error) {
    throw new UsageError(`--format ${format}: the formatter could not be loaded: ${(error as Error)?.message ?? String(error)}`);
  }
  if (typeof exported !== 'function') {
    throw new UsageError(`--format ${format}: the module's default export must be a function (results, context) => string; it is ${exported === undefined ? 'missing' : `a ${typeof exported}`}.`);
  }
  const custom = exported as (results: LintResult[], context: unknown) => unknown;
  return async (results, context) => {
    let output: unknown;
    try {
      output = await custom(results, eslintContext(context));
    } catch (error) {
      throw new UsageError(`--format ${format}: the formatter failed: ${(error as Error)?.message ?? String(error)}`);
    }
    if (output === undefined || output === null) return '';
    if (typeof output !== 'string') throw new UsageError(`--format ${format}: the formatter returned ${typeof output}, not text.`);
    return output;
  };
}

/** Our context, plus what ESLint's formatters read: `rulesMeta` (with `docs.url`) keyed by rule id. */
function eslintContext(context: FormatterContext): FormatterContext & { rulesMeta: Record<string, unknown> } {
  const rulesMeta: Record<string, unknown> = {};
  for (const [id, meta] of context.rules) rulesMeta[id] = { ...meta, type: 'problem', docs: { description: meta.description, url: meta.docsUrl } };
  return { ...context, rulesMeta };
}

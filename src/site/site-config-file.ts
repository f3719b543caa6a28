import fs from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode } from '@humanwhocodes/momoa';
import { decodeText, invalidUtf8Message } from '../page/read-page-text.js';
import type { LintMessage } from '../lint-message.js';
import type { ConfigFiles } from './config-parts.js';
import { describeJsonSyntaxError } from './json-syntax-error.js';

export const SITE_CONFIG_NAMES = ['docs.json', 'mint.json'] as const;

/** A site config is a few kilobytes (the largest of the real sites is 61 KB); past this it is not read. */
export const MAX_SITE_CONFIG_BYTES = 10 * 1024 * 1024;
/** Real configs nest about ten levels; the parser (and the rules) recurse, so far deeper is refused. */
export const MAX_SITE_CONFIG_DEPTH = 1000;

export interface SiteConfigFile {
  /** Absolute path. */
  path: string;
  name: (typeof SITE_CONFIG_NAMES)[number];
  legacy: boolean;
  text: string;
  /** The file started with a byte-order mark (kept out of `text`, restored when a fix writes). */
  bom: boolean;
  /** The parsed document, or null when the text is not JSON (see `fatal`). */
  ast: DocumentNode | null;
  fatal?: LintMessage;
  /**
   * The file is not valid UTF-8: a warning at the first bad byte. `text` holds U+FFFD in its place,
   * so a fix must never write it back.
   */
  encodingProblem?: LintMessage;
  /**
   * Set once the config's `$ref`s were followed (see `resolveConfigRefs`): `ast` is then the
   * resolved tree, each referenced file's content in place of the object that named it.
   */
  refs?: ConfigFiles;
}

/** Finds `docs.json`, else the legacy `mint.json`, in the site root. */
export function findSiteConfig(root: string): string | undefined {
  for (const name of SITE_CONFIG_NAMES) {
    const candidate = path.join(root, name);
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not there: try the next name
    }
  }
  return undefined;
}

/** The nearest folder from `folder` upward that holds a site config (docs.json or mint.json); undefined when none does. */
export function findSiteRootFrom(folder: string): string | undefined {
  for (let current = folder; ; current = path.dirname(current)) {
    if (findSiteConfig(current)) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/** Reads and parses the site config; what cannot be read or parsed is a `fatal` message, never a throw. */
export function readSiteConfig(configPath: string): SiteConfigFile {
  const name = path.basename(configPath) as SiteConfigFile['name'];
  let buffer: Buffer;
  try {
    const size = fs.statSync(configPath).size;
    if (size > MAX_SITE_CONFIG_BYTES) {
      const fatal = fatalMessage(`${name} is ${(size / 1048576).toFixed(1)} MB, over the ${MAX_SITE_CONFIG_BYTES / 1048576} MB docs-lint reads: a site config is a few kilobytes. Is this the right file?`, 1, 1);
      return { ...unread(configPath), fatal };
    }
    buffer = fs.readFileSync(configPath);
  } catch (error) {
    return { ...unread(configPath), fatal: fatalMessage(`${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`, 1, 1) };
  }
  // A BOM is legal at the start of a file but not JSON: offsets stay those of the text we parse.
  const { text, bom, invalidUtf8 } = decodeText(buffer);
  const parsed = parseSiteConfig(configPath, text, bom);
  if (invalidUtf8) parsed.encodingProblem = { ruleId: null, severity: 1, message: invalidUtf8Message(invalidUtf8), line: invalidUtf8.line, column: invalidUtf8.column };
  return parsed;
}

function unread(configPath: string): SiteConfigFile {
  const name = path.basename(configPath) as SiteConfigFile['name'];
  return { path: configPath, name, legacy: name === 'mint.json', text: '', bom: false, ast: null };
}

export function parseSiteConfig(configPath: string, text: string, bom = false): SiteConfigFile {
  const name = path.basename(configPath) as SiteConfigFile['name'];
  const base = { path: configPath, name, legacy: name === 'mint.json', text, bom };
  if (text.trim() === '') {
    return { ...base, ast: null, fatal: fatalMessage(`${name} is empty: it must hold a JSON object with at least "name" and "navigation".`, 1, 1) };
  }
  const parsed = parseJsonDocument(name, text);
  return 'fatal' in parsed ? { ...base, ast: null, fatal: parsed.fatal } : { ...base, ast: parsed.ast };
}

/**
 * Parses JSON text with locations (docs.json, or a file one of its `$ref`s names); what is not
 * JSON is a `fatal` message at its line and column, never a throw. `name` is how messages call the file.
 */
export function parseJsonDocument(name: string, text: string): { ast: DocumentNode } | { fatal: LintMessage } {
  if (text.trim() === '') return { fatal: fatalMessage(`${name} is empty: it holds no JSON value.`, 1, 1) };
  // Checked before the parser, which recurses (and overflows) on deep nesting, and takes a raw
  // line break in a string without counting the line, so every later position would be off.
  const problem = preflightJson(text, MAX_SITE_CONFIG_DEPTH);
  if (problem?.kind === 'depth') {
    return { fatal: fatalMessage(`${name} nests arrays and objects more than ${MAX_SITE_CONFIG_DEPTH} levels deep here, so docs-lint does not read it: a site config needs about ten. Is the file generated wrongly?`, problem.line, problem.column) };
  }
  if (problem?.kind === 'control') {
    const what = problem.code === 10 || problem.code === 13 ? 'a line break' : problem.code === 9 ? 'a tab' : `the control character U+${problem.code.toString(16).toUpperCase().padStart(4, '0')}`;
    const escape = problem.code === 10 || problem.code === 13 ? 'end the string on its line, or write the line break as \\n' : problem.code === 9 ? 'write it as \\t' : `write it as \\u${problem.code.toString(16).padStart(4, '0')}`;
    return { fatal: fatalMessage(`${name} is not valid JSON: a string holds ${what} here, which JSON does not allow; ${escape}.`, problem.line, problem.column) };
  }
  try {
    return { ast: parse(text, { mode: 'json', ranges: true }) };
  } catch (error) {
    const { line, column, reason } = describeJsonSyntaxError(error);
    return { fatal: fatalMessage(`${name} is not valid JSON: ${reason}`, line, column) };
  }
}

export type JsonPreflightProblem =
  | { kind: 'depth'; line: number; column: number }
  | { kind: 'control'; code: number; line: number; column: number };

/**
 * The first of: a `[` or `{` (outside strings) that opens level `limit + 1`, or a raw control
 * character (a line break, a tab) inside a string. Lines end at LF, CRLF or a CR alone.
 */
export function preflightJson(text: string, limit: number): JsonPreflightProblem | undefined {
  let depth = 0;
  let inString = false;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString && c < 0x20) return { kind: 'control', code: c, line, column: i - lineStart + 1 };
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    } else if (inString) {
      if (c === 92) {
        const escaped = text.charCodeAt(i + 1);
        if (escaped < 0x20) return { kind: 'control', code: escaped, line, column: i - lineStart + 2 };
        i++;
      } else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return { kind: 'depth', line, column: i - lineStart + 1 };
    } else if (c === 93 || c === 125) depth = Math.max(0, depth - 1);
  }
  return undefined;
}

function fatalMessage(message: string, line: number, column: number): LintMessage {
  return { ruleId: null, severity: 2, fatal: true, message, line, column };
}

import fs from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode } from '@humanwhocodes/momoa';
import type { LintMessage } from '../types.js';

export const SITE_CONFIG_NAMES = ['docs.json', 'mint.json'] as const;

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

export function readSiteConfig(configPath: string): SiteConfigFile {
  const raw = fs.readFileSync(configPath, 'utf8');
  // A BOM is legal at the start of a file but not JSON: offsets stay those of the text we parse.
  const bom = raw.startsWith('\uFEFF');
  return parseSiteConfig(configPath, bom ? raw.slice(1) : raw, bom);
}

export function parseSiteConfig(configPath: string, text: string, bom = false): SiteConfigFile {
  const name = path.basename(configPath) as SiteConfigFile['name'];
  const base = { path: configPath, name, legacy: name === 'mint.json', text, bom };
  if (text.trim() === '') {
    return { ...base, ast: null, fatal: fatalMessage(`${name} is empty: it must hold a JSON object with at least "name" and "navigation".`, 1, 1) };
  }
  try {
    return { ...base, ast: parse(text, { mode: 'json', ranges: true }) };
  } catch (error) {
    const { line = 1, column = 1 } = error as { line?: number; column?: number };
    const reason = String((error as Error).message).replace(/\s*\(\d+:\d+\)\s*$/, '');
    return { ...base, ast: null, fatal: fatalMessage(`${name} is not valid JSON: ${describeJsonError(reason)}`, line, column) };
  }
}

/** Momoa's messages name token types; say what a person would fix instead. */
function describeJsonError(reason: string): string {
  const token = reason.match(/Unexpected token (\w+) found/);
  if (token) {
    const hints: Record<string, string> = {
      String: 'a value starts where a comma or closing bracket was expected; is a comma missing before it?',
      LBrace: 'an object starts where a comma or closing bracket was expected; is a comma missing before it?',
      LBracket: 'an array starts where a comma or closing bracket was expected; is a comma missing before it?',
      Number: 'a number stands where a comma or closing bracket was expected; is a comma missing before it?',
      RBrace: 'a closing brace comes too early; is there a trailing comma before it?',
      RBracket: 'a closing bracket comes too early; is there a trailing comma before it?',
      Colon: 'a colon is out of place; is a key missing its quotes?',
      Comma: 'a comma is out of place; is there a doubled comma or a missing value?',
    };
    return hints[token[1]] ?? `unexpected ${token[1]}.`;
  }
  const word = reason.match(/Unexpected (?:identifier|character) '([^']*)'/);
  if (word) return `unexpected \`${word[1]}\`: keys and strings need double quotes, and true, false and null are lower-case.`;
  if (/Unexpected end of input/i.test(reason)) return 'the file ends too early; is a closing brace or bracket missing?';
  return reason.endsWith('.') ? reason : `${reason}.`;
}

function fatalMessage(message: string, line: number, column: number): LintMessage {
  return { ruleId: null, severity: 2, fatal: true, message, line, column };
}

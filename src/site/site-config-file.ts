import fs from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode } from '@humanwhocodes/momoa';
import type { LintMessage } from '../lint-message.js';
import { describeJsonSyntaxError } from './json-syntax-error.js';

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
    const { line, column, reason } = describeJsonSyntaxError(error);
    return { ...base, ast: null, fatal: fatalMessage(`${name} is not valid JSON: ${reason}`, line, column) };
  }
}

function fatalMessage(message: string, line: number, column: number): LintMessage {
  return { ruleId: null, severity: 2, fatal: true, message, line, column };
}

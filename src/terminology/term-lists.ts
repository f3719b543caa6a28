/**
 * The terms a site prefers, from three places: the `terminology` rule's own list
 * (`{ "use": "sign in", "instead": ["login to", "log into"] }`), the product's name as docs.json
 * spells it, and Vale substitution files (`extends: substitution`, a `swap` map from a pattern to
 * what to write instead, `ignorecase`). Each becomes one pattern over a unit's prose text.
 */

import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { compileGoPattern } from '../spelling/vale-vocabulary.js';
import { keyPosition, lineColumn, type WordListProblem } from '../spelling/word-list-problem.js';

export interface PreferredTerm {
  /** Matches the words to replace, with word boundaries, on a unit's prose text (global). */
  pattern: RegExp;
  /** What to write instead, best first (Vale's `a|b` gives two). */
  use: string[];
  /** Where the term comes from, for the message: `the site's name`, a Vale file, the rule's list. */
  source: 'name' | 'option' | 'vale';
  /** A Vale file's own message (`Use '%s' instead of '%s'.`), when it has one. */
  message?: string;
}

export interface TermOption {
  use: string;
  instead: string[];
}

/** Words after a product's name that name its documentation, not the product. */
const DOCS_SUFFIX = /\s+(?:developer\s+)?(?:docs|documentation|guides?|help(?:\s+center)?|hub|api(?:\s+(?:reference|docs))?|reference|knowledge\s+base|portal|wiki|manual|handbook)$/i;

/** The product's name as docs.json spells it (`Upstash Documentation` → `Upstash`); undefined for a name that is no words (`Trigger.dev`). */
export function productName(siteName: string | undefined): string | undefined {
  if (!siteName) return undefined;
  let name = siteName.trim();
  while (DOCS_SUFFIX.test(name)) name = name.replace(DOCS_SUFFIX, '');
  // A name with dots, slashes or digits reads as an address or a code in prose; the prose room keeps it out of the text.
  if (name === '' || !/^[\p{L}][\p{L}' -]*$/u.test(name)) return undefined;
  return name;
}

/** The product's name, written in any other case: `tessera` or `TESSERA` for `Tessera`. */
export function nameTerm(name: string): PreferredTerm {
  return { pattern: new RegExp(`${NOT_AFTER_IDENTIFIER}(?:${phrasePattern(name)})${NOT_BEFORE_IDENTIFIER}`, 'giu'), use: [name], source: 'name' };
}

/**
 * The name as a part of an identifier is that identifier, spelled as the code spells it: a package
 * (`@upstash/redis`, `upstash-redis-dump`, `strapi-plugin-meilisearch`), a command
 * (`fastmcp-remote`, `zylon-cli`), a header (`x-fastmcp-wrap-result`), a channel (`#tools-lightdash`),
 * a file (`lightdash.yml`), a package with extras (`pip install continue[all]`). A hyphen, slash, `@`, `#`,
 * underscore or a dot between letters joins it, and so does a bracket after it.
 */
const NOT_AFTER_IDENTIFIER = String.raw`(?<![-\p{L}\p{N}_@#/]|[\p{L}\p{N}]\.)`;
const NOT_BEFORE_IDENTIFIER = String.raw`(?![-\p{L}\p{N}_/[]|\.[\p{L}\p{N}])`;

/** The rule's own terms: each `instead` phrase, any case, whitespace as in prose. */
export function optionTerms(terms: readonly TermOption[]): PreferredTerm[] {
  return terms.flatMap((term) => (term.instead.length === 0 ? [] : [{ pattern: new RegExp(bounded(term.instead.map(phrasePattern).join('|')), 'giu'), use: [term.use], source: 'option' as const }]));
}

/** A phrase as a pattern: its words escaped, any run of spaces between them. */
function phrasePattern(phrase: string): string {
  return phrase
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
}

/** Word boundaries that know letters beyond ASCII. */
function bounded(pattern: string): string {
  return `(?<![\\p{L}\\p{N}_])(?:${pattern})(?![\\p{L}\\p{N}_])`;
}

/** Vale substitution files, each path relative to `root`; a broken file or entry is a problem at its place. */
export function valeSubstitutionTerms(files: readonly string[], root: string): { terms: PreferredTerm[]; problems: WordListProblem[]; files: string[] } {
  const terms: PreferredTerm[] = [];
  const problems: WordListProblem[] = [];
  const read: string[] = [];
  for (const file of files) {
    const absolute = path.resolve(root, file);
    read.push(absolute);
    let text: string;
    try {
      text = fs.readFileSync(absolute, 'utf8').replace(/^\uFEFF/, '');
    } catch {
      problems.push({ filePath: absolute, line: 1, column: 1, message: `terminology: the Vale substitution file ${file} does not exist or cannot be read. Correct the path in the rule's "files" option.` });
      continue;
    }
    let data: unknown;
    try {
      data = loadYaml(text);
    } catch (error) {
      const mark = (error as { mark?: { line: number; column: number } }).mark;
      problems.push({ filePath: absolute, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1, message: `terminology: the Vale substitution file is not valid YAML: ${String((error as { reason?: string }).reason ?? (error as Error).message)}. Its terms are left out until it is fixed.` });
      continue;
    }
    const rule = data as { swap?: unknown; ignorecase?: unknown; message?: unknown; nonword?: unknown } | null;
    if (!rule || typeof rule !== 'object' || !rule.swap || typeof rule.swap !== 'object' || Array.isArray(rule.swap)) {
      problems.push({ filePath: absolute, ...keyPosition(text, 'swap'), message: 'terminology: a Vale substitution file needs a "swap" map of pattern: replacement; this one has none, so it adds no terms.' });
      continue;
    }
    const ignoreCase = rule.ignorecase === true;
    for (const [source, replacement] of Object.entries(rule.swap as Record<string, unknown>)) {
      const compiled = compileGoPattern(source);
      if (typeof compiled === 'string' || typeof replacement !== 'string') {
        const at = text.indexOf(source);
        problems.push({ filePath: absolute, ...(at >= 0 ? lineColumn(text, at) : keyPosition(text, 'swap')), message: `terminology: the swap entry "${source}" ${typeof compiled === 'string' ? `is not a regular expression docs-lint can read (${compiled})` : 'has no replacement text'}; it is left out.` });
        continue;
      }
      // compileGoPattern anchors a whole term; a swap pattern is found inside the text, between word boundaries (Vale's default).
      const body = compiled.source.replace(/^\^\(\?:/, '').replace(/\)\$$/, '');
      const flags = `g${ignoreCase || compiled.flags.includes('i') ? 'i' : ''}u`;
      let pattern: RegExp;
      try {
        pattern = new RegExp(rule.nonword === true ? `(?:${body})` : bounded(body), flags);
      } catch {
        // Valid without `u`, not with it (an escape `u` refuses): the same pattern without word boundaries that need `u`.
        pattern = new RegExp(rule.nonword === true ? `(?:${body})` : `\\b(?:${body})\\b`, flags.replace('u', ''));
      }
      terms.push({ pattern, use: replacement.split('|').map((choice) => choice.trim()).filter((choice) => choice !== ''), source: 'vale', ...(typeof rule.message === 'string' ? { message: rule.message } : {}) });
    }
  }
  return { terms, problems, files: read };
}

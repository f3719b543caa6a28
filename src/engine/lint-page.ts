import fs from 'node:fs';
import { parsePage } from '../page/parse-page.js';
import { isSnippetPath } from '../site/page-kinds.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { LintSettings } from '../types.js';
import { applyDirectives, readDirective, unusedDirectiveProblems, type InlineDirective } from './inline-directives.js';
import { applyFixes } from './apply-fixes.js';
import type { Problem } from './problem.js';
import { writeFileAtomic } from './write-file-atomic.js';
import { RuleRunner, type EnabledRule } from './rule-runner.js';
import { walkPage } from './walk-page.js';

/** Pages past this size are skipped with a note: no real page comes near it, and parsing would stall the run. */
export const MAX_PAGE_BYTES = 25 * 1024 * 1024;

export interface PageText {
  text?: string;
  bom?: boolean;
  /** Why the page is not linted (binary, too large, unreadable): shown as a note at 1:1. */
  skipped?: string;
}

export function readPageText(absolutePath: string): PageText {
  try {
    const stat = fs.statSync(absolutePath);
    if (!stat.isFile()) return { skipped: 'it is not a regular file' };
    if (stat.size > MAX_PAGE_BYTES) return { skipped: `it is ${(stat.size / 1048576).toFixed(1)} MB, over the ${MAX_PAGE_BYTES / 1048576} MB docs-lint parses` };
    const buffer = fs.readFileSync(absolutePath);
    if (buffer.includes(0)) return { skipped: 'it holds binary data (a NUL byte), not text' };
    const text = buffer.toString('utf8');
    const bom = text.startsWith('\uFEFF');
    return { text: bom ? text.slice(1) : text, bom };
  } catch (error) {
    return { skipped: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
}

/** Parses one page once and runs every enabled rule's visitors over it in one walk. */
export interface LintPageOptions {
  reportUnusedDisableDirectives?: boolean;
  /** Apply fixes, re-lint, and write the page when it changed. */
  fix?: boolean;
}

const MAX_FIX_PASSES = 10;

/**
 * Parses one page once per pass and runs every enabled rule's visitors over it in one walk.
 * With `fix`, fixes are applied in passes until nothing changes; a pass whose result no longer
 * parses is dropped, and the page is written once, atomically, at the end.
 */
export function lintPage(site: ProjectIndex, relativePath: string, rules: readonly EnabledRule[], settings: LintSettings, options: LintPageOptions = {}): Problem[] {
  const filePath = site.absolutePath(relativePath);
  const { text, skipped, bom } = readPageText(filePath);
  if (text === undefined) {
    return [{ filePath, ruleId: null, severity: 0, message: `Not linted: ${skipped}.`, line: 1, column: 1 }];
  }
  let current = text;
  let problems = lintText(site, relativePath, current, rules, settings, options);
  for (let pass = 0; options.fix && pass < MAX_FIX_PASSES; pass++) {
    const fixes = problems.filter((problem) => problem.edits && !problem.suppressed).map((problem) => problem.edits!);
    if (fixes.length === 0) break;
    const { output, applied } = applyFixes(current, fixes);
    if (applied === 0 || output === current) break;
    const next = lintText(site, relativePath, output, rules, settings, options);
    if (next.some((problem) => problem.fatal)) break;
    current = output;
    problems = next;
  }
  if (current !== text) writeFileAtomic(filePath, (bom ? '\uFEFF' : '') + current);
  return problems;
}

function lintText(site: ProjectIndex, relativePath: string, text: string, rules: readonly EnabledRule[], settings: LintSettings, options: LintPageOptions): Problem[] {
  const filePath = site.absolutePath(relativePath);
  const parsed = parsePage(text);
  if (!parsed.tree) return [{ ...parsed.fatal!, filePath }];
  const page = { relativePath, isSnippet: isSnippetPath(relativePath), frontMatter: parsed.frontMatter };
  const runner = new RuleRunner({ filePath, sourceText: text, page }, rules, site, settings);
  const directives: InlineDirective[] = [];
  walkPage(parsed.tree, runner, (node) => {
    const directive = readDirective(node);
    if (directive) directives.push(directive);
  });
  const { kept, suppressed } = applyDirectives(runner.problems, directives);
  const unused = options.reportUnusedDisableDirectives ? unusedDirectiveProblems(filePath, directives) : [];
  return [...kept, ...unused, ...suppressed.map((problem) => ({ ...problem, suppressed: true as const }))];
}

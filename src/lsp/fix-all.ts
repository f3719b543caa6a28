import { applyFixes } from '../engine/apply-fixes.js';
import { lintPage } from '../engine/lint-page.js';
import type { FileKind } from '../eslint-plugin/lint-file.js';
import type { TextEdit } from '../types.js';
import type { LintedDocument } from './lint-document.js';
import type { SiteProject } from './site-project.js';

/**
 * The text of a document with every docs-lint fix applied, as `--fix` would write it: a page
 * goes through the engine's fix passes (a fix that breaks the parse is dropped), with the
 * editor's text as the page; docs.json takes its fixes in one pass. Undefined when nothing changes.
 */
export function fixAllText(project: SiteProject, filePath: string, kind: FileKind, linted: LintedDocument): string | undefined {
  if (kind === 'page') {
    const site = project.index();
    if (!site) return undefined;
    const relativePath = project.relative(filePath);
    const { rules, settings } = project.profileOf(filePath);
    const page = lintPage(site, relativePath, rules, settings, { fix: true, dryRun: true, source: { relativePath, text: linted.text, bom: false } });
    return page.fixed ? page.fixed.after : undefined;
  }
  const fixes = linted.problems.flatMap((problem) => (problem.edits ? [problem.edits] : problem.fix ? [[problem.fix] as TextEdit[]] : []));
  if (fixes.length === 0) return undefined;
  const { output } = applyFixes(linted.text, fixes);
  return output === linted.text ? undefined : output;
}

/** The one replacement that turns `before` into `after`: what lies between their common start and end. */
export function changedSpan(before: string, after: string): TextEdit {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { range: [start, before.length - end], text: after.slice(start, after.length - end) };
}

import { parsePage } from '../page/parse-page.js';
import { PageAnchorCollector } from '../page/page-anchors.js';
import { readPageText } from '../page/read-page-text.js';
import { isSnippetPath } from '../site/page-kinds.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { LintSettings } from '../types.js';
import { applyDirectives, readCommentDirective, readDirective, unusedDirectiveProblems, type InlineDirective } from './inline-directives.js';
import { applyFixes } from './apply-fixes.js';
import type { Problem } from './problem.js';
import { writeFileAtomic } from './write-file-atomic.js';
import { RuleRunner, type EnabledRule } from './rule-runner.js';
import { walkPage } from './walk-page.js';

export interface LintPageOptions {
  reportUnusedDisableDirectives?: boolean;
  /** Apply fixes, re-lint, and write the page when it changed. */
  fix?: boolean;
}

/**
 * A page linted in one walk, with what is left for after every page was read: the checks rules
 * deferred (cross-file anchors) and the directives that still apply to their reports.
 */
export interface LintedPage {
  filePath: string;
  problems: Problem[];
  directives: InlineDirective[];
  /** Present only while deferred checks are pending. */
  runner?: RuleRunner;
}

const MAX_FIX_PASSES = 10;

/**
 * Parses one page once per pass and runs every enabled rule's visitors over it in one walk.
 * With `fix`, fixes are applied in passes until nothing changes; a pass whose result no longer
 * parses is dropped, and the page is written once, atomically, at the end.
 * Call `finishPage` once every page of the site went through here.
 */
export function lintPage(site: ProjectIndex, relativePath: string, rules: readonly EnabledRule[], settings: LintSettings, options: LintPageOptions = {}): LintedPage {
  const filePath = site.absolutePath(relativePath);
  const { text, skipped, bom } = readPageText(filePath);
  if (text === undefined) {
    return { filePath, directives: [], problems: [{ filePath, ruleId: null, severity: 0, message: `Not linted: ${skipped}.`, line: 1, column: 1 }] };
  }
  let current = text;
  let linted = lintPageText(site, relativePath, current, rules, settings);
  for (let pass = 0; options.fix && pass < MAX_FIX_PASSES; pass++) {
    const fixes = linted.problems.filter((problem) => problem.edits && !problem.suppressed).map((problem) => problem.edits!);
    if (fixes.length === 0) break;
    const { output, applied } = applyFixes(current, fixes);
    if (applied === 0 || output === current) break;
    const next = lintPageText(site, relativePath, output, rules, settings);
    if (next.problems.some((problem) => problem.fatal)) {
      // The page keeps the anchors of the text that stays on disk.
      lintPageText(site, relativePath, current, rules, settings);
      break;
    }
    current = output;
    linted = next;
  }
  if (current !== text) writeFileAtomic(filePath, (bom ? '\uFEFF' : '') + current);
  return linted;
}

/** Runs a page's deferred checks, applies its directives to what they report, and reports unused directives. */
export function finishPage(page: LintedPage, options: LintPageOptions = {}): Problem[] {
  let problems = page.problems;
  if (page.runner) {
    const late = applyDirectives(page.runner.runDeferredChecks(), page.directives);
    problems = problems.concat(late.kept, late.suppressed.map((problem) => ({ ...problem, suppressed: true as const })));
    page.runner = undefined;
  }
  if (options.reportUnusedDisableDirectives) problems = problems.concat(unusedDirectiveProblems(page.filePath, page.directives));
  return problems;
}

/**
 * One page's text, parsed once and walked once by every enabled rule; records the page's anchors
 * in the project index. The CLI reads the text from disk; the editor integrations pass what the
 * editor holds. Call `finishPage` on the result once the anchors of the pages it links to are known.
 */
export function lintPageText(site: ProjectIndex, relativePath: string, text: string, rules: readonly EnabledRule[], settings: LintSettings): LintedPage {
  const filePath = site.absolutePath(relativePath);
  const parsed = parsePage(text, { htmlComments: relativePath.endsWith('.md') });
  if (!parsed.tree) return { filePath, directives: [], problems: [{ ...parsed.fatal!, filePath }] };
  const page = { relativePath, isSnippet: isSnippetPath(relativePath), frontMatter: parsed.frontMatter };
  const runner = new RuleRunner({ filePath, sourceText: text, page }, rules, site, settings);
  const directives: InlineDirective[] = [];
  for (const comment of parsed.htmlComments) {
    const directive = readCommentDirective(comment.value, comment);
    if (directive) directives.push(directive);
  }
  const anchors = new PageAnchorCollector();
  walkPage(parsed.tree, runner, (node) => {
    anchors.observe(node);
    const directive = readDirective(node);
    if (directive) directives.push(directive);
  });
  site.anchors.record(relativePath, anchors.result());
  runner.releaseVisitors();
  const { kept, suppressed } = applyDirectives(runner.problems, directives);
  return {
    filePath,
    directives,
    problems: [...kept, ...suppressed.map((problem) => ({ ...problem, suppressed: true as const }))],
    runner: runner.hasDeferredChecks ? runner : undefined,
  };
}

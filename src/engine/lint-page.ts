import type { Root } from 'mdast';
import { parsePage } from '../page/parse-page.js';
import { anchorOptionsOf, PageAnchorCollector } from '../page/page-anchors.js';
import { invalidUtf8Message, readPageText, type PageText } from '../page/read-page-text.js';
import { isRepositoryFile, isSnippetPath, REPOSITORY_FILE_RULES } from '../site/page-kinds.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { LintSettings, TextEdit } from '../types.js';
import { applyDirectives, readCommentDirective, readDirective, unusedDirectiveProblems, type InlineDirective } from './inline-directives.js';
import { applyFixes } from './apply-fixes.js';
import { CodeRanges } from './code-ranges.js';
import { detectedSecrets, redactSecrets } from './redact-secrets.js';
import type { Problem } from './problem.js';
import { writeFileAtomic } from './write-file-atomic.js';
import { RuleRunner, type EnabledRule } from './rule-runner.js';
import { walkPage } from './walk-page.js';

export interface LintPageOptions {
  reportUnusedDisableDirectives?: boolean;
  /** Apply fixes, re-lint, and write the page when it changed. */
  fix?: boolean;
  /** With `fix`: work the fixes out (`LintedPage.fixed`) but write nothing. */
  dryRun?: boolean;
  /** This page's text as given (`--stdin`), instead of the file on disk. */
  source?: { relativePath: string; text: string; bom: boolean };
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
  /** The credentials `no-secrets` found in the page, masked in every later report too. */
  secrets?: string[];
  /** With `fix`, when the fixes changed the page: the whole file before and after (byte-order mark included). */
  fixed?: { before: string; after: string };
}

const MAX_FIX_PASSES = 10;

let parseCount = 0;

/**
 * How many times this thread parsed a page to lint it (every `lintPageText`, each fix pass
 * included). The result cache's tests count parses with it; nothing else reads it.
 */
export function pageParseCount(): number {
  return parseCount;
}

/**
 * Parses one page once per pass and runs every enabled rule's visitors over it in one walk.
 * With `fix`, fixes are applied in passes until nothing changes; a fix whose result no longer
 * parses is dropped, and the page is written once, atomically, at the end, with its byte-order
 * mark and line endings as they were. A page that is not valid UTF-8 is never written.
 * Call `finishPage` once every page of the site went through here.
 */
export function lintPage(site: ProjectIndex, relativePath: string, rules: readonly EnabledRule[], settings: LintSettings, options: LintPageOptions = {}): LintedPage {
  const filePath = site.absolutePath(relativePath);
  const { text, skipped, bom, invalidUtf8 }: PageText = options.source?.relativePath === relativePath ? options.source : readPageText(filePath);
  if (text === undefined) {
    // No anchors can be listed for it: recorded so that nobody tries to read it again.
    site.anchors.record(relativePath, null);
    return { filePath, directives: [], problems: [{ filePath, ruleId: null, severity: 0, message: `Not linted: ${skipped}.`, line: 1, column: 1 }] };
  }
  const lint = (source: string) => lintPageText(site, relativePath, source, rules, settings);
  let current = text;
  let linted = lint(current);
  /** The text whose anchors the project index holds: the last one linted. */
  let recorded = current;
  // Fixing a page that is not valid UTF-8 would write U+FFFD over the bytes it could not read.
  for (let pass = 0; options.fix && !invalidUtf8 && pass < MAX_FIX_PASSES; pass++) {
    const fixes = linted.problems.filter((problem) => problem.edits && !problem.suppressed).map((problem) => problem.edits!);
    if (fixes.length === 0) break;
    const attempt = (chosen: ReadonlyArray<readonly TextEdit[]>): { output: string; next: LintedPage } | 'unchanged' | 'breaks' => {
      const { output, applied } = applyFixes(current, chosen);
      if (applied === 0 || output === current) return 'unchanged';
      const next = lint(output);
      recorded = output;
      return next.problems.some((problem) => problem.fatal) ? 'breaks' : { output, next };
    };
    let outcome = attempt(fixes);
    // Some fix leaves the page unparsable: keep the first fix that does not, and try the rest next pass.
    for (let i = 0; outcome === 'breaks' && i < fixes.length; i++) {
      const alone = attempt([fixes[i]]);
      if (typeof alone === 'object') outcome = alone;
    }
    if (typeof outcome !== 'object') break;
    current = outcome.output;
    linted = outcome.next;
  }
  // The page keeps the anchors of the text that stays on disk.
  if (recorded !== current) linted = lint(current);

  const extra: Problem[] = [];
  if (invalidUtf8) extra.push({ filePath, ruleId: null, severity: 1, message: invalidUtf8Message(invalidUtf8), line: invalidUtf8.line, column: invalidUtf8.column });
  if (current !== text) {
    const fixed = { before: (bom ? '\uFEFF' : '') + text, after: (bom ? '\uFEFF' : '') + current };
    try {
      if (!options.dryRun) writeFileAtomic(filePath, fixed.after);
      linted.fixed = fixed;
    } catch (error) {
      // Nothing was written: report what is on disk, and why the fixes are not there.
      linted = lint(text);
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      extra.push({ filePath, ruleId: null, severity: 2, message: `The fixed page could not be written (${reason}); the file is unchanged.`, line: 1, column: 1 });
    }
  }
  if (extra.length > 0) linted.problems = [...extra, ...linted.problems];
  return linted;
}

/** Runs a page's deferred checks, applies its directives to what they report, and reports unused directives. */
export function finishPage(page: LintedPage, options: LintPageOptions = {}): Problem[] {
  let problems = page.problems;
  if (page.runner) {
    const deferred = page.runner.runDeferredChecks();
    redactSecrets(deferred, page.secrets ?? []);
    const late = applyDirectives(deferred, page.directives);
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
 * `parseTree`: how the masked text becomes its tree (see `parsePage`); the language server passes
 * one that re-parses only the block an edit changed.
 */
export function lintPageText(site: ProjectIndex, relativePath: string, text: string, rules: readonly EnabledRule[], settings: LintSettings, parseTree?: (masked: string) => Root): LintedPage {
  const filePath = site.absolutePath(relativePath);
  parseCount++;
  const parsed = parsePage(text, { htmlComments: relativePath.endsWith('.md') }, parseTree);
  if (!parsed.tree) {
    site.anchors.record(relativePath, null);
    return { filePath, directives: [], problems: [{ ...parsed.fatal!, filePath }] };
  }
  const anchors = new PageAnchorCollector(anchorOptionsOf(parsed.frontMatter?.data, parsed.customHeadingIds));
  const page = {
    relativePath,
    isSnippet: isSnippetPath(relativePath),
    frontMatter: parsed.frontMatter,
    headingAnchor: (node: object) => anchors.headingAnchor(node),
  };
  const runner = new RuleRunner({ filePath, sourceText: text, page }, rulesFor(site, relativePath, rules), site, settings);
  const directives: InlineDirective[] = [];
  for (const comment of parsed.htmlComments) {
    const directive = readCommentDirective(comment.value, comment);
    if (directive) directives.push(directive);
  }
  const code = new CodeRanges();
  walkPage(parsed.tree, runner, (node, ancestors) => {
    anchors.observe(node, ancestors);
    code.observe(node);
    const directive = readDirective(node);
    if (directive) directives.push(directive);
  });
  site.anchors.record(relativePath, anchors.result());
  runner.releaseVisitors();
  code.guard(runner.problems, (problem) => runner.fixOwner(problem));
  // Only the deferred checks outlive the walk: neither the tree nor the text stays alive for them.
  runner.releaseSource();
  const secrets = detectedSecrets(runner.problems, text);
  redactSecrets(runner.problems, secrets);
  const { kept, suppressed } = applyDirectives(runner.problems, directives);
  return {
    filePath,
    directives,
    problems: [...kept, ...suppressed.map((problem) => ({ ...problem, suppressed: true as const }))],
    runner: runner.hasDeferredChecks ? runner : undefined,
    ...(secrets.length > 0 ? { secrets } : {}),
  };
}

/** A README or CONTRIBUTING file the navigation does not list is no page: only the rules for any file read it. */
function rulesFor(site: ProjectIndex, relativePath: string, rules: readonly EnabledRule[]): readonly EnabledRule[] {
  if (!isRepositoryFile(relativePath) || site.navigationByPage.has(relativePath.replace(/\.(mdx|md)$/i, ''))) return rules;
  return rules.filter((enabled) => REPOSITORY_FILE_RULES.has(enabled.rule.meta.id));
}

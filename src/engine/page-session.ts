import { detachString } from '../page/page-anchors.js';
import type { ProjectIndex } from '../site/project-index.js';
import { internalError, type FileProfile } from './enabled-rules.js';
import { finishPage, lintPage, type LintedPage, type LintPageOptions } from './lint-page.js';
import type { Problem } from './problem.js';

/** A page once its deferred checks ran: every problem it has, and what its cross-file checks read. */
export interface FinishedPage {
  problems: Problem[];
  /** The pages whose anchors the page's checks asked for, and the external URLs whose results they read (the result cache's dependencies). */
  reads: string[];
  /** With `fix`, when the fixes changed the page: the whole file before and after. */
  fixed?: { before: string; after: string };
}

/**
 * The pages of one thread, in the engine's two phases: `lint` parses and walks each page once
 * (recording its anchors in the project index) and keeps what its deferred checks need; `finish`,
 * called once the anchors of every page are known, runs those checks. The main thread runs one
 * session when it lints alone; each worker thread runs one for its share of the pages.
 */
export class PageSession {
  /** Each page linted and not finished yet, with the pages whose anchors it read so far (most read none). */
  private readonly pending = new Map<string, { page: LintedPage; reads?: Set<string> }>();

  constructor(
    private readonly site: ProjectIndex,
    /** Each page's rules and settings (the config's `overrides` make them differ from page to page). */
    private readonly profiles: { forFile(relativePath: string): FileProfile },
    private readonly options: LintPageOptions,
  ) {}

  /** Phase 1 for one page. */
  lint(relativePath: string): void {
    const filePath = this.site.absolutePath(relativePath);
    const { value: page, reads } = this.site.anchors.tracking((): LintedPage => {
      try {
        const { rules, settings } = this.profiles.forFile(relativePath);
        return lintPage(this.site, relativePath, rules, settings, this.options);
      } catch (error) {
        return { filePath, directives: [], problems: [internalError(filePath, error)] };
      }
    });
    // Kept until phase 2, so kept small: without the fixes' edits (unless fixing) and the page's text.
    if (!this.options.fix) page.problems = page.problems.map(compact);
    if (page.secrets) page.secrets = page.secrets.map(detachString);
    this.pending.set(relativePath, reads.size > 0 ? { page, reads } : { page });
  }

  /** The pages linted and not finished yet, in the order they were linted. */
  get pages(): string[] {
    return [...this.pending.keys()];
  }

  /** Phase 2 for one page linted by `lint`: its deferred checks, directives applied, unused directives reported. */
  finish(relativePath: string): FinishedPage {
    const entry = this.pending.get(relativePath);
    if (!entry) throw new Error(`${relativePath} was not linted in this session`);
    this.pending.delete(relativePath);
    const { page } = entry;
    const { value: problems, reads: late } = this.site.anchors.tracking((): Problem[] => {
      try {
        return finishPage(page, this.options);
      } catch (error) {
        return [...page.problems, internalError(page.filePath, error)];
      }
    });
    const reads = entry.reads ? [...new Set([...entry.reads, ...late])] : [...late];
    return { problems: this.options.fix ? problems : problems.map(compact), reads, ...(page.fixed ? { fixed: page.fixed } : {}) };
  }
}

/**
 * A problem as a run that does not fix keeps it until the report: without the rule's edits, and
 * with its fix's text copied out of the page's text (a substring keeps the whole text alive).
 */
function compact(problem: Problem): Problem {
  if (!problem.edits && !problem.fix && !problem.suggestions) return problem;
  const { edits: _edits, ...rest } = problem;
  if (rest.fix) rest.fix = { range: rest.fix.range, text: detachString(rest.fix.text) };
  if (rest.suggestions) rest.suggestions = rest.suggestions.map(({ desc, fix }) => ({ desc, fix: { range: fix.range, text: detachString(fix.text) } }));
  return rest;
}

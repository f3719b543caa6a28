import path from 'node:path';
import type { ChangedLines } from '../changes/changed-lines.js';
import type { SiteOverview } from '../report/site-overview.js';
import type { LintResult, RuleMeta } from '../types.js';

export interface FormatterContext {
  /** Directory that printed paths are made relative to (and SARIF's `%SRCROOT%`). */
  cwd: string;
  color: boolean;
  /** Every known rule's meta by id; formatters only look up the ids that appear in the results. */
  rules: ReadonlyMap<string, RuleMeta>;
  toolVersion: string;
  /** A reported file's text as its messages count it, for fingerprints (SARIF's `partialFingerprints`); undefined when unknown. */
  sourceText?: (filePath: string) => string | undefined;
  /** The repository's top folder: SARIF's `%SRCROOT%` (default: `cwd`). */
  repositoryRoot?: string;
  /** Width of the terminal the report goes to: `stylish` wraps long messages to it (default 120). */
  columns?: number;
  /**
   * Where links to files point (`markdown`): `base` is the URL of the folder `root`, e.g. a commit's
   * tree on GitHub. Without it, links are paths relative to `cwd`.
   */
  sourceLinks?: { base: string; root: string };
  /** The site as a whole, for the formats that show it (`html`; see `formatUsesSiteOverview`). */
  site?: SiteOverview;
  /** The lines a pull request (or `--changed`) touched: `github` annotates the problems on them first. */
  changedLines?: ChangedLines;
}

export type Formatter = (results: readonly LintResult[], context: FormatterContext) => string;

/**
 * The file's path relative to `cwd`. Resolving first keeps already-relative paths relative to `cwd`
 * rather than to the process's working directory. `posix` is for machine consumers (GitHub, SARIF)
 * that expect `/` whatever the OS; only Windows needs converting, since elsewhere `\` may be a
 * legitimate file name character.
 */
export function relativePath(cwd: string, filePath: string, posix = false): string {
  const relative = path.relative(cwd, path.resolve(cwd, filePath)) || path.basename(filePath);
  return posix && path.sep === '\\' ? relative.split(path.sep).join('/') : relative;
}

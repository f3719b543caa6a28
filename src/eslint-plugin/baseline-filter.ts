/**
 * The baseline in the editor: ESLint shows what `docs-lint` (and so CI) fails on, not the problems
 * the site's `.docs-lint-baseline.json` holds back. `settings['docs-lint'].baseline` names another
 * baseline (relative to the current folder, as `--baseline` does), or `false` to see every problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { applyBaseline } from '../baseline/apply-baseline.js';
import { BASELINE_FILE, readBaseline, type BaselineEntries } from '../baseline/baseline-file.js';
import type { Problem } from '../engine/problem.js';
import { withCounts } from '../engine/lint-results.js';
import { findSiteRootFrom } from '../site/site-config-file.js';
import { relativeInside } from '../site/site-paths.js';

export interface BaselineSetting {
  /** A baseline file, or `false` for none: every problem is shown. Default: the site root's `.docs-lint-baseline.json`. */
  baseline?: string | false;
}

export interface BaselineFilter {
  /** The problems the baseline holds back. */
  held: ReadonlySet<Problem>;
  /** Why the baseline could not be read (every problem is then shown). */
  unreadable?: string;
}

const NONE: BaselineFilter = { held: new Set() };

/** The baselined problems among a file's problems (every rule's, in the order the engine reported them). */
export function baselineFilter(filePath: string, text: string, problems: readonly Problem[], settings: BaselineSetting = {}): BaselineFilter {
  if (settings.baseline === false || problems.length === 0) return NONE;
  const root = findSiteRootFrom(path.dirname(filePath));
  if (root === undefined) return NONE;
  const file = typeof settings.baseline === 'string' ? path.resolve(settings.baseline) : path.join(root, BASELINE_FILE);
  let entries: BaselineEntries | undefined;
  try {
    entries = cachedBaseline(file);
  } catch (error) {
    return { held: new Set(), unreadable: (error as Error).message };
  }
  const relative = relativeInside(root, filePath);
  if (!entries || relative === undefined || !Object.hasOwn(entries, relative)) return NONE;
  // In the CLI's order, so that of several problems with one print the same ones are held back.
  const ordered = [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
  const result = withCounts({ filePath, messages: [], suppressedMessages: [], errorCount: 0, fatalErrorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0, usedDeprecatedRules: [] }, ordered);
  const [kept] = applyBaseline([result], entries, { root, texts: () => text, active: () => true, complete: false }).results;
  const shown = new Set(kept.messages);
  return { held: new Set(problems.filter((problem) => !shown.has(problem))) };
}

/** Read once per change of the file: the editor lints on every keystroke. */
const cache = new Map<string, { stamp: string; entries: BaselineEntries | undefined }>();

function cachedBaseline(file: string): BaselineEntries | undefined {
  let stamp = 'none';
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    // No baseline: nothing is held back.
  }
  const known = cache.get(file);
  if (known?.stamp === stamp) return known.entries;
  const entries = stamp === 'none' ? undefined : readBaseline(file);
  cache.set(file, { stamp, entries });
  return entries;
}

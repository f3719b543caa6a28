import { withCounts } from '../engine/lint-results.js';
import { relativeInside } from '../site/site-paths.js';
import type { LintMessage, LintResult } from '../types.js';
import type { BaselineEntries } from './baseline-file.js';
import { fingerprintMessages } from './fingerprint.js';

/** What a run knows for matching its results against a baseline. */
export interface BaselineScope {
  /** The site root: the baseline's paths are relative to it. */
  root: string;
  /** A file's text as the messages count it (the fixed text for `--fix-dry-run`, standard input for `--stdin`). */
  texts: (filePath: string) => string | undefined;
  /** Whether the rule is on for the file now (root-relative): entries of rules turned off are neither matched nor fixed. */
  active: (file: string, ruleId: string) => boolean;
  /** The run linted the whole site, so a file it did not report on is gone (deleted, or ignored now). */
  complete: boolean;
}

export interface BaselineOutcome {
  /** The results with every baselined problem moved to `suppressedMessages` (kind `file`, as ESLint's bulk suppressions). */
  results: LintResult[];
  suppressed: number;
  /** Baselined problems that this run looked for and did not find: fixed (or their text changed). */
  fixed: number;
  /** The baseline without the fixed problems (what `--baseline-prune` writes). */
  pruned: BaselineEntries;
}

type Suppressed = LintMessage & { suppressions: Array<{ kind: string; justification: string }> };

/**
 * Hides the problems the baseline holds. Problems are matched by file, rule and fingerprint, and as
 * many of a fingerprint are hidden as the baseline counts: a new problem is reported on its own,
 * even in a file with baselined problems of the same rule.
 */
export function applyBaseline(results: readonly LintResult[], entries: BaselineEntries, scope: BaselineScope): BaselineOutcome {
  const left = structuredClone(entries);
  let suppressed = 0;
  const seen = new Set<string>();
  const out = results.map((result) => {
    const file = relativeInside(scope.root, result.filePath);
    if (file === undefined) return result;
    seen.add(file);
    const rules = own(left, file);
    if (!rules) return result;
    const hidden = new Set<LintMessage>();
    for (const { message, fingerprint } of fingerprintMessages(result.messages, () => scope.texts(result.filePath))) {
      const counts = own(rules, message.ruleId!);
      if (!counts || !own(counts, fingerprint)) continue;
      counts[fingerprint]--;
      hidden.add(message);
    }
    if (hidden.size === 0) return result;
    suppressed += hidden.size;
    const kept = result.messages.filter((message) => !hidden.has(message));
    const moved: Suppressed[] = [...hidden].map((message) => ({ ...message, suppressions: [{ kind: 'file', justification: '' }] }));
    return { ...withCounts(result, kept), suppressedMessages: [...result.suppressedMessages, ...moved] };
  });

  let fixed = 0;
  const pruned: BaselineEntries = Object.create(null);
  for (const [file, rules] of Object.entries(entries)) {
    const inRun = seen.has(file) || scope.complete;
    for (const [ruleId, counts] of Object.entries(rules)) {
      const looked = inRun && scope.active(file, ruleId);
      for (const [fingerprint, count] of Object.entries(counts)) {
        const gone = looked ? left[file][ruleId][fingerprint] : 0;
        fixed += gone;
        if (count - gone > 0) ((pruned[file] ??= Object.create(null))[ruleId] ??= Object.create(null))[fingerprint] = count - gone;
      }
    }
  }
  return { results: out, suppressed, fixed, pruned };
}

/** A key of a record read from a file, never one of Object.prototype's (a baseline may hold any key). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The baseline after `--baseline-write`: every baselinable problem of the files this run linted;
 * entries of files outside the run are kept, unless the run covered the whole site.
 */
export function recordBaseline(results: readonly LintResult[], previous: BaselineEntries, scope: Pick<BaselineScope, 'root' | 'texts' | 'complete'>): { entries: BaselineEntries; problems: number } {
  const entries: BaselineEntries = Object.create(null);
  const linted = new Set<string>();
  let problems = 0;
  for (const result of results) {
    const file = relativeInside(scope.root, result.filePath);
    if (file === undefined) continue;
    linted.add(file);
    for (const { message, fingerprint } of fingerprintMessages(result.messages, () => scope.texts(result.filePath))) {
      const counts = ((entries[file] ??= Object.create(null))[message.ruleId!] ??= Object.create(null));
      counts[fingerprint] = (counts[fingerprint] ?? 0) + 1;
      problems++;
    }
  }
  if (!scope.complete) {
    for (const [file, rules] of Object.entries(previous)) if (!linted.has(file)) entries[file] = rules;
  }
  return { entries, problems };
}

import { withCounts } from '../engine/lint-results.js';
import { relativeInside } from '../site/site-paths.js';
import type { LintMessage, LintResult } from '../types.js';
import type { BaselineEntries } from './baseline-file.js';
import { fingerprintMessages, type Fingerprinted } from './fingerprint.js';

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
  /** Problems matched by the print of a version-1 baseline: `pruned` records them anew. */
  legacy: number;
  /**
   * The baseline without the fixed problems (what `--baseline-prune` writes), each problem this run
   * found recorded under its current fingerprint.
   */
  pruned: BaselineEntries;
}

type Suppressed = LintMessage & { suppressions: Array<{ kind: string; justification: string }> };

/**
 * Hides the problems the baseline holds. Problems are matched by file, rule and fingerprint, and as
 * many of a fingerprint are hidden as the baseline counts: a new problem is reported on its own,
 * even in a file with baselined problems of the same rule. A problem the baseline holds under the
 * print of its first version (docs-lint 0.1) matches too.
 */
export function applyBaseline(results: readonly LintResult[], entries: BaselineEntries, scope: BaselineScope): BaselineOutcome {
  const left = structuredClone(entries);
  /** File → rule → the current fingerprints of the problems the baseline hid. */
  const found: BaselineEntries = Object.create(null);
  let suppressed = 0;
  let legacy = 0;
  const seen = new Set<string>();
  const out = results.map((result) => {
    const file = relativeInside(scope.root, result.filePath);
    if (file === undefined) return result;
    seen.add(file);
    const rules = own(left, file);
    if (!rules) return result;
    const hidden = new Set<LintMessage>();
    const fingerprinted = fingerprintMessages(result.messages, () => scope.texts(result.filePath));
    const take = (entry: Fingerprinted, print: string) => {
      rules[entry.message.ruleId!][print]--;
      hidden.add(entry.message);
      count(found, file, entry.message.ruleId!, entry.fingerprint);
    };
    const unmatched: Fingerprinted[] = [];
    for (const entry of fingerprinted) {
      const counts = own(rules, entry.message.ruleId!);
      if (counts && own(counts, entry.fingerprint)) take(entry, entry.fingerprint);
      else if (counts) unmatched.push(entry);
    }
    // Old prints only for what the current ones left: a problem is never counted twice.
    for (const entry of unmatched) {
      const print = entry.legacy();
      if (!own(rules[entry.message.ruleId!], print)) continue;
      take(entry, print);
      legacy++;
    }
    if (hidden.size === 0) return result;
    suppressed += hidden.size;
    const kept = result.messages.filter((message) => !hidden.has(message));
    const moved: Suppressed[] = result.messages.filter((message) => hidden.has(message)).map((message) => ({ ...message, suppressions: [{ kind: 'file', justification: '' }] }));
    return { ...withCounts(result, kept), suppressedMessages: [...result.suppressedMessages, ...moved] };
  });

  let fixed = 0;
  const pruned: BaselineEntries = Object.create(null);
  for (const [file, rules] of Object.entries(entries)) {
    const inRun = seen.has(file) || scope.complete;
    for (const [ruleId, counts] of Object.entries(rules)) {
      if (inRun && scope.active(file, ruleId)) {
        // Looked for: what is left was not found, and what was found is written as it is now.
        for (const gone of Object.values(left[file][ruleId])) fixed += gone;
        const now = own(own(found, file) ?? {}, ruleId);
        if (now) ((pruned[file] ??= Object.create(null))[ruleId] = now);
      } else {
        (pruned[file] ??= Object.create(null))[ruleId] = counts;
      }
    }
  }
  return { results: out, suppressed, fixed, legacy, pruned };
}

function count(entries: BaselineEntries, file: string, ruleId: string, fingerprint: string): void {
  const counts = ((entries[file] ??= Object.create(null))[ruleId] ??= Object.create(null));
  counts[fingerprint] = (counts[fingerprint] ?? 0) + 1;
}

/** A key of a record read from a file, never one of Object.prototype's (a baseline may hold any key). */
function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The baseline after `--baseline-write`: every baselinable problem of the files this run linted
 * (`problems` in `files`); entries of files outside the run are kept, unless the run covered the
 * whole site.
 */
export function recordBaseline(
  results: readonly LintResult[],
  previous: BaselineEntries,
  scope: Pick<BaselineScope, 'root' | 'texts' | 'complete'>,
): { entries: BaselineEntries; problems: number; files: number } {
  const entries: BaselineEntries = Object.create(null);
  const linted = new Set<string>();
  let problems = 0;
  for (const result of results) {
    const file = relativeInside(scope.root, result.filePath);
    if (file === undefined) continue;
    linted.add(file);
    for (const { message, fingerprint } of fingerprintMessages(result.messages, () => scope.texts(result.filePath))) {
      count(entries, file, message.ruleId!, fingerprint);
      problems++;
    }
  }
  const files = Object.keys(entries).length;
  if (!scope.complete) {
    for (const [file, rules] of Object.entries(previous)) if (!linted.has(file)) entries[file] = rules;
  }
  return { entries, problems, files };
}

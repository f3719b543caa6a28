import fs from 'node:fs';
import path from 'node:path';
import { applyBaseline, recordBaseline, type BaselineScope } from '../baseline/apply-baseline.js';
import { BASELINE_FILE, readBaseline, writeBaseline, type BaselineEntries } from '../baseline/baseline-file.js';
import { allRules } from '../../rules/index.js';
import { fileSettings } from '../config/file-settings.js';
import { reportingRuleId } from '../engine/foreign-ids.js';
import type { ResolvedConfig } from '../config/lint-config.js';
import type { LintResult } from '../types.js';
import { UsageError, type CliOptions } from './parse-cli-args.js';

/** The baseline a run uses: found (or named) before the run, so a bad `--baseline` fails before any linting. */
export interface BaselineStep {
  file: string;
  /** Hides the baselined problems, writes or prunes the file as asked; returns the results to report. */
  apply(results: LintResult[], scope: Omit<BaselineScope, 'active'>, say: (line: string) => void): LintResult[];
}

/**
 * `--baseline PATH` (relative to the current folder), else `.docs-lint-baseline.json` in the site
 * root when it exists. Undefined when no baseline takes part in the run (`--no-baseline`: none does).
 */
export function openBaseline(options: CliOptions, root: string, cwd: string, config: ResolvedConfig): BaselineStep | undefined {
  if (options.noBaseline) return undefined;
  const file = options.baseline !== undefined ? path.resolve(cwd, options.baseline) : path.join(root, BASELINE_FILE);
  const exists = fs.existsSync(file);
  if (!exists && !options.baselineWrite) {
    if (options.baseline !== undefined || options.baselinePrune) {
      throw new UsageError(`${options.baselinePrune ? '--baseline-prune' : `--baseline ${options.baseline}`}: there is no baseline at ${file}; create it with --baseline-write.`);
    }
    return undefined;
  }
  // Read now: a broken baseline stops the run before it lints anything.
  const previous: BaselineEntries = exists ? readBaseline(file) : {};
  const shown = path.relative(cwd, file) || file;
  return {
    file,
    apply(results, partial, say) {
      const active = (relative: string, reported: string) => {
        const { rules } = fileSettings(config, relative);
        const ruleId = reportingRuleId(reported, allRules);
        return Object.hasOwn(rules, ruleId) && rules[ruleId].severity !== 'off';
      };
      const scope: BaselineScope = { ...partial, active };
      if (options.baselineWrite) {
        const { entries, problems, files } = recordBaseline(results, previous, scope);
        writeBaseline(file, entries);
        // A run on some files records theirs and keeps the others': the whole file is counted apart.
        const held = Object.values(entries).reduce((sum, rules) => sum + Object.values(rules).reduce((inFile, prints) => inFile + Object.values(prints).reduce((a, b) => a + b, 0), 0), 0);
        const whole = scope.complete || Object.keys(entries).length === files ? '' : ` (it holds ${plural(held, 'problem')} in ${plural(Object.keys(entries).length, 'file')})`;
        say(`docs-lint: recorded ${plural(problems, 'problem')} in ${plural(files, 'file')} in ${shown}${whole}; later runs report only new problems.`);
        return applyBaseline(results, entries, scope).results;
      }
      const outcome = applyBaseline(results, previous, scope);
      if (options.baselinePrune) {
        writeBaseline(file, outcome.pruned);
        const renewed = outcome.legacy > 0 ? `, and recorded ${plural(outcome.legacy, 'problem')} kept as docs-lint 0.1 did in the current form` : '';
        say(`docs-lint: dropped ${plural(outcome.fixed, 'fixed problem')} from ${shown}${renewed}.`);
      } else {
        if (outcome.fixed > 0) {
          say(`docs-lint: ${plural(outcome.fixed, 'baselined problem')} ${outcome.fixed === 1 ? 'is' : 'are'} fixed; run with --baseline-prune to drop ${outcome.fixed === 1 ? 'it' : 'them'} from ${shown}, so that ${outcome.fixed === 1 ? 'it cannot' : 'they cannot'} come back unnoticed.`);
        }
        if (outcome.legacy > 0) {
          say(`docs-lint: ${shown} records ${plural(outcome.legacy, 'problem')} as docs-lint 0.1 did, by text that --fix may change; run with --baseline-prune once (before --fix) to record ${outcome.legacy === 1 ? 'it' : 'them'} in the current form.`);
        }
      }
      return outcome.results;
    },
  };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

// The held-out probes' numbers, printed, not asserted (run it at the end only):
//   node --experimental-vm-modules node_modules/jest/bin/jest.js __tests__/probe/held-out.eval.ts --testMatch '**/*.eval.ts'
// PROBE=<name> runs one set. The third probe's untouched part prints its totals only, never its cases.
import { test } from '@jest/globals';
import { HELD_OUT } from './held-out-cases.js';
import { failures, runProbe, scores, type RuleScore } from './run-probe.js';
import { PROBE } from './style-probe-cases.js';
import { THIRD_TUNING, THIRD_UNTOUCHED } from './third-held-out-cases.js';

/** Recall and precision over every rule: a reported look-alike is a false report, a found defect a true one. */
function totals(table: readonly RuleScore[]): string {
  const defects = table.reduce((sum, score) => sum + score.defects, 0);
  const found = table.reduce((sum, score) => sum + score.found, 0);
  const wrong = table.reduce((sum, score) => sum + score.reportedLookAlikes, 0);
  const lookAlikes = table.reduce((sum, score) => sum + score.lookAlikes, 0);
  return `all rules: ${defects + lookAlikes} cases, recall ${found}/${defects} (${(found / defects).toFixed(2)}), precision ${found}/${found + wrong} (${(found / (found + wrong)).toFixed(2)})`;
}

test('probe numbers (public and held-out)', async () => {
  const sets = [
    ['public', PROBE, true],
    ['held-out', HELD_OUT, true],
    ['third-tuning', THIRD_TUNING, true],
    ['third-untouched', THIRD_UNTOUCHED, false],
  ] as const;
  for (const [name, cases, showCases] of sets.filter(([name]) => !process.env.PROBE || process.env.PROBE === name)) {
    const outcomes = await runProbe(cases);
    const table = scores(outcomes);
    const lines = table.map((score) => `${score.rule}: recall ${score.found}/${score.defects} (${score.recall.toFixed(2)}), look-alikes reported ${score.reportedLookAlikes}/${score.lookAlikes}`);
    console.log(`${name}\n${lines.join('\n')}\n${totals(table)}${showCases ? `\n\n${failures(outcomes).join('\n')}` : ''}`);
  }
}, 300_000);

/**
 * The held-out probe's numbers, printed, not asserted (run it at the end only):
 * node --experimental-vm-modules node_modules/jest/bin/jest.js --testMatch '**' __tests__/probe/held-out.eval.ts
 */
import { test } from '@jest/globals';
import { HELD_OUT } from './held-out-cases.js';
import { failures, runProbe, scores } from './run-probe.js';
import { PROBE } from './style-probe-cases.js';

test('probe numbers (public and held-out)', async () => {
  const sets = [['public', PROBE], ['held-out', HELD_OUT]] as const;
  for (const [name, cases] of sets.filter(([name]) => !process.env.PROBE || process.env.PROBE === name)) {
    const outcomes = await runProbe(cases);
    const lines = scores(outcomes).map((score) => `${score.rule}: recall ${score.found}/${score.defects} (${score.recall.toFixed(2)}), look-alikes reported ${score.reportedLookAlikes}/${score.lookAlikes}`);
    console.log(`${name}\n${lines.join('\n')}\n\n${failures(outcomes).join('\n')}`);
  }
}, 300_000);

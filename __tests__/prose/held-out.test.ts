import { describe, expect, test } from '@jest/globals';
import { FRESH_HELD_OUT } from '../probe/fresh-held-out-cases.js';
import { failures, runProbe, scores } from '../probe/run-probe.js';

describe('the second held-out style probe: forms the public probe does not use', () => {
  test('each prose rule finds at least 9 in 10 of its defects, where they are, and reports no look-alike', async () => {
    const outcomes = await runProbe(FRESH_HELD_OUT);
    const missed = failures(outcomes);
    const table = scores(outcomes);
    if (process.env.PROBE_PRINT) console.log(`${table.map((s) => `${s.rule}: recall ${s.found}/${s.defects}, look-alikes reported ${s.reportedLookAlikes}/${s.lookAlikes}`).join('\n')}\n\n${missed.join('\n')}`);
    expect(FRESH_HELD_OUT.length).toBeGreaterThanOrEqual(100);
    expect(table.filter((score) => score.defects < 18 || score.lookAlikes < 12)).toEqual([]);
    expect(table.filter((score) => score.recall < 0.9).map((score) => [score.rule, score.recall, missed.filter((line) => line.startsWith(`${score.rule} missed`))])).toEqual([]);
    expect(missed.filter((line) => line.includes('reported look-alike'))).toEqual([]);
  }, 180_000);
});

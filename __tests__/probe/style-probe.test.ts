import { describe, expect, test } from '@jest/globals';
import { failures, runProbe, scores } from './run-probe.js';
import { PROBE } from './style-probe-cases.js';

describe('the style probe: fresh sentences in many grammatical forms', () => {
  test('each prose rule finds at least 9 in 10 of its defects, where they are, and reports no look-alike', async () => {
    const outcomes = await runProbe(PROBE);
    const missed = failures(outcomes);
    const table = scores(outcomes);
    expect(table.filter((score) => score.defects < 25 || score.lookAlikes < 15)).toEqual([]);
    // On failure, the cases the rule got wrong are in the diff.
    expect(table.filter((score) => score.recall < 0.9).map((score) => [score.rule, score.recall, missed.filter((line) => line.startsWith(`${score.rule} missed`))])).toEqual([]);
    expect(missed.filter((line) => line.includes('reported look-alike'))).toEqual([]);
  }, 180_000);
});

import { describe, expect, test } from '@jest/globals';
import { json } from '../../src/formatters/json.js';
import { context, sampleResults } from './fixtures.js';

describe('json formatter', () => {
  test('is JSON.stringify of the results, compact, with no trailing newline', () => {
    const results = sampleResults();
    const output = json(results, context());
    expect(output).toBe(JSON.stringify(results));
    expect(output).not.toContain('\n');
  });

  test('round-trips to the input shape, keeping every field (fix, fatal, counts, output)', () => {
    const results = sampleResults();
    results[0].output = '{"fixed": true}\n';
    const parsed: unknown = JSON.parse(json(results, context()));
    expect(parsed).toEqual(results);
    expect(parsed).toStrictEqual(JSON.parse(JSON.stringify(results)));
  });

  test('keeps files without messages and prints [] for no files', () => {
    const results = sampleResults();
    const parsed = JSON.parse(json(results, context())) as Array<{ filePath: string; messages: unknown[] }>;
    expect(parsed.map((r) => r.messages.length)).toEqual([3, 0, 1]);
    expect(json([], context())).toBe('[]');
  });

  test('ignores colour and cwd: the paths stay absolute, as given', () => {
    const results = sampleResults();
    expect(json(results, context({ color: true, cwd: '/elsewhere' }))).toBe(JSON.stringify(results));
  });
});

import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { lintWith, makeSite } from '../helpers/site-fixture.js';
import { seededSite } from './seeded-site.js';

/**
 * Recall and precision on pages written for this test (see seeded-site.ts): every seeded
 * misspelling that is reported is reported at its own line and column with its correction among
 * the suggestions, nothing else on the pages is reported, and at least nine in ten are found.
 */
describe('spelling on seeded pages', () => {
  const { files, seeds, words } = seededSite();

  test('the pages hold at least 1,000 words of prose and 30 misspellings', () => {
    expect(words).toBeGreaterThanOrEqual(1000);
    expect(seeds.length).toBeGreaterThanOrEqual(30);
  });

  test('recall ≥ 0.9, each report at its seed with the right spelling suggested, and no report on the clean prose', async () => {
    const root = makeSite(files);
    const results = await lintWith(root, { spelling: 'warn' });
    const reports = results.flatMap((result) => result.messages.map((message) => ({ file: path.relative(root, result.filePath).split(path.sep).join('/'), ...message })));
    const found = seeds.filter((seed) => reports.some((report) => report.file === seed.file && report.line === seed.line && report.column === seed.column));

    // Nothing but the seeds: the clean prose (product names, tools, code, components) gets no report.
    const stray = reports.filter((report) => !seeds.some((seed) => seed.file === report.file && seed.line === report.line && seed.column === report.column));
    expect(stray).toEqual([]);
    for (const seed of found) {
      const report = reports.find((entry) => entry.file === seed.file && entry.line === seed.line && entry.column === seed.column)!;
      expect({ seed: seed.wrong, ruleId: report.ruleId, messageId: report.messageId, endColumn: report.endColumn }).toEqual({ seed: seed.wrong, ruleId: 'spelling', messageId: 'misspelled', endColumn: seed.column + seed.wrong.length });
      expect(report.message).toContain(`Unknown word "${seed.wrong}"`);
      expect(report.suggestions?.map((suggestion) => suggestion.fix.text)).toContain(seed.right);
    }
    // The miss, named: a product name misspelled mid-title reads as a name.
    expect(seeds.filter((seed) => !found.includes(seed)).map((seed) => seed.wrong)).toEqual(['Kubernets']);
    expect(found.length / seeds.length).toBeGreaterThanOrEqual(0.9);
  });
});

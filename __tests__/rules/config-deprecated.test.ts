import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'config-deprecated': 'warn' } as const;

describe('config-deprecated', () => {
  test('valid: api settings without maintainOrder; a maintainOrder key elsewhere is not the setting', async () => {
    const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['a'] }], api: { playground: { mode: 'show' } }, metadata: { maintainOrder: true } };
    expect(await lintBrief({ 'docs.json': docsJson }, rules)).toEqual([]);
  });

  test('invalid: api.maintainOrder, reported at its key', async () => {
    const text = '{\n  "name": "S",\n  "api": { "maintainOrder": true },\n  "navigation": [{ "group": "A", "pages": ["a"] }]\n}';
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'config-deprecated',
        ...positionOf(text, '"maintainOrder"'),
        message:
          "`api.maintainOrder` is on its way out: keeping the OpenAPI file's key order is announced to become the default, after which this field is deprecated. Remove it once your site relies on that default.",
      },
    ]);
  });
});

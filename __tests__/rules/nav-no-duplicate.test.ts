import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'nav-no-duplicate': 'warn' } as const;

describe('nav-no-duplicate', () => {
  test('valid: every page once; the same page under two versions of the newer shape', async () => {
    expect(await lintBrief({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b'] }, { group: 'B', pages: ['c'] }] } }, rules)).toEqual([]);
    const newer = { name: 'S', theme: 'mint', navigation: { versions: [{ version: 'v1', groups: [{ group: 'G', pages: ['a'] }] }, { version: 'v2', groups: [{ group: 'G', pages: ['a'] }] }] } };
    expect(await lintBrief({ 'docs.json': newer }, rules)).toEqual([]);
  });

  test('invalid: the same page twice, also when written with and without a leading slash', async () => {
    const text = '{\n  "name": "S",\n  "navigation": [\n    { "group": "A", "pages": ["intro", "setup"] },\n    { "group": "B", "pages": [{ "group": "C", "pages": ["/intro"] }] }\n  ]\n}\n';
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-no-duplicate',
        ...positionOf(text, '"/intro"'),
        message: 'Page "intro" is already in the navigation at line 4; a page listed twice shows twice in the sidebar. Remove one of the two entries.',
      },
    ]);
  });
});

import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'nav-prefix-has-pages': 'warn' } as const;

describe('nav-prefix-has-pages', () => {
  test('valid: relative urls that prefix pages; external urls are not prefixes', async () => {
    const docsJson = {
      name: 'S',
      anchors: [{ name: 'API', url: 'api-reference' }, { name: 'Blog', url: 'https://example.com/blog' }],
      tabs: [{ name: 'SDK', url: '/sdk/' }],
      navigation: [{ group: 'A', pages: ['api-reference/intro', { group: 'B', pages: ['/sdk/python/install'] }] }],
    };
    expect(await lintBrief({ 'docs.json': docsJson }, rules)).toEqual([]);
  });

  test('invalid: a tab url under which no page sits (a prefix of a longer folder name does not count)', async () => {
    const text = '{"name": "S", "tabs": [{"name": "API", "url": "api"}], "navigation": [{"group": "A", "pages": ["api-reference/intro"]}]}';
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-prefix-has-pages',
        ...positionOf(text, '"api"'),
        message: 'Tab 0 url "api" is the prefix of no navigation page, so the tab has no pages under it. Point it at the folder that holds its pages, or list pages under "api/".',
      },
    ]);
  });

  test('valid: a mint.json anchor or tab with its own `openapi` has the pages the generator makes from it, one per operation', async () => {
    const docsJson = {
      name: 'S',
      anchors: [{ name: 'API', url: 'api-reference', openapi: 'openapi.json' }],
      tabs: [{ name: 'Webhooks', url: 'webhooks', openapi: ['webhooks.yaml'] }, { name: 'Empty', url: 'empty' }],
      navigation: [{ group: 'A', pages: ['intro'] }],
    };
    const text = JSON.stringify(docsJson);
    // The tab with no `openapi` and no pages is still empty.
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-prefix-has-pages',
        ...positionOf(text, '"empty"'),
        message: 'Tab 1 url "empty" is the prefix of no navigation page, so the tab has no pages under it. Point it at the folder that holds its pages, or list pages under "empty/".',
      },
    ]);
  });
});

import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'nav-no-duplicate': 'warn' } as const;

describe('nav-no-duplicate', () => {
  test('valid: every page once; the same page under two versions of the newer shape', async () => {
    expect(await lintBrief({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b'] }, { group: 'B', pages: ['c'] }] } }, rules)).toEqual([]);
    const newer = { name: 'S', theme: 'mint', navigation: { versions: [{ version: 'v1', groups: [{ group: 'G', pages: ['a'] }] }, { version: 'v2', groups: [{ group: 'G', pages: ['a'] }] }] } };
    expect(await lintBrief({ 'docs.json': newer }, rules)).toEqual([]);
  });

  test('valid: a page repeated in a child list the generator drops (a dropdown with `groups` and `pages` keeps `groups`) shows once', async () => {
    const dropdown = { dropdowns: [{ dropdown: 'D', groups: [{ group: 'G', pages: ['a', 'b'] }], pages: ['a', { group: 'H', pages: ['b'] }] }] };
    const link = { tabs: [{ tab: 'T', href: 'https://acme.dev', groups: [{ group: 'G', pages: ['c', 'c'] }] }] };
    // `navigation` itself keeps `tabs` over `groups`.
    const root = { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['d'] }] }], groups: [{ group: 'G', pages: ['e', 'e'] }] };
    for (const navigation of [dropdown, link, root]) expect(await lintBrief({ 'docs.json': { name: 'S', theme: 'mint', navigation } }, rules)).toEqual([]);
    // What survives is still checked.
    const kept = { groups: [{ group: 'G', pages: ['a', 'a'] }] };
    expect((await lintBrief({ 'docs.json': { name: 'S', theme: 'mint', navigation: kept } }, rules)).map((problem) => problem.message)).toEqual([
      'Page "a" is already in the navigation at line 9; a page listed twice in one sidebar shows twice there. Remove one of the two entries.',
    ]);
  });

  test('invalid: the same page twice, also when written with and without a leading slash', async () => {
    const text = '{\n  "name": "S",\n  "navigation": [\n    { "group": "A", "pages": ["intro", "setup"] },\n    { "group": "B", "pages": [{ "group": "C", "pages": ["/intro"] }] }\n  ]\n}\n';
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-no-duplicate',
        ...positionOf(text, '"/intro"'),
        message: 'Page "intro" is already in the navigation at line 4; a page listed twice in one sidebar shows twice there. Remove one of the two entries.',
      },
    ]);
  });

  test('valid: the same page in two tabs, products, languages, dropdowns, anchors or menu items (each has its own sidebar); endpoint entries and group roots are no listed pages', async () => {
    const group = { group: 'G', pages: ['a', 'b'] };
    const navigation = {
      products: [
        { product: 'One', tabs: [{ tab: 'T1', groups: [group] }, { tab: 'T2', groups: [group], menu: [{ item: 'M1', groups: [group] }, { item: 'M2', groups: [group] }] }] },
        { product: 'Two', languages: [{ language: 'en', groups: [group] }, { language: 'es', groups: [group] }] },
        { product: 'Three', dropdowns: [{ dropdown: 'D1', groups: [group] }, { dropdown: 'D2', anchors: [{ anchor: 'A1', groups: [group] }, { anchor: 'A2', groups: [group] }] }] },
      ],
    };
    expect(await lintBrief({ 'docs.json': { name: 'S', theme: 'mint', navigation } }, rules)).toEqual([]);
    const endpoints = { name: 'S', theme: 'mint', navigation: { groups: [{ group: 'API', root: 'a', openapi: 'https://example.com/api.json', pages: ['a', 'GET /x', 'GET /x'] }] } };
    expect(await lintBrief({ 'docs.json': endpoints }, rules)).toEqual([]);
  });

  test('invalid: the same page twice within one tab, across its groups, named by its sidebar', async () => {
    const text = '{\n  "name": "S",\n  "theme": "mint",\n  "navigation": { "tabs": [\n    { "tab": "Docs", "groups": [{ "group": "A", "pages": ["a"] }, { "group": "B", "pages": ["b", "a"] }] },\n    { "tab": "More", "groups": [{ "group": "C", "pages": ["a"] }] }\n  ] }\n}\n';
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-no-duplicate',
        ...positionOf(text, '"a"', 2),
        message: 'Page "a" is already in the sidebar of tab "Docs" at line 5; a page listed twice in one sidebar shows twice there. Remove one of the two entries.',
      },
    ]);
  });
});

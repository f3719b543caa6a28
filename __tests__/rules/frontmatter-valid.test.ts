import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/frontmatter-valid.js';
import { applyFixes } from '../../src/engine/apply-fixes.js';
import { brief, lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const rules = { 'frontmatter-valid': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };

const lintPage = (page: string, files: Record<string, string> = {}) => lintBrief({ 'docs.json': docsJson, 'page.mdx': page, ...files }, rules, extra);

/** The page after one --fix pass: every reported fix ({range, text}, as in the JSON output) applied. */
async function fixedPage(page: string): Promise<string> {
  const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
  const results = await lintWith(root, rules, extra);
  const result = results.find((r) => r.filePath === path.join(root, 'page.mdx'))!;
  const fixes = result.messages.filter((m) => m.fix).map((m) => [m.fix!]);
  expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(page);
  return applyFixes(page, fixes).output;
}

describe('frontmatter-valid', () => {
  test('valid: every known key with a value of the right type, and keys the rule does not know', async () => {
    const page = [
      '---',
      'title: "Set up webhooks"',
      'description: Receive events from the API.',
      'sidebarTitle: Webhooks',
      'icon: webhook',
      'mode: wide',
      'hidden: false',
      'openapi: "POST /webhooks"',
      'api: "GET https://api.example.com/v1/hooks"',
      'authMethod: basic',
      'og:image: /images/og.png',
      '---',
      '',
      '## Steps',
      '',
    ].join('\n');
    expect(await lintPage(page)).toEqual([]);
  });

  test('valid: every page mode, an empty front matter, a key with no value and a page without front matter', async () => {
    for (const mode of ['wide', 'custom', 'center', 'frame']) {
      expect(await lintPage(`---\ntitle: T\nmode: ${mode}\n---\n`)).toEqual([]);
    }
    expect(await lintPage('---\n---\n\nText.\n')).toEqual([]);
    expect(await lintPage('---\n# nothing yet\n\n---\n\nText.\n')).toEqual([]);
    expect(await lintPage('---\ntitle: T\nicon:\n---\n')).toEqual([]);
    expect(await lintPage('Text only.\n')).toEqual([]);
  });

  test('valid: a later `---` block is a thematic break, not front matter', async () => {
    expect(await lintPage('---\ntitle: T\n---\n\nText.\n\n---\n\nMore: [text\n')).toEqual([]);
  });

  test('invalid: YAML that does not parse is reported where the parser stopped', async () => {
    expect(await lintPage('---\ntitle: [Setup\n---\n\nBody.\n')).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'frontmatter-valid',
        line: 2,
        column: 14,
        message: 'Front matter is not valid YAML: unexpected end of the stream within a flow collection. Fix the YAML between the --- lines.',
      },
    ]);
    // An unclosed quote is not the continuation case below: the parser's own reason is given.
    expect((await lintPage('---\ntitle: "Unclosed\ndescription: x\n---\n')).map((p) => [p.line, p.column, p.message])).toEqual([
      [3, 1, 'Front matter is not valid YAML: deficient indentation. Fix the YAML between the --- lines.'],
    ]);
  });

  test('invalid: a duplicated key and a tab in the indentation', async () => {
    expect(await lintPage('---\ntitle: A\ntitle: B\n---\n')).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'frontmatter-valid',
        line: 3,
        column: 1,
        message: 'Front matter is not valid YAML: duplicated mapping key. Fix the YAML between the --- lines.',
      },
    ]);
    expect(await lintPage('---\ntitle: A\n\tdescription: B\n---\n')).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'frontmatter-valid',
        line: 3,
        column: 1,
        message: 'Front matter is not valid YAML: tab characters must not be used in indentation. Fix the YAML between the --- lines.',
      },
    ]);
  });

  test('invalid: front matter that is a list or a bare value, not a mapping', async () => {
    const expected = (line: number) => [
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line, column: 1, message: 'Front matter must be a YAML mapping of keys to values (like `title: Setup`).' },
    ];
    expect(await lintPage('---\n- title\n- description\n---\n')).toEqual(expected(2));
    expect(await lintPage('---\nJust a title\n---\n')).toEqual(expected(2));
  });

  test('invalid: known keys with values of the wrong type, each at its own line', async () => {
    const page = [
      '---',
      'title: 2024',
      'description: [one, two]',
      'sidebarTitle: true',
      'icon: 42',
      'hidden: "yes"',
      'openapi: { path: /users }',
      'api: 3.5',
      '---',
      '',
    ].join('\n');
    expect(await lintPage(page)).toEqual([
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 2, column: 1, message: '`title` must be text, but it is the number 2024. Write it in quotes: `title: "2024"`.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 3, column: 1, message: '`description` must be text, but it is a list. Write it in quotes: `description: "..."`.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 4, column: 1, message: '`sidebarTitle` must be text, but it is the boolean true. Write it in quotes: `sidebarTitle: "true"`.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 5, column: 1, message: '`icon` must be text, but it is the number 42. Write it in quotes: `icon: "42"`.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 6, column: 1, message: '`hidden` must be true or false, but it is the string "yes". Write `hidden: true`, without quotes.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 7, column: 1, message: '`openapi` must be text, but it is a mapping. Write it in quotes: `openapi: "..."`.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 8, column: 1, message: '`api` must be text, but it is the number 3.5. Write it in quotes: `api: "3.5"`.' },
    ]);
  });

  test('invalid: `hidden: "false"` suggests false; a date-like title is text already', async () => {
    const problems = await lintPage('---\ntitle: 2024-05-01\nhidden: "false"\n---\n');
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [3, '`hidden` must be true or false, but it is the string "false". Write `hidden: false`, without quotes.'],
    ]);
  });

  test('invalid: a mode that is not a page mode, with the near miss suggested', async () => {
    const page = '---\ntitle: T\nmode: "centre"\n---\n';
    expect(await lintPage(page)).toEqual([
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 3, column: 1, message: '`mode` is "centre", which is not a page mode. Write one of `wide`, `custom`, `center` or `frame` (did you mean "center"?).' },
    ]);
    expect((await lintPage('---\nmode: fullscreen\n---\n')).map((p) => p.message)).toEqual([
      '`mode` is "fullscreen", which is not a page mode. Write one of `wide`, `custom`, `center` or `frame`.',
    ]);
  });

  test('invalid: a quoted key and CRLF line ends still find the key\'s line', async () => {
    const page = '---\r\ntitle: T\r\n"icon": 7\r\n---\r\n';
    expect((await lintPage(page)).map((p) => [p.line, p.column])).toEqual([[3, 1]]);
  });

  test('invalid and fixable: a misspelt key is renamed to the key it misses', async () => {
    const page = '---\nTitle: Webhooks\ndescritpion: Receive events.\nsidebaRTitle: Hooks\n---\n\nBody.\n';
    expect(await lintPage(page)).toEqual([
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 2, column: 1, message: '`Title` is not a key the site generator reads, so it has no effect. Rename it to `title`.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 3, column: 1, message: '`descritpion` is not a key the site generator reads, so it has no effect. Rename it to `description`.' },
      { file: 'page.mdx', ruleId: 'frontmatter-valid', line: 4, column: 1, message: '`sidebaRTitle` is not a key the site generator reads, so it has no effect. Rename it to `sidebarTitle`.' },
    ]);
    expect(await fixedPage(page)).toBe('---\ntitle: Webhooks\ndescription: Receive events.\nsidebarTitle: Hooks\n---\n\nBody.\n');
  });

  test('invalid: two misspellings of one key are both reported, and only the first is renamed', async () => {
    const page = '---\nTitle: A\ntitl: B\n---\n';
    expect((await lintPage(page)).map((p) => [p.line, p.message])).toEqual([
      [2, '`Title` is not a key the site generator reads, so it has no effect. Rename it to `title`.'],
      [3, '`titl` is not a key the site generator reads, so it has no effect. Rename it to `title`.'],
    ]);
    expect(await fixedPage(page)).toBe('---\ntitle: A\ntitl: B\n---\n');
  });

  test('valid: a near miss is left alone when the page already has the real key, or when it is another known key', async () => {
    expect(await lintPage('---\ntitle: A\nTitle: B\nurl: /x\nimage: /i.png\ntag: NEW\n---\n')).toEqual([]);
  });

  test('valid: a quoted value continued on unindented lines, which the generator\'s lenient YAML parser reads as the live page shows it', async () => {
    const page = '---\ntitle: "Create a database"\ndescription: "This endpoint creates a database.\nIt is deprecated: use \\"global\\" databases.\nThey replicate."\napi: "POST https://api.example.com/v2/redis/database"\n---\n\nBody.\n';
    expect(await lintPage(page)).toEqual([]);
    expect(await lintPage("---\ntitle: 'Custom charts'\ndescription: 'It''s in beta.\nThe charts use vega-lite.'\n---\n")).toEqual([]);
  });

  test('valid: a flow list or mapping continued at column 1, which js-yaml 3 and 4 only warn about, as the generator reads it', async () => {
    expect(await lintPage('---\ntitle: Sessions\nkeywords: [auth, tokens,\nsessions, "log, out"]\ndescription: Keep users signed in.\n---\n\nBody.\n')).toEqual([]);
    expect(await lintPage('---\ntitle: Sessions\nseo: {robots: noindex,\ncanonical: /sessions}\n---\n')).toEqual([]);
    expect(await lintPage('---\ntitle: Sessions\ntags: [\n  a,\nb,\n[c, d]]\n---\n')).toEqual([]);
  });

  test('invalid: a flow list that is never closed is still reported, and a misspelt key after a lenient one too', async () => {
    expect((await lintPage('---\ntitle: Sessions\nkeywords: [auth, tokens,\nsessions\n---\n')).map((p) => p.message)).toEqual([
      'Front matter is not valid YAML: deficient indentation. Fix the YAML between the --- lines.',
    ]);
    expect((await lintPage('---\ntitle: Sessions\nkeywords: [auth,\ntokens]\nsidebarTitl: S\n---\n')).map((p) => [p.line, p.message])).toEqual([
      [5, '`sidebarTitl` is not a key the site generator reads, so it has no effect. Rename it to `sidebarTitle`.'],
    ]);
  });

  test('invalid: in front matter read leniently, a misspelt key is still reported', async () => {
    const page = '---\ntitle: "Create a database"\ndescription: "This endpoint creates a database.\nIt replicates."\nsidebarTitl: Create\n---\n';
    expect((await lintPage(page)).map((p) => [p.line, p.message])).toEqual([[5, '`sidebarTitl` is not a key the site generator reads, so it has no effect. Rename it to `sidebarTitle`.']]);
  });

  test('snippets are checked too: their front matter, when they have one, must be valid', async () => {
    const problems = await lintPage('---\ntitle: T\n---\n', { 'snippets/part.mdx': '---\nhidden: 1\n---\n\nText.\n', 'snippets/plain.mdx': 'No front matter.\n' });
    expect(problems).toEqual([
      { file: 'snippets/part.mdx', ruleId: 'frontmatter-valid', line: 2, column: 1, message: '`hidden` must be true or false, but it is the number 1. Write `hidden: true`, without quotes.' },
    ]);
  });

  test('positions come from the page: the key line after the opening ---', async () => {
    const page = '---\n# comment\ntitle: T\n\nicon: 3\n---\n';
    const at = positionOf(page, 'icon:');
    expect((await lintPage(page)).map((p) => [p.line, p.column])).toEqual([[at.line, at.column]]);
  });

  test('the JSON result of a fixable report carries the fix; no fix is offered for a type error', async () => {
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': '---\nTitle: T\nicon: 3\n---\n' });
    const results = await lintWith(root, rules, extra);
    const messages = results.flatMap((r) => r.messages);
    expect(messages.map((m) => m.fix)).toEqual([{ range: [4, 9], text: 'title' }, undefined]);
    expect(brief(root, results).map((p) => p.line)).toEqual([2, 3]);
  });
});

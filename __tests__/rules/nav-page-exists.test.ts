import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintBrief, lintWith, makeSite } from '../helpers/site-fixture.js';

const rules = { 'nav-page-exists': 'error' } as const;

describe('nav-page-exists', () => {
  test('valid: plain, nested, `/`-prefixed and .md entries resolve', async () => {
    const problems = await lintBrief(
      {
        'docs.json': {
          name: 'Site',
          navigation: [
            { group: 'A', pages: ['intro', '/guides/setup', { group: 'Deep', pages: [{ group: 'Deeper', pages: ['guides/readme-style'] }] }] },
          ],
        },
        'intro.mdx': '---\ntitle: Intro\n---\n',
        'guides/setup.mdx': '',
        'guides/readme-style.md': '',
      },
      rules,
    );
    expect(problems).toEqual([]);
  });

  test('valid: the newer object shape with tabs and groups', async () => {
    const problems = await lintBrief(
      {
        'docs.json': { name: 'Site', theme: 'mint', navigation: { tabs: [{ tab: 'Docs', groups: [{ group: 'G', pages: ['a', { group: 'H', pages: ['b/c'] }] }] }] } },
        'a.mdx': '',
        'b/c.mdx': '',
      },
      rules,
    );
    expect(problems).toEqual([]);
  });

  test('invalid: a missing page, with the closest existing page suggested', async () => {
    const docsJson = ['{', '  "name": "Site",', '  "navigation": [', '    { "group": "A", "pages": ["guides/instalation", "nothing/like/it"] }', '  ]', '}', ''].join('\n');
    const problems = await lintBrief({ 'docs.json': docsJson, 'guides/installation.mdx': '' }, rules);
    expect(problems).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        line: 4,
        column: 31,
        message:
          'Navigation page "guides/instalation" has no file: neither guides/instalation.mdx nor guides/instalation.md exists under the site root. Did you mean "guides/installation"?',
      },
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        line: 4,
        column: 53,
        message: 'Navigation page "nothing/like/it" has no file: neither nothing/like/it.mdx nor nothing/like/it.md exists under the site root. Create the page, or fix the path.',
      },
    ]);
  });

  test('invalid: entries that escape the root are reported and never read', async () => {
    const docsJson = '{"name": "S", "navigation": [{"group": "A", "pages": ["../../etc/passwd", "C:\\\\Windows\\\\x"]}]}';
    const problems = await lintBrief({ 'docs.json': docsJson }, rules);
    expect(problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [1, 55, 'Navigation page "../../etc/passwd" points outside the site root, so docs-lint does not read it. Use a path inside the docs folder, such as "guides/setup".'],
      [1, 75, 'Navigation page "C:\\Windows\\x" points outside the site root, so docs-lint does not read it. Use a path inside the docs folder, such as "guides/setup".'],
    ]);
  });

  test('invalid: a URL is not a page path', async () => {
    const problems = await lintBrief({ 'docs.json': '{"name": "S", "navigation": [{"group": "A", "pages": ["https://example.com/x"]}]}' }, rules);
    expect(problems.map((p) => p.message)).toEqual([
      'Navigation page "https://example.com/x" is a URL, not a page path. List a page such as "guides/setup" here; put external links in topbarLinks or anchors.',
    ]);
  });

  test('invalid and fixable: an entry written with its extension', async () => {
    const docsJson = '{\n  "name": "S",\n  "navigation": [{ "group": "A", "pages": ["/intro.mdx", "guide.md"] }]\n}\n';
    const root = makeSite({ 'docs.json': docsJson, 'intro.mdx': '', 'guide.md': '' });
    const before = brief(root, await lintWith(root, rules));
    expect(before).toEqual([
      { file: 'docs.json', ruleId: 'nav-page-exists', line: 3, column: 44, message: 'Navigation page "/intro.mdx" includes its file extension; write "/intro". Navigation paths name pages without .mdx or .md.' },
      { file: 'docs.json', ruleId: 'nav-page-exists', line: 3, column: 58, message: 'Navigation page "guide.md" includes its file extension; write "guide". Navigation paths name pages without .mdx or .md.' },
    ]);
    // Without --fix nothing on disk changes.
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe(docsJson);

    const after = await lintWith(root, rules, { fix: true });
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe('{\n  "name": "S",\n  "navigation": [{ "group": "A", "pages": ["/intro", "guide"] }]\n}\n');
    expect(brief(root, after)).toEqual([]);
    // A second --fix changes nothing more.
    await lintWith(root, rules, { fix: true });
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe('{\n  "name": "S",\n  "navigation": [{ "group": "A", "pages": ["/intro", "guide"] }]\n}\n');
  });

  test('the json result carries the fix in ESLint\'s {range, text} shape', async () => {
    const docsJson = '{"name": "S", "navigation": [{"group": "A", "pages": ["intro.mdx"]}]}';
    const root = makeSite({ 'docs.json': docsJson, 'intro.mdx': '' });
    const [result] = await lintWith(root, rules);
    expect(result.messages[0].fix).toEqual({ range: [54, 65], text: '"intro"' });
    expect(result.fixableErrorCount).toBe(1);
  });
});

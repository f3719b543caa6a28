import { describe, expect, test } from '@jest/globals';
import { lintBrief, lintWith, makeSite, brief } from '../helpers/site-fixture.js';

const rules = { 'nav-no-orphan': 'warn' } as const;
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['intro', 'guides/setup'] }] };

describe('nav-no-orphan', () => {
  test('valid: every page is listed; snippets and the repository README are not pages', async () => {
    const problems = await lintBrief(
      {
        'docs.json': docsJson,
        'intro.mdx': '',
        'guides/setup.md': '',
        'snippets/note.mdx': '',
        '_snippets/other.mdx': '',
        'guides/_snippets/deep.mdx': '',
        'README.md': '# repo',
        'node_modules/pkg/readme.md': '',
        '.github/template.md': '',
      },
      rules,
    );
    expect(problems).toEqual([]);
  });

  test('invalid: a page no navigation entry reaches, reported on the page itself at 1:1', async () => {
    const problems = await lintBrief({ 'docs.json': docsJson, 'intro.mdx': '', 'guides/setup.mdx': '', 'guides/old.mdx': '' }, rules);
    expect(problems).toEqual([
      {
        file: 'guides/old.mdx',
        ruleId: 'nav-no-orphan',
        line: 1,
        column: 1,
        message:
          'This page is in no navigation entry of docs.json, so readers reach it only through a direct link. Add "guides/old" to a group\'s pages, set `hidden: true` in its front matter if it is meant to stay out of the sidebar, or delete the file if it is no longer needed.',
      },
    ]);
  });

  test('a file at the path of a page generated from an OpenAPI document is that page, not an orphan', async () => {
    const spec = 'openapi: 3.0.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      tags: [pets]\n      summary: List pets\n      responses: { "200": { description: OK } }\n';
    const navigation = { tabs: [{ tab: 'Guide', groups: [{ group: 'A', pages: ['intro'] }] }, { tab: 'API', openapi: { source: 'pets.yaml', directory: 'reference' } }] };
    const site = (extra: Record<string, string>) => ({ 'docs.json': { theme: 'mint', name: 'S', colors: { primary: '#112233' }, navigation }, 'pets.yaml': spec, 'intro.mdx': '', ...extra });
    const bound = '---\nopenapi: GET /pets\n---\n';
    expect(await lintBrief(site({ 'reference/pets/list-pets.mdx': bound }), rules)).toEqual([]);
    // A path the document does not generate is still an orphan.
    expect((await lintBrief(site({ 'reference/pets/list-cats.mdx': bound }), rules)).map((problem) => problem.file)).toEqual(['reference/pets/list-cats.mdx']);
  });

  test('options: `ignore` globs and the config\'s `ignores` leave pages out', async () => {
    const root = makeSite({ 'docs.json': docsJson, 'intro.mdx': '', 'guides/setup.mdx': '', 'drafts/a.mdx': '', 'legacy/b.mdx': '' });
    const results = await lintWith(root, { 'nav-no-orphan': ['warn', { ignore: ['drafts/**'] }] }, { ignores: ['legacy/**'] });
    expect(brief(root, results)).toEqual([]);
  });

  test('no report at all when docs.json has no usable navigation', async () => {
    expect(await lintBrief({ 'docs.json': { name: 'S' }, 'a.mdx': '' }, rules)).toEqual([]);
  });

  test('a page hidden on purpose (`hidden: true` in its front matter) is no orphan; a group\'s root page is reachable', async () => {
    const problems = await lintBrief(
      {
        'docs.json': { name: 'S', theme: 'mint', navigation: { groups: [{ group: 'A', root: 'overview', pages: ['intro'] }] } },
        'intro.mdx': '',
        'overview.mdx': '',
        'secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n',
        'not-hidden.mdx': '---\ntitle: Shown\nhidden: false\n---\n',
      },
      rules,
    );
    expect(problems.map((problem) => `${problem.file} ${problem.ruleId}`)).toEqual(['not-hidden.mdx nav-no-orphan']);
  });
});

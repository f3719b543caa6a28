import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { PETS_SPEC, STORE_SPEC } from '../helpers/openapi-fixture.js';
import { brief, lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

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

  test('valid: a page reached through its folder (`guides/setup` is guides/setup/index.mdx); it is no orphan either, and no did-you-mean fires', async () => {
    const page = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n';
    const files = {
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guides/setup', '/api', 'sdk/python'] }] },
      'guides/setup/index.mdx': page,
      'api/index.md': page,
      'sdk/python/index.mdx': page,
      'sdk/python/install.mdx': page,
    };
    expect(await lintBrief(files, { 'nav-page-exists': 'error', 'nav-no-orphan': 'warn' })).toEqual([
      // A page in the folder that the navigation does not list is still an orphan.
      {
        file: 'sdk/python/install.mdx',
        ruleId: 'nav-no-orphan',
        line: 1,
        column: 1,
        message: 'This page is in no navigation entry of docs.json, so readers reach it only through a direct link. Add "sdk/python/install" to a group\'s pages, set `hidden: true` in its front matter if it is meant to stay out of the sidebar, or delete the file if it is no longer needed.',
      },
    ]);
  });

  test('valid: a page a build step makes from a notebook at the same path, with one note for the site; the `generated` option names others', async () => {
    const page = '---\ntitle: Intro\ndescription: The intro.\n---\n';
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['intro', 'examples/quickstart', 'examples/rag', 'reference/cli', 'reference/missing'] }] },
      'intro.mdx': page,
      'examples/quickstart.ipynb': '{"cells": []}',
      'examples/rag.ipynb': '{"cells": []}',
    });
    const problems = brief(root, await lintWith(root, { 'nav-page-exists': ['error', { generated: ['reference/cli'] }] }), { withNotes: true });
    expect(problems).toEqual([
      {
        file: 'docs.json',
        ruleId: null,
        line: 1,
        column: 1,
        message: "2 navigation pages have no page file but a notebook at the same path (examples/quickstart.ipynb, examples/rag.ipynb): docs-lint takes them for pages a build step converts before the site builds, and does not check them. If no step converts them, the live site lacks these pages. List the paths other build steps make in nav-page-exists's `generated` option.",
      },
      expect.objectContaining({ ruleId: 'nav-page-exists', message: 'Navigation page "reference/missing" has no file: neither reference/missing.mdx nor reference/missing.md exists under the site root. Create the page, or fix the path.' }),
    ]);
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

/** A current-shape docs.json around `navigation` (and any other top-level keys), written by hand so that positions are known. */
function currentShape(navigation: string, extra = ''): string {
  return `{\n  "theme": "mint",\n  "name": "S",\n  "colors": { "primary": "#112233" },${extra}\n  "navigation": ${navigation}\n}\n`;
}

describe('nav-page-exists: endpoint entries', () => {
  const specs = { 'pets.yaml': PETS_SPEC, 'store.yaml': STORE_SPEC, 'intro.mdx': '' };

  test('valid: entries of the document in scope are never looked up as files; a trailing `/`, the method\'s case and a document prefix are as the generator reads them', async () => {
    const navigation = JSON.stringify({
      tabs: [
        { tab: 'API', openapi: { source: 'pets.yaml', directory: 'reference' }, groups: [{ group: 'Pets', pages: ['intro', 'GET /pets', 'post /pets', 'GET /pets/{petId}/', 'webhook order.created', 'store.yaml GET /orders', '/store.yaml GET /orders'] }] },
        { tab: 'Store', groups: [{ group: 'S', openapi: ['store.yaml'], pages: ['GET /orders'] }] },
        // Remote documents are never fetched: nothing is said about their entries.
        { tab: 'Remote', openapi: 'https://example.com/openapi.json', pages: ['GET /anything'] },
      ],
    });
    expect(await lintBrief({ ...specs, 'docs.json': currentShape(navigation) }, rules)).toEqual([]);
  });

  test('invalid: an operation the document lacks, with the closest one suggested, the methods the path has, or the document that has it', async () => {
    const navigation =
      '{\n    "groups": [\n      { "group": "API", "openapi": "pets.yaml", "pages": ["GET /pet", "DELETE /pets", "GET /orders", "webhook order.deleted"] },\n      { "group": "Store", "openapi": "store.yaml", "pages": ["GET /orders"] }\n    ]\n  }';
    const text = currentShape(navigation);
    expect(await lintBrief({ ...specs, 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"GET /pet"'),
        message: 'pets.yaml has no operation `GET /pet`, so the site generator stops the build on endpoint entry "GET /pet". Did you mean `GET /pets`?',
      },
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"DELETE /pets"'),
        message: 'pets.yaml has no operation `DELETE /pets`, so the site generator stops the build on endpoint entry "DELETE /pets". The path is there with GET and POST only.',
      },
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"GET /orders"'),
        message: 'pets.yaml has no operation `GET /orders`, so the site generator stops the build on endpoint entry "GET /orders". It is in store.yaml: write "store.yaml GET /orders".',
      },
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"webhook order.deleted"'),
        message: 'pets.yaml has no operation `webhook order.deleted`, so the site generator stops the build on endpoint entry "webhook order.deleted". Did you mean `webhook order.created`?',
      },
    ]);
  });

  test('invalid: a malformed entry, a document prefix that names no file, and an entry with no document in scope', async () => {
    const navigation = '{\n    "groups": [\n      { "group": "API", "openapi": "pets.yaml", "pages": ["GET pets", "pet.yaml GET /pets"] },\n      { "group": "Other", "pages": ["POST /pets"] }\n    ]\n  }';
    const text = currentShape(navigation);
    expect(await lintBrief({ ...specs, 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"GET pets"'),
        message: 'Endpoint entry "GET pets" does not name an operation: the path "pets" does not start with "/". Write `METHOD /path` (such as `GET /users/{id}`), `<spec-file> METHOD /path`, or `webhook <name>`.',
      },
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"pet.yaml GET /pets"'),
        message: 'Endpoint entry "pet.yaml GET /pets" names the OpenAPI document "pet.yaml", which is not a file of the site, so the site generator stops the build. Did you mean "pets.yaml"? Name the document by its path from the site root.',
      },
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"POST /pets"'),
        message:
          'Endpoint entry "POST /pets" names an operation, but no OpenAPI document is in scope: no element above it has `openapi`, and docs.json has no `api.openapi`, so the site generator reads it as a page path and finds no page. Add `"openapi": "<spec-file>"` to its group (or an element above it), or name the document: "<spec-file> POST /pets".',
      },
    ]);
  });

  test('`api.openapi` is the document of entries outside any `openapi` element; the nearest `openapi` wins over it', async () => {
    const navigation = '{ "groups": [{ "group": "A", "pages": ["GET /pets", "GET /orders"] }, { "group": "B", "openapi": "store.yaml", "pages": ["GET /orders"] }] }';
    const text = currentShape(navigation, '\n  "api": { "openapi": "pets.yaml" },');
    expect(await lintBrief({ ...specs, 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"GET /orders"'),
        message: 'pets.yaml has no operation `GET /orders`, so the site generator stops the build on endpoint entry "GET /orders". It is in store.yaml: write "store.yaml GET /orders".',
      },
    ]);
  });
});

describe('nav-page-exists: a group\'s root', () => {
  test('a root that names no page is reported like a dangling page; one that does is fine', async () => {
    const text = currentShape('{ "groups": [{ "group": "A", "root": "overview", "pages": ["intro"] }, { "group": "B", "root": "intro/", "pages": ["intro"] }] }');
    expect(await lintBrief({ 'docs.json': text, 'intro.mdx': '', 'overveiw.mdx': '' }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        ...positionOf(text, '"overview"'),
        message: 'Group root "overview" has no file: neither overview.mdx nor overview.md exists under the site root, so the group\'s title links nowhere. Did you mean "overveiw"?',
      },
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import plugin from '../../src/eslint-plugin/index.js';
import { clearSiteCache } from '../../src/eslint-plugin/site-cache.js';
import { cli } from '../helpers/run-cli.js';
import { brief, lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const FM = '---\ntitle: T\ndescription: D\n---\n\nText.\n';
const head = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'S', colors: { primary: '#112233' } };
const navRules = { 'nav-page-exists': 'error', 'nav-no-duplicate': 'warn', 'config-file-exists': 'error' } as const;

/** A docs.json written by hand (so that positions are known) around a `navigation` value. */
function docsJson(navigation: string): string {
  return `{\n  "theme": "mint",\n  "name": "S",\n  "colors": { "primary": "#112233" },\n  "navigation": ${navigation}\n}\n`;
}

describe('$ref: followed, and checked as if inline', () => {
  test('a whole navigation, a tab and a pages list in other files: each report in its own file, at its own line and column', async () => {
    const main = docsJson('{ "$ref": "./nav/navigation.json" }');
    const navigation = '{\n  "tabs": [\n    { "tab": "Guide", "groups": [{ "group": "A", "pages": ["intro", "nope"] }] },\n    { "$ref": "./api.json" }\n  ]\n}\n';
    const api = '{\n  "tab": "API",\n  "groups": [\n    { "group": "B", "pages": { "$ref": "../pages/api-pages.json" } }\n  ]\n}\n';
    const pages = '[\n  "intro",\n  "reference/missing",\n  "intro"\n]\n';
    const problems = await lintBrief(
      { 'docs.json': main, 'nav/navigation.json': navigation, 'nav/api.json': api, 'pages/api-pages.json': pages, 'intro.mdx': FM, 'reference/missng.mdx': FM },
      navRules,
    );
    expect(problems).toEqual([
      {
        file: 'nav/navigation.json',
        ruleId: 'nav-page-exists',
        ...positionOf(navigation, '"nope"'),
        message: 'Navigation page "nope" has no file: neither nope.mdx nor nope.md exists under the site root. Create the page, or fix the path.',
      },
      {
        file: 'pages/api-pages.json',
        ruleId: 'nav-page-exists',
        ...positionOf(pages, '"reference/missing"'),
        message: 'Navigation page "reference/missing" has no file: neither reference/missing.mdx nor reference/missing.md exists under the site root. Did you mean "reference/missng"?',
      },
      {
        file: 'pages/api-pages.json',
        ruleId: 'nav-no-duplicate',
        ...positionOf(pages, '"intro"', 2),
        // "intro" in the Guide tab is another sidebar: only the repeat within the API tab counts.
        message: 'Page "intro" is already in the sidebar of tab "API" at line 2; a page listed twice in one sidebar shows twice there. Remove one of the two entries.',
      },
    ]);
  });

  test('keys beside `$ref` are laid over the referenced object, as the generator does', async () => {
    const main = docsJson('{ "groups": [{ "$ref": "./group.json", "pages": ["intro"] }] }');
    const group = '{ "group": "G", "pages": ["gone"] }\n';
    // The group's own pages are replaced by those beside the `$ref`: "gone" is never read.
    expect(await lintBrief({ 'docs.json': main, 'group.json': group, 'intro.mdx': FM }, navRules)).toEqual([]);
  });

  test('the same file from two places is read for each, and a report in it is made once', async () => {
    const main = docsJson('{ "tabs": [{ "tab": "A", "groups": [{ "$ref": "./shared.json" }] }, { "tab": "B", "groups": [{ "$ref": "./shared.json" }] }] }');
    const shared = '{ "group": "Shared", "pages": ["missing"] }\n';
    const problems = await lintBrief({ 'docs.json': main, 'shared.json': shared }, navRules);
    expect(problems.map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.ruleId}`)).toEqual([`shared.json:1:${positionOf(shared, '"missing"').column} nav-page-exists`]);
  });
});

describe('$ref: one diagnostic at the `$ref` when it cannot be followed', () => {
  const rules = { 'config-file-exists': 'error' } as const;

  test('missing (with the nearest JSON file), escaping, a leading slash, a URL, not a string, not a file', async () => {
    const main = docsJson(
      '{ "tabs": [\n    { "$ref": "./nav/gide.json" },\n    { "$ref": "../outside.json" },\n    { "$ref": "/nav/guide.json" },\n    { "$ref": "https://example.com/nav.json" },\n    { "$ref": 7 },\n    { "$ref": "./nav" }\n  ] }',
    );
    const problems = await lintBrief({ 'docs.json': main, 'nav/guide.json': '{ "tab": "Guide", "pages": [] }' }, rules);
    expect(problems).toEqual([
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"./nav/gide.json"'),
        message: '`$ref` "./nav/gide.json" names nav/gide.json, which does not exist, so the site generator stops the build. Did you mean "./nav/guide.json"? The path is relative to the file that holds the `$ref`.',
      },
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"../outside.json"'),
        message: '`$ref` "../outside.json" points outside the site root, which the site generator refuses, stopping the build. Keep the file inside the docs folder and give its path relative to the file that holds the `$ref`.',
      },
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"/nav/guide.json"'),
        message:
          '`$ref` "/nav/guide.json" points outside the site root (the site generator reads a path that starts with "/" as outside the project), which the site generator refuses, stopping the build. Keep the file inside the docs folder and give its path relative to the file that holds the `$ref`.',
      },
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"https://example.com/nav.json"'),
        message: '`$ref` "https://example.com/nav.json" is a URL, but the site generator reads `$ref` only from files of the repository, so it stops the build. Save the JSON in the docs folder and give its path.',
      },
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '7 }'),
        message: '`$ref` must be a string: the path of a JSON file, relative to the file that holds it (like "./nav/api.json"). As it is, the site generator keeps this object as written, `$ref` key and all.',
      },
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"./nav"'),
        message: '`$ref` "./nav" names nav, which is not a file. Point it at a JSON file.',
      },
    ]);
  });

  test('a referenced file that is not JSON, or starts with a byte-order mark: one diagnostic at the `$ref`, none in the file', async () => {
    const main = docsJson('{ "tabs": [{ "$ref": "./broken.json" }, { "$ref": "./bom.json" }] }');
    const problems = await lintBrief({ 'docs.json': main, 'broken.json': '{\n  "tab": "A",\n}\n', 'bom.json': '\uFEFF{ "tab": "B", "pages": [] }' }, rules);
    expect(problems).toEqual([
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"./broken.json"'),
        message: '`$ref` "./broken.json" cannot be followed, so the site generator stops the build: broken.json is not valid JSON: a closing brace comes too early; is there a trailing comma before it? (line 3, column 1). Fix that file.',
      },
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"./bom.json"'),
        message: '`$ref` "./bom.json" names bom.json, which starts with a byte-order mark; the site generator\'s JSON parser refuses it and stops the build. Save the file as UTF-8 without a BOM.',
      },
    ]);
  });

  test('a loop, reported once at the `$ref` that closes it, in the file that holds it', async () => {
    const main = docsJson('{ "groups": [{ "$ref": "./a.json" }] }');
    const a = '{ "group": "A", "pages": [{ "$ref": "./sub/b.json" }] }\n';
    const b = '{ "group": "B", "pages": [{ "$ref": "../a.json" }] }\n';
    expect(await lintBrief({ 'docs.json': main, 'a.json': a, 'sub/b.json': b }, rules)).toEqual([
      {
        file: 'sub/b.json',
        ruleId: 'config-file-exists',
        ...positionOf(b, '"../a.json"'),
        message: '`$ref` "../a.json" leads back to a file that is already being read (a.json → sub/b.json → a.json): the site generator stops the build on a circular reference. Remove the `$ref` that points back.',
      },
    ]);
  });

  test('keys beside a `$ref` to an array are dropped: said at the `$ref`', async () => {
    const main = docsJson('{ "groups": [{ "group": "G", "pages": { "$ref": "./pages.json", "icon": "book" } }] }');
    expect(await lintBrief({ 'docs.json': main, 'pages.json': '["intro"]', 'intro.mdx': FM }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'config-file-exists',
        ...positionOf(main, '"./pages.json"'),
        message: 'The keys beside this `$ref` (`icon`) are dropped: pages.json holds no object, and the site generator lays the keys beside a `$ref` only over an object. Move them into pages.json, or remove them.',
      },
    ]);
  });

  test('a symbolic link that leads out of the root is not followed', async () => {
    const outside = makeSite({ 'nav.json': '{ "tab": "Out", "pages": [] }' });
    const root = makeSite({ 'docs.json': docsJson('{ "tabs": [{ "$ref": "./nav.json" }] }') });
    fs.symlinkSync(path.join(outside, 'nav.json'), path.join(root, 'nav.json'));
    const problems = brief(root, await lintWith(root, rules));
    expect(problems.map((problem) => problem.message)).toEqual([
      '`$ref` "./nav.json" points outside the site root (through a symbolic link), which the site generator refuses, stopping the build. Keep the file inside the docs folder and give its path relative to the file that holds the `$ref`.',
    ]);
  });
});

describe('$ref and --fix', () => {
  test('a fix on a node of a referenced file is applied to that file; docs.json is left as it was', async () => {
    const main = docsJson('{ "groups": [{ "$ref": "./nav/group.json" }] }');
    const group = '{\n  "group": "G",\n  "pages": ["intro.mdx", "intro"]\n}\n';
    const root = makeSite({ 'docs.json': main, 'nav/group.json': group, 'intro.mdx': FM });
    const results = await lintWith(root, { 'nav-page-exists': 'error' }, { fix: true });
    expect(fs.readFileSync(path.join(root, 'nav/group.json'), 'utf8')).toBe('{\n  "group": "G",\n  "pages": ["intro", "intro"]\n}\n');
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe(main);
    expect(brief(root, results)).toEqual([]);
  });

  test('a referenced file that is not valid UTF-8 is never written: its fix is dropped', async () => {
    const root = makeSite({ 'docs.json': docsJson('{ "groups": [{ "$ref": "./group.json" }] }'), 'intro.mdx': FM });
    const bytes = Buffer.concat([Buffer.from('{ "group": "G\xff", "pages": ["intro.mdx"] }', 'latin1')]);
    fs.writeFileSync(path.join(root, 'group.json'), bytes);
    const results = await lintWith(root, { 'nav-page-exists': 'error' }, { fix: true });
    expect(fs.readFileSync(path.join(root, 'group.json'))).toEqual(bytes);
    expect(brief(root, results).map((problem) => `${problem.file} ${problem.ruleId}`)).toEqual(['group.json nav-page-exists']);
  });

  test('the CLI prints the referenced file with its fixable problem, and --fix-dry-run changes nothing', async () => {
    const main = docsJson('{ "groups": [{ "$ref": "./group.json" }] }');
    const group = '{ "group": "G", "pages": ["intro.md"] }\n';
    const root = makeSite({ 'docs.json': main, 'group.json': group, 'intro.md': FM, 'docs-lint.config.json': { extends: [], rules: { 'nav-page-exists': 'error' } } });
    const run = await cli(['.', '--format', 'json', '--fix-dry-run'], root);
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ line: number; column: number; ruleId: string }>; output?: string }>;
    const part = results.find((result) => result.filePath === path.join(root, 'group.json'))!;
    expect(part.messages).toEqual([]);
    expect(part.output).toBe('{ "group": "G", "pages": ["intro"] }\n');
    expect(fs.readFileSync(path.join(root, 'group.json'), 'utf8')).toBe(group);
  });
});

describe('$ref and the caches', () => {
  test('the result cache: a change to a referenced file lints docs.json (and every page) again', async () => {
    const root = makeSite({
      'docs.json': docsJson('{ "groups": [{ "$ref": "./group.json" }] }'),
      'group.json': '{ "group": "G", "pages": ["intro"] }\n',
      'intro.mdx': FM,
      'docs-lint.config.json': { extends: [], rules: { 'nav-page-exists': 'error' } },
    });
    const first = await cli(['.', '--cache', '--format', 'json'], root);
    expect(first.code).toBe(0);
    const warm = await cli(['.', '--cache', '--format', 'json'], root);
    expect(warm.stdout).toBe(first.stdout);
    fs.writeFileSync(path.join(root, 'group.json'), '{ "group": "G", "pages": ["intro", "missing"] }\n');
    const changed = await cli(['.', '--cache'], root);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('group.json');
    expect(changed.stdout).toContain('Navigation page "missing" has no file');
  });

  test('the ESLint plugin: docs.json and the referenced file both report, and a change to the file on disk is seen at once', async () => {
    clearSiteCache();
    const main = docsJson('{ "groups": [{ "$ref": "./nav/group.json" }, { "$ref": "./nav/none.json" }] }');
    const root = makeSite({ 'docs.json': main, 'nav/group.json': '{ "group": "G", "pages": ["intro", "gone"] }\n', 'intro.mdx': FM });
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: configRules() as never, cwd: root });
    const lint = async () =>
      (await eslint.lintFiles(['.'])).flatMap((result) => result.messages.map((message) => `${path.relative(root, result.filePath)}:${message.line}:${message.column} ${message.ruleId}`));
    const ref = positionOf(main, '"./nav/none.json"');
    expect(await lint()).toEqual([`docs.json:${ref.line}:${ref.column} docs-lint/config-file-exists`, 'nav/group.json:1:36 docs-lint/nav-page-exists']);

    fs.writeFileSync(path.join(root, 'nav/group.json'), '{ "group": "G", "pages": ["intro"] }\n');
    fs.writeFileSync(path.join(root, 'nav/none.json'), '{ "group": "H", "pages": ["intro2"] }\n');
    expect(await lint()).toEqual(['nav/none.json:1:27 docs-lint/nav-page-exists']);
  });

  test('the ESLint plugin lints the editor\'s unsaved text of a referenced file', async () => {
    clearSiteCache();
    const root = makeSite({ 'docs.json': docsJson('{ "groups": [{ "$ref": "./group.json" }] }'), 'group.json': '{ "group": "G", "pages": ["intro"] }\n', 'intro.mdx': FM });
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: configRules() as never, cwd: root });
    const unsaved = '{ "group": "G",\n  "pages": ["intro", "draft"] }\n';
    const [result] = await eslint.lintText(unsaved, { filePath: path.join(root, 'group.json') });
    expect(result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.message}`)).toEqual([
      '2:22 docs-lint/nav-page-exists Navigation page "draft" has no file: neither draft.mdx nor draft.md exists under the site root. Create the page, or fix the path.',
    ]);
    // A JSON file no `$ref` names is not the plugin's business: the config does not even apply to it.
    const [other] = await eslint.lintText('{ "pages": ["nothing"] }', { filePath: path.join(root, 'package.json') });
    expect(other.messages.map((message) => message.message)).toEqual(['File ignored because no matching configuration was supplied.']);
  });
});

describe('mint.json beside docs.json', () => {
  test('gets an info-level note on mint.json', async () => {
    const root = makeSite({ 'docs.json': { ...head, navigation: { pages: ['intro'] } }, 'mint.json': { name: 'Old', navigation: [] }, 'intro.mdx': FM });
    const results = await lintWith(root, {});
    expect(brief(root, results, { withNotes: true })).toEqual([
      {
        file: 'mint.json',
        ruleId: null,
        line: 1,
        column: 1,
        message: 'This mint.json sits beside docs.json: docs-lint reads docs.json only, but the site generator still validates mint.json, and an error in it can fail the build. Delete mint.json once the site has moved to docs.json.',
      },
    ]);
  });
});

/** The plugin's docs.json block (with its `files`, referenced files included) running two rules only. */
function configRules() {
  const block = plugin.configs.recommended.find((config) => config.name.endsWith('/site-config'))!;
  return [{ ...block, rules: { 'docs-lint/nav-page-exists': 'error', 'docs-lint/config-file-exists': 'error' } }];
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { makeSite, positionOf } from '../helpers/site-fixture.js';
import { cli } from '../helpers/run-cli.js';
import { openApiValidationCount } from '../../src/site/openapi-documents.js';

/** `docs-lint page.mdx ...`: the files a pre-commit hook (lint-staged, husky) passes. */

const DOCS_JSON = '{\n  "name": "S",\n  "navigation": [{ "group": "A", "pages": ["a", "b", "guides/setup", "missing"] }]\n}\n';
/** A clean page but for a link to a heading guides/setup.mdx does not have: found only against the whole site. */
const A = '---\ntitle: A\ndescription: Page a.\n---\n\n## Intro\n\nSee [the setup](/guides/setup#nope) and [the install step](/guides/setup#install).\n';
/** No description, and a level-1 heading. */
const B = '---\ntitle: B\n---\n\n# Bad\n';
const SETUP = '---\ntitle: Setup\ndescription: Setting up.\n---\n\n## Install\n\nRun it.\n';
/** Would fail heading-start-level if it were linted. */
const BROKEN = '---\ntitle: Draft\ndescription: Not ready.\n---\n\n# Draft\n';

/** A workspace holding the site in `site/` (and other files around it). */
function workspace(extra: Record<string, string | object> = {}): string {
  return makeSite({
    'site/docs.json': DOCS_JSON,
    'site/docs-lint.config.json': { ignores: ['drafts/**'] },
    'site/a.mdx': A,
    'site/b.mdx': B,
    'site/guides/setup.mdx': SETUP,
    'site/drafts/wip.mdx': BROKEN,
    'site/node_modules/pkg/readme.md': BROKEN,
    'site/logo.png': 'not really a png',
    ...extra,
  });
}

interface Reported {
  file: string;
  messages: Array<{ ruleId: string | null; line: number; column: number }>;
}

/** The JSON report: each result's file (relative to `base`) with its messages' rule and position. */
function reported(stdout: string, base: string): Reported[] {
  return JSON.parse(stdout).map((result: { filePath: string; messages: Array<Record<string, unknown>> }) => ({
    file: path.relative(base, result.filePath).split(path.sep).join('/'),
    messages: result.messages.map(({ ruleId, line, column }) => ({ ruleId, line, column })),
  }));
}

const brokenAnchor = { ruleId: 'link-internal-exists', ...positionOf(A, '/guides/setup#nope') };
const bProblems = [
  { ruleId: 'frontmatter-required', line: 1, column: 1 },
  { ruleId: 'heading-start-level', ...positionOf(B, '# Bad') },
];
const missingPage = { ruleId: 'nav-page-exists', ...positionOf(DOCS_JSON, '"missing"') };

describe('docs-lint with file arguments', () => {
  test('one page: only its problems, a cross-file one included (the anchor is looked up in the whole site)', async () => {
    const dir = workspace();
    const run = await cli(['--format', 'json', 'site/a.mdx'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    expect(reported(run.stdout, dir)).toEqual([{ file: 'site/a.mdx', messages: [brokenAnchor] }]);
  });

  test('a clean page alone: exit 0 and only the summary line, though the site has errors elsewhere', async () => {
    const dir = workspace();
    expect(await cli(['site/guides/setup.mdx'], dir)).toEqual({ code: 0, stdout: '\u2713 1 file checked, no problems\n', stderr: '' });
  });

  test('two pages, and docs.json itself: each gets its problems, nothing else is reported', async () => {
    const dir = workspace();
    const two = await cli(['--format', 'json', 'site/b.mdx', 'site/a.mdx'], dir);
    expect(two.code).toBe(1);
    // In path order, whatever the order of the arguments.
    expect(reported(two.stdout, dir)).toEqual([
      { file: 'site/a.mdx', messages: [brokenAnchor] },
      { file: 'site/b.mdx', messages: bProblems },
    ]);

    const withConfig = await cli(['--format', 'json', 'site/a.mdx', 'site/docs.json'], dir);
    expect(withConfig.code).toBe(1);
    // Sorted by path, as every report is.
    expect(reported(withConfig.stdout, dir)).toEqual([
      { file: 'site/a.mdx', messages: [brokenAnchor] },
      { file: 'site/docs.json', messages: [missingPage] },
    ]);

    const configOnly = await cli(['--format', 'json', 'site/docs.json'], dir);
    expect(reported(configOnly.stdout, dir)).toEqual([{ file: 'site/docs.json', messages: [missingPage] }]);
  });

  test('relative and absolute paths; the stylish report names files relative to the current folder, as for a whole site', async () => {
    const dir = workspace();
    const root = path.join(dir, 'site');
    const header = (file: string) => ['', file, `  ${brokenAnchor.line}:${brokenAnchor.column}  error`];
    for (const [args, cwd, shown] of [
      [['site/a.mdx'], dir, 'site/a.mdx'],
      [[path.join(root, 'a.mdx')], dir, 'site/a.mdx'],
      [[path.join(root, 'a.mdx')], '/', path.join(root, 'a.mdx').slice(1)],
      [['a.mdx'], root, 'a.mdx'],
      [['../a.mdx'], path.join(root, 'guides'), '../a.mdx'],
      // The same page twice is linted once.
      [['a.mdx', path.join(root, 'a.mdx'), './a.mdx'], root, 'a.mdx'],
    ] as Array<[string[], string, string]>) {
      // Wide enough that no message wraps: the rows are what this test reads.
      const run = await cli(['--no-color', ...args], cwd, { COLUMNS: '400' });
      expect({ args, code: run.code, stderr: run.stderr }).toEqual({ args, code: 1, stderr: '' });
      const lines = run.stdout.split('\n');
      expect(lines.slice(0, 2)).toEqual(header(shown).slice(0, 2));
      expect(lines[2].startsWith(header(shown)[2])).toBe(true);
      expect(lines[2].endsWith('link-internal-exists')).toBe(true);
      expect(lines.slice(3)).toEqual(['', '✖ 1 problem (1 error, 0 warnings)', '']);
    }
  });

  test('a folder with the files must be their site root; it then only names the site', async () => {
    const dir = workspace({ 'other/docs.json': { name: 'O', navigation: [{ group: 'A', pages: ['x'] }] } });
    const same = await cli(['--format', 'json', 'site', 'site/a.mdx'], dir);
    expect(same.code).toBe(1);
    expect(reported(same.stdout, dir)).toEqual([{ file: 'site/a.mdx', messages: [brokenAnchor] }]);
    expect(await cli(['other', 'site/a.mdx'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint: other is not the site root of site/a.mdx, which is site; give that folder, or only the files.\n',
    });
    expect(await cli(['site/a.mdx', 'site/guides'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint: site/guides is not the site root of site/a.mdx, which is site; give that folder, or only the files.\n',
    });
  });

  test('two folders are still two sites: exit 2', async () => {
    const dir = workspace({ 'other/docs.json': { name: 'O', navigation: [{ group: 'A', pages: ['x'] }] } });
    expect(await cli(['site', 'other'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint: docs-lint lints one site at a time; got 2 directories (site, other).\n',
    });
  });

  test('files of two sites: exit 2, naming both roots', async () => {
    const dir = workspace({
      'other/docs.json': { name: 'O', navigation: [{ group: 'A', pages: ['x'] }] },
      'other/x.mdx': SETUP,
    });
    expect(await cli(['site/a.mdx', 'site/b.mdx', 'other/x.mdx'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint: site/a.mdx and other/x.mdx belong to different sites (site and other); docs-lint lints one site at a time: run it once per site.\n',
    });
    // Outside the current folder, the roots are absolute.
    expect((await cli([path.join(dir, 'site/a.mdx'), path.join(dir, 'other/x.mdx')], path.join(dir, 'site/guides'))).stderr).toBe(
      `docs-lint: ${path.join(dir, 'site/a.mdx')} and ${path.join(dir, 'other/x.mdx')} belong to different sites (${path.join(dir, 'site')} and ${path.join(dir, 'other')}); docs-lint lints one site at a time: run it once per site.\n`,
    );
  });

  test('a nested site is its own site: its files find the nearest docs.json', async () => {
    const dir = workspace({
      'site/nested/docs.json': { name: 'N', navigation: [{ group: 'A', pages: ['n'] }] },
      'site/nested/n.mdx': B,
    });
    const run = await cli(['--format', 'json', 'site/nested/n.mdx'], dir);
    expect(reported(run.stdout, dir)).toEqual([{ file: 'site/nested/n.mdx', messages: bProblems }]);
    expect((await cli(['site/a.mdx', 'site/nested/n.mdx'], dir)).stderr).toBe(
      'docs-lint: site/a.mdx and site/nested/n.mdx belong to different sites (site and site/nested); docs-lint lints one site at a time: run it once per site.\n',
    );
  });

  test('a legacy site: the root is found by its mint.json', async () => {
    const dir = makeSite({ 'legacy/mint.json': { name: 'L', navigation: [{ group: 'A', pages: ['b'] }] }, 'legacy/b.mdx': B });
    const run = await cli(['--format', 'json', 'legacy/b.mdx'], dir);
    expect(run.code).toBe(1);
    expect(reported(run.stdout, dir)).toEqual([{ file: 'legacy/b.mdx', messages: bProblems }]);
  });

  test('a file that does not exist: exit 2 naming it', async () => {
    const dir = workspace();
    expect(await cli(['site/a.mdx', 'site/gone.mdx'], dir)).toEqual({ code: 2, stdout: '', stderr: 'docs-lint: site/gone.mdx does not exist.\n' });
  });

  test('a file in no docs.json site (a README beside the site): one notice, and the site files are linted', async () => {
    const dir = workspace({ 'README.md': '# Readme\n' });
    const notice = 'docs-lint: README.md is in no docs.json site (no folder above it holds docs.json or mint.json); not linted.\n';
    expect(await cli(['README.md'], dir)).toEqual({ code: 0, stdout: '', stderr: notice });
    const run = await cli(['--format', 'json', 'README.md', 'site/a.mdx'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(notice);
    expect(reported(run.stdout, dir)).toEqual([{ file: 'site/a.mdx', messages: [brokenAnchor] }]);
  });

  test('ignored pages and files that are not pages: one notice each on stderr, the exit code is that of the linted pages', async () => {
    const dir = workspace({ 'site/.github/notes.md': BROKEN, 'site/openapi.json': '{}' });
    const skipped = ['site/drafts/wip.mdx', 'site/node_modules/pkg/readme.md', 'site/.github/notes.md', 'site/logo.png', 'site/openapi.json', 'site/docs-lint.config.json'];
    const notices = [
      'docs-lint: site/drafts/wip.mdx is ignored by the configuration; not linted.',
      'docs-lint: site/node_modules/pkg/readme.md is ignored by default (docs-lint skips node_modules and dot-folders); not linted.',
      'docs-lint: site/.github/notes.md is ignored by default (docs-lint skips node_modules and dot-folders); not linted.',
      "docs-lint: site/logo.png is not a page (.mdx or .md) or the site's docs.json; not linted.",
      "docs-lint: site/openapi.json is not a page (.mdx or .md) or the site's docs.json; not linted.",
      "docs-lint: site/docs-lint.config.json is not a page (.mdx or .md) or the site's docs.json; not linted.",
    ];
    // With a clean page: exit 0, the summary line alone on stdout.
    expect(await cli(['site/guides/setup.mdx', ...skipped], dir)).toEqual({ code: 0, stdout: '\u2713 1 file checked, no problems\n', stderr: notices.map((line) => `${line}\n`).join('') });
    // Only skipped files: nothing linted, exit 0.
    expect(await cli(['site/drafts/wip.mdx'], dir)).toEqual({ code: 0, stdout: '', stderr: `${notices[0]}\n` });
    // With a page that has errors: exit 1, and its report alone.
    const run = await cli(['--format', 'json', 'site/logo.png', 'site/a.mdx'], dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${notices[3]}\n`);
    expect(reported(run.stdout, dir)).toEqual([{ file: 'site/a.mdx', messages: [brokenAnchor] }]);
  });

  test('--changed with file arguments: exit 2', async () => {
    const dir = workspace();
    const expected = { code: 2, stdout: '', stderr: 'docs-lint: --changed and file arguments both choose the pages to lint; give one of the two.\n' };
    expect(await cli(['--changed', 'site/a.mdx'], dir)).toEqual(expected);
    expect(await cli(['site/a.mdx', '--changed=main'], dir)).toEqual(expected);
  });

  test('a config rule that reports on page files (an orphan page) does so for the named pages only', async () => {
    const dir = workspace({ 'site/orphan.mdx': SETUP });
    const others = await cli(['--format', 'json', 'site/guides/setup.mdx'], dir);
    expect(others).toMatchObject({ code: 0, stderr: '' });
    expect(reported(others.stdout, dir)).toEqual([{ file: 'site/guides/setup.mdx', messages: [] }]);
    const named = await cli(['--format', 'json', 'site/orphan.mdx'], dir);
    expect(named.code).toBe(0);
    expect(reported(named.stdout, dir)).toEqual([{ file: 'site/orphan.mdx', messages: [{ ruleId: 'nav-no-orphan', line: 1, column: 1 }] }]);
  });

  test('--fix and --fix-dry-run on a named page leave a fixable docs.json alone; naming docs.json fixes it', async () => {
    const fixable = DOCS_JSON.replace('"b"', '"b.mdx"');
    const dir = workspace({ 'site/docs.json': fixable });
    const config = path.join(dir, 'site/docs.json');
    for (const flag of ['--fix', '--fix-dry-run']) {
      const run = await cli([flag, '--format', 'json', 'site/guides/setup.mdx'], dir);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(reported(run.stdout, dir)).toEqual([{ file: 'site/guides/setup.mdx', messages: [] }]);
      expect(fs.readFileSync(config, 'utf8')).toBe(fixable);
    }
    await cli(['--fix', 'site/docs.json'], dir);
    expect(fs.readFileSync(config, 'utf8')).toBe(DOCS_JSON);
  });

  test('--fix on a named page fixes that page only', async () => {
    const dir = workspace({ 'site/c.mdx': B });
    const run = await cli(['--format', 'json', '--fix', 'site/b.mdx'], dir);
    expect(run.code).toBe(1);
    expect(reported(run.stdout, dir)).toEqual([{ file: 'site/b.mdx', messages: [bProblems[0]] }]);
    expect(fs.readFileSync(path.join(dir, 'site/b.mdx'), 'utf8')).toBe('---\ntitle: B\n---\n\n## Bad\n');
    expect(fs.readFileSync(path.join(dir, 'site/c.mdx'), 'utf8')).toBe(B);
  });

  test('named pages only: OpenAPI schemas are not validated (a third of a second), bindings are still checked; naming docs.json validates', async () => {
    const spec = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1.0"\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: OK\n';
    const endpoint = (binding: string) => `---\ntitle: Pets\ndescription: The pets.\nopenapi: ${binding}\n---\n\n## Response\n\nThe pets.\n`;
    const dir = workspace({
      'site/docs.json': DOCS_JSON.replace('"name": "S",', '"name": "S",\n  "openapi": "openapi.yaml",').replace('"missing"', '"pets", "typo"'),
      'site/openapi.yaml': spec,
      'site/pets.mdx': endpoint('GET /pets'),
      'site/typo.mdx': endpoint('GET /pet'),
    });
    const before = openApiValidationCount();
    const run = await cli(['--format', 'json', 'site/pets.mdx', 'site/typo.mdx'], dir);
    expect(openApiValidationCount()).toBe(before);
    expect(run.code).toBe(1);
    expect(reported(run.stdout, dir).map(({ file, messages }) => [file, messages.map((message) => message.ruleId)])).toEqual([
      ['site/pets.mdx', []],
      ['site/typo.mdx', ['openapi-valid']],
    ]);
    await cli(['--format', 'json', 'site/docs.json', 'site/pets.mdx'], dir);
    expect(openApiValidationCount()).toBe(before + 1);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { makeSite } from '../helpers/site-fixture.js';
import { FM, runJson, writeRaw } from './hostile-site.js';

const site = (pages: string[]) => ({ name: 'S', navigation: [{ group: 'A', pages }] });

describe('hostile files: each gets a clear diagnostic at its place, or a note, and the run goes on', () => {
  test('binary content in an .mdx is skipped with a note; the other pages still run', async () => {
    const root = makeSite({ 'docs.json': site(['logo', 'good']), 'good.mdx': `${FM}# Setup\n` });
    writeRaw(root, 'logo.mdx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]));
    const run = await runJson(root, ['--preset', 'recommended']);
    expect(run.reported).toEqual([
      { file: 'good.mdx', ruleId: 'heading-start-level', severity: 2, line: 6, column: 1, message: expect.stringMatching(/^Level-1 heading "Setup"/) },
      { file: 'logo.mdx', ruleId: null, severity: 0, line: 1, column: 1, message: 'Not linted: it holds binary data (a NUL byte), not text.' },
    ]);
    expect(run.code).toBe(1);
  });

  test('invalid UTF-8: a warning at the first bad byte, every rule still runs, and --fix never writes the file', async () => {
    const bytes = Buffer.concat([Buffer.from(`${FM}# Setup\n\nCaf`), Buffer.from([0xe9]), Buffer.from(' menu, and more: caf'), Buffer.from([0xc3]), Buffer.from('\n')]);
    const root = makeSite({ 'docs.json': site(['menu']) });
    writeRaw(root, 'menu.mdx', bytes);
    const expected = [
      { file: 'menu.mdx', ruleId: 'heading-start-level', severity: 2, line: 6, column: 1, message: expect.stringMatching(/^Level-1 heading "Setup"/) },
      {
        file: 'menu.mdx',
        ruleId: null,
        severity: 1,
        line: 8,
        column: 4,
        message: 'This file is not valid UTF-8: byte 0xE9 here is not part of any character, so docs-lint reads it (and any like it) as \uFFFD. Save the file as UTF-8; until then --fix leaves it as it is.',
      },
    ];
    expect((await runJson(root, ['--preset', 'recommended'])).reported).toEqual(expected);
    const fixed = await runJson(root, ['--preset', 'recommended', '--fix']);
    expect(fixed.reported).toEqual(expected);
    expect(fs.readFileSync(path.join(root, 'menu.mdx')).equals(bytes)).toBe(true);
  });

  test('found by fuzzing: a CR on its own ends a line, so the invalid byte after one is on the next line', async () => {
    const root = makeSite({ 'docs.json': site(['menu']) });
    writeRaw(root, 'menu.mdx', Buffer.concat([Buffer.from(`${FM}Old Mac text.\rCaf`), Buffer.from([0xe9]), Buffer.from('\n')]));
    expect((await runJson(root, ['--preset', 'recommended'])).reported.map(({ ruleId, line, column }) => [ruleId, line, column])).toEqual([[null, 7, 4]]);
  });

  test('a UTF-8 byte-order mark: positions count from after it, and --fix keeps it', async () => {
    const root = makeSite({ 'docs.json': `\uFEFF${JSON.stringify(site(['page.mdx']), null, 2)}\n`, 'page.mdx': `\uFEFF${FM}# Setup\n` });
    const run = await runJson(root, ['--preset', 'recommended']);
    expect(run.reported.map(({ file, ruleId, line, column }) => ({ file, ruleId, line, column }))).toEqual([
      { file: 'docs.json', ruleId: 'nav-page-exists', line: 7, column: 9 },
      { file: 'page.mdx', ruleId: 'heading-start-level', line: 6, column: 1 },
    ]);
    const fixed = await runJson(root, ['--preset', 'recommended', '--fix']);
    expect(fixed.reported).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(`\uFEFF${FM}## Setup\n`);
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe(`\uFEFF${JSON.stringify(site(['page']), null, 2)}\n`);
  });

  test('CRLF line endings: every line and column is the one of the same file with LF endings', async () => {
    const page = [
      '---',
      'title: T',
      'description: D.',
      'icon: 5',
      '---',
      '',
      '# Setup',
      '',
      'See [the guide](/missing) and `code`.',
      '',
      '![](/img.png)',
      '',
      '```',
      'plain',
      '```',
      '',
      '<Card titel="x">',
      '  Body [here](./other.mdx#nowhere)',
      '</Card>',
      '',
      '[back](.\\other)',
      '',
    ].join('\n');
    const other = `${FM}## Other\n`;
    const docsJson = `${JSON.stringify({ ...site(['page', 'other', 'gone']), colors: { primary: 'blue' } }, null, 2)}\n`;
    const lf = makeSite({ 'docs.json': docsJson, 'page.mdx': page, 'other.mdx': other });
    const crlf = makeSite({ 'docs.json': docsJson.replace(/\n/g, '\r\n'), 'page.mdx': page.replace(/\n/g, '\r\n'), 'other.mdx': other.replace(/\n/g, '\r\n') });
    const [withLf, withCrlf] = [await runJson(lf, ['--preset', 'all']), await runJson(crlf, ['--preset', 'all'])];
    const places = (run: typeof withLf) => run.reported.map(({ file, ruleId, line, column }) => `${file}:${line}:${column} ${ruleId}`);
    expect(places(withCrlf)).toEqual(places(withLf));
    expect(places(withLf)).toEqual([
      'docs.json:9:9 nav-page-exists',
      'docs.json:14:16 config-schema',
      'page.mdx:4:1 frontmatter-valid',
      'page.mdx:7:1 heading-start-level',
      'page.mdx:9:17 link-internal-exists',
      'page.mdx:11:1 image-alt-text',
      'page.mdx:11:1 image-frame',
      'page.mdx:11:5 link-internal-exists',
      'page.mdx:13:1 code-fence-language',
      'page.mdx:17:1 component-attributes',
      'page.mdx:18:8 link-text-descriptive',
      'page.mdx:18:15 link-internal-exists',
      'page.mdx:18:15 link-internal-exists',
      'page.mdx:21:8 link-internal-exists',
    ]);
  });

  test('a 20 MB page is skipped with a note, and does not stall the run', async () => {
    const root = makeSite({ 'docs.json': site(['huge']) });
    writeRaw(root, 'huge.mdx', Buffer.alloc(20 * 1024 * 1024, 'All work and no play.\n'));
    expect((await runJson(root)).reported).toEqual([
      { file: 'huge.mdx', ruleId: null, severity: 0, line: 1, column: 1, message: 'Not linted: it is 20.0 MB, over the 1 MB docs-lint parses (no real page comes near that).' },
    ]);
  });

  test('JSX nested 10,000 deep is one fatal error, not a stack overflow; the other pages still run', async () => {
    const root = makeSite({
      'docs.json': site(['deep', 'inline', 'good']),
      'deep.mdx': `${FM}${'<div>\n'.repeat(10_000)}${'</div>\n'.repeat(10_000)}`,
      'inline.mdx': `${FM}${'<span>'.repeat(10_000)}x${'</span>'.repeat(10_000)}\n`,
      'good.mdx': `${FM}# Setup\n`,
    });
    const message = 'This page nests elements, lists or quotes thousands of levels deep, too deep for docs-lint (or the site generator) to parse. Flatten the nesting.';
    const run = await runJson(root, ['--preset', 'recommended']);
    expect(run.reported).toEqual([
      { file: 'deep.mdx', ruleId: null, severity: 2, line: 1, column: 1, message },
      { file: 'good.mdx', ruleId: 'heading-start-level', severity: 2, line: 6, column: 1, message: expect.stringMatching(/^Level-1 heading/) },
      { file: 'inline.mdx', ruleId: null, severity: 2, line: 1, column: 1, message },
    ]);
    expect(run.code).toBe(1);
  });

  test('an empty page and a page that is only front matter', async () => {
    const root = makeSite({ 'docs.json': site(['empty', 'only']), 'empty.mdx': '', 'only.mdx': '---\ntitle: Only\ndescription: Front matter and nothing else.\n---\n' });
    const run = await runJson(root, ['--preset', 'all']);
    expect(run.reported.map(({ file, ruleId, line, column }) => ({ file, ruleId, line, column }))).toEqual([{ file: 'empty.mdx', ruleId: 'frontmatter-required', line: 1, column: 1 }]);
    const emptyFrontMatter = makeSite({ 'docs.json': site(['a']), 'a.mdx': '---\n---\n' });
    expect((await runJson(emptyFrontMatter, ['--preset', 'all'])).reported.map((problem) => [problem.ruleId, problem.line, problem.column])).toEqual([
      ['frontmatter-required', 1, 1],
      ['frontmatter-required', 1, 1],
    ]);
  });

  test('a folder named like a page is not a page: the navigation entry has no file', async () => {
    const root = makeSite({ 'docs.json': site(['guide']), 'guide.mdx/notes.txt': 'not a page' });
    const run = await runJson(root, ['--preset', 'recommended']);
    expect(run.reported).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        severity: 2,
        line: 7,
        column: 9,
        message: 'Navigation page "guide" has no file: neither guide.mdx nor guide.md exists under the site root. Create the page, or fix the path.',
      },
    ]);
  });
});

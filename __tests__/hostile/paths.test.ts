import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { makeSite, positionOf } from '../helpers/site-fixture.js';
import { FM, runJson } from './hostile-site.js';

const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-outside-'));
afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));
const SENTINEL = 'OUTSIDE-THE-SITE-ROOT';
fs.writeFileSync(path.join(outside, 'secret.mdx'), `---\ntitle: ${SENTINEL}\n---\n\n# ${SENTINEL}\n`);

const nav = (pages: unknown[]) => ({ name: 'S', navigation: [{ group: 'A', pages }] });
const symlinks = process.platform !== 'win32' ? describe : describe.skip;

symlinks('symbolic links are never followed', () => {
  test('loops (a folder linking to itself, two links to each other, a link to itself) end the run normally', async () => {
    const root = makeSite({ 'docs.json': nav(['a', 'loop/a']), 'a.mdx': `${FM}## A\n` });
    fs.symlinkSync('.', path.join(root, 'loop'));
    fs.symlinkSync('ping.mdx', path.join(root, 'pong.mdx'));
    fs.symlinkSync('pong.mdx', path.join(root, 'ping.mdx'));
    fs.symlinkSync('self.mdx', path.join(root, 'self.mdx'));
    const run = await runJson(root, ['--preset', 'all']);
    expect(run.reported.map(({ file, ruleId, message }) => [file, ruleId, message])).toEqual([
      ['docs.json', 'nav-page-exists', 'Navigation page "loop/a" has no file: neither loop/a.mdx nor loop/a.md exists under the site root. Did you mean "a"?'],
    ]);
  });

  test('links that point outside the site root are not read, whether to a page or a folder', async () => {
    const root = makeSite({ 'docs.json': nav(['inside', 'linked', 'away/secret']), 'inside.mdx': `${FM}See [it](/linked).\n` });
    fs.symlinkSync(path.join(outside, 'secret.mdx'), path.join(root, 'linked.mdx'));
    fs.symlinkSync(outside, path.join(root, 'away'));
    const run = await runJson(root, ['--preset', 'all']);
    expect(run.reported.map(({ file, ruleId, line }) => [file, ruleId, line])).toEqual([
      ['docs.json', 'nav-page-exists', 8],
      ['docs.json', 'nav-page-exists', 9],
      ['inside.mdx', 'link-internal-exists', 6],
    ]);
    expect(JSON.stringify(run.reported)).not.toContain(SENTINEL);
  });
});

describe('paths in docs.json that leave the site root are reported, never read', () => {
  test('relative climbs, absolute paths, drive letters and UNC paths', async () => {
    const pages = ['../../etc/passwd', '/etc/passwd', 'C:\\Windows\\win.ini', '\\\\server\\share\\page', '../outside'];
    const text = `${JSON.stringify({ ...nav(pages), logo: '../../etc/hosts', favicon: '/../../etc/hosts' }, null, 2)}\n`;
    const root = makeSite({ 'docs.json': text });
    const run = await runJson(root, ['--preset', 'recommended']);
    const escapes = (entry: string) => `Navigation page "${entry}" points outside the site root, so docs-lint does not read it. Use a path inside the docs folder, such as "guides/setup".`;
    const at = (needle: string) => positionOf(text, needle);
    expect(run.reported.filter((problem) => problem.ruleId === 'nav-page-exists').map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      { ...at('"../../etc/passwd"'), message: escapes('../../etc/passwd') },
      // Site-absolute: `/etc/passwd` means the page etc/passwd of this site, which does not exist.
      { ...at('"/etc/passwd"'), message: 'Navigation page "/etc/passwd" has no file: neither etc/passwd.mdx nor etc/passwd.md exists under the site root. Create the page, or fix the path.' },
      { ...at('"C:'), message: escapes('C:\\Windows\\win.ini') },
      { ...at('"\\\\\\\\server'), message: escapes('\\\\server\\share\\page') },
      { ...at('"../outside"'), message: escapes('../outside') },
    ]);
    expect(run.reported.filter((problem) => problem.ruleId === 'config-file-exists').map(({ line, column }) => ({ line, column }))).toEqual([
      at('"../../etc/hosts"'),
      at('"/../../etc/hosts"'),
    ]);
    expect(run.code).toBe(1);
  });
});

describe('file names with spaces and non-ASCII letters, and the links to them', () => {
  test('percent-encoded and raw links resolve; wrong ones are reported at the link', async () => {
    const body = [
      '## Links',
      '',
      '- [Getting started](/getting%20started)',
      '- [Guide](/%E6%8C%87%E5%8D%97)',
      '- [Guide, written raw](/指南)',
      '- [Relative](./getting%20started#install)',
      '- [Missing anchor](./getting%20started#nowhere)',
      '- [With the extension](/指南.mdx)',
      '- [Broken encoding](/getting%2started)',
      '- [Backslashes](.\\getting started)',
      '- [Backslashes, encoded](.\\getting%20started)',
      '',
    ].join('\n');
    const page = `${FM}${body}`;
    const root = makeSite({
      'docs.json': nav(['links', 'getting started', '指南']),
      'links.mdx': page,
      'getting started.mdx': `${FM}## Install\n`,
      '指南.mdx': `${FM}## 安装\n`,
    });
    const run = await runJson(root, ['--preset', 'recommended']);
    expect(run.reported.map(({ file, ruleId, line, column, message }) => ({ file, ruleId, line, column, message }))).toEqual([
      {
        file: 'links.mdx',
        ruleId: 'link-internal-exists',
        ...positionOf(page, './getting%20started#nowhere'),
        message: 'Link "./getting%20started#nowhere" goes to #nowhere, but getting started.mdx has no heading or element with that id. A heading\'s id is its text in lower case with spaces and dots as -, without ? : , ! ( ) and quotes; a repeated heading\'s id ends in -2, -3.',
      },
      {
        file: 'links.mdx',
        ruleId: 'link-internal-exists',
        ...positionOf(page, '/指南.mdx'),
        message: 'Link "/指南.mdx" ends in .mdx: it works in a local preview but is a 404 on the published site. Write "/指南".',
      },
      {
        file: 'links.mdx',
        ruleId: 'link-internal-exists',
        ...positionOf(page, '/getting%2started'),
        message: 'Link "/getting%2started" cannot be followed: its percent-encoding is broken (a `%` not followed by two hex digits).',
      },
      {
        file: 'links.mdx',
        ruleId: 'link-internal-exists',
        ...positionOf(page, '.\\getting%20started'),
        message: 'Link ".\\getting%20started" cannot be followed: it uses `\\` between path segments; links use `/`.',
      },
    ]);
    const fixed = await runJson(root, ['--preset', 'recommended', '--fix']);
    expect(fixed.reported).toHaveLength(3);
    expect(fs.readFileSync(path.join(root, 'links.mdx'), 'utf8')).toBe(page.replace('(/指南.mdx)', '(/指南)'));
  });
});

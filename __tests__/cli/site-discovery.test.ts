import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;
const NAV = { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] };

/** A repository with its site in docs/ and a config at its top, as many keep their tooling. */
function repository(extra: Record<string, string | object> = {}): string {
  const repo = makeSite({
    'docs/docs.json': NAV,
    'docs/a.mdx': page('A', '[x](/gone)'),
    'docs/drafts/wip.mdx': page('W', '[y](/lost)'),
    'docs-lint.config.json': { ignores: ['docs/drafts/**'], rules: { 'link-internal-exists': 'warn' } },
    'package.json': '{}',
    ...extra,
  });
  execFileSync('git', ['init', '-q'], { cwd: repo });
  return repo;
}

const linted = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; severity: number }> }>).map((r) => [path.basename(r.filePath), r.messages.map((m) => `${m.ruleId}:${m.severity}`)]);

describe('finding the site and its config from the top of a repository', () => {
  test('docs-lint at the top lints the one site below it, with the config at the top (its patterns written from there)', async () => {
    const repo = repository();
    const run = await cli(['--format', 'json'], repo);
    expect(run.stderr).toBe('docs-lint: . holds no docs.json; linting the site in docs, the one folder below it that does.\n');
    expect(run.code).toBe(0);
    // drafts/ is ignored by `docs/drafts/**`; the broken link is a warning, as the config says.
    expect(linted(run.stdout)).toEqual([['a.mdx', ['link-internal-exists:1']], ['docs.json', []]]);
    // Named, the site's folder gives the same run without a notice.
    expect(await cli(['docs', '--format', 'json'], repo)).toEqual({ ...run, stderr: '' });
  });

  test('a config in the site root wins, and the one at the top is named as not read', async () => {
    const repo = repository({ 'docs/.docs-lintrc.json': { rules: { 'link-internal-exists': 'off' } } });
    const run = await cli(['docs', '--format', 'json'], repo);
    expect(run.stderr).toBe('docs-lint: reading docs/.docs-lintrc.json; docs-lint.config.json, farther from the site, is not read (the config nearest the site root wins).\n');
    expect(linted(run.stdout)).toEqual([['a.mdx', []], ['docs.json', []], ['wip.mdx', ['nav-no-orphan:1']]]);
  });

  test('outside a repository: the current folder above the site is read, no folder above it', async () => {
    const outer = makeSite({ 'docs-lint.config.json': { rules: { 'link-internal-exists': 'off' } }, 'work/docs/docs.json': NAV, 'work/docs/a.mdx': page('A', '[x](/gone)') });
    const work = path.join(outer, 'work');
    expect((await cli(['docs'], work)).code).toBe(1);
    fs.renameSync(path.join(outer, 'docs-lint.config.json'), path.join(work, 'docs-lint.config.json'));
    expect((await cli(['docs'], work)).code).toBe(0);
  });

  test('several sites below, or none: a usage error that names what it found; node_modules, dot-folders and other docs.json files do not count', async () => {
    const repo = repository({
      'node_modules/pkg/docs.json': NAV,
      '.cache/docs.json': NAV,
      'api/docs.json': { openapi: '3.1.0' },
    });
    expect((await cli(['.'], repo)).stderr).toBe('docs-lint: . holds no docs.json; linting the site in docs, the one folder below it that does.\n');
    fs.mkdirSync(path.join(repo, 'examples/site'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'examples/site/mint.json'), JSON.stringify(NAV));
    expect(await cli([], repo)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint: . holds no docs.json (or mint.json), and 2 folders below it do: docs, examples/site. docs-lint lints one site at a time: name its folder, e.g. docs-lint docs\n',
    });
    expect((await cli(['examples'], repo)).stderr).toBe(`docs-lint: examples holds no docs.json; linting the site in ${path.join('examples', 'site')}, the one folder below it that does.\n`);
  });

  test('--print-config FILE: a path from the site root or from the current folder, existing or not', async () => {
    const repo = repository({ 'docs-lint.config.json': { overrides: [{ files: ['docs/guides/**'], rules: { 'image-alt-text': 'off' } }] } });
    const printed = async (args: string[], cwd = repo) => {
      const run = await cli(['--print-config', ...args], cwd);
      expect(run.code).toBe(0);
      const { file, rules } = JSON.parse(run.stdout);
      return `${file} ${rules['image-alt-text'].severity}`;
    };
    expect(await printed(['guides/new.mdx'])).toBe('guides/new.mdx off');
    expect(await printed(['docs/guides/new.mdx'])).toBe('guides/new.mdx off');
    expect(await printed(['docs', 'a.mdx'])).toBe('a.mdx error');
    expect(await printed(['docs/a.mdx'])).toBe('a.mdx error');
    expect(await printed(['a.mdx'], path.join(repo, 'docs'))).toBe('a.mdx error');
    expect(await printed(['drafts/wip.mdx'], path.join(repo, 'docs'))).toBe('drafts/wip.mdx error');
    expect(await printed(['wip.mdx'], path.join(repo, 'docs/drafts'))).toBe('drafts/wip.mdx error');
    expect(await cli(['--print-config', '../elsewhere.mdx'], repo)).toMatchObject({ code: 2, stderr: `docs-lint: --print-config ../elsewhere.mdx: the file is outside the site (${path.join(repo, 'docs')}); name a file of the site, from its root or from the current folder.\n` });
  });
});

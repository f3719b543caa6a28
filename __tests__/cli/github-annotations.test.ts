import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const head = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;
const links = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `See [page ${i}](/${prefix}-${i}).`).join('\n\n');

/**
 * A repository whose site has 12 broken links in a.mdx on main, and a branch that adds one to b.mdx
 * and a new page with another: 14 errors, of which GitHub annotates 10.
 */
function pullRequest(): { repo: string; base: string; summary: string; event: string } {
  const repo = makeSite({
    'docs/docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b'] }] },
    'docs/a.mdx': `${head('A')}${links(12, 'gone')}\n`,
    'docs/b.mdx': `${head('B')}Fine.\n`,
  });
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: repo, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'start');
  const base = git('rev-parse', 'HEAD');
  git('checkout', '-qb', 'feature');
  fs.writeFileSync(path.join(repo, 'docs/b.mdx'), `${head('B')}Fine.\n\nSee [new](/missing).\n`);
  fs.writeFileSync(path.join(repo, 'docs/c.mdx'), `${head('C')}See [other](/absent).\n`);
  fs.writeFileSync(path.join(repo, 'docs/docs.json'), JSON.stringify({ name: 'S', navigation: [{ group: 'A', pages: ['a', 'b', 'c'] }] }));
  git('add', '.');
  git('commit', '-qm', 'change');
  const runner = fs.mkdtempSync(path.join(repo, '.runner-'));
  const event = path.join(runner, 'event.json');
  fs.writeFileSync(event, JSON.stringify({ pull_request: { base: { sha: base } } }));
  return { repo, base, summary: path.join(runner, 'summary.md'), event };
}

const annotated = (stdout: string) => stdout.trim().split('\n').map((line) => line.match(/^::(\w+) file=([^,]+),line=(\d+)/)!.slice(1).join(' '));

describe('--format github on a pull request: GitHub annotates 10 errors and 10 warnings a step', () => {
  test('the problems on the lines the pull request changed come first; the job summary says how many are not annotated and where to read them', async () => {
    const { repo, summary, event } = pullRequest();
    fs.writeFileSync(summary, '### docs-lint\n\nThe summary so far.\n');
    const env = { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, GITHUB_BASE_REF: 'main', GITHUB_EVENT_PATH: event };
    const run = await cli(['docs', '--format', 'github'], repo, env);
    expect(run.code).toBe(1);
    const order = annotated(run.stdout);
    expect(order).toHaveLength(14);
    expect(order.slice(0, 3)).toEqual(['error docs/b.mdx 8', 'error docs/c.mdx 6', 'error docs/a.mdx 6']);
    expect(run.stderr).toBe('docs-lint: GitHub shows at most 10 error and 10 warning annotations per step: 4 of these problems are in this log only.\n');
    expect(fs.readFileSync(summary, 'utf8')).toBe(
      [
        '### docs-lint',
        '',
        'The summary so far.',
        '',
        '**Annotations:** docs-lint found 14 problems (14 errors, 0 warnings). GitHub shows at most 10 error and 10 warning annotations per step, so 4 of them are not annotated on the pull request. The annotated ones are those on the lines the change touched first (2 of them), then the others of the files it touched.',
        '',
        'Read every problem in the log of the docs-lint step, in the summary that `--format markdown` writes (the first 25 problems), or in code scanning when the workflow uploads the report of `--format sarif`.',
        '',
      ].join('\n'),
    );
    // --changed gives the same order, from its own base; outside GitHub Actions nothing is written beside the report.
    const changed = await cli(['docs', '--format', 'github', '--changed=main'], repo);
    expect(annotated(changed.stdout).slice(0, 2)).toEqual(['error docs/b.mdx 8', 'error docs/c.mdx 6']);
    expect(changed.stderr).toBe('');
  });

  test('a checkout without the base branch: file order, and the summary says how to get the changed lines first', async () => {
    const { repo, summary } = pullRequest();
    const run = await cli(['docs', '--format', 'github'], repo, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary, GITHUB_BASE_REF: 'release' });
    expect(annotated(run.stdout).slice(0, 2)).toEqual(['error docs/a.mdx 6', 'error docs/a.mdx 8']);
    expect(fs.readFileSync(summary, 'utf8')).toContain('so 4 of them are not annotated on the pull request. docs-lint could not tell which lines the pull request changed, since the checkout lacks the base branch: check out with `fetch-depth: 0` so that the problems on those lines are annotated first.\n');
  });

  test('no more problems than GitHub annotates: no note', async () => {
    const repo = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] }, 'a.mdx': `${head('A')}${links(10, 'gone')}\n` });
    const summary = path.join(repo, 'summary.md');
    const run = await cli(['.', '--format', 'github'], repo, { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    expect(annotated(run.stdout)).toHaveLength(10);
    expect(run.stderr).toBe('');
    expect(fs.existsSync(summary)).toBe(false);
  });
});

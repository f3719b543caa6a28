import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { runCli } from '../../src/cli/run-cli.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const PAGE = '---\ntitle: Page\ndescription: A page.\n---\n\n## Start\n';
const clean = () => makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page', 'other'] }] }, 'page.mdx': PAGE, 'other.mdx': PAGE });

describe('where the report goes, and how a run ends', () => {
  test('a clean stylish run ends with one summary line; machine formats print only their report', async () => {
    const root = clean();
    expect(await cli([], root)).toEqual({ code: 0, stdout: '\u2713 3 files checked, no problems\n', stderr: '' });
    expect(await cli(['--quiet'], root)).toEqual({ code: 0, stdout: '\u2713 3 files checked, no errors\n', stderr: '' });
    const json = await cli(['--format', 'json'], root);
    expect(JSON.parse(json.stdout)).toHaveLength(3);
    expect(json.stderr).toBe('');
    expect((await cli(['--format', 'github'], root)).stdout).toBe('');
  });

  test('a run with problems ends with the stylish summary alone', async () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page', 'gone'] }] }, 'page.mdx': PAGE });
    const run = await cli([], root);
    expect(run.code).toBe(1);
    expect(run.stdout.endsWith('\u2716 1 problem (1 error, 0 warnings)\n')).toBe(true);
    expect(run.stdout).not.toContain('checked, no problems');
  });

  test('-o into a folder that does not exist creates it, as ESLint does', async () => {
    const root = clean();
    const run = await cli(['--format', 'junit', '-o', 'reports/ci/docs-lint.xml'], root);
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(fs.readFileSync(path.join(root, 'reports', 'ci', 'docs-lint.xml'), 'utf8')).toContain('<testsuites name="docs-lint" tests="3" failures="0" errors="0" time="0">');
  });

  test('stylish wraps to the terminal when stdout is one, else to COLUMNS; a URL wider than the room stays whole', async () => {
    const long = `---\ntitle: Page\ndescription: A page.\n---\n\n## Start\n\nSee [the guide](/${'very-long-segment-'.repeat(4)}missing).\n`;
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': long });
    let stdout = '';
    await runCli(['--rule', 'link-internal-exists:error', '--preset', 'style', '--no-color'], { stdout: (text) => (stdout += text), stderr: () => undefined, cwd: root, env: {}, stdoutIsTty: true, stdoutColumns: 70 });
    const rows = stdout.split('\n').filter((line) => line.startsWith('  '));
    // 70 columns, less one, less the position and severity (15) and the rule id (2 + 20): 32 for the message.
    expect(rows[0]).toMatch(/^ {2}8:17 {2}error {2}.{32} {2}link-internal-exists$/);
    const url = `"/${'very-long-segment-'.repeat(4)}missing"`;
    // Every line fits but the one that holds the URL, whole, so that it can be copied.
    const wide = (lines: string[], width: number) => [...new Set(lines.filter((line) => line.length >= width).map((line) => line.trim()))];
    expect(wide(rows, 70)).toEqual([url]);
    const narrow = await cli(['--rule', 'link-internal-exists:error', '--preset', 'style'], root, { COLUMNS: '90' });
    expect(wide(narrow.stdout.split('\n'), 90)).toEqual([url]);
  });

  test('--no-progress is accepted, and a run without a terminal never draws progress', async () => {
    const run = await runCliCapturing(['--no-progress'], clean(), { stderrIsTty: true });
    expect(run.stderr).toBe('');
    const onTerminal = await runCliCapturing([], clean(), { stderrIsTty: true, env: { CI: 'true' } });
    expect(onTerminal.stderr).toBe('');
  });
});

async function runCliCapturing(args: string[], cwd: string, extra: { stderrIsTty: boolean; env?: NodeJS.ProcessEnv }): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd, env: extra.env ?? {}, stdoutIsTty: false, stderrIsTty: extra.stderrIsTty });
  return { code, stdout, stderr };
}

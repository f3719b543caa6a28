import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from '@jest/globals';
import { CORPUS_DIR, corpusAvailable } from '../helpers/corpus.js';

/**
 * Adoption on the largest corpus site, as a team would do it: record a baseline of the 1,900-odd
 * problems, see the next run pass, then add one problem to one page (above the page's other
 * problems, so their lines move) and see exactly that problem. Runs the built CLI on a copy.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(REPO, 'dist', 'bin', 'docs-lint.js');

function largestSite(): string | undefined {
  if (!corpusAvailable) return undefined;
  const [header, ...rows] = fs.readFileSync(path.join(CORPUS_DIR, 'MANIFEST.tsv'), 'utf8').trim().split('\n').map((line) => line.split('\t'));
  const col = (name: string) => header.indexOf(name);
  const pages = (row: string[]) => Number(row[col('mdx_files')]) + Number(row[col('md_files')]);
  const best = rows.sort((a, b) => pages(b) - pages(a))[0];
  return path.join(CORPUS_DIR, best[col('dir')], best[col('docs_root_in_repo')]);
}

const site = largestSite();
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

function docsLint(root: string, args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 256 * 1024 * 1024 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('baseline on the largest corpus site', () => {
  (site ? test : test.skip)(
    'writing a baseline makes the next run pass; one new problem on one page is the only one reported',
    () => {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-baseline-corpus-'));
      copies.push(copy);
      fs.cpSync(site!, copy, { recursive: true });

      const before = docsLint(copy, ['.', '--format', 'json', '--cache']);
      expect(before.code).toBe(1);
      const problems = (JSON.parse(before.stdout) as Array<{ errorCount: number; warningCount: number }>).reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
      expect(problems).toBeGreaterThan(400);

      const written = docsLint(copy, ['.', '--baseline-write', '--cache', '--format', 'json']);
      expect(written.code).toBe(0);
      expect(written.stderr).toMatch(new RegExp(`^docs-lint: recorded ${problems} problems in \\d+ files in \\.docs-lint-baseline\\.json; later runs report only new problems\\.\\n$`));

      const next = docsLint(copy, ['.', '--cache', '--format', 'json']);
      expect(next.code).toBe(0);
      expect(next.stderr).toBe('');
      const shown = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null; severity: number; line: number; column: number }> }>).flatMap((r) => r.messages.filter((m) => m.severity > 0).map((m) => ({ file: path.relative(copy, r.filePath), ...m })));
      expect(shown(next.stdout)).toEqual([]);

      // The page with the most baselined problems gets a broken link above all of them.
      const baseline = JSON.parse(fs.readFileSync(path.join(copy, '.docs-lint-baseline.json'), 'utf8')) as { files: Record<string, Record<string, Record<string, number>>> };
      const count = (file: string) => Object.values(baseline.files[file]).flatMap((prints) => Object.values(prints)).reduce((a, b) => a + b, 0);
      const page = Object.keys(baseline.files).filter((file) => /\.mdx?$/.test(file)).sort((a, b) => count(b) - count(a))[0];
      const text = fs.readFileSync(path.join(copy, page), 'utf8');
      const end = text.startsWith('---') ? text.indexOf('\n---', 3) + 4 : 0;
      fs.writeFileSync(path.join(copy, page), `${text.slice(0, end)}\nRead the [setup guide](/no-such-setup-page) first.\n${text.slice(end)}`);
      const line = text.slice(0, end).split('\n').length + 1;

      const edited = docsLint(copy, ['.', '--cache', '--format', 'json']);
      expect(edited.code).toBe(1);
      expect(edited.stderr).toBe('');
      expect(shown(edited.stdout)).toEqual([{ file: page, ruleId: 'link-internal-exists', severity: 2, line, column: 24, message: expect.stringContaining('"/no-such-setup-page"'), messageId: expect.any(String), endLine: line, endColumn: 43 }]);
    },
    600_000,
  );
});

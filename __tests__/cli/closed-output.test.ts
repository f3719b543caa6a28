import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { makeSite } from '../helpers/site-fixture.js';

/** The built command line (`npm test` builds first): the stream handling lives in its entry point. */
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'bin', 'docs-lint.js');

/** Runs docs-lint and closes its standard output after the first chunk, as `docs-lint | head -1` does. */
function runAndCloseEarly(args: string[], cwd: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    child.stdout.once('data', () => child.stdout.destroy());
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('a reader that closes the output early (docs-lint | head)', () => {
  test('no stack trace, and the exit code is still that of the findings', async () => {
    expect(fs.existsSync(CLI)).toBe(true);
    // Enough problems for a report far larger than one pipe buffer.
    const pages = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`p${i}.mdx`, '# Title\n\n![](/missing.png)\n']));
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: Object.keys(pages).map((file) => file.replace('.mdx', '')) }] }, ...pages });
    for (const format of ['stylish', 'json']) {
      const run = await runAndCloseEarly(['--format', format], root);
      expect(run).toEqual({ code: 1, stderr: '' });
    }
    // Two spawned runs of 300 pages: a loaded machine needs more than jest's default 5 s.
  }, 60_000);
});

import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { PROGRESS_DELAY_MS, progressText, progressWanted, startProgressLine } from '../../src/cli/progress-line.js';
import { CORPUS_DIR, corpusAvailable } from '../helpers/corpus.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLEAR = '\r\u001b[2K';

describe('progress line', () => {
  test('only on a terminal, never in CI, never with --no-progress', () => {
    expect(progressWanted(true, {}, false)).toBe(true);
    expect(progressWanted(false, {}, false)).toBe(false);
    expect(progressWanted(true, {}, true)).toBe(false);
    expect(progressWanted(true, { CI: 'true' }, false)).toBe(false);
    expect(progressWanted(true, { CI: '1' }, false)).toBe(false);
    expect(progressWanted(true, { CI: 'false' }, false)).toBe(true);
  });

  test('draws nothing in the first second, then redraws in place, and clears the line at the end', () => {
    let now = 0;
    let written = '';
    const line = startProgressLine({ write: (text) => (written += text), columns: 120, now: () => now });
    line.update({ phase: 'linting pages', done: 10, total: 850 });
    now = PROGRESS_DELAY_MS - 1;
    line.update({ phase: 'linting pages', done: 400, total: 850 });
    expect(written).toBe('');
    now = PROGRESS_DELAY_MS;
    line.update({ phase: 'linting pages', done: 401, total: 850 });
    // Less than a tenth of a second later: not drawn again.
    now += 50;
    line.update({ phase: 'linting pages', done: 402, total: 850 });
    now += 100;
    line.update({ phase: 'cross-file checks', done: 850, total: 850 });
    line.stop();
    expect(written).toBe(`${CLEAR}docs-lint: linting pages 401/850…${CLEAR}docs-lint: cross-file checks 850/850…${CLEAR}`);
  });

  test('a short run leaves nothing on the terminal', () => {
    let written = '';
    const line = startProgressLine({ write: (text) => (written += text), now: () => 0 });
    line.update({ phase: 'linting pages', done: 1, total: 2 });
    line.stop();
    expect(written).toBe('');
  });

  test('fits the terminal: cut one column short of its width', () => {
    expect(progressText({ phase: 'reading the site', done: 0, total: 0 }, 80)).toBe('docs-lint: reading the site…');
    expect(progressText({ phase: 'linting pages', done: 5, total: 10 }, 20)).toBe('docs-lint: linting…');
  });
});

/*
 * The built command line on the largest corpus site (by pages), once under a pseudo-terminal
 * (util-linux `script`), where it shows progress, and once piped, where it must not.
 */
const scriptAvailable = spawnSync('script', ['--version']).status === 0;
const endToEnd = corpusAvailable && scriptAvailable ? describe : describe.skip;

endToEnd('progress of a real run', () => {
  const site = path.join(CORPUS_DIR, 'upstash__docs');
  const cli = path.join(repoRoot, 'dist', 'bin', 'docs-lint.js');
  const command = `node ${JSON.stringify(cli)} ${JSON.stringify(site)} --format json --output-file /dev/null`;
  // CI runs this suite with CI=true: the terminal case is a developer's run, so CI is taken out.
  const env = (extra: NodeJS.ProcessEnv = {}) => {
    const copy: NodeJS.ProcessEnv = { ...process.env };
    delete copy.CI;
    return { ...copy, ...extra };
  };
  const underTerminal = (extra?: NodeJS.ProcessEnv) => spawnSync('script', ['-qfec', command, '/dev/null'], { env: env(extra), encoding: 'utf8' }).stdout;

  test('on a terminal: pages done out of the total, redrawn in place, and the line cleared at the end', () => {
    const output = underTerminal();
    const counts = [...output.matchAll(/\r\u001b\[2Kdocs-lint: linting pages (\d+)\/(\d+)…/g)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(counts.length).toBeGreaterThan(1);
    expect(new Set(counts.map(([, total]) => total))).toEqual(new Set([850]));
    const done = counts.map(([count]) => count);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(output.endsWith(CLEAR)).toBe(true);
  }, 180_000);

  test('piped, or in CI: no progress at all', () => {
    const piped = execFileSync('bash', ['-c', `${command} 2>&1 | cat`], { env: env(), encoding: 'utf8' });
    expect(piped).toBe('');
    expect(underTerminal({ CI: 'true' })).toBe('');
  }, 180_000);
});

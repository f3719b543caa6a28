#!/usr/bin/env node
/**
 * `npm run fuzz -- N`: runs the property-based fuzz suite (__tests__/fuzz) for N cases (default
 * 10,000) against the real sites of ../shared/corpus. FUZZ_SEED=<seed> replays a failing run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = process.argv[2] ?? '10000';
if (!/^\d+$/.test(runs) || Number(runs) < 1) {
  process.stderr.write(`npm run fuzz -- N: N is the number of cases, a whole number (got "${runs}").\n`);
  process.exit(2);
}
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const result = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', path.join(repo, 'node_modules/jest/bin/jest.js'), '--runInBand', '__tests__/fuzz'],
  { cwd: repo, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs } },
);
process.stdout.write(`npm run fuzz: ${runs} cases requested, ${((Date.now() - started) / 1000).toFixed(1)} s in all, exit ${result.status}\n`);
process.exit(result.status ?? 1);

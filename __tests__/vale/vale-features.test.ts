import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';

/**
 * The Google and Microsoft packages' own feature tests (`../shared/vale`), scored by
 * `../shared/tools/vale-features.mjs` against the built CLI: recall and precision (file, line and
 * rule) at least 0.95, exact matches (column and message too) at least 0.85.
 */
const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = path.resolve(checkout, '..', 'shared');
const tool = path.join(shared, 'tools', 'vale-features.mjs');
const available = fs.existsSync(tool) && fs.existsSync(path.join(checkout, 'dist', 'bin', 'docs-lint.js'));

describe.each(['Google', 'Microsoft'])('%s package', (name) => {
  const run = available && fs.existsSync(path.join(shared, 'vale', name)) ? test : test.skip;
  run(
    'agrees with its feature tests',
    () => {
      const out = spawnSync(process.execPath, [tool, path.join(shared, 'vale', name), '--linter', checkout], { encoding: 'utf8', maxBuffer: 64 << 20 });
      const summary = /exact=(\d+)\/(\d+) loose=(\d+)\/\d+ extra=(\d+) produced=(\d+)/.exec(out.stdout);
      expect(summary).not.toBeNull();
      const [, exact, expected, loose, extra, produced] = summary!.map(Number);
      expect({ recall: loose / expected >= 0.95, precision: (produced - extra) / produced >= 0.95, exact: exact / expected >= 0.85, report: out.stdout.trim().split('\n').slice(-12).join('\n') }).toMatchObject({ recall: true, precision: true, exact: true });
    },
    240_000,
  );
});

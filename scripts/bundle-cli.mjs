#!/usr/bin/env node
/**
 * Bundles the command line and its worker into dist/bin (run by `npm run build`, after tsc).
 *
 * Why: Node 20's ESM loader resolves and compiles each of the ~500 modules the CLI imports one by
 * one, and that alone took half of a one-page run (0.35 s against a 0.3 s goal for the pre-commit
 * and editor case). One bundled file starts in about half the time. The library entry points
 * (the Node API, the ESLint plugin, the remark preset) stay unbundled in dist/src, so their
 * users' bundlers and dependency deduplication work as usual.
 *
 * The worker is bundled beside the CLI under the name page-workers.ts looks for, `lint-worker.js`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: {
    'docs-lint': path.join(repo, 'dist/src/cli/main.js'),
    'lint-worker': path.join(repo, 'dist/src/engine/lint-worker.js'),
  },
  outdir: path.join(repo, 'dist/bin'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS dependencies call require() and read __dirname; an ES module has neither.
  banner: {
    js: [
      "import { createRequire as __docsLintCreateRequire } from 'node:module';",
      "import { dirname as __docsLintDirname } from 'node:path';",
      "import { fileURLToPath as __docsLintFileURLToPath } from 'node:url';",
      'const require = __docsLintCreateRequire(import.meta.url);',
      'const __filename = __docsLintFileURLToPath(import.meta.url);',
      'const __dirname = __docsLintDirname(__filename);',
    ].join('\n'),
  },
  // Optional peers the CLI never loads, and the schema validator loaded through createRequire.
  external: ['eslint', 'eslint-mdx'],
  logLevel: 'warning',
  legalComments: 'none',
});

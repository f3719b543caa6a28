#!/usr/bin/env node
/**
 * Builds the extension: the client bundled with esbuild into dist/extension.js, and the
 * docs-lint server beside it in server/: the repository's bundled CLI (dist/bin, which
 * `npm run build` at the top makes with esbuild, with the cspell packages it loads at run time)
 * and the package.json it reads its version from.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(here, '..', '..');
const cli = path.join(repo, 'dist', 'bin');

try {
  await fs.access(path.join(cli, 'docs-lint.js'));
} catch {
  console.error('No dist/bin/docs-lint.js: run npm run build at the top of the repository first.');
  process.exit(2);
}

await build({
  entryPoints: [path.join(here, 'src', 'extension.ts')],
  outfile: path.join(here, 'dist', 'extension.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  logLevel: 'warning',
  legalComments: 'none',
});

const server = path.join(here, 'server');
await fs.rm(server, { recursive: true, force: true });
await fs.cp(cli, path.join(server, 'dist', 'bin'), { recursive: true, dereference: true });
const { name, version, type } = JSON.parse(await fs.readFile(path.join(repo, 'package.json'), 'utf8'));
await fs.writeFile(path.join(server, 'package.json'), `${JSON.stringify({ name, version, type, private: true }, null, 2)}\n`);
await fs.copyFile(path.join(repo, 'LICENSE'), path.join(here, 'LICENSE'));

import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { LspClient } from '../lsp/lsp-client.js';
import { makeSite } from '../helpers/site-fixture.js';
import { describeIf, npm, registryReachable, repoRoot, run, tempDir } from './fixture.js';

/**
 * The VS Code extension (editors/vscode) packed as a .vsix with @vscode/vsce, and the server
 * inside it started as VS Code starts it. Its dependencies are its own (editors/vscode/package.json),
 * installed here, never by the repository's install: this takes a minute or more. CI runs it
 * (.ci/run sets the variable); set DOCS_LINT_TEST_BRANCH_INSTALL=1 to run it here, after npm run build.
 */
const TIMEOUT = 10 * 60 * 1000;
const extension = path.join(repoRoot, 'editors', 'vscode');

describeIf(registryReachable && process.env.DOCS_LINT_TEST_BRANCH_INSTALL === '1', 'the VS Code extension is packed only with DOCS_LINT_TEST_BRANCH_INSTALL=1, as in CI')('the VS Code extension', () => {
  test(
    'packs into a .vsix holding the bundled client and the docs-lint server, which lints a page over stdio',
    async () => {
      const installed = npm(['ci'], extension);
      expect(installed.stderr).not.toMatch(/npm (ERR|error)/);
      const packed = npm(['run', 'package'], extension);
      expect({ status: packed.status, stderr: packed.stderr.replace(/^npm warn.*\n/gm, '') }).toMatchObject({ status: 0 });
      const vsix = path.join(extension, 'docs-lint.vsix');

      const entries = run('unzip', ['-Z1', vsix], extension).stdout.split('\n').filter(Boolean);
      expect(entries).toEqual(expect.arrayContaining(['extension/package.json', 'extension/dist/extension.js', 'extension/server/package.json', 'extension/server/dist/bin/docs-lint.js', 'extension/server/dist/bin/lint-worker.js', 'extension/LICENSE.txt']));
      expect(entries.filter((entry) => entry.startsWith('extension/node_modules/') || entry.startsWith('extension/src/'))).toEqual([]);
      const manifest = JSON.parse(run('unzip', ['-p', vsix, 'extension/package.json'], extension).stdout);
      expect(manifest).toMatchObject({ name: 'docs-lint', main: './dist/extension.js', engines: { vscode: '^1.91.0' } });

      // The client is one file that needs nothing but VS Code's own module at run time.
      const client = run('unzip', ['-p', vsix, 'extension/dist/extension.js'], extension).stdout;
      expect([...client.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]).filter((name) => name !== 'vscode' && !isBuiltin(name))).toEqual([]);

      // The server inside the .vsix, unpacked alone (no node_modules above it), lints a page.
      const unpacked = tempDir('docs-lint-vsix-');
      expect(run('unzip', ['-q', vsix, '-d', unpacked], unpacked).status).toBe(0);
      const root = makeSite({
        'docs.json': { name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } },
        'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\n# Welcome\n',
      });
      const server = new LspClient(['lsp', '--stdio'], path.join(unpacked, 'extension', 'server', 'dist', 'bin', 'docs-lint.js'));
      try {
        await server.initialize(root);
        const page = path.join(root, 'index.mdx');
        await server.open(page, fs.readFileSync(page, 'utf8'));
        expect((await server.diagnostics(page)).map((diagnostic) => [diagnostic.range.start.line + 1, diagnostic.code])).toEqual([[6, 'heading-start-level']]);
        expect(await server.shutdown()).toBe(0);
      } finally {
        server.process.kill();
      }
    },
    TIMEOUT,
  );
});

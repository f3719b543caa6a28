import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { LspClient } from '../lsp/lsp-client.js';
import { repoRoot, run, SMALL_SITE_REPORT, smallSite, tempDir, version } from './fixture.js';

/**
 * The bundled command line (dist/bin) is what a release tag of the GitHub Action runs with nothing
 * installed: it must need Node alone. Here it runs from a folder that holds only dist/bin (the
 * files the spelling rule reads at run time in dist/bin/node_modules) and package.json, with no
 * node_modules above it.
 */
const bundleFiles = ['docs-lint.js', 'lint-worker.js'];

function bareCopy(): string {
  const dir = tempDir('docs-lint-bundle-');
  fs.cpSync(path.join(repoRoot, 'dist', 'bin'), path.join(dir, 'dist', 'bin'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
  return dir;
}

describe('the bundled command line', () => {
  const copy = bareCopy();
  const cliIn = (cwd: string, args: string[]) => run(process.execPath, [path.join(copy, 'dist', 'bin', 'docs-lint.js'), '--no-color', ...args], cwd);

  test('imports and requires nothing but Node\'s own modules', () => {
    for (const file of bundleFiles) {
      const text = fs.readFileSync(path.join(copy, 'dist', 'bin', file), 'utf8');
      const specifiers = [
        ...[...text.matchAll(/\b__require\("([^"]+)"\)/g)].map((match) => match[1]),
        ...[...text.matchAll(/^import\s[^;]*?\sfrom\s"([^"]+)"/gm)].map((match) => match[1]),
        ...[...text.matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => match[1]),
      ];
      expect(specifiers.length).toBeGreaterThan(0);
      expect(specifiers.filter((specifier) => !isBuiltin(specifier))).toEqual([]);
      // A require made through createRequire is invisible to the bundler: only the banner's may remain, and
      // the two of the spelling rule, which resolve cspell's libraries and dictionaries in dist/bin/node_modules
      // (scripts/bundle-cli.mjs); the spelling test below runs them.
      expect(text.match(/\w*[cC]reateRequire\w*\(import\.meta\.url\)[^;]*/g)).toEqual([
        '__docsLintCreateRequire(import.meta.url)',
        'createRequire(import.meta.url)',
        'createRequire(import.meta.url).resolve("@cspell/cspell-bundled-dicts/cspell-default.json")',
        // The language server validates OpenAPI documents in a worker that loads the validator by path (as the
        // ESLint plugin does); where it is not installed, the documents are parsed and left unvalidated.
        ...(file === 'docs-lint.js' ? ['createRequire4(import.meta.url).resolve("@readme/openapi-parser")'] : []),
      ]);
    }
    expect(fs.existsSync(path.join(copy, 'node_modules'))).toBe(false);
    expect(fs.existsSync(path.join(copy, 'dist', 'node_modules'))).toBe(false);
  });

  test('runs from a folder with no node_modules: version, a lint, and a config whose rule options need the schema validator', () => {
    expect(cliIn(copy, ['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    const site = smallSite();
    const plain = cliIn(site, ['.']);
    expect(plain.status).toBe(1);
    expect(plain.stdout).toMatch(SMALL_SITE_REPORT);
    // Rule options are checked against the rule's JSON schema (ajv, loaded on first use).
    fs.writeFileSync(path.join(site, 'docs-lint.config.json'), JSON.stringify({ rules: { 'heading-descriptive': ['warn', { bogus: 1 }] } }));
    const invalid = cliIn(site, ['.']);
    expect(invalid.status).toBe(2);
    expect(invalid.stderr).toContain('options of rule "heading-descriptive": the value has an unknown key `bogus`');
    fs.writeFileSync(path.join(site, 'docs-lint.config.json'), JSON.stringify({ rules: { 'frontmatter-required': ['warn', { required: ['title'] }] } }));
    const valid = cliIn(site, ['.']);
    expect(valid).toMatchObject({ status: 0, stderr: '' });
    expect(valid.stdout).toMatch(/^\nbad\.mdx\n {2}1:1 {2}warning {2}The front matter has no `description`\./);
  });

  test('runs its worker thread from the same folder, with the same report as one thread', () => {
    const site = smallSite();
    for (let page = 0; page < 4; page++) fs.writeFileSync(path.join(site, `extra-${page}.mdx`), `---\ntitle: Extra ${page}\n---\n\n# Extra\n`);
    const oneThread = cliIn(site, ['.', '--threads', '1', '--format', 'json']);
    const twoThreads = cliIn(site, ['.', '--threads', '2', '--format', 'json']);
    expect(twoThreads.stderr).toBe('');
    expect(twoThreads.stdout).toBe(oneThread.stdout);
    expect(JSON.parse(twoThreads.stdout)).toHaveLength(7);
  });

  test('checks spelling from the same folder: cspell\'s libraries and dictionaries come with it (dist/bin/node_modules)', () => {
    const site = smallSite();
    fs.writeFileSync(path.join(site, 'good.mdx'), '---\ntitle: Good\ndescription: Fine.\n---\n\nThis sentense runs on Kubernetes.\n');
    for (const flags of [['--rule', 'spelling:error'], ['--preset', 'recommended,prose']]) {
      const result = cliIn(site, ['good.mdx', ...flags, '--format', 'json']);
      expect([flags, result.stderr]).toEqual([flags, '']);
      const messages = JSON.parse(result.stdout)[0].messages.filter((message: { ruleId: string }) => message.ruleId === 'spelling');
      expect(messages.map((message: { line: number; column: number; message: string }) => [message.line, message.column, message.message.split(':')[0]])).toEqual([[6, 6, 'Unknown word "sentense"']]);
    }
  });

  test('runs the language server from the same folder (`docs-lint lsp`), which lints a page an editor opens', async () => {
    const site = smallSite();
    const server = new LspClient(['lsp', '--stdio'], path.join(copy, 'dist', 'bin', 'docs-lint.js'));
    try {
      await server.initialize(site);
      const page = path.join(site, 'good.mdx');
      await server.open(page, '---\ntitle: Good\ndescription: Fine.\n---\n\n# Getting started\n');
      expect((await server.diagnostics(page)).map((diagnostic) => [diagnostic.range.start.line + 1, diagnostic.code])).toEqual([[6, 'heading-start-level']]);
      expect(await server.shutdown()).toBe(0);
    } finally {
      server.process.kill();
    }
  }, 30_000);

  test.each(['sarif', 'html', 'junit', 'markdown', 'github'])('writes the %s report', (format) => {
    const site = smallSite();
    const result = cliIn(site, ['.', '--format', format, '--output-file', 'report.out']);
    expect(result).toMatchObject({ status: 1, stderr: '' });
    expect(fs.readFileSync(path.join(site, 'report.out'), 'utf8')).toContain('bad.mdx');
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@jest/globals';
import { makeSite } from '../helpers/site-fixture.js';
import { FIXTURE_FILES } from './fixture-site.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = path.join(repo, 'dist', 'src', 'eslint-plugin', 'index.js');

/**
 * eslint-mdx is an optional peer: with it missing, importing the built plugin still works, and its
 * configs check docs.json. Runs the built package (`npm run build`) in a child process where
 * resolving eslint-mdx fails, as when it is not installed.
 */
test.each(['import', 'require'])('without eslint-mdx the plugin loads (%s) and lints docs.json', (how) => {
  expect(fs.existsSync(built)).toBe(true);
  const root = makeSite(FIXTURE_FILES);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-peer-'));
  const blocker = path.join(scratch, 'block-eslint-mdx.cjs');
  fs.writeFileSync(
    blocker,
    `const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'eslint-mdx') throw Object.assign(new Error("Cannot find module 'eslint-mdx'"), { code: 'MODULE_NOT_FOUND' });
  return resolve.call(this, request, ...rest);
};
`,
  );
  const load = how === 'import' ? `(await import(${JSON.stringify(built)})).default` : `require(${JSON.stringify(built)}).default`;
  const script = `
const { createRequire } = await import('node:module');
const require = createRequire(${JSON.stringify(path.join(repo, 'package.json'))});
const { ESLint } = require('eslint');
const plugin = ${load};
const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: plugin.configs.recommended, cwd: ${JSON.stringify(root)} });
const results = await eslint.lintFiles(['.']);
console.log(JSON.stringify({ files: plugin.configs.recommended.map((config) => config.files), linted: results.map((result) => result.filePath.slice(${root.length + 1})), rules: results.flatMap((result) => result.messages.map((message) => message.ruleId)) }));
`;
  try {
    const output = execFileSync(process.execPath, ['--require', blocker, '--input-type=module', '--eval', script], { cwd: repo, encoding: 'utf8' });
    const { files, linted, rules } = JSON.parse(output);
    // The third matcher is a function (the files docs.json's `$ref`s name): JSON prints it as null.
    expect(files).toEqual([['**/docs.json', '**/mint.json', null]]);
    expect(linted).toEqual(['docs.json']);
    expect(rules).toContain('docs-lint/config-schema');
    // The OpenAPI schema validation (in a worker thread) answers in the child process too.
    expect(rules).toContain('docs-lint/openapi-valid');
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

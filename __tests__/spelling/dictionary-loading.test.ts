import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { makeSite } from '../helpers/site-fixture.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(REPO, 'dist', 'bin', 'docs-lint.js');

/**
 * Loaded before the CLI: records every dictionary file (word list or trie; not the packages' settings) cspell reads (the ES module facade of
 * `node:fs` is made on first import, after this patch, so cspell-io's reads go through it).
 */
const RECORDER = `
const fs = require('node:fs');
const read = fs.readFileSync;
const seen = [];
fs.readFileSync = function (file, ...rest) {
  if (/@cspell[\\\\/]dict-/.test(String(file)) && !/\\.json$/.test(String(file))) seen.push(String(file));
  return read.call(this, file, ...rest);
};
process.on('exit', () => process.stderr.write('DICTIONARY-READS ' + JSON.stringify(seen) + '\\n'));
`;

function dictionaryReads(args: string[]): string[] {
  const recorder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-recorder-')), 'record.cjs');
  fs.writeFileSync(recorder, RECORDER);
  const run = spawnSync(process.execPath, ['-r', recorder, CLI, ...args, '--threads', '1', '--format', 'json'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const line = run.stderr.split('\n').find((text) => text.startsWith('DICTIONARY-READS '));
  if (!line) throw new Error(`no record of dictionary reads:\n${run.stderr}`);
  return JSON.parse(line.slice('DICTIONARY-READS '.length)) as string[];
}

describe('dictionaries load once per thread, only when a rule needs them', () => {
  const pages = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`page-${index}.mdx`, `---\ntitle: Page ${index}\n---\n\nThe webhook is sent seperately to each endpoint.\n`]));
  const root = makeSite({ 'docs.json': { name: 'Tessera', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: Object.keys(pages).map((file) => file.replace(/\.mdx$/, '')) } }, ...pages });

  test('with spelling on, each dictionary file is read once for six pages', () => {
    const reads = dictionaryReads([root, '--rule', 'spelling:warn']);
    expect(reads.some((file) => /dict-en_us[\\/]en_US\.trie\.gz$/.test(file))).toBe(true);
    expect(reads.some((file) => /dict-software-terms[\\/]/.test(file))).toBe(true);
    expect(reads.length).toBe(new Set(reads).size);
  });

  test('with no rule that spells (recommended), no dictionary is read', () => {
    expect(dictionaryReads([root])).toEqual([]);
  });
});

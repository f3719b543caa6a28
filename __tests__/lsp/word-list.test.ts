import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { addWordToSiteList } from '../../src/lsp/word-list.js';
import { makeSite } from '../helpers/site-fixture.js';

const DOCS = { name: 'Acme', navigation: { pages: ['index'] } };

describe('addWordToSiteList', () => {
  it('adds the word on its own line where the list has one word a line', () => {
    const root = makeSite({ 'docs.json': DOCS, '.git/HEAD': 'ref: refs/heads/main\n', '.cspell.json': '{\n  "words": [\n    "alpha"\n  ]\n}\n' });
    expect(addWordToSiteList(root, 'beta')).toEqual({ file: path.join(root, '.cspell.json'), created: false, added: true });
    expect(fs.readFileSync(path.join(root, '.cspell.json'), 'utf8')).toBe('{\n  "words": [\n    "alpha",\n    "beta"\n  ]\n}\n');
    expect(addWordToSiteList(root, 'beta')).toMatchObject({ added: false });
  });

  it("writes package.json's cspell key, and a list where the settings have none", () => {
    const root = makeSite({ 'docs.json': DOCS, '.git/HEAD': 'ref: refs/heads/main\n', 'package.json': '{\n  "name": "docs",\n  "cspell": {}\n}\n' });
    addWordToSiteList(root, 'gamma');
    expect(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))).toEqual({ name: 'docs', cspell: { words: ['gamma'] } });
  });

  it('leaves a YAML settings file to the team, and says where the word goes', () => {
    const root = makeSite({ 'docs.json': DOCS, '.git/HEAD': 'ref: refs/heads/main\n', 'cspell.yaml': 'words:\n  - alpha\n' });
    expect(addWordToSiteList(root, 'beta')).toEqual({ error: `The site's cspell settings are ${path.join(root, 'cspell.yaml')}, which docs-lint does not edit (only JSON settings): add "beta" to its "words" there.` });
    expect(fs.readFileSync(path.join(root, 'cspell.yaml'), 'utf8')).toBe('words:\n  - alpha\n');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintBrief, lintWith, makeSite } from '../helpers/site-fixture.js';

const rules = { 'assistant-rules-file': 'error' } as const;
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['index'] }] };
const page = { 'index.mdx': '---\ntitle: Home\ndescription: Home page.\n---\n' };
const missing = {
  file: 'docs.json',
  ruleId: 'assistant-rules-file',
  line: 1,
  column: 1,
  message:
    'This docs repository has no assistant rules file, so AI assistants do not know how its pages are written. Run `docs-lint init --assistant cursor` (or windsurf, claude, agents, all) to generate one from your configuration.',
};

describe('assistant-rules-file', () => {
  test('invalid: no rules file anywhere (a stray file in .cursor/ does not count)', async () => {
    expect(await lintBrief({ 'docs.json': docsJson, ...page, '.cursor/notes.txt': 'x', 'claude.txt': 'x' }, rules)).toEqual([missing]);
  });

  test.each([
    ['Cursor', '.cursor/rules/docs.mdc'],
    ['Windsurf', '.windsurf/rules/docs.md'],
    ['Claude Code', 'CLAUDE.md'],
    ['AGENTS.md', 'AGENTS.md'],
  ])('valid: a %s rules file at the site root', async (_name, file) => {
    expect(await lintBrief({ 'docs.json': docsJson, ...page, [file]: '# Rules\n' }, rules)).toEqual([]);
  });

  test('valid: the rules file sits at the root of the git repository that holds the site', async () => {
    const repo = makeSite({ 'AGENTS.md': '# Rules\n', 'docs/docs.json': docsJson, 'docs/index.mdx': page['index.mdx'] });
    fs.mkdirSync(path.join(repo, '.git'));
    const root = path.join(repo, 'docs');
    expect(brief(root, await lintWith(root, rules))).toEqual([]);
  });
});

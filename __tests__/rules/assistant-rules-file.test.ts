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
    ['Cursor (nested)', '.cursor/rules/docs/pages.mdc'],
    ['older Cursor', '.cursorrules'],
    ['Windsurf', '.windsurf/rules/docs.md'],
    ['older Windsurf', '.windsurfrules'],
    ['Claude Code', 'CLAUDE.md'],
    ['Claude Code (.claude)', '.claude/CLAUDE.md'],
    ['Claude Code skill', '.claude/skills/docs-style/SKILL.md'],
    ['AGENTS.md', 'AGENTS.md'],
    ['Gemini', 'GEMINI.md'],
    ['GitHub Copilot', '.github/copilot-instructions.md'],
    ['GitHub Copilot (path-specific)', '.github/instructions/docs.instructions.md'],
    ['Cline', '.clinerules'],
    ['Cline (folder)', '.clinerules/docs.md'],
    ['Continue', '.continue/rules/documentation-standards.md'],
  ])('valid: the %s rules file at the site root', async (_name, file) => {
    expect(await lintBrief({ 'docs.json': docsJson, ...page, [file]: '# Rules\n' }, rules)).toEqual([]);
  });

  test('valid: the rules file sits at the root of the git repository that holds the site', async () => {
    const repo = makeSite({ 'AGENTS.md': '# Rules\n', 'docs/docs.json': docsJson, 'docs/index.mdx': page['index.mdx'] });
    fs.mkdirSync(path.join(repo, '.git'));
    const root = path.join(repo, 'docs');
    expect(brief(root, await lintWith(root, rules))).toEqual([]);
  });

  test.each([
    ['docs/', 'docs'],
    ['packages/docs/', 'packages/docs'],
  ])('valid: a copy without .git (an archive, a CI artifact) whose site is in %s: the rules file at the folder with .github counts', async (_name, folder) => {
    const repo = makeSite({ '.github/workflows/ci.yml': 'on: push\n', 'CLAUDE.md': '# Rules\n', [`${folder}/docs.json`]: docsJson, [`${folder}/index.mdx`]: page['index.mdx'] });
    const root = path.join(repo, folder);
    expect(brief(root, await lintWith(root, rules))).toEqual([]);
  });

  test('invalid: a rules file beside the repository, above its root, does not count', async () => {
    const outer = makeSite({ 'AGENTS.md': '# Rules\n', 'repo/.github/workflows/ci.yml': 'on: push\n', 'repo/docs/docs.json': docsJson, 'repo/docs/index.mdx': page['index.mdx'] });
    const root = path.join(outer, 'repo', 'docs');
    expect(brief(root, await lintWith(root, rules))).toEqual([missing]);
  });
});

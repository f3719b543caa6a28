import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ChangedFilesError, readSiteChanges } from '../../src/changes/git-changes.js';
import { selectChangedPages } from '../../src/changes/select-changed-pages.js';
import { buildProjectIndex } from '../../src/site/project-index.js';
import { readSiteConfig } from '../../src/site/site-config-file.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const head = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' });
}

/** A repository whose docs live in docs/, with one commit on main and a feature branch checked out. */
function repository(): string {
  const repo = makeSite({
    'README.md': '# Product\n',
    'docs/docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['setup', 'guides/links-to-setup', 'guides/unrelated', 'guides/index', 'guides/uses-snippet'] }] },
    'docs/setup.mdx': head('Setup') + '## Install\n',
    'docs/guides/links-to-setup.mdx': head('Links') + '## Next\n\nSee [setup](/setup#install).\n',
    'docs/guides/unrelated.mdx': head('Unrelated') + '## Other\n',
    'docs/guides/index.mdx': head('Guides') + '## All guides\n',
    'docs/guides/uses-snippet.mdx': head('Snippet user') + "import Note from '/snippets/note.mdx';\n\n## Notes\n\n<Note />\n",
    'docs/snippets/note.mdx': 'A note.\n',
  });
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'first');
  git(repo, 'checkout', '-qb', 'feature');
  return repo;
}

async function selection(docs: string, ref?: string) {
  const site = await buildProjectIndex(docs, readSiteConfig(path.join(docs, 'docs.json')));
  const changes = readSiteChanges(docs, ref);
  return { changes: { added: changes.added, modified: changes.modified, removed: changes.removed }, ...selectChangedPages(site, changes) };
}

describe('--changed: what a change can affect', () => {
  test('a modified page, and the pages that link to it; docs.json stays out', async () => {
    const repo = repository();
    const docs = path.join(repo, 'docs');
    fs.appendFileSync(path.join(docs, 'setup.mdx'), '\n## Configure\n');
    git(repo, 'commit', '-qam', 'edit setup');
    expect(await selection(docs)).toEqual({
      changes: { added: [], modified: ['setup.mdx'], removed: [] },
      pages: ['guides/links-to-setup.mdx', 'setup.mdx'],
      config: false,
    });
  });

  test('uncommitted, untracked and deleted files count; a snippet brings the pages that import it; files outside the site do not', async () => {
    const repo = repository();
    const docs = path.join(repo, 'docs');
    fs.writeFileSync(path.join(docs, 'snippets/note.mdx'), 'A longer note.\n');
    fs.writeFileSync(path.join(docs, 'guides/new page.mdx'), head('New') + '## Start\n');
    fs.rmSync(path.join(docs, 'guides/unrelated.mdx'));
    fs.writeFileSync(path.join(repo, 'README.md'), '# Product, renamed\n');
    expect(await selection(docs)).toEqual({
      changes: { added: ['guides/new page.mdx'], modified: ['snippets/note.mdx'], removed: ['guides/unrelated.mdx'] },
      pages: ['guides/new page.mdx', 'guides/uses-snippet.mdx', 'snippets/note.mdx'],
      config: true,
    });
  });

  test('a page counts when it names the file as a link or import does, not when its prose uses the word', async () => {
    const pages: Record<string, string> = {
      'setup.mdx': head('Setup') + '## Install\n',
      'prose.mdx': head('Prose') + '## First steps\n\nFinish the setup before you start. Setups vary; see [the guide](/setup-guide).\n',
      'relative.mdx': head('Relative') + '## Next\n\nSee [the setup](setup).\n',
      'spaced.mdx': head('Spaced') + '## Next\n\nSee [the setup]( ./setup.mdx ).\n',
      'card.mdx': head('Card') + '## Next\n\n<Card title="Install" href="/setup#install" />\n',
      'reference.mdx': head('Reference') + '## Next\n\nSee [the setup][s].\n\n[s]: setup\n',
      'jsx.mdx': head('Jsx') + '## Next\n\n<a href={`../setup`}>Set up</a>\n',
    };
    const repo = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: Object.keys(pages).map((file) => file.replace('.mdx', '')) }] }, ...pages });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'first');
    fs.appendFileSync(path.join(repo, 'setup.mdx'), '\n## Configure\n');
    expect((await selection(repo)).pages).toEqual(['card.mdx', 'jsx.mdx', 'reference.mdx', 'relative.mdx', 'setup.mdx', 'spaced.mdx']);
  });

  test('a change to docs.json lints docs.json; an explicit ref is honoured', async () => {
    const repo = repository();
    const docs = path.join(repo, 'docs');
    const first = git(repo, 'rev-parse', 'HEAD').trim();
    fs.writeFileSync(path.join(docs, 'docs.json'), JSON.stringify({ name: 'S2', navigation: [{ group: 'A', pages: ['setup'] }] }));
    git(repo, 'commit', '-qam', 'config');
    expect(await selection(docs, first)).toEqual({ changes: { added: [], modified: ['docs.json'], removed: [] }, pages: [], config: true });
    expect(await selection(docs, 'HEAD')).toEqual({ changes: { added: [], modified: [], removed: [] }, pages: [], config: false });
  });

  test('an unknown ref and a folder outside git are clear errors', () => {
    const repo = repository();
    expect(() => readSiteChanges(path.join(repo, 'docs'), 'no-such-branch')).toThrow(
      new ChangedFilesError('--changed no-such-branch: git knows no commit by that name. Fetch it first (in CI: actions/checkout with fetch-depth: 0), or name another ref.'),
    );
    const outside = makeSite({ 'docs.json': { name: 'S' } });
    expect(() => readSiteChanges(outside)).toThrow(ChangedFilesError);
  });
});

describe('docs-lint --changed', () => {
  test('lints the changed page and the page linking to it; docs.json and unrelated pages stay out', async () => {
    const repo = repository();
    const docs = path.join(repo, 'docs');
    // Rename the heading another page links to: that page breaks without being touched.
    fs.writeFileSync(path.join(docs, 'setup.mdx'), head('Setup') + '## Installation\n');
    git(repo, 'commit', '-qam', 'rename heading');
    const run = await cli(['--changed=main', '--format', 'json', '--rule', 'link-internal-exists:error'], docs);
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; column: number }> }>;
    expect(results.map((result) => [path.relative(docs, result.filePath), result.messages.map((m) => `${m.ruleId}@${m.line}:${m.column}`)])).toEqual([
      ['guides/links-to-setup.mdx', ['link-internal-exists@8:13']],
      ['setup.mdx', []],
    ]);
    expect(run.code).toBe(1);
  });

  test('a ref git does not know is a usage error (exit 2)', async () => {
    const repo = repository();
    const run = await cli(['--changed=nope'], path.join(repo, 'docs'));
    expect([run.code, run.stderr]).toEqual([2, 'docs-lint: --changed nope: git knows no commit by that name. Fetch it first (in CI: actions/checkout with fetch-depth: 0), or name another ref.\n']);
  });
});

describe('--changed and $ref', () => {
  test('a change to a file that a `$ref` of docs.json names is a change to docs.json, not a page change', async () => {
    const repo = makeSite({
      'docs/docs.json': { theme: 'mint', name: 'S', colors: { primary: '#112233' }, navigation: { groups: [{ $ref: './nav/group.json' }] } },
      'docs/nav/group.json': { group: 'A', pages: ['setup'] },
      'docs/setup.mdx': head('Setup') + '## Install\n',
    });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'first');
    const docs = path.join(repo, 'docs');
    fs.writeFileSync(path.join(docs, 'nav/group.json'), JSON.stringify({ group: 'A', pages: ['setup', 'missing'] }));
    git(repo, 'commit', '-qam', 'edit the referenced navigation');
    expect(await selection(docs, 'HEAD~1')).toEqual({ changes: { added: [], modified: ['nav/group.json'], removed: [] }, pages: [], config: true });
  });
});

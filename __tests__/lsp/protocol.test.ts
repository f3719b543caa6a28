import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { makeSite } from '../helpers/site-fixture.js';
import { LspClient, uri } from './lsp-client.js';

/**
 * The language server over the protocol, as an editor runs it: `docs-lint lsp --stdio` from the
 * build, a tiny site, and the messages an editor sends while a writer edits.
 */

const INDEX = `---
title: Home
description: The home page.
---

## Welcome

Read the [setup steps](/guide#setup).
`;

const GUIDE = `---
title: Guide
description: How to set up.
---

## Setup

Install the tool.
`;

function site(extra: Record<string, string | object> = {}): string {
  return makeSite({
    'docs.json': { name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index', 'guide', 'missing'] } },
    'docs-lint.config.json': { extends: [], rules: { 'heading-start-level': 'error', 'link-internal-exists': 'error', 'nav-page-exists': 'error', spelling: 'warn' } },
    'index.mdx': INDEX,
    'guide.mdx': GUIDE,
    ...extra,
  });
}

const clients: LspClient[] = [];
function start(): LspClient {
  const client = new LspClient();
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients.splice(0)) if (client.process.exitCode === null) client.process.kill();
});

const brief = (diagnostics: Array<{ code?: unknown; severity?: number; range: { start: { line: number; character: number } }; message: unknown }>) =>
  diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${String(d.code)} ${d.severity}`);

describe('docs-lint lsp', () => {
  it('lints an open page as it changes, against the whole site, and re-lints the pages that link to a page whose headings changed', async () => {
    const root = site();
    const client = start();
    await client.initialize(root);
    const index = path.join(root, 'index.mdx');
    const guide = path.join(root, 'guide.mdx');
    await client.open(index, INDEX);
    expect(await client.diagnostics(index)).toEqual([]);
    await client.open(guide, GUIDE);
    expect(await client.diagnostics(guide)).toEqual([]);

    // Unsaved: the guide's heading is renamed; the index's link to #setup no longer lands.
    client.forget(index);
    await client.change(guide, GUIDE.replace('## Setup', '## Install'));
    expect(await client.diagnostics(guide)).toEqual([]);
    const broken = await client.diagnostics(index);
    expect(brief(broken)).toEqual(['8:24 link-internal-exists 1']);
    expect(broken[0]).toMatchObject({
      source: 'docs-lint',
      code: 'link-internal-exists',
      codeDescription: { href: expect.stringMatching(/\/docs\/rules\/link-internal-exists\.mdx$/) },
      range: { start: { line: 7, character: 23 }, end: { line: 7, character: 35 } },
    });
    expect(broken[0].message).toContain('#setup');

    await client.change(index, INDEX.replace('## Welcome', '# Welcome'));
    const diagnostics = await client.diagnostics(index);
    expect(brief(diagnostics)).toEqual(['6:1 heading-start-level 1', '8:24 link-internal-exists 1']);
    expect(await client.shutdown()).toBe(0);
  }, 60_000);

  it('offers the fix, the disable comment and fix-all as code actions, and their edits do what they say', async () => {
    const root = site();
    const client = start();
    await client.initialize(root);
    const index = path.join(root, 'index.mdx');
    const text = INDEX.replace('## Welcome', '# Welcome').replace('#setup', '#nowhere');
    await client.open(index, text);
    const [h1, link] = await client.diagnostics(index);
    expect(h1.code).toBe('heading-start-level');

    const actions = await client.codeActions(index, [h1]);
    expect(actions.map((action) => action.title)).toEqual(['Fix this heading-start-level problem', 'Disable heading-start-level for this line', 'Fix all docs-lint problems']);
    expect(actions[0]).toMatchObject({ kind: 'quickfix', isPreferred: true });
    // Neovim 0.7 sends back only a diagnostic's code and data: the data names the problem.
    const partial = await client.codeActions(index, [{ code: h1.code, data: h1.data } as unknown as typeof h1]);
    expect(partial.map((action) => action.title)).toEqual(actions.map((action) => action.title));
    expect(await client.apply(index, actions[0])).toBe(text.replace('# Welcome', '## Welcome'));
    expect(brief(await client.diagnostics(index))).toEqual(['8:24 link-internal-exists 1']);

    const [disable] = (await client.codeActions(index, [{ ...link, data: undefined }])).filter((action) => action.title.startsWith('Disable'));
    expect(disable.title).toBe('Disable link-internal-exists for this line');
    const disabled = await client.apply(index, disable);
    expect(disabled.split('\n').slice(6, 9)).toEqual(['', '{/* docs-lint-disable-next-line link-internal-exists */}', 'Read the [setup steps](/guide#nowhere).']);
    expect(await client.diagnostics(index)).toEqual([]);

    // Fix-all, as an editor asks for it on save.
    await client.change(index, text);
    await client.diagnostics(index);
    const [fixAll] = await client.codeActions(index, [], ['source.fixAll.docs-lint']);
    expect(fixAll).toMatchObject({ title: 'Fix all docs-lint problems', kind: 'source.fixAll.docs-lint' });
    expect(await client.apply(index, fixAll)).toBe(text.replace('# Welcome', '## Welcome'));
    expect(await client.shutdown()).toBe(0);
  }, 60_000);

  it('uses the disable comment of Markdown in a .md page', async () => {
    const root = site({ 'notes.md': '---\ntitle: Notes\ndescription: Notes.\n---\n\n# Notes\n' });
    const client = start();
    await client.initialize(root);
    const notes = path.join(root, 'notes.md');
    await client.open(notes, '---\ntitle: Notes\ndescription: Notes.\n---\n\n# Notes\n');
    const [h1] = await client.diagnostics(notes);
    const disable = (await client.codeActions(notes, [h1])).find((action) => action.title.startsWith('Disable'))!;
    expect(await client.apply(notes, disable)).toBe('---\ntitle: Notes\ndescription: Notes.\n---\n\n<!-- docs-lint-disable-next-line heading-start-level -->\n# Notes\n');
    expect(await client.diagnostics(notes)).toEqual([]);
    await client.shutdown();
  }, 60_000);

  it('offers spelling suggestions, and adds a word to the site word list it creates', async () => {
    const root = site();
    const client = start();
    await client.initialize(root);
    const guide = path.join(root, 'guide.mdx');
    const text = GUIDE.replace('Install the tool.', 'Install the documantation tool.');
    await client.open(guide, text);
    const [word] = await client.diagnostics(guide);
    expect(word).toMatchObject({ code: 'spelling', severity: 2, range: { start: { line: 7, character: 12 }, end: { line: 7, character: 25 } } });
    const actions = await client.codeActions(guide, [word]);
    expect(actions[0].title).toBe('Replace "documantation" with "documentation".');
    const add = actions.find((action) => action.command)!;
    expect(add.title).toBe("Add 'documantation' to the site's word list");

    client.forget(guide);
    const outcome = await client.connection.sendRequest('workspace/executeCommand', { command: add.command!.command, arguments: add.command!.arguments });
    expect(outcome).toMatchObject({ created: true, added: true });
    expect(JSON.parse(fs.readFileSync(path.join(root, 'cspell.json'), 'utf8'))).toEqual({ version: '0.2', words: ['documantation'] });
    expect(await client.diagnostics(guide)).toEqual([]);

    // A team file is edited in place: its comments and its other words stay.
    fs.writeFileSync(path.join(root, 'cspell.json'), '{\n  // our words\n  "words": ["documantation"]\n}\n');
    await client.connection.sendRequest('workspace/executeCommand', { command: add.command!.command, arguments: [add.command!.arguments![0], 'flibbertigibbet'] });
    expect(fs.readFileSync(path.join(root, 'cspell.json'), 'utf8')).toBe('{\n  // our words\n  "words": ["documantation", "flibbertigibbet"]\n}\n');
    await client.shutdown();
  }, 60_000);

  it('lints docs.json, and gives a page that does not parse its one diagnostic', async () => {
    const root = site();
    const client = start();
    await client.initialize(root);
    const config = path.join(root, 'docs.json');
    await client.open(config, fs.readFileSync(config, 'utf8'));
    const [missing, ...rest] = await client.diagnostics(config);
    expect(rest).toEqual([]);
    expect(missing).toMatchObject({ code: 'nav-page-exists', severity: 1, source: 'docs-lint', codeDescription: { href: expect.stringMatching(/\/docs\/rules\/nav-page-exists\.mdx$/) } });

    const index = path.join(root, 'index.mdx');
    await client.open(index, `${INDEX}\n<Card title="Open\n`);
    const [fatal, ...others] = await client.diagnostics(index);
    expect(others).toEqual([]);
    expect(fatal.code).toBeUndefined();
    expect(fatal).toMatchObject({ severity: 1, source: 'docs-lint' });
    await client.shutdown();
  }, 60_000);

  it('updates the site when the client says files came or the config changed', async () => {
    const root = site();
    const client = start();
    // A client that watches files: the server then relies on its word alone.
    await client.initialize(root, { capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } } });
    const index = path.join(root, 'index.mdx');
    const text = INDEX.replace('## Welcome', '# Welcome').replace('(/guide#setup)', '(/new-page)');
    await client.open(index, text);
    expect(brief(await client.diagnostics(index))).toEqual(['6:1 heading-start-level 1', '8:24 link-internal-exists 1']);

    client.forget(index);
    fs.writeFileSync(path.join(root, 'new-page.mdx'), '---\ntitle: New\ndescription: A new page.\n---\n\nNew.\n');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri(path.join(root, 'new-page.mdx')), type: 1 }] });
    expect(brief(await client.diagnostics(index))).toEqual(['6:1 heading-start-level 1']);

    client.forget(index);
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), JSON.stringify({ extends: [], rules: { 'link-internal-exists': 'error' } }));
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri(path.join(root, 'docs-lint.config.json')), type: 2 }] });
    expect(await client.diagnostics(index)).toEqual([]);
    await client.shutdown();
  }, 60_000);

  it('exits when the client process is gone', async () => {
    const root = site();
    const parent = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 300)']);
    const parentGone = new Promise((resolve) => parent.on('exit', resolve));
    const client = start();
    await client.initialize(root, { processId: parent.pid! });
    await parentGone;
    // The server checks every 3 seconds; it was never told to shut down.
    expect(await client.exited).toBe(1);
  }, 20_000);
});

import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { allRules } from '../../rules/index.js';
import { lintDocument } from '../../src/lsp/lint-document.js';
import { toDiagnostics } from '../../src/lsp/diagnostics.js';
import { SiteProject } from '../../src/lsp/site-project.js';
import { createRule } from '../../src/rule-kit/create-rule.js';
import { makeSite } from '../helpers/site-fixture.js';

/** A rule that fails on the page's first heading. */
const crashes = createRule({
  meta: { id: 'crashes-on-headings', description: 'Fails.', category: 'page', defaultSeverity: 'warn', fixable: false, messages: {} },
  create: () => ({
    heading() {
      throw new Error('boom');
    },
  }),
});

/** A rule of another tool's ids, whose one report is a note. */
const notes = createRule({
  meta: { id: 'notes', description: 'Notes.', category: 'page', defaultSeverity: 'warn', fixable: false, reportsForeignIds: true, messages: { note: 'A note.' } },
  create: (context) => ({
    root(node: { position: { start: { line: number; column: number } } }) {
      context.report({ messageId: 'note', loc: node.position.start, ruleId: 'Team.Note', severity: 'info' });
    },
  }),
});

const PAGE = '---\ntitle: Home\ndescription: The home page.\n---\n\n# Welcome\n';

async function project(): Promise<{ project: SiteProject; page: string }> {
  const root = makeSite({
    'docs.json': { name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } },
    'docs-lint.config.json': { extends: [], rules: { 'crashes-on-headings': 'warn', notes: 'error', 'heading-start-level': 'error' } },
    'index.mdx': PAGE,
  });
  const site = new SiteProject(root, [...allRules, crashes, notes]);
  await site.load();
  return { project: site, page: path.join(root, 'index.mdx') };
}

describe('lintDocument', () => {
  it('reports a rule that fails as a diagnostic of that rule, and every other rule still runs; a note is Information', async () => {
    const { project: site, page } = await project();
    const linted = lintDocument(site, page, PAGE);
    const diagnostics = toDiagnostics(TextDocument.create('file:///index.mdx', 'mdx', 1, PAGE), linted);
    expect(diagnostics.map((d) => [d.range.start.line + 1, d.code, d.severity, String(d.message).slice(0, 50)])).toEqual([
      [1, 'Team.Note', 3, 'A note.'],
      [6, 'crashes-on-headings', 2, 'Internal error in rule crashes-on-headings: boom. '],
      [6, 'heading-start-level', 1, 'Level-1 heading "Welcome": the site shows the fron'],
    ]);
    expect(diagnostics[0].codeDescription?.href).toBe(notes.meta.docsUrl);
  });

  it('gives a page its one diagnostic when the engine fails on it', async () => {
    const { page } = await project();
    const unloaded = new SiteProject(path.dirname(page));
    const linted = lintDocument(unloaded, page, PAGE);
    expect(linted.problems).toHaveLength(1);
    expect(linted.problems[0]).toMatchObject({ ruleId: null, severity: 2, line: 1, column: 1 });
    expect(linted.problems[0].message).toMatch(/^Internal error while linting this page: /);
  });

  it('lints the text after a byte-order mark, and places its problems in the editor text', async () => {
    const { project: site, page } = await project();
    const text = `\uFEFF${PAGE}`;
    const linted = lintDocument(site, page, text);
    expect(linted.bom).toBe(1);
    const [note] = toDiagnostics(TextDocument.create('file:///index.mdx', 'mdx', 1, text), linted);
    expect(note.range.start).toEqual({ line: 0, character: 1 });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const docsJson = { name: 'Tessera', navigation: [{ group: 'Guides', pages: ['page'] }] };
const head = '---\ntitle: Sign in\ndescription: Open the dashboard.\n---\n\n';
const signIn = { terms: [{ use: 'sign in', instead: ['login to', 'log into'] }, { use: 'GitHub', instead: ['Github'] }] };

async function lintPage(body: string, setting: RulesSetting = { terminology: 'warn' }, files: Record<string, string | object> = {}, site: object = docsJson) {
  const root = makeSite({ 'docs.json': site, 'page.mdx': head + body, ...files });
  return brief(root, await lintWith(root, setting));
}

const nameMessage = (found: string) => `Write the product name as docs.json spells it: "Tessera", not "${found}".`;

describe('terminology', () => {
  test('valid: the product name as docs.json spells it, and in code, URLs, paths, quotes and attributes', async () => {
    const body = [
      'Tessera sends events. Tessera\'s relay runs anywhere.',
      '',
      'Run `tessera login`, open https://tessera.dev/tessera, or edit ./tessera/config.yaml.',
      '',
      'The button says "tessera" in lower case.',
      '',
      '<Card title="Keys" href="/tessera">Rotate keys.</Card>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: the product name in another case, anywhere the page renders text; --fix writes it as docs.json does', async () => {
    const body = '## Configure tessera\n\n<Note title="TESSERA limits">The tessera relay keeps one lease.</Note>\n';
    const text = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'tessera'), message: nameMessage('tessera') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'TESSERA'), message: nameMessage('TESSERA') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'tessera', 2), message: nameMessage('tessera') },
    ]);
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': text });
    await lintWith(root, { terminology: 'warn' }, { fix: true });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(`${head}## Configure Tessera\n\n<Note title="Tessera limits">The Tessera relay keeps one lease.</Note>\n`);
  });

  test('valid: the name inside an identifier (package, command, header, channel, file), wrapped over two lines, or in generated release notes', async () => {
    const body = [
      'Install [@tessera/sdk](/sdk) or tessera-cli, run tessera-relay-dump, set the x-tessera-signature header, and ask in #help-tessera.',
      '',
      'The tessera.yaml file configures strapi-plugin-tessera and tessera_client.',
      '',
      '* Add tessera dev command by [@someone](https://github.com/someone) in [#3489](https://github.com/acme/tessera/pull/3489)',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
    expect(await lintPage('This document covers the Model Context\nProtocol and its servers.\n', { terminology: 'warn' }, {}, { ...docsJson, name: 'Model Context Protocol' })).toEqual([]);
  });

  test('the name in lower case is the command or module where the page\'s code writes it so; a package, flag or address in code is not enough', async () => {
    const command = 'Query tools with tessera list and tessera call.\n\n```bash\ntessera list --server ./server.py\n```\n';
    expect(await lintPage(command)).toEqual([]);
    expect(await lintPage('The tessera namespace is stripped.\n\nSee `tessera.settings` for the defaults.\n')).toEqual([]);
    const notCommand = 'Open your tessera instance.\n\n```bash\nnpm install @tessera/sdk tessera-cli && curl https://tessera.dev/v1 --tessera-key x\n```\n';
    expect(await lintPage(notCommand)).toEqual([{ file: 'page.mdx', ruleId: 'terminology', ...positionOf(head + notCommand, 'tessera'), message: nameMessage('tessera') }]);
  });

  test('invalid: the name on its own beside punctuation (a possessive, a sentence end, a list of products)', async () => {
    const body = "Install tessera's CLI. It is powered by tessera and next.js, or tessera.\n";
    const text = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'tessera'), message: nameMessage('tessera') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'tessera', 2), message: nameMessage('tessera') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'tessera', 3), message: nameMessage('tessera') },
    ]);
  });

  test('the name without "Docs" or "Documentation"; a name with dots or digits is not checked; productName: false turns it off', async () => {
    expect(await lintPage('Open the acme dashboard.\n', { terminology: 'warn' }, {}, { ...docsJson, name: 'Acme Developer Docs' })).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(`${head}Open the acme dashboard.\n`, 'acme'), message: 'Write the product name as docs.json spells it: "Acme", not "acme".' },
    ]);
    expect(await lintPage('Open the trigger dashboard.\n', { terminology: 'warn' }, {}, { ...docsJson, name: 'Trigger.dev' })).toEqual([]);
    expect(await lintPage('Open the tessera dashboard.\n', { terminology: ['warn', { productName: false }] })).toEqual([]);
  });

  test('configured terms, matched in any case and spacing, fixed with the writer\'s case kept', async () => {
    const body = 'Log into the dashboard. Then login  to the CLI. LOG INTO THE API. Push to Github or GitHub.\n';
    const text = head + body;
    const setting: RulesSetting = { terminology: ['warn', signIn] };
    expect(await lintPage(body, setting)).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'Log into'), message: 'Use "Sign in" instead of "Log into".' },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'login  to'), message: 'Use "sign in" instead of "login  to".' },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'LOG INTO'), message: 'Use "SIGN IN" instead of "LOG INTO".' },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'Github'), message: 'Use "GitHub" instead of "Github".' },
    ]);
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': text });
    await lintWith(root, setting, { fix: true });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(`${head}Sign in the dashboard. Then sign in the CLI. SIGN IN THE API. Push to GitHub or GitHub.\n`);
  });

  test('a match that spans markup is reported without a fix', async () => {
    const body = 'Log **into** the dashboard.\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': head + body });
    const results = await lintWith(root, { terminology: ['warn', signIn] });
    const [message] = results.flatMap((result) => result.messages);
    expect({ message: message.message, fix: message.fix }).toEqual({ message: 'Use "Sign in" instead of "Log into".', fix: undefined });
  });

  test('Vale substitution files: swap patterns, ignorecase, the file\'s message with %s filled', async () => {
    const vale = [
      'extends: substitution',
      "message: \"Use '%s' instead of '%s'.\"",
      'level: warning',
      'ignorecase: true',
      'swap:',
      '  "(?:e-mail|electronic mail)": email',
      '  "(?:cell ?phone|smart ?phone)": phone|mobile phone',
      '',
    ].join('\n');
    const body = 'Send an E-mail from your smartphone.\n';
    const text = head + body;
    expect(await lintPage(body, { terminology: ['warn', { files: ['styles/Acme/Terms.yml'] }] }, { 'styles/Acme/Terms.yml': vale })).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'E-mail'), message: "Use 'Email' instead of 'E-mail'." },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'smartphone'), message: "Use 'phone' or 'mobile phone' instead of 'smartphone'." },
    ]);
  });

  test('a broken Vale file, a bad pattern and a missing file are each one error where they are written; the rest still runs', async () => {
    const setting: RulesSetting = { terminology: ['warn', { files: ['bad.yml', 'pattern.yml', 'missing.yml'] }], 'heading-start-level': 'error' };
    const body = 'Open the tessera dashboard.\n\n#### Deep\n';
    const found = await lintPage(body, setting, { 'bad.yml': 'swap:\n  a: b\n c: [\n', 'pattern.yml': 'extends: substitution\nswap:\n  "(?:open": close\n  shut: closed\n' });
    expect(found.map(({ file, ruleId, line, column }) => ({ file, ruleId, line, column }))).toEqual([
      { file: 'bad.yml', ruleId: 'terminology', line: 3, column: 2 },
      { file: 'missing.yml', ruleId: 'terminology', line: 1, column: 1 },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(head + body, 'tessera') },
      { file: 'page.mdx', ruleId: 'heading-start-level', ...positionOf(head + body, '#### Deep') },
      { file: 'pattern.yml', ruleId: 'terminology', line: 3, column: 4 },
    ]);
    expect(found.find((entry) => entry.file === 'pattern.yml')?.message).toMatch(/^terminology: the swap entry "\(\?:open" is not a regular expression docs-lint can read \(.+\); it is left out\.$/);
  });
});

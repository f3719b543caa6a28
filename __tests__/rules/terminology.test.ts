import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const docsJson = { name: 'Quorvex', navigation: [{ group: 'Guides', pages: ['page'] }] };
const head = '---\ntitle: Sign in\ndescription: Open the dashboard.\n---\n\n';
const signIn = { terms: [{ use: 'sign in', instead: ['login to', 'log into'] }, { use: 'GitHub', instead: ['Github'] }] };

async function lintPage(body: string, setting: RulesSetting = { terminology: 'warn' }, files: Record<string, string | object> = {}, site: object = docsJson) {
  const root = makeSite({ 'docs.json': site, 'page.mdx': head + body, ...files });
  return brief(root, await lintWith(root, setting));
}

const nameMessage = (found: string) => `Write the product name as docs.json spells it: "Quorvex", not "${found}".`;

describe('terminology', () => {
  test('valid: the product name as docs.json spells it, and in code, URLs, paths, quotes and attributes', async () => {
    const body = [
      'Quorvex sends events. Quorvex\'s relay runs anywhere.',
      '',
      'Run `quorvex login`, open https://quorvex.dev/quorvex, or edit ./quorvex/config.yaml.',
      '',
      'The button says "quorvex" in lower case.',
      '',
      '<Card title="Keys" href="/quorvex">Rotate keys.</Card>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: the product name in another case, anywhere the page renders text; --fix writes it as docs.json does', async () => {
    const body = '## Configure quorvex\n\n<Note title="QUORVEX limits">The quorvex relay keeps one lease.</Note>\n';
    const text = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'quorvex'), message: nameMessage('quorvex') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'QUORVEX'), message: nameMessage('QUORVEX') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'quorvex', 2), message: nameMessage('quorvex') },
    ]);
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': text });
    await lintWith(root, { terminology: 'warn' }, { fix: true });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(`${head}## Configure Quorvex\n\n<Note title="Quorvex limits">The Quorvex relay keeps one lease.</Note>\n`);
  });

  test('valid: the name inside an identifier (package, command, header, channel, file), wrapped over two lines, or in generated release notes', async () => {
    const body = [
      'Install [@quorvex/sdk](/sdk) or quorvex-cli, run quorvex-relay-dump, set the x-quorvex-signature header, and ask in #help-quorvex.',
      '',
      'The quorvex.yaml file configures strapi-plugin-quorvex and quorvex_client.',
      '',
      '* Add quorvex dev command by [@someone](https://github.com/someone) in [#3489](https://github.com/acme/quorvex/pull/3489)',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
    expect(await lintPage('This document covers the Model Context\nProtocol and its servers.\n', { terminology: 'warn' }, {}, { ...docsJson, name: 'Model Context Protocol' })).toEqual([]);
  });

  test('the name in lower case is the command or module where the page\'s code writes it so; a package, flag or address in code is not enough', async () => {
    const command = 'Query tools with quorvex list and quorvex call.\n\n```bash\nquorvex list --server ./server.py\n```\n';
    expect(await lintPage(command)).toEqual([]);
    expect(await lintPage('The quorvex namespace is stripped.\n\nSee `quorvex.settings` for the defaults.\n')).toEqual([]);
    const notCommand = 'Open your quorvex instance.\n\n```bash\nnpm install @quorvex/sdk quorvex-cli && curl https://quorvex.dev/v1 --quorvex-key x\n```\n';
    expect(await lintPage(notCommand)).toEqual([{ file: 'page.mdx', ruleId: 'terminology', ...positionOf(head + notCommand, 'quorvex'), message: nameMessage('quorvex') }]);
  });

  test('invalid: the name on its own beside punctuation (a possessive, a sentence end, a list of products)', async () => {
    const body = "Install quorvex's CLI. It is powered by quorvex and next.js, or quorvex.\n";
    const text = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'quorvex'), message: nameMessage('quorvex') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'quorvex', 2), message: nameMessage('quorvex') },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(text, 'quorvex', 3), message: nameMessage('quorvex') },
    ]);
  });

  test('the name without "Docs" or "Documentation"; a name with dots or digits is not checked; productName: false turns it off', async () => {
    expect(await lintPage('Open the zorblax dashboard.\n', { terminology: 'warn' }, {}, { ...docsJson, name: 'Zorblax Developer Docs' })).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(`${head}Open the zorblax dashboard.\n`, 'zorblax'), message: 'Write the product name as docs.json spells it: "Zorblax", not "zorblax".' },
    ]);
    expect(await lintPage('Open the trigger dashboard.\n', { terminology: 'warn' }, {}, { ...docsJson, name: 'Trigger.dev' })).toEqual([]);
    expect(await lintPage('Open the quorvex dashboard.\n', { terminology: ['warn', { productName: false }] })).toEqual([]);
  });

  test('a name that is an English word names the product only as docs.json writes it: "continue coding" is the verb; an odd case is offered, never fixed', async () => {
    const site = { ...docsJson, name: 'Continue' };
    expect(await lintPage('Keep typing and continue coding normally. CONTINUE reads the file.\n', { terminology: 'warn' }, {}, site)).toEqual([]);
    const odd = 'Open ConTinue to start.\n';
    const root = makeSite({ 'docs.json': site, 'page.mdx': head + odd });
    const [message] = (await lintWith(root, { terminology: 'warn' })).flatMap((result) => result.messages);
    const offset = (head + odd).indexOf('ConTinue');
    expect({ ...positionOf(head + odd, 'ConTinue'), line: message.line, column: message.column, message: message.message, fix: message.fix, suggestions: message.suggestions }).toEqual({
      ...positionOf(head + odd, 'ConTinue'),
      message: 'Write the product name as docs.json spells it: "Continue", not "ConTinue".',
      fix: undefined,
      suggestions: [{ desc: 'Replace "ConTinue" with "Continue".', fix: { range: [offset, offset + 8], text: 'Continue' } }],
    });
  });

  test('the name as an identifier is left alone: a package with extras, a command another page writes in code', async () => {
    expect(await lintPage('Run pip install quorvex[all] to get every extra.\n')).toEqual([]);
    const setup = '---\ntitle: Setup\ndescription: Create the database.\n---\n\n```sql\nCREATE DATABASE x;\nquorvex migrate\n```\n';
    expect(await lintPage('Then the quorvex tables hold the events.\n', { terminology: 'warn' }, { 'setup.mdx': setup })).toEqual([]);
    // Named as the product, not as a thing in code, it is reported even so.
    expect(await lintPage('It is powered by quorvex.\n', { terminology: 'warn' }, { 'setup.mdx': setup })).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(`${head}It is powered by quorvex.\n`, 'quorvex'), message: nameMessage('quorvex') },
    ]);
    expect(await lintPage('Then the quorvex tables hold the events.\n')).toEqual([
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(`${head}Then the quorvex tables hold the events.\n`, 'quorvex'), message: nameMessage('quorvex') },
    ]);
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
    // One replacement is fixed; a choice of two is offered as two suggestions, and --fix leaves it.
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': text, 'styles/Acme/Terms.yml': vale });
    const setting: RulesSetting = { terminology: ['warn', { files: ['styles/Acme/Terms.yml'] }] };
    const choice = (await lintWith(root, setting)).flatMap((result) => result.messages).find((message) => message.message.includes('smartphone'))!;
    expect(choice.suggestions?.map((suggestion) => suggestion.fix.text)).toEqual(['phone', 'mobile phone']);
    await lintWith(root, setting, { fix: true });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(`${head}Send an Email from your smartphone.\n`);
  });

  test('a broken Vale file, a bad pattern and a missing file are each one error where they are written; the rest still runs', async () => {
    const setting: RulesSetting = { terminology: ['warn', { files: ['bad.yml', 'pattern.yml', 'missing.yml'] }], 'heading-start-level': 'error' };
    const body = 'Open the quorvex dashboard.\n\n#### Deep\n';
    const found = await lintPage(body, setting, { 'bad.yml': 'swap:\n  a: b\n c: [\n', 'pattern.yml': 'extends: substitution\nswap:\n  "(?:open": close\n  shut: closed\n' });
    expect(found.map(({ file, ruleId, line, column }) => ({ file, ruleId, line, column }))).toEqual([
      { file: 'bad.yml', ruleId: 'terminology', line: 3, column: 2 },
      { file: 'missing.yml', ruleId: 'terminology', line: 1, column: 1 },
      { file: 'page.mdx', ruleId: 'terminology', ...positionOf(head + body, 'quorvex') },
      { file: 'page.mdx', ruleId: 'heading-start-level', ...positionOf(head + body, '#### Deep') },
      { file: 'pattern.yml', ruleId: 'terminology', line: 3, column: 4 },
    ]);
    expect(found.find((entry) => entry.file === 'pattern.yml')?.message).toMatch(/^terminology: the swap entry "\(\?:open" is not a regular expression docs-lint can read \(.+\); it is left out\.$/);
  });
});

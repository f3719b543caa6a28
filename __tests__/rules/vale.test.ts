import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const on: RulesSetting = { vale: 'error' };

/** A style `Test` with rules of several types, levels and scopes. */
const STYLE: Record<string, string> = {
  'styles/Test/Simple.yml': "extends: existence\nmessage: \"Don't use '%s'.\"\nlevel: error\nignorecase: true\ntokens:\n  - simply\n  - just\n",
  'styles/Test/Terms.yml': "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nignorecase: false\nswap:\n  web site: website\n  e-mail: email\n",
  'styles/Test/Passive.yml': "extends: existence\nmessage: \"Passive voice: '%s'.\"\nlevel: suggestion\nignorecase: true\nraw:\n  - \\b(is|was|were)\\b\\s*\ntokens:\n  - '[\\w]+ed'\n",
  'styles/Test/HeadingCase.yml': "extends: capitalization\nmessage: \"'%s' should use sentence-style capitalization.\"\nlevel: warning\nscope: heading\nmatch: $sentence\n",
  'styles/Test/Semicolons.yml': "extends: existence\nmessage: 'Use semicolons judiciously.'\nlevel: warning\nnonword: true\nscope: sentence\ntokens:\n  - ';'\n",
};
const INI = 'StylesPath = styles\nMinAlertLevel = suggestion\n\n[*.{md,mdx}]\nBasedOnStyles = Test\n';

async function lint(files: Record<string, string | object>, setting: RulesSetting = on, withNotes = false) {
  const root = makeSite({ 'docs.json': docsJson, ...files });
  return brief(root, await lintWith(root, setting), { withNotes });
}

const at = (text: string, needle: string, occurrence = 1) => positionOf(text, needle, occurrence);

describe('vale', () => {
  test("runs the team's rules on prose inside components and rendered attributes, never on code, expressions, imports or other attributes", async () => {
    const page = [
      "import { Chart } from '/snippets/chart.mdx';",
      '',
      '# Simply start',
      '',
      '<Steps>',
      '  <Step title="Just open the web site">',
      '    Open the settings. The key was rotated.',
      '  </Step>',
      '</Steps>',
      '',
      '<Tabs>',
      '  <Tab title="Node">',
      '    You simply send an e-mail.',
      '  </Tab>',
      '</Tabs>',
      '',
      '<Card title="Keys" href="/simply/just">Rotate keys; then wait.</Card>',
      '',
      'Run `simply deploy` and read {"just a value"} here.',
      '',
      '```bash',
      'just simply run it',
      '```',
      '',
    ].join('\n');
    const found = await lint({ '.vale.ini': INI, ...STYLE, 'page.mdx': page });
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'Test.Simple', ...at(page, 'Simply start'), message: "Don't use 'Simply'." },
      { file: 'page.mdx', ruleId: 'Test.Simple', ...at(page, 'Just open'), message: "Don't use 'Just'." },
      { file: 'page.mdx', ruleId: 'Test.Terms', ...at(page, 'web site'), message: "Use 'website' instead of 'web site'." },
      { file: 'page.mdx', ruleId: 'Test.Passive', ...at(page, 'was rotated'), message: "Passive voice: 'was rotated'." },
      { file: 'page.mdx', ruleId: 'Test.Simple', ...at(page, 'simply send'), message: "Don't use 'simply'." },
      { file: 'page.mdx', ruleId: 'Test.Terms', ...at(page, 'e-mail'), message: "Use 'email' instead of 'e-mail'." },
      { file: 'page.mdx', ruleId: 'Test.Semicolons', ...at(page, '; then'), message: 'Use semicolons judiciously.' },
    ]);
  });

  test('levels: error stays an error, warning and suggestion are warnings (or notes, or nothing, as configured); MinAlertLevel filters', async () => {
    const page = 'The key was rotated; use the web site simply.\n';
    const root = makeSite({ 'docs.json': docsJson, '.vale.ini': INI, ...STYLE, 'page.mdx': page });
    const severities = async (setting: RulesSetting) => (await lintWith(root, setting)).find((r) => r.filePath.endsWith('page.mdx'))!.messages.map((m) => [m.ruleId, m.severity]);
    expect(await severities(on)).toEqual([
      ['Test.Passive', 1],
      ['Test.Semicolons', 1],
      ['Test.Terms', 1],
      ['Test.Simple', 2],
    ]);
    expect(await severities({ vale: ['error', { suggestions: 'off' }] })).toEqual([
      ['Test.Semicolons', 1],
      ['Test.Terms', 1],
      ['Test.Simple', 2],
    ]);
    expect(await severities({ vale: 'warn' })).toEqual([
      ['Test.Passive', 1],
      ['Test.Semicolons', 1],
      ['Test.Terms', 1],
      ['Test.Simple', 1],
    ]);
    const strict = makeSite({ 'docs.json': docsJson, '.vale.ini': INI.replace('suggestion', 'error'), ...STYLE, 'page.mdx': page });
    expect(brief(strict, await lintWith(strict, on)).map((m) => m.ruleId)).toEqual(['Test.Simple']);
  });

  test('sections apply in Vale’s order: the last matching BasedOnStyles wins, rule settings add up, levels can be changed per rule', async () => {
    const ini = [
      'StylesPath = styles',
      'MinAlertLevel = suggestion',
      '',
      '[*]',
      'BasedOnStyles = Test',
      '',
      '[*.mdx]',
      'Test.Passive = NO',
      'Test.Terms = error',
      '',
      '[legacy/**]',
      'BasedOnStyles =',
      'Test.Simple = YES',
      '',
    ].join('\n');
    const page = 'The key was rotated simply on the web site; done.\n';
    const root = makeSite({ 'docs.json': docsJson, '.vale.ini': ini, ...STYLE, 'page.mdx': page, 'legacy/old.mdx': page });
    const results = await lintWith(root, on);
    const byFile = Object.fromEntries(results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => `${m.ruleId}:${m.severity}`)]));
    // page.mdx: the style from [*], Passive off and Terms an error from [*.mdx].
    expect(byFile['page.mdx']).toEqual(['Test.Simple:2', 'Test.Terms:2', 'Test.Semicolons:1']);
    // legacy/old.mdx: [legacy/**] comes last and empties BasedOnStyles; the rules [*.mdx] and it name still run.
    expect(byFile['legacy/old.mdx']).toEqual(['Test.Simple:2', 'Test.Terms:2']);
  });

  test('comment switches work anywhere, between JSX siblings too, and docs-lint directives take Vale rule ids', async () => {
    const page = [
      'Simply one.',
      '',
      '{/* vale off */}',
      '',
      'Simply two.',
      '',
      '{/* vale on */}',
      '',
      '<Note>Simply three.</Note>',
      '{/* vale Test.Simple = NO */}',
      '<Note>Simply four, on the web site.</Note>',
      '{/* vale Test.Simple = YES */}',
      '',
      'Simply five. {/* vale Test = NO */} Simply six.',
      '',
      '{/* vale Test = YES */}',
      '{/* docs-lint-disable-next-line Test.Simple */}',
      'Simply seven.',
      '',
      'Simply eight.',
      '',
      '{/* docs-lint-disable-next-line Test */}',
      'Simply nine, on the web site.',
      '',
    ].join('\n');
    const found = await lint({ '.vale.ini': INI, ...STYLE, 'page.mdx': page });
    expect(found.map((m) => [m.ruleId, m.line])).toEqual([
      ['Test.Simple', 1],
      ['Test.Simple', 9],
      ['Test.Terms', 11],
      ['Test.Simple', 14],
      ['Test.Simple', 20],
    ]);
    const md = ['Simply one.', '', '<!-- vale off -->', '', 'Simply two.', '', '<!-- vale on -->', '', 'Simply three.', ''].join('\n');
    const mdFound = await lint({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guide'] }] }, '.vale.ini': INI, ...STYLE, 'guide.md': md });
    expect(mdFound.map((m) => [m.ruleId, m.line])).toEqual([
      ['Test.Simple', 1],
      ['Test.Simple', 9],
    ]);
  });

  test('a broken style file, a pattern JavaScript cannot run and a script rule are one diagnostic each at their line; the other rules still run', async () => {
    const files = {
      '.vale.ini': INI,
      ...STYLE,
      'styles/Test/Broken.yml': 'extends: existence\nmessage: "Oops"\ntokens:\n  - [unclosed\n',
      'styles/Test/Atomic.yml': "extends: existence\nmessage: \"Atomic '%s'.\"\ntokens:\n  - plain\n  - '(?>ab|a)c'\n",
      'styles/Test/Script.yml': 'extends: script\nmessage: "Scripted"\nscript: |\n  x := 1\n',
      'page.mdx': 'Simply go.\n',
    };
    const found = await lint(files, on, true);
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'Test.Simple', line: 1, column: 1, message: "Don't use 'Simply'." },
      { file: 'styles/Test/Atomic.yml', ruleId: 'vale', line: 5, column: 1, message: 'Test.Atomic: The pattern of "tokens" cannot be used: atomic groups "(?>…)" have no JavaScript equivalent. Rewrite it without that construct.' },
      { file: 'styles/Test/Broken.yml', ruleId: 'vale', line: 5, column: 1, message: expect.stringMatching(/^Test\.Broken is not valid YAML: .+\. Vale and docs-lint skip this rule until it is fixed\.$/) },
      { file: 'styles/Test/Script.yml', ruleId: 'vale', line: 1, column: 1, message: 'Test.Script is a "script" rule: it runs a Tengo script, which docs-lint does not execute, so docs-lint skips it; the style\'s other rules run.' },
    ]);
  });

  test('StylesPath may be absolute and outside the site; Vocab accepts and rejects terms; a missing package or style is reported on the ini', async () => {
    const styles = makeSite({ 'Team/Simple.yml': STYLE['styles/Test/Simple.yml'].replace('ignorecase: true', 'ignorecase: false').replace('- just', '- just\n  - Acme'), 'config/vocabularies/Docs/accept.txt': 'Acme\n', 'config/vocabularies/Docs/reject.txt': 'utilize\n' });
    const ini = `StylesPath = ${styles}\nVocab = Docs\nPackages = Missing\n\n[*.mdx]\nBasedOnStyles = Vale, Team\n`;
    const found = await lint({ '.vale.ini': ini, 'page.mdx': 'Acme lets you utilize keys; acme too.\n' });
    expect(found).toEqual([
      { file: '.vale.ini', ruleId: 'vale', line: 3, column: 1, message: `Package "Missing" is not under StylesPath (${styles}): run \`vale sync\` to fetch it; docs-lint reads packages already there and never downloads them.` },
      { file: 'page.mdx', ruleId: 'Vale.Avoid', line: 1, column: 15, message: "Avoid using 'utilize'." },
      { file: 'page.mdx', ruleId: 'Vale.Terms', line: 1, column: 29, message: "Use 'Acme' instead of 'acme'." },
    ]);
  });

  test('no .vale.ini, or the rule switched off: nothing runs', async () => {
    expect(await lint({ ...STYLE, 'page.mdx': 'Simply go.\n' })).toEqual([]);
    expect(await lint({ '.vale.ini': INI, ...STYLE, 'page.mdx': 'Simply go.\n' }, { vale: 'off' })).toEqual([]);
    expect(await lint({ '.vale.ini': INI, ...STYLE, 'page.mdx': 'Simply go.\n' }, { vale: ['error', { config: 'writing/.vale.ini' }] })).toEqual([
      { file: 'docs.json', ruleId: 'vale', line: 1, column: 1, message: 'The vale rule\'s "config" names writing/.vale.ini, which does not exist: no Vale style runs. Point it at your .vale.ini, or leave it out to use the one at the site or repository root.' },
    ]);
  });
});

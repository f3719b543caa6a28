import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf, type RulesSetting } from '../helpers/site-fixture.js';
import { CSPELL_CONFIG_NAMES } from '../../src/spelling/index.js';

const rules: RulesSetting = { spelling: 'warn', 'heading-start-level': 'error' };
const docsJson = { name: 'Tessera', navigation: [{ group: 'Guides', pages: ['page'] }] };
const page = '---\ntitle: Keys\n---\n\nThe zyxtrol relay and the quorvex queue are ours. Keys are rotated seperately.\n\n#### Too deep\n';
const at = (needle: string) => positionOf(page, needle);

const unknownNear = (word: string, suggestions: string) => `Unknown word "${word}": did you mean ${suggestions}? If it is spelled right, add it to the site's word list.`;
const unknownAlone = (word: string) => `Unknown word "${word}": no dictionary has it. If it is spelled right, add it to the site's word list (cspell "words", or a Vale accept.txt).`;
/** The heading rule's report: every other rule still runs when a word list is broken. */
const headingReport = { file: 'page.mdx', ruleId: 'heading-start-level', line: 7, column: 1 };

async function lintSiteFiles(files: Record<string, string | object>, setting: RulesSetting = rules) {
  const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page, ...files });
  return brief(root, await lintWith(root, { ...setting, spelling: ['warn', { report: 'all' }] })).map(({ message, ...rest }) => (rest.ruleId === 'heading-start-level' ? rest : { ...rest, message }));
}

describe('the words a team keeps: cspell settings', () => {
  test('the list of settings file names is cspell-lib\'s own', async () => {
    const { defaultConfigFilenames, getDefaultSettings } = await import('cspell-lib');
    // Importing cspell-lib starts loading its default settings in the background; wait for it, or it
    // imports files after the test environment is torn down and jest exits 1 with every test passed.
    await getDefaultSettings();
    expect([...CSPELL_CONFIG_NAMES]).toEqual([...defaultConfigFilenames]);
  });

  test('words and ignoreWords are known; flagWords are reported even when spelled right, with their suggestion', async () => {
    const cspell = { words: ['zyxtrol'], ignoreWords: ['quorvex'], flagWords: ['relay->forwarder', 'queue'] };
    expect(await lintSiteFiles({ 'cspell.json': cspell })).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...at('relay'), message: '"relay" is on this site\'s list of rejected words (cspell "flagWords" or a Vale reject.txt): write "forwarder" instead.' },
      { file: 'page.mdx', ruleId: 'spelling', ...at('queue'), message: '"queue" is on this site\'s list of rejected words (cspell "flagWords" or a Vale reject.txt): reword it.' },
      { file: 'page.mdx', ruleId: 'spelling', ...at('seperately'), message: unknownNear('seperately', '"separately"') },
      headingReport,
    ]);
  });

  test('a rejected word written as an identifier or in capitals is reported; an identifier no list names is not', async () => {
    const named = '---\ntitle: Events\n---\n\nSend events to DataHub with the QUERYBUS command from getUserEvents or STREAMPUSH.\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': named, 'cspell.json': { flagWords: ['datahub->Data Hub', 'QUERYBUS'] } });
    expect(brief(root, await lintWith(root, { spelling: ['warn', { report: 'all' }] }))).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(named, 'DataHub'), message: '"DataHub" is on this site\'s list of rejected words (cspell "flagWords" or a Vale reject.txt): write "Data Hub" instead.' },
      { file: 'page.mdx', ruleId: 'spelling', ...positionOf(named, 'QUERYBUS'), message: '"QUERYBUS" is on this site\'s list of rejected words (cspell "flagWords" or a Vale reject.txt): reword it.' },
    ]);
  });

  test('the nearest settings file up to the repository root, in any of cspell\'s formats, with imports and dictionary files', async () => {
    const root = makeSite({
      '.git/HEAD': 'ref: refs/heads/main\n',
      'cspell.config.yaml': 'import:\n  - ./config/base.json\ndictionaryDefinitions:\n  - name: project\n    path: ./config/project-words.txt\ndictionaries:\n  - project\n',
      'config/base.json': '// comments are allowed\n{ "words": ["zyxtrol"], }\n',
      'config/project-words.txt': '# our names\nquorvex\n',
      'docs/docs.json': docsJson,
      'docs/page.mdx': page,
    });
    expect(brief(path.join(root, 'docs'), await lintWith(path.join(root, 'docs'), rules))).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...at('seperately'), message: unknownNear('seperately', '"separately"') },
      { ...headingReport, message: expect.any(String) },
    ]);
  });

  test('package.json\'s cspell key, and ignorePaths', async () => {
    const pkg = { name: 'docs', cspell: { words: ['zyxtrol', 'quorvex'], ignorePaths: ['drafts/**'] } };
    const draft = '---\ntitle: Draft\n---\n\nThis draft is writen in haste.\n';
    const root = makeSite({ 'docs.json': { ...docsJson, navigation: [{ group: 'Guides', pages: ['page', 'drafts/one'] }] }, 'page.mdx': page, 'package.json': pkg, 'drafts/one.mdx': draft });
    expect(brief(root, await lintWith(root, { spelling: 'warn' }))).toEqual([{ file: 'page.mdx', ruleId: 'spelling', ...at('seperately'), message: unknownNear('seperately', '"separately"') }]);
  });

  test('a broken settings file is one error at its line and column; every other rule and page still runs', async () => {
    const found = await lintSiteFiles({ 'cspell.json': '{\n  "words": ["zyxtrol"\n  "ignoreWords": []\n}\n' });
    expect(found).toEqual([
      { file: 'cspell.json', ruleId: 'spelling', line: 3, column: 3, message: 'cspell settings are not valid JSON: a value starts where a comma or closing bracket was expected; is a comma missing before it? The file is left out until it is fixed.' },
      { file: 'page.mdx', ruleId: 'spelling', ...at('zyxtrol'), message: unknownAlone('zyxtrol') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('quorvex'), message: unknownAlone('quorvex') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('seperately'), message: unknownNear('seperately', '"separately"') },
      headingReport,
    ]);
  });

  test('broken YAML, a missing dictionary file and an unknown dictionary name are each reported where they are written', async () => {
    expect((await lintSiteFiles({ 'cspell.yaml': 'words:\n  - zyxtrol\n - quorvex: [\n' })).filter((entry) => entry.file === 'cspell.yaml')).toEqual([
      { file: 'cspell.yaml', ruleId: 'spelling', line: 3, column: 2, message: expect.stringMatching(/^cspell settings are not valid YAML: .+\. The file is left out until it is fixed\.$/) },
    ]);
    const settings = '{\n  "dictionaryDefinitions": [{ "name": "ours", "path": "./missing.txt" }],\n  "dictionaries": ["ours", "klingon"]\n}\n';
    expect((await lintSiteFiles({ 'cspell.json': settings })).filter((entry) => entry.file === 'cspell.json')).toEqual([
      { file: 'cspell.json', ruleId: 'spelling', ...positionOf(settings, '"ours"'), message: expect.stringMatching(/^cspell dictionary "ours" could not be read: its file .*missing\.txt does not exist\. Its words are left out; correct its "path"\.$/) },
      { file: 'cspell.json', ruleId: 'spelling', line: 3, column: 3, message: 'cspell settings: no dictionary is named "klingon": define it in "dictionaryDefinitions", or name one of cspell\'s bundled dictionaries.' },
    ]);
  });

  test('a bundled dictionary named in the settings is used (python)', async () => {
    const text = '---\ntitle: Handlers\n---\n\nPass the kwargs to the handler, and run it under uvicorn with asyncio.\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': text, 'cspell.json': { dictionaries: ['python'] } });
    expect(brief(root, await lintWith(root, { spelling: ['warn', { report: 'all' }] }))).toEqual([]);
  });
});

describe('the words a team keeps: Vale vocabularies', () => {
  const ini = 'StylesPath = styles\nMinAlertLevel = suggestion\nVocab = Tessera\n\n[*.mdx]\nBasedOnStyles = Vale\n';

  test('accept.txt entries are known words (regular expressions, with (?i)); reject.txt entries are reported', async () => {
    const found = await lintSiteFiles({
      '.vale.ini': ini,
      'styles/config/vocabularies/Tessera/accept.txt': '# names\nzyx(trol|tral)\n(?i)QUORVEX\n',
      'styles/config/vocabularies/Tessera/reject.txt': 'relay\n',
    });
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...at('relay'), message: '"relay" is on this site\'s list of rejected words (cspell "flagWords" or a Vale reject.txt): reword it.' },
      { file: 'page.mdx', ruleId: 'spelling', ...at('seperately'), message: unknownNear('seperately', '"separately"') },
      headingReport,
    ]);
  });

  test('the older Vocab/<name>/ layout, and an entry that is not a regular expression is one error at its line', async () => {
    const found = await lintSiteFiles({ '.vale.ini': ini, 'styles/Vocab/Tessera/accept.txt': 'zyxtrol\nquor(vex\n' });
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'spelling', ...at('quorvex'), message: unknownAlone('quorvex') },
      { file: 'page.mdx', ruleId: 'spelling', ...at('seperately'), message: unknownNear('seperately', '"separately"') },
      headingReport,
      { file: 'styles/Vocab/Tessera/accept.txt', ruleId: 'spelling', line: 2, column: 1, message: 'Vale vocabulary entry "quor(vex" is not a regular expression docs-lint can read (missing ")"); it is left out. Correct it, or escape its special characters.' },
    ]);
  });

  test('a Vocab with no folder is one error at its line in .vale.ini', async () => {
    const found = await lintSiteFiles({ '.vale.ini': ini });
    expect(found.filter((entry) => entry.file === '.vale.ini')).toEqual([
      { file: '.vale.ini', ruleId: 'spelling', line: 3, column: 1, message: 'Vale vocabulary "Tessera" has no folder: neither styles/config/vocabularies/Tessera nor styles/Vocab/Tessera exists. Create it with an accept.txt, or correct Vocab.' },
    ]);
  });
});

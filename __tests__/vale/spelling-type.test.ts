import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

/**
 * Vale's `spelling` type on docs-lint's dictionaries: the words Vale's tokenizer finds, its default
 * filters, a rule's own filters, ignore files, the accepted vocabulary (words and phrases), a
 * style's Hunspell dictionaries (stems read, affix rules named once as not applied), and
 * `Vale.Spelling` with `config/ignore`.
 */

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const on: RulesSetting = { vale: 'error' };
const INI = 'StylesPath = styles\nMinAlertLevel = suggestion\n\n[*.{md,mdx}]\nBasedOnStyles = Team\n';
const WITH_VOCAB = INI.replace('suggestion\n', 'suggestion\nVocab = Docs\n');
const SPELLING = ["extends: spelling", "message: \"Did you really mean '%s'?\"", 'level: error', 'filters:', "  - '[Kk]ubectlx'", 'ignore:', '  - team.txt', ''].join('\n');

async function lint(files: Record<string, string | object>, withNotes = false) {
  const root = makeSite({ 'docs.json': docsJson, ...files });
  return brief(root, await lintWith(root, on), { withNotes });
}

describe('vale spelling type', () => {
  test('reports words no dictionary knows (or knows only in other capitals), inside components too; filters, ignore files, accepted words and phrases, and Vale’s default filters leave words alone', async () => {
    const page = [
      '# Set up the recieve step',
      '',
      'Run kubectlx with Acmecorp, on Zorblax and quuxly blorpt every monday.',
      '',
      '<Note>',
      '  The MongoDB API in v2 of the self-hosted build is definately fast.',
      '</Note>',
      '',
      'A zwonkle alone is checked; `teh code` and {"teh expression"} are not.',
      '',
    ].join('\n');
    const found = await lint({
      '.vale.ini': WITH_VOCAB,
      'styles/Team/Spelling.yml': SPELLING,
      'styles/config/ignore/team.txt': 'Acmecorp\n',
      'styles/config/vocabularies/Docs/accept.txt': 'Zorblax\nquuxly blorpt\n',
      'page.mdx': page,
    });
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'Team.Spelling', ...positionOf(page, 'recieve'), message: "Did you really mean 'recieve'?" },
      // Vale knows a word as written or in lower case: the dictionaries have only `Monday`.
      { file: 'page.mdx', ruleId: 'Team.Spelling', ...positionOf(page, 'monday'), message: "Did you really mean 'monday'?" },
      { file: 'page.mdx', ruleId: 'Team.Spelling', ...positionOf(page, 'definately'), message: "Did you really mean 'definately'?" },
      { file: 'page.mdx', ruleId: 'Team.Spelling', ...positionOf(page, 'zwonkle'), message: "Did you really mean 'zwonkle'?" },
    ]);
  });

  test('custom: true drops the default filters (code is still no word); a Hunspell dictionary adds its stems, and its affix rules are named once as not applied', async () => {
    const page = 'Zentrix and Zentrixes run `zentrixctl` on MongoDBx.\n';
    const rule = ["extends: spelling", "message: \"'%s' is unknown.\"", 'level: warning', 'custom: true', 'dictionaries:', '  - en_US', '  - team', 'scope:', '  - text', '  - figure.caption', ''].join('\n');
    const found = await lint(
      {
        '.vale.ini': INI,
        'styles/Team/Spelling.yml': rule,
        'styles/config/dictionaries/team.dic': '2\nZentrix/S\nQuorb\n',
        'styles/config/dictionaries/team.aff': 'SET UTF-8\n\nSFX S Y 1\nSFX S 0 es x\n',
        'page.mdx': page,
      },
      true,
    );
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'Team.Spelling', ...positionOf(page, 'Zentrixes'), message: "'Zentrixes' is unknown." },
      { file: 'page.mdx', ruleId: 'Team.Spelling', ...positionOf(page, 'MongoDBx'), message: "'MongoDBx' is unknown." },
      {
        file: 'styles/Team/Spelling.yml',
        ruleId: 'vale',
        line: 5,
        column: 1,
        message: expect.stringMatching(/^Team\.Spelling: docs-lint reads the 2 words of the Hunspell dictionary .*team\.dic but not the affix rules of .*team\.aff \(it has no Hunspell engine\), so the forms they make of 1 of those words \(plurals, -ed, -ing, possessives\) are reported as unknown\./),
      },
    ]);
  });

  test('a dictionary that is not there, or a dicpath that is no folder, is one diagnostic at its line; the rest of the style runs', async () => {
    const missing = ["extends: spelling", "message: \"'%s'?\"", 'dictionaries:', '  - fr_medical', ''].join('\n');
    const badPath = ["extends: spelling", "message: \"'%s'?\"", 'dicpath: nowhere/dicts', ''].join('\n');
    const found = await lint({ '.vale.ini': INI, 'styles/Team/Missing.yml': missing, 'styles/Team/BadPath.yml': badPath, 'page.mdx': 'Plain words here.\n' }, true);
    expect(found).toEqual([
      { file: 'styles/Team/BadPath.yml', ruleId: 'vale', line: 3, column: 1, message: expect.stringMatching(/^Team\.BadPath: "dicpath" nowhere\/dicts is not a folder .*Correct the path\.$/) },
      { file: 'styles/Team/Missing.yml', ruleId: 'vale', line: 3, column: 1, message: expect.stringMatching(/^Team\.Missing: the dictionary "fr_medical" has no fr_medical\.dic in .*; Vale refuses this rule, and docs-lint checks without it\. Add fr_medical\.dic and fr_medical\.aff there, or correct "dictionaries"\.$/) },
    ]);
  });

  test('a missing ignore file is said once where the rule names it, unless the ini turns the rule off wherever it sets it', async () => {
    const rule = SPELLING.replace('team.txt', 'missing.txt');
    const files = { 'styles/Team/Spelling.yml': rule, 'page.mdx': 'Hello.\n' };
    const on = await lint({ '.vale.ini': INI, ...files });
    expect(on.filter((report) => report.ruleId === 'vale')).toEqual([
      { file: 'styles/Team/Spelling.yml', ruleId: 'vale', line: 7, column: 1, message: 'Team.Spelling: the ignore file "missing.txt" is not there (looked under StylesPath and its config/ignore); its words are reported.' },
    ]);
    const off = await lint({ '.vale.ini': `${INI}Team.Spelling = NO\n`, ...files });
    expect(off.filter((report) => report.ruleId === 'vale')).toEqual([]);
  });

  test('Vale.Spelling runs with the Vale style, on the words of config/ignore', async () => {
    const page = 'Acmecorp ships the recieve step.\n';
    const found = await lint({ '.vale.ini': 'StylesPath = styles\n\n[*.mdx]\nBasedOnStyles = Vale\n', 'styles/config/ignore/words.txt': 'Acmecorp\n', 'page.mdx': page });
    expect(found).toEqual([{ file: 'page.mdx', ruleId: 'Vale.Spelling', ...positionOf(page, 'recieve'), message: "Did you really mean 'recieve'?" }]);
  });
});

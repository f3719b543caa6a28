import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

/**
 * Vale's `sequence` type on the prose room's grammar: Penn tags from compromise's, patterns as
 * whole tokens, `skip`, `negate`, `ignorecase`, contractions and possessives split as the Treebank
 * splits them, punctuation as tokens, `%[n]s` in messages; a tag compromise cannot give is one notice.
 */

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const on: RulesSetting = { vale: 'error' };
const INI = 'StylesPath = styles\nMinAlertLevel = suggestion\n\n[*.{md,mdx}]\nBasedOnStyles = Team\n';

const STYLE: Record<string, string> = {
  'styles/Team/ModalBe.yml': ['extends: sequence', "message: \"Add 'to': '%[2]s %[3]s to %[4]s'.\"", 'level: error', 'tokens:', '  - tag: MD', '  - pattern: be', '  - tag: JJ', '  - tag: VB|VBN', ''].join('\n'),
  'styles/Team/PluralApostrophe.yml': ['extends: sequence', "message: \"Write '%[1]ss', not '%[1]s's'.\"", 'level: warning', 'tokens:', '  - tag: NN', '  - pattern: "\'s"', '  - pattern: are|were', ''].join('\n'),
  'styles/Team/DataPlural.yml': ['extends: sequence', "message: \"Use 'data' as a plural noun.\"", 'level: warning', 'ignorecase: true', 'tokens:', '  - tag: NN', '    pattern: data', '  - tag: VBZ', '    skip: 4', ''].join('\n'),
  'styles/Team/Following.yml': ['extends: sequence', "message: \"Name what '%s' refers to.\"", 'level: suggestion', 'tokens:', '  - pattern: following', '  - tag: NN|NNS|NNP|NNPS', '    negate: true', ''].join('\n'),
};

async function lint(files: Record<string, string | object>, withNotes = false) {
  const root = makeSite({ 'docs.json': docsJson, '.vale.ini': INI, ...STYLE, ...files });
  return brief(root, await lintWith(root, on), { withNotes });
}

describe('vale sequence type', () => {
  test('finds each sequence in sentences of the body and of components, with the tokens in the message', async () => {
    const page = [
      'Support would be glad help you.',
      '',
      "<Warning>The token's are rotated daily.</Warning>",
      '',
      'Data from the three regions is merged. Data from these four big new regions is merged.',
      '',
      '<Steps>',
      '  <Step title="Install">',
      '    Run the following: install it. Run the following command.',
      '  </Step>',
      '</Steps>',
      '',
      '```bash',
      'echo "it would be glad help"',
      '```',
      '',
    ].join('\n');
    const found = await lint({ 'page.mdx': page });
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'Team.ModalBe', ...positionOf(page, 'would be glad'), message: "Add 'to': 'be glad to help'." },
      { file: 'page.mdx', ruleId: 'Team.PluralApostrophe', ...positionOf(page, "token's"), message: "Write 'tokens', not 'token's'." },
      { file: 'page.mdx', ruleId: 'Team.DataPlural', ...positionOf(page, 'Data from the three'), message: "Use 'data' as a plural noun." },
      { file: 'page.mdx', ruleId: 'Team.Following', ...positionOf(page, 'following:'), message: "Name what 'following' refers to." },
    ]);
  });

  test('a tag compromise never gives is one notice at its line: the rule is partially supported and its other tokens still run', async () => {
    const rule = ['extends: sequence', "message: \"Foreign '%s'.\"", 'tokens:', '  - pattern: per', '  - tag: FW|NN', ''].join('\n');
    const found = await lint({ 'styles/Team/Foreign.yml': rule, 'page.mdx': 'Billing is per request.\n' }, true);
    expect(found).toEqual([
      { file: 'page.mdx', ruleId: 'Team.Foreign', line: 1, column: 12, message: "Foreign 'per'." },
      { file: 'styles/Team/Foreign.yml', ruleId: 'vale', line: 5, column: 1, message: "Team.Foreign is partially supported: docs-lint's tagger (compromise) never gives FW (foreign word), so a token that asks only for it never matches; the tags it serves are CC, CD, DT, EX, IN, JJ, JJR, JJS, MD, NN, NNP, NNPS, NNS, PDT, POS, PRP, PRP$, RB, RBR, RBS, RP, SYM, TO, UH, VB, VBD, VBG, VBN, VBP, VBZ, WDT, WP, WP$, WRB and punctuation." },
    ]);
  });
});

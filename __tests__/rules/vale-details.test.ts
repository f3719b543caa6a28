import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const INI = 'StylesPath = styles\nMinAlertLevel = suggestion\n\n[*.{md,mdx}]\nBasedOnStyles = Test\n';

async function lint(style: Record<string, string>, page: string) {
  const root = makeSite({ 'docs.json': docsJson, '.vale.ini': INI, ...style, 'page.mdx': page });
  return brief(root, await lintWith(root, { vale: 'error' }));
}

describe('vale: details of published styles', () => {
  test("proselint's DateSpacing (nonword) finds a time run into its number: 7a.m. and 7pm", async () => {
    const style = { 'styles/Test/DateSpacing.yml': "extends: existence\nmessage: \"It's standard to put a space before '%s'\"\nnonword: true\nlevel: error\ntokens:\n  - '\\d{1,2}[ap]\\.?m\\.?'\n" };
    const page = 'The train leaves at 7a.m. every day, and again at 7pm.\n';
    expect(await lint(style, page)).toEqual([
      { file: 'page.mdx', ruleId: 'Test.DateSpacing', ...positionOf(page, '7a.m.'), message: "It's standard to put a space before '7a.m.'" },
      // `m\.?` takes the sentence's period, as it does under Vale.
      { file: 'page.mdx', ruleId: 'Test.DateSpacing', ...positionOf(page, '7pm'), message: "It's standard to put a space before '7pm.'" },
    ]);
  });

  test("a substitution message that quotes '%s' quotes the replacement once", async () => {
    // proselint's DenizenLabels: `action: replace`, the message quoting the replacement alone.
    const style = { 'styles/Test/DenizenLabels.yml': "extends: substitution\nmessage: Did you mean '%s'?\nignorecase: false\naction:\n  name: replace\nswap:\n  (?:Hong Kongite|Hong Kongian): Hong Konger\n" };
    const page = 'He was definitely a Hong Kongite.\n';
    expect(await lint(style, page)).toEqual([{ file: 'page.mdx', ruleId: 'Test.DenizenLabels', ...positionOf(page, 'Hong Kongite'), message: "Did you mean 'Hong Konger'?" }]);
  });
});

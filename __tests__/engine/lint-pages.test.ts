import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite } from '../helpers/site-fixture.js';

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['good', 'tag', 'brace', 'binary'] }] };

describe('pages are parsed once as MDX', () => {
  test('invalid MDX is one fatal message at the parser\'s position, and the other pages still run', async () => {
    const root = makeSite({
      'docs.json': docsJson,
      'good.mdx': '---\ntitle: Good\n---\n\n## Fine\n',
      'tag.mdx': '---\ntitle: T\n---\n\nIntro.\n\n<Info>\n  Text\n<Info/>\n',
      'brace.md': '---\ntitle: B\n---\n\nSet {x + } here.\n',
      'binary.mdx': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]).toString('latin1'),
    });
    const results = await lintWith(root, { 'nav-no-orphan': 'warn' });
    expect(brief(root, results, { withNotes: true })).toEqual([
      { file: 'binary.mdx', ruleId: null, line: 1, column: 1, message: 'Not linted: it holds binary data (a NUL byte), not text.' },
      {
        file: 'brace.md',
        ruleId: null,
        line: 5,
        column: 10,
        message: 'This page is not valid MDX: Could not parse expression with acorn. A `{` in text starts a JavaScript expression in MDX: write `\\{` or put it in backticks.',
      },
      {
        file: 'tag.mdx',
        ruleId: null,
        line: 7,
        column: 1,
        message:
          'This page is not valid MDX: Expected a closing tag for `<Info>` (7:1-7:7). A `<` in text starts a tag in MDX: write `&lt;` or put it in backticks, and close every tag you open.',
      },
    ]);
    const tag = results.find((result) => result.filePath.endsWith('tag.mdx'))!;
    expect(tag.messages[0]).toMatchObject({ fatal: true, severity: 2 });
    expect(results.find((result) => result.filePath.endsWith('good.mdx'))!.messages).toEqual([]);
  });
});

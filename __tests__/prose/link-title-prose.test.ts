import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../src/page/parse-page.js';
import { PLACEHOLDER, proseOfChildren } from '../../src/prose/prose-text.js';
import type { MdNode } from '../../src/page/jsx-elements.js';
import { lintBrief } from '../helpers/site-fixture.js';

/** The prose the style rules read in the page's first paragraph. */
function firstParagraphProse(body: string): string | undefined {
  const source = `---\ntitle: Checks\ndescription: The checks we run.\n---\n\n${body}\n`;
  const tree = parsePage(source).tree as unknown as MdNode;
  const paragraph = tree.children!.find((node) => node.type === 'paragraph')!;
  return proseOfChildren(paragraph.children ?? [], source)?.text;
}

describe('link text that is a title is a name, not prose (issue 27, item 10)', () => {
  test('a link whose text is in Title Case is one object; a link in sentence case stays prose', () => {
    expect(firstParagraphProse('See [Root Account Certificates Should Be Rotated](/aws/rotate) for details.')).toBe(`See ${PLACEHOLDER} for details.`);
    expect(firstParagraphProse('Read [Rotate Keys in the Console](/keys) first.')).toBe(`Read ${PLACEHOLDER} first.`);
    expect(firstParagraphProse('See [the certificates should be rotated](/aws/rotate) for details.')).toBe('See the certificates should be rotated for details.');
    expect(firstParagraphProse('See [Rotation](/aws/rotate) for details.')).toBe('See Rotation for details.');
  });

  test('the style rules leave a title link alone and still read a sentence link', async () => {
    const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
    const page = '---\ntitle: Checks\ndescription: The checks we run.\n---\n\nSee [Root Account Certificates Should Be Rotated](/aws/rotate) for details.\n\nSee [the certificates should be rotated](/aws/rotate) for details.\n';
    const problems = await lintBrief({ 'docs.json': docsJson, 'page.mdx': page }, { 'style-active-voice': 'warn' });
    expect(problems.map((problem) => problem.line)).toEqual([8]);
  });

  test('a message that quotes a title link quotes its words, not its Markdown', async () => {
    const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
    const page = '---\ntitle: Checks\ndescription: The checks we run.\n---\n\nAll communication is governed by our [Code of Conduct](https://example.com/CODE.md).\n';
    const problems = await lintBrief({ 'docs.json': docsJson, 'page.mdx': page }, { 'style-active-voice': 'warn' });
    expect(problems.map((problem) => problem.message)).toEqual(['"is governed" is passive voice; make our Code of Conduct the subject: write "our Code of Conduct governs …".']);
  });
});

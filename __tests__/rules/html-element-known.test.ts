import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'html-element-known': 'warn' } as const;
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';
const lintPage = (body: string, components: string[] = []) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, rules, { components });
const removed = (name: string, instead: string) =>
  `<${name}> in a block of its own is removed by the site generator, with everything inside it: the live page does not show it. ${instead}`;

describe('html-element-known', () => {
  test('valid: the elements the generator keeps, and any element inside a line of text', async () => {
    const body = [
      '<div className="box">',
      '  <img src="/a.png" alt="A" />',
      '</div>',
      '',
      '<table>\n  <thead>\n    <tr>\n      <th>Key</th>\n    </tr>\n  </thead>\n</table>',
      '',
      '<svg viewBox="0 0 1 1">\n  <g>\n    <path d="M0 0" />\n  </g>\n</svg>',
      '',
      'Press <kbd>Enter</kbd>, <em>wait</em>, and see <details>inline</details> and <h5>small</h5>.',
      '',
      '<blockquote>A line of text, so a paragraph: kept.</blockquote>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a snippet imported under a lowercase name is replaced by its content; other lowercase elements are not', async () => {
    const body = [
      "import pyExample from '/snippets/py-example.mdx';",
      "import changelog_entry from './snippets/entry.md';",
      '',
      '<pyExample />',
      '',
      '<changelog_entry />',
      '',
      '<jsExample />',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'html-element-known', ...positionOf(head + body, '<jsExample />'), message: removed('jsExample', 'Put it inside a line of text, or use an element or component the generator keeps.') },
    ]);
  });

  test('invalid: details, blockquote, center, h5 and audio in blocks of their own; only the outermost is reported', async () => {
    const body = [
      '<details>',
      '<summary>More</summary>',
      '',
      'Hidden.',
      '</details>',
      '',
      '<blockquote>',
      '  Quoted.',
      '</blockquote>',
      '',
      '<center>',
      '  <img src="/a.png" alt="A" />',
      '</center>',
      '',
      '<h5>',
      'Deep',
      '</h5>',
      '',
      '<audio src="/a.mp3" />',
      '',
      '<figure>',
      '  <img src="/b.png" alt="B" />',
      '</figure>',
      '',
    ].join('\n');
    const page = head + body;
    const at = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'html-element-known', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      at('<details>', removed('details', 'Use <Accordion title="…"> for content that opens and closes.')),
      at('<blockquote>', removed('blockquote', 'Write a Markdown quote (> …) instead.')),
      at('<center>', removed('center', 'Write <div style={{ textAlign: "center" }}> instead.')),
      at('<h5>', removed('h5', 'Write a Markdown heading (##### …) instead.')),
      at('<audio', removed('audio', 'Link to the audio file, or use <video>, which the generator keeps.')),
      at('<figure>', removed('figure', 'Put it inside a line of text, or use an element or component the generator keeps.')),
    ]);
  });

  test('an element listed in components in the docs-lint config is not reported', async () => {
    expect(await lintPage('<details>\n\nx\n\n</details>\n', ['details'])).toEqual([]);
  });
});

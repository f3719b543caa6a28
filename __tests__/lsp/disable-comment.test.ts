import { describe, expect, it } from '@jest/globals';
import { disableLineComment } from '../../src/lsp/disable-comment.js';

const PAGE = ['---', 'title: Home', '---', '', '  Indented prose.', '', '```js', 'code();', '```', '', '| a | b |', '| - | - |', '', 'Last.'].join('\n');

describe('disableLineComment', () => {
  it('puts the directive above the line, with its indentation, in the syntax of MDX or Markdown', () => {
    expect(disableLineComment(PAGE, 5, 'spelling', false)).toEqual({ line: 4, text: '  {/* docs-lint-disable-next-line spelling */}\n' });
    expect(disableLineComment(PAGE, 14, 'spelling', true)).toEqual({ line: 13, text: '<!-- docs-lint-disable-next-line spelling -->\n' });
    expect(disableLineComment(PAGE.replace(/\n/g, '\r\n'), 14, 'spelling', true)?.text).toBe('<!-- docs-lint-disable-next-line spelling -->\r\n');
  });

  it('offers none in front matter, in a code block or in a table, where a comment line would change the page', () => {
    expect([2, 7, 8, 9, 11, 12].map((line) => disableLineComment(PAGE, line, 'spelling', false))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

import { afterEach, describe, expect, test } from '@jest/globals';
import { constructsToLeaveOut, parseMarkdownTree, setFullParse } from '../../src/page/page-processors.js';

afterEach(() => setFullParse(false));

/** The tree both ways: the fast path must build the full parse's tree, positions included. */
function bothWays(text: string): { fast: unknown; full: unknown } {
  setFullParse(false);
  const fast = parseMarkdownTree(text);
  setFullParse(true);
  const full = parseMarkdownTree(text);
  setFullParse(false);
  return { fast, full };
}

function typesOf(tree: unknown): string[] {
  const found: string[] = [];
  const stack = [tree as { type: string; children?: unknown[] }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    found.push(node.type);
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as never);
  }
  return found;
}

describe('the fast parse leaves out what a page cannot contain', () => {
  test('tables only where a `|` or a pipeless delimiter cell (`:-`, `-:`) occurs', () => {
    expect(constructsToLeaveOut('# Title\n\nPlain prose, no table.\n')).toEqual({ emailLiterals: true, tables: true });
    expect(constructsToLeaveOut('| a |\n| - |\n')).toEqual({ emailLiterals: true, tables: false });
    expect(constructsToLeaveOut('a\n:-\n')).toEqual({ emailLiterals: true, tables: false });
    expect(constructsToLeaveOut('a\n-:\n')).toEqual({ emailLiterals: true, tables: false });
  });

  test('a pipeless one-column table is still a table', () => {
    const { fast, full } = bothWays('a\n:-\nb\n');
    expect(typesOf(fast)).toEqual(['root', 'table', 'tableRow', 'tableCell', 'text', 'tableRow', 'tableCell', 'text']);
    expect(fast).toEqual(full);
  });

  test('an email in text is an email link, as in the full parse, in prose, emphasis and a table', () => {
    for (const text of ['Write to team@example.com today.\n', 'Write to *team@example.com*.\n', '| to |\n| - |\n| team@example.com |\n']) {
      const { fast, full } = bothWays(text);
      expect(typesOf(fast)).toContain('link');
      expect(fast).toEqual(full);
    }
  });

  test('an `@` outside text (code, a link destination, an attribute) keeps the fast tree, which equals the full one', () => {
    for (const text of [
      'Install `@scope/pkg` first.\n',
      '```js\nimport x from "@scope/pkg";\n```\n',
      'See [the docs](mailto:team@example.com).\n',
      '<Card href="https://example.com/@me" title="Me" />\n',
      'Words, then www.example.com and https://example.com/a_b_c.\n',
    ]) {
      const { fast, full } = bothWays(text);
      expect(fast).toEqual(full);
    }
  });

  test('an image alt with an `@` parses in full, as does invalid MDX', () => {
    const { fast, full } = bothWays('![mail a@b.co_x_](/i.png)\n');
    expect(fast).toEqual(full);
    expect(() => parseMarkdownTree('An {open brace.\n')).toThrow(/expression/);
  });
});

import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../src/page/parse-page.js';

/** The type and value of every math node of a page, in order. */
function mathOf(body: string): Array<[string, string]> {
  const parsed = parsePage(`---\ntitle: T\ndescription: D\n---\n\n${body}\n`);
  expect(parsed.fatal).toBeUndefined();
  const found: Array<[string, string]> = [];
  const stack: Array<{ type: string; value?: unknown; children?: unknown[] }> = [parsed.tree!];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'math' || node.type === 'inlineMath') found.push([node.type, String(node.value)]);
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as never);
  }
  return found;
}

describe('math, as the generator parses it (remark-math with its defaults)', () => {
  test('a $$ block and inline $…$ are math, and their braces are no expressions', () => {
    expect(mathOf('$$\n\\frac{1}{2} \\sum_{i=0}^{n} x_i\n$$\n\nThe ratio $\\frac{a}{b}$ holds.')).toEqual([
      ['math', '\\frac{1}{2} \\sum_{i=0}^{n} x_i'],
      ['inlineMath', '\\frac{a}{b}'],
    ]);
  });

  test('the same braces outside math are an expression that does not parse', () => {
    expect(mathOf('Half of it: $f(x) = {x^2 \\over 2}$.')).toEqual([['inlineMath', 'f(x) = {x^2 \\over 2}']]);
    expect(parsePage('Half of it: \\$f(x) = {x^2 \\over 2}\\$.\n').fatal?.message).toMatch(/^This page is not valid MDX: Could not parse expression/);
  });

  test('two prices in one paragraph are math too, as on the live site (single-dollar math is on)', () => {
    expect(mathOf('Plans cost $5 and $10 a month.')).toEqual([['inlineMath', '5 and ']]);
  });

  test('one dollar sign, or escaped ones, are text', () => {
    expect(mathOf('Plans start at $5 a month.')).toEqual([]);
    expect(mathOf('Pay \\$10 and \\$20 later.')).toEqual([]);
  });
});

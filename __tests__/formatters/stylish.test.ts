import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { stylish } from '../../src/formatters/stylish.js';
import { context, message, result, sampleResults } from './fixtures.js';

const ESC = '\u001b[';

describe('stylish formatter', () => {
  test('prints aligned rows per file and the summary, as plain text without colour', () => {
    expect(stylish(sampleResults(), context())).toBe(
      [
        '',
        'docs.json',
        '    3:5   error    Unknown key "foo"                 config/no-unknown-key',
        '   12:17  warning  Heading should use sentence case  page/heading-style',
        '  120:2   info     Consider an Oxford comma          style/oxford-comma',
        '',
        path.join('guides', 'broken.mdx'),
        '  7:1  error  Parsing error: Unexpected token',
        '',
        '\u2716 3 problems (2 errors, 1 warning)',
        '  0 errors and 1 warning potentially fixable with the `--fix` option.',
        '',
      ].join('\n'),
    );
  });

  test('is empty when there are no messages at all', () => {
    expect(stylish([], context())).toBe('');
    expect(stylish([result('clean.mdx', [])], context())).toBe('');
  });

  test('uses singular words and leaves out the fixable line when nothing is fixable', () => {
    const output = stylish([result('docs.json', [message({ message: 'Nope' })])], context());
    expect(output).toBe(
      ['', 'docs.json', '  1:1  error  Nope  config/no-unknown-key', '', '\u2716 1 problem (1 error, 0 warnings)', ''].join('\n'),
    );
  });

  test('shows info notes without counting them, so notes alone print no summary', () => {
    const output = stylish(
      [result('docs.json', [message({ ruleId: 'style/oxford-comma', severity: 0, message: 'Consider a comma' })])],
      context(),
    );
    expect(output).toBe(['', 'docs.json', '  1:1  info  Consider a comma  style/oxford-comma', '', ''].join('\n'));
    expect(output).not.toContain('problem');
  });

  test('counts fixable errors and warnings from the results', () => {
    const fix = { range: [0, 1] as [number, number], text: '' };
    const output = stylish(
      [
        result('docs.json', [
          message({ fix }),
          message({ line: 2, fix }),
          message({ line: 3, severity: 1, ruleId: 'page/heading-style', fix }),
        ]),
      ],
      context(),
    );
    expect(output).toContain('\u2716 3 problems (2 errors, 1 warning)\n');
    expect(output).toContain('  2 errors and 1 warning potentially fixable with the `--fix` option.\n');
  });

  test('colours severities, dims positions and rule ids, underlines the path when colour is on', () => {
    const output = stylish(sampleResults(), context({ color: true }));
    expect(output).toContain(ESC);
    expect(output).toContain(`${ESC}4mdocs.json${ESC}24m`);
    expect(output).toContain(`${ESC}31merror${ESC}39m`);
    expect(output).toContain(`${ESC}33mwarning${ESC}39m`);
    expect(output).toContain(`${ESC}2m3:5${ESC}22m`);
    expect(output).toContain(`${ESC}2mconfig/no-unknown-key${ESC}22m`);
    expect(output).toContain(`${ESC}1m${ESC}31m\u2716 3 problems`);
    // eslint-disable-next-line no-control-regex
    const plain = output.replace(/\u001b\[\d+m/g, '');
    expect(plain).toBe(stylish(sampleResults(), context()));
  });

  test('uses yellow for the summary when there are only warnings', () => {
    const output = stylish(
      [result('docs.json', [message({ severity: 1, ruleId: 'page/heading-style', message: 'Hm' })])],
      context({ color: true }),
    );
    expect(output).toContain(`${ESC}1m${ESC}33m\u2716 1 problem (0 errors, 1 warning)`);
  });

  test('makes paths relative to cwd and keeps files outside it reachable', () => {
    const outside = path.resolve(context().cwd, '..', 'other', 'docs.json');
    const output = stylish([result(outside, [message({ message: 'X' })])], context());
    expect(output.split('\n')[1]).toBe(path.join('..', 'other', 'docs.json'));
  });

  test('wraps a message too long for the terminal under itself, so the rule id stays on its row', () => {
    const long = 'This page is in no navigation entry of docs.json, so readers reach it only through a direct link. Add "guides/old-setup" to a group\'s pages, or delete the file if it is no longer needed.';
    const output = stylish([result('docs.json', [message({ message: long, ruleId: 'nav-no-orphan', severity: 1 }), message({ line: 12, column: 3, message: 'Short one.' })])], context({ columns: 80 }));
    expect(output).toBe(
      [
        '',
        'docs.json',
        '   1:1  warning  This page is in no navigation entry of   nav-no-orphan',
        '                 docs.json, so readers reach it only',
        '                 through a direct link. Add',
        '                 "guides/old-setup" to a group\'s pages,',
        '                 or delete the file if it is no longer',
        '                 needed',
        '  12:3  error    Short one                                config/no-unknown-key',
        '',
        '\u2716 2 problems (1 error, 1 warning)',
        '',
      ].join('\n'),
    );
    expect(Math.max(...output.split('\n').map((line) => line.length))).toBeLessThan(80);
  });

  test('without a width, wraps at 120 columns; a path or URL longer than the room is never cut, so it can be copied', () => {
    const url = `https://example.com/${'a'.repeat(150)}`;
    const output = stylish([result('docs.json', [message({ message: `Link ${url} is broken` })])], context());
    const lines = output.split('\n').filter((line) => line.startsWith('  '));
    // 120 columns less one, less the position and severity (14) and the rule id (2 + 21): 82 for the message.
    expect(lines).toEqual([`  1:1  error  Link${' '.repeat(78)}  config/no-unknown-key`, `${' '.repeat(14)}${url}`, `${' '.repeat(14)}is broken`]);
    // At 80 columns, the same: a path in the middle of a sentence stays whole.
    const path80 = 'guides/integrations/authentication/single-sign-on-with-okta-and-azure.mdx';
    const narrow = stylish([result('docs.json', [message({ message: `Page "${path80}" is in no navigation entry; add it to a group.`, ruleId: 'nav-no-orphan' })])], context({ columns: 80 }));
    expect(narrow.split('\n').some((line) => line.includes(`"${path80}"`))).toBe(true);
  });
});


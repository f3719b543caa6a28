import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ANNOTATIONS_PER_STEP, annotationOverflow, github } from '../../src/formatters/github.js';
import { context, CWD, message, result, sampleResults } from './fixtures.js';

describe('github formatter', () => {
  test('prints one workflow command per message, errors, warnings and notices', () => {
    expect(github(sampleResults(), context())).toBe(
      [
        '::error file=docs.json,line=3,col=5,endLine=3,endColumn=10,title=config/no-unknown-key::Unknown key "foo". (config/no-unknown-key)',
        '::warning file=docs.json,line=12,col=17,title=page/heading-style::Heading should use sentence case (page/heading-style)',
        '::notice file=docs.json,line=120,col=2,title=style/oxford-comma::Consider an Oxford comma. (style/oxford-comma)',
        '::error file=guides/broken.mdx,line=7,col=1,title=docs-lint::Parsing error: Unexpected token',
      ].join('\n'),
    );
  });

  test('prints nothing without messages', () => {
    expect(github([], context())).toBe('');
    expect(github([result('clean.mdx', [])], context())).toBe('');
  });

  test('escapes %, CR and LF in the message', () => {
    const output = github(
      [result('docs.json', [message({ ruleId: 'r', message: '100% sure\r\nline two: a, b %0A' })])],
      context(),
    );
    expect(output).toBe('::error file=docs.json,line=1,col=1,title=r::100%25 sure%0D%0Aline two: a, b %250A (r)');
  });

  test('escapes %, CR, LF, : and , in property values (file and title)', () => {
    const output = github(
      [result('odd,name: 50%\r\n.mdx', [message({ ruleId: 'x:y,z', severity: 1, message: 'm' })])],
      context(),
    );
    expect(output).toBe(
      '::warning file=odd%2Cname%3A 50%25%0D%0A.mdx,line=1,col=1,title=x%3Ay%2Cz::m (x:y,z)',
    );
  });

  test('uses POSIX paths relative to cwd, and leaves out unknown positions', () => {
    const output = github(
      [result(path.join('a', 'b', 'page.mdx'), [message({ ruleId: null, fatal: true, message: 'Bad', line: 0, column: 0 })])],
      context(),
    );
    expect(output).toBe('::error file=a/b/page.mdx,title=docs-lint::Bad');
  });

  test('with the lines a change touched: problems on them first, then the rest of the files it touched, then the others', () => {
    const results = [
      result('0.mdx', [message({ line: 4 })]),
      result('a.mdx', [message({ line: 1 }), message({ line: 5, endLine: 7 })]),
      result('b.mdx', [message({ line: 2 }), message({ line: 3, severity: 1, ruleId: 'w' })]),
      result('new.mdx', [message({ line: 9 })]),
    ];
    const touched = new Map<string, 'all' | Set<number>>([
      [path.join(CWD, 'b.mdx'), new Set([3])],
      [path.join(CWD, 'a.mdx'), new Set([6])],
      [path.join(CWD, 'new.mdx'), 'all'],
    ]);
    const order = (output: string) => output.split('\n').map((line) => line.match(/file=([^,]+),line=(\d+)/)!.slice(1).join(':'));
    expect(order(github(results, context({ changedLines: (file) => touched.get(file) })))).toEqual(['a.mdx:5', 'b.mdx:3', 'new.mdx:9', 'a.mdx:1', 'b.mdx:2', '0.mdx:4']);
    // Without them: file order, as before.
    expect(order(github(results, context()))).toEqual(['0.mdx:4', 'a.mdx:1', 'a.mdx:5', 'b.mdx:2', 'b.mdx:3', 'new.mdx:9']);
  });

  test('counts the problems GitHub leaves out: past the first ten of each kind', () => {
    const many = (count: number, severity: 1 | 2) => Array.from({ length: count }, (_, i) => message({ line: i + 1, severity }));
    const results = [result('a.mdx', [...many(12, 2), ...many(3, 1)]), result('b.mdx', many(9, 1))];
    expect(ANNOTATIONS_PER_STEP).toBe(10);
    expect(annotationOverflow(results)).toEqual({ notAnnotated: 4, errors: 12, warnings: 12 });
    const touched = new Set([1, 2]);
    expect(annotationOverflow(results, (file) => (file.endsWith('b.mdx') ? touched : undefined))).toEqual({ notAnnotated: 4, errors: 12, warnings: 12, onChangedLines: 2 });
    expect(annotationOverflow([result('a.mdx', many(10, 2))])).toEqual({ notAnnotated: 0, errors: 10, warnings: 0 });
  });
});

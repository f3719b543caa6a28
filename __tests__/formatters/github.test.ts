import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { github } from '../../src/formatters/github.js';
import { context, message, result, sampleResults } from './fixtures.js';

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
});

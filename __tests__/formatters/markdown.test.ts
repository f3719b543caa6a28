import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { FIRST_PROBLEMS, markdown } from '../../src/formatters/markdown.js';
import { context, CWD, message, result, sampleResults, withBaselined } from './fixtures.js';

const DOCS = 'https://github.com/docs-lint/docs-lint/blob/main/docs/rules';

describe('markdown formatter', () => {
  test('prints the counts, the rules that report most and the problems, errors first, linked to their lines', () => {
    expect(markdown(sampleResults(), context())).toBe(
      [
        '### docs-lint',
        '',
        '**✖ 3 problems** (2 errors, 1 warning) in 2 of 3 files checked; 1 fixable with `--fix`.',
        '',
        '| Rule | Errors | Warnings |',
        '| :- | -: | -: |',
        `| [config/no-unknown-key](${DOCS}/config/no-unknown-key.mdx) | 1 | 0 |`,
        `| [page/heading-style](${DOCS}/page/heading-style.mdx) | 0 | 1 |`,
        '| parse error | 1 | 0 |',
        '',
        '| File | Severity | Problem | Rule |',
        '| :- | :- | :- | :- |',
        `| [docs.json:3](docs.json#L3) | error | Unknown key "foo". | [config/no-unknown-key](${DOCS}/config/no-unknown-key.mdx) |`,
        '| [guides/broken.mdx:7](guides/broken.mdx#L7) | error | Parsing error: Unexpected token | parse error |',
        `| [docs.json:12](docs.json#L12) | warning | Heading should use sentence case | [page/heading-style](${DOCS}/page/heading-style.mdx) |`,
        '',
      ].join('\n'),
    );
  });

  test('a clean run says how many files it checked', () => {
    expect(markdown([result('docs.json', []), result('a.mdx', [])], context())).toBe('### docs-lint\n\n✓ 2 files checked, no problems.\n');
  });

  test('links point at the commit on GitHub when the run knows it, relative to the repository root', () => {
    const output = markdown([result('guides/a b.mdx', [message({ line: 4 })])], context({ sourceLinks: { base: 'https://github.com/o/r/blob/abc123/', root: path.dirname(CWD) } }));
    expect(output).toContain(`| [guides/a b.mdx:4](https://github.com/o/r/blob/abc123/${path.basename(CWD)}/guides/a%20b.mdx#L4) | error |`);
  });

  test('escapes what would break the table or turn into HTML, and keeps code spans as code', () => {
    const output = markdown([result('a.mdx', [message({ message: 'Use `a | b` in <Frame> or x | y, not *this*.' })])], context());
    expect(output).toContain('| [a.mdx:1](a.mdx#L1) | error | Use `a \\| b` in \\<Frame> or x \\| y, not \\*this\\*. |');
  });

  test('a message that names code fences keeps each fence as code, not one span from fence to fence', () => {
    const output = markdown([result('a.mdx', [message({ message: 'Name the language after the opening ```, such as ```bash.' })])], context());
    expect(output).toContain('| [a.mdx:1](a.mdx#L1) | error | Name the language after the opening ` ``` `, such as ` ```bash `. |');
  });

  test('lists the first problems only, and says how many more there are', () => {
    const messages = Array.from({ length: FIRST_PROBLEMS + 3 }, (_, i) => message({ line: i + 1 }));
    const output = markdown([result('docs.json', messages)], context());
    expect(output).toContain(`[docs.json:${FIRST_PROBLEMS}](docs.json#L${FIRST_PROBLEMS})`);
    expect(output).not.toContain(`[docs.json:${FIRST_PROBLEMS + 1}]`);
    expect(output.endsWith('…and 3 more problems. Run docs-lint with `--format html` for a report of every page.\n')).toBe(true);
  });

  test('a baseline does not make a site clean: the baselined problems are counted apart, by rule and by file', () => {
    const heading = message({ ruleId: 'page/heading-style', severity: 1, message: 'Heading' });
    const old = [withBaselined(result('a.mdx', []), [message(), message(), heading]), withBaselined(result('b.mdx', []), [heading])];
    expect(markdown([...old, result('c.mdx', [])], context())).toBe(
      [
        '### docs-lint',
        '',
        '✓ 3 files checked, no new problems; 4 problems in the baseline.',
        '',
        '| Rule | Errors | Warnings | In the baseline |',
        '| :- | -: | -: | -: |',
        `| [config/no-unknown-key](${DOCS}/config/no-unknown-key.mdx) | 0 | 0 | 2 |`,
        `| [page/heading-style](${DOCS}/page/heading-style.mdx) | 0 | 0 | 2 |`,
        '',
        'Problems in the baseline, by file:',
        '',
        '| File | In the baseline |',
        '| :- | -: |',
        '| [a.mdx](a.mdx) | 3 |',
        '| [b.mdx](b.mdx) | 1 |',
        '',
      ].join('\n'),
    );
    // With a new problem: the headline counts it alone, and the baselined ones beside it.
    const mixed = markdown([...old, result('c.mdx', [message({ line: 2 })])], context());
    expect(mixed).toContain('**✖ 1 problem** (1 error, 0 warnings) in 1 of 3 files checked; 4 more in the baseline.\n');
    expect(mixed).toContain(`| [config/no-unknown-key](${DOCS}/config/no-unknown-key.mdx) | 1 | 0 | 2 |`);
    expect(mixed).toContain('| [c.mdx:2](c.mdx#L2) | error | Unknown key "foo". |');
    // Many files: the ten with most, and where to see the rest.
    const many = Array.from({ length: 12 }, (_, i) => withBaselined(result(`p${String(i).padStart(2, '0')}.mdx`, []), Array.from({ length: 12 - i }, () => message())));
    const cut = markdown(many, context());
    expect(cut).toContain('The 10 files with the most problems in the baseline:');
    expect(cut).toContain('| [p00.mdx](p00.mdx) | 12 |');
    expect(cut).not.toContain('p10.mdx');
    expect(cut.endsWith('2 more files hold the other 3. Run docs-lint with `--no-baseline` to see every problem.\n')).toBe(true);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';
import { FM, runJson, writeRaw } from './hostile-site.js';

/** A page with one problem of its own, to show that pages are still linted when docs.json is broken. */
const PAGE = { 'page.mdx': `${FM}# Setup\n` };
const pageProblem = { file: 'page.mdx', ruleId: 'heading-start-level', line: 6, column: 1 };

const lintConfig = async (text: string | Buffer) => {
  const root = makeSite(PAGE);
  writeRaw(root, 'docs.json', text);
  const run = await runJson(root, ['--preset', 'recommended']);
  return { code: run.code, reported: run.reported.map(({ file, ruleId, line, column, message }) => ({ file, ruleId, line, column, message })) };
};

const notObject = (what: string, endLine = 1) => ({
  file: 'docs.json',
  ruleId: 'config-schema',
  line: 1,
  column: 1,
  message: `docs.json must be a JSON object holding the site settings, not ${what}. Wrap the settings in \`{ ... }\`, with at least \`name\` and \`navigation\`.`,
  endLine,
});

describe('a hostile docs.json: one diagnostic where it goes wrong, exit 1, and the pages still run', () => {
  test('empty', async () => {
    expect(await lintConfig('')).toEqual({
      code: 1,
      reported: [{ file: 'docs.json', ruleId: null, line: 1, column: 1, message: 'docs.json is empty: it must hold a JSON object with at least "name" and "navigation".' }, { ...pageProblem, message: expect.any(String) }],
    });
    expect((await lintConfig(' \n\t\n')).reported[0].message).toMatch(/^docs\.json is empty/);
  });

  test('null, an array, a number', async () => {
    const { endLine: _null, ...isNull } = notObject('null');
    const { endLine: _array, ...isArray } = notObject('an array');
    const { endLine: _number, ...isNumber } = notObject('a number');
    expect(await lintConfig('null')).toEqual({ code: 1, reported: [isNull, { ...pageProblem, message: expect.any(String) }] });
    expect(await lintConfig('[{"group": "A", "pages": ["page"]}]')).toEqual({ code: 1, reported: [isArray, { ...pageProblem, message: expect.any(String) }] });
    expect(await lintConfig('42\n')).toEqual({ code: 1, reported: [isNumber, { ...pageProblem, message: expect.any(String) }] });
  });

  test('50 MB: not read, one error at 1:1', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, ' ');
    Buffer.from('{"name": "S", "navigation": []}').copy(big);
    expect(await lintConfig(big)).toEqual({
      code: 1,
      reported: [
        { file: 'docs.json', ruleId: null, line: 1, column: 1, message: 'docs.json is 50.0 MB, over the 10 MB docs-lint reads: a site config is a few kilobytes. Is this the right file?' },
        { ...pageProblem, message: expect.any(String) },
      ],
    });
  });

  test('nested 10,000 deep: one error at the bracket that goes past 1,000 levels', async () => {
    const deep = (open: string, close: string) => `{\n  "name": "S",\n  "navigation": ${open.repeat(10_000)}${close.repeat(10_000)}\n}\n`;
    const message = 'docs.json nests arrays and objects more than 1000 levels deep here, so docs-lint does not read it: a site config needs about ten. Is the file generated wrongly?';
    expect(await lintConfig(deep('[', ']'))).toEqual({ code: 1, reported: [{ file: 'docs.json', ruleId: null, line: 3, column: 17 + 999, message }, { ...pageProblem, message: expect.any(String) }] });
    // Objects too, and brackets inside strings do not count.
    const objects = `{\n  "name": "[[[[{{{{",\n  "navigation": ${'{"a": '.repeat(10_000)}1${'}'.repeat(10_000)}\n}\n`;
    expect((await lintConfig(objects)).reported[0]).toEqual({ file: 'docs.json', ruleId: null, line: 3, column: 17 + 999 * 6, message });
    // 500 levels is deep but readable: the rules run on it.
    const readable = `{"name": "S", "navigation": ${'[{"group": "G", "pages": '.repeat(499)}["page"]${'}]'.repeat(499)}}`;
    expect(await lintConfig(readable)).toEqual({ code: 1, reported: [{ ...pageProblem, message: expect.any(String) }] });
  });

  test('not valid UTF-8: a warning at the byte, the config is still linted, and --fix does not write it', async () => {
    const bytes = Buffer.concat([Buffer.from('{\n  "name": "Caf'), Buffer.from([0xe9]), Buffer.from('",\n  "navigation": [{ "group": "A", "pages": ["page.mdx"] }]\n}\n')]);
    const root = makeSite(PAGE);
    writeRaw(root, 'docs.json', bytes);
    const expected = [
      {
        file: 'docs.json',
        ruleId: null,
        line: 2,
        column: 15,
        message: 'This file is not valid UTF-8: byte 0xE9 here is not part of any character, so docs-lint reads it (and any like it) as \uFFFD. Save the file as UTF-8; until then --fix leaves it as it is.',
      },
      { file: 'docs.json', ruleId: 'nav-page-exists', line: 3, column: 44, message: expect.stringMatching(/includes its file extension/) },
      { ...pageProblem, message: expect.any(String) },
    ];
    const pick = (run: Awaited<ReturnType<typeof runJson>>) => run.reported.map(({ file, ruleId, line, column, message }) => ({ file, ruleId, line, column, message }));
    expect(pick(await runJson(root, ['--preset', 'recommended']))).toEqual(expected);
    await runJson(root, ['--preset', 'recommended', '--fix']);
    expect(fs.readFileSync(path.join(root, 'docs.json')).equals(bytes)).toBe(true);
  });
});

describe('regressions found by fuzzing', () => {
  test('a CR on its own ends a line: the invalid-UTF-8 warning after it is on the next line', async () => {
    const root = makeSite(PAGE);
    writeRaw(root, 'docs.json', Buffer.concat([Buffer.from('{\r"name": "'), Buffer.from([0xfc]), Buffer.from('",\r"navigation": [{"group": "A", "pages": ["page"]}]}\n')]));
    const run = await runJson(root, ['--preset', 'recommended']);
    expect(run.reported.filter((problem) => problem.file === 'docs.json')).toEqual([
      { file: 'docs.json', ruleId: null, severity: 1, line: 2, column: 10, message: expect.stringMatching(/^This file is not valid UTF-8: byte 0xFC here/) },
    ]);
  });
});

describe('regressions found by fuzzing: raw control characters in strings', () => {
  // The JSON parser took a raw line break inside a string without counting the line, so every
  // position after it was off (a report ended past the end of its line).
  test.each([
    ['a line break', '{\n  "name": "S",\n  "logo": { "dark": "/logo/d\n## ark.svg" },\n  "navigation": []\n}\n', 3, 29, 'a line break here, which JSON does not allow; end the string on its line, or write the line break as \\n.'],
    ['a CRLF line break', '{\r\n  "name": "S\r\n"\r\n}\r\n', 2, 13, 'a line break here, which JSON does not allow; end the string on its line, or write the line break as \\n.'],
    ['a tab', '{\n  "name": "A\tB",\n  "navigation": []\n}\n', 2, 13, 'a tab here, which JSON does not allow; write it as \\t.'],
    ['an escaped line break', '{\n  "name": "A\\\nB"\n}\n', 2, 14, 'a line break here, which JSON does not allow; end the string on its line, or write the line break as \\n.'],
  ])('%s: one fatal error at the character', async (_label, text, line, column, what) => {
    expect((await lintConfig(text)).reported[0]).toEqual({ file: 'docs.json', ruleId: null, line, column, message: `docs.json is not valid JSON: a string holds ${what}` });
  });
});

describe('an invalid docs-lint config: docs-lint cannot run, so exit 2 and one line naming the file', () => {
  const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
  const run = async (configText: string) => {
    const root = makeSite({ 'docs.json': docsJson, ...PAGE, 'docs-lint.config.json': configText });
    const result = await cli([], root);
    return { code: result.code, stdout: result.stdout, stderr: result.stderr.replace(root, '<root>') };
  };

  test.each([
    ['empty', '', '<root>/docs-lint.config.json:1:1: not valid JSON: the file ends too early; is a closing brace or bracket missing?'],
    ['a bad severity', '{ "rules": { "nav-page-exists": "loud" } }', expect.stringMatching(/^<root>\/docs-lint\.config\.json: .*nav-page-exists/)],
    ['an array', '[]', '<root>/docs-lint.config.json: the config is an array; it must be an object such as { "extends": "recommended" }.'],
    ['null', 'null', '<root>/docs-lint.config.json: the config is null; it must be an object such as { "extends": "recommended" }.'],
    ['a number', '42', '<root>/docs-lint.config.json: the config is a number; it must be an object such as { "extends": "recommended" }.'],
    ['rules of the wrong type', '{ "rules": 5 }', '<root>/docs-lint.config.json: `rules` must be object. Allowed keys: extends, rules, ignores, components, overrides, externalLinks.'],
    ['an unknown preset', '{ "extends": "nonsense" }', expect.stringMatching(/^<root>\/docs-lint\.config\.json: unknown preset "nonsense"/)],
    ['nested 10,000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, '<root>/docs-lint.config.json:1:1: not valid JSON: it nests arrays and objects thousands of levels deep, too deep to read; no config needs more than a few levels.'],
  ])('%s', async (_label, configText, line) => {
    const result = await run(configText);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0].replace(/^docs-lint: /, '')).toEqual(line);
  });
});

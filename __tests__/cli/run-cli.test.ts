import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { allRules } from '../../rules/index.js';
import { makeSite } from '../helpers/site-fixture.js';
import { cli } from '../helpers/run-cli.js';

const clean = { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] };
/** A page every page rule accepts. */
const PAGE = '---\ntitle: A page\ndescription: What the page is for.\n---\n\nText.\n';

describe('docs-lint command line', () => {
  test('a clean site: exit 0 and one summary line', async () => {
    const root = makeSite({ 'docs.json': clean, 'a.mdx': PAGE });
    expect(await cli([root], '/')).toEqual({ code: 0, stdout: '\u2713 2 files checked, no problems\n', stderr: '' });
  });

  test('the directory defaults to the current folder', async () => {
    const root = makeSite({ 'docs.json': clean });
    const run = await cli(['--format', 'json'], root);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)[0].messages[0].ruleId).toBe('nav-page-exists');
  });

  test('errors: exit 1 with stylish output naming file, line, column and rule', async () => {
    const root = makeSite({ 'docs.json': '{\n  "name": "S",\n  "navigation": [{ "group": "A", "pages": ["missing"] }]\n}\n' });
    const run = await cli(['.', '--no-color'], root);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        '',
        'docs.json',
        // Wrapped at 120 columns (no terminal, no COLUMNS) so the rule id stays on the row.
        '  3:44  error  Navigation page "missing" has no file: neither missing.mdx nor missing.md exists under   nav-page-exists',
        '               the site root. Create the page, or fix the path',
        '',
        '✖ 1 problem (1 error, 0 warnings)',
        '',
      ].join('\n'),
    );
  });

  test('warnings: exit 0, or 1 past --max-warnings; --quiet drops them', async () => {
    const root = makeSite({ 'docs.json': clean, 'a.mdx': PAGE, 'orphan.mdx': PAGE });
    expect((await cli([root], '/')).code).toBe(0);
    const over = await cli([root, '--max-warnings', '0'], '/');
    expect(over.code).toBe(1);
    expect(over.stderr).toBe('docs-lint found 1 warnings, more than --max-warnings 0.\n');
    expect(await cli([root, '--quiet'], '/')).toEqual({ code: 0, stdout: '\u2713 3 files checked, no errors\n', stderr: '' });
  });

  test('--rule turns a rule off or up; --preset replaces the config\'s extends', async () => {
    const root = makeSite({ 'docs.json': clean, 'a.mdx': PAGE, 'orphan.mdx': PAGE });
    expect((await cli([root, '--rule', 'nav-no-orphan:error'], '/')).code).toBe(1);
    expect((await cli([root, '--rule', 'nav-no-orphan:off', '--max-warnings', '0'], '/')).code).toBe(0);
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), JSON.stringify({ rules: { 'nav-no-orphan': 'error' } }));
    expect((await cli([root], '/')).code).toBe(1);
    expect((await cli([root, '--preset', 'style'], '/')).code).toBe(1);
  });

  test('--output-file writes the report and prints nothing', async () => {
    const root = makeSite({ 'docs.json': clean });
    const run = await cli(['--format', 'github', '--output-file', 'report.txt'], root);
    expect(run).toEqual({ code: 1, stdout: '', stderr: '' });
    expect(fs.readFileSync(path.join(root, 'report.txt'), 'utf8')).toMatch(/^::error file=docs\.json,line=7,col=9,endLine=7,endColumn=12,title=nav-page-exists::Navigation page "a" has no file/);
  });

  test('broken JSON: one fatal message at the parser\'s position, exit 1, no stack trace', async () => {
    const text = '{\n  "name": "S"\n  "navigation": []\n}\n';
    const root = makeSite({ 'docs.json': text });
    const run = await cli(['--format', 'json'], root);
    expect(run.code).toBe(1);
    const result = JSON.parse(run.stdout).find((r: { filePath: string }) => /(docs|mint)\.json$/.test(r.filePath));
    expect(result.messages).toEqual([
      {
        ruleId: null,
        severity: 2,
        fatal: true,
        message: 'docs.json is not valid JSON: a value starts where a comma or closing bracket was expected; is a comma missing before it?',
        line: 3,
        column: 3,
      },
    ]);
    expect(result.fatalErrorCount).toBe(1);
    expect(run.stderr).toBe('');
  });

  test('mint.json is read when there is no docs.json, with one info note', async () => {
    const root = makeSite({ 'mint.json': clean, 'a.mdx': PAGE });
    const run = await cli(['--format', 'json'], root);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout).find((r: { filePath: string }) => /(docs|mint)\.json$/.test(r.filePath));
    expect(result.filePath).toBe(path.join(root, 'mint.json'));
    expect(result.messages).toEqual([
      { ruleId: null, severity: 0, message: 'This site uses the legacy config name mint.json; docs.json is the current name and is read first when both exist.', line: 1, column: 1 },
    ]);
    expect(result.errorCount + result.warningCount).toBe(0);
  });

  test('usage and config problems: exit 2 with one clear line on stderr', async () => {
    const root = makeSite({ 'docs.json': clean, 'a.mdx': PAGE });
    expect(await cli(['--bogus'], root)).toEqual({ code: 2, stdout: '', stderr: "docs-lint: Unknown option '--bogus'. Run `docs-lint --help` for the options.\n" });
    expect(await cli(['--format', 'xml'], root)).toEqual({ code: 2, stdout: '', stderr: 'docs-lint: --format "xml": choose one of stylish, json, github, sarif, html, markdown, junit, or give the path of a formatter module (./my-formatter.mjs).\n' });
    expect(await cli(['--rule', 'nav-page-exist:off'], root)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint: --rule: unknown rule "nav-page-exist"; did you mean "nav-page-exists"? Run `docs-lint --list-rules` to see every rule.\n',
    });
    expect((await cli(['no-such-dir'], root)).stderr).toBe('docs-lint: no-such-dir is not a directory: give the folder that holds docs.json.\n');
    const empty = makeSite({ 'README.md': '' });
    const missing = await cli([empty], '/');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`docs-lint: No docs.json (or legacy mint.json) in ${empty} or in the folders below it (node_modules and dot-folders aside, 4 levels deep). Run docs-lint in your docs root, or pass it: docs-lint path/to/docs\n`);
  });

  test('an invalid docs-lint config file: exit 2 naming the file and the problem', async () => {
    const root = makeSite({ 'docs.json': clean, 'a.mdx': PAGE, 'docs-lint.config.json': '{ "extends": "recomended" "rules": {} }' });
    const broken = await cli([root], '/');
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe(`docs-lint: ${path.join(root, 'docs-lint.config.json')}:1:27: not valid JSON: a value starts where a comma or closing bracket was expected; is a comma missing before it?\n`);
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), '{ "extends": "recomended" }');
    expect((await cli([root], '/')).stderr).toBe(
      `docs-lint: ${path.join(root, 'docs-lint.config.json')}: unknown preset "recomended"; did you mean "recommended"? Presets: recommended, strict, style, prose, all.\n`,
    );
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), '{ "rules": { "nav-no-orphan": ["warn", { "ignore": "x" }] } }');
    expect((await cli([root], '/')).stderr).toMatch(/options of rule "nav-no-orphan": `ignore` must be array\. See https:\/\//);
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), '{ "rule": {} }');
    expect((await cli([root], '/')).stderr).toMatch(/: unknown key `rule`; did you mean `rules`\? Allowed keys: extends, rules, ignores, components, overrides, externalLinks\.\n$/);
  });

  test('a docs-lint.config.mjs default export is read', async () => {
    const root = makeSite({ 'docs.json': clean, 'a.mdx': PAGE, 'orphan.mdx': PAGE, 'docs-lint.config.mjs': "export default { rules: { 'nav-no-orphan': 'error' } };\n" });
    expect((await cli([root], '/')).code).toBe(1);
  });

  test('--print-config shows presets merged with the config file', async () => {
    const root = makeSite({ 'docs.json': clean, 'docs-lint.config.json': { extends: 'strict', rules: { 'nav-no-orphan': 'off' }, components: ['Chart'] } });
    const run = await cli(['--print-config'], root);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(printed.extends).toEqual(['strict']);
    expect(printed.components).toEqual(['Chart']);
    expect(printed.rules['nav-no-orphan']).toEqual({ severity: 'off', options: { ignore: [] } });
    expect(printed.rules['nav-no-duplicate'].severity).toBe('error');
  });

  test('--list-rules lists every rule; --version and --help print', async () => {
    const list = await cli(['--list-rules'], '/');
    expect(list.stdout.split('\n')[0]).toMatch(/^rule\s+category\s+recommended\s+fix\s+description$/);
    for (const rule of allRules) expect(list.stdout).toContain(rule.meta.id);
    expect((await cli(['--version'], '/')).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect((await cli(['--help'], '/')).stdout).toContain('Usage: docs-lint [dir] [options]');
  });

  test('nothing on disk changes without --fix', async () => {
    const text = '{"name": "S", "navigation": [{"group": "A", "pages": ["a.mdx"]}]}';
    const root = makeSite({ 'docs.json': text, 'a.mdx': PAGE });
    const before = fs.readdirSync(root).sort();
    expect((await cli([root, '--format', 'sarif'], '/')).code).toBe(1);
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe(text);
    expect(fs.readdirSync(root).sort()).toEqual(before);
    expect((await cli([root, '--fix'], '/')).code).toBe(0);
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe('{"name": "S", "navigation": [{"group": "A", "pages": ["a"]}]}');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { HELP_TEXT } from '../../src/cli/help-text.js';
import { CLI_OPTIONS } from '../../src/cli/parse-cli-args.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const head = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;
const NAV = { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b'] }] };

function site(extra: Record<string, string | object> = {}): string {
  return makeSite({ 'docs.json': NAV, 'a.mdx': `${head('A')}See [one](/gone).\n`, 'b.mdx': `${head('B')}Text.\n`, ...extra });
}

describe('--output-file that cannot be written: a clear error, exit 2, never a hang or an internal error', () => {
  test('a path under a file, or a folder, is refused before the run', async () => {
    const root = site({ 'notes.txt': 'a file' });
    expect(await cli(['.', '-o', 'notes.txt/report.txt'], root)).toEqual({ code: 2, stdout: '', stderr: `docs-lint: --output-file notes.txt/report.txt: ${path.join(root, 'notes.txt')} is a file, not a folder, so the report cannot go under it.\n` });
    expect(await cli(['.', '-o', 'notes.txt/deeper/report.txt'], root)).toMatchObject({ code: 2 });
    fs.mkdirSync(path.join(root, 'out'));
    expect(await cli(['.', '-o', 'out'], root)).toEqual({ code: 2, stdout: '', stderr: `docs-lint: --output-file out: that is a folder; name a file in it, such as ${path.join('out', 'docs-lint-report.txt')}.\n` });
  });

  test('a place the system refuses (/proc): the reason, at once', async () => {
    const root = site();
    const started = Date.now();
    expect(await cli(['.', '-o', '/proc/docs-lint/report.txt'], root)).toEqual({ code: 2, stdout: '', stderr: 'docs-lint: --output-file /proc/docs-lint/report.txt: the report could not be written to /proc/docs-lint (nothing can be created there).\n' });
    expect(await cli(['.', '-o', '/proc/version'], root)).toEqual({ code: 2, stdout: '', stderr: 'docs-lint: --output-file /proc/version: the report could not be written to /proc/version (the system refused the write).\n' });
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  test('missing folders are made, one after the other', async () => {
    const root = site();
    expect((await cli(['.', '-o', 'reports/ci/today/report.txt'], root)).code).toBe(1);
    expect(fs.readFileSync(path.join(root, 'reports/ci/today/report.txt'), 'utf8')).toContain('link-internal-exists');
  });
});

test('--max-warnings -1, as the error text suggests, means no limit', async () => {
  const root = site({ 'docs-lint.config.json': { rules: { 'link-internal-exists': 'warn' } } });
  expect((await cli(['.', '--max-warnings', '0'], root)).code).toBe(1);
  expect((await cli(['.', '--max-warnings', '-1'], root)).code).toBe(0);
  expect((await cli(['.', '--max-warnings=-1'], root)).code).toBe(0);
  expect((await cli(['.', '--max-warnings', '-2'], root)).stderr).toBe('docs-lint: --max-warnings "-2": give a whole number of warnings (0 or more; -1 for no limit).\n');
});

test('--baseline-write on named files counts what it recorded, and says what the whole file holds', async () => {
  const root = site();
  await cli(['.', '--baseline-write'], root);
  fs.writeFileSync(path.join(root, 'b.mdx'), `${head('B')}See [two](/lost) and [three](/missing).\n`);
  expect(await cli(['b.mdx', '--baseline-write'], root)).toEqual({
    code: 0,
    stdout: '✓ 1 file checked, no new problems (2 in the baseline)\n',
    stderr: 'docs-lint: recorded 2 problems in 1 file in .docs-lint-baseline.json (it holds 3 problems in 2 files); later runs report only new problems.\n',
  });
});

describe('config file names', () => {
  test('.docs-lintrc.yaml is read, and a mistake in it is named at its line and column', async () => {
    const root = site({ '.docs-lintrc.yaml': '# The link checker warns only.\nrules:\n  link-internal-exists: warn\n' });
    expect((await cli(['.'], root)).code).toBe(0);
    const printed = JSON.parse((await cli(['--print-config'], root)).stdout);
    expect(printed.configFile).toBe(path.join(root, '.docs-lintrc.yaml'));
    expect(printed.rules['link-internal-exists'].severity).toBe('warn');
    fs.writeFileSync(path.join(root, '.docs-lintrc.yaml'), 'rules:\n  link-internal-exists: [warn\n');
    expect(await cli(['.'], root)).toEqual({ code: 2, stdout: '', stderr: expect.stringMatching(new RegExp(`^docs-lint: ${path.join(root, '.docs-lintrc.yaml').replace(/[.]/g, '\\.')}:3:1: not valid YAML: .+\\.\\n$`)) });
    fs.writeFileSync(path.join(root, '.docs-lintrc.yaml'), '- a list\n');
    expect((await cli(['.'], root)).stderr).toBe(`docs-lint: ${path.join(root, '.docs-lintrc.yaml')}: the config is an array; it must be an object such as { "extends": "recommended" }.\n`);
  });

  test('a name docs-lint does not read is said so, with the names it reads', async () => {
    const root = site({ '.docs-lintrc.toml': 'extends = "strict"\n' });
    const run = await cli(['.'], root);
    expect(run.stderr).toBe(
      'docs-lint: .docs-lintrc.toml is not read: docs-lint reads its config from docs-lint.config.json, docs-lint.config.jsonc, docs-lint.config.yaml, docs-lint.config.yml, docs-lint.config.mjs, docs-lint.config.js, .docs-lintrc.json, .docs-lintrc.yaml, .docs-lintrc.yml, .docs-lintrc.\n',
    );
  });
});

test('--help lists every option the command line takes, --color among them', () => {
  for (const name of Object.keys(CLI_OPTIONS)) expect(`${name}: ${HELP_TEXT.includes(`--${name}`)}`).toBe(`${name}: true`);
  expect(HELP_TEXT).toMatch(/^ {6}--color {14}Colours even when the output is not a terminal/m);
});

test('--help and the command-line reference name every command (init, mv, lsp), each with its own --help', async () => {
  const dispatched = [...fs.readFileSync(path.join(REPO, 'src', 'cli', 'run-cli.ts'), 'utf8').matchAll(/argv\[0\] === '([a-z]+)'/g)].map((match) => match[1]);
  expect(dispatched.sort()).toEqual(['init', 'lsp', 'mv']);
  const reference = fs.readFileSync(path.join(REPO, 'docs', 'cli.mdx'), 'utf8');
  for (const command of dispatched) {
    expect(HELP_TEXT).toMatch(new RegExp(`^ {7}docs-lint ${command} `, 'm'));
    expect(HELP_TEXT).toMatch(new RegExp(`^ {2}${command} `, 'm'));
    expect(reference).toMatch(new RegExp(`^docs-lint ${command} `, 'm'));
    const help = await cli([command, '--help'], '/');
    expect([command, help.code, help.stdout.startsWith(`Usage: docs-lint ${command} `)]).toEqual([command, 0, true]);
  }
  expect(reference).toContain('## Move or rename a page');
});

test('what the docs say of a clean run and of suppressedMessages holds: one summary line; suppressed problems listed with their kind', async () => {
  const root = site({ 'a.mdx': `${head('A')}{/* docs-lint-disable-next-line link-internal-exists */}\nSee [one](/gone).\n` });
  expect(await cli(['.'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no problems\n', stderr: '' });
  const [a] = JSON.parse((await cli(['.', '--format', 'json'], root)).stdout);
  expect(a.suppressedMessages.map((m: { ruleId: string; suppressions: unknown }) => [m.ruleId, m.suppressions])).toEqual([['link-internal-exists', [{ kind: 'directive', justification: '' }]]]);
  const docs = (file: string) => fs.readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8');
  expect(docs('getting-started.mdx')).toContain('it prints one line, such as `✓ 48 files checked, no problems`');
  expect(docs('output-formats.mdx')).not.toMatch(/suppressedMessages[^\n]*Always empty/);
});

describe('a severity or an option key that is almost right gets the right one suggested', () => {
  test('--rule x:warning suggests warn; a word near no severity gets the general form', async () => {
    expect(await cli(['--rule', 'image-alt-text:warning', '.'], site())).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint: --rule "image-alt-text:warning": the severity is off, warn or error; did you mean --rule image-alt-text:warn?\n',
    });
    expect((await cli(['--rule', 'image-alt-text:2', '.'], site())).stderr).toBe('docs-lint: --rule "image-alt-text:2": the severity is off, warn or error; did you mean --rule image-alt-text:error?\n');
    expect((await cli(['--rule', 'image-alt-text:loud', '.'], site())).stderr).toBe(
      'docs-lint: --rule "image-alt-text:loud": write it as rule-id:severity, e.g. --rule nav-no-orphan:off (severity: off, warn or error).\n',
    );
  });

  test('in the config file: "warning" suggests "warn", with the options kept; an unknown option key suggests the one it is near', async () => {
    const warning = site({ 'docs-lint.config.json': { rules: { 'nav-no-orphan': ['warning', { ignore: ['drafts/**'] }] } } });
    expect((await cli(['.'], warning)).stderr).toBe(
      `docs-lint: ${path.join(warning, 'docs-lint.config.json')}: rule "nav-no-orphan" is set to ["warning",{"ignore":["drafts/**"]}]; write "off", "warn", "error" or ["error", { ...options }]. Did you mean ["warn",{"ignore":["drafts/**"]}]?\n`,
    );
    const ignored = site({ 'docs-lint.config.json': { rules: { 'nav-no-orphan': ['warn', { ignored: ['drafts/**'] }] } } });
    expect((await cli(['.'], ignored)).stderr).toBe(
      `docs-lint: ${path.join(ignored, 'docs-lint.config.json')}: options of rule "nav-no-orphan": the value has an unknown key \`ignored\` (did you mean \`ignore\`?). See https://github.com/docs-lint/docs-lint/blob/main/docs/rules/nav-no-orphan.mdx\n`,
    );
  });
});

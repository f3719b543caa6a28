import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { runCli } from '../../src/cli/run-cli.js';
import { cli, type CliRun } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const head = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;
const BROKEN = (target: string) => `${head('Page')}See [the guide](/${target}).\n`;

function linkSite(): string {
  return makeSite({
    'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b', 'drafts/c'] }] },
    'a.mdx': BROKEN('missing-a'),
    'b.mdx': BROKEN('missing-b'),
    'drafts/c.mdx': BROKEN('missing-c'),
  });
}

/** The CLI in-process with `text` on standard input. */
async function withStdin(args: string[], cwd: string, text: string): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd, env: { COLUMNS: '400' }, stdoutIsTty: false, readStdin: async () => Buffer.from(text) });
  return { code, stdout, stderr };
}

const files = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string; messages: unknown[] }>).filter((r) => r.messages.length > 0).map((r) => path.basename(r.filePath));

describe('command-line conventions', () => {
  test('a misspelt flag gets the flag it most likely meant', async () => {
    const run = await cli(['--presett', 'all'], '/');
    expect(run).toEqual({ code: 2, stdout: '', stderr: "docs-lint: Unknown option '--presett'. Did you mean --preset? Run `docs-lint --help` for the options.\n" });
    expect((await cli(['--ignore-patern', 'x'], '/')).stderr).toContain('Did you mean --ignore-pattern?');
    expect((await cli(['--zzzzzz'], '/')).stderr).toBe("docs-lint: Unknown option '--zzzzzz'. Run `docs-lint --help` for the options.\n");
  });

  test('a glob as a file argument lints the files it matches; a glob that matches nothing says so', async () => {
    const root = linkSite();
    const run = await cli(['drafts/*.mdx', '--format', 'json'], root);
    expect(run.code).toBe(1);
    expect(files(run.stdout)).toEqual(['c.mdx']);
    expect(files((await cli(['*.mdx', '--format', 'json'], root)).stdout)).toEqual(['a.mdx', 'b.mdx']);
    expect(await cli(['guides/**/*.mdx'], root)).toEqual({ code: 2, stdout: '', stderr: `docs-lint: No files match the pattern "guides/**/*.mdx" (relative to ${root}).\n` });
  });

  test('--ignore-pattern (repeatable) adds to ignores, relative to the site root, or written from the folder above it', async () => {
    const root = linkSite();
    expect(files((await cli(['.', '--ignore-pattern', 'drafts/**', '--ignore-pattern', 'b.mdx', '--format', 'json', '--rule', 'nav-page-exists:off'], root)).stdout)).toEqual(['a.mdx']);
    const parent = path.dirname(root);
    const fromAbove = await cli([path.basename(root), '--ignore-pattern', `${path.basename(root)}/drafts/**`, '--format', 'json', '--rule', 'nav-page-exists:off'], parent);
    expect(files(fromAbove.stdout)).toEqual(['a.mdx', 'b.mdx']);
  });

  test('--stdin lints the text as that page, against the whole site on disk', async () => {
    const root = linkSite();
    const run = await withStdin(['--stdin', '--stdin-filename', 'a.mdx', '--no-color'], root, `${head('A')}Text.\n\n[b](/b) and [gone](/gone).\n`);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        '',
        'a.mdx',
        '  8:20  error  Link "/gone" is broken: no page or file "/gone" exists in this site. Fix the path, or create the page  link-internal-exists',
        '',
        '✖ 1 problem (1 error, 0 warnings)',
        '',
      ].join('\n'),
    );
    // Nothing on disk was read for the page, nor written.
    expect(fs.readFileSync(path.join(root, 'a.mdx'), 'utf8')).toBe(BROKEN('missing-a'));
    expect((await withStdin(['--stdin', '--stdin-filename', 'a.mdx'], root, `${head('A')}Fine, see [b](/b).\n`)).code).toBe(0);
  });

  test('--stdin: docs.json too; the mistakes ESLint rejects are rejected the same way', async () => {
    const root = linkSite();
    const config = await withStdin(['--stdin', '--stdin-filename', 'docs.json', '--format', 'json'], root, '{ "name": "S", "navigation": [{ "group": "A", "pages": ["a", "nope"] }] }');
    expect(JSON.parse(config.stdout).flatMap((r: { messages: Array<{ ruleId: string }> }) => r.messages.map((m) => m.ruleId))).toContain('nav-page-exists');
    expect((await withStdin(['--stdin', '--stdin-filename', 'a.mdx', '--fix'], root, '')).stderr).toBe('docs-lint: --fix is not available for text from standard input; use --fix-dry-run instead.\n');
    expect((await withStdin(['--stdin'], root, '')).stderr).toContain('--stdin needs --stdin-filename PATH');
    expect((await withStdin(['--stdin', '--stdin-filename', 'a.mdx', '--baseline-write'], root, '')).code).toBe(2);
  });

  test('--stdin for a page not saved yet: linted as the page it will be, with what the CLI reports once it is saved', async () => {
    const root = linkSite();
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), JSON.stringify({ ignores: ['drafts/**'] }));
    const text = '# Draft\n\n[Home](/a) and [gone](/gone)\n';
    const args = ['--format', 'json'];
    const brief = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ line: number; column: number; ruleId: string; message: string }> }>).map((r) => [path.relative(root, r.filePath), r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`)]);
    const unsaved = await withStdin(['--stdin', '--stdin-filename', 'guides/new.mdx', ...args], root, text);
    expect(unsaved.stderr).toBe('');
    expect(unsaved.code).toBe(1);
    expect(brief(unsaved.stdout).map(([file, messages]) => [file, (messages as string[]).map((m) => m.split(' ').slice(0, 2).join(' '))])).toEqual([
      ['guides/new.mdx', ['1:1 frontmatter-required', '1:1 heading-start-level', '1:1 nav-no-orphan', '3:23 link-internal-exists']],
    ]);
    expect(fs.existsSync(path.join(root, 'guides'))).toBe(false);
    fs.mkdirSync(path.join(root, 'guides'));
    fs.writeFileSync(path.join(root, 'guides/new.mdx'), text);
    expect(brief(unsaved.stdout)).toEqual(brief((await cli(['guides/new.mdx', ...args], root)).stdout));
    // A page the site would leave out is not linted, with the notice a saved one gets.
    expect(await withStdin(['--stdin', '--stdin-filename', 'drafts/new.mdx'], root, text)).toEqual({ code: 0, stdout: '', stderr: 'docs-lint: drafts/new.mdx is ignored by the configuration; not linted.\n' });
    expect((await withStdin(['--stdin', '--stdin-filename', '.vale/new.mdx'], root, text)).stderr).toBe('docs-lint: .vale/new.mdx is ignored by default (docs-lint skips node_modules and dot-folders); not linted.\n');
  });

  test('--stdin --fix-dry-run: the fixed text is the result\'s output (as ESLint gives it), the diff beside the report', async () => {
    const root = linkSite();
    const text = `${head('A')}Text.\n\n![Logo](/a)\n`;
    const run = await withStdin(['--stdin', '--stdin-filename', 'a.mdx', '--fix-dry-run', '--format', 'json'], root, text);
    const [result] = JSON.parse(run.stdout);
    expect(result.output).toBe(`${head('A')}Text.\n\n<Frame>\n  ![Logo](/a)\n</Frame>\n`);
    expect(run.stderr).toContain('+<Frame>');
    expect(fs.readFileSync(path.join(root, 'a.mdx'), 'utf8')).toBe(BROKEN('missing-a'));
  });

  test('-f ./formatter.mjs: an ESLint-style formatter module by path; clear errors when it is missing or throws', async () => {
    const root = linkSite();
    fs.writeFileSync(
      path.join(root, 'count.mjs'),
      'export default function (results, context) { return results.map((r) => `${r.filePath.slice(context.cwd.length + 1)} ${r.errorCount} ${context.rulesMeta["link-internal-exists"].docs.url.endsWith("link-internal-exists.mdx")}`).join("\\n"); }\n',
    );
    expect(await cli(['-f', './count.mjs'], root)).toEqual({ code: 1, stdout: 'a.mdx 1 true\nb.mdx 1 true\ndocs.json 0 true\ndrafts/c.mdx 1 true\n', stderr: '' });
    fs.writeFileSync(path.join(root, 'async.mjs'), 'export default async (results) => `${results.length} files`;\n');
    expect((await cli(['-f', 'async.mjs'], root)).stdout).toBe('4 files\n');
    expect(await cli(['-f', './none.mjs'], root)).toEqual({ code: 2, stdout: '', stderr: `docs-lint: --format ./none.mjs: there is no formatter at ${path.join(root, 'none.mjs')}.\n` });
    fs.writeFileSync(path.join(root, 'throws.mjs'), 'export default () => { throw new Error("no template"); };\n');
    expect(await cli(['-f', './throws.mjs'], root)).toEqual({ code: 2, stdout: '', stderr: 'docs-lint: --format ./throws.mjs: the formatter failed: no template\n' });
    fs.writeFileSync(path.join(root, 'object.mjs'), 'export default { format() {} };\n');
    expect((await cli(['-f', './object.mjs'], root)).stderr).toBe("docs-lint: --format ./object.mjs: the module's default export must be a function (results, context) => string; it is a object.\n");
    expect((await cli(['-f', 'tap'], root)).stderr).toBe('docs-lint: --format "tap": choose one of stylish, json, github, sarif, html, markdown, junit, or give the path of a formatter module (./my-formatter.mjs).\n');
  });
});

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(REPO, 'dist', 'bin', 'docs-lint.js');

describe('overrides in worker threads', () => {
  test('every thread count gives the same report with per-path rules, and the workers ran', () => {
    const pages: Record<string, string | object> = {};
    const names: string[] = [];
    for (let i = 0; i < 40; i++) {
      const name = `${i % 2 ? 'api' : 'guides'}/page-${i}`;
      names.push(name);
      pages[`${name}.mdx`] = `${head(`Page ${i}`)}![](/missing-${i}.png)\n\n<Pill>x</Pill>\n`;
    }
    pages['docs.json'] = { name: 'S', navigation: [{ group: 'A', pages: names }] };
    pages['docs-lint.config.json'] = { overrides: [{ files: ['api/**'], rules: { 'image-alt-text': 'off', 'link-internal-exists': 'warn' }, components: ['Pill'] }] };
    const root = makeSite(pages);
    const run = (threads: string) => spawnSync(process.execPath, [CLI, root, '--format', 'json', '--threads', threads], { encoding: 'utf8', env: { ...process.env, DEBUG: 'docs-lint' } });
    const single = run('1');
    const report = JSON.parse(single.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; severity: number }> }>;
    const api = report.find((r) => r.filePath.endsWith('api/page-1.mdx'))!;
    const guide = report.find((r) => r.filePath.endsWith('guides/page-0.mdx'))!;
    expect(api.messages.map((m) => `${m.ruleId}:${m.severity}`)).toEqual(['image-frame:1', 'link-internal-exists:1']);
    expect(guide.messages.map((m) => `${m.ruleId}:${m.severity}`).sort()).toEqual(['component-known:2', 'image-alt-text:2', 'image-frame:1', 'link-internal-exists:2']);
    const many = run('3');
    expect(many.stderr).toContain('3 threads');
    expect(many.stdout).toBe(single.stdout);
  });
});

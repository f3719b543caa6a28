import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { allRules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import { parsePage } from '../../src/page/parse-page.js';
import { createRule } from '../../src/rule-kit/create-rule.js';
import type { Rule } from '../../src/types.js';
import { cli } from '../helpers/run-cli.js';
import { brief, lintWith, makeSite, type RulesSetting } from '../helpers/site-fixture.js';

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const FM = '---\ntitle: T\ndescription: D.\n---\n\n';

type Offsets = { position: { start: { offset: number }; end: { offset: number } } };

/** A test-only rule whose fix would leave the page unparsable: the engine must drop it. */
const breaksParsing = createRule({
  meta: { id: 'test-breaks-parsing', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: true, messages: { found: 'Paragraph found.' } },
  create: (context) => ({
    paragraph: (node: Offsets) =>
      context.report({ node: node as never, messageId: 'found', fix: [{ range: [node.position.start.offset, node.position.start.offset], text: '<Unclosed>' }] }),
  }),
});

/** Test-only rules whose fixes edit code: from the paragraph around it (not theirs), and from the code node itself. */
const editsCodeFromParagraph = createRule({
  meta: { id: 'test-edits-code-from-paragraph', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: true, messages: { found: 'Found.' } },
  create: (context) => ({
    paragraph(node: Offsets & { children: Array<{ type: string } & Offsets> }) {
      const code = node.children.find((child) => child.type === 'inlineCode');
      if (code) context.report({ node: node as never, messageId: 'found', fix: [{ range: [code.position.start.offset + 1, code.position.start.offset + 4], text: 'yarn' }] });
    },
    heading(node: Offsets) {
      // Replaces the heading and everything after it up to the end of the fenced block below.
      const fence = context.sourceText.indexOf('```', node.position.end.offset);
      if (fence >= 0) context.report({ node: node as never, messageId: 'found', fix: [{ range: [node.position.start.offset, context.sourceText.indexOf('```', fence + 3) + 3], text: '## Gone' }] });
    },
  }),
});
const editsOwnCode = createRule({
  meta: { id: 'test-edits-own-code', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: true, messages: { found: 'Found.' } },
  create: (context) => ({
    inlineCode(node: Offsets & { value: string }) {
      if (node.value.startsWith('npm ')) context.report({ node: node as never, messageId: 'found', fix: [{ range: [node.position.start.offset + 1, node.position.start.offset + 4], text: 'pnpm' }] });
    },
  }),
});

/** Runs the engine with only `rules` on, as `--fix` (or `--fix-dry-run`) does; returns what it fixed and what remains. */
async function fix(root: string, rules: RulesSetting, options: { dryRun?: boolean; ruleModules?: Rule<any>[] } = {}) {
  const modules = [...allRules, ...(options.ruleModules ?? [])];
  const config = resolveConfig({ extends: [], rules }, {}, undefined, modules);
  const outcome = await lintSite({ root, config, fix: true, dryRun: options.dryRun, rules: modules });
  return { fixed: outcome.fixed.map((file) => path.relative(root, file.filePath)), remaining: brief(root, outcome.results) };
}

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('--fix on pages', () => {
  test('writes the fixed page through the engine, in passes, and a second run changes nothing', async () => {
    const page = '---\ntitle: T\ndescription: D.\n---\n\n# Setup\n\n![Dashboard with two charts](/img/dash.png)\n\n## Steps\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    const rules = { 'heading-start-level': 'error', 'image-frame': 'warn' } as const;
    const before = brief(root, await lintWith(root, rules));
    expect(before.map((problem) => [problem.ruleId, problem.line])).toEqual([
      ['heading-start-level', 6],
      ['image-frame', 8],
    ]);
    expect(read(root, 'page.mdx')).toBe(page);

    const after = await lintWith(root, rules, { fix: true });
    const fixed = '---\ntitle: T\ndescription: D.\n---\n\n## Setup\n\n<Frame>\n  ![Dashboard with two charts](/img/dash.png)\n</Frame>\n\n### Steps\n';
    expect(read(root, 'page.mdx')).toBe(fixed);
    expect(brief(root, after)).toEqual([]);
    expect(after.find((result) => result.filePath.endsWith('page.mdx'))!.output).toBe(fixed);

    await lintWith(root, rules, { fix: true });
    expect(read(root, 'page.mdx')).toBe(fixed);
  });

  test('a fix whose result no longer parses is dropped and the page is left as it was', async () => {
    const page = '---\ntitle: T\ndescription: D.\n---\n\nSome text.\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    const results = await lintWith(root, { 'test-breaks-parsing': 'error' }, { fix: true, ruleModules: [breaksParsing] });
    expect(read(root, 'page.mdx')).toBe(page);
    expect(brief(root, results).map((problem) => [problem.ruleId, problem.line, problem.column])).toEqual([['test-breaks-parsing', 6, 1]]);
  });

  test('only the fix that breaks parsing is dropped: the other fixes of the same pass are still applied', async () => {
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': `${FM}# Setup\n\nSome text.\n` });
    const { fixed, remaining } = await fix(root, { 'test-breaks-parsing': 'error', 'heading-start-level': 'error' }, { ruleModules: [breaksParsing] });
    expect(fixed).toEqual(['page.mdx']);
    expect(read(root, 'page.mdx')).toBe(`${FM}## Setup\n\nSome text.\n`);
    expect(remaining.map((problem) => [problem.ruleId, problem.line])).toEqual([['test-breaks-parsing', 8]]);
  });
});

describe('a fix never changes a byte of code it was not reported on', () => {
  const page = `${FM}## Install\n\nRun \`npm install acme\` first.\n\n\`\`\`bash\nnpm install acme\n\`\`\`\n`;

  test('edits inside inline code or a fenced block, from a report on another node, are dropped; the problem stays, without a fix', async () => {
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    const { fixed, remaining } = await fix(root, { 'test-edits-code-from-paragraph': 'error' }, { ruleModules: [editsCodeFromParagraph] });
    expect(fixed).toEqual([]);
    expect(read(root, 'page.mdx')).toBe(page);
    expect(remaining.map((problem) => [problem.ruleId, problem.line])).toEqual([
      ['test-edits-code-from-paragraph', 6],
      ['test-edits-code-from-paragraph', 8],
    ]);
    const results = await lintWith(root, { 'test-edits-code-from-paragraph': 'error' }, { ruleModules: [editsCodeFromParagraph] });
    expect(results.flatMap((result) => result.messages).every((message) => message.fix === undefined)).toBe(true);
  });

  test('a fix reported on the code node itself may edit it', async () => {
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    const { fixed, remaining } = await fix(root, { 'test-edits-own-code': 'error' }, { ruleModules: [editsOwnCode] });
    expect(fixed).toEqual(['page.mdx']);
    expect(remaining).toEqual([]);
    expect(read(root, 'page.mdx')).toBe(page.replace('`npm install acme`', '`pnpm install acme`'));
  });
});

describe('--fix keeps what the file was: line endings, byte-order mark, permissions', () => {
  const body = `# Setup\n\n![Dashboard with two charts](/img/dash.png)\n\n> ![Quoted chart of requests](/img/q.png)\n\n## Steps\n`;

  test('CRLF: every line break a fix inserts is CRLF, and the result is the LF result with CRLF endings', async () => {
    const frontMatter = '---\ntitle: T\ndescription: "Line one\nline two"\n---\n\n';
    const lf = makeSite({ 'docs.json': docsJson, 'page.mdx': frontMatter + body });
    const crlf = makeSite({ 'docs.json': docsJson, 'page.mdx': (frontMatter + body).replace(/\n/g, '\r\n') });
    const rules = { 'heading-start-level': 'error', 'image-frame': 'warn', 'frontmatter-valid': 'error' } as const;
    await fix(lf, rules);
    await fix(crlf, rules);
    const fixedLf = read(lf, 'page.mdx');
    expect(fixedLf).toBe(
      '---\ntitle: T\ndescription: "Line one\nline two"\n---\n\n## Setup\n\n<Frame>\n  ![Dashboard with two charts](/img/dash.png)\n</Frame>\n\n> <Frame>\n>   ![Quoted chart of requests](/img/q.png)\n> </Frame>\n\n### Steps\n',
    );
    const fixedCrlf = read(crlf, 'page.mdx');
    expect(fixedCrlf).toBe(fixedLf.replace(/\n/g, '\r\n'));
    expect(fixedCrlf).not.toMatch(/[^\r]\n/);
    expect((await fix(crlf, rules)).fixed).toEqual([]);
  });

  test('the byte-order mark and the file mode stay; no temporary file is left behind', async () => {
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': `\uFEFF${FM}${body}` });
    fs.chmodSync(path.join(root, 'page.mdx'), 0o664);
    const umask = process.umask(0o022);
    try {
      await fix(root, { 'heading-start-level': 'error' });
    } finally {
      process.umask(umask);
    }
    expect(read(root, 'page.mdx')).toBe(`\uFEFF${FM}${body.replace('# Setup', '## Setup').replace('## Steps', '### Steps')}`);
    if (process.platform !== 'win32') expect(fs.statSync(path.join(root, 'page.mdx')).mode & 0o777).toBe(0o664);
    expect(fs.readdirSync(root).sort()).toEqual(['docs.json', 'page.mdx']);
  });
});

describe('running --fix twice changes nothing the second time, for every fixable rule', () => {
  const cases: Array<{ rule: string; files: Record<string, string | object>; file: string; expected: string }> = [
    {
      rule: 'frontmatter-valid',
      files: { 'docs.json': docsJson, 'page.mdx': '---\ntitle: T\ndescrption: D.\nsummary: "One\nTwo"\n---\n\nText.\n' },
      file: 'page.mdx',
      expected: '---\ntitle: T\ndescription: D.\nsummary: "One\nTwo"\n---\n\nText.\n',
    },
    {
      rule: 'heading-start-level',
      files: { 'docs.json': docsJson, 'page.mdx': `${FM}#### Deep\n\n##### Deeper\n` },
      file: 'page.mdx',
      expected: `${FM}## Deep\n\n### Deeper\n`,
    },
    {
      rule: 'image-frame',
      files: { 'docs.json': docsJson, 'page.mdx': `${FM}- ![A chart of requests](/a.png)\n\n  ![A chart of errors](/b.png)\n` },
      file: 'page.mdx',
      expected: `${FM}- <Frame>\n    ![A chart of requests](/a.png)\n  </Frame>\n\n  <Frame>\n    ![A chart of errors](/b.png)\n  </Frame>\n`,
    },
    {
      rule: 'nav-page-exists',
      files: { 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page.mdx', 'guides/setup.md'] }] }, 'page.mdx': FM, 'guides/setup.md': FM },
      file: 'docs.json',
      expected: `${JSON.stringify({ name: 'S', navigation: [{ group: 'A', pages: ['page', 'guides/setup'] }] }, null, 2)}\n`,
    },
    {
      rule: 'link-internal-exists',
      files: { 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page', 'guides/setup'] }] }, 'page.mdx': `${FM}See [setup](/guides/setup.mdx#install) and <a href="./guides/setup.mdx">this</a>.\n`, 'guides/setup.mdx': `${FM}## Install\n` },
      file: 'page.mdx',
      expected: `${FM}See [setup](/guides/setup#install) and <a href="./guides/setup">this</a>.\n`,
    },
  ];

  test.each(cases)('$rule', async ({ rule, files, file, expected }) => {
    const root = makeSite(files);
    const first = await fix(root, { [rule]: 'error' });
    expect(first.fixed).toEqual([file]);
    expect(first.remaining).toEqual([]);
    expect(read(root, file)).toBe(expected);
    const second = await fix(root, { [rule]: 'error' });
    expect(second).toEqual({ fixed: [], remaining: [] });
    expect(read(root, file)).toBe(expected);
    if (file.endsWith('.mdx')) expect(parsePage(expected).fatal).toBeUndefined();
  });
});

describe('--fix-dry-run', () => {
  const page = `${FM}# Setup\n\nText.\n\n## Steps\n`;
  const site = () => makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page.mdx'] }] }, 'page.mdx': page });

  test('prints the fixes as a unified diff, then the report of what would remain, and writes nothing', async () => {
    const root = site();
    const docsBefore = read(root, 'docs.json');
    const run = await cli(['--fix-dry-run', '--rule', 'heading-start-level:error', '--rule', 'nav-page-exists:error', '--preset', 'style'], root);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        '--- a/docs.json',
        '+++ b/docs.json',
        '@@ -4,7 +4,7 @@',
        '     {',
        '       "group": "A",',
        '       "pages": [',
        '-        "page.mdx"',
        '+        "page"',
        '       ]',
        '     }',
        '   ]',
        '--- a/page.mdx',
        '+++ b/page.mdx',
        '@@ -3,8 +3,8 @@',
        ' description: D.',
        ' ---',
        ' ',
        '-# Setup',
        '+## Setup',
        ' ',
        ' Text.',
        ' ',
        '-## Steps',
        '+### Steps',
        // What would remain: nothing, said in the stylish format's one line.
        '\u2713 2 files checked, no problems',
        '',
      ].join('\n'),
    );
    expect(read(root, 'page.mdx')).toBe(page);
    expect(read(root, 'docs.json')).toBe(docsBefore);
  });

  test('with --format json the diff goes to standard error, and the JSON carries each fixed file\'s output', async () => {
    const root = site();
    const run = await cli(['--fix-dry-run', '--format', 'json', '--preset', 'style', '--rule', 'heading-start-level:error'], root);
    expect(run.stderr).toMatch(/^--- a\/page\.mdx\n\+\+\+ b\/page\.mdx\n@@ /);
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; output?: string }>;
    expect(results.find((result) => result.filePath.endsWith('page.mdx'))!.output).toBe(`${FM}## Setup\n\nText.\n\n### Steps\n`);
    expect(read(root, 'page.mdx')).toBe(page);
  });

  test('--fix with --fix-dry-run is a usage error', async () => {
    const run = await cli(['--fix', '--fix-dry-run'], site());
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'docs-lint: --fix writes the fixes and --fix-dry-run only shows them; give one of the two.\n' });
  });
});

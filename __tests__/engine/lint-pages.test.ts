import { describe, expect, test } from '@jest/globals';
import { brief, lintWith, makeSite } from '../helpers/site-fixture.js';

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['good', 'tag', 'brace', 'binary'] }] };

describe('pages are parsed once as MDX', () => {
  test('invalid MDX is one fatal message at the parser\'s position, and the other pages still run', async () => {
    const root = makeSite({
      'docs.json': docsJson,
      'good.mdx': '---\ntitle: Good\n---\n\n## Fine\n',
      'tag.mdx': '---\ntitle: T\n---\n\nIntro.\n\n<Info>\n  Text\n<Info/>\n',
      'brace.md': '---\ntitle: B\n---\n\nSet {x + } here.\n',
      'binary.mdx': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]).toString('latin1'),
    });
    const results = await lintWith(root, { 'nav-no-orphan': 'warn' });
    expect(brief(root, results, { withNotes: true })).toEqual([
      { file: 'binary.mdx', ruleId: null, line: 1, column: 1, message: 'Not linted: it holds binary data (a NUL byte), not text.' },
      {
        file: 'brace.md',
        ruleId: null,
        line: 5,
        column: 10,
        message: 'This page is not valid MDX: Could not parse expression with acorn. A `{` in text starts a JavaScript expression in MDX: write `\\{` or put it in backticks.',
      },
      {
        file: 'tag.mdx',
        ruleId: null,
        line: 7,
        column: 1,
        message:
          'This page is not valid MDX: Expected a closing tag for `<Info>` (7:1-7:7). A `<` in text starts a tag in MDX: write `&lt;` or put it in backticks, and close every tag you open.',
      },
    ]);
    const tag = results.find((result) => result.filePath.endsWith('tag.mdx'))!;
    expect(tag.messages[0]).toMatchObject({ fatal: true, severity: 2 });
    expect(results.find((result) => result.filePath.endsWith('good.mdx'))!.messages).toEqual([]);
  });
});

describe('repository files are not pages', () => {
  const readme = '# Widgets\n\n#### Setup\n\nWe will run `npm i`. See [the guide](./guide.md).\n\n```bash\nexport GITHUB_TOKEN=' + ['ghp', '_', 'R8sX2mQ9vL4kT7wZ1nB5cH3jF6dY0pA8eU2i'].join('') + '\n```\n';
  const rules = {
    'frontmatter-required': 'error',
    'heading-start-level': 'error',
    'heading-increment': 'warn',
    'link-internal-exists': 'error',
    'nav-no-orphan': 'warn',
    'style-present-tense': 'warn',
    'no-secrets': 'error',
  } as const;

  test('valid: README.mdx, AGENTS.md and their kin anywhere in the tree get only the rules for any file (a leaked credential is still one)', async () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['index'] }] },
      'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n',
      'README.mdx': readme,
      'examples/widgets/README.mdx': readme,
      'packages/sdk/AGENTS.md': readme,
      'packages/sdk/SECURITY.md': readme,
    });
    const problems = brief(root, await lintWith(root, rules));
    expect(problems.map((problem) => [problem.file, problem.ruleId]).sort()).toEqual([
      ['README.mdx', 'no-secrets'],
      ['examples/widgets/README.mdx', 'no-secrets'],
      ['packages/sdk/AGENTS.md', 'no-secrets'],
      ['packages/sdk/SECURITY.md', 'no-secrets'],
    ]);
  });

  test('invalid: a README the navigation lists is a page, and every rule reads it', async () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guides/README'] }] }, 'guides/README.mdx': '---\ntitle: Guides\ndescription: All guides.\n---\n\nThe CLI will run it.\n' });
    const problems = brief(root, await lintWith(root, rules));
    expect(problems.map((problem) => [problem.file, problem.ruleId])).toEqual([['guides/README.mdx', 'style-present-tense']]);
  });
});

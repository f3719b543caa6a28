import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/frontmatter-required.js';
import { lintBrief, type RulesSetting } from '../helpers/site-fixture.js';

const rules: RulesSetting = { 'frontmatter-required': 'error' };
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['guides/getting-started'] }] };
const PAGE = 'guides/getting-started.mdx';

const lintPage = (page: string, files: Record<string, string> = {}, setting: RulesSetting = rules) =>
  lintBrief({ 'docs.json': docsJson, [PAGE]: page, ...files }, setting, extra);

const at = (line: number, column: number, message: string) => ({ file: PAGE, ruleId: 'frontmatter-required', line, column, message });

describe('frontmatter-required', () => {
  test('valid: a title and a description', async () => {
    expect(await lintPage('---\ntitle: Getting started\ndescription: "Install the CLI and publish your first page."\n---\n\n## Install\n')).toEqual([]);
  });

  test('valid: a page bound to an OpenAPI operation may omit title and description', async () => {
    expect(await lintPage('---\nopenapi: "POST /users"\n---\n')).toEqual([]);
    expect(await lintPage('---\nopenapi: "openapi.json GET /users/{id}"\ntitle: Get a user\n---\n')).toEqual([]);
  });

  test('valid: a sidebar link page (title and url, no body) needs no description', async () => {
    expect(await lintPage('---\ntitle: "GitHub"\nurl: "https://github.com/acme/widgets"\n---\n')).toEqual([]);
  });

  test('invalid: a page with a url and a body of its own still needs a description, and a sidebar link still needs a title', async () => {
    expect(await lintPage('---\ntitle: Widgets\nurl: /widgets\n---\n\nText.\n')).toEqual([
      at(1, 1, expect.stringContaining('`description`') as unknown as string),
    ]);
    expect(await lintPage('---\nurl: "https://github.com/acme/widgets"\n---\n')).toEqual([at(1, 1, expect.stringContaining('`title`') as unknown as string)]);
  });

  test('valid: snippets need no front matter, and README.md or AGENTS.md beside the pages are not pages', async () => {
    const files = {
      'snippets/install.mdx': 'Run `npm install`.\n',
      '_snippets/deep/part.mdx': '## Part\n',
      'README.md': '# Docs\n\nRun the dev server.\n',
      'AGENTS.md': '# Rules for assistants\n',
    };
    expect(await lintPage('---\ntitle: T\ndescription: D\n---\n', files)).toEqual([]);
  });

  test('invalid: no front matter at all is reported at 1:1 with the block to add, titled after the first h1', async () => {
    expect(await lintPage('# Getting started with Acme\n\nText.\n')).toEqual([
      at(
        1,
        1,
        'The page has no front matter, so it has no `title` or `description`. Start the file with a front matter block, each part on its own line: `---` `title: "Getting started with Acme"` `description: "One sentence on what the page covers."` `---`.',
      ),
    ]);
  });

  test('invalid: no front matter and no h1: the title suggested comes from the file name', async () => {
    const problems = await lintPage('Text.\n');
    expect(problems.map((p) => p.message)).toEqual([
      'The page has no front matter, so it has no `title` or `description`. Start the file with a front matter block, each part on its own line: `---` `title: "Getting started"` `description: "One sentence on what the page covers."` `---`.',
    ]);
  });

  test('invalid: a missing key is reported at the opening ---', async () => {
    expect(await lintPage('---\ntitle: Getting started\n---\n')).toEqual([
      at(1, 1, 'The front matter has no `description`. Add a line such as `description: "One sentence on what the page covers."`.'),
    ]);
    expect(await lintPage('---\ndescription: Install the CLI.\n---\n')).toEqual([
      at(1, 1, 'The front matter has no `title`. Add a line such as `title: "A clear, specific page title"`.'),
    ]);
  });

  test('invalid: a misspelt key is named in the message', async () => {
    expect(await lintPage('---\ntitle: Getting started\ndescritpion: Install the CLI.\n---\n')).toEqual([
      at(1, 1, 'The front matter has no `description`. Add a line such as `description: "One sentence on what the page covers."`. `descritpion` on line 3 looks like a misspelling of it.'),
    ]);
  });

  test('invalid: empty values are reported at their key', async () => {
    expect(await lintPage('---\ntitle: ""\ndescription:\n---\n')).toEqual([
      at(2, 1, '`title` is empty. Give it a value, such as `title: "A clear, specific page title"`.'),
      at(3, 1, '`description` is empty. Give it a value, such as `description: "One sentence on what the page covers."`.'),
    ]);
    expect((await lintPage("---\ntitle: '   '\ndescription: D\n---\n")).map((p) => [p.line, p.column])).toEqual([[2, 1]]);
  });

  test('invalid: a title or description that is not text', async () => {
    expect(await lintPage('---\ntitle: 404\ndescription: [a, b]\n---\n')).toEqual([
      at(2, 1, '`title` must be text, but it is the number 404. Write it in quotes: `title: "404"`.'),
      at(3, 1, '`description` must be text, but it is a list. Write it in quotes: `description: "..."`.'),
    ]);
  });

  test('invalid: an empty front matter block lacks both keys', async () => {
    expect(await lintPage('---\n---\n\nText.\n')).toEqual([
      at(1, 1, 'The front matter has no `description`. Add a line such as `description: "One sentence on what the page covers."`.'),
      at(1, 1, 'The front matter has no `title`. Add a line such as `title: "A clear, specific page title"`.'),
    ]);
  });

  test('YAML that does not parse is left to frontmatter-valid', async () => {
    expect(await lintPage('---\ntitle: [oops\n---\n')).toEqual([]);
  });

  test('option `required`: extra keys must be present and non-empty, on OpenAPI pages too', async () => {
    const setting: RulesSetting = { 'frontmatter-required': ['error', { required: ['icon', 'keywords'] }] };
    expect(await lintPage('---\ntitle: T\ndescription: D\nicon: rocket\nkeywords: [cli]\n---\n', {}, setting)).toEqual([]);
    expect(await lintPage('---\nopenapi: GET /users\nkeywords: []\n---\n', {}, setting)).toEqual([
      at(1, 1, 'The front matter has no `icon`. Add a line such as `icon: "..."`.'),
      at(3, 1, '`keywords` is empty. Give it a value, such as `keywords: "..."`.'),
    ]);
    expect((await lintPage('Text.\n', {}, setting)).map((p) => p.message)).toEqual([
      'The page has no front matter, so it has no `title`, `description`, `icon` or `keywords`. Start the file with a front matter block, each part on its own line: `---` `title: "Getting started"` `description: "One sentence on what the page covers."` `icon: "..."` `keywords: "..."` `---`.',
    ]);
  });

  test('option `required` is validated when the configuration is loaded', async () => {
    await expect(lintPage('Text.\n', {}, { 'frontmatter-required': ['error', { required: 'icon' }] })).rejects.toThrow(/required/);
    await expect(lintPage('Text.\n', {}, { 'frontmatter-required': ['error', { requried: ['icon'] }] })).rejects.toThrow();
  });
});

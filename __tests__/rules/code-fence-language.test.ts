import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/code-fence-language.js';
import { lintBrief } from '../helpers/site-fixture.js';

const rules = { 'code-fence-language': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const FM = '---\ntitle: T\ndescription: D\n---\n\n';

const lintPage = (page: string, files: Record<string, string> = {}) => lintBrief({ 'docs.json': docsJson, 'page.mdx': page, ...files }, rules, extra);
const missing = (fence: string) =>
  `This code block has no language, so it gets no syntax highlighting. Name the language after the opening ${fence}, such as ${fence}bash or ${fence}json, or ${fence}text for plain output.`;

describe('code-fence-language', () => {
  test('valid: fences with a language, with or without a title or other meta', async () => {
    const page = `${FM}\`\`\`bash\nnpm i\n\`\`\`\n\n\`\`\`js index.js {2}\nconst a = 1;\n\`\`\`\n\n~~~text\noutput\n~~~\n\n<CodeGroup>\n\`\`\`python Python\nprint(1)\n\`\`\`\n</CodeGroup>\n`;
    expect(await lintPage(page)).toEqual([]);
  });

  test('valid: indented text is not a fenced block (MDX reads it as a paragraph), and inline code has no language', async () => {
    expect(await lintPage(`${FM}Run this:\n\n    npm install\n\nThen \`npm start\`.\n`)).toEqual([]);
  });

  test('invalid: a ``` fence and a ~~~ fence without a language', async () => {
    const page = `${FM}Output:\n\n\`\`\`\nDone in 2s\n\`\`\`\n\n~~~~\nraw\n~~~~\n`;
    expect(await lintPage(page)).toEqual([
      { file: 'page.mdx', ruleId: 'code-fence-language', line: 8, column: 1, message: missing('```') },
      { file: 'page.mdx', ruleId: 'code-fence-language', line: 12, column: 1, message: missing('~~~~') },
    ]);
  });

  test('invalid: a bare fence inside components and list items, at its own column', async () => {
    const page = `${FM}<Steps>\n  <Step title="Run">\n    \`\`\`\n    acme run\n    \`\`\`\n  </Step>\n</Steps>\n\n1. Install:\n   \`\`\`\n   npm i acme\n   \`\`\`\n`;
    expect(await lintPage(page)).toEqual([
      { file: 'page.mdx', ruleId: 'code-fence-language', line: 8, column: 5, message: missing('```') },
      { file: 'page.mdx', ruleId: 'code-fence-language', line: 15, column: 4, message: missing('```') },
    ]);
  });

  test('snippets are checked too', async () => {
    expect(await lintPage(`${FM}Text.\n`, { 'snippets/run.mdx': '```\nacme run\n```\n' })).toEqual([
      { file: 'snippets/run.mdx', ruleId: 'code-fence-language', line: 1, column: 1, message: missing('```') },
    ]);
  });
});

import { afterAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import plugin from '../../src/eslint-plugin/index.js';
import { stopOpenApiValidator } from '../../src/eslint-plugin/openapi-validator.js';
import { makeSite } from '../helpers/site-fixture.js';

afterAll(() => stopOpenApiValidator());

describe('the ESLint plugin offers the style rules\' rewrites', () => {
  test('as ESLint suggestions the editor applies on request, never as fixes', async () => {
    const page = '---\ntitle: Payouts\ndescription: When payouts run.\n---\n\nThe refund will appear in a few days.\n';
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': page });
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs.all, { rules: { 'docs-lint/style-present-tense': 'warn' } }] as never, cwd: root });
    const [result] = await eslint.lintFiles(['page.mdx']);
    const tense = result.messages.filter((message) => message.ruleId === 'docs-lint/style-present-tense');
    const at = page.indexOf('will appear');
    expect(tense.map(({ line, column, message, fix, suggestions }) => ({ line, column, message, fix, suggestions }))).toEqual([
      { line: 6, column: 12, message: '"will appear" is future tense; write "appears".', fix: undefined, suggestions: [{ desc: 'Rewrite as: "appears"', fix: { range: [at, at + 'will appear'.length], text: 'appears' } }] },
    ]);
    expect(plugin.rules['style-present-tense'].meta.hasSuggestions).toBe(true);
  });
});

import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import plugin from '../../src/eslint-plugin/index.js';
import { stopOpenApiValidator } from '../../src/eslint-plugin/openapi-validator.js';
import { HOME_PAGE, MANY_EXPECTED, MANY_MISTAKES, NINE_EXPECTED, NINE_MISTAKES, type Expected } from '../helpers/docs-json-mistakes.js';
import { makeSite } from '../helpers/site-fixture.js';

afterAll(() => stopOpenApiValidator());

/** Issue 12 in the editor: the ESLint plugin gives the current-shape mistakes the CLI gives, one each. */
describe('a current-shape docs.json with mistakes, through the ESLint plugin', () => {
  const configSchema = async (text: string) => {
    const root = makeSite({ 'docs.json': text, 'index.mdx': HOME_PAGE, 'quickstart.mdx': HOME_PAGE });
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs.all] as never, cwd: root });
    const [result] = await eslint.lintFiles([path.join(root, 'docs.json')]);
    expect(result.messages.filter((message) => message.ruleId === null)).toEqual([]);
    return result.messages
      .filter((message) => message.ruleId === 'docs-lint/config-schema')
      .map(({ line, column, message }) => [line, column, message]);
  };
  const asRows = (expected: Expected) => expected.map((row) => [...row]);

  test('the issue\'s nine mistakes: nine diagnostics, one at each', async () => {
    expect(await configSchema(NINE_MISTAKES)).toEqual(asRows(NINE_EXPECTED));
  });

  test('many more kinds of mistake: one diagnostic each', async () => {
    expect(await configSchema(MANY_MISTAKES)).toEqual(asRows(MANY_EXPECTED));
  });
});

import { describe, expect, test } from '@jest/globals';
import { makeSite, positionOf } from '../helpers/site-fixture.js';
import { cli } from '../helpers/run-cli.js';
import { HOME_PAGE, MANY_EXPECTED, MANY_MISTAKES, NINE_EXPECTED, NINE_MISTAKES, type Expected } from '../helpers/docs-json-mistakes.js';

/** The foundation issue's acceptance check: three typical mistakes, one actionable diagnostic each. */
describe('a docs.json with a missing comma, a wrong type and a misspelt key', () => {
  const lint = async (text: string) => {
    const root = makeSite({ 'docs.json': text, 'a.mdx': '' });
    const run = await cli(['--format', 'json'], root);
    return { code: run.code, messages: JSON.parse(run.stdout).find((result: { filePath: string }) => result.filePath.endsWith('docs.json')).messages.map(({ ruleId, line, column, message }: Record<string, unknown>) => ({ ruleId, line, column, message })) };
  };

  test('a missing comma: one fatal diagnostic where the parser stopped', async () => {
    const text = '{\n  "name": "Acme"\n  "navigation": [{ "group": "A", "pages": ["a"] }]\n}\n';
    expect(await lint(text)).toEqual({
      code: 1,
      messages: [{ ruleId: null, ...positionOf(text, '"navigation"'), message: 'docs.json is not valid JSON: a value starts where a comma or closing bracket was expected; is a comma missing before it?' }],
    });
  });

  test('a wrong type: one config-schema diagnostic at the value', async () => {
    const text = '{\n  "name": "Acme",\n  "navigation": [{ "group": "A", "pages": ["a"] }],\n  "feedback": { "suggestEdit": "yes" }\n}\n';
    expect(await lint(text)).toEqual({
      code: 1,
      messages: [{ ruleId: 'config-schema', ...positionOf(text, '"yes"'), message: '`feedback.suggestEdit` must be a boolean (`true` or `false`), not a string.' }],
    });
  });

  test('a misspelt key: one config-schema diagnostic at the key, with the right spelling', async () => {
    const text = '{\n  "name": "Acme",\n  "navigation": [{ "group": "A", "pages": ["a"] }],\n  "favicn": "/favicon.svg"\n}\n';
    expect(await lint(text)).toEqual({
      code: 1,
      messages: [{ ruleId: 'config-schema', ...positionOf(text, '"favicn"'), message: 'Unknown key `favicn` at the top level of docs.json: did you mean `favicon`? Fix the spelling, or remove the key.' }],
    });
  });
});

/** Issue 12: a current-shape docs.json, tried as a new user would, gets one diagnostic per mistake. */
describe('a current-shape docs.json with mistakes, through the CLI', () => {
  const configSchema = async (text: string) => {
    const root = makeSite({ 'docs.json': text, 'index.mdx': HOME_PAGE, 'quickstart.mdx': HOME_PAGE });
    const run = await cli(['--format', 'json'], root);
    const results: Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; column: number; message: string }> }> = JSON.parse(run.stdout);
    return results
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId === 'config-schema')
      .map(({ line, column, message }) => [line, column, message]);
  };
  const asRows = (expected: Expected) => expected.map((row) => [...row]);

  test('the issue\'s nine mistakes: nine diagnostics, one at each', async () => {
    expect(NINE_EXPECTED).toHaveLength(9);
    expect(await configSchema(NINE_MISTAKES)).toEqual(asRows(NINE_EXPECTED));
  });

  test('many more kinds of mistake from DOCS-JSON-CURRENT.md: one diagnostic each', async () => {
    expect(MANY_EXPECTED.length).toBeGreaterThanOrEqual(29);
    expect(await configSchema(MANY_MISTAKES)).toEqual(asRows(MANY_EXPECTED));
  });
});

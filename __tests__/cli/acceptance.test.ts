import { describe, expect, test } from '@jest/globals';
import { makeSite, positionOf } from '../helpers/site-fixture.js';
import { cli } from '../helpers/run-cli.js';

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

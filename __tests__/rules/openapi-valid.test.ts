import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'openapi-valid': 'error' } as const;
const valid30 = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1.0"\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: OK\n';
const swagger = JSON.stringify({ swagger: '2.0', info: { title: 'T', version: '1' }, paths: {} });

function site(openapi: string | string[], files: Record<string, string>) {
  const text = JSON.stringify({ name: 'S', navigation: [{ group: 'A', pages: ['a'] }], openapi }, null, 2);
  return { text, files: { 'docs.json': text, 'a.mdx': '', ...files } };
}

describe('openapi-valid', () => {
  test('valid: OpenAPI 3.0 YAML, Swagger 2.0 JSON, a URL (never fetched) and a missing file (another rule\'s)', async () => {
    const { files } = site(['openapi.yaml', '/swagger.json', 'https://example.com/openapi.json', 'missing.yaml'], { 'openapi.yaml': valid30, 'swagger.json': swagger });
    expect(await lintBrief(files, rules)).toEqual([]);
  });

  test('valid: an openapi reference on a group of the newer shape', async () => {
    const docsJson = { name: 'S', theme: 'mint', navigation: { groups: [{ group: 'API', openapi: 'api/spec.yaml', pages: ['a'] }] } };
    expect(await lintBrief({ 'docs.json': docsJson, 'a.mdx': '', 'api/spec.yaml': valid30 }, rules)).toEqual([]);
  });

  test('invalid: a file that does not parse, with the YAML error\'s position', async () => {
    const { text, files } = site('openapi.yaml', { 'openapi.yaml': 'openapi: 3.0.0\ninfo: [unclosed\n' });
    const problems = await lintBrief(files, rules);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ ruleId: 'openapi-valid', ...positionOf(text, '"openapi.yaml"') });
    expect(problems[0].message).toMatch(/^OpenAPI file "openapi\.yaml" cannot be used for the API pages: it does not parse as JSON or YAML at line 3, column 1: .+\. Fix the file so that it validates\.$/);
  });

  test('invalid: a document that is not OpenAPI at all', async () => {
    const { files } = site('openapi.json', { 'openapi.json': '{"title": "not an api"}' });
    expect((await lintBrief(files, rules)).map((p) => p.message)).toEqual([
      'OpenAPI file "openapi.json" cannot be used for the API pages: it is not an OpenAPI 3.x or Swagger 2.0 document (no `openapi: 3.x` or `swagger: "2.0"` field). Fix the file so that it validates.',
    ]);
  });

  test('invalid: an OpenAPI document that fails schema validation', async () => {
    const broken = 'openapi: 3.0.3\ninfo:\n  title: Pets\npaths: {}\n';
    const { files } = site('openapi.yaml', { 'openapi.yaml': broken });
    const [problem] = await lintBrief(files, rules);
    expect(problem.message).toMatch(/^OpenAPI file "openapi\.yaml" cannot be used for the API pages: it is not a valid OpenAPI 3\.0\.3 document: .*version.*\. Fix the file so that it validates\.$/);
  });
});

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

describe('openapi-valid: pages bound to an operation by `openapi` front matter', () => {
  const users = [
    'openapi: 3.0.3',
    'info: { title: Users, version: "1" }',
    'paths:',
    '  /users:',
    '    get: { responses: { "200": { description: OK } } }',
    '    post: { responses: { "201": { description: Created } } }',
    '  /users/{id}:',
    '    parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
    '    get: { responses: { "200": { description: OK } } }',
    '',
  ].join('\n');
  const runs = [
    'openapi: 3.1.0',
    'info: { title: Runs, version: "2" }',
    'paths:',
    '  /runs:',
    '    get: { responses: { "200": { description: OK } } }',
    'webhooks:',
    '  orderUpdated:',
    '    post: { responses: { "200": { description: OK } } }',
    '',
  ].join('\n');
  const page = (openapi: string) => `---\ntitle: An endpoint\nopenapi: ${openapi}\n---\n\nText.\n`;

  /** A site with both documents listed in docs.json and one page per binding. */
  function boundSite(bindings: string[], extra: { openapi?: string | string[]; files?: Record<string, string> } = {}) {
    const pages = bindings.map((_, index) => `p${index}`);
    const docsJson = { name: 'S', navigation: [{ group: 'API', pages }], openapi: extra.openapi ?? ['openapi.yaml', '/api/v2-openapi.yaml'] };
    const files: Record<string, string | object> = { 'docs.json': docsJson, 'openapi.yaml': users, 'api/v2-openapi.yaml': runs, ...extra.files };
    bindings.forEach((binding, index) => (files[`p${index}.mdx`] = page(binding)));
    return files;
  }
  /** Where a report on page `index` sits: the first character of its `openapi` value, line 3 of `page()`. */
  const at = (index: number) => ({ file: `p${index}.mdx`, ruleId: 'openapi-valid', line: 3, column: 'openapi: '.length + 1 });

  test('valid: operations and a webhook that the documents define, by method in any case, with or without a document prefix', async () => {
    const bindings = [
      '"GET /users"',
      'get /users/{id}',
      '"openapi.yaml POST /users"',
      '"/openapi.yaml Post /users"',
      '"v2-openapi GET /runs"',
      '"api/v2-openapi.yaml GET /runs"',
      '"/api/v2-openapi GET /runs"',
      '"webhook orderUpdated"',
      '"v2-openapi.yaml WEBHOOK orderUpdated"',
      '""',
    ];
    expect(await lintBrief(boundSite(bindings), rules)).toEqual([]);
  });

  test('invalid: a method the path does not have', async () => {
    expect(await lintBrief(boundSite(['"PUT /users"', '"DELETE /users/{id}"']), rules)).toEqual([
      {
        ...at(0),
        message:
          'Neither openapi.yaml nor api/v2-openapi.yaml has an operation `PUT /users`, so the site generator has nothing to build this page from. The path is there with GET and POST only.',
      },
      {
        ...at(1),
        message:
          'Neither openapi.yaml nor api/v2-openapi.yaml has an operation `DELETE /users/{id}`, so the site generator has nothing to build this page from. The path is there with GET only. Did you mean `GET /users/{id}`?',
      },
    ]);
  });

  test('invalid: a path the documents do not have, with the closest operation; parameter names must match too', async () => {
    expect(await lintBrief(boundSite(['"GET /users/{userId}"', '"openapi.yaml GET /user"', '"GET /invoices/{id}/lines"']), rules)).toEqual([
      {
        ...at(0),
        message:
          'Neither openapi.yaml nor api/v2-openapi.yaml has an operation `GET /users/{userId}`, so the site generator has nothing to build this page from. Did you mean `GET /users/{id}`?',
      },
      { ...at(1), message: 'openapi.yaml has no operation `GET /user`, so the site generator has nothing to build this page from. Did you mean `GET /users`?' },
      { ...at(2), message: 'Neither openapi.yaml nor api/v2-openapi.yaml has an operation `GET /invoices/{id}/lines`, so the site generator has nothing to build this page from.' },
    ]);
  });

  test('invalid: a document prefix that names the other document, and a webhook it does not define', async () => {
    expect(await lintBrief(boundSite(['"v2-openapi GET /users"', '"openapi WEBHOOK orderUpdated"']), rules)).toEqual([
      {
        ...at(0),
        message:
          'api/v2-openapi.yaml has no operation `GET /users`, so the site generator has nothing to build this page from. It is in openapi.yaml: write `openapi: "openapi.yaml GET /users"`.',
      },
      {
        ...at(1),
        message:
          'openapi.yaml has no operation `webhook orderUpdated`, so the site generator has nothing to build this page from. It is in api/v2-openapi.yaml: write `openapi: "api/v2-openapi.yaml webhook orderUpdated"`.',
      },
    ]);
  });

  test('invalid: a document prefix that names no document of the site', async () => {
    expect(await lintBrief(boundSite(['"v3-openapi GET /runs"', '"payments.json GET /runs"']), rules)).toEqual([
      {
        ...at(0),
        message:
          'The `openapi` value names the OpenAPI document "v3-openapi", which is not one docs.json lists. Did you mean "v2-openapi"? Name a listed document (openapi.yaml and api/v2-openapi.yaml) by its path or its file name without extension, or leave the prefix out.',
      },
      {
        ...at(1),
        message:
          'The `openapi` value names the OpenAPI document "payments.json", which is not one docs.json lists. Name a listed document (openapi.yaml and api/v2-openapi.yaml) by its path or its file name without extension, or leave the prefix out.',
      },
    ]);
  });

  test('invalid: values that name no operation at all, with the expected form', async () => {
    const form = 'Write `METHOD /path` or `<spec-file> METHOD /path`, such as `openapi: "GET /users/{id}"`, or `webhook <name>` for a webhook.';
    const bindings = ['"GETT /users"', '"/users"', '"GET users"', '"openapi.yaml /users"', '"GET"', '"GET https://api.example.com/users"', '"webhook"'];
    expect(await lintBrief(boundSite(bindings), rules)).toEqual([
      { ...at(0), message: `The \`openapi\` value "GETT /users" does not name an operation: "GETT" is not an HTTP method (did you mean GET?). ${form}` },
      { ...at(1), message: `The \`openapi\` value "/users" does not name an operation: it has no HTTP method (such as GET) before the path. ${form}` },
      { ...at(2), message: `The \`openapi\` value "GET users" does not name an operation: the path "users" does not start with "/". ${form}` },
      { ...at(3), message: `The \`openapi\` value "openapi.yaml /users" does not name an operation: it has no HTTP method between the document "openapi.yaml" and the path. ${form}` },
      { ...at(4), message: `The \`openapi\` value "GET" does not name an operation: it has no path after GET. ${form}` },
      {
        ...at(5),
        message: `The \`openapi\` value "GET https://api.example.com/users" does not name an operation: "https://api.example.com/users" is a URL, not a path of the OpenAPI document (a hand-written endpoint belongs in \`api:\`). ${form}`,
      },
      { ...at(6), message: `The \`openapi\` value "webhook" does not name an operation: it has no webhook name after \`webhook\`. ${form}` },
    ]);
  });

  test('valid: nothing is said when the operation may be in a document docs-lint did not read', async () => {
    // Only a remote document: it is never fetched.
    expect(await lintBrief(boundSite(['"GET /nowhere"'], { openapi: 'https://example.com/openapi.json' }), rules)).toEqual([]);
    // A remote document beside a local one: a binding without prefix may name the remote one.
    expect(await lintBrief(boundSite(['"GET /nowhere"'], { openapi: ['openapi.yaml', 'https://example.com/openapi.json'] }), rules)).toEqual([]);
    // A spec file docs.json does not list (the generator reads it; docs-lint does not), named by prefix or not.
    const unlisted = { files: { 'legacy-openapi.json': '{}' } };
    expect(await lintBrief(boundSite(['"legacy-openapi GET /nowhere"', '"GET /nowhere"'], { openapi: 'openapi.yaml', ...unlisted }), rules)).toEqual([]);
  });

  test('invalid: a listed document that fails is reported once, on docs.json, and not on the pages bound to it', async () => {
    const files = boundSite(['"GET /users"', '"broken GET /users"'], { openapi: 'broken.yaml', files: { 'broken.yaml': 'openapi: 3.0.0\ninfo: [unclosed\n' } });
    expect((await lintBrief(files, rules)).map((problem) => problem.file)).toEqual(['docs.json']);
  });

  test('invalid: when one listed document does not parse, bindings are still checked against the documents that did', async () => {
    const files = boundSite(['"GET /users"', '"GET /nowhere"', '"broken GET /nowhere"'], {
      openapi: ['openapi.yaml', '/api/v2-openapi.yaml', 'broken.yaml'],
      files: { 'broken.yaml': 'openapi: 3.0.0\ninfo: [unclosed\n' },
    });
    const problems = await lintBrief(files, rules);
    expect(problems.map((problem) => problem.file)).toEqual(['docs.json', 'p1.mdx']);
    expect(problems[1]).toEqual({
      ...at(1),
      message:
        'Neither openapi.yaml nor api/v2-openapi.yaml has an operation `GET /nowhere`, so the site generator has nothing to build this page from. broken.yaml could not be read (see its report on the config); if the operation is there, fix that file first.',
    });
  });

  test('the report sits on the value even when other keys come first and the key is quoted', async () => {
    const text = '---\ntitle: Users\ndescription: List users.\n"openapi":   "GET /nope"\n---\n';
    const files = { 'docs.json': { name: 'S', navigation: [{ group: 'API', pages: ['p'] }], openapi: 'openapi.yaml' }, 'openapi.yaml': users, 'p.mdx': text };
    const [problem] = await lintBrief(files, rules);
    expect(problem).toMatchObject({ file: 'p.mdx', ...positionOf(text, '"GET /nope"') });
  });
});

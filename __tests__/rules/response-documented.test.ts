import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/response-documented.js';
import { lintBrief } from '../helpers/site-fixture.js';
import { bigOperation, boundPage, boundSite, DESCRIBED_FIELDS, fieldRuleFixture, inSpecFor, PETS_SWAGGER, UNDESCRIBED_FIELDS, undocumentedField as undocumented } from '../helpers/undocumented-operation.js';

const { rules, extra, lintPage, report: reportIn } = fieldRuleFixture('response-documented', rule);

describe('response-documented', () => {
  test('valid: a description between the tags, in a description attribute, or in nested content', async () => {
    const body = DESCRIBED_FIELDS;
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: response fields with no description, blank, comment-only or an empty attribute (a bare <ParamField> is param-documented\'s)', async () => {
    const body = UNDESCRIBED_FIELDS;
    const report = (needle: string, message: string) => reportIn(body, needle, message);
    expect(await lintPage(body)).toEqual([
      report('<ResponseField name', undocumented('ResponseField', ' "users"')),
      report('<ResponseField type', undocumented('ResponseField', '')),
    ]);
  });
});

describe('response-documented: fields used as labels', () => {
  test('valid: an empty <ResponseField> with no `type` (a label above an <Expandable>, or in prose), and one in a changelog <Update>', async () => {
    const body = [
      '<ResponseField name="useCreateListingModal" type="object">',
      '  <ResponseField name="* params" />',
      '',
      '  <Expandable>',
      '    <ResponseField name="onSuccess" type="function">Called once the listing is made.</ResponseField>',
      '  </Expandable>',
      '</ResponseField>',
      '',
      'The call returns <ResponseField name="items" /> as a list.',
      '',
      '<Update label="2024-06-01" description="v2.3">',
      '  New in the response:',
      '',
      '  <ResponseField name="cursor" type="string" />',
      '</Update>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: an empty field with a `type` outside a changelog entry is a field, and undocumented', async () => {
    const body = ['<Expandable>', '  <ResponseField name="close" type="() => void" />', '</Expandable>', ''].join('\n');
    expect(await lintPage(body)).toEqual([reportIn(body, '<ResponseField name="close"', undocumented('ResponseField', ' "close"'))]);
  });
});

describe('response-documented: pages bound to an OpenAPI operation', () => {
  const inSpec = inSpecFor('response-documented');
  const page = boundPage;

  test('invalid: a response property reached through $ref (the undocumented query parameters are param-documented\'s)', async () => {
    expect(await lintBrief(boundSite(['"GET /users"']), rules, extra)).toEqual([inSpec(0, 'GET /users', '1 property of its response 200', '`data[].id`', ', in the schema `User`')]);
  });

  test('valid: an undocumented request body property is a parameter, not a response field', async () => {
    expect(await lintBrief(boundSite(['"openapi POST /users"']), rules, extra)).toEqual([]);
  });

  test('invalid: properties of a schema that refers to itself, walked once (the path parameter is param-documented\'s)', async () => {
    expect(await lintBrief(boundSite(['"GET /users/{id}"']), rules, extra)).toEqual([
      // `children[]` and `parent` are Folders again: their own properties are the ones above, reported once.
      inSpec(0, 'GET /users/{id}', '2 properties of its response 200', '`parent` and `name`', ', in the schemas `Folder` and `Named`'),
    ]);
  });

  test('valid: everything documented (the operation overrides the path item parameter); a binding to no operation is openapi-valid\'s', async () => {
    expect(await lintBrief(boundSite(['"DELETE /users/{id}"', '"GET /nowhere"', '"GETT /users"']), rules, extra)).toEqual([]);
  });

  test('invalid: Swagger 2.0, with the body as an `in: body` parameter and the response schema on the response', async () => {
    expect(await lintBrief(boundSite(['"POST /pets"'], PETS_SWAGGER), rules, extra)).toEqual([
      inSpec(0, 'POST /pets', '1 property of its response 200', '`tag`', ', in the schema `Pet`'),
    ]);
  });

  test('invalid: a big undocumented response is one report, which names the first ten properties and counts the rest', async () => {
    const big = bigOperation('response');
    const names = Array.from({ length: 10 }, (_, index) => `\`field${String(index).padStart(2, '0')}\``).join(', ');
    expect(await lintBrief(boundSite(['"POST /big"'], big), rules, extra)).toEqual([inSpec(0, 'POST /big', '25 properties of its response 200', `${names} and 15 more`)]);
  });

  test('invalid: one report per response of the operation, each naming its own fields; responses that lack the same fields share one', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Items', version: '1' },
      paths: {
        '/items': {
          post: {
            responses: {
              '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } },
              '422': { description: 'Invalid', content: { 'application/json': { schema: { type: 'object', properties: { detail: { type: 'array', items: { $ref: '#/components/schemas/Error' } } } } } } },
              '401': { description: 'Unauthorized', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } } } } } },
              '404': { description: 'Not found', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } } } } } },
            },
          },
        },
      },
      components: {
        schemas: {
          Item: { title: 'Item', type: 'object', properties: { id: { title: 'Id', type: 'string' }, name: { title: 'Name', type: 'string' }, tags: { title: 'Tags', type: 'array', items: { type: 'string' } } } },
          Error: { title: 'Error', type: 'object', properties: { loc: { title: 'Location', type: 'array' }, msg: { title: 'Message', type: 'string' } } },
        },
      },
    };
    expect(await lintBrief(boundSite(['"POST /items"'], spec), rules, extra)).toEqual([
      // Responses that lack the same descriptions share one report.
      inSpec(0, 'POST /items', '1 property of its responses 401 and 404', '`error`'),
      inSpec(0, 'POST /items', '3 properties of its response 201', '`id`, `name` and `tags`', ', in the schema `Item`'),
      // `detail` is declared inline in the response, so no one schema holds them all.
      inSpec(0, 'POST /items', '3 properties of its response 422', '`detail`, `detail[].loc` and `detail[].msg`'),
    ]);
  });

  test('valid: no report when the site has no local OpenAPI document to read', async () => {
    const files = { 'docs.json': { name: 'S', navigation: [{ group: 'API', pages: ['p0'] }], openapi: 'https://example.com/openapi.json' }, 'p0.mdx': page('"GET /users"') };
    expect(await lintBrief(files, rules, extra)).toEqual([]);
  });
});

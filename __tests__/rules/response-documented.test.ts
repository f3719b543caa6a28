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
    expect(await lintBrief(boundSite(['"GET /users"']), rules, extra)).toEqual([inSpec(0, 'GET /users', 'response 200 property "data[].id"')]);
  });

  test('valid: an undocumented request body property is a parameter, not a response field', async () => {
    expect(await lintBrief(boundSite(['"openapi POST /users"']), rules, extra)).toEqual([]);
  });

  test('invalid: properties of a schema that refers to itself, walked once (the path parameter is param-documented\'s)', async () => {
    expect(await lintBrief(boundSite(['"GET /users/{id}"']), rules, extra)).toEqual([
      // `children[]` and `parent` are Folders again: their own properties are the ones above, reported once.
      inSpec(0, 'GET /users/{id}', 'response 200 property "name"'),
      inSpec(0, 'GET /users/{id}', 'response 200 property "parent"'),
    ]);
  });

  test('valid: everything documented (the operation overrides the path item parameter); a binding to no operation is openapi-valid\'s', async () => {
    expect(await lintBrief(boundSite(['"DELETE /users/{id}"', '"GET /nowhere"', '"GETT /users"']), rules, extra)).toEqual([]);
  });

  test('invalid: Swagger 2.0, with the body as an `in: body` parameter and the response schema on the response', async () => {
    expect(await lintBrief(boundSite(['"POST /pets"'], PETS_SWAGGER), rules, extra)).toEqual([
      inSpec(0, 'POST /pets', 'response 200 property "tag"'),
    ]);
  });

  test('invalid: a big undocumented operation gets 20 reports and one that counts the rest', async () => {
    const big = bigOperation('response');
    const problems = await lintBrief(boundSite(['"POST /big"'], big), rules, extra);
    expect(problems).toHaveLength(21);
    expect(problems.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, index) => inSpec(0, 'POST /big', `response 200 property "field${String(index).padStart(2, '0')}"`)));
    expect(problems[20]).toEqual({
      ...inSpec(0, 'POST /big', ''),
      message:
        'The OpenAPI operation `POST /big` that this page shows has undocumented items beyond these 20: 5 more response properties have no description. Add a `description` to each in api/openapi.json.',
    });
  });

  test('valid: no report when the site has no local OpenAPI document to read', async () => {
    const files = { 'docs.json': { name: 'S', navigation: [{ group: 'API', pages: ['p0'] }], openapi: 'https://example.com/openapi.json' }, 'p0.mdx': page('"GET /users"') };
    expect(await lintBrief(files, rules, extra)).toEqual([]);
  });
});

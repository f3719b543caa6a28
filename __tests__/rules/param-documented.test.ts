import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/param-documented.js';
import { lintBrief } from '../helpers/site-fixture.js';
import { bigOperation, boundPage, boundSite, DESCRIBED_FIELDS, fieldRuleFixture, inSpecFor, PETS_SWAGGER, UNDESCRIBED_FIELDS, undocumentedField as undocumented } from '../helpers/undocumented-operation.js';

const { rules, extra, lintPage, report: reportIn } = fieldRuleFixture('param-documented', rule);

describe('param-documented', () => {
  test('valid: a description between the tags, in a description attribute, or in nested content', async () => {
    const body = DESCRIBED_FIELDS;
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: fields with no description, self-closing, blank, comment-only or an empty attribute (a bare <ResponseField> is response-documented\'s)', async () => {
    const body = UNDESCRIBED_FIELDS;
    const report = (needle: string, message: string) => reportIn(body, needle, message);
    expect(await lintPage(body)).toEqual([
      report('<ParamField query', undocumented('ParamField', ' "limit"')),
      report('<ParamField path', undocumented('ParamField', ' "id"')),
      report('<ParamField body', undocumented('ParamField', ' "name"')),
    ]);
  });
});

describe('param-documented: pages bound to an OpenAPI operation', () => {
  const inSpec = inSpecFor('param-documented');
  const page = boundPage;

  test('invalid: an undocumented query parameter (and a blank description); the undocumented response property is response-documented\'s', async () => {
    expect(await lintBrief(boundSite(['"GET /users"']), rules, extra)).toEqual([inSpec(0, 'GET /users', '2 parameters', '`limit` (query) and `cursor` (query)')]);
  });

  test('invalid: a nested request body property', async () => {
    expect(await lintBrief(boundSite(['"openapi POST /users"']), rules, extra)).toEqual([inSpec(0, 'POST /users', '1 property of its request body', '`user.email`')]);
  });

  test('invalid: a path item parameter (the response properties are not a caller\'s parameters)', async () => {
    expect(await lintBrief(boundSite(['"GET /users/{id}"']), rules, extra)).toEqual([inSpec(0, 'GET /users/{id}', '1 parameter', '`id` (path)')]);
  });

  test('valid: everything documented (the operation overrides the path item parameter); a binding to no operation is openapi-valid\'s', async () => {
    expect(await lintBrief(boundSite(['"DELETE /users/{id}"', '"GET /nowhere"', '"GETT /users"']), rules, extra)).toEqual([]);
  });

  test('invalid: Swagger 2.0, with the body as an `in: body` parameter and the response schema on the response', async () => {
    expect(await lintBrief(boundSite(['"POST /pets"'], PETS_SWAGGER), rules, extra)).toEqual([
      inSpec(0, 'POST /pets', '1 parameter', '`dryRun` (query)'),
      inSpec(0, 'POST /pets', '1 property of its request body', '`tag`', ', in the schema `Pet`'),
    ]);
  });

  test('invalid: a big undocumented request body is one report, which names the first ten properties and counts the rest', async () => {
    const big = bigOperation('request');
    const names = Array.from({ length: 10 }, (_, index) => `\`field${String(index).padStart(2, '0')}\``).join(', ');
    expect(await lintBrief(boundSite(['"POST /big"'], big), rules, extra)).toEqual([inSpec(0, 'POST /big', '25 properties of its request body', `${names} and 15 more`)]);
  });

  test('valid: no report when the site has no local OpenAPI document to read', async () => {
    const files = { 'docs.json': { name: 'S', navigation: [{ group: 'API', pages: ['p0'] }], openapi: 'https://example.com/openapi.json' }, 'p0.mdx': page('"GET /users"') };
    expect(await lintBrief(files, rules, extra)).toEqual([]);
  });
});

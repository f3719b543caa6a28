import type { Rule } from '../../src/types.js';
import { lintBrief, positionOf } from './site-fixture.js';

/** An OpenAPI document with undocumented parameters, request body and response properties, and a site whose pages bind to its operations. */
export const USERS_SPEC = {
  openapi: '3.0.3',
  info: { title: 'Users', version: '1' },
  paths: {
    '/users': {
      get: {
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
          { name: 'cursor', in: 'query', description: '   ', schema: { type: 'string' } },
          { $ref: '#/components/parameters/Tenant' },
        ],
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/UserList' } } } } },
      },
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  user: {
                    type: 'object',
                    description: 'The user to create.',
                    properties: { email: { type: 'string' }, name: { type: 'string', description: 'Full name.' } },
                  },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Created' } },
      },
    },
    '/users/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Folder' } } } } } },
      delete: {
        parameters: [{ name: 'id', in: 'path', required: true, description: 'The ID of the user.', schema: { type: 'string' } }],
        responses: { '204': { description: 'Deleted' } },
      },
    },
  },
  components: {
    parameters: { Tenant: { name: 'X-Tenant', in: 'header', description: 'The tenant to act for.', schema: { type: 'string' } } },
    schemas: {
      UserList: {
        type: 'object',
        properties: {
          data: { type: 'array', description: 'The users.', items: { $ref: '#/components/schemas/User' } },
          total: { $ref: '#/components/schemas/Count' },
        },
      },
      User: {
        type: 'object',
        properties: { id: { type: 'string' }, email: { type: 'string', description: 'Where the user gets mail.' } },
      },
      Count: { type: 'integer', description: 'How many there are.' },
      // A folder holds folders: the walk must stop at the cycle.
      Folder: {
        type: 'object',
        allOf: [{ $ref: '#/components/schemas/Named' }],
        properties: {
          parent: { $ref: '#/components/schemas/Folder' },
          children: { type: 'array', description: 'The folders inside.', items: { $ref: '#/components/schemas/Folder' } },
        },
      },
      Named: { type: 'object', properties: { name: { type: 'string' } } },
    },
  },
};

export const boundPage = (openapi: string) => `---\ntitle: An endpoint\nopenapi: ${openapi}\n---\n\nText.\n`;

export function boundSite(bindings: string[], document: object = USERS_SPEC) {
  const pages = bindings.map((_, index) => `p${index}`);
  const files: Record<string, string | object> = { 'docs.json': { name: 'S', navigation: [{ group: 'API', pages }], openapi: '/api/openapi.json' }, 'api/openapi.json': document };
  bindings.forEach((binding, index) => (files[`p${index}.mdx`] = boundPage(binding)));
  return files;
}

/** One report for a group of the operation (its parameters, its request body, one response): `what` counts them, `names` lists them, `schemas` says where they are declared. */
export const inSpecFor = (ruleId: string) => (index: number, operation: string, what: string, names: string, schemas = '') => ({
  file: `p${index}.mdx`,
  ruleId,
  line: 3,
  column: 'openapi: '.length + 1,
  message: `The OpenAPI operation \`${operation}\` that this page shows has no description for ${what}: ${names}. Add a \`description\` to ${/^(at least )?1 /.test(what) ? 'it' : 'each'} in api/openapi.json${schemas}.`,
});


const FIELDS_HEAD = '---\ntitle: List users\ndescription: List the users of an account.\n---\n\n';

/** A one-page site linted with one of the two field rules (param-documented, response-documented) at `warn`. */
export function fieldRuleFixture(ruleId: string, rule: Rule<any>) {
  const rules = { [ruleId]: 'warn' } as const;
  const extra = { ruleModules: [rule] };
  const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
  const lintPage = (body: string) => lintBrief({ 'docs.json': docsJson, 'page.mdx': FIELDS_HEAD + body }, rules, extra);
  const report = (body: string, needle: string, message: string) => ({ file: 'page.mdx', ruleId, ...positionOf(FIELDS_HEAD + body, needle), message });
  return { rules, extra, lintPage, report };
}

/** The message of a field component with no description. */
export const undocumentedField = (component: string, label: string) =>
  `<${component}>${label} has no description; write what it holds and when to use it between <${component}> and </${component}>, or add a description attribute.`;

/** Fields each described one way or another: neither rule reports them. */
export const DESCRIBED_FIELDS = [
  '<ParamField query="limit" type="integer">How many users to return, from 1 to 100.</ParamField>',
  '',
  '<ParamField path="id" type="string" description="The ID of the user." />',
  '',
  '<ParamField header="X-Api-Key" type="string" description={keyHelp} />',
  '',
  '<ResponseField name="users" type="object[]">',
  '  {/* Keep this short. */}',
  '  The users, newest first.',
  '</ResponseField>',
  '',
  '<ResponseField name="meta" type="object">',
  '  <Expandable title="properties">',
  '    <ResponseField name="total" type="integer">How many users the account has.</ResponseField>',
  '  </Expandable>',
  '</ResponseField>',
  '',
  '<ParamField body="user" type="object" {...userProps} />',
  '',
].join('\n');

/** ParamFields and ResponseFields without a description: each rule reports its own kind. */
export const UNDESCRIBED_FIELDS = [
  '<ParamField query="limit" type="integer" />',
  '',
  '<ParamField path="id" type="string">',
  '',
  '</ParamField>',
  '',
  '<ResponseField name="users" type="object[]">',
  '  {/* TODO */}',
  '</ResponseField>',
  '',
  '<ResponseField type="integer" description="" required></ResponseField>',
  '',
  'Inline <ParamField body="name" type="string"></ParamField> too.',
  '',
].join('\n');

/** Swagger 2.0: the body is an `in: body` parameter, the response schema sits on the response. */
export const PETS_SWAGGER = {
  swagger: '2.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      post: {
        parameters: [
          { name: 'dryRun', in: 'query', type: 'boolean' },
          { name: 'pet', in: 'body', description: 'The pet.', schema: { $ref: '#/definitions/Pet' } },
        ],
        responses: { '200': { description: 'OK', schema: { $ref: '#/definitions/Pet' } } },
      },
    },
  },
  definitions: { Pet: { type: 'object', properties: { tag: { type: 'string' }, name: { type: 'string', description: 'Its name.' } } } },
};

/** One operation with 25 undocumented properties, in its request body or in its 200 response. */
export function bigOperation(where: 'request' | 'response') {
  const properties = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`field${String(index).padStart(2, '0')}`, { type: 'string' }]));
  const schema = { 'application/json': { schema: { type: 'object', properties } } };
  const post = where === 'request' ? { requestBody: { content: schema }, responses: { '204': { description: 'Done' } } } : { responses: { '200': { description: 'Done', content: schema } } };
  return { openapi: '3.1.0', info: { title: 'Big', version: '1' }, paths: { '/big': { post } } };
}

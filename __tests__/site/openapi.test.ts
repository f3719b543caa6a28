import { describe, expect, test } from '@jest/globals';
import type { Yaml } from 'mdast';
import { resolvePageOperation } from '../../src/site/openapi/find-operation.js';
import { resolvePointer } from '../../src/site/openapi/json-refs.js';
import { frontMatterValueLocation, parseOperationBinding } from '../../src/site/openapi/operation-binding.js';
import { specScope, type LoadedSpec, type OpenApiSite } from '../../src/site/openapi/spec-scope.js';
import { undocumentedItems } from '../../src/site/openapi/undocumented-items.js';
import type { OpenApiStatus } from '../../src/site/openapi-documents.js';
import { resolveSitePath } from '../../src/site/site-paths.js';

/** A site as the project index would describe it: docs.json references, loaded documents, files. */
function site(references: string[], documents: Record<string, OpenApiStatus>, files: string[] = []): OpenApiSite {
  return {
    openapiReferences: references.map((value) => ({ value, node: {} as never, resolution: resolveSitePath(value) })),
    openapiDocuments: new Map(Object.entries(documents)),
    files: new Set([...Object.keys(documents), ...files]),
  };
}
const ok = (document: Record<string, unknown>): OpenApiStatus => ({ ok: true, specification: 'OpenAPI', version: '3.1.0', document });
const paths = (...routes: string[]) => ({ openapi: '3.1.0', paths: Object.fromEntries(routes.map((route) => [route, { get: { responses: {} } }])) });

describe('parseOperationBinding', () => {
  test('reads the method case-insensitively, keeps the path and the document prefix as written', () => {
    expect(parseOperationBinding(' get  /users/{id} ')).toEqual({ ok: true, binding: { spec: undefined, target: { kind: 'operation', method: 'get', path: '/users/{id}' } } });
    expect(parseOperationBinding('/specs/a.yaml PATCH /a')).toEqual({ ok: true, binding: { spec: '/specs/a.yaml', target: { kind: 'operation', method: 'patch', path: '/a' } } });
    expect(parseOperationBinding('a.json Webhook order updated')).toEqual({ ok: true, binding: { spec: 'a.json', target: { kind: 'webhook', name: 'order updated' } } });
  });

  test('explains what is wrong with a value that names no operation', () => {
    expect(parseOperationBinding('')).toEqual({ ok: false, problem: 'it is empty' });
    expect(parseOperationBinding('users')).toEqual({ ok: false, problem: 'it has no HTTP method and no path' });
    expect(parseOperationBinding('a b c /x')).toEqual({ ok: false, problem: '"c" is not an HTTP method' });
    expect(parseOperationBinding('DELTE /x')).toEqual({ ok: false, problem: '"DELTE" is not an HTTP method (did you mean DELETE?)' });
    // Two letters swapped count as one edit (closestMatch), so `POTS` is near `POST`.
    expect(parseOperationBinding('POTS /x')).toEqual({ ok: false, problem: '"POTS" is not an HTTP method (did you mean POST?)' });
    expect(parseOperationBinding('FOO /x')).toEqual({ ok: false, problem: '"FOO" is not an HTTP method' });
    expect(parseOperationBinding('GET /a /b')).toEqual({ ok: false, problem: 'it has more than a path after GET ("/a /b")' });
  });
});

describe('specScope', () => {
  const documents = { 'api/v1.yaml': ok(paths('/a')), 'v2.json': ok(paths('/b')) };
  const both = site(['/api/v1.yaml', 'v2.json'], documents);

  test('a prefix names a document by path (with or without a leading slash or extension) or by file name', () => {
    for (const prefix of ['api/v1.yaml', '/api/v1.yaml', './api/v1', 'v1.yaml', 'v1']) {
      const scope = specScope(both, prefix);
      expect(scope.kind === 'search' && scope.specs.map((spec) => spec.path)).toEqual(['api/v1.yaml']);
    }
  });

  test('no prefix searches every loaded document; the search is incomplete when a document was not read', () => {
    expect(specScope(both, undefined)).toMatchObject({ kind: 'search', complete: true });
    expect(specScope(site(['v2.json', 'https://x.dev/o.json'], documents), undefined)).toMatchObject({ complete: false });
    // A listed document that does not parse is reported on the config; the generator cannot read it either, so the search stays complete.
    expect(specScope(site(['v2.json'], { ...documents, 'api/v1.yaml': { ok: false, problem: 'broken' } }), undefined)).toMatchObject({ complete: true });
    expect(specScope(site(['v2.json'], { 'v2.json': documents['v2.json'] }, ['specs/openapi/extra.yaml']), undefined)).toMatchObject({ complete: false });
    // A JSON file that is clearly no spec does not make the search incomplete.
    expect(specScope(site(['v2.json'], { 'v2.json': documents['v2.json'] }, ['package.json']), undefined)).toMatchObject({ complete: true });
  });

  test('nothing can be said without a loaded document, or of a document that exists but was not loaded', () => {
    expect(specScope(site(['https://x.dev/o.json'], {}), undefined)).toEqual({ kind: 'unknowable' });
    expect(specScope(site(['v2.json'], { 'v2.json': documents['v2.json'] }, ['unlisted.yaml']), 'unlisted')).toEqual({ kind: 'unknowable' });
    expect(specScope(both, 'https://x.dev/o.json')).toEqual({ kind: 'unknowable' });
  });

  test('a prefix that names nothing lists the documents docs.json names', () => {
    expect(specScope(both, 'v3')).toEqual({ kind: 'unknown', known: ['api/v1.yaml', 'v2.json'] });
  });
});

describe('resolvePageOperation', () => {
  test('finds the operation in the first document that has it, and ignores values that are not text', () => {
    const both = site(['a.yaml', 'b.yaml'], { 'a.yaml': ok(paths('/x')), 'b.yaml': ok(paths('/x', '/y')) });
    expect(resolvePageOperation(both, 'GET /y')).toMatchObject({ kind: 'found', label: 'GET /y', hit: { spec: { path: 'b.yaml' } } });
    expect(resolvePageOperation(both, 'GET /x')).toMatchObject({ kind: 'found', hit: { spec: { path: 'a.yaml' } } });
    expect(resolvePageOperation(both, 42)).toEqual({ kind: 'none' });
    expect(resolvePageOperation(both, '  ')).toEqual({ kind: 'none' });
  });

  test('a path or webhook called like an Object.prototype key is not found there', () => {
    const one = site(['a.yaml'], { 'a.yaml': ok({ openapi: '3.1.0', paths: {}, webhooks: {} }) });
    expect(resolvePageOperation(one, 'webhook constructor')).toMatchObject({ kind: 'missing' });
    expect(resolvePageOperation(one, 'GET /__proto__')).toMatchObject({ kind: 'missing' });
  });
});

describe('resolvePointer', () => {
  test('decodes ~1, ~0 and percent escapes, and refuses external references', () => {
    const document = { paths: { '/a/{id}': { get: 1 } }, 'x~y': { 'b c': 2 } };
    expect(resolvePointer(document, '#/paths/~1a~1%7Bid%7D/get')).toBe(1);
    expect(resolvePointer(document, '#/x~0y/b%20c')).toBe(2);
    expect(resolvePointer(document, 'other.yaml#/paths')).toBeUndefined();
    expect(resolvePointer(document, '#/nope/deeper')).toBeUndefined();
  });
});

describe('undocumentedItems', () => {
  const hitFor = (document: Record<string, unknown>, schema: unknown) => {
    const operation = { requestBody: { content: { 'application/json': { schema } } }, responses: {} };
    const spec: LoadedSpec = { path: 'o.yaml', document };
    return { spec, pathItem: { post: operation }, operation };
  };

  test('a cycle through two schemas ends, and each property is named once', () => {
    const document = {
      components: {
        schemas: {
          A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
          B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' }, note: { type: 'string' } } },
        },
      },
    };
    expect(undocumentedItems(hitFor(document, { $ref: '#/components/schemas/A' }), 'request')).toEqual({
      groups: [{ kind: 'request body', names: ['`b`', '`b.a`', '`b.note`'], schemas: ['A', 'B'] }],
      capped: false,
    });
  });

  test('oneOf and anyOf branches are walked; a description on a $ref sibling, an allOf member or behind an external $ref counts', () => {
    const document = { components: { schemas: { Described: { description: 'Said.', type: 'string' } } } };
    const schema = {
      type: 'object',
      properties: {
        sibling: { $ref: '#/components/schemas/Missing', description: 'Said here.' },
        composed: { allOf: [{ $ref: '#/components/schemas/Described' }] },
        external: { $ref: 'common.yaml#/Thing' },
        choice: {
          description: 'One of two.',
          oneOf: [{ type: 'object', properties: { left: { type: 'string' } } }, { type: 'object', properties: { right: { type: 'string', description: 'Right.' } } }],
        },
      },
    };
    expect(undocumentedItems(hitFor(document, schema), 'request').groups).toEqual([{ kind: 'request body', names: ['`choice.left`'], schemas: [] }]);
  });

  test('the request part is parameters and request body properties; the response part is response properties', () => {
    const operation = {
      parameters: [{ in: 'query', name: 'limit', schema: { type: 'integer' } }],
      requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
      responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } },
    };
    const hit = { spec: { path: 'o.yaml', document: {} } as LoadedSpec, pathItem: { post: operation }, operation };
    expect(undocumentedItems(hit, 'request').groups).toEqual([
      { kind: 'parameters', names: ['`limit` (query)'], schemas: [] },
      { kind: 'request body', names: ['`name`'], schemas: [] },
    ]);
    expect(undocumentedItems(hit, 'response').groups).toEqual([{ kind: 'response', status: '200', names: ['`id`'], schemas: [] }]);
  });

  test('a deeply nested schema stops at the depth cap instead of running away', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 200; i++) schema = { type: 'object', properties: { n: schema } };
    const { groups } = undocumentedItems(hitFor({}, schema), 'request');
    expect(groups).toHaveLength(1);
    expect(groups[0].names).toHaveLength(16);
  });
});

describe('frontMatterValueLocation', () => {
  const yaml = (value: string): Yaml => ({ type: 'yaml', value, position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 4, column: 4, offset: 0 } } });

  test('points at the value, after the key and its spaces', () => {
    expect(frontMatterValueLocation(yaml('title: X\nopenapi:   "GET /a"'), 'openapi')).toEqual({ start: { line: 3, column: 12 }, end: { line: 3, column: 20 } });
  });

  test('falls back to the opening fence when the key is not on a line of its own', () => {
    expect(frontMatterValueLocation(yaml('{ openapi: GET /a }'), 'openapi')).toEqual({ start: { line: 1, column: 1 }, end: { line: 1, column: 4 } });
  });
});

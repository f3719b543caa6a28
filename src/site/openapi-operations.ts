/**
 * Pages bound to an OpenAPI operation by front matter (`openapi: "GET /users/{id}"`): reading the
 * binding, finding the operation in the documents the project index loaded, and listing what of
 * the operation has no description. Pure functions over already-parsed documents: nothing here
 * reads the disk or the network.
 */
import path from 'node:path';
import type { Yaml } from 'mdast';
import { closestMatch } from '../rule-kit/closest-match.js';
import type { SourceLocation } from '../types.js';
import type { ProjectIndex } from './project-index.js';
import { isExternalUrl } from './site-paths.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type OperationTarget = { kind: 'operation'; method: HttpMethod; path: string } | { kind: 'webhook'; name: string };

export interface OperationBinding {
  /** The spec file or name before the method, as written. */
  spec?: string;
  target: OperationTarget;
}

export type BindingParse = { ok: true; binding: OperationBinding } | { ok: false; problem: string };

type JsonRecord = Record<string, unknown>;

const WEBHOOK = 'webhook';

/**
 * Reads `METHOD /path`, `<spec> METHOD /path`, `webhook <name>` or `<spec> webhook <name>`.
 * The method is case-insensitive, as the site generator reads it; the path is kept exactly.
 */
export function parseOperationBinding(value: string): BindingParse {
  const tokens = value.trim().split(/\s+/).filter((token) => token !== '');
  if (tokens.length === 0) return { ok: false, problem: 'it is empty' };
  const at = isVerb(tokens[0]) ? 0 : tokens.length > 1 && isVerb(tokens[1]) ? 1 : -1;
  if (at < 0) return { ok: false, problem: missingVerbProblem(tokens) };
  const spec = at === 1 ? tokens[0] : undefined;
  const verb = tokens[at].toLowerCase();
  const rest = tokens.slice(at + 1);
  if (verb === WEBHOOK) {
    if (rest.length === 0) return { ok: false, problem: 'it has no webhook name after `webhook`' };
    // A webhook is named by its key in `webhooks`, which may hold spaces.
    return { ok: true, binding: { spec, target: { kind: 'webhook', name: rest.join(' ') } } };
  }
  const method = verb as HttpMethod;
  const shown = method.toUpperCase();
  if (rest.length === 0) return { ok: false, problem: `it has no path after ${shown}` };
  if (rest.length > 1) return { ok: false, problem: `it has more than a path after ${shown} ("${rest.join(' ')}")` };
  const route = rest[0];
  if (isExternalUrl(route)) return { ok: false, problem: `"${route}" is a URL, not a path of the OpenAPI document (a hand-written endpoint belongs in \`api:\`)` };
  if (!route.startsWith('/')) return { ok: false, problem: `the path "${route}" does not start with "/"` };
  return { ok: true, binding: { spec, target: { kind: 'operation', method, path: route } } };
}

function isVerb(token: string): boolean {
  const lower = token.toLowerCase();
  return lower === WEBHOOK || (HTTP_METHODS as readonly string[]).includes(lower);
}

/** Names the token that should have been the method, with the nearest method when it is a typo. */
function missingVerbProblem(tokens: string[]): string {
  const last = tokens[tokens.length - 1];
  if (tokens.length === 1) return last.startsWith('/') ? 'it has no HTTP method (such as GET) before the path' : 'it has no HTTP method and no path';
  if (!last.startsWith('/')) return 'it has no HTTP method (such as GET) followed by a path that starts with "/"';
  const candidate = tokens[tokens.length - 2];
  if (tokens.length === 2 && /\.(json|ya?ml)$/i.test(candidate)) return `it has no HTTP method between the document "${candidate}" and the path`;
  const near = closestMatch(candidate, [...HTTP_METHODS.map((method) => method.toUpperCase()), WEBHOOK]);
  return `"${candidate}" is not an HTTP method${near ? ` (did you mean ${near}?)` : ''}`;
}

/** `GET /users/{id}` or `webhook orderUpdated`: how messages name a target. */
export function targetLabel(target: OperationTarget): string {
  return target.kind === 'operation' ? `${target.method.toUpperCase()} ${target.path}` : `${WEBHOOK} ${target.name}`;
}

// --- Which documents a binding may name -------------------------------------------------------

/** A local OpenAPI document that loaded and validated. */
export interface LoadedSpec {
  /** Root-relative POSIX path. */
  path: string;
  document: JsonRecord;
}

/** What the project index knows about OpenAPI documents; a ProjectIndex is one. */
export type OpenApiSite = Pick<ProjectIndex, 'openapiReferences' | 'openapiDocuments' | 'files'>;

export type SpecScope =
  /** Search these; `complete` is false when the operation could also be in a document docs-lint did not read. */
  | { kind: 'search'; specs: LoadedSpec[]; complete: boolean }
  /** Nothing can be said: the documents that matter are remote, failed to load, or were never loaded. */
  | { kind: 'unknowable' }
  /** The spec prefix names no document the site has. */
  | { kind: 'unknown'; known: string[] };

const SPEC_FILE = /\.(json|ya?ml)$/i;
/** Files the generator may read as OpenAPI although docs.json does not list them (it uploads every spec in the repository). */
const LOOKS_LIKE_SPEC = /(openapi|swagger)[^/]*\.(json|ya?ml)$|(^|\/)(openapi|swagger)[^/]*\/[^/]+\.(json|ya?ml)$/i;

/** The documents that loaded, in the order docs.json lists them. */
export function loadedSpecs(site: OpenApiSite): LoadedSpec[] {
  return [...site.openapiDocuments].flatMap(([specPath, status]) => (status.ok ? [{ path: specPath, document: status.document }] : []));
}

export function specScope(site: OpenApiSite, spec: string | undefined): SpecScope {
  const loaded = loadedSpecs(site);
  // No document to look in (only URLs, or files that failed and are reported on docs.json).
  if (loaded.length === 0) return { kind: 'unknowable' };
  if (spec === undefined) return { kind: 'search', specs: loaded, complete: !hasUnreadSpecs(site) };
  if (isExternalUrl(spec)) return { kind: 'unknowable' };
  const wanted = spec.replace(/^(\.\/|\/)+/, '');
  const named = loaded.filter((candidate) => namesFile(wanted, candidate.path));
  if (named.length > 0) return { kind: 'search', specs: named, complete: true };
  if (namesUnreadDocument(site, wanted)) return { kind: 'unknowable' };
  const known = [...new Set(site.openapiReferences.flatMap((reference) => (reference.resolution.kind === 'inside' ? [reference.resolution.path] : [])))];
  return { kind: 'unknown', known };
}

/**
 * A document named by its root-relative path, that path without its extension, its file name, or
 * its file name without extension (`v3-openapi` for `/v3-openapi.yaml`).
 */
function namesFile(wanted: string, filePath: string): boolean {
  return specNames(filePath).includes(wanted);
}

/** Every way a binding may name the document at `filePath`. */
export function specNames(filePath: string): string[] {
  const base = path.posix.basename(filePath);
  return [...new Set([filePath, stripExtension(filePath), base, stripExtension(base)])];
}

function stripExtension(filePath: string): string {
  return filePath.replace(/\.[^./]+$/, '');
}

/** Listed in docs.json but missing or invalid, a spec file docs.json does not list, or a remote document's name. */
function namesUnreadDocument(site: OpenApiSite, wanted: string): boolean {
  for (const reference of site.openapiReferences) {
    if (reference.resolution.kind === 'inside' && namesFile(wanted, reference.resolution.path)) return true;
    if (reference.resolution.kind === 'external' && namesFile(wanted, reference.value.replace(/[?#].*$/, '').replace(/\/+$/, ''))) return true;
  }
  for (const file of site.files) if (SPEC_FILE.test(file) && namesFile(wanted, file)) return true;
  return false;
}

/** Per site: every bound page asks, and the answer scans every file of the site. */
const unreadSpecs = new WeakMap<OpenApiSite, boolean>();

/** True when an operation missing from the loaded documents could be in one docs-lint did not read. */
function hasUnreadSpecs(site: OpenApiSite): boolean {
  let answer = unreadSpecs.get(site);
  if (answer === undefined) {
    answer =
      site.openapiReferences.some((reference) => reference.resolution.kind === 'external') ||
      [...site.openapiDocuments.values()].some((status) => !status.ok) ||
      [...site.files].some((file) => LOOKS_LIKE_SPEC.test(file) && !site.openapiDocuments.has(file));
    unreadSpecs.set(site, answer);
  }
  return answer;
}

// --- Finding the operation ---------------------------------------------------------------------

export interface OperationHit {
  spec: LoadedSpec;
  pathItem: JsonRecord;
  operation: JsonRecord;
}

export function findOperation(spec: LoadedSpec, target: OperationTarget): OperationHit | undefined {
  const document = spec.document;
  if (target.kind === 'operation') {
    const pathItem = resolveRecord(document, own(asRecord(document.paths), target.path));
    const operation = asRecord(own(pathItem, target.method));
    return pathItem && operation ? { spec, pathItem, operation } : undefined;
  }
  const pathItem = resolveRecord(document, own(asRecord(document.webhooks), target.name));
  const method = HTTP_METHODS.find((candidate) => asRecord(own(pathItem, candidate)));
  return pathItem && method ? { spec, pathItem, operation: asRecord(pathItem[method])! } : undefined;
}

/** Every operation and webhook of a document, labelled as a binding names them. */
export function operationLabels(spec: LoadedSpec): string[] {
  const labels: string[] = [];
  for (const [route, item] of Object.entries(asRecord(spec.document.paths) ?? {})) {
    const pathItem = resolveRecord(spec.document, item);
    for (const method of HTTP_METHODS) if (asRecord(own(pathItem, method))) labels.push(targetLabel({ kind: 'operation', method, path: route }));
  }
  for (const name of Object.keys(asRecord(spec.document.webhooks) ?? {})) labels.push(targetLabel({ kind: 'webhook', name }));
  return labels;
}

export type PageOperation =
  | { kind: 'none' }
  | { kind: 'malformed'; value: string; problem: string }
  | { kind: 'unknowable' }
  | { kind: 'unknown-spec'; spec: string; known: string[] }
  | { kind: 'missing'; label: string; searched: LoadedSpec[]; elsewhere?: LoadedSpec; otherMethods: string[]; suggestion?: string }
  | { kind: 'found'; label: string; hit: OperationHit };

/** What a page's `openapi` front matter value binds it to. */
export function resolvePageOperation(site: OpenApiSite, value: unknown): PageOperation {
  // Not text: frontmatter-valid reports the type. Empty: the page is simply not bound.
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'none' };
  const parsed = parseOperationBinding(value);
  if (!parsed.ok) return { kind: 'malformed', value: value.trim(), problem: parsed.problem };
  const { spec, target } = parsed.binding;
  const scope = specScope(site, spec);
  if (scope.kind === 'unknowable') return scope;
  if (scope.kind === 'unknown') return { kind: 'unknown-spec', spec: spec!, known: scope.known };
  const label = targetLabel(target);
  for (const candidate of scope.specs) {
    const hit = findOperation(candidate, target);
    if (hit) return { kind: 'found', label, hit };
  }
  if (!scope.complete) return { kind: 'unknowable' };
  const elsewhere = spec === undefined ? undefined : loadedSpecs(site).find((candidate) => !scope.specs.includes(candidate) && findOperation(candidate, target));
  return { kind: 'missing', label, searched: scope.specs, elsewhere, otherMethods: otherMethods(scope.specs, target), suggestion: suggestOperation(scope.specs, target) };
}

/** The methods the path does have, when the binding got only the method wrong. */
function otherMethods(specs: LoadedSpec[], target: OperationTarget): string[] {
  if (target.kind !== 'operation') return [];
  const methods = new Set<string>();
  for (const spec of specs) {
    const pathItem = resolveRecord(spec.document, own(asRecord(spec.document.paths), target.path));
    for (const method of HTTP_METHODS) if (asRecord(own(pathItem, method))) methods.add(method.toUpperCase());
  }
  return [...methods];
}

/**
 * The operation the writer most likely meant. The generator looks paths up by their exact key, so
 * `/users/{userId}` does not match `/users/{id}`; the same template with other parameter names is
 * the first suggestion, then the nearest label by edit distance.
 */
function suggestOperation(specs: LoadedSpec[], target: OperationTarget): string | undefined {
  // Only the method is wrong: the one method the path has is the answer; with several, the
  // message lists them rather than pick one by spelling.
  const methods = otherMethods(specs, target);
  if (target.kind === 'operation' && methods.length > 0) return methods.length === 1 ? `${methods[0]} ${target.path}` : undefined;
  const labels = specs.flatMap(operationLabels);
  const wanted = targetLabel(target);
  const template = (label: string) => label.toLowerCase().replace(/\{[^}]*\}/g, '{}');
  return labels.find((label) => template(label) === template(wanted)) ?? closestMatch(wanted, labels);
}

// --- What of the operation has no description ---------------------------------------------------

export interface UndocumentedItems {
  /** `query parameter "limit"`, `request body property "user.email"`, `response 200 property "data[].id"`. */
  items: string[];
  /** The walk stopped at its budget: there may be more. */
  capped: boolean;
}

/** How deep into nested objects, arrays and compositions the walk goes. */
const MAX_DEPTH = 16;
/** Schema nodes one operation's walk visits at most: bounds the time a huge document takes. */
const MAX_VISITS = 20_000;
const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'];
const PARAMETER_KINDS: Record<string, string> = { path: 'path', query: 'query', header: 'header', cookie: 'cookie', formData: 'form' };

/**
 * Every parameter (path item and operation level), request body property and response property
 * of the operation that has no description, in document order, each named once.
 */
export function undocumentedItems(hit: OperationHit): UndocumentedItems {
  const document = hit.spec.document;
  const found = new Collector();
  for (const parameter of operationParameters(document, hit.pathItem, hit.operation)) {
    // Swagger 2.0 carries the request body as an `in: body` parameter.
    if (parameter.in === 'body') {
      walkSchema(document, parameter.schema, 'request body', found);
      continue;
    }
    const kind = PARAMETER_KINDS[String(parameter.in)];
    if (!kind || typeof parameter.name !== 'string') continue;
    if (!isDescribed(document, parameter) && !isDescribed(document, parameter.schema)) found.add(`${kind} parameter "${parameter.name}"`);
  }
  const body = resolveRecord(document, hit.operation.requestBody);
  for (const schema of mediaSchemas(body)) walkSchema(document, schema, 'request body', found);
  for (const [status, value] of Object.entries(asRecord(hit.operation.responses) ?? {})) {
    const response = resolveRecord(document, value);
    const schemas = response && 'schema' in response ? [response.schema] : mediaSchemas(response);
    for (const schema of schemas) walkSchema(document, schema, `response ${status}`, found);
  }
  return { items: found.items, capped: found.capped };
}

class Collector {
  readonly items: string[] = [];
  private readonly seen = new Set<string>();
  visits = 0;
  capped = false;

  /** Once per label: the same property in two media types or two `oneOf` branches is one thing to fix. */
  add(label: string): void {
    if (this.seen.has(label)) return;
    this.seen.add(label);
    this.items.push(label);
  }
}

/** Path item parameters, overridden by operation parameters of the same name and location. */
function operationParameters(document: JsonRecord, pathItem: JsonRecord, operation: JsonRecord): JsonRecord[] {
  const byKey = new Map<string, JsonRecord>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parameter = resolveRecord(document, entry);
      if (parameter) byKey.set(`${String(parameter.in)}\u0000${String(parameter.name)}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** The schemas of a request body's or response's `content`, one per media type. */
function mediaSchemas(owner: JsonRecord | undefined): unknown[] {
  return Object.values(asRecord(owner?.content) ?? {}).flatMap((media) => {
    const schema = asRecord(media)?.schema;
    return schema === undefined ? [] : [schema];
  });
}

interface Frame {
  schema: unknown;
  /** `user.email`, `data[]`: where this schema sits under the body or response. */
  label: string;
  /** The `$ref`s followed on the way here: meeting one again is a cycle. */
  refs: readonly string[];
  depth: number;
  /** A named property, whose description is checked. */
  property: boolean;
}

/** Walks one body or response schema with an explicit stack, so deep or cyclic schemas cannot overflow it. */
function walkSchema(document: JsonRecord, root: unknown, owner: string, found: Collector): void {
  const stack: Frame[] = [{ schema: root, label: '', refs: [], depth: 0, property: false }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (++found.visits > MAX_VISITS) {
      found.capped = true;
      return;
    }
    if (frame.property && isRecord(frame.schema) && !isDescribed(document, frame.schema)) found.add(`${owner} property "${frame.label}"`);
    const target = dereference(document, frame.schema, frame.refs);
    if (!target || frame.depth >= MAX_DEPTH) continue;
    const next = { refs: target.refs, depth: frame.depth + 1 };
    const children: Frame[] = [];
    for (const [name, schema] of Object.entries(asRecord(target.node.properties) ?? {})) {
      children.push({ ...next, schema, label: frame.label ? `${frame.label}.${name}` : name, property: true });
    }
    // A tuple (`items: [...]`) names no property to document.
    if (isRecord(target.node.items)) children.push({ ...next, schema: target.node.items, label: `${frame.label}[]`, property: false });
    for (const key of COMPOSITIONS) {
      const members = target.node[key];
      if (Array.isArray(members)) for (const member of members) children.push({ ...next, schema: member, label: frame.label, property: false });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/**
 * The schema a node stands for, following a chain of internal `$ref`s. Undefined for an external
 * or broken reference (nothing to say about it) and for a reference already on the path (a cycle).
 */
function dereference(document: JsonRecord, value: unknown, onPath: readonly string[]): { node: JsonRecord; refs: readonly string[] } | undefined {
  let node = value;
  let refs = onPath;
  for (let hops = 0; isRecord(node) && typeof node.$ref === 'string'; hops++) {
    const ref = node.$ref;
    if (hops > 32 || refs.includes(ref)) return undefined;
    refs = [...refs, ref];
    node = resolvePointer(document, ref);
  }
  return isRecord(node) ? { node, refs } : undefined;
}

/**
 * True when the node, the schema it `$ref`s or a member of its `allOf`/`oneOf`/`anyOf` has a
 * description that is not blank. An external `$ref` counts: docs-lint cannot see what it holds.
 */
function isDescribed(document: JsonRecord, value: unknown): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!isRecord(node) || seen.has(node)) continue;
    seen.add(node);
    if (typeof node.description === 'string' && node.description.trim() !== '') return true;
    if (typeof node.$ref === 'string') {
      if (!node.$ref.startsWith('#')) return true;
      stack.push({ node: resolvePointer(document, node.$ref), depth: depth + 1 });
    }
    if (depth >= 4) continue;
    for (const key of COMPOSITIONS) {
      const members = node[key];
      if (Array.isArray(members)) for (const member of members) stack.push({ node: member, depth: depth + 1 });
    }
  }
  return false;
}

// --- JSON helpers ----------------------------------------------------------------------------

/** The value an internal JSON pointer (`#/components/schemas/User`) points at in the document. */
export function resolvePointer(document: JsonRecord, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment === '') return document;
  if (!fragment.startsWith('/')) return undefined;
  let node: unknown = document;
  for (const raw of fragment.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = /^\d+$/.test(key) ? node[Number(key)] : undefined;
    else node = own(asRecord(node), key);
    if (node === undefined) return undefined;
  }
  return node;
}

/** A record, through a `$ref` chain when it is one (parameters, responses, request bodies, path items). */
function resolveRecord(document: JsonRecord, value: unknown): JsonRecord | undefined {
  return dereference(document, value, [])?.node;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asRecord(value: unknown): JsonRecord | undefined {
  return isRecord(value) ? value : undefined;
}

/** Own keys only: a path or webhook called `constructor` must not find Object.prototype's. */
function own(record: JsonRecord | undefined, key: string): unknown {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

// --- Where the binding is written ------------------------------------------------------------------

/**
 * The `openapi` value in the front matter: from its first character to the end of its line, or
 * the opening `---` when the key is not found on a line of its own.
 */
export function frontMatterValueLocation(node: Yaml, key: string): SourceLocation {
  const start = node.position?.start ?? { line: 1, column: 1 };
  const lines = node.value.split(/\r?\n/);
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(["']?)${escaped}\\1[ \\t]*:[ \\t]*`);
  const index = lines.findIndex((line) => pattern.test(line));
  if (index < 0) return { start: { line: start.line, column: start.column }, end: { line: start.line, column: start.column + 3 } };
  const line = start.line + 1 + index;
  const column = lines[index].match(pattern)![0].length + 1;
  return { start: { line, column }, end: { line, column: Math.max(column, lines[index].trimEnd().length + 1) } };
}

/**
 * The pages the generator makes from OpenAPI documents, at the site paths it gives them (learnt
 * from its public packages: `@mintlify/prebuild` 1.0.1370 `generateOpenApiFromDocsConfig`,
 * `@mintlify/scraping` 4.0.1081 `processOpenApiPath` / `processOpenApiWebhook`, `@mintlify/common`
 * 1.0.1211 `prepareStringToBeValidFilename` and the tag resolver). docs/rules/link-internal-exists.mdx
 * documents the naming.
 *
 * - Each endpoint entry of the navigation makes the page of its operation.
 * - A navigation element with `openapi` and no endpoint entry of its own (one that names no
 *   document) makes a page for every operation and webhook of its documents.
 * - A page's path is the operation's `x-mint.href` when it has one; else `<directory>/<tag>/<title>`,
 *   where `directory` is that of the `openapi` in scope (default `api-reference`), `tag` the
 *   operation's first tag and `title` its summary (else `<method>-<path>`, or the webhook's name),
 *   each made a file name (spaces to `-`, `{param}` to `-`, punctuation dropped, lower case).
 *   Within one generated group, a name taken twice gets `-1`, `-2`.
 * - `x-excluded: true` operations make no page; `x-hidden: true` ones a page outside the sidebar.
 */
import path from 'node:path';
import type { Navigation, NavOpenApiScope } from '../navigation.js';
import { resolveSitePath } from '../site-paths.js';
import { asRecord, isRecord, own, resolveRecord, type JsonRecord } from './json-refs.js';
import { resolveEndpoint } from './nav-endpoints.js';
import { HTTP_METHODS } from './operation-binding.js';
import type { OpenApiSite } from './spec-scope.js';

export interface GeneratedPage {
  /** Site path, no leading or trailing slash (`api-reference/users/get-user`). */
  path: string;
  /** The document it is made from (root-relative). */
  spec: string;
  /** `GET /users/{id}` or `webhook order.created`. */
  label: string;
}

export const DEFAULT_OPENAPI_DIRECTORY = 'api-reference';
const DEFAULT_GROUP = 'API Reference';

export function generatedPages(navigation: Navigation, apiOpenApi: NavOpenApiScope | undefined, site: OpenApiSite): Map<string, GeneratedPage> {
  const pages = new Map<string, GeneratedPage>();
  const add = (page: GeneratedPage) => {
    if (!pages.has(page.path)) pages.set(page.path, page);
  };
  // OpenAPI 3.2 documents share one set of names across the run; earlier versions start afresh per entry.
  const taken32 = new Set<string>();
  for (const entry of navigation.pages) {
    if (!entry.endpoint) continue;
    const resolution = resolveEndpoint(site, entry.endpoint, apiOpenApi);
    if (resolution.kind !== 'found') continue;
    const { hit, label, directory } = resolution;
    const operation = operationOf(hit.spec.document, label, hit.operation);
    const base = pageBase(hit.spec.document, operation, directory);
    add({ path: sitePath(is32(hit.spec.document) ? unique(taken32, base) : base.toLowerCase()), spec: hit.spec.path, label });
  }
  for (const scope of navigation.openapiScopes) {
    if (scope.listsEndpoints) continue;
    for (const source of scope.sources) {
      const resolution = resolveSitePath(source.value);
      const status = resolution.kind === 'inside' ? site.openapiDocuments.get(resolution.path) : undefined;
      if (resolution.kind !== 'inside' || !status?.ok) continue;
      for (const page of everyPage(status.document, source.directory)) add({ ...page, spec: resolution.path });
    }
  }
  return pages;
}

interface Operation {
  method: string;
  /** The path key, or the webhook's name. */
  key: string;
  webhook: boolean;
  record: JsonRecord;
}

/** Every page a document makes when its element lists no endpoints, in the generator's order. */
function everyPage(document: JsonRecord, directory: string | undefined): Array<Omit<GeneratedPage, 'spec'>> {
  const pages: Array<Omit<GeneratedPage, 'spec'>> = [];
  const nested = is32(document);
  const byGroup = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const operation of operationsOf(document)) {
    if (operation.record['x-excluded']) continue;
    const base = pageBase(document, operation, directory);
    const hidden = Boolean(operation.record['x-hidden']);
    let taken = all;
    if (!nested) {
      const group = groupOf(document, operation.record);
      taken = byGroup.get(group) ?? new Set();
      byGroup.set(group, taken);
    }
    // Before 3.2 a hidden operation is left out of its group, so it takes no name there.
    const name = nested || !hidden ? unique(taken, base) : uniqueName(taken, base);
    pages.push({ path: sitePath(name), label: operation.webhook ? `webhook ${operation.key}` : `${operation.method.toUpperCase()} ${operation.key}` });
  }
  return pages;
}

function* operationsOf(document: JsonRecord): Generator<Operation> {
  for (const [webhook, items] of [[false, document.paths], [true, document.webhooks]] as const) {
    for (const [key, raw] of Object.entries(asRecord(items) ?? {})) {
      const pathItem = resolveRecord(document, raw);
      if (!pathItem) continue;
      for (const method of Object.keys(pathItem)) {
        const record = asRecord(pathItem[method]);
        if (record && (HTTP_METHODS as readonly string[]).includes(method)) yield { method, key, webhook, record };
      }
    }
  }
}

/** The operation a found entry names, in the shape the naming reads. */
function operationOf(_document: JsonRecord, label: string, record: JsonRecord): Operation {
  const [verb, ...rest] = label.split(' ');
  const webhook = verb === 'webhook';
  return { method: webhook ? 'post' : verb.toLowerCase(), key: rest.join(' '), webhook, record };
}

/** The page's path before it is made unique and lower-cased: `x-mint.href`, else directory, tag and title. */
function pageBase(document: JsonRecord, operation: Operation, directory: string | undefined): string {
  const href = asRecord(operation.record['x-mint'])?.href;
  if (typeof href === 'string' && href !== '') {
    const parsed = path.posix.parse(href.replace(/^\//, ''));
    return path.posix.join(parsed.dir, parsed.name);
  }
  const title = fileName(operation.record.summary) ?? (operation.webhook ? (fileName(operation.key) ?? '') : `${operation.method}-${fileName(operation.key) ?? ''}`);
  const folder = fileName(tagOf(document, operation.record)) ?? '';
  return path.posix.join(directory ?? DEFAULT_OPENAPI_DIRECTORY, folder, title);
}

/** The generator's file name for a summary, tag or path: exactly its steps, in its order. */
export function fileName(text: unknown): string | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll(/--/g, '-')
    .toLowerCase();
}

/** The tag whose name is the page's folder: the first before 3.2; from 3.2 the first `nav` tag, else a declared one, else any. */
function tagOf(document: JsonRecord, operation: JsonRecord): string | undefined {
  const tags = Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  if (!is32(document)) return tags[0] || undefined;
  const declared = new Map<string, JsonRecord>();
  for (const tag of Array.isArray(document.tags) ? document.tags : []) if (isRecord(tag) && typeof tag.name === 'string') declared.set(tag.name, tag);
  const kindOf = (name: string) => (declared.has(name) ? String(declared.get(name)!.kind ?? 'none') : 'undeclared');
  return tags.find((name) => kindOf(name) === 'nav') ?? tags.find((name) => kindOf(name) === 'none') ?? tags.find((name) => kindOf(name) === 'undeclared');
}

/** The sidebar group an operation's page goes in (before 3.2): its first tag's `x-group`, else the tag, else the default group. */
function groupOf(document: JsonRecord, operation: JsonRecord): string {
  const name = tagOf(document, operation);
  if (!name) return DEFAULT_GROUP;
  const declared = (Array.isArray(document.tags) ? document.tags : []).find((tag) => isRecord(tag) && tag.name === name);
  const group = isRecord(declared) ? own(declared, 'x-group') : undefined;
  return typeof group === 'string' ? group : name;
}

function is32(document: JsonRecord): boolean {
  return typeof document.openapi === 'string' && /^3\.2(\.|$)/.test(document.openapi);
}

/** `base`, or `base-1`, `base-2`... when taken (compared in lower case), lower-cased and recorded as taken. */
function unique(taken: Set<string>, base: string): string {
  const name = uniqueName(taken, base);
  taken.add(name);
  return name;
}

function uniqueName(taken: ReadonlySet<string>, base: string): string {
  let name = base;
  for (let suffix = 1; taken.has(name.toLowerCase()); suffix++) name = `${base}-${suffix}`;
  return name.toLowerCase();
}

function sitePath(name: string): string {
  return name.replace(/^\/+|\/+$/g, '');
}

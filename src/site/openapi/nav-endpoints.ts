/**
 * The endpoint entries of the navigation (`"GET /users"`, `"<spec> POST /x"`, `"webhook <name>"`):
 * which document each names an operation of, and whether it has it. As the generator reads them:
 * an entry with a document names that file (by its path from the site root); one without names
 * the nearest `openapi` up the navigation tree, else `api.openapi`. Keys are looked up exactly,
 * then ignoring a trailing `/`.
 */
import path from 'node:path';
import { closestMatch } from '../../rule-kit/closest-match.js';
import type { NavEndpoint, NavOpenApiScope } from '../navigation.js';
import { isExternalUrl, resolveSitePath } from '../site-paths.js';
import { lookupOperation, type OperationHit, type PageOperation } from './find-operation.js';
import type { LoadedSpec, OpenApiSite } from './spec-scope.js';

export type EndpointResolution =
  | { kind: 'malformed'; problem: string }
  /** No `openapi` encloses the entry and docs.json has no `api.openapi`. */
  | { kind: 'no-spec' }
  /** The documents are remote, missing or invalid (reported on their own): nothing can be said. */
  | { kind: 'unknowable' }
  /** The entry's document prefix names no file of the site. */
  | { kind: 'unknown-spec'; spec: string; suggestion?: string }
  | Extract<PageOperation, { kind: 'missing' }>
  /** `directory`: where the generator puts the page (the `directory` of the `openapi` that applies). */
  | { kind: 'found'; label: string; hit: OperationHit; directory: string | undefined };

export function resolveEndpoint(site: OpenApiSite, endpoint: NavEndpoint, apiOpenApi: NavOpenApiScope | undefined): EndpointResolution {
  const { binding } = endpoint;
  if (!binding.ok) return { kind: 'malformed', problem: binding.problem };
  const { spec, target } = binding.binding;
  const scope = endpoint.scope ?? apiOpenApi;
  if (spec !== undefined) {
    if (isExternalUrl(spec)) return { kind: 'unknowable' };
    const resolution = resolveSitePath(spec);
    if (resolution.kind !== 'inside' || !site.files.has(resolution.path)) return { kind: 'unknown-spec', spec, suggestion: nearestSpec(site, spec) };
    const status = site.openapiDocuments.get(resolution.path);
    if (!status?.ok) return { kind: 'unknowable' };
    const found = lookupOperation(site, [{ path: resolution.path, document: status.document }], target, { complete: true, lookElsewhere: true, slashTolerant: true });
    return found.kind === 'found' ? { ...found, directory: scope?.sources[0]?.directory } : found;
  }
  if (!scope || scope.sources.length === 0) return { kind: 'no-spec' };
  const specs: LoadedSpec[] = [];
  const directories = new Map<string, string | undefined>();
  let complete = true;
  for (const source of scope.sources) {
    const resolution = resolveSitePath(source.value);
    const status = resolution.kind === 'inside' ? site.openapiDocuments.get(resolution.path) : undefined;
    if (resolution.kind !== 'inside' || !status?.ok) {
      complete = false;
      continue;
    }
    if (directories.has(resolution.path)) continue;
    directories.set(resolution.path, source.directory);
    specs.push({ path: resolution.path, document: status.document });
  }
  if (specs.length === 0) return { kind: 'unknowable' };
  const found = lookupOperation(site, specs, target, { complete, lookElsewhere: true, slashTolerant: true });
  return found.kind === 'found' ? { ...found, directory: directories.get(found.hit.spec.path) } : found;
}

/** The document of the site the writer most likely meant by a prefix that names none. */
function nearestSpec(site: OpenApiSite, wanted: string): string | undefined {
  const candidates = [...new Set([...site.openapiDocuments.keys(), ...[...site.files].filter((file) => /\.(json|ya?ml)$/i.test(file) && /openapi|swagger|api/i.test(file))])];
  const bare = wanted.replace(/^(\.\/|\/)+/, '');
  return (
    candidates.find((file) => path.posix.basename(file) === path.posix.basename(bare) || file.replace(/\.[^./]+$/, '') === bare.replace(/\.[^./]+$/, '')) ??
    closestMatch(bare, candidates)
  );
}

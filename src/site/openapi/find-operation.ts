/**
 * Resolves a page's `openapi:` binding to an operation of the loaded documents, and when it is
 * missing says what the writer most likely meant (another method, a renamed path parameter).
 */
import { closestMatch } from '../../rule-kit/closest-match.js';
import { asRecord, own, resolveRecord, type JsonRecord } from './json-refs.js';
import { HTTP_METHODS, parseOperationBinding, targetLabel, type OperationTarget } from './operation-binding.js';
import { loadedSpecs, specScope, type LoadedSpec, type OpenApiSite } from './spec-scope.js';

export interface OperationHit {
  spec: LoadedSpec;
  pathItem: JsonRecord;
  operation: JsonRecord;
}

/**
 * The operation `target` names in `spec`. With `slashTolerant`, as the generator looks up the
 * endpoint entries of the navigation: an exact key first, else one that differs only by a trailing `/`.
 */
export function findOperation(spec: LoadedSpec, target: OperationTarget, slashTolerant = false): OperationHit | undefined {
  const document = spec.document;
  if (target.kind === 'operation') {
    const pathItem = resolveRecord(document, lookupKey(asRecord(document.paths), target.path, slashTolerant));
    const operation = asRecord(own(pathItem, target.method));
    return pathItem && operation ? { spec, pathItem, operation } : undefined;
  }
  const pathItem = resolveRecord(document, lookupKey(asRecord(document.webhooks), target.name, slashTolerant));
  const method = HTTP_METHODS.find((candidate) => asRecord(own(pathItem, candidate)));
  return pathItem && method ? { spec, pathItem, operation: asRecord(pathItem[method])! } : undefined;
}

function lookupKey(record: JsonRecord | undefined, key: string, slashTolerant: boolean): unknown {
  const exact = own(record, key);
  if (exact !== undefined || !slashTolerant || !record) return exact;
  const canonical = (route: string) => (route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route);
  const wanted = canonical(key);
  const match = Object.keys(record).find((candidate) => canonical(candidate) === wanted);
  return match === undefined ? undefined : record[match];
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
  return lookupOperation(site, scope.specs, target, { complete: scope.complete, lookElsewhere: spec !== undefined });
}

export interface LookupOptions {
  /** False when the operation could also be in a document docs-lint did not read: a miss is then unknowable. */
  complete: boolean;
  /** On a miss, look in the other loaded documents too (for an "it is in b.yaml" hint). */
  lookElsewhere: boolean;
  slashTolerant?: boolean;
}

/** Looks for `target` in `specs`; on a miss, says what the writer most likely meant. */
export function lookupOperation(site: OpenApiSite, specs: LoadedSpec[], target: OperationTarget, options: LookupOptions): Extract<PageOperation, { kind: 'found' | 'missing' | 'unknowable' }> {
  const label = targetLabel(target);
  for (const candidate of specs) {
    const hit = findOperation(candidate, target, options.slashTolerant);
    if (hit) return { kind: 'found', label, hit };
  }
  if (!options.complete) return { kind: 'unknowable' };
  const elsewhere = options.lookElsewhere ? loadedSpecs(site).find((candidate) => !specs.some((spec) => spec.path === candidate.path) && findOperation(candidate, target, options.slashTolerant)) : undefined;
  return { kind: 'missing', label, searched: specs, elsewhere, otherMethods: otherMethods(specs, target), suggestion: suggestOperation(specs, target) };
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

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

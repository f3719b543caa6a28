/**
 * Which loaded OpenAPI documents a binding may name, and whether a miss in them is conclusive:
 * an operation absent from the documents docs-lint read may still be in one it did not.
 */
import path from 'node:path';
import type { ProjectIndex } from '../project-index.js';
import { isExternalUrl } from '../site-paths.js';
import type { JsonRecord } from './json-refs.js';

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

/** Listed local documents that failed to parse or validate: a miss in the others may be because of them. */
export function unparsedSpecs(site: OpenApiSite): string[] {
  return [...site.openapiDocuments].flatMap(([specPath, status]) => (status.ok ? [] : [specPath]));
}

/** Per site: every bound page asks, and the answer scans every file of the site. */
const unreadSpecs = new WeakMap<OpenApiSite, boolean>();

/** True when an operation missing from the loaded documents could be in one docs-lint did not read. */
function hasUnreadSpecs(site: OpenApiSite): boolean {
  let answer = unreadSpecs.get(site);
  if (answer === undefined) {
    // A listed local document that does not parse is not "unread": the generator cannot read it
    // either, so a binding that misses the documents that did parse fails on the site too.
    answer =
      site.openapiReferences.some((reference) => reference.resolution.kind === 'external') ||
      [...site.files].some((file) => LOOKS_LIKE_SPEC.test(file) && !site.openapiDocuments.has(file));
    unreadSpecs.set(site, answer);
  }
  return answer;
}

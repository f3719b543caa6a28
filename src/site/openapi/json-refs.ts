/**
 * JSON helpers for parsed OpenAPI documents: record guards, own-key lookup, internal JSON pointers
 * and `$ref` chains. Documents are untrusted input, so every step tolerates any shape.
 */

export type JsonRecord = Record<string, unknown>;

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

/**
 * The schema a node stands for, following a chain of internal `$ref`s. Undefined for an external
 * or broken reference (nothing to say about it) and for a reference already on the path (a cycle).
 */
export function dereference(document: JsonRecord, value: unknown, onPath: readonly string[]): { node: JsonRecord; refs: readonly string[] } | undefined {
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

/** A record, through a `$ref` chain when it is one (parameters, responses, request bodies, path items). */
export function resolveRecord(document: JsonRecord, value: unknown): JsonRecord | undefined {
  return dereference(document, value, [])?.node;
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): JsonRecord | undefined {
  return isRecord(value) ? value : undefined;
}

/** Own keys only: a path or webhook called `constructor` must not find Object.prototype's. */
export function own(record: JsonRecord | undefined, key: string): unknown {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

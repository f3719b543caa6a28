/**
 * Lists what of an operation has no description: parameters and request body properties, or
 * response properties, walking schemas through internal `$ref`s with a depth and visit budget.
 */
import { asRecord, dereference, isRecord, resolvePointer, resolveRecord, type JsonRecord } from './json-refs.js';
import type { OperationHit } from './find-operation.js';

/**
 * What a writer fixes in one go: the operation's parameters, its request body, or one of its
 * responses, with the names of its undocumented items in document order.
 */
export interface UndocumentedGroup {
  kind: 'parameters' | 'request body' | 'response';
  /** The response's status code (`200`, `default`), for a response. */
  status?: string;
  /** As messages show them: `` `limit` (query) `` for a parameter; `` `user.email` ``, `` `data[].id` `` for a property. */
  names: string[];
  /**
   * The component schemas (`User`) that declare the group's properties, when every one of them is
   * declared in a named schema: where the descriptions go.
   */
  schemas: string[];
}

export interface UndocumentedItems {
  groups: UndocumentedGroup[];
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
 * What a caller sends (`request`: parameters and request body properties) or what the operation
 * returns (`response`: response properties): param-documented and response-documented each check one.
 */
export type OperationPart = 'request' | 'response';

/**
 * Every parameter (path item and operation level) and request body property, or every response
 * property, of the operation that has no description, in document order, each named once.
 */
export function undocumentedItems(hit: OperationHit, part: OperationPart): UndocumentedItems {
  const document = hit.spec.document;
  const found = new Collector();
  if (part === 'response') {
    for (const [status, value] of Object.entries(asRecord(hit.operation.responses) ?? {})) {
      const response = resolveRecord(document, value);
      const schemas = response && 'schema' in response ? [response.schema] : mediaSchemas(response);
      const group = found.group('response', status);
      for (const schema of schemas) walkSchema(document, schema, group, found);
    }
    return found.result();
  }
  const parameters = found.group('parameters');
  const body = found.group('request body');
  for (const parameter of operationParameters(document, hit.pathItem, hit.operation)) {
    // Swagger 2.0 carries the request body as an `in: body` parameter.
    if (parameter.in === 'body') {
      walkSchema(document, parameter.schema, body, found);
      continue;
    }
    const kind = PARAMETER_KINDS[String(parameter.in)];
    if (!kind || typeof parameter.name !== 'string') continue;
    if (!isDescribed(document, parameter) && !isDescribed(document, parameter.schema)) parameters.add(`\`${parameter.name}\` (${kind})`, undefined);
  }
  const requestBody = resolveRecord(document, hit.operation.requestBody);
  for (const schema of mediaSchemas(requestBody)) walkSchema(document, schema, body, found);
  return found.result();
}

class GroupCollector {
  readonly names: string[] = [];
  private readonly seen = new Set<string>();
  private readonly schemas = new Set<string>();
  private inline = false;

  constructor(
    readonly kind: UndocumentedGroup['kind'],
    readonly status?: string,
  ) {}

  /** Once per name: the same property in two media types or two `oneOf` branches is one thing to fix. */
  add(name: string, declaredIn: string | undefined): void {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    this.names.push(name);
    if (declaredIn === undefined) this.inline = true;
    else this.schemas.add(declaredIn);
  }

  done(): UndocumentedGroup {
    return { kind: this.kind, ...(this.status === undefined ? {} : { status: this.status }), names: this.names, schemas: this.inline ? [] : [...this.schemas] };
  }
}

class Collector {
  private readonly groups: GroupCollector[] = [];
  visits = 0;
  capped = false;

  group(kind: UndocumentedGroup['kind'], status?: string): GroupCollector {
    const group = new GroupCollector(kind, status);
    this.groups.push(group);
    return group;
  }

  result(): UndocumentedItems {
    return { groups: this.groups.filter((group) => group.names.length > 0).map((group) => group.done()), capped: this.capped };
  }
}

/** `User` for `#/components/schemas/User` (or Swagger 2.0's `#/definitions/User`). */
function schemaName(ref: string | undefined): string | undefined {
  const match = ref === undefined ? null : /^#\/(?:components\/schemas|definitions)\/([^/]+)$/.exec(ref);
  return match ? match[1].replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
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
  /** The component schema whose `properties` hold this one, when it is a named one. */
  declaredIn?: string;
}

/** Walks one body or response schema with an explicit stack, so deep or cyclic schemas cannot overflow it. */
function walkSchema(document: JsonRecord, root: unknown, group: GroupCollector, found: Collector): void {
  const stack: Frame[] = [{ schema: root, label: '', refs: [], depth: 0, property: false }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (++found.visits > MAX_VISITS) {
      found.capped = true;
      return;
    }
    if (frame.property && isRecord(frame.schema) && !isDescribed(document, frame.schema)) group.add(`\`${frame.label}\``, frame.declaredIn);
    const target = dereference(document, frame.schema, frame.refs);
    if (!target || frame.depth >= MAX_DEPTH) continue;
    // An inline schema's properties are declared where it is: in the named schema around it, if any.
    const declaredIn = target.refs.length > frame.refs.length ? schemaName(target.refs[target.refs.length - 1]) : frame.declaredIn;
    const next = { refs: target.refs, depth: frame.depth + 1, declaredIn };
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

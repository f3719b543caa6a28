/**
 * The `openapi:` front-matter value that binds a page to an operation (`GET /users/{id}`,
 * `<spec> webhook <name>`): reading it, naming its target in messages, and finding where it is
 * written in the front matter so a report points at it.
 */
import type { Yaml } from 'mdast';
import { closestMatch } from '../../rule-kit/closest-match.js';
import type { SourceLocation } from '../../types.js';
import { isExternalUrl } from '../site-paths.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type OperationTarget = { kind: 'operation'; method: HttpMethod; path: string } | { kind: 'webhook'; name: string };

export interface OperationBinding {
  /** The spec file or name before the method, as written. */
  spec?: string;
  target: OperationTarget;
}

export type BindingParse = { ok: true; binding: OperationBinding } | { ok: false; problem: string };

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

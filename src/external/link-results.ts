import { statusRange } from '../config/external-links-config.js';

/**
 * What checking one URL found, as plain data: it crosses threads and is kept in the cache file.
 * `redirects` lists the addresses the URL led to, in order, when it redirected.
 */
export type ExternalLinkResult =
  | { status: number; statusText: string; redirects?: string[]; note?: string }
  | { error: string; code: string; redirects?: string[] };

export function isStatusResult(result: ExternalLinkResult): result is Extract<ExternalLinkResult, { status: number }> {
  return 'status' in result;
}

/** Whether a result counts as reachable under `acceptStatus`; an error never does. */
export function statusAcceptor(acceptStatus: ReadonlyArray<number | string>): (result: ExternalLinkResult) => boolean {
  const ranges = acceptStatus.map(statusRange);
  return (result) => isStatusResult(result) && ranges.some(([from, to]) => result.status >= from && result.status <= to);
}

/** Errors that say what the URL does (`redirects in a loop: ...`); the others say why it cannot be reached. */
const REDIRECT_ERRORS = new Set(['EREDIRECTLOOP', 'ETOOMANYREDIRECTS', 'EBADREDIRECT']);

/**
 * The result as the end of a sentence that starts with the URL: "returned 404 Not Found", "is
 * unreachable: timed out after 10 s", "is unreachable: DNS lookup failed (ENOTFOUND)", with where
 * redirects led.
 */
export function describeResult(result: ExternalLinkResult): string {
  const hops = result.redirects ?? [];
  const via = hops.length === 0 ? '' : ` after ${hops.length === 1 ? 'a redirect' : `${hops.length} redirects`} to ${hops[hops.length - 1]}`;
  if (isStatusResult(result)) return `returned ${result.status}${result.statusText ? ` ${result.statusText}` : ''}${via}${result.note ? ` (${result.note})` : ''}`;
  if (REDIRECT_ERRORS.has(result.code)) return result.error;
  return `is unreachable${via}: ${result.error}`;
}

/**
 * Results the cache may keep for its time to live: answers the host gave. A rate limit, a server
 * error or a failure to connect may be gone by the next run, so it is asked again.
 */
export function isLastingResult(result: ExternalLinkResult): boolean {
  return isStatusResult(result) && result.status !== 429 && result.status < 500;
}

/** A stored result checked for shape, so that a hand-edited cache file cannot crash a run. */
export function isExternalLinkResult(value: unknown): value is ExternalLinkResult {
  if (!value || typeof value !== 'object') return false;
  const { status, statusText, error, code, redirects, note } = value as Record<string, unknown>;
  if (redirects !== undefined && !(Array.isArray(redirects) && redirects.every((hop) => typeof hop === 'string'))) return false;
  if (typeof status === 'number') return typeof statusText === 'string' && (note === undefined || typeof note === 'string');
  return typeof error === 'string' && typeof code === 'string';
}

/** Seconds for messages: `10 s`, `0.5 s`. */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;
}

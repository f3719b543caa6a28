import { ruleDocsUrl } from '../rule-kit/docs-url.js';
import { ConfigError } from './lint-config.js';
import { schemaProblem } from './validate-options.js';

/**
 * The `externalLinks` key of the docs-lint config: how `--external` checks links to other sites.
 * Times are in seconds, as a user writes them.
 */
export interface ExternalLinksConfig {
  /** URLs not checked: globs on the whole URL (`https://internal.example.com/**`), or `/regex/flags`. */
  ignore: string[];
  /** Seconds one request may take, connection included. */
  timeout: number;
  /** Requests in flight at once, over every host. */
  concurrency: number;
  /** Requests in flight at once to one host. */
  perHost: number;
  /** Statuses that count as reachable: codes (`403`), ranges (`"200-299"`) or classes (`"2xx"`). */
  acceptStatus: Array<number | string>;
  /** Tries after the first one, for a `429`, a `503` or a dropped connection. */
  retries: number;
  /** The longest wait (seconds) docs-lint accepts from a `Retry-After` before it gives up on the URL. */
  retryAfterMax: number;
  /** Redirects followed before the link counts as broken. */
  maxRedirects: number;
  /** Seconds a result is kept in the `--cache` file and reused instead of asking the host again. */
  cacheTtl: number;
  /** Check `localhost`, loopback and private-network addresses too (they are instructions, not links, in most docs). */
  checkLocal: boolean;
}

export const DEFAULT_EXTERNAL_LINKS: Readonly<ExternalLinksConfig> = Object.freeze({
  ignore: [],
  timeout: 10,
  concurrency: 16,
  perHost: 2,
  acceptStatus: ['200-299'],
  retries: 2,
  retryAfterMax: 60,
  maxRedirects: 10,
  cacheTtl: 24 * 60 * 60,
  checkLocal: false,
});

const STATUS = '^[1-5](\\d\\d|xx)$|^[1-5]\\d\\d-[1-5]\\d\\d$';

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ignore: { type: 'array', items: { type: 'string', minLength: 1 } },
    timeout: { type: 'number', exclusiveMinimum: 0, maximum: 600 },
    concurrency: { type: 'integer', minimum: 1, maximum: 256 },
    perHost: { type: 'integer', minimum: 1, maximum: 64 },
    acceptStatus: { type: 'array', items: { anyOf: [{ type: 'integer', minimum: 100, maximum: 599 }, { type: 'string', pattern: STATUS }] } },
    retries: { type: 'integer', minimum: 0, maximum: 10 },
    retryAfterMax: { type: 'number', minimum: 0, maximum: 3600 },
    maxRedirects: { type: 'integer', minimum: 0, maximum: 50 },
    cacheTtl: { type: 'number', minimum: 0 },
    checkLocal: { type: 'boolean' },
  },
};

/** The config's `externalLinks`, checked and completed with the defaults. */
export function resolveExternalLinks(input: unknown, where: string): ExternalLinksConfig {
  if (input === undefined) return { ...DEFAULT_EXTERNAL_LINKS, ignore: [], acceptStatus: [...DEFAULT_EXTERNAL_LINKS.acceptStatus] };
  const problem = schemaProblem(SCHEMA, input);
  if (problem) throw new ConfigError(`${where}: \`externalLinks\`: ${problem.replace(/^the value/, 'the object')}. See ${ruleDocsUrl('link-external-reachable')}`);
  for (const pattern of (input as { ignore?: string[] }).ignore ?? []) {
    if (regexOf(pattern) === null) throw new ConfigError(`${where}: \`externalLinks.ignore\`: ${pattern} is not a valid regular expression.`);
  }
  for (const status of (input as { acceptStatus?: Array<number | string> }).acceptStatus ?? []) {
    const range = statusRange(status);
    if (range[0] > range[1]) throw new ConfigError(`${where}: \`externalLinks.acceptStatus\`: the range "${status}" ends before it starts.`);
  }
  return { ...DEFAULT_EXTERNAL_LINKS, ...(input as Partial<ExternalLinksConfig>) };
}

/** `/regex/flags` as a RegExp; undefined for a glob; null for a pattern that looks like a regex but is not one. */
export function regexOf(pattern: string): RegExp | undefined | null {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  if (!match) return undefined;
  try {
    return new RegExp(match[1], match[2]);
  } catch {
    return null;
  }
}

/** An `acceptStatus` entry as the inclusive range of codes it accepts. */
export function statusRange(entry: number | string): [number, number] {
  if (typeof entry === 'number') return [entry, entry];
  if (/^[1-5]xx$/.test(entry)) return [Number(entry[0]) * 100, Number(entry[0]) * 100 + 99];
  const [from, to = from] = entry.split('-').map(Number);
  return [from, to];
}

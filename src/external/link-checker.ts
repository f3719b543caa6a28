import type { ExternalLinksConfig } from '../config/external-links-config.js';
import { HostLookup, type ResolveHost } from './host-lookup.js';
import { HostScheduler } from './host-scheduler.js';
import { probe, probeAgents, type ProbeAgents, type ProbeOutcome } from './http-probe.js';
import { isLastingResult, seconds, type ExternalLinkResult } from './link-results.js';

/** Results kept between runs (the `--cache` file), each for the configured time. */
export interface ExternalResultMemo {
  get(url: string): ExternalLinkResult | undefined;
  set(url: string, result: ExternalLinkResult): void;
}

export interface CheckOptions {
  config: ExternalLinksConfig;
  memo?: ExternalResultMemo;
  /** Tests answer host names themselves: no test ever asks a real resolver. */
  resolveHost?: ResolveHost;
  /** Tests record the waits instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** The first retry's wait without a `Retry-After`; each later one waits twice as long. */
  backoffMs?: number;
}

export interface CheckStats {
  urls: number;
  /** Answered from the cache file, without a request. */
  fromCache: number;
  /** HTTP requests made (each HEAD, GET, retry and redirect counts). */
  requests: number;
  /** URLs that failed at once because their host had already failed to connect (or to resolve). */
  failedFast: number;
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);
/** Answers worth asking again: the host is busy or restarting. */
const RETRY_STATUS = new Set([429, 502, 503, 504]);
/** A dropped connection may be a fluke; a time-out already took the whole limit and is not tried again. */
const RETRY_ERROR = new Set(['ECONNRESET', 'EPIPE']);

/** An answer, with what docs-lint adds to it (why it stopped retrying). */
type Answer = ProbeOutcome & { note?: string };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks each URL once (they are distinct already): HEAD first, GET when HEAD is refused or
 * fails, redirects followed to `maxRedirects`, retries with growing waits that obey a
 * `Retry-After` up to `retryAfterMax`. A host that does not resolve or connect fails every later
 * URL on it at once. Every connection is closed when the check ends.
 */
export async function checkExternalLinks(urls: readonly string[], options: CheckOptions): Promise<{ results: Map<string, ExternalLinkResult>; stats: CheckStats }> {
  const checker = new LinkChecker(options);
  try {
    const entries = await Promise.all(urls.map(async (url) => [url, await checker.check(url)] as const));
    return { results: new Map(entries), stats: checker.stats };
  } finally {
    checker.close();
  }
}

class LinkChecker {
  readonly stats: CheckStats = { urls: 0, fromCache: 0, requests: 0, failedFast: 0 };
  private readonly config: ExternalLinksConfig;
  private readonly timeoutMs: number;
  private readonly lookup: HostLookup;
  private readonly scheduler: HostScheduler;
  private readonly agents: ProbeAgents;
  /** Servers (`host:port`) that could not be connected to: every later URL on them gets this result. */
  private readonly deadHosts = new Map<string, { error: string; code: string }>();
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly backoffMs: number;

  constructor(private readonly options: CheckOptions) {
    this.config = options.config;
    this.timeoutMs = this.config.timeout * 1000;
    this.lookup = new HostLookup(options.resolveHost);
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
    this.scheduler = new HostScheduler(this.config, this.sleep);
    this.agents = probeAgents(this.config.perHost);
    this.backoffMs = options.backoffMs ?? 1000;
  }

  async check(url: string): Promise<ExternalLinkResult> {
    this.stats.urls++;
    const cached = this.options.memo?.get(url);
    if (cached) {
      this.stats.fromCache++;
      return cached;
    }
    const result = await this.follow(url);
    if (isLastingResult(result)) this.options.memo?.set(url, result);
    return result;
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** The URL's final answer, through its redirects. */
  private async follow(url: string): Promise<ExternalLinkResult> {
    const hops: string[] = [];
    let current = new URL(url);
    for (;;) {
      const outcome = await this.request(current);
      const redirects = hops.length > 0 ? { redirects: [...hops] } : {};
      if ('error' in outcome) return { error: outcome.error, code: outcome.code, ...redirects };
      if (!REDIRECT.has(outcome.status) || !outcome.location) {
        const { status, statusText, note } = outcome;
        return { status, statusText, ...redirects, ...(note ? { note } : {}) };
      }
      let next: URL;
      try {
        next = new URL(outcome.location, current);
      } catch {
        return { error: `redirects to "${outcome.location}", which is not a URL`, code: 'EBADREDIRECT', ...redirects };
      }
      next.hash = '';
      if (next.protocol !== 'http:' && next.protocol !== 'https:') return { status: outcome.status, statusText: outcome.statusText, redirects: [...hops, next.href] };
      if (next.href === url || hops.includes(next.href)) {
        return { error: `redirects in a loop: ${[url, ...hops, next.href].join(' → ')}`, code: 'EREDIRECTLOOP' };
      }
      if (hops.length >= this.config.maxRedirects) {
        return { error: `redirects more than ${this.config.maxRedirects} times (the last to ${hops[hops.length - 1] ?? url})`, code: 'ETOOMANYREDIRECTS' };
      }
      hops.push(next.href);
      current = next;
    }
  }

  /** One address's answer: HEAD, then GET when needed, retried while the host asks to wait or drops the connection. */
  private async request(url: URL): Promise<Answer> {
    // A server is a host name and a port: another port of the same name may answer when this one does not.
    const host = url.host;
    for (let attempt = 0; ; attempt++) {
      const dead = this.unlessDead(host);
      if (dead) return dead;
      const resolved = await this.lookup.addresses(url.hostname.replace(/^\[|\]$/g, ''));
      if (!Array.isArray(resolved)) {
        this.deadHosts.set(host, resolved);
        return { ...resolved, phase: 'connect' };
      }
      // A request that waited in the host's queue while the host failed fails without asking again.
      const outcome = await this.scheduler.run(host, () => this.unlessDead(host) ?? this.headThenGet(url));
      if ('error' in outcome) {
        if (outcome.phase === 'connect') {
          this.deadHosts.set(host, { error: outcome.error, code: outcome.code });
          return outcome;
        }
        if (RETRY_ERROR.has(outcome.code) && attempt < this.config.retries) {
          await this.sleep(this.backoffMs * 2 ** attempt);
          continue;
        }
        return outcome;
      }
      if (!RETRY_STATUS.has(outcome.status)) return outcome;
      const wait = retryAfterMs(outcome.retryAfter, this.now()) ?? this.backoffMs * 2 ** attempt;
      if (wait > this.config.retryAfterMax * 1000) {
        return { ...outcome, note: `it asks to retry after ${seconds(wait)}, longer than externalLinks.retryAfterMax (${seconds(this.config.retryAfterMax * 1000)})` };
      }
      if (attempt >= this.config.retries) {
        return attempt === 0 ? outcome : { ...outcome, note: `still after ${attempt} ${attempt === 1 ? 'retry' : 'retries'}` };
      }
      // A rate limit is the host's: every request to it waits, this one's retry too (it queues behind the pause).
      if (outcome.status === 429) this.scheduler.pause(host, wait);
      else await this.sleep(wait);
    }
  }

  /** The failure of a server that could not be connected to, counted as a URL that failed at once; undefined while it is not known to fail. */
  private unlessDead(host: string): Promise<ProbeOutcome> | undefined {
    const dead = this.deadHosts.get(host);
    if (!dead) return undefined;
    this.stats.failedFast++;
    return Promise.resolve({ ...dead, phase: 'connect' });
  }

  /**
   * HEAD saves the host sending the page; many hosts refuse it (405, 501), answer it wrongly (403,
   * 404, 400 where GET works) or drop it. Any such answer is checked with a GET, whose answer counts.
   */
  private async headThenGet(url: URL): Promise<ProbeOutcome> {
    this.stats.requests++;
    const head = await probe(url, 'HEAD', this.timeoutMs, this.lookup, this.agents);
    const retryWithGet = 'error' in head ? head.phase === 'response' && head.code !== 'ETIMEDOUT' : head.status >= 400 && head.status !== 429;
    if (!retryWithGet) return head;
    this.stats.requests++;
    return probe(url, 'GET', this.timeoutMs, this.lookup, this.agents);
  }
}

/** A `Retry-After` header as milliseconds from `now`: delay-seconds or an HTTP-date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';
import { seconds } from './link-results.js';

/** Why a host name has no address: the result of every URL on it. */
export interface LookupFailure {
  error: string;
  code: string;
}

export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver, as the browser's would answer (`/etc/hosts` included). */
const systemResolve: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Lookups at once. The system resolver runs in libuv's thread pool (four threads by default): more
 * in flight would only wait there, and a lookup's time limit would then measure its wait.
 */
const LOOKUPS_IN_FLIGHT = 4;
/** Lookups that time out, with none answered, before docs-lint takes the resolver for unreachable. */
const TIMEOUTS_BEFORE_GIVING_UP = 3;
/**
 * The longest a lookup may take. The system resolver asks again after 5 s when a query is lost
 * (glibc's default `timeout:5 attempts:2`), and a lost query is common on a busy network: a lookup
 * that takes 5 s and then answers is a normal lookup. Past twice that, no answer is coming.
 */
const LOOKUP_LIMIT_MS = 12_000;

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL', 'ENONAME', 'EREFUSED', 'ECONNREFUSED']);

/**
 * One lookup per host name per run, remembered (a failure too): every URL of a host that does not
 * resolve fails at once, after a single lookup. A resolver that never answers (a network that is
 * down) is given up on after a few time-outs, so the rest of the hosts fail at once too.
 */
export class HostLookup {
  private readonly known = new Map<string, Promise<LookupAddress[] | LookupFailure>>();
  private readonly queue: Array<() => void> = [];
  private inFlight = 0;
  private answered = 0;
  private timeouts = 0;
  constructor(
    private readonly resolve: ResolveHost = systemResolve,
    private readonly limitMs = LOOKUP_LIMIT_MS,
  ) {}

  /** The host's addresses, or the failure to report for every URL on it. */
  addresses(hostname: string): Promise<LookupAddress[] | LookupFailure> {
    const family = net.isIP(hostname);
    if (family !== 0) return Promise.resolve([{ address: hostname, family }]);
    let known = this.known.get(hostname);
    if (!known) this.known.set(hostname, (known = this.queued(hostname)));
    return known;
  }

  /**
   * The `lookup` option of `http.request`, answered from what `addresses` found: the connection
   * never asks the resolver a second time. (Node asks with `all: true` when it may try several
   * addresses.)
   */
  readonly nodeLookup = (hostname: string, options: dns.LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void => {
    this.addresses(hostname).then((found) => {
      if (!Array.isArray(found)) return callback(Object.assign(new Error(found.error), { code: found.code }), '', 0);
      const wanted = options.family === 4 || options.family === 6 ? found.filter((entry) => entry.family === options.family) : found;
      const usable = wanted.length > 0 ? wanted : found;
      if (options.all) callback(null, usable);
      else callback(null, usable[0].address, usable[0].family);
    }, (error: NodeJS.ErrnoException) => callback(error, '', 0));
  };

  private queued(hostname: string): Promise<LookupAddress[] | LookupFailure> {
    return new Promise((resolve) => {
      const start = () => {
        this.inFlight++;
        this.lookUp(hostname).then((result) => {
          this.inFlight--;
          this.queue.shift()?.();
          resolve(result);
        });
      };
      if (this.inFlight < LOOKUPS_IN_FLIGHT) start();
      else this.queue.push(start);
    });
  }

  private async lookUp(hostname: string): Promise<LookupAddress[] | LookupFailure> {
    const timedOut: LookupFailure = { error: `DNS lookup timed out after ${seconds(this.limitMs)}`, code: 'EDNSTIMEOUT' };
    if (this.timeouts >= TIMEOUTS_BEFORE_GIVING_UP && this.answered === 0) return timedOut;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.limitMs)));
    try {
      const found = await Promise.race([this.resolve(hostname), deadline]);
      if (found === 'timeout') {
        this.timeouts++;
        return timedOut;
      }
      this.answered++;
      return found.length > 0 ? found : { error: 'DNS lookup failed (ENOTFOUND)', code: 'ENOTFOUND' };
    } catch (error) {
      // A resolver that answered "no such name" did answer: the network is up.
      this.answered++;
      const code = (error as NodeJS.ErrnoException).code ?? 'ENOTFOUND';
      return { error: DNS_CODES.has(code) ? `DNS lookup failed (${code})` : `DNS lookup failed: ${(error as Error).message}`, code };
    } finally {
      clearTimeout(timer);
    }
  }
}

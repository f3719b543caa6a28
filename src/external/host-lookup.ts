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
 * in flight would only wait there. A lookup keeps its place until the resolver itself gives up,
 * even after docs-lint stopped waiting for it, so no lookup's time limit ever measures a wait.
 */
const LOOKUPS_IN_FLIGHT = 4;
/** Lookups that got no answer, with none answered, before docs-lint takes the resolver for unreachable. */
const FAILURES_BEFORE_GIVING_UP = 3;
/**
 * The longest a lookup may take. The system resolver asks again after 5 s when a query is lost
 * (glibc's default `timeout:5 attempts:2`), and a lost query is common on a busy network: a lookup
 * that takes 5 s and then answers is a normal lookup. Past twice that, no answer is coming.
 */
const LOOKUP_LIMIT_MS = 12_000;

/** Codes that say the resolver gave no answer at all (as opposed to "no such name"). */
const NO_ANSWER = new Set(['EAI_AGAIN', 'ETIMEOUT', 'ECONNREFUSED', 'ESERVFAIL', 'EDNSTIMEOUT']);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA', 'ESERVFAIL', 'ENONAME', 'EREFUSED', 'ECONNREFUSED']);

/**
 * One lookup per host name per run, remembered (a failure too): every URL of a host that does not
 * resolve fails at once, after a single lookup. When the first lookups all get no answer (no DNS
 * server can be reached: the network is down, or blackholed), the resolver is given up on and
 * every other host fails at once with the same message, instead of each waiting its time limit.
 */
export class HostLookup {
  private readonly known = new Map<string, Promise<LookupAddress[] | LookupFailure>>();
  private readonly queue: Array<() => void> = [];
  private inFlight = 0;
  private answered = 0;
  private unanswered = 0;
  /** Set once the resolver is given up on: what every later lookup gets. */
  private down: LookupFailure | undefined;
  /** Settles when the resolver is given up on: the lookups in flight stop waiting then too. */
  private readonly givenUp: Promise<LookupFailure>;
  private giveUp!: (failure: LookupFailure) => void;

  constructor(
    private readonly resolve: ResolveHost = systemResolve,
    private readonly limitMs = LOOKUP_LIMIT_MS,
  ) {
    this.givenUp = new Promise((resolve) => (this.giveUp = resolve));
  }

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
        if (this.down) return resolve(this.down);
        this.inFlight++;
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          clearTimeout(hardStop);
          this.inFlight--;
          this.queue.shift()?.();
        };
        // A resolver that never returns at all (not the system's) would hold its place for ever.
        const hardStop = setTimeout(release, this.limitMs * 2);
        const lookup = this.resolve(hostname);
        const settled = lookup.then(() => undefined, () => undefined);
        // The place is given back once the outcome is counted (so the next lookup knows whether the
        // resolver was given up on) and the resolver is done with the lookup.
        void this.outcome(lookup).then(async (result) => {
          resolve(result);
          await settled;
          release();
        });
      };
      if (this.inFlight < LOOKUPS_IN_FLIGHT) start();
      else this.queue.push(start);
    });
  }

  private async outcome(lookup: Promise<LookupAddress[]>): Promise<LookupAddress[] | LookupFailure> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), this.limitMs)));
    let result: LookupAddress[] | LookupFailure;
    try {
      const found = await Promise.race([lookup, deadline, this.givenUp]);
      if (found === 'timeout') result = { error: `DNS lookup timed out after ${seconds(this.limitMs)}`, code: 'EDNSTIMEOUT' };
      // The resolver was given up on while this lookup was in flight.
      else if (!Array.isArray(found)) result = found;
      else result = found.length > 0 ? found : { error: 'DNS lookup failed (ENOTFOUND)', code: 'ENOTFOUND' };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'ENOTFOUND';
      result = { error: DNS_CODES.has(code) ? `DNS lookup failed (${code})` : `DNS lookup failed: ${(error as Error).message}`, code };
    } finally {
      clearTimeout(timer);
    }
    if (result === this.down) return result;
    if (Array.isArray(result) || !NO_ANSWER.has(result.code)) this.answered++;
    else if (++this.unanswered >= FAILURES_BEFORE_GIVING_UP && this.answered === 0 && !this.down) {
      this.down = result;
      // Every lookup in flight or still waiting for a place fails now, with the same message.
      this.giveUp(result);
      for (const start of this.queue.splice(0)) start();
    }
    return result;
  }
}

import type { ExternalLinksConfig } from '../config/external-links-config.js';
import { urlFilter, type UrlFilter } from './external-urls.js';
import { describeResult, statusAcceptor, type ExternalLinkResult } from './link-results.js';

/**
 * The meeting point of the rule `link-external-reachable` and the engine, one per thread of a run
 * with `--external`. While pages are walked, the rule asks for the URLs it wants checked
 * (`request`); the engine fetches them between its two phases (rules never fetch), hands every
 * thread the results (`record`), and the rule's deferred checks read them (`result`). Without
 * `--external` no registry exists and the rule does nothing.
 */
export class ExternalLinkRegistry {
  private readonly filter: UrlFilter;
  private readonly accepted: (result: ExternalLinkResult) => boolean;
  private readonly results = new Map<string, ExternalLinkResult>();
  /** Requested and not handed to the engine yet (`takeRequested`). */
  private fresh = new Set<string>();
  private readonly requested = new Set<string>();

  /** `noteRead`: where a verdict read by a deferred check is counted as the page's dependency (the project index's read tracking). */
  constructor(
    readonly config: ExternalLinksConfig,
    private readonly noteRead: (target: string) => void = () => undefined,
  ) {
    this.filter = urlFilter(config);
    this.accepted = statusAcceptor(config.acceptStatus);
  }

  /** The URL fetched for one written in the site (absolute, no fragment); undefined when it is not checked. */
  target(written: string): string | undefined {
    return this.filter(written);
  }

  /** Asks for a URL (a `target`) to be checked before the deferred checks run. */
  request(target: string): void {
    if (this.requested.has(target)) return;
    this.requested.add(target);
    if (!this.results.has(target)) this.fresh.add(target);
  }

  /** The URLs requested since the last call, without a result yet: what the engine still has to check. */
  takeRequested(): string[] {
    const taken = [...this.fresh];
    this.fresh = new Set();
    return taken;
  }

  /** Results the engine found (here or in another thread). */
  record(results: Iterable<readonly [string, ExternalLinkResult]>): void {
    for (const [target, result] of results) {
      this.results.set(target, result);
      this.fresh.delete(target);
    }
  }

  /** Every result known, to send to other threads. */
  entries(): Array<[string, ExternalLinkResult]> {
    return [...this.results];
  }

  /**
   * What is wrong with a URL, as the end of a sentence that starts with it; undefined when it is
   * reachable, or was never checked.
   */
  problem(target: string): string | undefined {
    this.noteRead(target);
    const result = this.results.get(target);
    return result === undefined || this.accepted(result) ? undefined : describeResult(result);
  }
}

/** A dependency of a cached page result on an external URL (page paths never hold `://`). */
export function isUrlDependency(target: string): boolean {
  return target.includes('://');
}

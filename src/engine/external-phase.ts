import type { ExternalLinksConfig } from '../config/external-links-config.js';
import type { ExternalResultMemo } from '../external/link-checker.js';
import { ExternalLinkRegistry } from '../external/link-registry.js';
import type { ProjectIndex } from '../site/project-index.js';

/** What `--external` did in a run, for `DEBUG=docs-lint` and the tests. */
export interface ExternalRunStats {
  /** Distinct URLs checked (after placeholders, local addresses and `ignore` were left out). */
  urls: number;
  /** Answered from the cache file. */
  fromCache: number;
  /** HTTP requests made. */
  requests: number;
  /** URLs that failed at once, their host having failed already. */
  failedFast: number;
  /** Milliseconds spent checking. */
  ms: number;
}

/**
 * Gives a thread's project index the registry through which the rule `link-external-reachable`
 * asks for URLs and reads their results. The verdicts a page's deferred checks read count as
 * that page's dependencies, as the anchors it reads do.
 */
export function attachExternalLinks(site: ProjectIndex, config: ExternalLinksConfig): ExternalLinkRegistry {
  site.externalLinks = new ExternalLinkRegistry(config, (target) => site.anchors.noteRead(target));
  return site.externalLinks;
}

/**
 * The engine's network phase, between the walk of every page and their deferred checks: every URL
 * the rule asked for (in any thread) and not checked yet is checked, once, in this thread.
 */
export async function checkRequestedLinks(registry: ExternalLinkRegistry, memo: ExternalResultMemo | undefined, stats: { external?: ExternalRunStats }): Promise<void> {
  const urls = registry.takeRequested();
  const total = (stats.external ??= { urls: 0, fromCache: 0, requests: 0, failedFast: 0, ms: 0 });
  if (urls.length === 0) return;
  const started = Date.now();
  // The HTTP client and the resolver are loaded only by a run that checks a link.
  const { checkExternalLinks } = await import('../external/link-checker.js');
  const { results, stats: checked } = await checkExternalLinks(urls, { config: registry.config, memo });
  registry.record(results);
  total.urls += checked.urls;
  total.fromCache += checked.fromCache;
  total.requests += checked.requests;
  total.failedFast += checked.failedFast;
  total.ms += Date.now() - started;
}

import type { ValueNode } from '@humanwhocodes/momoa';
import { match } from 'path-to-regexp';
import { memberString, memberValue } from './json-nodes.js';

/**
 * Answers whether a site path is the source of one of docs.json's `redirects`: a link there is
 * served (by the redirect), so it is not dangling. Sources use the generator's Next.js-style
 * patterns (`/guides/:slug*`), which path-to-regexp 6 reads; version 8 dropped `:name*`.
 */
export function readRedirectSources(body: ValueNode | undefined): (sitePath: string) => boolean {
  const redirects = memberValue(body, 'redirects');
  if (redirects?.type !== 'Array') return () => false;
  const matchers: Array<(sitePath: string) => boolean> = [];
  for (const element of redirects.elements) {
    const source = memberString(element.value, 'source');
    if (!source) continue;
    try {
      const matches = match(source, { decode: decodeURIComponent });
      matchers.push((sitePath) => matches(sitePath) !== false);
    } catch {
      // A source path-to-regexp cannot read still matches itself, literally.
      matchers.push((sitePath) => sitePath === source);
    }
  }
  return (sitePath) => {
    const normalized = `/${sitePath.replace(/^\/+/, '')}`;
    return matchers.some((matches) => matches(normalized));
  };
}

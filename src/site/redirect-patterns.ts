import { parse, tokensToRegexp, type Key, type Token } from 'path-to-regexp';
import { isExternalUrl } from './site-paths.js';

/**
 * A `redirects` source read as the generator reads it: Next.js-style parameters (`:slug`,
 * `:slug*` (one segment or more, see `atLeastOneSegment`), `:slug+`, `:slug?`), which
 * path-to-regexp 6 parses (version 8 dropped `:name*`), and
 * the generator's partial wildcard, a `*` of its own (`/articles/concepts-*`), which matches any
 * text and is written `*` again in the destination. Matching is case-sensitive: upstash's live
 * site redirects `/qStash` to `/qstash`, which would loop otherwise.
 */
export type RedirectPattern =
  | {
      ok: true;
      /** The one path the source matches (no leading or trailing slash), when it has no parameter. */
      literal?: string;
      /** The parameters it defines: `slug` for `:slug*`, `*` for a partial wildcard. */
      params: ReadonlySet<string>;
      /** Equal for two sources that match the same URLs, whatever their parameters are called. */
      canonical: string;
      /** The parameters' values when a site path (`/guides/x`) matches, else undefined. */
      match(urlPath: string): Map<string, string> | undefined;
    }
  | { ok: false; problem: string };

/** The name a partial wildcard's value goes by. */
export const STAR = '*';

const PARAM = /^:(\w+)/;

interface Scanned {
  /** The text with each partial wildcard written as an unnamed group, as path-to-regexp reads it. */
  text: string;
  /** Where a `?` starts a query string rather than making a parameter optional. */
  query?: number;
  params: string[];
  stars: number;
  /** The text before the first parameter or wildcard. */
  prefix: string;
}

/** Reads parameters and wildcards left to right; `\` escapes the next character, as in path-to-regexp. */
function scan(text: string): Scanned {
  let out = '';
  let afterParam = false;
  let prefix: string | undefined;
  const params: string[] = [];
  let stars = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const param = char === ':' ? PARAM.exec(text.slice(i)) : null;
    if (param) {
      prefix ??= text.slice(0, i);
      params.push(param[1]);
      out += param[0];
      i += param[0].length - 1;
      afterParam = true;
      continue;
    }
    if (char === '\\') {
      out += text.slice(i, i + 2);
      i++;
    } else if (char === '*' && !afterParam) {
      prefix ??= text.slice(0, i);
      stars++;
      out += '(.*)';
    } else if (char === '?' && !afterParam) {
      return { text: out, query: i, params, stars, prefix: prefix ?? text.slice(0, i) };
    } else {
      out += char;
      // A modifier may follow a parameter, a `(group)` or a `{group}`.
      afterParam = char === ')' || char === '}';
      continue;
    }
    afterParam = false;
  }
  return { text: out, params, stars, prefix: prefix ?? text };
}

export function compileRedirectSource(source: string): RedirectPattern {
  if (source.includes('#')) return { ok: false, problem: 'it has a `#fragment`, which browsers never send to the server, so no request matches it' };
  const scanned = scan(source);
  if (scanned.query !== undefined) return { ok: false, problem: 'it has a `?query`, and redirects match the path only' };
  let tokens: Token[];
  let regexp: RegExp;
  try {
    // The site serves `/old/` as `/old`: a trailing slash changes nothing a source matches.
    tokens = parse(scanned.text.replace(/(.)\/+$/, '$1'));
    regexp = tokensToRegexp(tokens.map(atLeastOneSegment), undefined, { sensitive: true, strict: false });
  } catch (error) {
    return { ok: false, problem: `it is not a valid path pattern (${describeParseError((error as Error).message)})` };
  }
  const keys = tokens.filter((token): token is Key => typeof token !== 'string');
  const params = new Set(keys.map((key) => (typeof key.name === 'number' ? STAR : key.name)));
  const canonical = tokens.map((token) => (typeof token === 'string' ? token : `\u0000${token.prefix}(${token.pattern})${token.suffix}${token.modifier}`)).join('').replace(/\/+$/, '');
  const literal = keys.length === 0 ? trimSlashes(tokens.join('')) : undefined;
  return {
    ok: true,
    ...(literal !== undefined ? { literal } : {}),
    params,
    canonical,
    match(urlPath) {
      const found = regexp.exec(urlPath);
      if (!found) return undefined;
      const values = new Map<string, string>();
      keys.forEach((key, index) => values.set(typeof key.name === 'number' ? STAR : key.name, found[index + 1] ?? ''));
      return values;
    },
  };
}

/**
 * The generator reads `:name*` as one path segment or more, not as path-to-regexp's zero or more:
 * its redirect check (@mintlify/link-rot 3.0.1419, `Graph.matchesWildcardPattern` in dist/graph.js)
 * turns `:name` into one non-empty segment and the `*` after it into the rest of the path. So
 * `/x/:path*` matches `/x/a` and `/x/a/b`, never `/x`, and `/x/:path*` → `/x` is no loop.
 */
function atLeastOneSegment(token: Token): Token {
  return typeof token !== 'string' && token.modifier === '*' && typeof token.name === 'string' ? { ...token, modifier: '+' } : token;
}

/** path-to-regexp's messages name a character offset; the reader needs only what went wrong. */
function describeParseError(message: string): string {
  if (/^Unbalanced pattern/.test(message)) return 'a `(` is never closed';
  if (/^Missing parameter name/.test(message)) return 'a `:` has no parameter name after it';
  if (/^Unexpected MODIFIER/.test(message)) return 'a `*`, `+` or `?` follows no parameter';
  return message.replace(/ at \d+$/, '');
}

/** A destination's parameters and partial wildcards, read from its path (an absolute URL's scheme, host and port are no parameters). */
export interface RedirectDestination {
  external: boolean;
  /** The path to look up on the site (no leading or trailing slash, no `#fragment` or `?query`), for an internal destination. */
  path: string;
  params: string[];
  /** How many `*` it writes. */
  stars: number;
  /** The text before its first parameter or wildcard, as a site path (leading slash removed). */
  prefix: string;
}

export function readRedirectDestination(destination: string): RedirectDestination {
  const external = isExternalUrl(destination);
  const pathPart = external ? destination.replace(/^[a-z][a-z0-9+.-]*:(\/\/[^/?#]*)?/i, '') : destination;
  const withoutFragment = pathPart.replace(/#.*$/, '');
  const scanned = scan(withoutFragment);
  const path = scanned.query === undefined ? withoutFragment : withoutFragment.slice(0, scanned.query);
  return { external, path: trimSlashes(path), params: scanned.params, stars: scanned.stars, prefix: scanned.prefix.replace(/^\/+/, '') };
}

/** The destination with each parameter and wildcard replaced by its value from the matched source. */
export function fillDestination(destination: string, values: ReadonlyMap<string, string>): string {
  return destination.replace(/:(\w+)[*+?]?|\*/g, (whole, name: string | undefined) => values.get(name ?? STAR) ?? whole);
}

function trimSlashes(text: string): string {
  return text.replace(/^\/+|\/+$/g, '');
}

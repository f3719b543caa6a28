import { describe, expect, test } from '@jest/globals';
import { parse } from '@humanwhocodes/momoa';
import { compileRedirectSource, fillDestination, readRedirectDestination } from '../../src/site/redirect-patterns.js';
import { readRedirects, readRedirectSources, RedirectTable } from '../../src/site/redirects.js';

const matches = (source: string, url: string) => {
  const pattern = compileRedirectSource(source);
  if (!pattern.ok) throw new Error(pattern.problem);
  const values = pattern.match(url);
  return values ? Object.fromEntries(values) : undefined;
};

describe('redirect sources, read as the generator reads them', () => {
  test('`:slug*` matches one segment or several, never none (as the generator\'s own redirect check reads it); `:slug` one; matching is case-sensitive', () => {
    expect(matches('/beta/:slug*', '/beta')).toBeUndefined();
    expect(matches('/beta/:slug*', '/beta/')).toBeUndefined();
    expect(matches('/beta/:slug*', '/beta/a')).toEqual({ slug: 'a' });
    expect(matches('/beta/:slug*', '/beta/a/b')).toEqual({ slug: 'a/b' });
    expect(matches('/beta/:slug', '/beta/a/b')).toBeUndefined();
    expect(matches('/beta/:slug', '/beta/a')).toEqual({ slug: 'a' });
    expect(matches('/qStash', '/qstash')).toBeUndefined();
    expect(matches('/old/', '/old')).toEqual({});
  });

  test('a `*` of its own is the partial wildcard: any text, filled into the destination\'s `*`', () => {
    expect(matches('/articles/concepts-*', '/articles/concepts-getting-started')).toEqual({ '*': 'getting-started' });
    expect(matches('/articles/concepts-*', '/articles/other')).toBeUndefined();
    expect(fillDestination('/new/article-*', new Map([['*', '123']]))).toBe('/new/article-123');
    expect(fillDestination('/v2/:slug*', new Map([['slug', 'a/b']]))).toBe('/v2/a/b');
  });

  test('sources that match the same URLs share a canonical form, whatever their parameters are called', () => {
    const canonical = (source: string) => {
      const pattern = compileRedirectSource(source);
      return pattern.ok ? pattern.canonical : pattern.problem;
    };
    expect(canonical('/beta/:slug*')).toBe(canonical('/beta/:path*'));
    expect(canonical('/old')).toBe(canonical('/old/'));
    expect(canonical('/beta/:slug*')).not.toBe(canonical('/beta/:slug'));
  });

  test('a fragment, a query or a broken pattern is no source', () => {
    expect(compileRedirectSource('/a#b')).toMatchObject({ ok: false });
    expect(compileRedirectSource('/a?b=1')).toMatchObject({ ok: false });
    expect(compileRedirectSource('/a/:slug?')).toMatchObject({ ok: true });
    expect(compileRedirectSource('/a](https:/x.com')).toMatchObject({ ok: false, problem: 'it is not a valid path pattern (a `(` is never closed)' });
  });

  test('a destination\'s parameters come from its path: an absolute URL\'s scheme and port are none', () => {
    expect(readRedirectDestination('https://example.com:8080/docs/:path*#top')).toEqual({ external: true, path: 'docs/:path*', params: ['path'], stars: 0, prefix: 'docs/' });
    expect(readRedirectDestination('/guides/setup/#install')).toEqual({ external: false, path: 'guides/setup', params: [], stars: 0, prefix: 'guides/setup/' });
    expect(readRedirectDestination('/new/article-*')).toMatchObject({ params: [], stars: 1, prefix: 'new/article-' });
  });
});

describe('the redirect table', () => {
  const body = (redirects: Array<[string, string]>) => parse(JSON.stringify({ redirects: redirects.map(([source, destination]) => ({ source, destination })) })).body;

  test('the first entry in list order wins, a literal source looked up and patterns tested in order', () => {
    const entries = readRedirects(body([['/beta/start', '/a'], ['/beta/:slug*', '/b'], ['/beta/other', '/c']]));
    const table = new RedirectTable(entries);
    expect(table.firstMatch('beta/start')?.entry.index).toBe(0);
    expect(table.firstMatch('/beta/other/')?.entry.index).toBe(1);
    expect(table.firstMatch('gamma')).toBeUndefined();
  });

  test('a route is followed to its end, or found to loop', () => {
    const entries = readRedirects(body([['/a', '/b'], ['/b/:x*', 'https://example.com/:x*'], ['/c', '/d'], ['/d', '/c']]));
    const table = new RedirectTable(entries);
    expect(table.follow(entries[0], 'b/page')).toMatchObject({ kind: 'end', hops: [entries[1]], final: 'https://example.com/page' });
    expect(table.follow(entries[2], 'd')).toMatchObject({ kind: 'loop', hops: [entries[3]], back: entries[2] });
  });

  test('link checks: a source is served, the partial wildcard included; a source no pattern reading accepts still matches itself', () => {
    const isSource = readRedirectSources(body([['/articles/concepts-*', '/x'], ['/odd(', '/y']]));
    expect(isSource('articles/concepts-intro')).toBe(true);
    expect(isSource('/odd(')).toBe(true);
    expect(isSource('articles/other')).toBe(false);
  });
});

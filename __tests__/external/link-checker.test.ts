import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEFAULT_EXTERNAL_LINKS, resolveExternalLinks, type ExternalLinksConfig } from '../../src/config/external-links-config.js';
import { HostLookup } from '../../src/external/host-lookup.js';
import { checkExternalLinks, retryAfterMs, type CheckOptions } from '../../src/external/link-checker.js';
import { urlFilter } from '../../src/external/external-urls.js';
import { startLinkServer, type LinkServer } from '../helpers/link-server.js';

/**
 * The checker against the local server on 127.0.0.1. Host names other than that address are
 * answered by the test's own resolver, and waits are recorded instead of waited: no request
 * leaves the machine, and no test depends on the clock.
 */
let server: LinkServer;
beforeAll(async () => (server = await startLinkServer()));
afterAll(() => server.close());

const NOW = Date.parse('2025-03-01T12:00:00Z');

function options(config: Partial<ExternalLinksConfig> = {}, extra: Partial<CheckOptions> = {}) {
  const sleeps: number[] = [];
  const lookups: string[] = [];
  const checkOptions: CheckOptions = {
    config: { ...DEFAULT_EXTERNAL_LINKS, timeout: 0.5, ...config },
    sleep: async (ms) => void sleeps.push(ms),
    now: () => NOW,
    resolveHost: async (hostname) => {
      lookups.push(hostname);
      if (hostname.startsWith('dead')) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return [{ address: '127.0.0.1', family: 4 }];
    },
    ...extra,
  };
  return { checkOptions, sleeps, lookups };
}

const seen = (pathname: string) => server.requests.filter((request) => request.path === pathname).map((request) => request.method);

describe('the external link checker', () => {
  test('Retry-After in seconds and as an HTTP date is waited for; too long a wait is not, and says so', async () => {
    // A server of the test's own: 429 with the header it is told, then 200.
    let calls = 0;
    const headers = ['7', new Date(NOW + 3000).toUTCString(), '3600'];
    const limited = http.createServer((request, response) => {
      const index = Number(new URL(request.url!, 'http://x').searchParams.get('i'));
      const first = calls++ % 2 === 0;
      response.writeHead(first ? 429 : 200, first ? { 'retry-after': headers[index] } : {});
      response.end();
    });
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
    try {
      for (const [index, expected] of [
        [0, { sleeps: [7000], result: { status: 200, statusText: 'OK' } }],
        [1, { sleeps: [3000], result: { status: 200, statusText: 'OK' } }],
        [2, { sleeps: [], result: { status: 429, statusText: 'Too Many Requests', note: 'it asks to retry after 3600 s, longer than externalLinks.retryAfterMax (60 s)' } }],
      ] as const) {
        calls = 0;
        const { checkOptions, sleeps } = options();
        const url = `${origin}/?i=${index}`;
        const { results } = await checkExternalLinks([url], checkOptions);
        expect({ sleeps, result: results.get(url) }).toEqual(expected);
      }
    } finally {
      limited.closeAllConnections();
      await new Promise((resolve) => limited.close(resolve));
    }
  });

  test('Retry-After is read as seconds or an HTTP date; anything else is no answer', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 12:00:30 GMT', NOW)).toBe(30_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 11:00:00 GMT', NOW)).toBe(0);
    expect(retryAfterMs('soon', NOW)).toBeUndefined();
    expect(retryAfterMs(undefined, NOW)).toBeUndefined();
  });

  test('without Retry-After, retries wait longer each time; a dropped connection is tried again and then answers', async () => {
    const { checkOptions, sleeps } = options({ retries: 2 }, { backoffMs: 100 });
    const busy = `${server.origin}/status/503`;
    const flaky = `${server.origin}/flaky/checker`;
    const { results } = await checkExternalLinks([busy, flaky], checkOptions);
    expect(results.get(busy)).toEqual({ status: 503, statusText: 'Service Unavailable', note: 'still after 2 retries' });
    expect(results.get(flaky)).toEqual({ status: 200, statusText: 'OK' });
    expect(sleeps.sort((a, b) => a - b)).toEqual([100, 100, 200]);
    // 503 on HEAD is checked with a GET, each time; a dropped HEAD too.
    expect(seen('/status/503')).toEqual(['HEAD', 'GET', 'HEAD', 'GET', 'HEAD', 'GET']);
    expect(seen('/flaky/checker')).toEqual(['HEAD', 'GET', 'HEAD']);
  });

  test('a host that does not resolve is looked up once, and every URL on it fails at once', async () => {
    const { checkOptions, lookups } = options();
    const urls = Array.from({ length: 20 }, (_, i) => `https://dead-host.io/page-${i}`);
    const { results, stats } = await checkExternalLinks(urls, checkOptions);
    expect(new Set([...results.values()].map((result) => JSON.stringify(result)))).toEqual(new Set([JSON.stringify({ error: 'DNS lookup failed (ENOTFOUND)', code: 'ENOTFOUND' })]));
    expect(lookups).toEqual(['dead-host.io']);
    expect(stats.requests).toBe(0);
  });

  test('a server that refuses connections is asked once: the other URLs on it fail at once', async () => {
    const { checkOptions } = options();
    const urls = Array.from({ length: 20 }, (_, i) => `http://127.0.0.1:9/page-${i}`);
    const { results, stats } = await checkExternalLinks(urls, checkOptions);
    expect([...results.values()].every((result) => 'code' in result && result.code === 'ECONNREFUSED')).toBe(true);
    // At most one request per connection slot of the host was in flight when the first failed.
    expect(stats.requests + stats.failedFast).toBe(20);
    expect(stats.requests).toBeLessThanOrEqual(DEFAULT_EXTERNAL_LINKS.perHost);
  });

  test('requests to one host stay within perHost, and other hosts are served beside them', async () => {
    const { checkOptions } = options({ perHost: 2, concurrency: 16 });
    const before = server.requests.length;
    const urls = Array.from({ length: 12 }, (_, i) => `${server.origin}/hold?n=${i}`);
    const { results } = await checkExternalLinks(urls, checkOptions);
    expect([...results.values()].every((result) => 'status' in result && result.status === 200)).toBe(true);
    expect(server.requests.length - before).toBe(12);
    expect(server.maxInFlight).toBeLessThanOrEqual(2);
  });

  test('a redirect to another host is followed there; the chain is in the result', async () => {
    const { checkOptions } = options();
    const port = new URL(server.origin).port;
    const url = `http://docs.other-host.io:${port}/redirect/2`;
    const { results } = await checkExternalLinks([url], checkOptions);
    expect(results.get(url)).toEqual({ status: 200, statusText: 'OK', redirects: [`http://docs.other-host.io:${port}/redirect/1`, `http://docs.other-host.io:${port}/redirect/0`] });
  });

  test('a response slower than the timeout is a time-out, not a failure to connect: the host stays usable', async () => {
    const { checkOptions } = options({ timeout: 0.2 });
    const slow = `${server.origin}/slow?checker`;
    const fine = `${server.origin}/ok?after-slow`;
    const { results } = await checkExternalLinks([slow, fine], checkOptions);
    expect(results.get(slow)).toEqual({ error: 'timed out after 0.2 s', code: 'ETIMEDOUT' });
    expect(results.get(fine)).toEqual({ status: 200, statusText: 'OK' });
  });

  test('results kept in the memo are not asked again; failures to connect and rate limits are not kept', async () => {
    const kept = new Map<string, unknown>();
    const memo = { get: (url: string) => kept.get(url) as never, set: (url: string, result: unknown) => void kept.set(url, result) };
    const urls = [`${server.origin}/status/404?memo`, `${server.origin}/busy?memo`, 'http://127.0.0.1:9/memo'];
    const { checkOptions } = options({ retries: 0 }, { memo });
    await checkExternalLinks(urls, checkOptions);
    expect([...kept.keys()]).toEqual([urls[0]]);
    const again = await checkExternalLinks(urls, options({ retries: 0 }, { memo }).checkOptions);
    expect(again.stats).toMatchObject({ urls: 3, fromCache: 1 });
    expect(seen('/status/404?memo')).toEqual(['HEAD', 'GET']);
  });
});

describe('host name lookups', () => {
  const hosts = Array.from({ length: 12 }, (_, i) => `host-${i}.acme.dev`);

  test('a resolver that never answers is given up on after a few lookups: the other hosts fail at once', async () => {
    const asked: string[] = [];
    const lookup = new HostLookup((hostname) => {
      asked.push(hostname);
      return new Promise(() => undefined);
    }, 30);
    const results = await Promise.all(hosts.map((host) => lookup.addresses(host)));
    expect(new Set(results.map((result) => JSON.stringify(result)))).toEqual(new Set([JSON.stringify({ error: 'DNS lookup timed out after 0.03 s', code: 'EDNSTIMEOUT' })]));
    // The four lookups in flight when the resolver was given up on; none after.
    expect(asked).toEqual(hosts.slice(0, 4));
  });

  test('a resolver that fails without an answer (no network: EAI_AGAIN) is given up on too, with its own message', async () => {
    const asked: string[] = [];
    const lookup = new HostLookup(async (hostname) => {
      asked.push(hostname);
      throw Object.assign(new Error(`getaddrinfo EAI_AGAIN ${hostname}`), { code: 'EAI_AGAIN' });
    });
    const results = await Promise.all(hosts.map((host) => lookup.addresses(host)));
    expect(new Set(results.map((result) => JSON.stringify(result)))).toEqual(new Set([JSON.stringify({ error: 'DNS lookup failed (EAI_AGAIN)', code: 'EAI_AGAIN' })]));
    expect(asked).toEqual(hosts.slice(0, 4));
  });

  test('a resolver that answers "no such name" is working: every host is looked up, once', async () => {
    const asked: string[] = [];
    const lookup = new HostLookup(async (hostname) => {
      asked.push(hostname);
      if (hostname === 'host-3.acme.dev') return [{ address: '127.0.0.1', family: 4 }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    });
    const results = await Promise.all([...hosts, ...hosts].map((host) => lookup.addresses(host)));
    expect(asked).toEqual(hosts);
    expect(results[3]).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(results[0]).toEqual({ error: 'DNS lookup failed (ENOTFOUND)', code: 'ENOTFOUND' });
  });
});

describe('which URLs are checked', () => {
  const filter = urlFilter({ ignore: ['https://internal.acme.dev/**', '/\\/drafts\\//i'], checkLocal: false });
  test.each([
    ['https://acme.dev/docs#install', 'https://acme.dev/docs'],
    ['//cdn.acme.dev/logo.png', 'https://cdn.acme.dev/logo.png'],
    ['HTTP://Acme.dev', 'http://acme.dev/'],
    ['https://{BASE_URL}/v1/users', undefined],
    ['http://${HOST}:8080', undefined],
    ['https://<your-domain>/api', undefined],
    ['https://your-company.acme.dev/x', undefined],
    ['https://example.com/x', undefined],
    ['https://api.example.org', undefined],
    ['https://service.internal/x', undefined],
    ['https://server/x', undefined],
    ['http://localhost:3000/', undefined],
    ['http://127.0.0.1:8080/', undefined],
    ['http://192.168.1.4/', undefined],
    ['http://[::1]:3000/', undefined],
    ['https://internal.acme.dev/a/b', undefined],
    ['https://acme.dev/DRAFTS/plan', undefined],
    ['mailto:team@acme.dev', undefined],
    ['/guides/setup', undefined],
    ['https://acme.dev/docs...', undefined],
  ])('%s → %s', (written, expected) => {
    expect(filter(written)).toBe(expected);
  });

  test('checkLocal lets loopback, private addresses and localhost through', () => {
    const local = urlFilter({ ignore: [], checkLocal: true });
    expect(['http://localhost:3000/', 'http://127.0.0.1:8080/x', 'http://10.0.0.8/'].map(local)).toEqual(['http://localhost:3000/', 'http://127.0.0.1:8080/x', 'http://10.0.0.8/']);
  });
});

describe('the externalLinks config', () => {
  test('defaults, and the values a user sets', () => {
    expect(resolveExternalLinks(undefined, 'c')).toEqual(DEFAULT_EXTERNAL_LINKS);
    expect(resolveExternalLinks({ timeout: 3, acceptStatus: ['2xx', 403, '500-503'] }, 'c')).toMatchObject({ timeout: 3, acceptStatus: ['2xx', 403, '500-503'], concurrency: 16 });
  });

  test.each([
    [{ timeout: 0 }, 'c: `externalLinks`: `timeout` must be > 0.'],
    [{ acceptStatus: ['2XX'] }, 'c: `externalLinks`: `acceptStatus.0` must be integer.'],
    [{ acceptStatus: ['299-200'] }, 'c: `externalLinks.acceptStatus`: the range "299-200" ends before it starts.'],
    [{ ignore: ['/[/'] }, 'c: `externalLinks.ignore`: /[/ is not a valid regular expression.'],
    [{ retry: 2 }, 'c: `externalLinks`: the object has an unknown key `retry`.'],
  ])('%j is refused', (input, message) => {
    expect(() => resolveExternalLinks(input, 'c')).toThrow(message);
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import type { ExternalLinksConfig } from '../../src/config/external-links-config.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite, type LintSiteOptions } from '../../src/engine/lint-site.js';
import plugin from '../../src/eslint-plugin/index.js';
import { startLinkServer, type LinkServer } from '../helpers/link-server.js';
import { cli } from '../helpers/run-cli.js';
import { brief, makeSite, positionOf } from '../helpers/site-fixture.js';

/**
 * Every URL here is on a local server that the test starts on 127.0.0.1 (or is never fetched):
 * no test reaches the network. `checkLocal` lets the rule check that loopback address.
 */
let server: LinkServer;
beforeAll(async () => (server = await startLinkServer()));
afterAll(() => server.close());

const RULE = 'link-external-reachable';
// A local server answers in milliseconds; 1.5 s leaves room on a loaded machine, and is still under /slow's 2 s.
const head = '---\ntitle: Links\ndescription: Links to other sites.\n---\n\n';
const ADVICE_FIX = 'Fix the address or remove the link; if it works in a browser, add it to externalLinks.ignore in the docs-lint config.';
const ADVICE_UP = 'Check the address, and that the site is up; if it works in a browser, add it to externalLinks.ignore in the docs-lint config.';

function docsJson(extra: object = {}) {
  return { name: 'S', navigation: [{ group: 'A', pages: ['index', 'other'] }], ...extra };
}

async function run(files: Record<string, string | object> | string, externalLinks: Partial<ExternalLinksConfig> = {}, options: Partial<LintSiteOptions> = {}) {
  const root = typeof files === 'string' ? files : makeSite(files);
  const config = resolveConfig({ extends: [], rules: { [RULE]: 'warn' }, externalLinks: { checkLocal: true, timeout: 1.5, ...externalLinks } });
  const outcome = await lintSite({ root, config, external: true, ...options });
  return { root, reports: brief(root, outcome.results), stats: outcome.stats };
}

/** Requests the server saw for one path (the test's own paths are unique to it). */
const seen = (pathname: string) => server.requests.filter((request) => request.path === pathname).map((request) => request.method);

describe('link-external-reachable', () => {
  test('valid: success, redirects to a success, HEAD refused or answered wrongly, a 429 that clears, and what is never fetched', async () => {
    const o = server.origin;
    const page = [
      `[ok](${o}/ok) and ![image](${o}/page/valid-image.png) and <Card title="C" href="${o}/page/valid-card">x</Card>`,
      '',
      `[redirected](${o}/redirect/3) [no HEAD](${o}/no-head) [HEAD wrong](${o}/head-404) [rate limited once](${o}/rate/valid)`,
      '',
      `[fragment](${o}/page/valid-fragment#section) [template](https://{BASE_URL}/v1) [placeholder](https://your-domain.com/x) [example](https://example.com/x)`,
      '',
      '```bash',
      `curl ${o}/page/valid-in-code`,
      '```',
    ].join('\n');
    const { reports, stats } = await run({ 'docs.json': docsJson(), 'index.mdx': head + page, 'other.mdx': head });
    expect(reports).toEqual([]);
    expect(seen('/page/valid-image.png')).toEqual(['HEAD']);
    expect(seen('/redirect/3')).toEqual(['HEAD']);
    expect(seen('/redirect/0')).toEqual(['HEAD']);
    expect(seen('/no-head')).toEqual(['HEAD', 'GET']);
    expect(seen('/head-404')).toEqual(['HEAD', 'GET']);
    expect(seen('/rate/valid')).toEqual(['HEAD', 'HEAD']);
    // The fragment is not sent; code blocks are not links.
    expect(seen('/page/valid-fragment')).toEqual(['HEAD']);
    expect(seen('/page/valid-in-code')).toEqual([]);
    expect(stats.external).toMatchObject({ urls: 8, fromCache: 0 });
  });

  test('invalid: every failure at the URL\'s own line and column, with the status or error in the message', async () => {
    const o = server.origin;
    const page = [
      `Gone: [a](${o}/status/404), gone again: [b](${o}/status/404), broken server: [c](${o}/status/500).`,
      '',
      `[moved](${o}/moved) [loop](${o}/loop-a) [long chain](${o}/redirect/4)`,
      '',
      `[slow](${o}/slow) [reset](${o}/reset) [busy](${o}/busy)`,
      '',
      `<img src="${o}/status/410" alt="A picture" />`,
      '',
      `[closed port](http://127.0.0.1:9/x)`,
    ].join('\n');
    const text = head + page;
    const at = (needle: string, message: string, occurrence = 1) => ({ file: 'index.mdx', ruleId: RULE, ...positionOf(text, needle, occurrence), message });
    const { reports } = await run({ 'docs.json': docsJson(), 'index.mdx': text, 'other.mdx': head }, { maxRedirects: 3 });
    expect(reports).toEqual([
      at(`${o}/status/404`, `${o}/status/404 returned 404 Not Found (2 links to it in this file; this is the first). ${ADVICE_FIX}`),
      at(`${o}/status/500`, `${o}/status/500 returned 500 Internal Server Error. ${ADVICE_FIX}`),
      at(`${o}/moved`, `${o}/moved returned 404 Not Found after a redirect to ${o}/status/404?from=moved. ${ADVICE_FIX}`),
      at(`${o}/loop-a`, `${o}/loop-a redirects in a loop: ${o}/loop-a → ${o}/loop-b → ${o}/loop-a. ${ADVICE_FIX}`),
      at(`${o}/redirect/4`, `${o}/redirect/4 redirects more than 3 times (the last to ${o}/redirect/1). ${ADVICE_FIX}`),
      at(`${o}/slow`, `${o}/slow is unreachable: timed out after 1.5 s. ${ADVICE_UP}`),
      at(`${o}/reset`, `${o}/reset is unreachable: connection closed without an answer (ECONNRESET). ${ADVICE_UP}`),
      at(`${o}/busy`, `${o}/busy returned 429 Too Many Requests (still after 2 retries). The site limits how often it may be asked; run again later, or add the URL to externalLinks.ignore in the docs-lint config.`),
      at(`${o}/status/410`, `${o}/status/410 returned 410 Gone. ${ADVICE_FIX}`),
      at('http://127.0.0.1:9/x', `http://127.0.0.1:9/x is unreachable: connection refused (ECONNREFUSED). ${ADVICE_UP}`),
    ]);
    // HEAD failed, so GET was asked: its answer is the one reported. One check per URL, however many links lead to it.
    expect(seen('/status/500')).toEqual(['HEAD', 'GET']);
    expect(seen('/status/404')).toEqual(['HEAD', 'GET']);
    // A 429 is asked again, without a GET; a dropped connection too, after a GET.
    expect(seen('/busy')).toEqual(['HEAD', 'HEAD', 'HEAD']);
    expect(seen('/reset')).toEqual(['HEAD', 'GET', 'HEAD', 'GET', 'HEAD', 'GET']);
  });

  test('links in docs.json: navbar, footer, logo and anchors; $schema, integrations and API servers are not links', async () => {
    const o = server.origin;
    const config = {
      $schema: `${o}/page/schema`,
      name: 'S',
      logo: { light: '/logo.svg', dark: '/logo.svg', href: `${o}/page/config-logo-href` },
      navbar: { links: [{ label: 'Status', href: `${o}/status/404?navbar` }], primary: { type: 'button', label: 'Go', href: `${o}/ok` } },
      footer: { socials: { github: `${o}/status/403` } },
      navigation: { anchors: [{ anchor: 'Blog', href: `${o}/page/config-anchor` }] },
      api: { mdx: { server: `${o}/page/config-api-server` } },
      integrations: { posthog: { apiKey: 'k', apiHost: `${o}/page/config-posthog` } },
    };
    const { reports } = await run({ 'docs.json': config, 'index.mdx': head });
    const text = `${JSON.stringify(config, null, 2)}\n`;
    const at = (needle: string, message: string) => {
      const { line, column } = positionOf(text, `"${needle}"`);
      return { file: 'docs.json', ruleId: RULE, line, column, message };
    };
    expect(reports).toEqual([
      at(`${o}/status/404?navbar`, `${o}/status/404?navbar returned 404 Not Found. ${ADVICE_FIX}`),
      at(`${o}/status/403`, `${o}/status/403 returned 403 Forbidden. The site refuses requests without a browser or a login; if the page opens in a browser, add the status to externalLinks.acceptStatus, or the URL to externalLinks.ignore, in the docs-lint config.`),
    ]);
    expect(seen('/page/config-logo-href')).toEqual(['HEAD']);
    expect(seen('/page/config-anchor')).toEqual(['HEAD']);
    for (const never of ['/page/schema', '/page/config-api-server', '/page/config-posthog']) expect(seen(never)).toEqual([]);
  });

  test('acceptStatus and ignore (globs and regular expressions) change what counts', async () => {
    const o = server.origin;
    const page = `[a](${o}/status/403) [b](${o}/page/ignored-glob/x) [c](${o}/page/ignored-regex-7) [d](${o}/status/401)`;
    const { reports } = await run(
      { 'docs.json': docsJson(), 'index.mdx': head + page, 'other.mdx': head },
      { acceptStatus: ['2xx', 403], ignore: [`${o}/page/ignored-glob/**`, '/ignored-regex-\\d+$/'] },
    );
    expect(reports.map((report) => report.message.split('. ')[0])).toEqual([`${o}/status/401 returned 401 Unauthorized`]);
    expect(seen('/page/ignored-glob/x')).toEqual([]);
    expect(seen('/page/ignored-regex-7')).toEqual([]);
  });

  test('the same URL in two pages is fetched once and reported in each; a directive silences one', async () => {
    const o = server.origin;
    const quiet = `${head}{/* docs-lint-disable-next-line ${RULE} */}\n[quiet](${o}/status/404?shared)\n`;
    const loud = `${head}See [the page](${o}/status/404?shared).\n`;
    const { reports } = await run({ 'docs.json': docsJson(), 'index.mdx': quiet, 'other.mdx': loud });
    expect(reports.map((report) => `${report.file}:${report.line}:${report.column}`)).toEqual(['other.mdx:6:16']);
    expect(seen('/status/404?shared')).toEqual(['HEAD', 'GET']);
  });

  test('without --external nothing is fetched and nothing is reported, with the rule on', async () => {
    const root = makeSite({ 'docs.json': docsJson(), 'index.mdx': `${head}[x](${server.origin}/page/never-without-flag)\n`, 'other.mdx': head });
    const config = resolveConfig({ extends: [], rules: { [RULE]: 'error' }, externalLinks: { checkLocal: true } });
    const { results, stats } = await lintSite({ root, config });
    expect(brief(root, results)).toEqual([]);
    expect(stats.external).toBeUndefined();
    expect(seen('/page/never-without-flag')).toEqual([]);
  });

  test('the ESLint plugin never fetches: the rule says nothing in the editor', async () => {
    const root = makeSite({ 'docs.json': docsJson(), 'index.mdx': head, 'other.mdx': head });
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs.all] as never, cwd: root });
    const [result] = await eslint.lintText(`${head}[x](${server.origin}/status/404?editor)\n`, { filePath: path.join(root, 'index.mdx') });
    expect(result.messages.filter((message) => message.ruleId === `docs-lint/${RULE}`)).toEqual([]);
    expect(seen('/status/404?editor')).toEqual([]);
  });

  test('loopback and private addresses are not checked unless checkLocal', async () => {
    const root = makeSite({ 'docs.json': docsJson(), 'index.mdx': `${head}[x](${server.origin}/page/local-default) [y](http://localhost:3000/) [z](http://192.168.1.10/)\n`, 'other.mdx': head });
    const { reports, stats } = await run(root, { checkLocal: false });
    expect(reports).toEqual([]);
    expect(stats.external).toMatchObject({ urls: 0 });
    expect(seen('/page/local-default')).toEqual([]);
  });

  test('with --cache: results are reused for cacheTtl, failures to connect are asked again, and a page with links is walked again', async () => {
    const o = server.origin;
    const text = `${head}[a](${o}/page/cached-ok) [b](${o}/status/404?cached) [c](http://127.0.0.1:9/cached)\n`;
    const root = makeSite({ 'docs.json': docsJson(), 'index.mdx': text, 'other.mdx': `${head}No links.\n` });
    const first = await run(root, {}, { cache: true });
    expect(first.reports.map((report) => `${report.line}:${report.column}`)).toEqual([`${o}/status/404?cached`, 'http://127.0.0.1:9/cached'].map((needle) => {
      const { line, column } = positionOf(text, needle);
      return `${line}:${column}`;
    }));
    expect(first.stats.external).toMatchObject({ urls: 3, fromCache: 0 });
    const second = await run(root, {}, { cache: true });
    expect(second.reports).toEqual(first.reports);
    // The two answers come from the file; the refused connection is tried again.
    expect(second.stats.external).toMatchObject({ urls: 3, fromCache: 2 });
    expect(second.stats).toMatchObject({ linted: 1, cached: 1 });
    expect(seen('/page/cached-ok')).toEqual(['HEAD']);
    // A time to live of zero keeps nothing.
    const third = await run(root, { cacheTtl: 0 }, { cache: true });
    expect(third.reports).toEqual(first.reports);
    expect(third.stats.external).toMatchObject({ fromCache: 0 });
    expect(seen('/page/cached-ok')).toEqual(['HEAD', 'HEAD']);
  });

  test('the CLI: --external runs the rule; a configuration that turns it off gets a notice', async () => {
    const root = makeSite({ 'docs.json': docsJson(), 'index.mdx': `${head}[x](${server.origin}/status/404?cli)\n`, 'other.mdx': head, 'docs-lint.config.json': { externalLinks: { checkLocal: true } } });
    const plain = await cli(['--format', 'json', '--rule', 'nav-no-orphan:off'], root);
    expect(JSON.parse(plain.stdout).flatMap((result: { messages: Array<{ ruleId: string }> }) => result.messages.map((message) => message.ruleId))).not.toContain(RULE);
    const checked = await cli(['--format', 'json', '--external'], root);
    const messages = JSON.parse(checked.stdout).flatMap((result: { messages: Array<{ ruleId: string; severity: number; line: number; column: number }> }) => result.messages);
    expect(messages.filter((message: { ruleId: string }) => message.ruleId === RULE)).toMatchObject([{ severity: 1, line: 6, column: 5 }]);
    const off = await cli(['--external', '--rule', `${RULE}:off`], root);
    expect(off.stderr).toBe('docs-lint: --external checks links through the rule link-external-reachable, which this configuration turns off; no link is checked.\n');
    expect(seen('/status/404?cli')).toEqual(['HEAD', 'GET']);
  });
});

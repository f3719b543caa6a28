import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { DEFAULT_CACHE_NAME } from '../../src/cache/result-cache.js';
import { CACHE_FORMAT } from '../../src/cache/fingerprints.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite, type LintSiteOptions } from '../../src/engine/lint-site.js';
import { openApiValidationCount } from '../../src/site/openapi-documents.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const head = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;

/** Five pages: `links` points at headings of `setup` and `guide`; `lonely` and `other` link to nothing. */
function fixture(): string {
  return makeSite({
    'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['setup', 'guide', 'links', 'lonely', 'other', 'drafts/wip'] }] },
    'docs-lint.config.json': { ignores: ['drafts/**'] },
    'setup.mdx': head('Setup') + '## Install\n\nRun the installer.\n',
    'guide.mdx': head('Guide') + '## First steps\n\nRead on.\n',
    'links.mdx': head('Links') + '## Where to go\n\nSee [the install step](/setup#install), [the first steps](/guide#first-steps), [a draft](/drafts/wip#plan) and [this heading](#where-to-go).\n',
    'lonely.mdx': head('Lonely') + '## Alone\n\nNo links here. Click [here](https://example.com).\n',
    'other.mdx': head('Other') + '## Elsewhere\n\nNothing to see.\n',
    'drafts/wip.mdx': head('WIP') + '## Plan\n\nLater.\n',
  });
}

async function lint(root: string, extra: Partial<LintSiteOptions> = {}) {
  const config = resolveConfig(JSON.parse(fs.readFileSync(path.join(root, 'docs-lint.config.json'), 'utf8')), { preset: 'all' });
  return lintSite({ root, config, cache: true, ...extra });
}

/** The results as the JSON report shows them, paths relative to the root. */
function report(root: string, results: Awaited<ReturnType<typeof lint>>['results']) {
  return results.map((result) => ({ ...result, filePath: path.relative(root, result.filePath) }));
}

/** The cache file: its header line, and each page's line (`"<page>"<TAB><entry>`). */
function readCache(file: string): { header: Record<string, unknown>; pages: Record<string, any> } {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
  const pages = Object.fromEntries(lines.map((line) => [JSON.parse(line.slice(0, line.indexOf('\t'))), JSON.parse(line.slice(line.indexOf('\t') + 1))]));
  return { header: JSON.parse(header), pages };
}

function writeCache(file: string, { header, pages }: ReturnType<typeof readCache>): void {
  fs.writeFileSync(file, [JSON.stringify(header), ...Object.entries(pages).map(([page, entry]) => `${JSON.stringify(page)}\t${JSON.stringify(entry)}`)].join('\n'));
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const target = path.join(root, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

describe('the result cache', () => {
  test('a warm run with nothing changed parses no page and reports the same, in the same order', async () => {
    const root = fixture();
    const cold = await lint(root);
    // Five pages linted, and the ignored draft read for the anchors a link of links.mdx points at.
    expect(cold.stats).toMatchObject({ pages: 5, linted: 5, cached: 0, parses: 6, configCached: false });
    expect(cold.stats.cache).toMatchObject({ file: path.join(root, DEFAULT_CACHE_NAME), status: 'new', written: true });
    const uncached = await lintSite({ root, config: resolveConfig({ ignores: ['drafts/**'] }, { preset: 'all' }) });
    expect(report(root, cold.results)).toEqual(report(root, uncached.results));

    const warm = await lint(root);
    expect(warm.stats).toMatchObject({ pages: 5, linted: 0, cached: 5, parses: 0, configCached: true });
    // Nothing changed, so nothing is written.
    expect(warm.stats.cache).toMatchObject({ status: 'loaded', written: false });
    expect(JSON.stringify(report(root, warm.results))).toBe(JSON.stringify(report(root, cold.results)));
  });

  test('a page edited without touching its headings is the only page linted again', async () => {
    const root = fixture();
    await lint(root);
    edit(root, 'setup.mdx', (text) => text.replace('Run the installer.', 'Run the installer, then [go on](/nowhere).'));
    const run = await lint(root);
    expect(run.stats).toMatchObject({ linted: 1, cached: 4, parses: 1 });
    const setup = run.results.find((result) => result.filePath.endsWith('setup.mdx'))!;
    expect(setup.messages.map((message) => message.ruleId)).toContain('link-internal-exists');
  });

  test('the file holds one line per page; a run rewrites the lines of the pages it changed, and keeps the others byte for byte', async () => {
    const root = fixture();
    await lint(root);
    const file = path.join(root, DEFAULT_CACHE_NAME);
    const linesOf = () => new Map(fs.readFileSync(file, 'utf8').split('\n').slice(1).filter(Boolean).map((line) => [line.slice(0, line.indexOf('\t')), line]));
    const before = linesOf();
    expect([...before.keys()].sort()).toEqual(['"drafts/wip.mdx"', '"guide.mdx"', '"links.mdx"', '"lonely.mdx"', '"other.mdx"', '"setup.mdx"']);
    // An entry written with keys in another order (as another writer might) is read, and kept as it was.
    const lonely = JSON.parse(before.get('"lonely.mdx"')!.split('\t')[1]);
    const reordered = `"lonely.mdx"\t${JSON.stringify(Object.fromEntries(Object.entries(lonely).reverse()))}`;
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(before.get('"lonely.mdx"')!, reordered));
    edit(root, 'setup.mdx', (text) => text.replace('Run the installer.', 'Run the installer now.'));
    expect((await lint(root)).stats).toMatchObject({ linted: 1, cached: 4 });
    const after = linesOf();
    expect(after.get('"setup.mdx"')).not.toBe(before.get('"setup.mdx"'));
    expect(after.get('"lonely.mdx"')).toBe(reordered);
    for (const page of ['"drafts/wip.mdx"', '"guide.mdx"', '"links.mdx"', '"other.mdx"']) expect(after.get(page)).toBe(before.get(page));
  });

  test('a heading renamed: the page and the page whose link reads its anchors are linted again, no other', async () => {
    const root = fixture();
    await lint(root);
    edit(root, 'guide.mdx', (text) => text.replace('## First steps', '## Getting started'));
    const run = await lint(root);
    // guide.mdx (changed) and links.mdx (its #first-steps link): two parses, three results reused.
    expect(run.stats).toMatchObject({ linted: 2, cached: 3, parses: 2 });
    const links = run.results.find((result) => result.filePath.endsWith('links.mdx'))!;
    expect(links.messages).toEqual([expect.objectContaining({ ruleId: 'link-internal-exists', message: expect.stringContaining('#first-steps') })]);

    // Put back: the broken fragment is gone again, and again only the two pages are linted.
    edit(root, 'guide.mdx', (text) => text.replace('## Getting started', '## First steps'));
    const back = await lint(root);
    expect(back.stats).toMatchObject({ linted: 2, cached: 3, parses: 2 });
    expect(back.results.find((result) => result.filePath.endsWith('links.mdx'))!.messages).toEqual([]);
  });

  test('a page outside the run (ignored) that a link reads: its anchors are cached too, and its change is seen', async () => {
    const root = fixture();
    await lint(root);
    expect((await lint(root)).stats.parses).toBe(0);
    edit(root, 'drafts/wip.mdx', (text) => text.replace('## Plan', '## Roadmap'));
    const run = await lint(root);
    // The draft is read for its anchors (one parse), links.mdx is linted again (one more).
    expect(run.stats).toMatchObject({ linted: 1, cached: 4, parses: 2 });
    expect(run.results.find((result) => result.filePath.endsWith('links.mdx'))!.messages).toEqual([expect.objectContaining({ message: expect.stringContaining('#plan') })]);
  });

  test('a file added or removed, docs.json edited, or the config changed: every page is linted again', async () => {
    const root = fixture();
    await lint(root);
    fs.writeFileSync(path.join(root, 'logo.svg'), '<svg/>');
    expect((await lint(root)).stats).toMatchObject({ linted: 5, cached: 0, configCached: false });
    expect((await lint(root)).stats).toMatchObject({ linted: 0, cached: 5, configCached: true });

    edit(root, 'docs.json', (text) => text.replace('"S"', '"Site"'));
    expect((await lint(root)).stats).toMatchObject({ linted: 5, configCached: false });

    const stricter = await lintSite({ root, config: resolveConfig({ ignores: ['drafts/**'] }, { preset: 'recommended' }), cache: true });
    expect(stricter.stats).toMatchObject({ linted: 5, cached: 0, parses: 6 });
    expect(stricter.stats.cache?.status).toBe('stale');
  });

  test('a corrupt, foreign or truncated cache file is ignored and rewritten, never a crash', async () => {
    const root = fixture();
    const expected = report(root, (await lintSite({ root, config: resolveConfig({ ignores: ['drafts/**'] }, { preset: 'all' }) })).results);
    const file = path.join(root, DEFAULT_CACHE_NAME);
    const valid = () => {
      const written = readCache(file);
      expect(written.header).toMatchObject({ tool: 'docs-lint', format: CACHE_FORMAT });
      expect(Object.keys(written.pages).sort()).toEqual(['drafts/wip.mdx', 'guide.mdx', 'links.mdx', 'lonely.mdx', 'other.mdx', 'setup.mdx']);
    };
    for (const garbage of ['not json at all {', '{"eslint": true}', 'null', '[1,2,3]', '', '\u0000\u0001binary']) {
      fs.writeFileSync(file, garbage);
      const run = await lint(root);
      expect(run.stats).toMatchObject({ linted: 5, cached: 0 });
      expect(run.stats.cache).toMatchObject({ status: 'invalid', written: true });
      expect(report(root, run.results)).toEqual(expected);
      valid();
    }
    // A cache of the right tool whose entries are damaged: the damaged entries are ignored.
    const data = readCache(file);
    data.pages['setup.mdx'].result.problems = [{ nonsense: true }];
    data.pages['guide.mdx'] = 42;
    writeCache(file, data);
    fs.appendFileSync(file, '\n"other.mdx"\t{"hash": cut off\nno tab here\n');
    const damaged = await lint(root);
    expect(damaged.stats).toMatchObject({ linted: 3, cached: 2 });
    expect(report(root, damaged.results)).toEqual(expected);
    valid();
    // A header that is not the cache's (here, its config problems damaged) makes the whole file invalid.
    writeCache(file, { ...readCache(file), header: { ...readCache(file).header, config: 'oops' } });
    expect((await lint(root)).stats.cache).toMatchObject({ status: 'invalid', written: true });
    valid();
    // Half a file (as a crash while writing could leave, were it not written atomically).
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.slice(0, text.length / 2));
    expect(report(root, (await lint(root)).results)).toEqual(expected);
    valid();
  });

  test('a cache that cannot be written leaves the results whole and says why', async () => {
    const root = fixture();
    fs.writeFileSync(path.join(root, 'blocker'), 'a file, not a folder');
    const run = await lint(root, { cacheLocation: path.join(root, 'blocker', 'cache.json') });
    expect(run.stats.cache).toMatchObject({ written: false, error: expect.any(String) });
    expect(run.results.length).toBeGreaterThan(0);
  });

  test('--cache-location: a file path, or a folder that gets one file per site', async () => {
    const root = fixture();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-cache-'));
    try {
      const inFolder = await lint(root, { cacheLocation: folder });
      expect(path.dirname(inFolder.stats.cache!.file)).toBe(folder);
      expect((await lint(root, { cacheLocation: folder })).stats.linted).toBe(0);
      const file = path.join(folder, 'nested', 'docs-lint.cache');
      expect((await lint(root, { cacheLocation: file })).stats.cache).toMatchObject({ file, status: 'new', written: true });
      expect((await lint(root, { cacheLocation: file })).stats.parses).toBe(0);
      // The default file in the site root is never created by these runs.
      expect(fs.existsSync(path.join(root, DEFAULT_CACHE_NAME))).toBe(false);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a cache file inside the site under a name that is not hidden does not invalidate itself', async () => {
    const root = fixture();
    await lint(root, { cacheLocation: path.join(root, 'lint-cache.json') });
    expect((await lint(root, { cacheLocation: path.join(root, 'lint-cache.json') })).stats).toMatchObject({ linted: 0, cached: 5 });
  });

  test('--fix neither reads nor writes the cache; the next cached run sees the fixed files', async () => {
    const root = fixture();
    edit(root, 'lonely.mdx', (text) => text.replace('## Alone', '# Alone'));
    await lint(root);
    const file = path.join(root, DEFAULT_CACHE_NAME);
    const before = fs.readFileSync(file, 'utf8');
    const fixed = await lint(root, { fix: true });
    expect(fixed.stats.cache).toBeUndefined();
    expect(fixed.stats.parses).toBeGreaterThanOrEqual(5);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.readFileSync(path.join(root, 'lonely.mdx'), 'utf8')).toContain('## Alone');
    const after = await lint(root);
    expect(after.stats).toMatchObject({ linted: 1, cached: 4 });
    expect(report(root, after.results)).toEqual(report(root, (await lintSite({ root, config: resolveConfig({ ignores: ['drafts/**'] }, { preset: 'all' }) })).results));
  });

  test('the CLI: --cache and --cache-location, and the same report from the cache', async () => {
    const root = fixture();
    const cold = await cli(['--cache', '--preset', 'all', '--format', 'json'], root, { DEBUG: 'docs-lint' });
    expect(cold.stderr).toContain('5 linted, 0 from the cache');
    const warm = await cli(['--cache', '--preset', 'all', '--format', 'json'], root, { DEBUG: 'docs-lint' });
    expect(warm.stderr).toContain('0 linted, 5 from the cache, 0 parses');
    expect(warm.stdout).toBe(cold.stdout);
    expect(warm.code).toBe(cold.code);
    const located = await cli(['--cache-location', 'elsewhere/cache.json', '--preset', 'all'], root);
    expect(located.code).toBe(cold.code);
    expect(fs.existsSync(path.join(root, 'elsewhere', 'cache.json'))).toBe(true);
  });
});

describe('file stamps: a page whose size and modification time are unchanged is not read again', () => {
  const anHourAgo = (Date.now() - 3_600_000) / 1000;
  /** Every file of the site dated an hour back, well before the cache is written. */
  function aged(root: string): string {
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) fs.utimesSync(path.join(entry.parentPath, entry.name), anHourAgo, anHourAgo);
    }
    return root;
  }

  test('the stamp stands for the content: a same-size edit that keeps the old time is not seen (as in git and ESLint)', async () => {
    const root = aged(fixture());
    await lint(root);
    const setup = path.join(root, 'setup.mdx');
    const same = fs.readFileSync(setup, 'utf8').replace('Run the installer.', 'Run the installer!');
    fs.writeFileSync(setup, same);
    fs.utimesSync(setup, anHourAgo, anHourAgo);
    expect((await lint(root)).stats).toMatchObject({ linted: 0, cached: 5, parses: 0 });
    // Any new time (any real edit) and it is read, hashed and linted again.
    fs.utimesSync(setup, anHourAgo + 1, anHourAgo + 1);
    expect((await lint(root)).stats).toMatchObject({ linted: 1, cached: 4, parses: 1 });
  });

  test('a file rewritten with the same content (a checkout) is not linted again, and its new stamp is kept', async () => {
    const root = aged(fixture());
    await lint(root);
    fs.utimesSync(path.join(root, 'guide.mdx'), anHourAgo + 5, anHourAgo + 5);
    const touched = await lint(root);
    expect(touched.stats).toMatchObject({ linted: 0, cached: 5, parses: 0 });
    expect(touched.stats.cache).toMatchObject({ status: 'loaded', written: true });
    expect((await lint(root)).stats.cache).toMatchObject({ status: 'loaded', written: false });
  });

  test('a file modified within two seconds before the cache was written is always read (racy stamps)', async () => {
    const root = fixture();
    await lint(root);
    const setup = path.join(root, 'setup.mdx');
    const { mtime } = fs.statSync(setup);
    fs.writeFileSync(setup, fs.readFileSync(setup, 'utf8').replace('Run the installer.', 'Run the installer!'));
    fs.utimesSync(setup, mtime, mtime);
    expect((await lint(root)).stats).toMatchObject({ linted: 1, cached: 4, parses: 1 });
  });
});

describe('OpenAPI validations are remembered by the spec text', () => {
  const spec = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1.0"\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: OK\n';
  const broken = 'openapi: 3.0.3\ninfo:\n  title: Pets\npaths: {}\n';
  const endpoint = '---\ntitle: List pets\ndescription: Every pet.\nopenapi: GET /pets\n---\n\n## Response\n\nThe pets.\n';

  function apiSite(specText: string): string {
    return makeSite({
      'docs.json': { name: 'S', openapi: 'openapi.yaml', navigation: [{ group: 'A', pages: ['pets', 'setup'] }] },
      'docs-lint.config.json': {},
      'openapi.yaml': specText,
      'pets.mdx': endpoint,
      'setup.mdx': head('Setup') + '## Install\n\nRun the installer.\n',
    });
  }

  test('a run that lints a changed page does not validate the unchanged spec again, and reports the same', async () => {
    const root = apiSite(spec);
    const before = openApiValidationCount();
    const cold = await lint(root);
    expect(openApiValidationCount() - before).toBe(1);
    edit(root, 'pets.mdx', (text) => text.replace('The pets.', 'The pets, listed.'));
    const touched = await lint(root);
    expect(touched.stats).toMatchObject({ linted: 1, cached: 1 });
    expect(openApiValidationCount() - before).toBe(1);
    expect(report(root, touched.results)).toEqual(report(root, cold.results));
  });

  test('a changed spec is validated again, and an invalid one is remembered as invalid', async () => {
    const root = apiSite(spec);
    await lint(root);
    const before = openApiValidationCount();
    edit(root, 'openapi.yaml', () => broken);
    const problems = (run: Awaited<ReturnType<typeof lint>>) => run.results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'openapi-valid').map((message) => message.message));
    const first = await lint(root);
    expect(openApiValidationCount() - before).toBe(1);
    expect(problems(first)).toEqual([expect.stringMatching(/^OpenAPI file "openapi\.yaml" cannot be used for the API pages: it is not a valid OpenAPI 3\.0\.3 document: /)]);
    edit(root, 'pets.mdx', (text) => text.replace('The pets.', 'The pets, listed.'));
    const again = await lint(root);
    expect(again.stats).toMatchObject({ linted: 1 });
    expect(openApiValidationCount() - before).toBe(1);
    expect(problems(again)).toEqual(problems(first));
  });
});

/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { html } from '../../src/formatters/html.js';
import { chromiumAvailable, chromiumLaunchOptions } from '../helpers/chromium.js';
import { CORPUS_DIR, corpusAvailable } from '../helpers/corpus.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';
import { context, sampleResults } from './fixtures.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('html formatter', () => {
  test('one file that loads nothing: no external script, style, image or font, and a policy that forbids them', () => {
    const output = html(sampleResults(), context());
    expect(output).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">`);
    expect(output).not.toMatch(/<(script|img|link|iframe)\b[^>]*\b(src|href)=/i);
    expect(output).not.toMatch(/url\(/);
    // Without the site (a library caller), the report still has the summary and the problems.
    expect(output).toContain('<dd data-count="errors">2</dd>');
    expect(output).not.toContain('navigation-heading');
  });

  test('the navigation of a narrowed run: the named page with its state, the others not checked, dangling entries and orphans marked', async () => {
    const page = '---\ntitle: T\ndescription: D.\n---\n\n## Start\n';
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b', 'gone'] }] }, 'a.mdx': page, 'b.mdx': page, 'lost.mdx': page });
    const output = (await cli(['--format', 'html', 'a.mdx'], root)).stdout;
    expect(output).toContain('<li><span class="kind">Page</span><code>a</code><span class="mark clean">✓ clean</span></li>');
    expect(output).toContain('<li><span class="kind">Page</span><code>b</code><span class="mark">not checked in this run</span></li>');
    expect(output).toContain('<li class="dangling"><span class="kind">Page</span><code>gone</code><span class="tag error">✖ dangling: no such page (docs.json line 9)</span></li>');
    expect(output).toContain('<li><code>lost.mdx</code><span class="tag warning">orphan: in no navigation entry</span><span class="mark">not checked in this run</span></li>');
  });

  test('a baselined site: the baselined problems counted apart (in total, by rule, by page) and listed folded; --no-baseline reports them all', async () => {
    const page = (body: string) => `---\ntitle: T\ndescription: D.\n---\n\n${body}\n`;
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b'] }] }, 'a.mdx': page('[x](/gone) and [y](/lost)'), 'b.mdx': page('Fine.') });
    await cli(['.', '--baseline-write'], root);
    fs.appendFileSync(path.join(root, 'b.mdx'), '\n[z](/nowhere)\n');
    const output = (await cli(['--format', 'html', '.'], root)).stdout;
    expect(output).toContain('<div><dt>Errors</dt><dd data-count="errors">1</dd></div>');
    expect(output).toContain('<div><dt>In the baseline</dt><dd data-count="baselined">2</dd></div>');
    expect(output).toMatch(/<th scope="row"><a href="[^"]+">link-internal-exists<\/a><\/th><td class="n">1<\/td><td class="n">0<\/td><td class="n">2<\/td>/);
    expect(output).toContain('<li><span class="kind">Page</span><a href="#f1-baselined"><code>a</code></a><span class="mark">no new problems</span><span class="mark baselined">2 in the baseline</span></li>');
    expect(output).toContain('<li><span class="kind">Page</span><a href="#f2"><code>b</code></a><span class="mark error">✖ 1 error</span></li>');
    expect(output).toContain('<details class="file" id="f1-baselined"><summary><code>a.mdx</code> <span class="meta">(2 in the baseline)</span></summary>');
    expect(output.match(/<tr data-rule="link-internal-exists"/g)).toHaveLength(3);
    // A run with no new problem says so, without calling the site clean.
    fs.writeFileSync(path.join(root, 'b.mdx'), page('Fine.'));
    const quiet = (await cli(['--format', 'html', '.'], root)).stdout;
    expect(quiet).toContain('<p class="clean">✓ 3 files checked, no new problems; 2 problems in the baseline (<a href="#baselined">listed below</a>).</p>');
    const everything = (await cli(['--format', 'html', '--no-baseline', '.'], root)).stdout;
    expect(everything).toContain('<dd data-count="errors">2</dd>');
    expect(everything).not.toContain('data-count="baselined"');
    expect(everything).not.toContain('id="baselined"');
  });

  test('notes are labelled as notes, never as parse errors or problems; a page with a note is not "clean"', async () => {
    const page = '---\ntitle: T\ndescription: D.\n---\n\n## Start\n';
    const root = makeSite({ 'mint.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'big'] }] }, 'a.mdx': page, 'big.mdx': `${page}${'x'.repeat(6 * 1024 * 1024)}\n` });
    const output = (await cli(['--format', 'html', '.'], root)).stdout;
    expect(output).toContain('<li><a href="#problems">Problems (0)</a></li><li><a href="#f2">Notes (2)</a></li>');
    expect(output).toContain('<div><dt>Notes (not problems)</dt><dd data-count="notes">2</dd></div>');
    expect(output).toMatch(/<h3 id="f3-h">mint\.json <span class="meta">\(0 errors, 0 warnings, 1 note\)<\/span><\/h3>/);
    expect(output).toMatch(/<td class="sev-cell"><span class="sev note">ℹ note<\/span><\/td><td class="msg">This site uses the legacy config name mint\.json[^<]*<pre[^]*?<\/pre><\/td><td class="rule">note<\/td>/);
    // The page too large to lint has a note, not a clean bill.
    expect(output).toContain('<li><span class="kind">Page</span><a href="#f2"><code>big</code></a><span class="mark note">ℹ 1 note</span></li>');
    expect(output).toContain('A note (ℹ) is information, not a problem: it never fails a run.');
    expect(output).not.toContain('parse error');
  });

  test('escapes what the messages and paths hold', () => {
    const [result] = sampleResults();
    result.messages[0].message = 'Use <script>alert(1)</script> & `<Frame>`';
    const output = html([result], context());
    expect(output).toContain('Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; <code>&lt;Frame&gt;</code>');
  });
});

/*
 * The report of a real site in a real browser: Debian's chromium driven by playwright-core. Skips
 * where chromium or the corpus is missing (.ci/run installs chromium on a machine without it).
 */
const browserTest = chromiumAvailable && corpusAvailable ? describe : describe.skip;

browserTest('html report in Chromium', () => {
  const site = path.join(CORPUS_DIR, 'polarsource__polar');
  let browser: Browser;
  let page: Page;
  let expected: { errors: number; warnings: number; rows: number; byRule: Map<string, number> };
  const requests: string[] = [];
  let reportFile: string;
  /** The same site with a baseline that holds every problem but the missing alt texts: both kinds, and the baseline's part. */
  let baselinedFile: string;

  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-html-'));
    // One lint of the site; the other reports come from the cache, as in the GitHub Action.
    const cache = ['--cache-location', path.join(folder, 'cache')];
    const [report, json] = [await cli([site, '--format', 'html', ...cache], CORPUS_DIR), await cli([site, '--format', 'json', ...cache], CORPUS_DIR)];
    const results = JSON.parse(json.stdout) as Array<{ errorCount: number; warningCount: number; messages: Array<{ ruleId: string | null }> }>;
    const byRule = new Map<string, number>();
    for (const message of results.flatMap((result) => result.messages)) byRule.set(message.ruleId ?? 'parse error', (byRule.get(message.ruleId ?? 'parse error') ?? 0) + 1);
    expected = {
      errors: results.reduce((sum, result) => sum + result.errorCount, 0),
      warnings: results.reduce((sum, result) => sum + result.warningCount, 0),
      rows: results.reduce((sum, result) => sum + result.messages.length, 0),
      byRule,
    };
    reportFile = path.join(folder, 'report.html');
    fs.writeFileSync(reportFile, report.stdout);
    const baseline = path.join(folder, 'baseline.json');
    await cli([site, '--baseline-write', '--baseline', baseline, '--rule', 'image-alt-text:off', '--format', 'json', ...cache], CORPUS_DIR);
    baselinedFile = path.join(folder, 'baselined.html');
    await cli([site, '--baseline', baseline, '--format', 'html', '--output-file', baselinedFile, ...cache], CORPUS_DIR);
    browser = await chromium.launch(chromiumLaunchOptions());
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`file://${reportFile}`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  test('shows the counts of the run, and loads nothing but the file itself', async () => {
    expect(await page.textContent('[data-count="errors"]')).toBe(String(expected.errors));
    expect(await page.textContent('[data-count="warnings"]')).toBe(String(expected.warnings));
    expect(await page.textContent('#shown')).toBe(`Showing ${expected.rows} of ${expected.rows} messages`);
    expect(requests).toEqual([`file://${reportFile}`]);
  });

  test('marks the navigation entries that name no file as dangling', async () => {
    const dangling = page.locator('li.dangling');
    expect(await dangling.allTextContents()).toEqual([
      expect.stringMatching(/^Pagemerchant-of-record\/acceptable-use✖ dangling: no such page \(docs.json line \d+\)$/),
      expect.stringMatching(/^Pagesecurity✖ dangling: no such page \(docs.json line \d+\)$/),
    ]);
    expect(await dangling.first().isVisible()).toBe(true);
  });

  test('unticking a rule hides its problems, and the live status says how many remain', async () => {
    const [rule, count] = [...expected.byRule].sort((a, b) => b[1] - a[1])[0];
    const rows = page.locator(`tr[data-rule="${rule}"]`);
    expect(await rows.first().isVisible()).toBe(true);
    const box = page.getByRole('checkbox', { name: rule, exact: true });
    // Keyboard: the box takes focus and Space unticks it, as for any native checkbox.
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(false);
    expect(await rows.evaluateAll((elements) => elements.filter((row) => !(row as HTMLElement).hidden).length)).toBe(0);
    expect(await page.textContent('#shown')).toBe(`Showing ${expected.rows - count} of ${expected.rows} messages`);
    expect(await page.getAttribute('#shown', 'aria-live')).toBe('polite');
    await page.keyboard.press('Space');
    expect(await rows.first().isVisible()).toBe(true);
  });

  test('the search box and the severity filter narrow the list; every control has a label', async () => {
    await page.getByLabel('Search').fill('features/benefits/credits');
    const files = await page.locator('section.file').evaluateAll((sections) => sections.filter((section) => !(section as HTMLElement).hidden).map((section) => section.getAttribute('data-file')));
    expect(files).toEqual(['polarsource__polar/features/benefits/credits.mdx']);
    await page.getByLabel('Search').fill('');
    await page.getByRole('checkbox', { name: 'warning', exact: true }).uncheck();
    expect(await page.textContent('#shown')).toBe(`Showing ${expected.rows - expected.warnings} of ${expected.rows} messages`);
    await page.getByRole('checkbox', { name: 'warning', exact: true }).check();
    const unlabelled = await page.locator('input, select').evaluateAll((inputs) => inputs.filter((input) => (input as HTMLInputElement).labels?.length === 0).length);
    expect(unlabelled).toBe(0);
    if (process.env.UPDATE_SCREENSHOTS) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(repoRoot, 'docs', 'images', 'html-report.png') });
    }
  });

  test.each([
    [400, 'plain'],
    [1400, 'plain'],
    [400, 'baselined'],
    [1400, 'baselined'],
  ])('at %i px, %s: nothing overlaps or scrolls sideways, messages read in lines, the problems come before the navigation (screenshots in the output)', async (width, kind) => {
    const view = await browser.newPage({ viewport: { width, height: 900 } });
    await view.goto(`file://${kind === 'plain' ? reportFile : baselinedFile}`);
    const shots = fs.mkdtempSync(path.join(os.tmpdir(), `docs-lint-html-${width}px-${kind}-`));
    // The folder is printed so that a person can look at what the browser showed.
    console.log(`HTML report (${kind}) screenshots at ${width} px: ${shots}`);
    await view.screenshot({ path: path.join(shots, 'top.png') });

    // Nothing is wider than the window.
    expect(await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // The problems come first, and the top of the page links to them.
    const order = await view.evaluate(() => ['summary', 'problems', 'navigation'].map((id) => document.getElementById(id)!.getBoundingClientRect().top));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const shown = kind === 'plain' ? expected.errors + expected.warnings : (expected.byRule.get('image-alt-text') ?? 0);
    await view.getByRole('link', { name: `Problems (${shown})` }).click();
    expect(Math.abs(await view.evaluate(() => document.getElementById('problems')!.getBoundingClientRect().top))).toBeLessThan(1);
    await view.screenshot({ path: path.join(shots, 'problems.png') });

    const layout = await view.evaluate(() => {
      const box = (element: Element) => element.getBoundingClientRect();
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const rows = Array.from(document.querySelectorAll('#problems tr[data-rule]')).slice(0, 30);
      const cells = rows.map((row) => Array.from(row.querySelectorAll('td')).map(box));
      const headers = Array.from(document.querySelectorAll('table.chart thead th, table.chart tbody tr:first-child > *')).filter((cell) => (cell as HTMLElement).offsetParent !== null).map(box);
      return {
        overlappingCells: cells.filter((row) => row.some((a, i) => row.some((b, j) => i < j && overlap(a, b)))).length,
        overlappingHeaders: headers.filter((a, i) => headers.some((b, j) => i < j && overlap(a, b))).length,
        narrowestMessage: Math.min(...rows.map((row) => box(row.querySelector('td.msg')!).width)),
        window: document.documentElement.clientWidth,
      };
    });
    expect(layout.overlappingCells).toBe(0);
    expect(layout.overlappingHeaders).toBe(0);
    // A message gets most of a phone's width (not a word a line) and a good part of a wide window.
    expect(layout.narrowestMessage).toBeGreaterThan(width <= 400 ? layout.window * 0.85 : 500);
    if (kind === 'baselined') {
      // The baseline's part: its count at the top, a folded list per file, each opened without breaking the page.
      expect(await view.textContent('[data-count="baselined"]')).toBe(String(expected.rows - shown));
      await view.getByRole('link', { name: `In the baseline (${expected.rows - shown})` }).click();
      await view.locator('#baselined details summary').first().click();
      expect(await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await view.screenshot({ path: path.join(shots, 'baselined.png') });
    }
    await view.close();
  }, 60_000);
});


/** A message that talks about code fences, read in Chromium: what a reader sees, not the markup. */
(chromiumAvailable ? describe : describe.skip)('html report in Chromium: messages that hold code fences', () => {
  test('a code-fence-language message shows each fence as code, and the words between them as text', async () => {
    const { chromium } = await import('playwright-core');
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] }, 'a.mdx': '---\ntitle: T\ndescription: D.\n---\n\n```\nnpm test\n```\n' });
    const reportFile = path.join(root, 'report.html');
    await cli(['--format', 'html', '--output-file', reportFile, '--rule', 'code-fence-language:error', '.'], root);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const view = await browser.newPage();
      await view.goto(`file://${reportFile}`);
      const cell = view.locator('tr[data-rule="code-fence-language"] td.msg').first();
      expect(await cell.evaluate((element) => element.firstChild?.textContent ?? '')).toBe(
        'This code block has no language, so it gets no syntax highlighting. Name the language after the opening ',
      );
      expect(await cell.locator(':scope > code').allTextContents()).toEqual(['```', '```bash', '```json', '```text']);
      expect(await cell.evaluate((element) => Array.from(element.childNodes).filter((node) => node.nodeName !== 'PRE').map((node) => node.textContent).join(''))).toBe(
        'This code block has no language, so it gets no syntax highlighting. Name the language after the opening ```, such as ```bash or ```json, or ```text for plain output.',
      );
    } finally {
      await browser.close();
    }
  }, 60_000);
});

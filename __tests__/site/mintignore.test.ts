import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import plugin from '../../src/eslint-plugin/index.js';
import { REFRESH_INTERVAL_MS } from '../../src/eslint-plugin/site-cache.js';
import { siteIgnoreFrom } from '../../src/site/mint-ignore.js';
import { cli } from '../helpers/run-cli.js';
import { brief, lintBrief, lintWith, makeSite } from '../helpers/site-fixture.js';

const FM = '---\ntitle: T\ndescription: D\n---\n\n';
const RULES = { 'nav-no-orphan': 'warn', 'nav-page-exists': 'error', 'link-internal-exists': 'error', 'frontmatter-required': 'error' } as const;

/** A site whose `.mintignore` leaves out a folder, a pattern and a single image, with one negation. */
function siteFiles(mintignore: string): Record<string, string | object> {
  return {
    '.mintignore': mintignore,
    'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['index', 'drafts/plan', 'guide'] }] },
    'index.mdx': `${FM}See [the plan](/drafts/plan), [the guide](/guide), [the notes](/notes.draft) and ![logo](/images/internal.png).\n`,
    'guide.mdx': `${FM}## Guide\n`,
    'drafts/plan.mdx': 'no front matter\n',
    'drafts/keep.mdx': 'no front matter\n',
    'notes.draft.mdx': 'no front matter\n',
    'images/internal.png': 'png',
    'guides/README.md': '# A folder readme\n',
  };
}

const MINTIGNORE = '# drafts are not published\ndrafts/\n!drafts/keep.mdx\n  *.draft.mdx  \nimages/internal.png\n';

describe('.mintignore', () => {
  test('reads gitignore syntax as the generator does: defaults, trimmed lines, no re-inclusion under an excluded folder', () => {
    const ignore = siteIgnoreFrom(MINTIGNORE);
    const excluded = ['drafts/plan.mdx', 'drafts/keep.mdx', 'notes.draft.mdx', 'a/b/x.draft.mdx', 'images/internal.png', 'guides/README.md', 'readme.md', 'CHANGELOG.md'];
    const kept = ['index.mdx', 'guide.mdx', 'images/logo.png', 'drafts.mdx', 'snippets/drafts.mdx', 'AGENTS.md'];
    expect(excluded.filter((file) => !ignore.excludes(file))).toEqual([]);
    expect(kept.filter((file) => ignore.excludes(file))).toEqual([]);
    expect(ignore.excludedBy('drafts/plan.mdx')).toBe('.mintignore');
    expect(ignore.excludedBy('guides/README.md')).toBe("the generator's default ignores (README.md, LICENSE.md, CHANGELOG.md, CONTRIBUTING.md, ...)");
    expect(ignore.excludedBy('guide.mdx')).toBeUndefined();
  });

  test('excluded files are not pages, not orphans and not link or navigation targets: exact reports', async () => {
    expect(await lintBrief(siteFiles(MINTIGNORE), RULES)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'nav-page-exists',
        line: 8,
        column: 9,
        message: 'Navigation page "drafts/plan" is drafts/plan.mdx, which .mintignore leaves out of the site, so the published site has no such page. Remove the entry, or stop ignoring the file.',
      },
      {
        file: 'index.mdx',
        ruleId: 'link-internal-exists',
        line: 6,
        column: 16,
        message: 'Link "/drafts/plan" is broken: drafts/plan.mdx is on disk, but .mintignore leaves it out of the site, so the published site has no "/drafts/plan". Link to a published page or file, or stop ignoring it.',
      },
      {
        file: 'index.mdx',
        ruleId: 'link-internal-exists',
        line: 6,
        column: 64,
        message: 'Link "/notes.draft" is broken: notes.draft.mdx is on disk, but .mintignore leaves it out of the site, so the published site has no "/notes.draft". Link to a published page or file, or stop ignoring it.',
      },
      {
        file: 'index.mdx',
        ruleId: 'link-internal-exists',
        line: 6,
        column: 90,
        message: 'Link "/images/internal.png" is broken: images/internal.png is on disk, but .mintignore leaves it out of the site, so the published site has no "/images/internal.png". Link to a published page or file, or stop ignoring it.',
      },
    ]);
  });

  test('without .mintignore the same pages are pages: linted, orphaned, and link targets', async () => {
    const files = siteFiles('');
    delete files['.mintignore'];
    const reports = await lintBrief(files, RULES);
    expect(reports.map((report) => `${report.file} ${report.ruleId}`)).toEqual([
      'drafts/keep.mdx frontmatter-required',
      'drafts/keep.mdx nav-no-orphan',
      'drafts/plan.mdx frontmatter-required',
      'notes.draft.mdx frontmatter-required',
      'notes.draft.mdx nav-no-orphan',
    ]);
  });

  test('a README.md in a folder is left out by the generator\'s defaults: no orphan, and a link to it is broken', async () => {
    const reports = await lintBrief(
      {
        'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['index'] }] },
        'index.mdx': `${FM}See [the readme](/community/README).\n`,
        'community/README.md': '# Community\n',
      },
      RULES,
    );
    expect(reports).toEqual([
      {
        file: 'index.mdx',
        ruleId: 'link-internal-exists',
        line: 6,
        column: 18,
        message: `Link "/community/README" is broken: community/README.md is on disk, but the generator's default ignores (README.md, LICENSE.md, CHANGELOG.md, CONTRIBUTING.md, ...) leaves it out of the site, so the published site has no "/community/README". Link to a published page or file, or stop ignoring it.`,
      },
    ]);
  });

  test('a page named on the command line that .mintignore excludes gets a notice, and is not linted', async () => {
    const root = makeSite(siteFiles(MINTIGNORE));
    const run = await cli(['--format', 'json', 'drafts/plan.mdx', 'guide.mdx'], root);
    expect(run.stderr).toBe('docs-lint: drafts/plan.mdx is left out of the site by .mintignore; not linted.\n');
    expect(JSON.parse(run.stdout).map((result: { filePath: string }) => path.relative(root, result.filePath))).toEqual(['guide.mdx']);
  });

  test('the result cache sees a changed .mintignore: the next run reports on the pages it now includes', async () => {
    const root = makeSite(siteFiles(MINTIGNORE));
    const config = resolveConfig({ extends: [], rules: RULES });
    const first = await lintSite({ root, config, cache: true });
    expect(first.stats.pages).toBe(2);
    fs.writeFileSync(path.join(root, '.mintignore'), 'images/internal.png\n');
    const second = await lintSite({ root, config, cache: true });
    expect(second.stats).toMatchObject({ pages: 5, cached: 0, configCached: false });
    expect(brief(root, second.results).map((report) => `${report.file} ${report.ruleId}`)).toEqual([
      'drafts/keep.mdx frontmatter-required',
      'drafts/keep.mdx nav-no-orphan',
      'drafts/plan.mdx frontmatter-required',
      'index.mdx link-internal-exists',
      'notes.draft.mdx frontmatter-required',
      'notes.draft.mdx nav-no-orphan',
    ]);
    // And the same answer as a run without the cache.
    expect(brief(root, second.results)).toEqual(brief(root, await lintWith(root, RULES)));
  });
});

describe('.mintignore in the ESLint plugin', () => {
  test('an excluded page gets nothing; an edit to .mintignore is seen once the site is checked again', async () => {
    const root = makeSite(siteFiles(MINTIGNORE));
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs.recommended] as never, cwd: root });
    const lint = async (file: string) => {
      const filePath = path.join(root, file);
      const [result] = await eslint.lintText(fs.readFileSync(filePath, 'utf8'), { filePath });
      // image-frame has its say on the image; it is beside the point here.
      return result.messages.filter((message) => message.ruleId !== 'docs-lint/image-frame').map((message) => `${message.line}:${message.column} ${message.ruleId}`);
    };
    expect(await lint('drafts/keep.mdx')).toEqual([]);
    expect(await lint('index.mdx')).toEqual(['6:16 docs-lint/link-internal-exists', '6:64 docs-lint/link-internal-exists', '6:90 docs-lint/link-internal-exists']);

    // Edited in place: no folder's mtime changes, the file's own stat does.
    fs.writeFileSync(path.join(root, '.mintignore'), 'drafts/plan.mdx\n');
    await new Promise((resolve) => setTimeout(resolve, REFRESH_INTERVAL_MS + 50));
    expect(await lint('index.mdx')).toEqual(['6:16 docs-lint/link-internal-exists']);
    expect(await lint('drafts/keep.mdx')).toEqual(['1:1 docs-lint/frontmatter-required', '1:1 docs-lint/nav-no-orphan']);
  });
});

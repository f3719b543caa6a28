import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import plugin from '../../src/eslint-plugin/index.js';
import { presetConfigs, referencedConfigFile } from '../../src/eslint-plugin/configs.js';
import { stopOpenApiValidator, validateOpenApiDocumentBlocking } from '../../src/eslint-plugin/openapi-validator.js';
import { REFRESH_INTERVAL_MS } from '../../src/eslint-plugin/site-cache.js';
import { loadOpenApiDocumentSync } from '../../src/site/openapi-documents.js';
import { buildProjectIndex, buildProjectIndexSync } from '../../src/site/project-index.js';
import { readSiteConfig } from '../../src/site/site-config-file.js';
import { makeSite } from '../helpers/site-fixture.js';
import { FIXTURE_FILES } from './fixture-site.js';

afterAll(() => stopOpenApiValidator());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FM = '---\ntitle: T\ndescription: D\n---\n\n';

/** One ESLint instance for the whole test, as the VS Code ESLint server keeps one. */
function editor(root: string) {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs.all] as never, cwd: root });
  return async (file: string, text?: string): Promise<string[]> => {
    const filePath = path.join(root, file);
    const [result] = await eslint.lintText(text ?? fs.readFileSync(filePath, 'utf8'), { filePath });
    return result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`);
  };
}

describe('the synchronous project index', () => {
  test('is the async one, OpenAPI documents included, when a validator answers', async () => {
    const root = makeSite(FIXTURE_FILES);
    const config = readSiteConfig(path.join(root, 'docs.json'));
    const viaAsync = await buildProjectIndex(root, config);
    const viaSync = buildProjectIndexSync(root, config, { loadOpenApi: (file) => loadOpenApiDocumentSync(file, validateOpenApiDocumentBlocking) });
    expect([...viaSync.openapiDocuments]).toEqual([...viaAsync.openapiDocuments]);
    expect(viaSync.pageFiles).toEqual(viaAsync.pageFiles);
    expect([...viaSync.navigationByPage.keys()]).toEqual([...viaAsync.navigationByPage.keys()]);
    expect(viaAsync.openapiDocuments.get('broken.yaml')).toMatchObject({ ok: false });
  });

  test('without a validator, keeps a document that parses as loaded but unvalidated (its operations still answer page checks)', () => {
    const root = makeSite(FIXTURE_FILES);
    const site = buildProjectIndexSync(root, readSiteConfig(path.join(root, 'docs.json')));
    expect(site.openapiDocuments.get('broken.yaml')).toMatchObject({ ok: true, validated: false, version: '3.0.3' });
    expect(site.openapiDocuments.get('openapi.yaml')).toMatchObject({ ok: true, validated: false });
  });
});

describe('one index per site, refreshed when the site changes', () => {
  test('an edited docs.json is seen at once; a new page within the refresh interval; a page changed in place by its anchors', async () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] },
      'a.mdx': `${FM}## Start\n\nSee [b](/b#details) and [c](/c).\n`,
      'b.mdx': `${FM}## Details\n`,
    });
    const lint = editor(root);
    expect(await lint('a.mdx')).toEqual(['8:29 docs-lint/link-internal-exists']);
    expect(await lint('b.mdx')).toEqual(['1:1 docs-lint/nav-no-orphan']);

    // docs.json: its stat is compared on every lint.
    fs.writeFileSync(path.join(root, 'docs.json'), JSON.stringify({ name: 'S', navigation: [{ group: 'A', pages: ['a', 'b'] }] }));
    expect(await lint('b.mdx')).toEqual([]);

    // A new file: seen once the folders are checked again.
    fs.writeFileSync(path.join(root, 'c.mdx'), `${FM}## C\n`);
    await sleep(REFRESH_INTERVAL_MS + 50);
    expect(await lint('a.mdx')).toEqual([]);

    // b.mdx rewritten on disk (not through the editor): a.mdx's fragment is checked against the new text.
    fs.writeFileSync(path.join(root, 'b.mdx'), `${FM}## Other details\n`);
    expect(await lint('a.mdx')).toEqual(['8:9 docs-lint/link-internal-exists']);
  });
});

describe('the pages ESLint hands over that the CLI would not lint', () => {
  test('pages under settings[\'docs-lint\'].ignores and in dot folders get nothing; the ignored page is no orphan either', async () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] },
      'a.mdx': `${FM}## Start\n`,
      'legacy/old.mdx': '# Old\n',
      '.github/template.md': '# Template\n',
      'CLAUDE.md': '# How we write\n',
    });
    const config = [...plugin.configs.all, { settings: { 'docs-lint': { ignores: ['legacy/**'] } } }];
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config as never, cwd: root });
    for (const file of ['legacy/old.mdx', '.github/template.md']) {
      const [result] = await eslint.lintText(fs.readFileSync(path.join(root, file), 'utf8'), { filePath: path.join(root, file) });
      expect({ file, messages: result.messages }).toEqual({ file, messages: [] });
    }
    const [docsJson] = await eslint.lintText(fs.readFileSync(path.join(root, 'docs.json'), 'utf8'), { filePath: path.join(root, 'docs.json') });
    expect(docsJson.messages).toEqual([]);
  });
});

describe('without eslint-mdx', () => {
  test('the configs keep their docs.json part, and it works', async () => {
    const configs = presetConfigs(plugin, undefined);
    expect(configs.all.map((config) => config.files)).toEqual([['**/docs.json', '**/mint.json', referencedConfigFile]]);
    const root = makeSite(FIXTURE_FILES);
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: configs.all as never, cwd: root });
    const results = await eslint.lintFiles(['docs.json']);
    expect(new Set(results[0].messages.map((message) => message.ruleId))).toEqual(
      new Set(['config-schema', 'colors-contrast', 'config-file-exists', 'nav-prefix-has-pages', 'anchor-version-exists', 'config-deprecated', 'openapi-valid', 'nav-no-duplicate', 'nav-page-exists', 'assistant-rules-file', 'redirects-valid'].map((id) => `docs-lint/${id}`)),
    );
  });
});

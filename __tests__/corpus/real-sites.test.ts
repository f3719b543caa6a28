import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import type { LintResult } from '../../src/types.js';
import { CORPUS_DIR, CORPUS_SITES, corpusAvailable } from '../helpers/corpus.js';

const describeCorpus = corpusAvailable ? describe : describe.skip;

function countByRule(results: readonly LintResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    for (const message of result.messages) {
      if (message.severity === 0) continue;
      const key = message.ruleId ?? 'fatal';
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The real sites in ../shared/corpus, linted with every rule on. Each count was checked by hand
 * against the site (see the issue notes); a change here is a change in what users see.
 */
const EXPECTED: Record<string, Record<string, number>> = {
  'upstash__docs': { 'assistant-rules-file': 1, 'code-fence-language': 113, 'colors-contrast': 2, 'component-attributes': 6, 'component-known': 60, 'component-nesting': 2, 'config-file-exists': 1, 'frontmatter-required': 367, 'frontmatter-valid': 1, 'heading-descriptive': 2, 'heading-increment': 16, 'heading-start-level': 130, 'image-alt-text': 255, 'image-frame': 75, 'link-internal-exists': 11, 'link-text-descriptive': 159, 'media-accessible-name': 1, 'nav-no-orphan': 29, 'nav-page-exists': 1, 'no-secrets': 17, 'redirects-valid': 2, 'response-documented': 5, spelling: 69, 'style-active-voice': 199, 'style-numbered-steps': 13, 'style-present-tense': 1028, 'style-second-person': 290, terminology: 4 },
  'lightdash__mintlify-docs': { 'assistant-rules-file': 1, 'code-fence-language': 1, 'colors-contrast': 1, fatal: 1, 'frontmatter-required': 53, 'frontmatter-valid': 4, 'heading-increment': 27, 'heading-start-level': 15, 'image-alt-text': 392, 'image-frame': 44, 'link-internal-exists': 42, 'link-text-descriptive': 51, 'media-accessible-name': 10, 'nav-no-duplicate': 2, 'nav-no-orphan': 5, 'no-secrets': 2, spelling: 77, 'style-active-voice': 98, 'style-numbered-steps': 3, 'style-present-tense': 659, 'style-second-person': 65, terminology: 7 },
  'triggerdotdev__trigger.dev': { 'assistant-rules-file': 1, 'code-fence-language': 13, 'component-known': 3, 'config-deprecated': 1, 'config-file-exists': 1, 'frontmatter-required': 9, 'heading-increment': 3, 'heading-start-level': 6, 'image-frame': 77, 'link-internal-exists': 4, 'link-text-descriptive': 15, 'media-accessible-name': 5, 'nav-no-orphan': 6, 'param-documented': 7, 'response-documented': 35, spelling: 11, 'style-active-voice': 48, 'style-numbered-steps': 2, 'style-present-tense': 407, 'style-second-person': 35 },
  'ComposioHQ__composio': { 'assistant-rules-file': 1, 'colors-contrast': 1, 'component-known': 2, 'component-nesting': 5, 'frontmatter-required': 1, 'heading-increment': 1, 'heading-start-level': 30, 'image-alt-text': 39, 'image-frame': 43, 'link-internal-exists': 7, 'link-text-descriptive': 52, 'nav-no-orphan': 41, 'nav-page-exists': 2, 'no-secrets': 2, 'redirects-valid': 3, spelling: 20, 'style-active-voice': 16, 'style-numbered-steps': 4, 'style-present-tense': 134, 'style-second-person': 95, terminology: 4 },
  'novuhq__mintlify-docs': { 'code-fence-language': 25, 'colors-contrast': 1, 'component-attributes': 10, 'heading-increment': 2, 'heading-start-level': 19, 'html-element-known': 3, 'image-frame': 289, 'link-internal-exists': 27, 'link-text-descriptive': 18, 'nav-no-orphan': 18, 'redirects-valid': 9, spelling: 50, 'style-active-voice': 208, 'style-numbered-steps': 21, 'style-present-tense': 433, 'style-second-person': 39, terminology: 6 },
  'modelcontextprotocol__modelcontextprotocol': { 'assistant-rules-file': 1, 'code-fence-language': 45, 'colors-contrast': 1, 'frontmatter-required': 183, 'heading-descriptive': 2, 'heading-increment': 6, 'heading-start-level': 10, 'html-element-known': 4, 'image-alt-text': 116, 'image-frame': 49, 'link-internal-exists': 53, 'link-text-descriptive': 28, 'nav-no-orphan': 1, spelling: 16, 'style-active-voice': 384, 'style-numbered-steps': 7, 'style-prerequisites-first': 2, 'style-present-tense': 1117, 'style-second-person': 680 },
  'PrefectHQ__fastmcp': { 'assistant-rules-file': 1, 'code-fence-language': 72, 'config-schema': 40, 'frontmatter-required': 86, 'heading-start-level': 88, 'image-alt-text': 24, 'image-frame': 54, 'link-internal-exists': 23, 'media-accessible-name': 6, 'nav-no-orphan': 20, spelling: 14, 'style-active-voice': 320, 'style-numbered-steps': 9, 'style-present-tense': 922, 'style-second-person': 101, terminology: 3 },
  'polarsource__polar': { 'assistant-rules-file': 1, 'code-fence-language': 15, 'colors-contrast': 1, 'frontmatter-required': 10, 'heading-descriptive': 1, 'heading-increment': 7, 'heading-start-level': 6, 'image-alt-text': 108, 'image-frame': 106, 'link-internal-exists': 96, 'link-text-descriptive': 15, 'media-accessible-name': 3, 'nav-no-orphan': 7, 'nav-page-exists': 2, 'redirects-valid': 12, spelling: 11, 'style-active-voice': 53, 'style-present-tense': 254, 'style-second-person': 34 },
  'meilisearch__documentation': { 'code-fence-language': 92, 'colors-contrast': 2, 'component-known': 1, 'config-schema': 2, 'heading-start-level': 3, 'image-frame': 39, 'link-internal-exists': 14, 'link-text-descriptive': 3, 'nav-no-orphan': 1, 'redirects-valid': 12, spelling: 12, 'style-active-voice': 152, 'style-numbered-steps': 25, 'style-present-tense': 470, 'style-second-person': 20 },
  'zylon-ai__zylon-docs': { 'assistant-rules-file': 1, 'code-fence-language': 51, 'colors-contrast': 2, 'component-known': 8, 'component-nesting': 2, 'frontmatter-required': 85, 'heading-increment': 2, 'heading-start-level': 44, 'html-element-known': 4, 'image-alt-text': 192, 'image-frame': 270, 'link-internal-exists': 24, 'link-text-descriptive': 12, 'nav-no-orphan': 32, spelling: 24, 'style-active-voice': 63, 'style-numbered-steps': 5, 'style-present-tense': 184, 'style-second-person': 23, terminology: 12 },
};

describeCorpus('the real sites of ../shared/corpus', () => {
  const runs = new Map<string, LintResult[]>();
  const lint = async (site: string) => {
    if (!runs.has(site)) runs.set(site, (await lintSite({ root: path.join(CORPUS_DIR, site), config: resolveConfig({ extends: 'all' }) })).results);
    return runs.get(site)!;
  };

  test.each(CORPUS_SITES)('%s lints without a crash or an internal error', async (site) => {
    const results = await lint(site);
    const internal = results.flatMap((result) => result.messages.filter((message) => message.message.startsWith('Internal error')));
    expect(internal).toEqual([]);
    // Lightdash has one page that really is invalid MDX (`<Info/>` for `</Info>`); `{#id .class}` in a heading is an id, as the generator reads it.
    const fatal = results.filter((result) => result.fatalErrorCount > 0).map((result) => path.relative(path.join(CORPUS_DIR, site), result.filePath));
    expect(fatal).toEqual(site.startsWith('lightdash')
      ? ['guides/cli/how-to-use-lightdash-preview.mdx']
      : []);
    // A whole site with every rule (and its OpenAPI documents validated) takes tens of seconds on a loaded machine.
  }, 300_000);

  test('trigger.dev: the missing logo.light file is reported at its value', async () => {
    const results = await lint('triggerdotdev__trigger.dev');
    const messages = results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'config-file-exists'));
    expect(messages.map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      { line: 13, column: 14, message: '`logo.light` names "/logo/light.png", which does not exist under the site root. Add the file, or correct the path.' },
    ]);
  });

  test('novu: the newer docs.json shape gets no schema errors, and its navigation resolves', async () => {
    const counts = countByRule(await lint('novuhq__mintlify-docs'));
    expect(counts['config-schema'] ?? 0).toBe(0);
    expect(counts['nav-page-exists'] ?? 0).toBe(0);
  });

  test('upstash: groups nested five deep and `/`-prefixed entries resolve; the one dangling entry is found', async () => {
    const results = await lint('upstash__docs');
    const dangling = results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'nav-page-exists'));
    expect(dangling.map((message) => message.message)).toEqual([
      'Navigation page "redis/help/prosupport" has no file: neither redis/help/prosupport.mdx nor redis/help/prosupport.md exists under the site root. Did you mean "redis/help/support"?',
    ]);
  });

  /** The navigation rules' counts, and link-internal-exists's, on the sites of the current docs.json shape (judged in issue 12's notes). */
  const navCounts = (results: readonly LintResult[]) => {
    const counts = countByRule(results);
    return Object.fromEntries(['nav-page-exists', 'nav-no-duplicate', 'nav-no-orphan', 'nav-prefix-has-pages', 'anchor-version-exists', 'link-internal-exists'].map((id) => [id, counts[id] ?? 0]));
  };

  test('polar: its 336 endpoint entries are checked against the specs in scope, never as files; the two dangling pages are found', async () => {
    const results = await lint('polarsource__polar');
    expect(navCounts(results)).toEqual({ 'nav-page-exists': 2, 'nav-no-duplicate': 0, 'nav-no-orphan': 7, 'nav-prefix-has-pages': 0, 'anchor-version-exists': 0, 'link-internal-exists': 96 });
    const dangling = results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'nav-page-exists'));
    expect(dangling.map((message) => message.message.split(':')[0])).toEqual(['Navigation page "merchant-of-record/acceptable-use" has no file', 'Navigation page "security" has no file']);
    // Links to the pages generated from the versioned specs resolve (the intro pages link to several).
    const intro = results.find((result) => result.filePath.endsWith(path.join('api-reference', '2026-04', 'introduction.mdx')))!;
    expect(intro.messages.filter((message) => message.ruleId === 'link-internal-exists')).toEqual([]);
  });

  test('meilisearch: the navigation and redirects behind `$ref` are read; links to the 142 generated API pages resolve', async () => {
    const results = await lint('meilisearch__documentation');
    expect(navCounts(results)).toEqual({ 'nav-page-exists': 0, 'nav-no-duplicate': 0, 'nav-no-orphan': 1, 'nav-prefix-has-pages': 0, 'anchor-version-exists': 0, 'link-internal-exists': 14 });
    const apiLinks = results.flatMap((result) => result.messages.filter((message) => message.ruleId === 'link-internal-exists' && message.message.includes('/reference/api/')));
    expect(apiLinks).toEqual([]);
  });

  test('fastmcp: the versions and the anchor pages behind `$ref` are read, and every entry in them resolves', async () => {
    expect(navCounts(await lint('PrefectHQ__fastmcp'))).toEqual({ 'nav-page-exists': 0, 'nav-no-duplicate': 0, 'nav-no-orphan': 20, 'nav-prefix-has-pages': 0, 'anchor-version-exists': 0, 'link-internal-exists': 23 });
  });

  test.each(Object.keys(EXPECTED))('%s: per-rule counts', async (prefix) => {
    const site = CORPUS_SITES.find((name) => name.startsWith(prefix))!;
    expect(countByRule(await lint(site))).toEqual(EXPECTED[prefix]);
  });
});

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
  ComposioHQ__composio: { 'nav-no-orphan': 41, 'nav-page-exists': 2 },
  lightdash__mintlify: { 'nav-no-duplicate': 2, 'nav-no-orphan': 5 },
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
    // Lightdash has two pages that really are invalid MDX (`<Info/>` for `</Info>`, `{#id .class}` in a heading).
    const fatal = results.filter((result) => result.fatalErrorCount > 0).map((result) => path.relative(path.join(CORPUS_DIR, site), result.filePath));
    expect(fatal).toEqual(site.startsWith('lightdash')
      ? ['get-started/setup-lightdash/connect-project.mdx', 'guides/cli/how-to-use-lightdash-preview.mdx']
      : []);
  });

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

  test.each(Object.keys(EXPECTED))('%s: per-rule counts', async (prefix) => {
    const site = CORPUS_SITES.find((name) => name.startsWith(prefix))!;
    const counts = countByRule(await lint(site));
    for (const [rule, count] of Object.entries(EXPECTED[prefix])) expect([rule, counts[rule] ?? 0]).toEqual([rule, count]);
  });
});

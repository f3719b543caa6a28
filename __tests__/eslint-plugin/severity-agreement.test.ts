import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import { PRESET_NAMES } from '../../presets/index.js';
import { allRules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import plugin from '../../src/eslint-plugin/index.js';
import { stopOpenApiValidator } from '../../src/eslint-plugin/openapi-validator.js';
import type { LintResult } from '../../src/types.js';
import { makeSite } from '../helpers/site-fixture.js';
import { FIXTURE_FILES } from './fixture-site.js';

afterAll(() => stopOpenApiValidator());

const SEVERITIES = { off: 0, warn: 1, error: 2 } as const;

/** The fixture, with a redirect whose source is one of its pages: the one report docs-lint once gave its own severity. */
function site(): string {
  const docsJson = FIXTURE_FILES['docs.json'].replace('"redirects": [', '"redirects": [{ "source": "/guide", "destination": "/index" }, ');
  return makeSite({ ...FIXTURE_FILES, 'docs.json': docsJson });
}

/** `file line:column rule severity`, one per rule message, sorted. */
function reports(root: string, results: ReadonlyArray<Pick<LintResult, 'filePath' | 'messages'>>): string[] {
  return results
    .flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId !== null)
        .map((message) => `${path.relative(root, result.filePath)} ${message.line}:${message.column} ${message.ruleId!.replace(/^docs-lint\//, '')} ${message.severity}`),
    )
    .sort();
}

describe('the ESLint plugin and the CLI give every report the same severity', () => {
  test('every rule has the same severity in each preset, in the configs for pages and for docs.json', () => {
    for (const preset of PRESET_NAMES) {
      const cli = resolveConfig({ extends: preset });
      const [pages, siteConfig] = plugin.configs[preset];
      for (const rule of allRules) {
        const id = rule.meta.id;
        const severity = cli.rules[id].severity;
        const inEslint = (block: { rules: Record<string, string> }) => block.rules[`docs-lint/${id}`] ?? 'off';
        expect(`${preset} ${id} ${inEslint(pages)}`).toBe(`${preset} ${id} ${severity}`);
        // docs.json gets the config and navigation rules only; each at its preset severity.
        const onConfig = rule.meta.category === 'config' || rule.meta.category === 'navigation' ? severity : 'off';
        expect(`${preset} ${id} ${inEslint(siteConfig)}`).toBe(`${preset} ${id} ${onConfig}`);
      }
    }
  });

  test.each(PRESET_NAMES)('every report of a site with a problem from every rule, preset %s', async (preset) => {
    const root = site();
    const fromCli = reports(root, (await lintSite({ root, config: resolveConfig({ extends: preset }) })).results);
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs[preset]] as never, cwd: root });
    const fromEslint = reports(root, await eslint.lintFiles(['.']));
    expect(fromEslint).toEqual(fromCli);
    // The site really puts every severity the preset uses to the test.
    const used = new Set(Object.values(resolveConfig({ extends: preset }).rules).map((setting) => SEVERITIES[setting.severity]).filter((level) => level > 0));
    expect(new Set(fromCli.map((line) => Number(line.split(' ').pop())))).toEqual(used);
  }, 120_000);
});

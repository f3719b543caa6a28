import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { PRESET_NAMES, presetRules } from '../presets/index.js';
import { allRules } from '../rules/index.js';
import { rulesDocsTable, rulesMarkdownTable } from '../src/cli/rules-listing.js';
import { MDX_MARKERS, README_MARKERS, SCHEMA_REGIONS, withRuleTable } from '../src/cli/update-readme.js';
import { ruleDocsUrl } from '../src/rule-kit/docs-url.js';
import { buildProjectIndexSync } from '../src/site/project-index.js';
import { readSiteConfig } from '../src/site/site-config-file.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let navigationPages: string[] | undefined;
/** The pages docs/docs.json lists (page entries and group roots), as the project index reads them. */
function docsNavigationPages(): string[] {
  const docs = path.join(repo, 'docs');
  navigationPages ??= [...buildProjectIndexSync(docs, readSiteConfig(path.join(docs, 'docs.json'))).navigationByPage.keys()];
  return navigationPages;
}
const ruleFiles = fs.readdirSync(path.join(repo, 'rules')).filter((file) => file.endsWith('.ts') && file !== 'index.ts');

/** Holds every rule to the project's rules: one file, one page, one test, full metadata, in the presets. */
describe('every rule', () => {
  test('every file in rules/ is registered, under the id it is named after', () => {
    expect(allRules.map((rule) => `${rule.meta.id}.ts`).sort()).toEqual(ruleFiles.sort());
  });

  describe.each(allRules.map((rule) => [rule.meta.id, rule] as const))('%s', (id, rule) => {
    test('has complete metadata', () => {
      const { meta } = rule;
      expect(meta.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(meta.description).toMatch(/^[A-Z`].+\.$/);
      expect(['config', 'navigation', 'page', 'style', 'prose']).toContain(meta.category);
      expect(['off', 'warn', 'error']).toContain(meta.defaultSeverity);
      expect(typeof meta.fixable).toBe('boolean');
      expect(meta.docsUrl).toBe(ruleDocsUrl(id));
      expect(Object.keys(meta.messages).length).toBeGreaterThan(0);
      for (const message of Object.values(meta.messages)) expect(message).toMatch(/(\.|\}\})$/);
      expect(meta.optionsSchema).toMatchObject({ type: 'object' });
    });

    test('has its page in docs/rules with front matter and the sections a reader needs', () => {
      const page = fs.readFileSync(path.join(repo, 'docs', 'rules', `${id}.mdx`), 'utf8');
      expect(page).toMatch(/^---\ntitle: .+\ndescription: .+\n/);
      expect(page).toMatch(/\n## /);
      expect(page).toContain('```json');
    });

    test('is listed in the docs navigation', () => {
      // Read as docs-lint reads the site: `$ref`s followed, in whichever shape `navigation` has.
      expect(docsNavigationPages()).toContain(`rules/${id}`);
    });

    test('has tests that name it', () => {
      const testFile = path.join(repo, '__tests__', 'rules', `${id}.test.ts`);
      expect(fs.readFileSync(testFile, 'utf8')).toContain(`'${id}'`);
    });

    test('is on in at least one preset, and in `all`', () => {
      const severities = PRESET_NAMES.map((preset) => presetRules(preset)[id]);
      expect(severities.some((severity) => severity !== 'off')).toBe(true);
      expect(presetRules('all')[id]).not.toBe('off');
    });
  });

  test('the README\'s rule table is the one generated from the metadata (run `npm run readme` after changing a rule)', () => {
    const readme = fs.readFileSync(path.join(repo, 'README.md'), 'utf8');
    expect(readme).toContain(README_MARKERS.start);
    expect(readme).toBe(withRuleTable(readme, rulesMarkdownTable(allRules)));
  });

  test('the docs site\'s rule table is the one generated from the metadata', () => {
    const page = fs.readFileSync(path.join(repo, 'docs', 'rules', 'index.mdx'), 'utf8');
    expect(page).toContain(MDX_MARKERS.start);
    expect(page).toBe(withRuleTable(page, rulesDocsTable(allRules), MDX_MARKERS));
  });

  test.each(SCHEMA_REGIONS.map((region) => [region.file, region] as const))(
    '%s lists what config-schema checks as generated from the schema data (run `npm run readme` after changing it)',
    (file, region) => {
      const page = fs.readFileSync(path.join(repo, file), 'utf8');
      expect(page).toContain(region.markers.start);
      expect(page).toBe(withRuleTable(page, region.content(), region.markers));
    },
  );
});

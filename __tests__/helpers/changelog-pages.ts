import { expect } from '@jest/globals';
import { lintBrief, type LintExtras, type RulesSetting } from './site-fixture.js';

/**
 * A style rule leaves changelog and release notes pages alone: `body` (which the rule reports) on
 * a changelog path, a release-notes path, a page titled "Release notes", a page of `<Update>`
 * entries, and an ordinary guide, which alone is reported.
 */
export async function expectOnlyTheGuideReported(body: string, rules: RulesSetting, extra: LintExtras): Promise<void> {
  const page = (title: string, text = body) => `---\ntitle: ${title}\ndescription: What changed.\n---\n\n${text}`;
  const files = {
    'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['changelog', 'product/release-notes', 'news', 'updates-2025', 'guide'] }] },
    'changelog.mdx': page('Changelog'),
    'product/release-notes.mdx': page('Product'),
    'news.mdx': page('Release notes'),
    'updates-2025.mdx': page('2025', `<Update label="March 2025">\n\n${body}\n\n</Update>\n`),
    'guide.mdx': page('Guide'),
  };
  const found = await lintBrief(files, rules, extra);
  expect(found.length).toBeGreaterThan(0);
  expect(new Set(found.map((problem) => problem.file))).toEqual(new Set(['guide.mdx']));
}

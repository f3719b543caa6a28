import { describe, expect, test } from '@jest/globals';
import { allRules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import { createRule } from '../../src/rule-kit/create-rule.js';
import { brief, lintWith, makeSite } from '../helpers/site-fixture.js';

/** A test-only rule that reports every heading, so directives have something to suppress. */
const everyHeading = createRule({
  meta: { id: 'test-every-heading', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: false, messages: { found: 'Heading found.' } },
  create: (context) => ({ heading: (node: unknown) => context.report({ node: node as never, messageId: 'found' }) }),
});

const page = [
  '---',
  'title: T',
  '---',
  '',
  '## One',
  '',
  '{/* docs-lint-disable-next-line test-every-heading */}',
  '## Two',
  '',
  '{/* docs-lint-disable */}',
  '',
  '## Three',
  '',
  '{/* docs-lint-enable test-every-heading */}',
  '',
  '## Four',
  '',
  '{/* docs-lint-disable-next-line other-rule */}',
  '## Five',
  '',
].join('\n');

describe('inline directives in MDX comments', () => {
  test('disable-next-line, disable and enable suppress exactly what they name', async () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': page });
    const results = await lintWith(root, { 'test-every-heading': 'error' }, { ruleModules: [everyHeading] });
    expect(brief(root, results).map((p) => p.line)).toEqual([5, 16, 19]);
    const pageResult = results.find((result) => result.filePath.endsWith('page.mdx'))!;
    expect(pageResult.suppressedMessages.map((message) => [message.line, message.ruleId])).toEqual([
      [8, 'test-every-heading'],
      [12, 'test-every-heading'],
    ]);
    expect(pageResult.errorCount).toBe(3);
  });

  test('--report-unused-disable-directives reports the directive that suppressed nothing', async () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': page });
    const rules = [...allRules, everyHeading];
    const config = resolveConfig({ extends: [], rules: { 'test-every-heading': 'error' } }, {}, undefined, rules);
    const { results } = await lintSite({ root, config, rules, reportUnusedDisableDirectives: true });
    expect(brief(root, results).filter((p) => p.ruleId === null)).toEqual([
      { file: 'page.mdx', ruleId: null, line: 18, column: 1, message: 'Unused docs-lint-disable-next-line directive: no problem from other-rule was reported here. Remove it.' },
    ]);
  });
});

describe('inline directives in HTML comments of .md pages', () => {
  const markdown = [
    '---',
    'title: T',
    '---',
    '',
    '<!-- A note for writers: keep this page short. -->',
    '## One',
    '',
    '<!-- docs-lint-disable-next-line test-every-heading -- the product name is the heading -->',
    '## Two',
    '',
    '<!--',
    'docs-lint-disable test-every-heading',
    '-->',
    '## Three',
    '<!-- docs-lint-enable -->',
    '',
    '## Four `<!-- docs-lint-disable-line -->`',
    '',
    '```html',
    '<!-- docs-lint-disable -->',
    '```',
    '',
    '## Five',
    '',
  ].join('\n');

  test('they are directives in .md, other comments are skipped, and comments in code stay code', async () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.md': markdown });
    const results = await lintWith(root, { 'test-every-heading': 'error', 'code-fence-language': 'warn' }, { ruleModules: [everyHeading] });
    expect(brief(root, results).map((p) => [p.line, p.column, p.ruleId])).toEqual([
      [6, 1, 'test-every-heading'],
      [17, 1, 'test-every-heading'],
      [23, 1, 'test-every-heading'],
    ]);
    expect(results.find((result) => result.filePath.endsWith('page.md'))!.suppressedMessages.map((message) => message.line)).toEqual([9, 14]);
  });

  test('in .mdx an HTML comment is still invalid MDX, as the site generator sees it', async () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': markdown });
    const results = await lintWith(root, { 'test-every-heading': 'error' }, { ruleModules: [everyHeading] });
    expect(brief(root, results).map((p) => [p.line, p.column, p.ruleId])).toEqual([[5, 2, null]]);
  });
});

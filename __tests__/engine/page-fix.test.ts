import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { createRule } from '../../src/rule-kit/create-rule.js';
import { brief, lintWith, makeSite } from '../helpers/site-fixture.js';

const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };

/** A test-only rule whose fix would leave the page unparsable: the engine must drop it. */
const breaksParsing = createRule({
  meta: { id: 'test-breaks-parsing', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: true, messages: { found: 'Paragraph found.' } },
  create: (context) => ({
    paragraph: (node: { position: { start: { offset: number } } }) =>
      context.report({ node: node as never, messageId: 'found', fix: [{ range: [node.position.start.offset, node.position.start.offset], text: '<Unclosed>' }] }),
  }),
});

describe('--fix on pages', () => {
  test('writes the fixed page through the engine, in passes, and a second run changes nothing', async () => {
    const page = '---\ntitle: T\ndescription: D.\n---\n\n# Setup\n\n![Dashboard with two charts](/img/dash.png)\n\n## Steps\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    const rules = { 'heading-start-level': 'error', 'image-frame': 'warn' } as const;
    const before = brief(root, await lintWith(root, rules));
    expect(before.map((problem) => [problem.ruleId, problem.line])).toEqual([
      ['heading-start-level', 6],
      ['image-frame', 8],
    ]);
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(page);

    const after = await lintWith(root, rules, { fix: true });
    const fixed = '---\ntitle: T\ndescription: D.\n---\n\n## Setup\n\n<Frame>\n  ![Dashboard with two charts](/img/dash.png)\n</Frame>\n\n### Steps\n';
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(fixed);
    expect(brief(root, after)).toEqual([]);

    await lintWith(root, rules, { fix: true });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(fixed);
  });

  test('a fix whose result no longer parses is dropped and the page is left as it was', async () => {
    const page = '---\ntitle: T\ndescription: D.\n---\n\nSome text.\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    const results = await lintWith(root, { 'test-breaks-parsing': 'error' }, { fix: true, ruleModules: [breaksParsing] });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(page);
    expect(brief(root, results).map((problem) => [problem.ruleId, problem.line, problem.column])).toEqual([['test-breaks-parsing', 6, 1]]);
  });
});

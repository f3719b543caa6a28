import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, test } from '@jest/globals';
import { lintPageText, finishPage } from '../../src/engine/lint-page.js';
import { createRule } from '../../src/rule-kit/create-rule.js';
import { PageAnchorIndex } from '../../src/site/page-anchor-index.js';
import type { ProjectIndex } from '../../src/site/project-index.js';
import { lintWith, makeSite } from '../helpers/site-fixture.js';

/**
 * What outlives a page's walk while it waits for its deferred checks: the checks and what they
 * close over, never the page's text, tree or front matter (on a site of thousands of pages, every
 * page with a cross-file link would otherwise keep its whole text until the end of the run).
 */
const seen: Array<{ during: number; deferredText: string; deferredFrontMatter: unknown }> = [];
const defers = createRule({
  meta: { id: 'test-defers', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: true, messages: { late: 'Late report.' } },
  create(context) {
    return {
      heading(node: { position: { start: { offset: number } } }) {
        const during = context.sourceText.length;
        context.afterAllPages(() => {
          seen.push({ during, deferredText: context.sourceText, deferredFrontMatter: context.page?.frontMatter });
          // A fix from a deferred check is dropped: the text it would be computed on is gone.
          context.report({ node: node as never, messageId: 'late', fix: [{ range: [node.position.start.offset, node.position.start.offset], text: 'x' }] });
        });
      },
    };
  },
});

// The only way to ask whether a tree is still reachable: collect, then look through a WeakRef.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

let pageRoot: WeakRef<object> | undefined;
/** Waits for every page (as link-internal-exists does with a #fragment) and sees the page's root. */
const waitsForAllPages = createRule({
  meta: { id: 'test-waits-for-all-pages', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: false, messages: { never: 'Never.' } },
  create: (context) => {
    context.afterAllPages(() => undefined);
    return { root: (node: object) => void (pageRoot = new WeakRef(node)) };
  },
});

describe('a page waiting for its deferred checks', () => {
  test('keeps neither its text nor its front matter, and a late report has no fix', async () => {
    seen.length = 0;
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] },
      'page.mdx': '---\ntitle: T\ndescription: D.\n---\n\n## Heading\n',
    });
    const [, page] = await lintWith(root, { 'test-defers': 'error' }, { ruleModules: [defers] });
    expect(seen).toEqual([{ during: 45, deferredText: '', deferredFrontMatter: undefined }]);
    expect(page.messages).toEqual([expect.objectContaining({ ruleId: 'test-defers', message: 'Late report.', line: 6 })]);
    expect(page.messages[0].fix).toBeUndefined();
  });

  test('lintPageText and finishPage, as the editor integrations call them, still run deferred checks', () => {
    seen.length = 0;
    const site = { root: '/nowhere', anchors: new PageAnchorIndex((relative) => `/nowhere/${relative}`), absolutePath: (relative: string) => `/nowhere/${relative}` } as unknown as ProjectIndex;
    const linted = lintPageText(site, 'page.mdx', '## One\n\n## Two\n', [{ rule: defers, severity: 2, options: {} }], { components: [] });
    expect(site.anchors.peek('page.mdx')).toEqual({ anchors: new Set(['one', 'two']), complete: true });
    const problems = finishPage(linted);
    expect(problems.map((problem) => problem.line)).toEqual([1, 3]);
    expect(seen.map((entry) => entry.deferredText)).toEqual(['', '']);
  });

  test('a page that does not parse is recorded as having no anchors anybody can list (read once, not again)', () => {
    const site = { root: '/nowhere', anchors: new PageAnchorIndex((relative) => `/nowhere/${relative}`), absolutePath: (relative: string) => `/nowhere/${relative}` } as unknown as ProjectIndex;
    const linted = lintPageText(site, 'broken.mdx', '<Info>\n', [], { components: [] });
    expect(linted.problems[0]).toMatchObject({ fatal: true });
    expect(site.anchors.peek('broken.mdx')).toBeNull();
    expect(site.anchors.get('broken.mdx')).toBeUndefined();
    expect(site.anchors.parses).toBe(0);
  });
  test('nor its tree: the runner does not hold the last node it dispatched (the root) until the end of the run', async () => {
    const site = { root: '/nowhere', anchors: new PageAnchorIndex((relative) => `/nowhere/${relative}`), absolutePath: (relative: string) => `/nowhere/${relative}` } as unknown as ProjectIndex;
    const linted = lintPageText(site, 'page.mdx', '## One\n\nSome text.\n', [{ rule: waitsForAllPages, severity: 2, options: {} }], { components: [] });
    expect(linted.runner?.hasDeferredChecks).toBe(true);
    // A WeakRef holds its target until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(pageRoot?.deref()).toBeUndefined();
    expect(linted.runner).toBeDefined();
  });
});

import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, test } from '@jest/globals';
import { lintPageText } from '../../src/engine/lint-page.js';
import { createRule } from '../../src/rule-kit/create-rule.js';
import { buildProjectIndexSync } from '../../src/site/project-index.js';
import { readSiteConfig } from '../../src/site/site-config-file.js';
import { makeSite } from '../helpers/site-fixture.js';

// The only way to ask whether a tree is still reachable: collect, then look through a WeakRef.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

let pageRoot: WeakRef<object> | undefined;

/** A test-only rule that waits for every page (as link-internal-exists does with a #fragment) and sees the page's root. */
const waitsForAllPages = createRule({
  meta: { id: 'test-waits-for-all-pages', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: false, messages: { never: 'Never.' } },
  create: (context) => {
    context.afterAllPages(() => undefined);
    return { root: (node: object) => void (pageRoot = new WeakRef(node)) };
  },
});

test('a page that waits for its deferred checks does not keep its tree alive until the end of the run', async () => {
  const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': '---\ntitle: T\ndescription: D.\n---\n\n## A\n\nSome text.\n' });
  const site = buildProjectIndexSync(root, readSiteConfig(path.join(root, 'docs.json')));
  const text = '---\ntitle: T\ndescription: D.\n---\n\n## A\n\nSome text.\n';
  const linted = lintPageText(site, 'page.mdx', text, [{ rule: waitsForAllPages, severity: 2, options: {} }], { components: [] });
  expect(linted.runner?.hasDeferredChecks).toBe(true);
  // A WeakRef holds its target until the current job ends.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  expect(pageRoot?.deref()).toBeUndefined();
  expect(linted.runner).toBeDefined();
});

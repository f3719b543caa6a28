import { describe, expect, test } from '@jest/globals';
import { createRule } from '../../src/rule-kit/create-rule.js';
import { brief, lintWith, makeSite } from '../helpers/site-fixture.js';
import { FM } from './hostile-site.js';

/** Test-only rules that fail on the page named `crash.mdx`: in a visitor, in a deferred check, in `create`. */
const meta = (id: string) => ({ id, description: 'Test.', category: 'page' as const, defaultSeverity: 'error' as const, fixable: false, messages: { seen: 'Heading seen.' } });
const crashesInVisitor = createRule({
  meta: meta('test-crash-visitor'),
  create: (context) => ({
    heading(node: { position?: unknown }) {
      if (context.page?.relativePath === 'crash.mdx') throw new TypeError("Cannot read properties of undefined (reading 'depth')");
      context.report({ node: node as never, messageId: 'seen' });
    },
  }),
});
const crashesLater = createRule({
  meta: meta('test-crash-deferred'),
  create: (context) => ({
    root() {
      context.afterAllPages(() => {
        if (context.page?.relativePath === 'crash.mdx') throw new Error('deferred failure');
      });
    },
  }),
});
const crashesInCreate = createRule({
  meta: meta('test-crash-create'),
  create: (context) => {
    if (context.page?.relativePath === 'crash.mdx') throw new RangeError('Maximum call stack size exceeded');
    return {};
  },
});

const internal = (ruleId: string, reason: string) =>
  `Internal error in rule ${ruleId}: ${reason}. The rule stopped for this file; every other rule still ran. Please report this with the file.`;

describe('an internal error in one rule on one page', () => {
  test('is one error naming the rule, on that page; every other rule and page still runs', async () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['crash', 'fine'] }] },
      'crash.mdx': `${FM}# One\n\n## Two\n`,
      'fine.mdx': `${FM}# One\n\n## Two\n`,
    });
    const rules = { 'test-crash-visitor': 'error', 'test-crash-deferred': 'error', 'test-crash-create': 'error', 'heading-start-level': 'error' } as const;
    const results = await lintWith(root, rules, { ruleModules: [crashesInVisitor, crashesLater, crashesInCreate] });
    expect(brief(root, results).map(({ file, ruleId, line, column, message }) => ({ file, ruleId, line, column, message: ruleId === 'heading-start-level' ? '…' : message }))).toEqual([
      { file: 'crash.mdx', ruleId: 'test-crash-create', line: 1, column: 1, message: internal('test-crash-create', 'Maximum call stack size exceeded') },
      { file: 'crash.mdx', ruleId: 'test-crash-deferred', line: 1, column: 1, message: internal('test-crash-deferred', 'deferred failure') },
      { file: 'crash.mdx', ruleId: 'heading-start-level', line: 6, column: 1, message: '…' },
      // Reported where the rule was when it failed; it is not called again for this page (the second heading).
      { file: 'crash.mdx', ruleId: 'test-crash-visitor', line: 6, column: 1, message: internal('test-crash-visitor', "Cannot read properties of undefined (reading 'depth')") },
      { file: 'fine.mdx', ruleId: 'heading-start-level', line: 6, column: 1, message: '…' },
      { file: 'fine.mdx', ruleId: 'test-crash-visitor', line: 6, column: 1, message: 'Heading seen.' },
      { file: 'fine.mdx', ruleId: 'test-crash-visitor', line: 8, column: 1, message: 'Heading seen.' },
    ]);
    // An internal error is an error of the run's report (exit code 1), not a failure of docs-lint to run (2).
    const crash = results.find((result) => result.filePath.endsWith('crash.mdx'))!;
    expect(crash.errorCount).toBe(4);
    expect(crash.fatalErrorCount).toBe(0);
  });
});

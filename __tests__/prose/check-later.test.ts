import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, test } from '@jest/globals';
import { finishPage, lintPageText } from '../../src/engine/lint-page.js';
import { proseVisitors } from '../../src/prose/index.js';
import { createRule } from '../../src/rule-kit/create-rule.js';
import { PageAnchorIndex } from '../../src/site/page-anchor-index.js';
import type { ProjectIndex } from '../../src/site/project-index.js';
import activeVoice from '../../rules/style-active-voice.js';
import presentTense from '../../rules/style-present-tense.js';
import secondPerson from '../../rules/style-second-person.js';
import { brief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

// The only way to ask whether a tree is still reachable: collect, then look through a WeakRef.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const site = () => ({ root: '/nowhere', config: {}, anchors: new PageAnchorIndex((relative) => `/nowhere/${relative}`), absolutePath: (relative: string) => `/nowhere/${relative}` }) as unknown as ProjectIndex;

let pageRoot: WeakRef<object> | undefined;
/** Sees the page's root, and waits for nothing. */
const seesRoot = createRule({
  meta: { id: 'test-sees-root', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: false, messages: { never: 'Never.' } },
  create: () => ({ root: (node: object) => void (pageRoot = new WeakRef(node)) }),
});

/** For every unit, every span of its words: where the unit and its detached copy say it is and how it reads, when they differ. */
const differences: string[] = [];
let unitsCompared = 0;
const comparesDetached = createRule({
  meta: { id: 'test-compares-detached', description: 'Test.', category: 'page', defaultSeverity: 'error', fixable: false, messages: { never: 'Never.' } },
  create: (context) =>
    proseVisitors(context, (unit) => {
      unitsCompared++;
      const copy = unit.detach();
      const words = unit.words;
      for (const from of words) {
        for (const to of words) {
          if (to.end < from.start) continue;
          const [start, end] = [from.start, to.end];
          const seen = (u: typeof copy) => JSON.stringify([u.locate(start, end), u.sourceRange(start, end), u.slice(start, end)]);
          if (seen(unit) !== seen(copy)) differences.push(`${unit.text.slice(start, end)}: ${seen(unit)} against ${seen(copy)}`);
        }
      }
      // The same sentences, without their trees; with a filter, only those it keeps.
      const sentences = unit.sentences.map(({ node: _tree, ...sentence }) => sentence);
      if (copy.text !== unit.text || JSON.stringify(copy.sentences) !== JSON.stringify(sentences)) differences.push(`text or sentences of ${unit.text}`);
      const firstOnly = unit.detach((sentence) => sentence === unit.sentences[0]);
      if (JSON.stringify(firstOnly.sentences) !== JSON.stringify(sentences.slice(0, 1))) differences.push(`kept sentences of ${unit.text}`);
      if (copy.sentences.some((sentence) => 'node' in sentence)) differences.push(`a sentence tree kept for ${unit.text}`);
    }),
});

const stylePage = ['## Keys', '', 'The key will expire after it is rotated.', '', 'Keys must be rotated by the owner.', '', "Next, we'll create a key.", ''].join('\n');

describe('style checks put off until every page was read', () => {
  test('report after the walk, where the walk would have, and keep no page tree while they wait', async () => {
    pageRoot = undefined;
    const rules = [presentTense, activeVoice, secondPerson, seesRoot].map((rule) => ({ rule, severity: 2 as const, options: rule.meta.defaultOptions ?? {} }));
    const linted = lintPageText(site(), 'page.mdx', stylePage, rules, { components: [] });
    // Nothing is tagged during the walk: the sentences wait, detached from the tree.
    expect(linted.problems).toEqual([]);
    expect(linted.runner?.hasDeferredChecks).toBe(true);
    // A WeakRef holds its target until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect((pageRoot as WeakRef<object> | undefined)?.deref()).toBeUndefined();
    const problems = finishPage(linted);
    const at = (needle: string) => positionOf(stylePage, needle);
    expect(problems.map(({ ruleId, line, column }) => ({ ruleId, line, column }))).toEqual([
      { ruleId: 'style-present-tense', ...at('will expire') },
      { ruleId: 'style-present-tense', ...at("we'll create") },
      { ruleId: 'style-active-voice', ...at('must be rotated') },
      { ruleId: 'style-second-person', ...at("we'll create") },
    ]);
  });

  test('a disable comment on the page still silences a report made after the walk', async () => {
    const page = ['---', 'title: Keys', 'description: Rotate keys.', '---', '', '{/* docs-lint-disable-next-line style-present-tense */}', 'The key will expire.', '', 'The token will expire.', ''].join('\n');
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': page });
    expect(brief(root, await lintWith(root, { 'style-present-tense': 'warn' })).map(({ ruleId, line, column }) => ({ ruleId, line, column }))).toEqual([
      { ruleId: 'style-present-tense', ...positionOf(page, 'will expire.', 2) },
    ]);
  });

  test('units checked in a batch while later pages are walked report on their own pages, in order, each once', async () => {
    // 3 pages of 200 paragraphs: a batch (400 units) is checked while the third page is walked.
    const body = Array.from({ length: 200 }, (_, i) => `Job ${i} will run.`).join('\n\n');
    const page = `---\ntitle: Jobs\ndescription: Jobs.\n---\n\n${body}\n`;
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['one', 'two', 'three'] }] }, 'one.mdx': page, 'two.mdx': page, 'three.mdx': page });
    const reports = brief(root, await lintWith(root, { 'style-present-tense': 'warn' }));
    const expected = Array.from({ length: 200 }, (_, i) => ({ ruleId: 'style-present-tense', ...positionOf(page, `will run`, i + 1) }));
    for (const file of ['one.mdx', 'three.mdx', 'two.mdx']) {
      expect(reports.filter((report) => report.file === file).map(({ ruleId, line, column }) => ({ ruleId, line, column }))).toEqual(expected);
    }
  });

  test('a detached unit locates, ranges and slices every span of its words as the unit does', () => {
    differences.length = 0;
    unitsCompared = 0;
    const page = [
      '---',
      'title: Rotate `keys` safely',
      'description: How keys are rotated.',
      '---',
      '',
      'The `rotate` command\nwill run [the job](/jobs) \\*every* day &amp; night, with `--force`.',
      '',
      '<Card title="Keys are rotated by the owner">Read the **owner** guide, at /v1/keys.</Card>',
      '',
      '| Key | What it does |',
      '| --- | --- |',
      '| `ttl` | It will expire the key. |',
      '',
      '![A key being rotated](/images/key.png)',
      '',
    ].join('\n');
    lintPageText(site(), 'page.mdx', page, [{ rule: comparesDetached, severity: 2, options: {} }], { components: [] });
    expect(unitsCompared).toBeGreaterThanOrEqual(7);
    expect(differences).toEqual([]);
  });
});

import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/image-frame.js';
import { applyFixes } from '../../src/engine/apply-fixes.js';
import { lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const rules = { 'image-frame': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

const UNFRAMED = 'This image is not inside a <Frame>; wrap it in <Frame> and </Frame> so it gets the frame every image on the site has.';
const INLINE =
  'This image shares its paragraph with text, outside any <Frame>; give it a paragraph of its own (a blank line before and after) and wrap it in <Frame> and </Frame>.';

const lintPage = (body: string) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, rules, extra);

/** The page after every reported fix is applied once, and what the rule says about the fixed page. */
async function fixed(body: string): Promise<{ output: string; after: unknown[] }> {
  const page = head + body;
  const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
  const result = (await lintWith(root, rules, extra)).find((r) => r.filePath === path.join(root, 'page.mdx'))!;
  const output = applyFixes(page, result.messages.filter((m) => m.fix).map((m) => [m.fix!])).output;
  const after = await lintBrief({ 'docs.json': docsJson, 'page.mdx': output }, rules, extra);
  return { output: output.slice(head.length), after };
}

describe('image-frame', () => {
  test('valid: images inside <Frame>, also deep inside <Steps>/<Step> and with a caption', async () => {
    const body = [
      '<Frame>',
      '  ![Settings page](/images/settings.png)',
      '</Frame>',
      '',
      '<Steps>',
      '  <Step title="Open the settings">',
      '    <Frame caption="The settings page">',
      '      ![Settings page](/images/settings.png)',
      '      <img src="/images/keys.png" alt="API keys list" />',
      '    </Frame>',
      '  </Step>',
      '</Steps>',
      '',
      'A page without images is fine too.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: a markdown image, an <img> element and an image inside <Step> without <Frame>', async () => {
    const body = [
      '![Settings page](/images/settings.png)',
      '',
      '<img src="/images/keys.png" alt="API keys list" />',
      '',
      '<Steps>',
      '  <Step title="Open the settings">',
      '    ![Settings page](/images/settings.png)',
      '  </Step>',
      '</Steps>',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Settings'), message: UNFRAMED },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '<img'), message: UNFRAMED },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Settings', 2), message: UNFRAMED },
    ]);
  });

  test('invalid, not fixable: an image inside a line of text or a paragraph with text', async () => {
    const body = 'Click the ![gear icon](/images/gear.png) icon.\n\n1. Open the settings.\n![Settings page](/images/settings.png)\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![gear'), message: INLINE },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Settings'), message: INLINE },
    ]);
    const { output } = await fixed(body);
    expect(output).toBe(body);
  });

  test('invalid and fixable: a paragraph of two or more images, and nothing else, says so; the first image\'s fix frames the paragraph', async () => {
    const body = '![Light mode](/images/light.png) ![Dark mode](/images/dark.png)\n\n[![Before](/images/before.png)](/images/before.png) <img src="/images/after.png" alt="After" />\\\n![Diff](/images/diff.png)\n';
    const page = head + body;
    const beside = (others: string) => `This image shares its paragraph with ${others}, outside any <Frame>; wrap the paragraph in <Frame> and </Frame>, or give each image a paragraph and a <Frame> of its own.`;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Light'), message: beside('another image') },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Dark'), message: beside('another image') },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Before'), message: beside('2 other images') },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '<img'), message: beside('2 other images') },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Diff'), message: beside('2 other images') },
    ]);
    const { output, after } = await fixed(body);
    expect(output).toBe('<Frame>\n  ![Light mode](/images/light.png) ![Dark mode](/images/dark.png)\n</Frame>\n\n<Frame>\n  [![Before](/images/before.png)](/images/before.png) <img src="/images/after.png" alt="After" />\\\n  ![Diff](/images/diff.png)\n</Frame>\n');
    expect(after).toEqual([]);
  });

  test('fix: an image alone in its paragraph is wrapped in <Frame>, keeping its text', async () => {
    const { output, after } = await fixed('Intro.\n\n![Settings page](/images/settings.png "Settings")\n\nMore text.\n');
    expect(output).toBe('Intro.\n\n<Frame>\n  ![Settings page](/images/settings.png "Settings")\n</Frame>\n\nMore text.\n');
    expect(after).toEqual([]);
  });

  test('fix: the paragraph keeps its indentation inside a component', async () => {
    const body = '<Steps>\n  <Step title="Open the settings">\n    ![Settings page](/images/settings.png)\n  </Step>\n</Steps>\n';
    const { output, after } = await fixed(body);
    expect(output).toBe(
      '<Steps>\n  <Step title="Open the settings">\n    <Frame>\n      ![Settings page](/images/settings.png)\n    </Frame>\n  </Step>\n</Steps>\n',
    );
    expect(after).toEqual([]);
  });

  test('fix: an <img> element over several lines, a linked image, and images in a list and a quote', async () => {
    const body = [
      '<img',
      '  src="/images/keys.png"',
      '  alt="API keys list"',
      '/>',
      '',
      '[![Watch the demo](/images/demo.png)](https://example.com/demo)',
      '',
      '- Open the settings:',
      '',
      '  ![Settings page](/images/settings.png)',
      '',
      '> ![Quoted chart](/images/chart.png)',
      '',
    ].join('\n');
    const { output, after } = await fixed(body);
    expect(output).toBe(
      [
        '<Frame>',
        '  <img',
        '    src="/images/keys.png"',
        '    alt="API keys list"',
        '  />',
        '</Frame>',
        '',
        '<Frame>',
        '  [![Watch the demo](/images/demo.png)](https://example.com/demo)',
        '</Frame>',
        '',
        '- Open the settings:',
        '',
        '  <Frame>',
        '    ![Settings page](/images/settings.png)',
        '  </Frame>',
        '',
        '> <Frame>',
        '>   ![Quoted chart](/images/chart.png)',
        '> </Frame>',
        '',
      ].join('\n'),
    );
    expect(after).toEqual([]);
  });

  test('the JSON result carries the fix as one {range, text} edit', async () => {
    const body = '![Chart](/c.png)\n';
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': head + body });
    const result = (await lintWith(root, rules, extra)).find((r) => r.filePath === path.join(root, 'page.mdx'))!;
    expect(result.messages[0].fix).toEqual({ range: [head.length, head.length + 16], text: '<Frame>\n  ![Chart](/c.png)\n</Frame>' });
    expect(result.fixableWarningCount).toBe(1);
  });

  test('valid: status badges (shields.io, a workflow badge.svg, badge.fury.io, codecov) are decoration, never framed', async () => {
    const body = '[![npm version](https://img.shields.io/npm/v/acme.svg)](https://npmjs.com/package/acme) [![CI](https://github.com/acme/app/actions/workflows/ci.yml/badge.svg)](https://github.com/acme/app/actions)\n\n![](https://badge.fury.io/py/acme.svg)\n\n<img src="https://codecov.io/gh/acme/app/branch/main/graph/badge.svg" alt="" />\n';
    expect(await lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, rules, extra)).toEqual([]);
  });
});

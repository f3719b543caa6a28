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
  test('valid: images inside <Frame>, also deep inside <Steps>/<Step> and with a caption, and a card\'s picture inside <Card>', async () => {
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
      '<CardGroup cols={2}>',
      '  <Card title="Open Lovable" href="https://github.com/acme/lovable">',
      '    <img src="/images/lovable.gif" alt="Open Lovable building a page" width="100%" />',
      '',
      '    Build a page from a prompt.',
      '  </Card>',
      '</CardGroup>',
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
      '[![Watch the demo](/images/demo.png)](https://www.youtube.com/watch?v=abc123)',
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
        '  [![Watch the demo](/images/demo.png)](https://www.youtube.com/watch?v=abc123)',
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

  test('valid: service buttons ("Open in Gitpod" under the Codespaces badge, Deploy to Vercel, Run in Postman) are badges: no report, and --fix leaves them alone', async () => {
    const body = [
      '<img src="https://github.com/codespaces/badge.svg" alt="Open in GitHub Codespaces" />',
      '',
      '<img src="https://gitpod.io/button/open-in-gitpod.svg" alt="Open in Gitpod" />',
      '',
      '![Deploy with Vercel](https://vercel.com/button)',
      '',
      '![Run in Postman](https://run.pstmn.io/button.svg)',
      '',
      '![Open in StackBlitz](https://developer.stackblitz.com/img/open_in_stackblitz.svg)',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
    expect((await fixed(body)).output).toBe(body);
    // A screenshot of a button in the site's own images is a picture.
    const screenshot = '![The New project button](/images/projects-new-button.png)\n';
    expect(await lintPage(screenshot)).toEqual([{ file: 'page.mdx', ruleId: 'image-frame', ...positionOf(head + screenshot, '![The New'), message: UNFRAMED }]);
  });

  test('valid: an image that is the whole content of a link is a button (a row of links, a logo that links home, a short label); linked to itself, to the same picture elsewhere or to a video it is still a picture', async () => {
    const body = [
      '[![Join Discord](/images/discord.svg)](https://discord.gg/acme) [![Homepage](/images/home.svg)](https://acme.dev)',
      '',
      '<a href="/">',
      '  <img src="/images/logo.svg" alt="Acme" />',
      '</a>',
      '',
      '[![Docs][logo]][home]',
      '',
      '[logo]: /images/logo.svg',
      '[home]: https://acme.dev',
      '',
      '[![Dashboard](/images/dashboard.png)](/images/dashboard.png)',
      '',
      '<a href="https://youtu.be/abc123"><img src="/images/talk.png" alt="The launch talk" /></a>',
      '',
      '[![](https://mermaid.ink/img/pako:eNp1kl1rgzAU)](https://mermaid.live/edit#pako:eNp1kl1rgzAU)',
      '',
      '[![Join Slack](/images/slack.png)](https://slack.com/acme)',
      '',
      '[![Search bar updating the results as you type](/images/search-demo.gif)](https://demo.acme.dev)',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Dashboard'), message: UNFRAMED },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '<img src="/images/talk'), message: UNFRAMED },
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![](https://mermaid'), message: UNFRAMED },
      // A linked demo with a sentence for its alt text is a picture the page shows, not a button.
      { file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '![Search bar'), message: UNFRAMED },
    ]);
  });

  test('option frameClasses: an <img>, or an element around it, that carries a named class is framed', async () => {
    const body = '<img className="screenshot shadow" src="/a.png" alt="A" />\n\n<div class="screenshot">\n  ![B](/b.png)\n</div>\n\n<img className="other" src="/c.png" alt="C" />\n';
    const page = head + body;
    const problems = await lintBrief({ 'docs.json': docsJson, 'page.mdx': page }, { 'image-frame': ['warn', { frameClasses: ['screenshot'] }] }, extra);
    expect(problems).toEqual([{ file: 'page.mdx', ruleId: 'image-frame', ...positionOf(page, '<img className="other"'), message: UNFRAMED }]);
  });

  test('a site that styles its images with a class of its own and almost no <Frame> is told once, on docs.json; the option names the class', async () => {
    const images = (n: number, from: number) => Array.from({ length: n }, (_, i) => `<img className="docs-img" src="/i${from + i}.png" alt="Step ${from + i}" />\n`).join('\n');
    const navigation = [{ group: 'A', pages: ['one', 'two'] }];
    const files = {
      'docs.json': { name: 'S', navigation },
      'one.mdx': head + images(6, 1) + '\n<img src="/bare.png" alt="Bare" />\n',
      'two.mdx': head + images(5, 7) + '\n```mdx\n<Frame><img className="docs-img" src="/x.png" /></Frame>\n```\n',
    };
    const notice =
      'This site styles its images with the class `docs-img` rather than <Frame>: `docs-img` is on 11 <img> elements on 2 pages, against no <Frame> on the whole site. image-frame leaves the images that carry it alone and says so here, once. If it frames them, name it in the rule\'s options, "image-frame": ["warn", { "frameClasses": ["docs-img"] }]; if not, wrap each image in <Frame> and </Frame>.';
    expect(await lintBrief(files, rules, extra)).toEqual([
      { file: 'docs.json', ruleId: 'image-frame', line: 1, column: 1, message: notice },
      { file: 'one.mdx', ruleId: 'image-frame', ...positionOf(files['one.mdx'], '<img src="/bare.png"'), message: UNFRAMED },
    ]);
    expect(await lintBrief(files, { 'image-frame': ['warn', { frameClasses: ['docs-img'] }] }, extra)).toEqual([
      { file: 'one.mdx', ruleId: 'image-frame', ...positionOf(files['one.mdx'], '<img src="/bare.png"'), message: UNFRAMED },
    ]);
    // Classes that only show or place an image (a light and dark pair, a width) frame nothing: each image is reported.
    const pairs = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, typeof text === 'string' ? text.replaceAll('className="docs-img"', 'className="block dark:hidden w-full"') : text]));
    expect((await lintBrief(pairs, rules, extra)).filter((problem) => problem.file === 'docs.json')).toEqual([]);
    // Ten frames are enough for a site to use <Frame>: each image is reported.
    const framed = { ...files, 'three.mdx': head + '<Frame>\n  ![F](/f.png)\n</Frame>\n'.repeat(2) };
    const withFrames = await lintBrief({ ...framed, 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['one', 'two', 'three'] }] } }, rules, extra);
    expect(withFrames.filter((problem) => problem.file === 'docs.json')).toEqual([]);
    expect(withFrames).toHaveLength(12);
  });
});

import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/image-alt-text.js';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'image-alt-text': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

const lintPage = (body: string) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, rules, extra);

/** The messages for an image whose context says nothing (a one-letter file name, no caption, no heading above it). */
const messages = {
  missing: 'This image has no alt text; describe what it shows between its brackets.',
  missingAttribute: 'This <img> has no alt attribute; add one that describes what the image shows.',
  empty: 'This image has empty alt text; describe what it shows.',
  generic: (alt: string) => `Alt text "${alt}" says only that this is an image; describe what it shows instead.`,
  fileName: (alt: string) => `Alt text "${alt}" is a file name; describe what the image shows instead.`,
  placeholder: (alt: string) => `Alt text "${alt}" is placeholder text; replace it with a description of what the image shows.`,
};

describe('image-alt-text', () => {
  test('valid: descriptive alt text in markdown, in alt="…", in a string literal and in an expression', async () => {
    const body = [
      '<Frame>',
      '  ![Settings page with the API key field](/images/settings.png)',
      '</Frame>',
      '',
      '<img src="/images/keys.png" alt="API keys list with one active key" />',
      '',
      '<img src="/images/keys.png" alt={"API keys list"} />',
      '',
      "<img src=\"/images/keys.png\" alt={'Billing page'} />",
      '',
      '<img src="/images/keys.png" alt={`Usage chart`} />',
      '',
      '<img src="/images/keys.png" alt={title} />',
      '',
      '<img src="/images/keys.png" {...imageProps} />',
      '',
      '![Screenshot of the billing page](/images/billing.png)',
      '',
      '![Image upload dialog](/images/upload.png)',
      '',
      '[logo]: /images/logo.png',
      '',
      '![Company logo][logo]',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: missing and empty alt text', async () => {
    const body = [
      '![](/images/a.png)',
      '',
      '![   ](/images/b.png)',
      '',
      '<img src="/images/c.png" />',
      '',
      '<img src="/images/d.png" alt="" />',
      '',
      '<img src="/images/e.png" alt={""} />',
      '',
      '<img src="/images/f.png" alt />',
      '',
    ].join('\n');
    const page = head + body;
    const at = (needle: string) => positionOf(page, needle);
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'image-alt-text', ...at('![](/images/a'), message: messages.missing },
      { file: 'page.mdx', ruleId: 'image-alt-text', ...at('![   ]'), message: messages.missing },
      { file: 'page.mdx', ruleId: 'image-alt-text', ...at('<img src="/images/c'), message: messages.missingAttribute },
      { file: 'page.mdx', ruleId: 'image-alt-text', ...at('<img src="/images/d'), message: messages.empty },
      { file: 'page.mdx', ruleId: 'image-alt-text', ...at('<img src="/images/e'), message: messages.empty },
      { file: 'page.mdx', ruleId: 'image-alt-text', ...at('<img src="/images/f'), message: messages.empty },
    ]);
  });

  test('invalid: alt text that says only "image", a file name or a placeholder', async () => {
    const body = [
      '![image](/images/a.png)',
      '',
      '![Screenshot](/images/b.png)',
      '',
      'Inline ![a picture](/images/c.png) and ![Photo 2](/images/d.png).',
      '',
      '<img src="/images/e.png" alt={"IMG"} />',
      '',
      '![dashboard.png](/images/f.png)',
      '',
      '![IMG_1234](/images/g.jpg)',
      '',
      '<img src="/images/h.png" alt="Screenshot 2024-05-01 at 10.12.03" />',
      '',
      '![alt_text](/images/i.png)',
      '',
      '![TODO](/images/j.png)',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'image-alt-text', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('![image]', messages.generic('image')),
      report('![Screenshot]', messages.generic('Screenshot')),
      report('![a picture]', messages.generic('a picture')),
      report('![Photo 2]', messages.generic('Photo 2')),
      report('<img src="/images/e', messages.generic('IMG')),
      report('![dashboard.png]', messages.fileName('dashboard.png')),
      report('![IMG_1234]', messages.fileName('IMG_1234')),
      report('<img src="/images/h', messages.fileName('Screenshot 2024-05-01 at 10.12.03')),
      report('![alt_text]', messages.placeholder('alt_text')),
      report('![TODO]', messages.placeholder('TODO')),
    ]);
  });

  test('images in code are not images', async () => {
    const body = '```mdx\n![](/images/a.png)\n<img src="/b.png" />\n```\n\nWrite `![](/images/a.png)` with alt text.\n';
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a status badge with empty alt text is marked as decoration, as it should be; an image that is no badge is still reported', async () => {
    const body = '[![npm version](https://img.shields.io/npm/v/acme.svg)](https://npmjs.com/package/acme) [![CI](https://github.com/acme/app/actions/workflows/ci.yml/badge.svg)](https://github.com/acme/app/actions)\n\n![](https://badge.fury.io/py/acme.svg)\n\n<img src="https://codecov.io/gh/acme/app/branch/main/graph/badge.svg" alt="" />\n' + '\n![](/images/settings.png)\n';
    const found = await lintPage(body);
    expect(found.map((problem) => [problem.line, problem.message])).toEqual([
      [head.split('\n').length + 6, messages.missing],
    ]);
  });

  test('the advice comes from each image\'s own context: its file name, else its Frame caption, else its section; never one example for all', async () => {
    const body = [
      '![](/images/intro.png)',
      '',
      '## Create an API key',
      '',
      '![](/images/api-key-dialog.png)',
      '',
      '![](/images/IMG_2024.png)',
      '',
      '<img src="/images/oauth_consent-screen@2x.png" />',
      '',
      '<Frame caption="The dashboard after the first deploy">',
      '  <img src="/images/x1.png" alt="" />',
      '</Frame>',
      '',
      '![image](/images/billing-usage-chart.png)',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'image-alt-text', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('![](/images/intro', messages.missing),
      report('![](/images/api-key', 'This image has no alt text; describe what it shows between its brackets, such as ![API key dialog](/images/api-key-dialog.png) if that is what it shows.'),
      report('![](/images/IMG_2024', 'This image has no alt text; describe what it shows between its brackets, for a reader of the section "Create an API key" who cannot see it.'),
      report('<img src="/images/oauth', 'This <img> has no alt attribute; add one that describes what the image shows, such as alt="OAuth consent" if that is what it shows.'),
      report('<img src="/images/x1', 'This image has empty alt text; describe what it shows, beyond what its caption "The dashboard after the first deploy" says.'),
      report('![image]', 'Alt text "image" says only that this is an image; describe what it shows instead, such as "Billing usage chart" if that is what it shows.'),
    ]);
  });
});

import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/link-text-descriptive.js';
import { lintBrief, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const rules = { 'link-text-descriptive': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

const lintPage = (body: string, setting: RulesSetting = rules) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, setting, extra);

const generic = (text: string) =>
  `Link text "${text}" does not say where the link goes; write text that names the target instead, such as the title of the page it opens.`;
const url = (text: string) => `Link text "${text}" is a bare URL; write text that names the target instead, such as the title of the page it opens.`;
const EMPTY = 'This link has no text; write text that names the target, such as the title of the page it opens.';

describe('link-text-descriptive', () => {
  test('valid: descriptive text, "here" inside a phrase, autolinks, image links and code', async () => {
    const body = [
      'Read [where to find your API key](/keys) before you start.',
      '',
      'See the [authentication guide](/auth), and [learn more about webhooks](/webhooks).',
      '',
      'An autolinked address in prose shows itself: https://status.acme.dev and www.acme.dev.',
      '',
      '[![Open the dashboard](/images/dashboard.png)](https://app.example.com)',
      '',
      'Open <a href="/keys">the API keys page</a>.',
      '',
      'Visit [http://localhost:3000](http://localhost:3000) once the server runs.',
      '',
      'Request the scope [`https://www.googleapis.com/auth/drive.readonly`](https://developers.google.com/drive/api/guides/api-specific-auth).',
      '',
      'Or <a href="https://developers.google.com/identity">`https://www.googleapis.com/auth/userinfo.email`</a>.',
      '',
      'Link text from an expression: [{label}](/x).',
      '',
      'An icon link: <a href="https://github.com/acme"><Icon icon="github" /></a>',
      '',
      '<a name="top">here</a> is an anchor target, not a link.',
      '',
      '```md',
      'For details, [click here](/details).',
      '```',
      '',
      'Write `[click here](/details)` and you get a warning.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: generic phrases, whatever their case and trailing punctuation', async () => {
    const body = [
      'Find the keys [here](/keys).',
      '',
      'For details, [Click Here!](/details)',
      '',
      '- [Read more…](/more)',
      '- [Learn more →](/learn)',
      '- [this page](/page) and [ this ](/this)',
      '',
      '[here][ref] works the same way.',
      '',
      '[ref]: /somewhere',
      '',
      'Open <a href="/keys">click <b>here</b></a>.',
      '',
      '<Note>',
      '  See [link](/link).',
      '</Note>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string, occurrence = 1) => ({
      file: 'page.mdx',
      ruleId: 'link-text-descriptive',
      ...positionOf(page, needle, occurrence),
      message,
    });
    expect(await lintPage(body)).toEqual([
      report('[here](/keys)', generic('here')),
      report('[Click Here!]', generic('Click Here!')),
      report('[Read more…]', generic('Read more…')),
      report('[Learn more →]', generic('Learn more →')),
      report('[this page]', generic('this page')),
      report('[ this ]', generic('this')),
      report('[here][ref]', generic('here')),
      report('<a href="/keys">click', generic('click here')),
      report('[link](/link)', generic('link')),
    ]);
  });

  test('invalid: a bare URL as the text of a markdown link or an <a> element, and an empty link', async () => {
    const body = [
      'See [https://docs.acme.dev/setup](https://docs.acme.dev/setup).',
      '',
      'The guide: <a href="https://docs.acme.dev/guide">https://docs.acme.dev/guide</a>',
      '',
      'Go to [www.acme.dev/pricing](https://www.acme.dev/pricing).',
      '',
      'Only part of it is code: [https://docs.acme.dev/`v2`](https://docs.acme.dev/v2).',
      '',
      '## Setup[](#setup)',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'link-text-descriptive', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('[https://docs.acme.dev/setup]', url('https://docs.acme.dev/setup')),
      report('<a href', url('https://docs.acme.dev/guide')),
      report('[www.acme', url('www.acme.dev/pricing')),
      report('[https://docs.acme.dev/`v2`]', url('https://docs.acme.dev/v2')),
      report('[](#setup)', EMPTY),
    ]);
  });

  test('the phrases option replaces the list', async () => {
    const body = 'See [this guide](/guide), or find the keys [here](/keys).\n';
    const page = head + body;
    expect(await lintPage(body, { 'link-text-descriptive': ['warn', { phrases: ['This guide', 'docs'] }] })).toEqual([
      { file: 'page.mdx', ruleId: 'link-text-descriptive', ...positionOf(page, '[this guide]'), message: generic('this guide') },
    ]);
  });

  test('an option that is not a list of strings is a configuration error', async () => {
    await expect(lintPage('Text.\n', { 'link-text-descriptive': ['warn', { phrases: 'here' }] })).rejects.toThrow(
      /options of rule "link-text-descriptive": `phrases` must be array/,
    );
  });
});

import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'media-accessible-name': 'warn' } as const;
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

const lintPage = (body: string, extra: Record<string, string> = {}) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body, ...extra }, rules);

const missing = (element: string, example: string) =>
  `This <${element}> has no accessible name, so a screen reader announces only "${element}"; add a title or aria-label that says what it shows, such as ${example}.`;
const IFRAME = 'title="Video: create an API key in the dashboard"';
const VIDEO = 'title="Creating an API key in the dashboard"';

describe('media-accessible-name', () => {
  test('valid: named by title, aria-label or aria-labelledby, in quotes or braces; an expression, a spread, or hidden on purpose', async () => {
    const body = [
      '<iframe src="https://www.youtube.com/embed/x" title="Quickstart walkthrough" />',
      '',
      '<video src="/demo.mp4" aria-label="Creating a key" controls />',
      '',
      '<p id="cap">Creating a key</p>',
      '',
      '<video src="/demo.mp4" aria-labelledby="cap" controls />',
      '',
      '<iframe src="https://example.com" title={"Status page"} />',
      '',
      '<iframe src="https://example.com" title={label} />',
      '',
      '<video src="/demo.mp4" {...videoProps} />',
      '',
      '<video src="/background.mp4" autoPlay muted loop aria-hidden="true" />',
      '',
      '<iframe src="https://example.com/pixel" aria-hidden />',
      '',
      '<iframe src="https://example.com/pixel" hidden />',
      '',
      '<iframe src="https://example.com/pixel" role="presentation" />',
      '',
      '<video src="/loop.mp4" aria-hidden={decorative} />',
      '',
      '```mdx',
      '<iframe src="https://example.com" />',
      '```',
      '',
      'Inline `<video src="/a.mp4" />` in code.',
      '',
      '<Video src="/component.mp4" />',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: <iframe> and <video> without a name, flow and inline, in a page and in a snippet', async () => {
    const body = [
      '<iframe src="https://www.loom.com/embed/abc" frameborder="0" allowFullScreen></iframe>',
      '',
      '<Frame>',
      '  <video controls width="600">',
      '    <source src="/demo.mp4" type="video/mp4" />',
      '  </video>',
      '</Frame>',
      '',
      'Watch it: <video src="/clip.mp4" autoPlay muted /> here.',
      '',
      '<video src="/x.mp4" aria-hidden="false" />',
      '',
    ].join('\n');
    const snippet = '<iframe src="https://example.com/embed" />\n';
    const text = head + body;
    expect(await lintPage(body, { 'snippets/embed.mdx': snippet })).toEqual([
      { file: 'page.mdx', ruleId: 'media-accessible-name', ...positionOf(text, '<iframe'), message: missing('iframe', IFRAME) },
      { file: 'page.mdx', ruleId: 'media-accessible-name', ...positionOf(text, '<video'), message: missing('video', VIDEO) },
      { file: 'page.mdx', ruleId: 'media-accessible-name', ...positionOf(text, '<video', 2), message: missing('video', VIDEO) },
      { file: 'page.mdx', ruleId: 'media-accessible-name', ...positionOf(text, '<video', 3), message: missing('video', VIDEO) },
      { file: 'snippets/embed.mdx', ruleId: 'media-accessible-name', line: 1, column: 1, message: missing('iframe', IFRAME) },
    ]);
  });

  test('invalid: alt on a <video>, which the generator\'s mint a11y asks for but no browser exposes', async () => {
    const body = '<video src="/demo.mp4" alt="Creating a key" controls />\n';
    expect(await lintPage(body)).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'media-accessible-name',
        line: 6,
        column: 1,
        message: `This <video> has an alt attribute, which browsers do not pass on for a <video>, so a screen reader announces only "video"; write the text as a title or aria-label instead, such as ${VIDEO}.`,
      },
    ]);
  });

  test('invalid: a name that is there but empty', async () => {
    const body = ['<iframe src="https://example.com" title="" />', '', '<video src="/a.mp4" title={""} aria-label="  " />', ''].join('\n');
    const text = head + body;
    expect(await lintPage(body)).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'media-accessible-name',
        ...positionOf(text, '<iframe'),
        message: `This <iframe> has an empty title, so a screen reader announces only "iframe"; say what it shows, such as ${IFRAME}.`,
      },
      {
        file: 'page.mdx',
        ruleId: 'media-accessible-name',
        ...positionOf(text, '<video'),
        message: `This <video> has an empty title and aria-label, so a screen reader announces only "video"; say what it shows, such as ${VIDEO}.`,
      },
    ]);
  });
});

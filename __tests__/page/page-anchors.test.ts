import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import slugify from '@sindresorhus/slugify';
import { componentId, headingId, paramFieldId, slug, smartTitle } from '../../src/page/anchor-ids.js';
import { collectPageAnchors } from '../../src/page/page-anchors.js';
import { parsePage } from '../../src/page/parse-page.js';

/** The ids of a page, parsed as docs-lint parses it, in no particular order. */
function idsOf(body: string, frontMatter = 'title: T\ndescription: D'): string[] {
  const parsed = parsePage(`---\n${frontMatter}\n---\n\n${body}\n`);
  expect(parsed.fatal).toBeUndefined();
  const anchors = collectPageAnchors(parsed.tree!, { mode: parsed.frontMatter?.data?.mode, customHeadingIds: parsed.customHeadingIds });
  return [...anchors.anchors].sort();
}

describe('heading ids: every example of CLARIFICATIONS.md, exactly', () => {
  test.each([
    ['context.run', 'context-run'],
    ['Step 1: Issue a proxy secret', 'step-1-issue-a-proxy-secret'],
    ['Read/write access', 'read/write-access'],
    ['Fees & billing', 'fees-&-billing'],
    ["What's new", 'what’s-new'],
    ['Überblick', 'überblick'],
    ['Emoji 🚀 launch', 'emoji--launch'],
  ])('## %s → #%s', (heading, id) => {
    expect(idsOf(`## ${heading}`)).toEqual([id]);
  });

  test('`## Setup {#install}` → #install, case kept, and the page is valid MDX', () => {
    expect(idsOf('## Setup {#install}\n\n### Guide {#Install-Guide}')).toEqual(['Install-Guide', 'install']);
  });

  test('`{#id .class}` in a heading is kept as the generator keeps it, not an invalid expression', () => {
    expect(idsOf('#### Project {#project .hidden}')).toEqual(['project-.hidden']);
  });

  test('repeats on one page get -2, -3', () => {
    expect(idsOf('## Setup\n\n## Setup\n\n### Setup')).toEqual(['setup', 'setup-2', 'setup-3']);
  });

  test('smart quotes first: -- and ... become — and …', () => {
    expect(idsOf('## Before -- after\n\n## Wait...')).toEqual(['before-—-after', 'wait…']);
  });

  test('text and inline code only: no image alt, no expression', () => {
    expect(idsOf('## The `run()` call ![icon](/i.png) {1 + 1}')).toEqual(['the-run-call']);
  });

  test('levels 5 and 6 get no id', () => {
    expect(idsOf('## Kept\n\n##### Five\n\n###### Six')).toEqual(['kept']);
  });

  test.each(['custom', 'frame'])('a page with mode: %s gives its headings no ids (raw HTML ids stay)', (mode) => {
    expect(idsOf('## Hidden\n\n<div id="box">x</div>', `title: T\ndescription: D\nmode: "${mode}"`)).toEqual(['box']);
  });

  test('a heading inside an Accordion is numbered with the others', () => {
    expect(idsOf('<Accordion title="More">\n\n## Setup\n\n</Accordion>\n\n## Setup')).toEqual(['more', 'setup', 'setup-2']);
  });
});

describe('component ids', () => {
  test('ParamField, Param and ResponseField: param-<name>, slugified and decamelised', () => {
    const body = [
      '<ParamField query="userId" type="string">\nThe user.\n</ParamField>',
      '<Param path="orgId" type="string">\nThe org.\n</Param>',
      '<ResponseField name="createdAt" type="string">\nWhen.\n</ResponseField>',
      '<ParamField body="userId" type="string">\nAgain.\n</ParamField>',
    ].join('\n\n');
    expect(idsOf(body)).toEqual(['param-created-at', 'param-org-id', 'param-user-id', 'param-user-id-1']);
  });

  test('Accordion and View: the plain transliterated slug of the title', () => {
    const body = '<Accordion title="Überblick & Setup">\nA\n</Accordion>\n\n<View title="Überblick & Setup">\nB\n</View>\n\n<Accordion title="Überblick & Setup">\nC\n</Accordion>';
    expect(idsOf(body)).toEqual(['ueberblick-and-setup', 'ueberblick-and-setup-1']);
  });

  test('Tab, Update and Step with titleSize take the heading algorithm; Step without it has none', () => {
    const body = [
      '<Tabs>\n<Tab title="context.run">\nA\n</Tab>\n</Tabs>',
      '<Update label="Fees & billing" description="v1">\nB\n</Update>',
      '<Steps titleSize="h2">\n<Step title="Step 1: Issue a proxy secret">\nC\n</Step>\n</Steps>',
      '<Steps>\n<Step title="Plain step">\nD\n</Step>\n<Step title="Big step" titleSize="h3">\nE\n</Step>\n</Steps>',
    ].join('\n\n');
    expect(idsOf(body)).toEqual(['big-step', 'context-run', 'fees-&-billing', 'step-1-issue-a-proxy-secret']);
  });

  test('an id on raw HTML counts; on Card, Note, Frame and Steps it is not rendered', () => {
    const body = [
      '<div id="limits">A</div>',
      '<Card title="C" id="card-id">B</Card>',
      '<Note id="note-id">C</Note>',
      '<Frame id="frame-id">D</Frame>',
      '<Steps id="steps-id">\n<Step title="S">\nE\n</Step>\n</Steps>',
      'Inline <span id="inline-id">x</span>.',
    ].join('\n\n');
    expect(idsOf(body)).toEqual(['inline-id', 'limits']);
  });

  test('an element the generator removes takes its ids with it', () => {
    expect(idsOf('<details>\n<div id="inner">x</div>\n</details>\n\n<section id="kept">y</section>')).toEqual(['kept']);
  });

  test('an id written as an expression makes the page\'s ids incomplete', () => {
    const parsed = parsePage('---\ntitle: T\ndescription: D\n---\n\n<div id={slug}>x</div>\n');
    expect(collectPageAnchors(parsed.tree!).complete).toBe(false);
  });
});

describe('the slug helpers', () => {
  test('Accordion and param ids straight from the library', () => {
    expect(componentId('Step 1: Intro')).toBe(slugify('Step 1- Intro', { decamelize: false }));
    expect(paramFieldId('userId')).toBe('param-user-id');
    expect(headingId(smartTitle([{ value: "It's", code: false }]))).toBe('it’s');
  });

  test('text that is already a slug skips the library and is what the library returns', () => {
    const options = [{ decamelize: false, preserveCharacters: ['_'] }, { decamelize: false }, { decamelize: true, separator: '-' }];
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,4}$/), fc.constantFrom(...options), (text, option) => {
        expect(slug(text, option)).toBe(slugify(text, option));
      }),
      { numRuns: 300 },
    );
  });
});

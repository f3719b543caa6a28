import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../src/page/parse-page.js';
import { walkPage } from '../../src/engine/walk-page.js';
import type { RuleRunner } from '../../src/engine/rule-runner.js';
import { PLACEHOLDER, proseVisitors, STYLE_SCOPE, type ProseUnit, type ProseVisitorOptions } from '../../src/prose/index.js';
import type { RuleContext } from '../../src/types.js';
import { positionOf } from '../helpers/site-fixture.js';

/** Every unit the room gives for `page`, through the engine's own walk. */
function unitsOf(page: string, options: ProseVisitorOptions = {}): ProseUnit[] {
  const parsed = parsePage(page);
  const units: ProseUnit[] = [];
  const context = { sourceText: page, page: { relativePath: 'page.mdx', isSnippet: false, frontMatter: parsed.frontMatter } } as unknown as RuleContext;
  const visitors = proseVisitors(context, (unit) => units.push(unit), options);
  const runner = { wants: (type: string) => type in visitors, dispatch: (type: string, node: unknown, info: unknown) => visitors[type]?.(node, info) } as unknown as RuleRunner;
  walkPage(parsed.tree!, runner);
  return units;
}

const shown = (unit: ProseUnit) => [unit.kind, unit.text.replaceAll(PLACEHOLDER, '□')];

describe('the prose room', () => {
  test('gives every unit of rendered text with its kind, in document order', () => {
    const page = [
      '---',
      'title: Rotate keys',
      'description: "How keys are rotated."',
      'icon: key',
      '---',
      "import { Chart } from '/snippets/chart.mdx';",
      '',
      '## Keys <Badge>Beta</Badge>',
      '',
      'Run `npm i` or see https://acme.dev, /v1/health, docs.json and me@acme.dev, e.g. version 1.5.',
      '',
      '<Info>You will want to rotate keys.</Info>',
      '',
      '<Card title="Quickstart" href="/quickstart" icon="rocket">',
      '  Start here.',
      '</Card>',
      '',
      '![A chart of usage](/images/chart.png)',
      '',
      '<img src="/a.png" alt="The dashboard" />',
      '',
      'Hover the <Tooltip tip="Application programming interface">API</Tooltip> name.',
      '',
      '```js',
      'const never = "prose";',
      '```',
      '',
      '{/* a comment */}',
      '',
      '<Chart data={{ x: 1 }} />',
      '',
    ].join('\n');
    expect(unitsOf(page).map(shown)).toEqual([
      ['frontMatter', 'Rotate keys'],
      ['frontMatter', 'How keys are rotated.'],
      ['heading', 'Keys □'],
      ['text', 'Beta'],
      ['paragraph', 'Run □ or see □, □, □ and □, e.g. version 1.5.'],
      ['text', 'You will want to rotate keys.'],
      ['attribute', 'Quickstart'],
      ['paragraph', 'Start here.'],
      ['alt', 'A chart of usage'],
      ['alt', 'The dashboard'],
      ['paragraph', 'Hover the API name.'],
      ['attribute', 'Application programming interface'],
    ]);
  });

  test('gives each unit its context: heading level, list, table cell, block quote, components, code examples', () => {
    const page = [
      '# Title',
      '',
      '1. First step',
      '   - Nested item',
      '',
      '| Name | Use |',
      '|---|---|',
      '| key | Signs requests |',
      '',
      '> Quoted words.',
      '',
      '<Steps>',
      '  <Step title="Install">',
      '    Install the CLI.',
      '  </Step>',
      '</Steps>',
      '',
      '<CodeGroup>',
      '<Note>Inside a code group.</Note>',
      '</CodeGroup>',
      '',
      '<h3>A JSX heading</h3>',
    ].join('\n');
    const units = unitsOf(page);
    const byText = (text: string) => units.find((unit) => unit.text === text)!;
    expect(byText('Title').context.headingDepth).toBe(1);
    expect(byText('First step').context.list).toMatchObject({ ordered: true, depth: 1 });
    expect(byText('Nested item').context.list).toMatchObject({ ordered: false, depth: 2 });
    expect(byText('Name').context.table).toEqual({ header: true, row: 0, column: 0 });
    expect(byText('Signs requests').context.table).toEqual({ header: false, row: 1, column: 1 });
    expect(byText('Quoted words.').context.blockquote).toBe(true);
    expect(byText('Install').kind).toBe('attribute');
    expect(byText('Install').context.attribute).toEqual({ component: 'Step', name: 'title' });
    expect(byText('Install the CLI.').context.components).toEqual(['Steps', 'Step']);
    expect(byText('Inside a code group.').context).toMatchObject({ codeExample: true, components: ['CodeGroup', 'Note'] });
    expect(byText('A JSX heading')).toMatchObject({ kind: 'heading', context: { headingDepth: 3 } });
    // The style rules' scope leaves out quotes, code examples and labels.
    expect(unitsOf(page, STYLE_SCOPE).map((unit) => unit.text)).toEqual(['Title', 'First step', 'Nested item', 'Name', 'Use', 'key', 'Signs requests', 'Install the CLI.', 'A JSX heading']);
  });

  test('maps every character back to its line and column, in components, attributes, alt text and front matter', () => {
    const page = ['---', 'title: "Keys &amp; tokens"', '---', '', '<Tabs>', '  <Tab title="Rotate &amp; revoke">Tokens are rotated \\*daily\\*.</Tab>', '</Tabs>', '', '![Usage **chart**](/c.png)'].join('\n');
    const units = unitsOf(page);
    const at = (unit: ProseUnit, word: string) => {
      const start = unit.text.indexOf(word);
      return unit.locate(start, start + word.length);
    };
    const [title, tab, text, alt] = units;
    const span = (needle: string) => {
      const start = positionOf(page, needle);
      return { start, end: { line: start.line, column: start.column + needle.length } };
    };
    expect(at(title, 'tokens')).toEqual(span('tokens'));
    expect(at(tab, 'revoke')).toEqual(span('revoke'));
    expect(at(text, 'daily')).toEqual(span('daily'));
    expect(text.words.map((word) => word.text)).toEqual(['Tokens', 'are', 'rotated', 'daily']);
    expect(at(alt, 'chart')).toEqual(span('chart'));
    // The source around them: `&amp;` is one character of the text, `\*` none.
    expect(tab.slice(0, tab.text.length)).toBe('Rotate & revoke');
  });

  test('takes out flags, dotfiles, files and paths wherever they stand in a run, and keeps hyphenated words, versions and final periods', () => {
    const page = 'Pass (--force) or -v, edit .env and docs.json, call /v1/health, e.g. on v1.2; a well-known end.\n';
    const [unit] = unitsOf(page);
    expect(unit.text).toBe('Pass (□) or □, edit □ and □, call □, e.g. on v1.2; a well-known end.'.replaceAll('□', PLACEHOLDER));
    // Words after the placeholders keep their places in the source.
    const start = unit.text.indexOf('well-known');
    expect(unit.locate(start, start + 'well-known'.length)).toEqual({ start: positionOf(page, 'well-known'), end: { line: 1, column: positionOf(page, 'well-known').column + 10 } });
    const edit = unit.text.indexOf('edit');
    expect(unit.locate(edit, edit + 4).start).toEqual(positionOf(page, 'edit'));
  });

  test('takes out names joined by colons (error codes, scopes, URNs), and keeps times, ratios, a sentence\'s last period and a colon before a space', () => {
    const page = 'See [err:acme:auth:forbidden](./forbidden), the read:user scope and urn:ietf:params:oauth. Meet at 10:30 in 16:9. Note: read it.\n';
    const [unit] = unitsOf(page);
    expect(unit.text).toBe('See □, the □ scope and □. Meet at 10:30 in 16:9. Note: read it.'.replaceAll('□', PLACEHOLDER));
  });

  test('splits sentences and words once, with their offsets', () => {
    const [unit] = unitsOf('Keys expire. Rotate them with `keys rotate`, then restart.\n');
    expect(unit.sentences.map((sentence) => sentence.text)).toEqual(['Keys expire.', `Rotate them with ${PLACEHOLDER}, then restart.`]);
    expect(unit.sentences[1].tokens.map((token) => token.kind)).toEqual(['word', 'word', 'word', 'object', 'punctuation', 'word', 'word', 'punctuation']);
    expect(unit.sentences).toBe(unit.sentences);
    expect(unit.slice(unit.sentences[1].start, unit.sentences[1].end)).toBe('Rotate them with `keys rotate`, then restart.');
  });
});

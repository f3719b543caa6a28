import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/component-nesting.js';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'component-nesting': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

const lintPage = (body: string, files: Record<string, string> = {}) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body, ...files }, rules, extra);

describe('component-nesting', () => {
  test('valid: containers holding their own children, with whitespace, comments and expressions between', async () => {
    const body = [
      '<Steps>',
      '  {/* The first step */}',
      '  <Step title="Install">',
      '    Run this:',
      '',
      '    <Tabs>',
      '      <Tab title="npm">',
      '        ```bash',
      '        npm i acme',
      '        ```',
      '      </Tab>',
      '      <Tab title="yarn">Use yarn.</Tab>',
      '    </Tabs>',
      '  </Step>',
      '  <Step title="Run">',
      '    - A list with a nested tab group:',
      '',
      '      <Tabs><Tab title="a">A</Tab><Tab title="b">B</Tab></Tabs>',
      '  </Step>',
      '</Steps>',
      '',
      '<AccordionGroup>',
      '  <Accordion title="Q1">A1</Accordion>',
      '  {questions.map((q) => <Accordion title={q}>Answer</Accordion>)}',
      '</AccordionGroup>',
      '',
      '<CardGroup cols={2}><Card title="A" /> <Card title="B" /></CardGroup>',
      '',
      '<CodeGroup>',
      '```bash npm',
      'npm i acme',
      '```',
      '',
      '{/* yarn too */}',
      '```bash yarn',
      'yarn add acme',
      '```',
      '</CodeGroup>',
      '',
      '<RequestExample>',
      '```bash',
      'curl https://api.acme.dev',
      '```',
      '</RequestExample>',
      '',
      '<ResponseExample>',
      '```json',
      '{ "ok": true }',
      '```',
      '</ResponseExample>',
      '',
      'Accordions and cards need no group: <Card title="Alone" />',
      '',
      '<Accordion title="Alone">Fine.</Accordion>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('a snippet may hold steps that the importing page puts inside <Steps>, and a custom component may render children', async () => {
    // The snippet's other problems are still reported.
    const snippet = '<Step title="Install">Run the installer.</Step>\n\n<Tabs>\n  Stray text.\n  <Tab title="a">A</Tab>\n</Tabs>\n';
    const body = [
      "import InstallStep from '/snippets/install-step.mdx';",
      "import { FeatureCards } from '/snippets/cards.mdx';",
      '',
      '<Steps>',
      '  <InstallStep />',
      '</Steps>',
      '',
      '<CardGroup>',
      '  <FeatureCards />',
      '</CardGroup>',
      '',
    ].join('\n');
    expect(await lintPage(body, { 'snippets/install-step.mdx': snippet })).toEqual([
      {
        file: 'snippets/install-step.mdx',
        ruleId: 'component-nesting',
        line: 4,
        column: 3,
        message: '<Tabs> holds text, but it renders only <Tab> elements; move it into one of its <Tab> elements, or out of <Tabs>.',
      },
    ]);
  });

  test('valid: imported snippets that hold code blocks, inside <CodeGroup>, and code blocks beside them', async () => {
    const body = [
      "import PythonExample from '/snippets/python-example.mdx';",
      "import NodeExample from '/snippets/node-example.mdx';",
      '',
      '<CodeGroup>',
      '  <PythonExample />',
      '  <NodeExample />',
      '</CodeGroup>',
      '',
      '<CodeGroup>',
      '<PythonExample />',
      '',
      '```bash',
      'pip install acme',
      '```',
      '</CodeGroup>',
      '',
    ].join('\n');
    const snippet = (lang: string) => '```' + lang + '\nprint("hi")\n```\n';
    expect(await lintPage(body, { 'snippets/python-example.mdx': snippet('python'), 'snippets/node-example.mdx': snippet('js') })).toEqual([]);
  });

  test('valid: snippets imported under a lowercase name are replaced by their content, inside <CodeGroup> and any container', async () => {
    const body = [
      "import pyExample from '/snippets/py-example.mdx';",
      "import node_example from '../snippets/node-example.md';",
      "import cardsIntro from '/snippets/cards-intro.mdx';",
      '',
      '<CodeGroup>',
      '  <pyExample />',
      '  <node_example />',
      '</CodeGroup>',
      '',
      '<RequestExample>',
      '<pyExample />',
      '</RequestExample>',
      '',
      '<CardGroup cols={2}>',
      '  <cardsIntro />',
      '  <Card title="A" />',
      '</CardGroup>',
      '',
    ].join('\n');
    const snippet = (lang: string) => '```' + lang + '\nprint("hi")\n```\n';
    expect(await lintPage(body, { 'snippets/py-example.mdx': snippet('python'), 'snippets/node-example.md': snippet('js'), 'snippets/cards-intro.mdx': '<Card title="B" />\n' })).toEqual([]);
  });

  test('invalid: a lowercase element that is no snippet import, or a named import, is still no code block', async () => {
    const body = [
      "import { pyExample } from '/snippets/py-example.mdx';",
      '',
      '<CodeGroup>',
      '  <pyExample />',
      '  <jsExample />',
      '</CodeGroup>',
      '',
    ].join('\n');
    const page = head + body;
    const notCode = (needle: string, what: string) => ({ file: 'page.mdx', ruleId: 'component-nesting', ...positionOf(page, needle), message: `<CodeGroup> holds ${what}, but it renders only fenced code blocks; move it out of <CodeGroup>, or put it in a fenced code block with a language.` });
    expect(await lintPage(body, { 'snippets/py-example.mdx': 'export const pyExample = 1;\n' })).toEqual([notCode('<pyExample />', '<pyExample>'), notCode('<jsExample />', '<jsExample>')]);
  });

  test('valid: a grid inside a grid (CardGroup or Columns inside CardGroup) is one of its cells', async () => {
    const body = [
      '<CardGroup cols={2}>',
      '  <Card title="A" />',
      '  <CardGroup cols={2}>',
      '    <Card title="B" />',
      '    <Card title="C" />',
      '  </CardGroup>',
      '  <Columns cols={2}>',
      '    <Card title="D" />',
      '  </Columns>',
      '</CardGroup>',
      '',
      '<Columns cols={2}>',
      '  <CardGroup cols={1}><Card title="E" /></CardGroup>',
      '</Columns>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('a plain element around a card in a grid is that card\'s cell; around anything else, or in <Steps>, it is still a stray child', async () => {
    const body = [
      '<CardGroup cols={2}>',
      '  <div className="card-cell">',
      '    <Card title="A" href="/a" />',
      '  </div>',
      '  <div><span><Card title="B" /></span></div>',
      '  <div className="tip-cell">',
      '    <Tip>Not a card.</Tip>',
      '  </div>',
      '</CardGroup>',
      '',
      '<Steps>',
      '  <div>',
      '    <Step title="Run">Wrapped.</Step>',
      '  </div>',
      '</Steps>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-nesting', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('<div className="tip-cell">', '<CardGroup> holds <div>, but it renders only <Card> elements; move it into one of its <Card> elements, or out of <CardGroup>.'),
      report('<div>\n    <Step', '<Steps> holds <div>, but it renders only <Step> elements; move it into one of its <Step> elements, or out of <Steps>.'),
      report('<Step title="Run">', '<Step> sits inside <div>, not <Steps>; put it directly inside <Steps>.'),
    ]);
  });

  test('invalid: Step outside Steps and Tab outside Tabs', async () => {
    const body = [
      '<Step title="Install">Alone.</Step>',
      '',
      '<Tab title="npm">Alone.</Tab>',
      '',
      '<Steps>',
      '  <Note>',
      '    <Step title="Run">Inside a callout.</Step>',
      '  </Note>',
      '</Steps>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-nesting', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('<Step title="Install">', '<Step> is not inside <Steps>; wrap it and the Step elements next to it in <Steps> and </Steps>.'),
      report('<Tab title', '<Tab> is not inside <Tabs>; wrap it and the Tab elements next to it in <Tabs> and </Tabs>.'),
      report('<Note>', '<Steps> holds <Note>, but it renders only <Step> elements; move it into one of its <Step> elements, or out of <Steps>.'),
      report('<Step title="Run">', '<Step> sits inside <Note>, not <Steps>; put it directly inside <Steps>.'),
    ]);
  });

  test('invalid: containers holding something besides their own children', async () => {
    const body = [
      '<Tabs>',
      '  Pick one:',
      '  <Tab title="npm">npm i</Tab>',
      '</Tabs>',
      '',
      '<AccordionGroup>',
      '  ## Questions',
      '  <Accordion title="Q">A</Accordion>',
      '</AccordionGroup>',
      '',
      '<CardGroup cols={2}>',
      '  <Card title="A" />',
      '  <Tip>Not a card.</Tip>',
      '</CardGroup>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-nesting', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('Pick one', '<Tabs> holds text, but it renders only <Tab> elements; move it into one of its <Tab> elements, or out of <Tabs>.'),
      report('## Questions', '<AccordionGroup> holds a heading, but it renders only <Accordion> elements; move it into one of its <Accordion> elements, or out of <AccordionGroup>.'),
      report('<Tip>', '<CardGroup> holds <Tip>, but it renders only <Card> elements; move it into one of its <Card> elements, or out of <CardGroup>.'),
    ]);
  });

  test('invalid: text between steps written inline is reported at its first word', async () => {
    const body = [
      '<Steps>',
      '  <Step title="Install">Run the installer.</Step>',
      '  Then check the version.',
      '  <Step title="Check">Run `acme --version`.</Step>',
      '</Steps>',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'component-nesting',
        ...positionOf(page, 'Then check'),
        message: '<Steps> holds text, but it renders only <Step> elements; move it into one of its <Step> elements, or out of <Steps>.',
      },
    ]);
  });

  test('invalid: code containers holding anything but fenced code blocks', async () => {
    const body = [
      '<CodeGroup>',
      '```bash',
      'npm i acme',
      '```',
      'Then run it.',
      '</CodeGroup>',
      '',
      '<ResponseExample>```json {"ok": true} ```</ResponseExample>',
      '',
      '<RequestExample>',
      '  <Note>Auth first.</Note>',
      '</RequestExample>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-nesting', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('Then run it', '<CodeGroup> holds text, but it renders only fenced code blocks; move it out of <CodeGroup>, or put it in a fenced code block with a language.'),
      report(
        '```json',
        '<ResponseExample> holds inline code, but it renders only fenced code blocks; move it out of <ResponseExample>, or put it in a fenced code block with a language.',
      ),
      report('<Note>', '<RequestExample> holds <Note>, but it renders only fenced code blocks; move it out of <RequestExample>, or put it in a fenced code block with a language.'),
    ]);
  });
});

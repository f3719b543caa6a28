import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/component-attributes.js';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'component-attributes': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

const lintPage = (body: string) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, rules, extra);

describe('component-attributes', () => {
  test('valid: every component with the attributes the spec gives it', async () => {
    const body = [
      '<Steps>',
      '  <Step title="Install the CLI">Run the installer.</Step>',
      '</Steps>',
      '',
      '<Tabs>',
      '  <Tab title="npm">npm i</Tab>',
      '</Tabs>',
      '',
      '<AccordionGroup>',
      '  <Accordion title="How do I rotate my key?" defaultOpen>Open the settings.</Accordion>',
      '  <Accordion title={question} defaultOpen={false}>Answer.</Accordion>',
      '</AccordionGroup>',
      '',
      '<CardGroup cols={2}>',
      '  <Card title="Quickstart" icon="rocket" href="/quickstart" />',
      '</CardGroup>',
      '',
      '<CardGroup>',
      '  <Card title="No cols is fine" href="/a" />',
      '</CardGroup>',
      '',
      '<ParamField query="limit" type="integer" required default="10">How many items to return.</ParamField>',
      '',
      '<ParamField body="name" type="string" required={true} deprecated>The name.</ParamField>',
      '',
      '<ResponseField name="id" type="string" required>',
      '  The ID.',
      '  <Expandable title="properties" defaultOpen>',
      '    <ResponseField name="kind" type="string">The kind.</ResponseField>',
      '  </Expandable>',
      '</ResponseField>',
      '',
      'An <Tooltip tip="Application programming interface">API</Tooltip> call.',
      '',
      '<Update label="2024-06-01" description="v1.2.0">Released.</Update>',
      '',
      '<Frame caption="Optional">![Chart of usage](/c.png)</Frame>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a spread may set any attribute, and a component the page defines itself is its own', async () => {
    const body = [
      "import { Card } from '/snippets/card.mdx';",
      '',
      '<Step {...step} />',
      '',
      '<ParamField {...param} />',
      '',
      '<Card href="/my-card-has-no-title" />',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: a missing or empty required attribute', async () => {
    const body = [
      '<Steps>',
      '  <Step></Step>',
      '</Steps>',
      '',
      '<Tabs>',
      '  <Tab title="">npm i</Tab>',
      '</Tabs>',
      '',
      '<Accordion>Answer.</Accordion>',
      '',
      '<Card href="/quickstart" />',
      '',
      '<Card titel="Quickstart">',
      '  A card whose title is misspelt.',
      '</Card>',
      '',
      '<ResponseField type="int" />',
      '',
      'A <Tooltip>term</Tooltip>.',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-attributes', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('<Step>', '<Step> has no title attribute; add one, such as title="Install the CLI".'),
      report('title=""', '<Tab> has an empty title; write a value, such as title="npm".'),
      report('<Accordion>', '<Accordion> has no title attribute; add one, such as title="How do I rotate my API key?".'),
      report('<Card href', '<Card> has no title attribute; add one, such as title="Quickstart".'),
      report('<Card titel', '<Card> has no title attribute; add one, such as title="Quickstart".'),
      report('<ResponseField type', '<ResponseField> has no name attribute; add one, such as name="id".'),
      report('<Tooltip>', '<Tooltip> has no tip attribute; add one, such as tip="Application programming interface".'),
    ]);
  });

  test('invalid: ParamField without a location, or with two', async () => {
    const body = [
      '<ParamField type="string" />',
      '',
      '<ParamField path="id" query="id" type="string">Two locations.</ParamField>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-attributes', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report(
        '<ParamField type',
        '<ParamField> has none of path, body, query or header; add the one that says where the parameter goes, such as query="limit".',
      ),
      report('<ParamField path', '<ParamField> has path and query; keep only the one that says where the parameter goes.'),
    ]);
  });

  test('invalid: CardGroup cols that is not a number (a number in a string, such as cols="2", renders as meant)', async () => {
    const body = ['<CardGroup cols="2">', '  <Card title="A" />', '</CardGroup>', '', '<CardGroup cols={"3"}>', '  <Card title="B" />', '</CardGroup>', '', '<CardGroup cols>', '  <Card title="C" />', '</CardGroup>', '', '<CardGroup cols="two">', '  <Card title="D" />', '</CardGroup>', ''].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-attributes', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('cols>', '<CardGroup> cols is written without a value, not a number; write a number in braces instead, such as cols={2}.'),
      report('cols="two"', '<CardGroup> cols is the string "two", not a number; write a number in braces instead, such as cols={2}.'),
    ]);
  });

  test('valid: what renders as meant although the spec\'s table asks for more: defaultOpen="true", an <Update> with a label only, an <Expandable> without title, a <ResponseField> without type, or without name when it describes the value it returns, a <ParamField> without type, a <Card> around content or with an icon without title, a <Step> with a body without title', async () => {
    const body = [
      '<Accordion title="Q" defaultOpen="true">A.</Accordion>',
      '',
      '<ParamField body="name" type="string" required="true">The name.</ParamField>',
      '',
      '<ParamField type="Dict[str, Any]" required>The keys and values to set.</ParamField>',
      '',
      '<Update label="2024-06-01">Released.</Update>',
      '',
      '<Expandable defaultOpen>Nested.</Expandable>',
      '',
      '<ResponseField name="id">The ID.</ResponseField>',
      '',
      '<ParamField header="X-Api-Key">The key, as a string.</ParamField>',
      '',
      '<ResponseField type="bool">`True` if the timeout was set.</ResponseField>',
      '',
      '<Card>',
      '  A box around a note.',
      '</Card>',
      '',
      '<Card icon={<svg width="148" height="36" />} href="/quickstart/bun" />',
      '',
      '<ResponseField name="" type="Array">The queues.</ResponseField>',
      '',
      '<Steps>',
      '  <Step>Run the installer.</Step>',
      '</Steps>',
      '',
      '<Steps>',
      '  <Step>',
      '    ### Install the CLI',
      '',
      '    Run the installer.',
      '  </Step>',
      '  <Step>',
      '    **Log in**',
      '',
      '    Run `acme login`.',
      '  </Step>',
      '</Steps>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: boolean attributes given as strings', async () => {
    const body = [
      '<ParamField body="name" type="string" required="maybe">The name.</ParamField>',
      '',
      '<Accordion title="Q" defaultOpen="false">A.</Accordion>',
      '',
      '<ResponseField name="old" type="string" deprecated="yes">Old.</ResponseField>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-attributes', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('required="maybe"', '<ParamField> required="maybe" is a string, not a boolean; write required on its own for true, or leave it out for false.'),
      report('defaultOpen="false"', '<Accordion> defaultOpen="false" is a string, and any non-empty string counts as true; leave defaultOpen out instead.'),
      report('deprecated="yes"', '<ResponseField> deprecated="yes" is a string, not a boolean; write deprecated on its own for true, or leave it out for false.'),
    ]);
  });
  test('the generator\'s other built-ins carry the props its component library requires', async () => {
    const body = [
      '<Icon />',
      '',
      '<Tile>Go</Tile>',
      '',
      '<Tree>',
      '  <Tree.Folder>',
      '    <Tree.File name="" />',
      '  </Tree.Folder>',
      '</Tree>',
      '',
      '<Color>',
      '  <Color.Item name="green" />',
      '</Color>',
      '',
      '<Mermaid />',
      '',
      '<View>',
      'Python only.',
      '</View>',
      '',
      '<Snippet />',
      '',
      '<Variation>x</Variation>',
      '',
      '<Visibility>y</Visibility>',
      '',
      '<Param type="string" />',
      '',
    ].join('\n');
    const page = head + body;
    const at = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-attributes', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      at('<Icon', '<Icon> has no icon attribute; add one, such as icon="rocket".'),
      at('<Tile', '<Tile> has no href attribute; add one, such as href="/quickstart".'),
      at('<Tree.Folder', '<Tree.Folder> has no name attribute; add one, such as name="src".'),
      at('name=""', '<Tree.File> has an empty name; write a value, such as name="index.ts".'),
      at('<Color>', '<Color> has no variant attribute; add one, such as variant="compact".'),
      at('<Color.Item', '<Color.Item> has no value attribute; add one, such as value="#16A34A".'),
      at('<Mermaid', '<Mermaid> has no chart attribute; add one, such as chart="graph TD; A-->B".'),
      at('<View', '<View> has no title attribute; add one, such as title="Python".'),
      at('<Snippet', '<Snippet> has no file attribute; add one, such as file="intro.mdx".'),
      at('<Variation', '<Variation> has no is attribute; add one, such as is="cloud".'),
      at('<Visibility', '<Visibility> has no for attribute; add one, such as for="humans".'),
      at('<Param ', '<Param> has none of path, body, query or header; add the one that says where the parameter goes, such as query="limit".'),
    ]);
  });

  test('valid: the generator\'s built-ins with their required props', async () => {
    const body = [
      '<Icon icon="rocket" /> <Tile href="/a">A</Tile>',
      '',
      '<Tree>\n  <Tree.Folder name="src">\n    <Tree.File name="index.ts" />\n  </Tree.Folder>\n</Tree>',
      '',
      '<Color variant="table">\n  <Color.Item value="#16A34A" />\n</Color>',
      '',
      '<Snippet file="intro.mdx" /> <Visibility for="agents">x</Visibility> <Variation is="cloud">y</Variation>',
      '',
      '<Param query="id" type="string">The id.</Param>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });
});

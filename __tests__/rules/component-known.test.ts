import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/component-known.js';
import { lintBrief, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const rules = { 'component-known': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Setup\ndescription: Set up the CLI.\n---\n\n';

const lintPage = (body: string, files: Record<string, string> = {}, components: string[] = []) =>
  lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body, ...files }, rules, { ...extra, components });

const unknown = (name: string, file: string) =>
  `Component <${name}> is not built in, imported or defined on this page; import it (import { ${name} } from '/snippets/${file}.mdx'), define it with export const, or add "${name}" to components in the docs-lint config.`;
const typo = (name: string, suggestion: string) =>
  `Component <${name}> is not built in, imported or defined on this page; write <${suggestion}> if that is the component you meant.`;
const VANISHES = 'the site generator removes it, and everything inside it vanishes from the live page';
const unknownBlock = (name: string, file: string) =>
  `Component <${name}> is not built in, imported or defined on this page: ${VANISHES}. Import it (import { ${name} } from '/snippets/${file}.mdx'), define it with export const, or add "${name}" to components in the docs-lint config.`;
const typoBlock = (name: string, suggestion: string) =>
  `Component <${name}> is not built in, imported or defined on this page: ${VANISHES}. Write <${suggestion}> if that is the component you meant.`;

describe('component-known', () => {
  test('valid: built-in components, HTML elements, fragments and every built-in name', async () => {
    const body = [
      '<Note>Built in.</Note>',
      '',
      '<CardGroup cols={2}>',
      '  <Card title="A" href="/a" />',
      '</CardGroup>',
      '',
      '<div className="box"><span>HTML</span> and <br /> and <my-widget /></div>',
      '',
      '<>A fragment</>',
      '',
      ['Note', 'Tip', 'Warning', 'Info', 'Check', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Steps', 'Step', 'Tabs', 'Tab']
        .concat(['AccordionGroup', 'Accordion', 'Card', 'CardGroup', 'ParamField', 'ResponseField', 'Expandable', 'Tooltip', 'Update', 'Frame'])
        .map((name) => `<${name} />`)
        .join('\n'),
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: components imported from a snippet, defined with export, imported after use, and a member of an import', async () => {
    const body = [
      "import { ApiKeyNote, Pricing as PriceTable } from '/snippets/notes.mdx';",
      "import Banner from '/snippets/banner.mdx';",
      "import * as ui from '/snippets/ui.mdx';",
      '',
      'export const Greeting = ({ name }) => <p>Hello, {name}</p>;',
      '',
      'export function Badge({ children }) { return <span>{children}</span>; }',
      '',
      '<ApiKeyNote />',
      '',
      '<PriceTable plan="pro" />',
      '',
      '<Banner>Hi</Banner> and <Greeting name="you" /> and <Badge>new</Badge> and <ui.Button /> and <Later />',
      '',
      "import Later from '/snippets/later.mdx';",
      '',
    ].join('\n');
    const snippets = { 'snippets/notes.mdx': 'export const ApiKeyNote = () => <Note>Keep it secret.</Note>;\n' };
    expect(await lintPage(body, snippets)).toEqual([]);
  });

  test('valid: components listed in the docs-lint config', async () => {
    expect(await lintPage('<Icon icon="star" /> and <Columns cols={2}>x</Columns> and <Chart.Bar />\n', {}, ['Icon', 'Columns', 'Chart'])).toEqual([]);
  });

  test('valid: the generator\'s other built-ins, in blocks and inside text', async () => {
    const body = [
      '<Columns cols={2}>',
      '  <Column>',
      '    <Icon icon="rocket" /> <Badge>New</Badge>',
      '  </Column>',
      '</Columns>',
      '',
      '<Tree>',
      '  <Tree.Folder name="src">',
      '    <Tree.File name="index.ts" />',
      '  </Tree.Folder>',
      '</Tree>',
      '',
      '<Color variant="compact">',
      '  <Color.Row title="Brand">',
      '    <Color.Item name="green" value="#16A34A" />',
      '  </Color.Row>',
      '</Color>',
      '',
      'Inline <Icon icon="star" />, <Tooltip tip="t">term</Tooltip> and <Link href="/a">a</Link>.',
      '',
      ['Callout', 'Danger', 'Tile', 'Panel', 'Prompt', 'FileTree', 'CodeBlock', 'Mermaid', 'Latex', 'View', 'Param', 'Heading', 'Snippet', 'SnippetGroup', 'GitHub', 'ZoomImage', 'Visibility', 'Variation']
        .map((name) => `<${name} />`)
        .join('\n'),
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: an unknown element that is empty and has no attributes loses nothing when the generator drops it', async () => {
    expect(await lintPage('<Card title="Agent">\n  <CardBody></CardBody>\n</Card>\n\n<Spacer>\n</Spacer>\n')).toEqual([]);
  });

  test('invalid: unknown components; in a block of their own the message says their content vanishes', async () => {
    const body = [
      '<Tipp>A typo.</Tipp>',
      '',
      '<Warn>Shortened.</Warn>',
      '',
      'Inline <Sparkle>new</Sparkle> text.',
      '',
      '<ApiKeyNote />',
      '',
      '<Accordions>',
      '  <Accordion title="Q">A</Accordion>',
      '</Accordions>',
      '',
      '<Tree>',
      '  <Tree.Leaf name="x" />',
      '</Tree>',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-known', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('<Tipp>', typo('Tipp', 'Tip')),
      report('<Warn>', typo('Warn', 'Warning')),
      report('<Sparkle>', unknown('Sparkle', 'sparkle')),
      report('<ApiKeyNote', unknownBlock('ApiKeyNote', 'api-key-note')),
      report('<Accordions>', typoBlock('Accordions', 'Accordion')),
      report('<Tree.Leaf', typoBlock('Tree.Leaf', 'Tree.Folder')),
    ]);
  });

  test('option builtIns: "spec" keeps to the spec\'s table; the generator\'s built-ins are reported, without the vanishing', async () => {
    const body = '<Icon icon="rocket" />\n\nInline <Badge>new</Badge> text.\n';
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'component-known', ...positionOf(page, needle), message });
    const spec: RulesSetting = { 'component-known': ['error', { builtIns: 'spec' }] };
    expect(await lintBrief({ 'docs.json': docsJson, 'page.mdx': page }, spec, extra)).toEqual([
      report('<Icon', unknown('Icon', 'icon')),
      report('<Badge>', unknown('Badge', 'badge')),
    ]);
    await expect(lintBrief({ 'docs.json': docsJson, 'page.mdx': page }, { 'component-known': ['error', { builtIns: 'all' }] }, extra)).rejects.toThrow(/builtIns/);
  });

  test('invalid: a member name whose object is not imported', async () => {
    const body = '<Chart.Bar data={[1, 2]} />\n';
    expect(await lintPage(body)).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'component-known',
        line: 6,
        column: 1,
        message: `Component <Chart.Bar> uses Chart, which this page neither imports nor defines: ${VANISHES}. Import Chart at the top of the page, or add "Chart.Bar" to components in the docs-lint config.`,
      },
    ]);
  });

  test('an import that is not at the start of a block is text, not an import', async () => {
    const body = "TODO: check this.\nimport Filter from '/snippets/filter.mdx'\n\n<Filter />\n";
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'component-known', ...positionOf(page, '<Filter'), message: unknownBlock('Filter', 'filter') },
    ]);
  });

  test('components in code are not components', async () => {
    expect(await lintPage('```mdx\n<Tipp>x</Tipp>\n```\n\nWrite `<Tipp>` and you get an error.\n')).toEqual([]);
  });
});

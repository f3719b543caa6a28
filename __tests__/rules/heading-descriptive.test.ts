import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/heading-descriptive.js';
import fs from 'node:fs';
import path from 'node:path';
import { brief, lintBrief, lintWith, makeSite, type RulesSetting } from '../helpers/site-fixture.js';

const rules: RulesSetting = { 'heading-descriptive': 'warn' };
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const FM = '---\ntitle: T\ndescription: D\n---\n\n';

const lintPage = (page: string, setting: RulesSetting = rules) => lintBrief({ 'docs.json': docsJson, 'page.mdx': page }, setting, extra);
const at = (line: number, column: number, message: string) => ({ file: 'page.mdx', ruleId: 'heading-descriptive', line, column, message });
const placeholder = (text: string) => `Heading "${text}" is a placeholder. Replace it with what the section covers, such as "Configure webhooks".`;

describe('heading-descriptive', () => {
  test('valid: distinct, descriptive headings', async () => {
    expect(await lintPage(`${FM}## Install the CLI\n\n### From npm\n\n## Todo list app\n\n## Heading levels\n`)).toEqual([]);
  });

  test('valid: the same heading and section in each <View> (one per language, shown one at a time) is one section', async () => {
    const view = (title: string) => `<View title="${title}">\n\n### Disconnect\n\nCall \`client.disconnect()\`.\n\n</View>\n\n`;
    expect(await lintPage(`${FM}## Sessions\n\n${view('React')}${view('JavaScript')}`)).toEqual([]);
  });

  test('valid: the same heading in each tab of a <Tabs> is one section written for several platforms', async () => {
    const page = `${FM}<Tabs>\n  <Tab title="Python">\n    ### Basic use\n  </Tab>\n  <Tab title="JavaScript">\n    ### Basic use\n  </Tab>\n</Tabs>\n`;
    expect(await lintPage(page)).toEqual([]);
  });

  test('valid: headings built from expressions are left alone', async () => {
    expect(await lintPage(`${FM}export const name = 'Acme';\n\n## {name}\n\n## {name}\n\n## Setup {name}\n\n## Setup {name}\n`)).toEqual([]);
  });

  test('valid: a # comment in a code block is not a heading, so it repeats nothing', async () => {
    expect(await lintPage(`${FM}## Install\n\n\`\`\`bash\n## Install\n# TODO\n\`\`\`\n`)).toEqual([]);
  });

  test('invalid: empty headings, and a heading with only a component in it', async () => {
    expect(await lintPage(`${FM}##\n\n### \n\n## <Icon icon="rocket" />\n`)).toEqual([
      at(6, 1, 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.'),
      at(8, 1, 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.'),
      at(10, 1, 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.'),
    ]);
  });

  test('invalid and fixable: an empty heading is reported once, and the fix removes its line; a heading with only a component keeps it', async () => {
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': `${FM}Intro.\n\n#\n\n## Install\n\nText.\n\n### ###\n\n## <Icon icon="rocket" />\n\n- #\n` });
    const results = await lintWith(root, rules, { ...extra, fix: true });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(`${FM}Intro.\n\n## Install\n\nText.\n\n## <Icon icon="rocket" />\n\n- #\n`);
    // What is left: the heading that shows an icon (no text, but not empty) and the one in a list item, which a fix would unmake.
    expect(brief(root, results).map((problem) => [problem.line, problem.message])).toEqual([
      [12, 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.'],
      [14, 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.'],
    ]);
  });

  test('an empty heading does not end the section it sits in: a repeat below it is still a repeat in that section', async () => {
    const page = `${FM}## Fixed window\n\n### Usage\n\n#\n\n### Usage\n`;
    expect((await lintPage(page)).map((problem) => problem.message)).toEqual([
      'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.',
      'Heading "Usage" repeats the heading on line 8: that one has the anchor `#usage` and this one `#usage-2`, so a link to `#usage` never reaches this section. Make this heading specific to its section.',
    ]);
  });

  test('invalid: a section pasted twice is a repeat, not a name to change; the later copy may run on into the end of the page', async () => {
    const section = '\n\nRun `acme login`, then:\n\n```bash\nacme deploy\n```\n\n';
    const page = `${FM}## Deploy\n\n### Log in${section}### Log in${section}More text at the end.\n`;
    expect(await lintPage(page)).toEqual([
      at(16, 1, 'Heading "Log in" and the section under it repeat the section on line 8 word for word, so the page shows the same section twice. Delete one of the two copies.'),
    ]);
    // The same heading over different text is a name to change.
    const different = `${FM}## Deploy\n\n### Log in\n\nWith a token.\n\n### Log in\n\nWith a browser.\n`;
    expect((await lintPage(different)).map((problem) => problem.message)).toEqual([
      'Heading "Log in" repeats the heading on line 8: that one has the anchor `#log-in` and this one `#log-in-2`, so a link to `#log-in` never reaches this section. Make this heading specific to its section, such as "Log in (browser)".',
    ]);
  });

  test('invalid: placeholder headings, matched on the whole text whatever the case', async () => {
    const page = `${FM}## TODO\n\n## tbd:\n\n## Heading 2\n\n## New  Section\n\n## Misc.\n\n## Untitled\n`;
    expect(await lintPage(page)).toEqual([
      at(6, 1, placeholder('TODO')),
      at(8, 1, placeholder('tbd:')),
      at(10, 1, placeholder('Heading 2')),
      at(12, 1, placeholder('New Section')),
      at(14, 1, placeholder('Misc.')),
      at(16, 1, placeholder('Untitled')),
    ]);
  });

  test('invalid: a repeated heading under the same parent is reported at the repeat, with the line of the first', async () => {
    const page = `${FM}## Fixed window\n\n### Usage\n\n### Usage\n`;
    expect(await lintPage(page)).toEqual([
      at(10, 1, 'Heading "Usage" repeats the heading on line 8: that one has the anchor `#usage` and this one `#usage-2`, so a link to `#usage` never reaches this section. Make this heading specific to its section.'),
    ]);
  });

  test('valid: overloads in an API reference, one heading per signature of the same symbol in a row', async () => {
    const page = `${FM}## FastMCP\n\n#### \`tool\` <sup><a href="https://github.com/acme/a.py#L1">src</a></sup>\n\n\`\`\`python\ndef tool(fn)\n\`\`\`\n\n#### \`tool\` <sup><a href="https://github.com/acme/a.py#L9">src</a></sup>\n\n\`\`\`python\ndef tool(name)\n\`\`\`\n`;
    expect(await lintPage(page)).toEqual([]);
  });

  test('invalid: the same plain heading twice in a row in one section is still a repeat', async () => {
    const page = `${FM}## Deliverables\n\n### Success criteria\n\n### Success criteria\n`;
    expect((await lintPage(page)).map((problem) => problem.line)).toEqual([10]);
  });

  test('valid: the same heading under different parent sections or changelog entries is parallel structure', async () => {
    const algorithms = `${FM}## Fixed window\n\n### Usage\n\n### Example\n\n## Sliding window\n\n### Usage\n\n### Example\n`;
    expect(await lintPage(algorithms)).toEqual([]);
    const releases = `${FM}<Update label="v2" description="2">\n## Breaking changes\n</Update>\n\n<Update label="v1" description="1">\n## Breaking changes\n</Update>\n`;
    expect(await lintPage(releases)).toEqual([]);
  });

  test('invalid: headings whose anchors collide although their text differs in case and punctuation', async () => {
    const page = `${FM}## Key Features\n\n## Key features!\n`;
    expect(await lintPage(page)).toEqual([
      at(8, 1, 'Heading "Key features!" repeats the heading on line 6: that one has the anchor `#key-features` and this one `#key-features-2`, so a link to `#key-features` never reaches this section. Make this heading specific to its section.'),
    ]);
  });

  test('anchors as the generator makes them: `context.run` and `context-run` collide, a third repeat is -3', async () => {
    const page = `${FM}## context.run\n\n## context-run\n\n## Context run\n`;
    expect(await lintPage(page)).toEqual([
      at(8, 1, 'Heading "context-run" repeats the heading on line 6: that one has the anchor `#context-run` and this one `#context-run-2`, so a link to `#context-run` never reaches this section. Make this heading specific to its section.'),
      at(10, 1, 'Heading "Context run" repeats the heading on line 6: that one has the anchor `#context-run` and this one `#context-run-3`, so a link to `#context-run` never reaches this section. Make this heading specific to its section.'),
    ]);
  });

  test('the repeat\'s anchor is the one link-internal-exists accepts, and the next number is not', async () => {
    const page = `${FM}## Usage\n\n## Usage\n\nSee [second](#usage-2) and [third](#usage-3).\n`;
    const both: RulesSetting = { 'heading-descriptive': 'warn', 'link-internal-exists': 'error' };
    expect((await lintPage(page, both)).map((problem) => problem.message)).toEqual([
      'Heading "Usage" repeats the heading on line 6: that one has the anchor `#usage` and this one `#usage-2`, so a link to `#usage` never reaches this section. Make this heading specific to its section, such as "Usage (second)".',
      'Link "#usage-3" goes to #usage-3, but this page has no heading or element with that id. Did you mean #usage-2?',
    ]);
  });

  test('in a changelog entry, headings that differ only in emoji get the same id: the message says both have it', async () => {
    const page = `${FM}<Update label="v2" description="2">\n## Breaking changes ⚠️\n\n## Breaking changes 🛫\n</Update>\n`;
    expect(await lintPage(page)).toEqual([
      at(9, 1, 'Heading "Breaking changes 🛫" repeats the heading on line 7: both get the anchor `#breaking-changes-`, so a link to it always reaches the first one. Make this heading specific to its section.'),
    ]);
  });

  test('a repeated heading of level 5 gets no anchor, and the message names none', async () => {
    const page = `${FM}##### Notes\n\n##### Notes\n`;
    expect(await lintPage(page)).toEqual([
      at(8, 1, 'Heading "Notes" repeats the heading on line 6, so readers cannot tell the two sections apart. Make this heading specific to its section.'),
    ]);
  });

  test('invalid: a repeat inside a component is still a repeat of a heading outside it', async () => {
    const page = `${FM}## Setup\n\n<Tabs>\n  <Tab title="npm">\n    ## Setup\n  </Tab>\n</Tabs>\n`;
    expect((await lintPage(page)).map((p) => [p.line, p.column])).toEqual([[10, 5]]);
  });

  test('option `placeholders` replaces the default list', async () => {
    const setting: RulesSetting = { 'heading-descriptive': ['warn', { placeholders: ['Lorem ipsum', 'WIP'] }] };
    expect(await lintPage(`${FM}## TODO\n\n## lorem IPSUM\n\n## WIP 3\n`, setting)).toEqual([at(8, 1, placeholder('lorem IPSUM')), at(10, 1, placeholder('WIP 3'))]);
  });

  test('option `placeholders` is validated when the configuration is loaded', async () => {
    await expect(lintPage(FM, { 'heading-descriptive': ['warn', { placeholders: 'TODO' }] })).rejects.toThrow(/placeholders/);
  });

  test('a suggested name tells the two headings apart: a word of this section that the first one lacks, never the parent they share', async () => {
    const page = `${FM}## Webhooks\n\n### Example\n\nVerify the signature with the secret.\n\n### Example\n\nRetry a delivery that failed.\n`;
    expect((await lintPage(page)).map((problem) => problem.message)).toEqual([
      'Heading "Example" repeats the heading on line 8: that one has the anchor `#example` and this one `#example-2`, so a link to `#example` never reaches this section. Make this heading specific to its section, such as "Example (Retry)".',
    ]);
    // Words are whole in any script: "obrigatória", not "obrigat".
    const translated = `${FM}## Guia\n\n### Configuração\n\nInstale o SDK.\n\n### Configuração\n\nObrigatória para o SDK.\n`;
    expect((await lintPage(translated)).map((problem) => problem.message.replace(/.*such as /, ''))).toEqual(['"Configuração (Obrigatória)".']);
  });

  test('valid: a property\'s getter and setter in a generated reference, two equal headings under one anchor id', async () => {
    const member = (code: string) => `<a id="acme.Client.timeout"></a>\n\n#### timeout\n\n\`\`\`python\n${code}\n\`\`\`\n\n`;
    const page = `${FM}## Client\n\n${member('@property\ndef timeout() -> float')}${member('@timeout.setter\ndef timeout(value: float)')}`;
    expect(await lintPage(page)).toEqual([]);
    // Under two different anchors the same heading is two members: a repeat.
    const other = page.replace('<a id="acme.Client.timeout"></a>\n\n#### timeout\n\n```python\n@timeout', '<a id="acme.Client.timeout_setter"></a>\n\n#### timeout\n\n```python\n@timeout');
    expect((await lintPage(other)).map((problem) => problem.line)).toEqual([19]);
  });

  test('invalid and fixable: `### __init__` renders as a bold "init"; the fix sets the name as code', async () => {
    const page = `${FM}## Client\n\n### __init__\n\nMake a client.\n\n### __call__(request)\n\nSend a request.\n`;
    expect(await lintPage(page)).toEqual([
      at(8, 5, 'Heading "init" is `__init__` as written: the underscores around it make bold text in Markdown, so the page shows "init" and drops them. Write the name as code, `` `__init__` ``.'),
      at(12, 5, 'Heading "call(request)" is `__call__(request)` as written: the underscores around it make bold text in Markdown, so the page shows "call(request)" and drops them. Write the name as code, `` `__call__(request)` ``.'),
    ]);
    const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
    await lintWith(root, rules, { ...extra, fix: true });
    expect(fs.readFileSync(path.join(root, 'page.mdx'), 'utf8')).toBe(`${FM}## Client\n\n### \`__init__\`\n\nMake a client.\n\n### \`__call__(request)\`\n\nSend a request.\n`);
  });

  test('a heading in a plain <div id> (as translated pages keep the original anchor) has its section after the element: two such headings over different text are a repeat to rename, not a pasted copy', async () => {
    const page = `${FM}<div id="configuration">\n  ## Configuración\n</div>\n\nInstala el SDK.\n\n<div id="setup">\n  ## Configuración\n</div>\n\nDefine la clave de API.\n`;
    expect((await lintPage(page)).map((problem) => problem.message.split(':')[0])).toEqual(['Heading "Configuración" repeats the heading on line 7']);
  });
});

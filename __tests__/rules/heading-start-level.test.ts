import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/heading-start-level.js';
import { applyFixes } from '../../src/engine/apply-fixes.js';
import { brief, lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const rules = { 'heading-start-level': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const FM = '---\ntitle: Webhooks\ndescription: Receive events.\n---\n\n';

const lintPage = (page: string, files: Record<string, string> = {}) => lintBrief({ 'docs.json': docsJson, 'page.mdx': page, ...files }, rules, extra);
const at = (line: number, column: number, message: string, file = 'page.mdx') => ({ file, ruleId: 'heading-start-level', line, column, message });

/** Lints page.mdx and returns its problems and its text after one --fix pass (every reported fix applied). */
async function lintAndFix(page: string) {
  const root = makeSite({ 'docs.json': docsJson, 'page.mdx': page });
  const results = await lintWith(root, rules, extra);
  const result = results.find((r) => r.filePath === path.join(root, 'page.mdx'))!;
  const fixed = applyFixes(page, result.messages.filter((m) => m.fix).map((m) => [m.fix!])).output;
  return { problems: brief(root, results), fixed };
}

describe('heading-start-level', () => {
  test('a heading that is a comment of an unfenced code sample is reported once per sample, with the code beside it and the fence to write', async () => {
    const page = `${FM}## Usage\n\nCreate a client and list the users:\n\n# Create the client\nclient = Acme(api_key=\"sk_test\")\n# List the users\nusers = client.users.list()\nprint(users)\n\n#### Returns\n\nThe users.\n`;
    expect(await lintPage(page)).toEqual([
      at(
        10,
        1,
        'Heading "Create the client" looks like a comment of a code sample: the line next to it (line 11, `client = Acme(api_key="sk_test")`) is code outside a fenced code block, so its `#` makes a heading and the code runs together as text. Put the sample in a fenced code block: a line with ``` and its language (such as ```python) before it, and ``` after it.',
      ),
    ]);
    // A heading over a line of prose, with no blank line between, is a heading.
    expect(await lintPage(`${FM}# Usage\nCreate a client first.\n`)).toEqual([at(6, 1, expect.stringContaining('Level-1 heading "Usage"') as unknown as string)]);
  });

  test('valid: the body starts at ## and goes deeper', async () => {
    expect(await lintPage(`${FM}Intro.\n\n## Install\n\n### From npm\n\n## Configure\n`)).toEqual([]);
  });

  test('valid: a page without headings', async () => {
    expect(await lintPage(`${FM}Just text.\n`)).toEqual([]);
  });

  test('valid: a # comment in a code block and # in inline code are not headings', async () => {
    const page = `${FM}\`# not a heading\` either.\n\n\`\`\`bash\n# Install the CLI\nnpm i -g acme\n\`\`\`\n\n## Usage\n`;
    expect(await lintPage(page)).toEqual([]);
  });

  test('valid: a snippet may start at any level below 1, and README.md may have its # title', async () => {
    expect(await lintPage(`${FM}## A\n`, { 'snippets/part.mdx': '#### Options\n\nText.\n', 'README.md': '# Docs\n\n### Build\n' })).toEqual([]);
  });

  test('invalid and fixable: a # heading first, under a different front matter title: every heading moves down one level', async () => {
    const page = `${FM}# Overview\n\nText.\n\n## Events\n\n### Retries\n\n<Tabs>\n  <Tab title="Node">\n    ## Verify signatures\n  </Tab>\n</Tabs>\n`;
    const { problems, fixed } = await lintAndFix(page);
    const { line, column } = positionOf(page, '# Overview');
    expect(problems).toEqual([
      at(line, column, 'Level-1 heading "Overview": the site shows the front matter `title` as the page\'s level-1 heading, so the body starts at level 2. Write `## Overview` and move every heading below it down one level.'),
    ]);
    expect(fixed).toBe(`${FM}## Overview\n\nText.\n\n### Events\n\n#### Retries\n\n<Tabs>\n  <Tab title="Node">\n    ### Verify signatures\n  </Tab>\n</Tabs>\n`);
    expect(await lintPage(fixed)).toEqual([]);
  });

  test('invalid and fixable: several # sections; only the first report carries the fix', async () => {
    const page = `${FM}# Install\n\n## npm\n\n# Usage\n\n## Flags\n`;
    const { problems, fixed } = await lintAndFix(page);
    expect(problems).toEqual([
      at(6, 1, 'Level-1 heading "Install": the site shows the front matter `title` as the page\'s level-1 heading, so the body starts at level 2. Write `## Install` and move every heading below it down one level.'),
      at(10, 1, 'Level-1 heading "Usage": the site shows the front matter `title` as the page\'s level-1 heading, so the body starts at level 2. Write `## Usage`.'),
    ]);
    expect(fixed).toBe(`${FM}## Install\n\n### npm\n\n## Usage\n\n### Flags\n`);
  });

  test('invalid, not fixed: a # heading that is not the first heading', async () => {
    const page = `${FM}## Intro\n\n# Details\n`;
    const { problems, fixed } = await lintAndFix(page);
    expect(problems).toEqual([
      at(8, 1, 'Level-1 heading "Details": the site shows the front matter `title` as the page\'s level-1 heading, so the body starts at level 2. Write `## Details`.'),
    ]);
    expect(fixed).toBe(page);
  });

  test('invalid, not fixed: the # heading repeats the front matter title', async () => {
    const page = `${FM}#  webhooks\n\n## Events\n`;
    const { problems, fixed } = await lintAndFix(page);
    expect(problems).toEqual([
      at(6, 1, 'Level-1 heading "webhooks" repeats the page title, which the site already shows from the front matter `title`. Delete this heading.'),
    ]);
    expect(fixed).toBe(page);
  });

  test('invalid, not fixed: a page without a front matter title uses its # heading as the title', async () => {
    expect(await lintPage('# Getting started\n\n## Install\n')).toEqual([
      at(1, 1, 'Level-1 heading "Getting started": the site takes the page title from `title` in the front matter, not from the body. Put `title: "Getting started"` in the front matter and delete this heading.'),
    ]);
  });

  test('invalid, not fixed: a setext heading on the page, or a heading already at level 6', async () => {
    const setext = `${FM}Overview\n========\n\n## Events\n`;
    const setextResult = await lintAndFix(setext);
    expect(setextResult.problems.map((p) => [p.line, p.column])).toEqual([[6, 1]]);
    expect(setextResult.fixed).toBe(setext);

    const deep = `${FM}# Overview\n\n## A\n\n### B\n\n#### C\n\n##### D\n\n###### E\n`;
    const deepResult = await lintAndFix(deep);
    expect(deepResult.problems).toEqual([
      at(6, 1, 'Level-1 heading "Overview": the site shows the front matter `title` as the page\'s level-1 heading, so the body starts at level 2. Write `## Overview`.'),
    ]);
    expect(deepResult.fixed).toBe(deep);
  });

  test('invalid and fixable: a first heading at ### with nothing shallower after it: every heading moves up', async () => {
    const page = `${FM}Intro.\n\n### Install\n\n#### npm\n\n<Steps>\n  <Step>\n    ### Configure\n  </Step>\n</Steps>\n`;
    const { problems, fixed } = await lintAndFix(page);
    expect(problems).toEqual([
      at(8, 1, 'The first heading, "Install", is level 3, so the page skips level 2. Write `## Install` and move every heading up by the same number of levels.'),
    ]);
    expect(fixed).toBe(`${FM}Intro.\n\n## Install\n\n### npm\n\n<Steps>\n  <Step>\n    ## Configure\n  </Step>\n</Steps>\n`);
  });

  test('invalid and fixable: a first heading at #### moves up two levels', async () => {
    const { fixed } = await lintAndFix(`${FM}#### Install\n\n##### npm\n`);
    expect(fixed).toBe(`${FM}## Install\n\n### npm\n`);
  });

  test('invalid, not fixed: a first heading at ### followed by a ## heading', async () => {
    const page = `${FM}### Install\n\n## Next steps\n`;
    const { problems, fixed } = await lintAndFix(page);
    expect(problems).toEqual([
      at(6, 1, 'The first heading, "Install", is level 3, so the page skips level 2. Write `## Install`, or add a level-2 heading above it.'),
    ]);
    expect(fixed).toBe(page);
  });

  test('headings inside JSX components count: the first heading is the one in the first <Tab>', async () => {
    const page = `${FM}<Tabs>\n  <Tab title="npm">\n    ### Install\n  </Tab>\n</Tabs>\n\n## Next steps\n`;
    expect(await lintPage(page)).toEqual([
      at(8, 5, 'The first heading, "Install", is level 3, so the page skips level 2. Write `## Install`, or add a level-2 heading above it.'),
    ]);
  });

  test('a # heading in a snippet is reported: it lands in the body of every page that imports it', async () => {
    expect(await lintPage(`${FM}## A\n`, { 'snippets/part.mdx': '# Options\n' })).toEqual([
      at(1, 1, 'Level-1 heading "Options": this snippet shows inside the pages that import it, whose titles are their level-1 headings, so the body starts at level 2. Write `## Options` and move every heading below it down one level.', 'snippets/part.mdx'),
    ]);
  });

  test('a page with no front matter title: a later # heading is not said to sit under a `title` the page lacks', async () => {
    expect(await lintPage('# Getting started\n\n## Install\n\n# Usage\n')).toEqual([
      at(1, 1, 'Level-1 heading "Getting started": the site takes the page title from `title` in the front matter, not from the body. Put `title: "Getting started"` in the front matter and delete this heading.'),
      at(5, 1, 'Level-1 heading "Usage": the site shows the page title as the page\'s only level-1 heading, and this page has no `title` in its front matter yet, so the body starts at level 2. Write `## Usage`.'),
    ]);
  });

  test('valid: an empty # line is not the first heading, nor a level-1 heading (heading-descriptive reports it once, and removes it)', async () => {
    expect(await lintPage(`${FM}#\n\n## Install\n\n### npm\n\n#   #\n`)).toEqual([]);
    // The outline starts at the first heading that has text.
    const page = `${FM}#\n\n### Install\n\n#### npm\n`;
    const { problems, fixed } = await lintAndFix(page);
    expect(problems).toEqual([at(8, 1, 'The first heading, "Install", is level 3, so the page skips level 2. Write `## Install` and move every heading up by the same number of levels.')]);
    expect(fixed).toBe(`${FM}#\n\n## Install\n\n### npm\n`);
  });
});

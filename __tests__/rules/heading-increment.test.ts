import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/heading-increment.js';
import { lintBrief } from '../helpers/site-fixture.js';

const rules = { 'heading-increment': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const FM = '---\ntitle: T\ndescription: D\n---\n\n';

const lintPage = (page: string, files: Record<string, string> = {}) => lintBrief({ 'docs.json': docsJson, 'page.mdx': page, ...files }, rules, extra);
const at = (line: number, column: number, message: string, file = 'page.mdx') => ({ file, ruleId: 'heading-increment', line, column, message });

describe('heading-increment', () => {
  test('the comments of an unfenced code sample are no headings of the outline: the heading after them follows the one before them', async () => {
    expect(await lintPage(`${FM}## Usage\n\nCreate a client and list the users:\n\n# Create the client\nclient = Acme(api_key=\"sk_test\")\n# List the users\nusers = client.users.list()\nprint(users)\n\n#### Returns\n\nThe users.\n`)).toEqual([
      at(16, 1, 'Heading "Returns" is level 4, but the heading before it (line 6) is level 2: the outline skips level 3. Write `### Returns`, or add a level-3 heading between them.'),
    ]);
  });

  test('valid: one level deeper at a time, and back up any number of levels', async () => {
    expect(await lintPage(`${FM}## A\n\n### B\n\n#### C\n\n## D\n\n### E\n`)).toEqual([]);
  });

  test('valid: the first heading is heading-start-level\'s concern, whatever its level', async () => {
    expect(await lintPage(`${FM}#### Deep start\n\n##### Deeper\n`)).toEqual([]);
  });

  test('valid: # comments in code blocks are not headings', async () => {
    expect(await lintPage(`${FM}## Install\n\n\`\`\`bash\n# a comment\n### not a heading either\n\`\`\`\n\n### From npm\n`)).toEqual([]);
  });

  test('invalid: ## followed by ####', async () => {
    expect(await lintPage(`${FM}## Install\n\nText.\n\n#### From npm\n`)).toEqual([
      at(10, 1, 'Heading "From npm" is level 4, but the heading before it (line 6) is level 2: the outline skips level 3. Write `### From npm`, or add a level-3 heading between them.'),
    ]);
  });

  test('invalid: # followed by ### and ## followed by #####, each reported once', async () => {
    // A level 6 heading keeps heading-start-level from moving the headings: the levels are suggested as they are.
    expect(await lintPage(`${FM}# Title\n\n### Intro\n\n## Setup\n\n##### Detail\n\n###### Deeper still\n`)).toEqual([
      at(8, 1, 'Heading "Intro" is level 3, but the heading before it (line 6) is level 1: the outline skips level 2. Write `## Intro`, or add a level-2 heading between them.'),
      at(12, 1, 'Heading "Detail" is level 5, but the heading before it (line 10) is level 2: the outline skips levels 3 and 4. Write `### Detail`, or add a level-3 heading between them.'),
    ]);
  });

  test('after a level-1 body heading, the suggestion is the level that is right once heading-start-level has moved every heading down', async () => {
    const page = `${FM}# Install\n\n## On Linux\n\n#### Troubleshooting\n`;
    const message = 'Heading "Troubleshooting" is level 4, but the heading before it (line 8) is level 2: the outline skips level 3. Every heading of the page moves down one level for the body to start at level 2 (heading-start-level), which makes this one `##### Troubleshooting`; it belongs at `#### Troubleshooting`, one level below the heading before it.';
    expect(await lintPage(page)).toEqual([at(10, 1, message)]);
    // Once the headings have moved, the suggestion is the same level.
    expect(await lintPage(`${FM}## Install\n\n### On Linux\n\n##### Troubleshooting\n`)).toEqual([
      at(10, 1, 'Heading "Troubleshooting" is level 5, but the heading before it (line 8) is level 3: the outline skips level 4. Write `#### Troubleshooting`, or add a level-4 heading between them.'),
    ]);
    // A first heading at level 3 moves everything up instead.
    expect(await lintPage(`${FM}### Install\n\n###### Flags\n`)).toEqual([
      at(8, 1, 'Heading "Flags" is level 6, but the heading before it (line 6) is level 3: the outline skips levels 4 and 5. Every heading of the page moves up one level for the body to start at level 2 (heading-start-level), which makes this one `##### Flags`; it belongs at `### Flags`, one level below the heading before it.'),
    ]);
  });

  test('valid: an empty heading is not part of the outline, so the heading after it is judged as if it were gone', async () => {
    expect(await lintPage(`${FM}## Install\n\n#\n\n### From npm\n\n##\n\n### From yarn\n`)).toEqual([]);
  });

  test('invalid: ## followed by ###### names the whole range of skipped levels', async () => {
    const problems = await lintPage(`${FM}## A\n###### B\n`);
    expect(problems.map((p) => p.message)).toEqual([
      'Heading "B" is level 6, but the heading before it (line 6) is level 2: the outline skips levels 3 to 5. Write `### B`, or add a level-3 heading between them.',
    ]);
  });

  test('headings inside JSX components count, in document order', async () => {
    const page = `${FM}## Install\n\n<Tabs>\n  <Tab title="npm">\n    #### Global install\n  </Tab>\n</Tabs>\n`;
    expect(await lintPage(page)).toEqual([
      at(10, 5, 'Heading "Global install" is level 4, but the heading before it (line 6) is level 2: the outline skips level 3. Write `### Global install`, or add a level-3 heading between them.'),
    ]);
  });

  test('inline code and emphasis in the heading are part of its text', async () => {
    const problems = await lintPage(`${FM}## Methods\n\n#### \`list()\` *beta*\n`);
    expect(problems.map((p) => p.message)).toEqual([
      'Heading "list() beta" is level 4, but the heading before it (line 6) is level 2: the outline skips level 3. Write `### list() beta`, or add a level-3 heading between them.',
    ]);
  });

  test('snippets are checked on their own', async () => {
    expect(await lintPage(`${FM}## A\n`, { 'snippets/part.mdx': '### Options\n\n##### Flag\n' })).toEqual([
      at(3, 1, 'Heading "Flag" is level 5, but the heading before it (line 1) is level 3: the outline skips level 4. Write `#### Flag`, or add a level-4 heading between them.', 'snippets/part.mdx'),
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import type { LintResult } from '../../src/types.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

/**
 * `--fix` through the CLI on a page whose body starts with a level-1 heading and goes deeper:
 * heading-start-level's fix moves every heading, heading-descriptive's removes an empty one, and
 * no problem may come out of the fixes that the page did not have before.
 */
const PAGE = [
  '---',
  'title: Setup',
  'description: Set up the Acme CLI on your machine.',
  '---',
  '',
  '# Install the CLI',
  '',
  'Run the installer.',
  '',
  '## On macOS',
  '',
  'Use Homebrew.',
  '',
  '### With a proxy',
  '',
  'Set the proxy first.',
  '',
  '#',
  '',
  '### Behind a firewall',
  '',
  'Open port 443.',
  '',
  '## On Linux',
  '',
  'Use apt.',
  '',
  '#### Troubleshooting',
  '',
  'Check the logs.',
  '',
].join('\n');

const TROUBLESHOOTING = 'one level below the heading before it';

async function problems(root: string, ...args: string[]): Promise<Array<{ ruleId: string | null; line: number; message: string }>> {
  const run = await cli(['--preset', 'all', '--rule', 'assistant-rules-file:off', '--format', 'json', '--threads', '1', ...args], root);
  const results = JSON.parse(run.stdout) as LintResult[];
  return results.flatMap((result) => result.messages.map(({ ruleId, line, message }) => ({ ruleId, line, message })));
}

describe('--fix on headings creates no problem', () => {
  test('a level-1 body heading, an empty heading and a skipped level: after --fix only the skip is left, with the same suggestion', async () => {
    const root = makeSite({ 'docs.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['setup'] }] }, 'setup.mdx': PAGE });
    const before = await problems(root);
    expect(before).toEqual([
      {
        ruleId: 'heading-start-level',
        line: 6,
        message: 'Level-1 heading "Install the CLI": the site shows the front matter `title` as the page\'s level-1 heading, so the body starts at level 2. Write `## Install the CLI` and move every heading below it down one level.',
      },
      { ruleId: 'heading-descriptive', line: 18, message: 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.' },
      {
        ruleId: 'heading-increment',
        line: 28,
        message: `Heading "Troubleshooting" is level 4, but the heading before it (line 24) is level 2: the outline skips level 3. Every heading of the page moves down one level for the body to start at level 2 (heading-start-level), which makes this one \`##### Troubleshooting\`; it belongs at \`#### Troubleshooting\`, ${TROUBLESHOOTING}.`,
      },
    ]);

    const after = await problems(root, '--fix');
    expect(fs.readFileSync(path.join(root, 'setup.mdx'), 'utf8')).toBe(
      PAGE.replace(/^(#+) (?=\S)/gm, '#$1 ').replace('#\n\n', ''),
    );
    // The skip was there before the fix, and its suggestion has not moved: `#### Troubleshooting` both times.
    expect(after).toEqual([
      { ruleId: 'heading-increment', line: 26, message: `Heading "Troubleshooting" is level 5, but the heading before it (line 22) is level 3: the outline skips level 4. Write \`#### Troubleshooting\`, or add a level-4 heading between them.` },
    ]);
    // No rule reports more after the fix than before it.
    const count = (list: typeof before) => list.reduce<Record<string, number>>((counts, problem) => ({ ...counts, [problem.ruleId ?? 'fatal']: (counts[problem.ruleId ?? 'fatal'] ?? 0) + 1 }), {});
    for (const [rule, n] of Object.entries(count(after))) expect(n).toBeLessThanOrEqual(count(before)[rule] ?? 0);
  });
});

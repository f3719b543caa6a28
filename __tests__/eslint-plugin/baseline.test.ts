import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import plugin from '../../src/eslint-plugin/index.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const front = '---\ntitle: Setup\ndescription: The setup page of the Acme docs.\n---\n\n';

function site(): string {
  return makeSite({
    'docs.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['setup'] }] },
    'setup.mdx': `${front}See [the old page](/gone) and [another](/lost).\n`,
  });
}

/** What ESLint reports on setup.mdx: line, rule and message. */
async function eslintSees(root: string, settings?: Record<string, unknown>): Promise<string[]> {
  const config = [...plugin.configs.recommended, ...(settings ? [{ settings: { 'docs-lint': settings } }] : [])];
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config as never, cwd: root });
  const [result] = await eslint.lintFiles(['setup.mdx']);
  return result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.message}`);
}

describe('the ESLint plugin and the baseline', () => {
  test('shows what the CLI fails on: the problems .docs-lint-baseline.json holds are left out, a new one is shown', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    fs.appendFileSync(path.join(root, 'setup.mdx'), '\nRead [the new page](/nowhere).\n');
    const broken = (url: string) => `Link "${url}" is broken: no page or file "${url}" exists in this site. Fix the path, or create the page.`;
    expect(await eslintSees(root)).toEqual([`8:21 docs-lint/link-internal-exists ${broken('/nowhere')}`]);
    expect((await cli(['.'], root)).stdout).toContain('8:21');
    // `baseline: false` shows every problem, as `docs-lint --no-baseline` does.
    expect(await eslintSees(root, { baseline: false })).toEqual([
      `6:20 docs-lint/link-internal-exists ${broken('/gone')}`,
      `6:41 docs-lint/link-internal-exists ${broken('/lost')}`,
      `8:21 docs-lint/link-internal-exists ${broken('/nowhere')}`,
    ]);
  });

  test('a baseline named in the settings (relative to the current folder); a broken one is said once, and every problem is shown', async () => {
    const root = site();
    await cli(['.', '--baseline-write', '--baseline', 'debt.json'], root);
    const cwd = process.cwd();
    process.chdir(root);
    try {
      expect(await eslintSees(root, { baseline: 'debt.json' })).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
    fs.writeFileSync(path.join(root, '.docs-lint-baseline.json'), '{ "version": 2, ');
    const seen = await eslintSees(root);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toBe(
      `1:1 docs-lint/anchor-version-exists ${path.join(root, '.docs-lint-baseline.json')}:1:15: the baseline is not valid JSON: a comma is out of place; is there a doubled comma or a missing value? Remake it with --baseline-write. Until it is, ESLint shows every problem.`,
    );
  });
});

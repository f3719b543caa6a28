import { describe, expect, test } from '@jest/globals';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const site = (extra: Record<string, string | object> = {}) =>
  makeSite({
    'docs.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] },
    'index.mdx': '---\ntitle: Home\ndescription: The home page of the Acme docs.\n---\n\nSee [the old page](/gone).\n',
    ...extra,
  });

describe('a run with add-on presets only (style, prose) says that the defect rules are off', () => {
  test('--preset prose alone: one line on standard error, and the broken link is not checked', async () => {
    expect(await cli(['--preset', 'prose', '.'], site())).toEqual({
      code: 0,
      stdout: '✓ 2 files checked, no problems\n',
      stderr:
        'docs-lint: the preset prose adds to another preset: alone, it leaves broken links, navigation, config and every other defect rule off in this run. To check them too, use --preset recommended,prose.\n',
    });
  });

  test('--preset style,prose and a config that extends style alone; the fix for each', async () => {
    expect((await cli(['--preset', 'style,prose', '.'], site())).stderr).toBe(
      'docs-lint: the presets style,prose add to another preset: alone, they leave broken links, navigation, config and every other defect rule off in this run. To check them too, use --preset recommended,style,prose.\n',
    );
    expect((await cli(['.'], site({ 'docs-lint.config.json': { extends: 'style' } }))).stderr).toBe(
      'docs-lint: the preset style adds to another preset: alone, it leaves broken links, navigation, config and every other defect rule off in this run. To check them too, start the config\'s extends with "recommended".\n',
    );
  });

  test('no notice with recommended among the presets, or with a defect rule turned on by hand', async () => {
    expect((await cli(['--preset', 'recommended,prose', '.'], site())).stderr).toBe('');
    expect((await cli(['--preset', 'prose', '--rule', 'link-internal-exists:error', '.'], site())).stderr).toBe('');
  });
});

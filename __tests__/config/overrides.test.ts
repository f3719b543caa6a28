import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { fileSettings } from '../../src/config/file-settings.js';
import { loadLintConfig } from '../../src/config/load-lint-config.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import { cli } from '../helpers/run-cli.js';
import { brief, makeSite } from '../helpers/site-fixture.js';

const head = (title: string, extra = '') => `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n`;

/** Pages with an unknown component and an image without alt text, in three folders. */
function site(config: object): string {
  const page = (title: string) => `${head(title)}<Pill>new</Pill>\n\n![](/logo.png)\n`;
  return makeSite({
    'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guide', 'api-reference/users', 'changelog'] }] },
    'docs-lint.config.json': config,
    'logo.png': 'png',
    'guide.mdx': page('Guide'),
    'api-reference/users.mdx': page('Users'),
    'changelog.mdx': page('Changelog'),
    'drafts/idea.mdx': page('Idea'),
  });
}

async function lintRoot(root: string, flags: { rules?: Array<[string, string]> } = {}) {
  const input = await loadLintConfig(path.join(root, 'docs-lint.config.json'));
  const { results } = await lintSite({ root, config: resolveConfig(input, flags), threads: 1 });
  return brief(root, results).map(({ file, ruleId, line }) => `${file}:${line} ${ruleId}`);
}

describe('overrides per path', () => {
  test('each page is linted with the entries that match it; a later entry wins', async () => {
    const root = site({
      rules: { 'image-alt-text': 'error', 'component-known': 'error', 'nav-no-orphan': 'warn', 'image-frame': 'off' },
      overrides: [
        { files: ['changelog.mdx', 'api-reference/**'], rules: { 'image-alt-text': 'off' } },
        { files: ['api-reference/**'], rules: { 'image-alt-text': 'warn' }, components: ['Pill'] },
        { files: ['drafts/**'], rules: { 'nav-no-orphan': 'off', 'component-known': 'off' } },
      ],
    });
    expect(await lintRoot(root)).toEqual([
      'api-reference/users.mdx:8 image-alt-text',
      'changelog.mdx:6 component-known',
      'drafts/idea.mdx:8 image-alt-text',
      'guide.mdx:6 component-known',
      'guide.mdx:8 image-alt-text',
    ]);
    const { results } = await lintSite({ root, config: resolveConfig(await loadLintConfig(path.join(root, 'docs-lint.config.json'))), threads: 1 });
    const users = results.find((result) => result.filePath.endsWith('users.mdx'))!;
    expect(users.messages.map((message) => message.severity)).toEqual([1]);
  });

  test('a rule that runs on docs.json and reports on a page follows that page\'s settings (off, or another severity)', async () => {
    const root = site({ rules: { 'nav-no-orphan': 'warn' }, overrides: [{ files: ['drafts/**'], rules: { 'nav-no-orphan': 'error' } }] });
    const { results } = await lintSite({ root, config: resolveConfig(await loadLintConfig(path.join(root, 'docs-lint.config.json'))), threads: 1 });
    const idea = results.find((result) => result.filePath.endsWith('idea.mdx'))!;
    expect(idea.messages.filter((m) => m.ruleId === 'nav-no-orphan').map((m) => m.severity)).toEqual([2]);
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), JSON.stringify({ overrides: [{ files: ['drafts/**'], rules: { 'nav-no-orphan': 'off' } }] }));
    expect((await lintRoot(root)).filter((line) => line.includes('nav-no-orphan'))).toEqual([]);
  });

  test('options: a severity alone keeps the options set before; a setting with options replaces them', async () => {
    const config = resolveConfig({
      rules: { 'frontmatter-required': ['error', { required: ['icon'] }] },
      overrides: [
        { files: ['api-reference/**'], rules: { 'frontmatter-required': 'warn' } },
        { files: ['changelog.mdx'], rules: { 'frontmatter-required': ['error', { required: ['tag'] }] } },
        { files: ['changelog.mdx'], rules: { 'frontmatter-required': 'warn' } },
      ],
    });
    expect(fileSettings(config, 'api-reference/users.mdx').rules['frontmatter-required']).toEqual({ severity: 'warn', options: { required: ['icon'] } });
    expect(fileSettings(config, 'changelog.mdx').rules['frontmatter-required']).toEqual({ severity: 'warn', options: { required: ['tag'] } });
    expect(fileSettings(config, 'guide.mdx')).toEqual({ rules: config.rules, components: [], overrides: [] });
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guide', 'changelog'] }] },
      'guide.mdx': head('Guide') + 'Text.\n',
      'changelog.mdx': head('Changelog', 'icon: star\n') + 'Text.\n',
    });
    const { results } = await lintSite({ root, config, threads: 1 });
    expect(brief(root, results).map(({ file, message }) => `${file}: ${message}`)).toEqual([
      'changelog.mdx: The front matter has no `tag`. Add a line such as `tag: "..."`.',
      'guide.mdx: The front matter has no `icon`. Add a line such as `icon: "..."`.',
    ]);
  });

  test('a --rule flag wins over every override', () => {
    const config = resolveConfig({ overrides: [{ files: ['a/**'], rules: { 'image-alt-text': 'off' } }] }, { rules: [['image-alt-text', 'warn']] });
    expect(fileSettings(config, 'a/page.mdx').rules['image-alt-text'].severity).toBe('warn');
  });

  test('mistakes in overrides are named with the entry, and misspelt keys get a suggestion', () => {
    expect(() => resolveConfig({ overrides: [{ files: ['a/**'], rules: { 'image-alt-txt': 'off' } }] }, {}, 'c.json')).toThrow(
      'c.json: overrides[0]: unknown rule "image-alt-txt"; did you mean "image-alt-text"?',
    );
    expect(() => resolveConfig({ overrides: [{ file: ['a/**'] }] }, {}, 'c.json')).toThrow('c.json: overrides[0]: unknown key `file`; did you mean `files`? Allowed keys there: files, rules, components.');
    expect(() => resolveConfig({ overrides: [{ rules: {} }] }, {}, 'c.json')).toThrow("c.json: `overrides.0` must have required property 'files'");
    expect(() => resolveConfig({ extnds: 'all' }, {}, 'c.json')).toThrow('c.json: unknown key `extnds`; did you mean `extends`? Allowed keys: extends, rules, ignores, components, overrides, externalLinks.');
  });

  test('--print-config FILE prints the settings of that file, and which entries matched', async () => {
    const root = site({ overrides: [{ files: ['changelog.mdx'], rules: { 'image-alt-text': 'off' }, components: ['Pill'] }] });
    const run = await cli(['--print-config', 'changelog.mdx'], root);
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(printed.file).toBe('changelog.mdx');
    expect(printed.overrides).toEqual([{ index: 0, files: ['changelog.mdx'] }]);
    expect(printed.rules['image-alt-text'].severity).toBe('off');
    expect(printed.components).toEqual(['Pill']);
    const whole = JSON.parse((await cli(['--print-config'], root)).stdout);
    expect(whole.rules['image-alt-text'].severity).toBe('error');
    expect(whole.overrides).toEqual([{ files: ['changelog.mdx'], rules: { 'image-alt-text': { severity: 'off' } }, components: ['Pill'] }]);
  });

  test('the result cache: a change to the overrides lints the page again with its new rules', async () => {
    const root = site({ rules: { 'image-frame': 'off' }, overrides: [] });
    const cacheLocation = path.join(root, '.cache-file');
    const run = () => cli(['--cache', '--cache-location', cacheLocation, '--format', 'json', '--threads', '1'], root);
    const ids = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>).filter((r) => r.filePath.endsWith('changelog.mdx')).flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(ids((await run()).stdout)).toContain('image-alt-text');
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), JSON.stringify({ rules: { 'image-frame': 'off' }, overrides: [{ files: ['changelog.mdx'], rules: { 'image-alt-text': 'off' } }] }));
    expect(ids((await run()).stdout)).not.toContain('image-alt-text');
    expect(ids((await run()).stdout)).not.toContain('image-alt-text');
  });
});

describe('presets combine', () => {
  test('extends: [recommended, style] and --preset recommended,style give the same rules', () => {
    const fromConfig = resolveConfig({ extends: ['recommended', 'style'] });
    const fromFlag = resolveConfig({}, { preset: 'recommended,style' });
    expect(fromFlag.rules).toEqual(fromConfig.rules);
    expect(fromFlag.extends).toEqual(['recommended', 'style']);
    expect(fromConfig.rules['style-active-voice'].severity).toBe('warn');
    expect(fromConfig.rules['image-alt-text'].severity).toBe(resolveConfig({}).rules['image-alt-text'].severity);
  });

  test('an unknown preset on the command line is blamed on --preset, not on the config file', () => {
    expect(() => resolveConfig({ extends: 'recommended' }, { preset: 'recommended,styl' }, '/site/docs-lint.config.json')).toThrow(
      '--preset: unknown preset "styl"; did you mean "style"? Presets: recommended, strict, style, prose, all.',
    );
    expect(() => resolveConfig({ extends: ['nope'] }, {}, '/site/docs-lint.config.json')).toThrow('/site/docs-lint.config.json: unknown preset "nope". Presets:');
  });
});

describe('config files: JSONC and rc names', () => {
  test('comments and trailing commas are read; a syntax error names file:line:column', async () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] },
      'docs-lint.config.json': '{\n  // why: the changelog is generated\n  "ignores": ["changelog.mdx",],\n  /* block */ "extends": "all",\n}\n',
    });
    expect(await loadLintConfig(path.join(root, 'docs-lint.config.json'))).toEqual({ ignores: ['changelog.mdx'], extends: 'all' });
    fs.writeFileSync(path.join(root, 'docs-lint.config.json'), '{\n  // ok\n  "extends": "all"\n  "rules": {}\n}\n');
    const run = await cli(['.'], root);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`docs-lint: ${path.join(root, 'docs-lint.config.json')}:4:3: not valid JSON: a value starts where a comma or closing bracket was expected; is a comma missing before it?\n`);
  });

  test('.docs-lintrc and .docs-lintrc.json are found when no docs-lint.config.* exists', async () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] }, '.docs-lintrc': '{ "extends": "style" } // prose only\n' });
    expect(JSON.parse((await cli(['--print-config'], root)).stdout)).toMatchObject({ configFile: path.join(root, '.docs-lintrc'), extends: ['style'] });
    fs.writeFileSync(path.join(root, '.docs-lintrc.json'), '{ "extends": "strict" }');
    expect(JSON.parse((await cli(['--print-config'], root)).stdout).configFile).toBe(path.join(root, '.docs-lintrc.json'));
  });
});

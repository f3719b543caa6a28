import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Preset } from 'unified';
import { VFile } from 'vfile';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import { stopOpenApiValidator } from '../../src/eslint-plugin/openapi-validator.js';
import docsLintRemark, { createPreset, presets, rules } from '../../src/remark-preset/index.js';
import type { PresetName } from '../../presets/index.js';
import { makeSite } from '../helpers/site-fixture.js';
import { FIXTURE_FILES } from '../eslint-plugin/fixture-site.js';

afterAll(() => stopOpenApiValidator());

const PAGES = Object.keys(FIXTURE_FILES).filter((file) => /\.mdx?$/.test(file));

interface Seen {
  ruleId: string;
  line: number;
  column: number;
  message: string;
}

const order = (a: Seen, b: Seen) => a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId);

/** The messages remark gives for one page, run the way a remark-lint user runs a preset. */
async function remarkMessages(root: string, file: string, preset: Preset): Promise<Seen[]> {
  // A .md page is markdown to remark (remark-mdx would refuse its HTML comments); docs-lint still reads it as the site does.
  const processor = file.endsWith('.mdx')
    ? unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).use(preset)
    : unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(preset);
  const vfile = new VFile({ path: path.join(root, file), value: FIXTURE_FILES[file] });
  await processor.run(processor.parse(vfile), vfile);
  for (const message of vfile.messages) expect(message.source).toBe('docs-lint');
  return vfile.messages.map((message) => ({ ruleId: message.ruleId!, line: message.line!, column: message.column!, message: message.reason })).sort(order);
}

async function cliMessages(root: string, preset: PresetName): Promise<Map<string, Seen[]>> {
  const { results } = await lintSite({ root, config: resolveConfig({ extends: preset }) });
  return new Map(
    results.map((result) => [
      path.relative(root, result.filePath).split(path.sep).join('/'),
      result.messages.filter((message) => message.ruleId !== null).map((message) => ({ ruleId: message.ruleId!, line: message.line, column: message.column, message: message.message })).sort(order),
    ]),
  );
}

describe('the remark-lint preset reports, page by page, what the CLI reports', () => {
  test.each([
    ['recommended (the default export)', 'recommended' as const, docsLintRemark],
    ['all', 'all' as const, presets.all],
  ])('%s', async (_name, presetName, preset) => {
    const root = makeSite(FIXTURE_FILES);
    const cli = await cliMessages(root, presetName);
    let compared = 0;
    for (const file of PAGES) {
      const expected = cli.get(file) ?? [];
      expect({ file, messages: await remarkMessages(root, file, preset) }).toEqual({ file, messages: expected });
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(20);
  });

  test('errors are fatal messages and warnings are not, as unified-lint-rule marks them; the docs url comes along', async () => {
    const root = makeSite(FIXTURE_FILES);
    const vfile = new VFile({ path: path.join(root, 'index.mdx'), value: FIXTURE_FILES['index.mdx'] });
    const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).use(docsLintRemark);
    await processor.run(processor.parse(vfile), vfile);
    const byRule = new Map(vfile.messages.map((message) => [message.ruleId, message]));
    expect(byRule.get('heading-increment')).toMatchObject({ fatal: true, source: 'docs-lint', url: expect.stringContaining('heading-increment') });
    expect(byRule.get('image-frame')).toMatchObject({ fatal: false });
  });

  test('a .md page that docs-lint cannot read as MDX gets the parse error once, at the CLI\'s place', async () => {
    const page = '---\ntitle: T\ndescription: D\n---\n\n## Sets\n\nWrite {a, b here.\n';
    const root = makeSite({ ...FIXTURE_FILES, 'sets.md': page });
    const cli = (await cliMessages(root, 'all')).get('sets.md');
    const { results } = await lintSite({ root, config: resolveConfig({ extends: 'all' }) });
    const fatal = results.find((result) => result.filePath.endsWith('sets.md'))!.messages.find((message) => message.fatal)!;
    const vfile = new VFile({ path: path.join(root, 'sets.md'), value: page });
    const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(presets.all);
    await processor.run(processor.parse(vfile), vfile);
    const place = (messages: ReadonlyArray<{ line?: number | null; column?: number | null; message?: string; reason?: string }>) =>
      messages.map((message) => `${message.line}:${message.column} ${message.reason ?? message.message}`).sort();
    expect(place(vfile.messages)).toEqual(place([...cli!, fatal]));
  });

  test('a file with no path runs the rules that need no site; settings reach the rules', async () => {
    const text = '---\ntitle: T\ndescription: D\n---\n\n<Chart />\n\n[gone](/gone)\n\n#### Deep\n';
    const run = async (preset: Preset) => {
      const vfile = new VFile({ value: text });
      const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).use(preset);
      await processor.run(processor.parse(vfile), vfile);
      return vfile.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`);
    };
    expect(await run(docsLintRemark)).toEqual(['6:1 component-known', '10:1 heading-start-level']);
    expect(await run(createPreset({ components: ['Chart'] }))).toEqual(['10:1 heading-start-level']);
  });

  test('one rule on its own, with options in unified-lint-rule\'s [severity, options] form; bad options are refused', async () => {
    const text = '---\ntitle: T\ndescription: D\n---\n\n## Overview\n\n## Details\n';
    const run = async (...plugins: Array<[unknown, unknown]>) => {
      let processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx) as any;
      for (const [plugin, config] of plugins) processor = processor.use(plugin, config);
      const vfile = new VFile({ value: text });
      await processor.run(processor.parse(vfile), vfile);
      return vfile.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.fatal}`);
    };
    expect(await run([rules['heading-descriptive'], ['error', { placeholders: ['Overview'] }]])).toEqual(['6:1 heading-descriptive true']);
    expect(await run([rules['heading-descriptive'], ['off', { placeholders: ['Overview'] }]])).toEqual([]);
    expect(await run([rules['heading-descriptive'], { placeholders: ['Details'] }])).toEqual(['8:1 heading-descriptive false']);
    await expect(run([rules['heading-descriptive'], ['warn', { placeholder: ['Overview'] }]])).rejects.toThrow(/options of rule "heading-descriptive": the value has an unknown key `placeholder`/);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import type { Node, Parent } from 'mdast';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite, type FixedFile } from '../../src/engine/lint-site.js';
import { parsePage } from '../../src/page/parse-page.js';
import { parseSiteConfig } from '../../src/site/site-config-file.js';
import { CORPUS_DIR, CORPUS_SITES, corpusAvailable } from '../helpers/corpus.js';

const describeCorpus = corpusAvailable ? describe : describe.skip;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-fix-corpus-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const config = resolveConfig({ extends: 'all' });

/** How many files `--fix` changes in each real site, with every rule on. */
const FIXED_FILES: Record<string, number> = {
  // terminology's fixes (the product name as docs.json spells it) add files: Composio 3, Lightdash 4, Novu 4, Upstash 1.
  ComposioHQ__composio: 33, // 7 quoted front matter values continued on unindented lines are read as the generator reads them, not fixed
  lightdash__mintlify: 36, // connect-project.mdx parses now that `{#id .class}` in a heading is an id
  novuhq__mintlify: 78, // the "Open in Gitpod" button is a badge, never wrapped in a Frame
  triggerdotdev__trigger: 30,
  upstash__docs: 136, // the Koyeb and Vercel deploy buttons are badges, never wrapped; one unindented front matter value is read, not fixed; README.mdx is no page
};

/** The value of every code block and inline code of a page, in order. */
function codeOf(text: string): string[] {
  const tree = parsePage(text).tree;
  const values: string[] = [];
  const stack: Node[] = tree ? [tree] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'code' || node.type === 'inlineCode') values.push((node as unknown as { value: string }).value);
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return values;
}

/** Every fixed file still parses, and no fix changed a byte of code. */
function checkFixed(files: readonly FixedFile[]): void {
  for (const file of files) {
    if (/\.(mdx|md)$/.test(file.filePath)) {
      const after = parsePage(file.after.replace(/^\uFEFF/, ''), { htmlComments: file.filePath.endsWith('.md') });
      expect({ file: file.filePath, fatal: after.fatal }).toEqual({ file: file.filePath, fatal: undefined });
      expect(codeOf(file.after.replace(/^\uFEFF/, ''))).toEqual(codeOf(file.before.replace(/^\uFEFF/, '')));
    } else {
      expect(parseSiteConfig(file.filePath, file.after.replace(/^\uFEFF/, '')).fatal).toBeUndefined();
    }
  }
}

function copySite(site: string, name: string, transform?: (text: string) => string): string {
  const target = path.join(scratch, name);
  fs.cpSync(path.join(CORPUS_DIR, site), target, { recursive: true });
  if (transform) {
    for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      if (entry.isFile() && /\.(mdx|md|json)$/.test(entry.name)) fs.writeFileSync(file, transform(fs.readFileSync(file, 'utf8')));
    }
  }
  return target;
}

describeCorpus('--fix on copies of the real sites', () => {
  test.each(Object.keys(FIXED_FILES))('%s: fixed files parse, keep their code, and a second --fix changes nothing', async (prefix) => {
    const site = CORPUS_SITES.find((name) => name.startsWith(prefix))!;
    const root = copySite(site, site);
    const first = await lintSite({ root, config, fix: true });
    checkFixed(first.fixed);
    expect(first.fixed.length).toBe(FIXED_FILES[prefix]);
    for (const file of first.fixed) expect(fs.readFileSync(file.filePath, 'utf8')).toBe(file.after);
    const second = await lintSite({ root, config, fix: true });
    expect(second.fixed.map((file) => path.relative(root, file.filePath))).toEqual([]);
  }, 300_000);

  test('with CRLF line endings, every line break a fix writes is CRLF too', async () => {
    const site = CORPUS_SITES.find((name) => name.startsWith('lightdash'))!;
    const root = copySite(site, 'crlf', (text) => text.replace(/\r?\n/g, '\r\n'));
    const first = await lintSite({ root, config, fix: true });
    expect(first.fixed.length).toBe(FIXED_FILES.lightdash__mintlify);
    checkFixed(first.fixed);
    expect(first.fixed.filter((file) => /[^\r]\n/.test(file.after)).map((file) => file.filePath)).toEqual([]);
    expect((await lintSite({ root, config, fix: true })).fixed).toEqual([]);
  }, 300_000);
});

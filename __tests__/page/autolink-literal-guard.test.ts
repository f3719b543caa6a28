import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import fg from 'fast-glob';
import type { Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { autolinkLiteralSearches } from '../../src/page/autolink-literal-guard.js';
import { parsePage } from '../../src/page/parse-page.js';
import { CORPUS_DIR, CORPUS_SITES, corpusAvailable } from '../helpers/corpus.js';

/** GFM's own search for bare URLs and emails, unguarded. */
const searchLiterals = gfmAutolinkLiteralFromMarkdown().transforms![0] as (tree: Root) => void;

/** Parses `text` as docs-lint does; says whether GFM's search ran on it. */
function parse(text: string, options: { htmlComments?: boolean } = {}) {
  const before = autolinkLiteralSearches();
  const { tree } = parsePage(text, options);
  return { tree: tree!, searched: autolinkLiteralSearches() > before };
}

const links = (tree: Root): string[] => JSON.stringify(tree).match(/"type":"link","title":null,"url":"[^"]*"/g) ?? [];

describe('GFM bare URLs and emails: searched only where text can hold one', () => {
  test('a page with a bare URL or email is searched, and gets its links', () => {
    const page = parse('## Contact\n\nGo to www.example.com or write to help@example.com.\n');
    expect(page.searched).toBe(true);
    expect(links(page.tree)).toEqual(['"type":"link","title":null,"url":"http://www.example.com"', '"type":"link","title":null,"url":"mailto:help@example.com"']);
    // An `@` written as a character reference is an `@` in the text.
    const escaped = parse('Write to help&#64;example.com.\n');
    expect(escaped.searched).toBe(true);
    expect(links(escaped.tree)).toEqual(['"type":"link","title":null,"url":"mailto:help@example.com"']);
    expect(parse('See HTTPS://EXAMPLE.COM/docs.\n').searched).toBe(true);
  });

  test('a page whose URLs are all in links, code or attributes is not searched', () => {
    const page = parse('## Links\n\nSee [the guide](https://example.com/guide), `www.example.com` and <Card href="https://example.com" />.\n\n```bash\ncurl https://example.com\n```\n');
    expect(page.searched).toBe(false);
    expect(links(page.tree)).toEqual(['"type":"link","title":null,"url":"https://example.com/guide"']);
  });


  test('a page nested past a thousand levels is searched anyway, as the generator would (and overflow where it does)', () => {
    const deep = parse(`${'<Note>'.repeat(1100)}plain text${'</Note>'.repeat(1100)}\n`);
    expect(deep.searched).toBe(true);
    expect(parse(`${'<Note>'.repeat(900)}plain text${'</Note>'.repeat(900)}\n`).searched).toBe(false);
  });
});

// Without ../shared/corpus the block is skipped; jest refuses an empty table, hence the placeholder.
(corpusAvailable ? describe : describe.skip)('GFM bare URLs and emails on the real sites of ../shared/corpus', () => {
  test.each(CORPUS_SITES.length > 0 ? CORPUS_SITES : ['(no corpus)'])('%s: every page the search skips is one it would leave as it is', (site) => {
    const files = fg.sync('**/*.{md,mdx}', { cwd: path.join(CORPUS_DIR, site), ignore: ['**/node_modules/**'] });
    let skipped = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(CORPUS_DIR, site, file), 'utf8');
      const { tree, searched } = parse(text, { htmlComments: file.endsWith('.md') });
      if (searched || !tree) continue;
      skipped++;
      const searchedCopy = structuredClone(tree);
      searchLiterals(searchedCopy);
      expect({ file, tree: JSON.stringify(searchedCopy) }).toEqual({ file, tree: JSON.stringify(tree) });
    }
    expect(skipped).toBeGreaterThan(0);
  });
});

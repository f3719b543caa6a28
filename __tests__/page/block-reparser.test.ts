import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Root } from 'mdast';
import { BlockReparser, reparseBlock } from '../../src/page/block-reparser.js';
import { parseMaskedPage } from '../../src/page/parse-page.js';
import { CORPUS_DIR, corpusAvailable } from '../helpers/corpus.js';

const PAGE = `---
title: Home
---

import { Chart } from '/snippets/chart.mdx';

## Get started

Install the tool with {props.command} and run it.

<Note title={"Read this"}>
  A note with **bold** text.
</Note>

Second paragraph with a [link](/guide#setup) and \`code\`.

- one
- two

Last paragraph.
`;

/** Plain data: what a whole parse and a block re-parse must agree on (ESTree nodes are class instances in one, plain objects in the other). */
const plain = (tree: Root | undefined) => JSON.parse(JSON.stringify(tree)) as unknown;

function edit(text: string, at: number, remove: number, insert: string): string {
  return text.slice(0, at) + insert + text.slice(at + remove);
}

describe('reparseBlock', () => {
  it('gives the tree of a whole parse, moving the blocks after the edit, for edits inside a paragraph or heading', () => {
    const inPara = PAGE.indexOf('and run it');
    const cases = [
      edit(PAGE, inPara, 0, 'x'),
      edit(PAGE, inPara, 3, ''),
      edit(PAGE, inPara, 0, 'more words\nand a second line '),
      edit(PAGE, PAGE.indexOf('Get started') + 3, 0, 'ting'),
      edit(PAGE, PAGE.indexOf('Second paragraph'), 6, 'Another'),
      edit(PAGE, PAGE.indexOf('Last paragraph.') + 14, 0, ' With {1 + 1} more.'),
    ];
    for (const after of cases) {
      const quick = reparseBlock(PAGE, parseMaskedPage(PAGE), after);
      expect(quick).toBeDefined();
      expect(plain(quick)).toEqual(plain(parseMaskedPage(after)));
    }
  });

  it('parses the whole page when one block alone cannot tell: a new block, a changed kind, text across blocks, link definitions', () => {
    const inPara = PAGE.indexOf('and run it');
    const cases = [
      edit(PAGE, inPara, 0, '\n\nA new paragraph '),
      edit(PAGE, PAGE.indexOf('Install the tool'), 0, '# '),
      edit(PAGE, inPara, 0, '\n```\n'),
      edit(PAGE, inPara, 0, '\n| a |\n| - |\n'),
      edit(PAGE, PAGE.indexOf('Install the tool'), 0, '    '),
      edit(PAGE, inPara, PAGE.indexOf('Second') - inPara, ''),
      edit(PAGE, inPara, 0, 'x') + '\n[a]: https://example.com\n',
      edit(PAGE, PAGE.indexOf('A note with') + 2, 0, 'x'),
      edit(PAGE, PAGE.indexOf('- two') + 3, 0, 'x'),
    ];
    for (const after of cases) expect(reparseBlock(PAGE, parseMaskedPage(PAGE), after)).toBeUndefined();
  });

  it('keeps each page its own tree: the engine may keep or change what it was given', () => {
    const reparser = new BlockReparser();
    const first = reparser.parse(PAGE);
    first.children.splice(0);
    const next = edit(PAGE, PAGE.indexOf('and run it'), 0, 'x');
    expect(plain(reparser.parse(next))).toEqual(plain(parseMaskedPage(next)));
    expect(reparser.counts).toEqual({ block: 1, whole: 1 });
  });

  (corpusAvailable ? it : it.skip)('agrees with a whole parse on edits to the paragraphs of real pages', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.mdx')) files.push(full);
      }
    };
    walk(CORPUS_DIR);
    files.sort();
    const step = Math.max(1, Math.floor(files.length / 10));
    let quick = 0;
    for (let index = 0; index < files.length; index += step) {
      const text = fs.readFileSync(files[index], 'utf8');
      let tree: Root;
      try {
        tree = parseMaskedPage(text);
      } catch {
        continue;
      }
      for (const block of tree.children.filter((child) => child.type === 'paragraph').slice(0, 2)) {
        const middle = Math.floor((block.position!.start.offset! + block.position!.end.offset!) / 2);
        for (const after of [edit(text, middle, 0, 'x'), edit(text, middle, 1, ''), edit(text, block.position!.end.offset!, 0, ' `a` {b}')]) {
          const result = reparseBlock(text, parseMaskedPage(text), after);
          if (result === undefined) continue;
          quick++;
          expect([files[index], plain(result)]).toEqual([files[index], plain(parseMaskedPage(after))]);
        }
      }
    }
    expect(quick).toBeGreaterThan(8);
  }, 60_000);
});

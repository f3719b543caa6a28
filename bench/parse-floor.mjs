#!/usr/bin/env node
/**
 * The parse floor: read every page of a site and parse it with the same unified pipeline docs-lint
 * uses (remark-parse + remark-frontmatter + remark-gfm + remark-mdx), no rules. Whatever docs-lint
 * takes beyond this is overhead it could avoid.
 *
 *   node bench/parse-floor.mjs <site>
 */
import fs from 'node:fs';
import fg from 'fast-glob';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const root = process.argv[2];
const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMdx);
const pages = fg.sync('**/*.{md,mdx}', { cwd: root, absolute: true, ignore: ['**/node_modules/**'] });
let parsed = 0;
let failed = 0;
for (const page of pages) {
  try {
    processor.parse(fs.readFileSync(page, 'utf8'));
    parsed++;
  } catch {
    failed++;
  }
}
console.log(JSON.stringify({ pages: pages.length, parsed, failed }));

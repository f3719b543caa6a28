/**
 * The edits one page or snippet needs after a move: the links and images that name a moved file
 * (or, in a moved page, a relative link whose base moved), and the `import … from` paths of its
 * ESM blocks. Links are found as docs-lint's rules find them (`linksOf`), so what the move
 * rewrites is what `link-internal-exists` checks.
 */
import path from 'node:path';
import type { MdNode } from '../page/jsx-elements.js';
import { linksOf } from '../page/page-links.js';
import { parsePage } from '../page/parse-page.js';
import type { TextEdit } from '../types.js';
import type { MovedPaths } from './moved-paths.js';

/** A link that must change but whose text is not written verbatim (an escape, an entity): docs-lint cannot edit it safely. */
export interface UneditableLink {
  line: number;
  column: number;
  url: string;
}

export interface PageEdits {
  edits: TextEdit[];
  uneditable: UneditableLink[];
  /** The page is not valid MDX: its links cannot be read. */
  unparsable?: string;
}

/** An `import`/`export … from` source: `from './x.mdx'`, `import '/snippets/y.mdx'`. */
const IMPORT_SOURCE = /\b(from|import)\s*(['"])([^'"\n]+)\2/g;

export function pageEdits(text: string, file: string, moved: MovedPaths): PageEdits {
  const parsed = parsePage(text, { htmlComments: /\.md$/i.test(file) });
  if (!parsed.tree) return { edits: [], uneditable: [], unparsable: parsed.fatal?.message ?? 'it does not parse' };
  const edits: TextEdit[] = [];
  const uneditable: UneditableLink[] = [];
  const stack: MdNode[] = [parsed.tree as MdNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    if (node.type === 'mdxjsEsm') {
      edits.push(...importEdits(node, text, file, moved));
      continue;
    }
    for (const link of linksOf(node, text)) {
      const url = moved.rewriteLink(link.url, file, link.isMedia);
      if (url === undefined) continue;
      if (link.range) edits.push({ range: link.range, text: url });
      else uneditable.push({ line: link.node.position?.start.line ?? 1, column: link.node.position?.start.column ?? 1, url: link.url });
    }
  }
  return { edits, uneditable };
}

function importEdits(node: MdNode, text: string, file: string, moved: MovedPaths): TextEdit[] {
  const value = typeof node.value === 'string' ? node.value : '';
  const start = node.position?.start.offset;
  if (start === undefined || text.slice(start, start + value.length) !== value) return [];
  const edits: TextEdit[] = [];
  for (const match of value.matchAll(IMPORT_SOURCE)) {
    const source = match[3];
    const replacement = rewriteImport(source, file, moved);
    if (replacement === undefined) continue;
    const at = start + match.index! + match[0].length - 1 - source.length;
    edits.push({ range: [at, at + source.length], text: replacement });
  }
  return edits;
}

/** The import path from the file's new place to the imported file's new place; undefined when it stays right. */
function rewriteImport(source: string, file: string, moved: MovedPaths): string | undefined {
  const absolute = source.startsWith('/');
  if (!absolute && !source.startsWith('./') && !source.startsWith('../')) return undefined;
  const target = absolute ? path.posix.normalize(source.slice(1)) : path.posix.join(path.posix.dirname(file), source);
  if (target.startsWith('../')) return undefined;
  const targetAfter = moved.after(target);
  const fileAfter = moved.after(file);
  if (targetAfter === target && (absolute || fileAfter === file)) return undefined;
  if (absolute) return `/${targetAfter}`;
  const relative = path.posix.relative(path.posix.dirname(fileAfter), targetAfter);
  const written = relative.startsWith('../') ? relative : `./${relative}`;
  return written === source ? undefined : written;
}

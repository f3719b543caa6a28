import type { Root, RootContent } from 'mdast';
import { parseMaskedPage } from './parse-page.js';

/**
 * Parses the successive texts of one page as an editor changes them, re-parsing only the block
 * an edit falls in when that gives the very tree a whole parse would: the edit is inside one
 * top-level paragraph or heading that starts a line, with a blank line (or the page's start or
 * end) on each side, the page defines no link references or footnotes (whose labels decide how
 * the rest of the page parses), and the block parses alone to one node of the same kind. The
 * blocks after it keep their nodes, moved by the lines and characters the edit added. Anything
 * else is a whole parse. The parse of a 14 kB page costs about 20 ms; a paragraph, well under one.
 */
export class BlockReparser {
  private last: { text: string; tree: Root } | undefined;

  /** Quick parses since the start, and whole ones (for the tests and the bench). */
  readonly counts = { block: 0, whole: 0 };

  readonly parse = (masked: string): Root => {
    const previous = this.last;
    this.last = undefined;
    let tree = previous ? reparseBlock(previous.text, previous.tree, masked) : undefined;
    if (tree) this.counts.block++;
    else {
      tree = parseMaskedPage(masked);
      this.counts.whole++;
    }
    // The engine gets its own copy: the next edit moves the nodes of this one.
    this.last = { text: masked, tree };
    return structuredClone(tree);
  };
}

const DEFINITION = /^ {0,3}\[[^\]\n]+\]:|\[\^/m;
const BLANK_BEFORE = /(?:^|\n[ \t]*\n)$/;
const BLANK_AFTER = /^(?:\n?$|\n[ \t]*(?:\n|$))/;

/** The tree of `text`, from the tree of `before` and one block parsed again; undefined when that cannot be sure to match a whole parse. */
export function reparseBlock(before: string, tree: Root, text: string): Root | undefined {
  if (before === text || DEFINITION.test(text) || DEFINITION.test(before) || text.includes('\r')) return undefined;
  let start = 0;
  const shorter = Math.min(before.length, text.length);
  while (start < shorter && before.charCodeAt(start) === text.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < shorter - start && before.charCodeAt(before.length - 1 - tail) === text.charCodeAt(text.length - 1 - tail)) tail++;
  const oldEnd = before.length - tail;
  const delta = text.length - before.length;

  const index = tree.children.findIndex((child) => child.position!.start.offset! <= start && oldEnd <= child.position!.end.offset!);
  const block = tree.children[index];
  if (!block || (block.type !== 'paragraph' && block.type !== 'heading') || block.position!.start.column !== 1) return undefined;
  const from = block.position!.start.offset!;
  const to = block.position!.end.offset! + delta;
  const blockText = text.slice(from, to);
  if (to <= from || /^\s/.test(blockText) || !BLANK_BEFORE.test(text.slice(0, from)) || !BLANK_AFTER.test(text.slice(to))) return undefined;

  let alone: Root;
  try {
    alone = parseMaskedPage(blockText);
  } catch {
    return undefined;
  }
  const node = alone.children[0];
  if (alone.children.length !== 1 || node.type !== block.type || node.position!.start.offset !== 0 || node.position!.end.offset !== blockText.length) return undefined;

  const lineDelta = count(blockText) - count(before.slice(from, block.position!.end.offset!));
  move(node, block.position!.start.line - 1, from, new WeakSet());
  const seen = new WeakSet<object>();
  for (const later of tree.children.slice(index + 1)) move(later, lineDelta, delta, seen);
  const lines = text.split('\n');
  return {
    type: 'root',
    children: [...tree.children.slice(0, index), node as RootContent, ...tree.children.slice(index + 1)],
    position: { start: { line: 1, column: 1, offset: 0 }, end: { line: lines.length, column: lines[lines.length - 1].length + 1, offset: text.length } },
  };
}

function count(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/**
 * Moves every place in a subtree by `lines` and `offset`: mdast points, and the ESTree nodes of
 * MDX expressions (`start`, `end`, `range`, `loc`). Columns stay: the subtree's lines start where they did.
 */
function move(value: unknown, lines: number, offset: number, seen: WeakSet<object>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) move(item, lines, offset, seen);
    return;
  }
  const object = value as Record<string, unknown>;
  if (typeof object.line === 'number' && typeof object.column === 'number') {
    object.line += lines;
    if (typeof object.offset === 'number') object.offset += offset;
    return;
  }
  if (typeof object.start === 'number' && typeof object.end === 'number') {
    object.start += offset;
    object.end += offset;
  }
  if (Array.isArray(object.range) && typeof object.range[0] === 'number') object.range = [object.range[0] + offset, (object.range[1] as number) + offset];
  for (const key of Object.keys(object)) if (key !== 'range') move(object[key], lines, offset, seen);
}

import type { Position } from '../lint-message.js';

/** A point whose offset is known, such as an mdast node's start; counting starts there, not at the top of the file. */
export interface KnownPoint extends Position {
  offset: number;
}

/**
 * The 1-based line and column of `offset` in `text`, counted forward from `from`. Lines end where the
 * Markdown parser ends them, at `\r\n`, `\n` or a lone `\r` (an old Mac file, or a stray control byte),
 * so that a column counted here agrees with the tree's positions; columns count UTF-16 code units, as
 * editors do.
 */
export function positionAt(text: string, offset: number, from: KnownPoint = { line: 1, column: 1, offset: 0 }): Position {
  let { line, column } = from;
  for (let i = from.offset; i < offset; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { line, column };
}

import type { Position } from '../lint-message.js';

/** A point whose offset is known, such as an mdast node's start; counting starts there, not at the top of the file. */
export interface KnownPoint extends Position {
  offset: number;
}

/** The 1-based line and column of `offset` in `text`, counted forward from `from`. */
export function positionAt(text: string, offset: number, from: KnownPoint = { line: 1, column: 1, offset: 0 }): Position {
  let { line, column } = from;
  for (let i = from.offset; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  return { line, column };
}

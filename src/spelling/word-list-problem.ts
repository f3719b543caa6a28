/**
 * A broken word list or spelling config: one problem at its place in the file, and the file (or
 * the part of it that could not be read) is left out. Everything else still runs.
 */
export interface WordListProblem {
  /** Absolute path of the file at fault. */
  filePath: string;
  line: number;
  column: number;
  message: string;
}

/** The 1-based line and column of `offset` in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: Math.max(1, offset - lineStart + 1) };
}

/** Where a key is written in a JSON or YAML text (`"words":` or `words:`), for a problem about its value; 1:1 when not found. */
export function keyPosition(text: string, key: string): { line: number; column: number } {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[\\s{,])(["']?)${escaped}\\2\\s*[:=]`, 'm').exec(text);
  return match ? lineColumn(text, match.index + match[1].length) : { line: 1, column: 1 };
}

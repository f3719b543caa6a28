import fs from 'node:fs';
import path from 'node:path';
import type { LintResult } from '../types.js';

/**
 * Each reported file's text as its messages count lines and columns: the fixed text of a
 * `--fix-dry-run` result, the text given on standard input, else the file on disk (read once,
 * byte-order mark set aside as the engine does). Undefined for a file that cannot be read.
 */
export function sourceTexts(results: readonly LintResult[], given?: { filePath: string; text: string }): (filePath: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  for (const result of results) if (result.output !== undefined) known.set(path.resolve(result.filePath), result.output);
  if (given && !known.has(path.resolve(given.filePath))) known.set(path.resolve(given.filePath), given.text);
  return (filePath) => {
    const absolute = path.resolve(filePath);
    if (!known.has(absolute)) {
      let text: string | undefined;
      try {
        text = fs.readFileSync(absolute, 'utf8').replace(/^\uFEFF/, '');
      } catch {
        text = undefined;
      }
      known.set(absolute, text);
    }
    return known.get(absolute);
  };
}

import path from 'node:path';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import type { FixedFile } from '../engine/lint-site.js';

/**
 * `--fix-dry-run`: the fixes as one unified diff (`git apply` and `patch -p1` take it), files in
 * path order, paths relative to the folder docs-lint runs in.
 */
export function fixesDiff(fixed: readonly FixedFile[], cwd: string): string {
  return [...fixed]
    .sort((a, b) => (a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : 0))
    .map((file) => {
      const name = path.relative(cwd, file.filePath).split(path.sep).join('/');
      return createTwoFilesPatch(`a/${name}`, `b/${name}`, file.before, file.after, undefined, undefined, { context: 3, headerOptions: FILE_HEADERS_ONLY });
    })
    .join('');
}

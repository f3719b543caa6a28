import fg from 'fast-glob';
import picomatch from 'picomatch';

export interface FileInventory {
  /** Every file under the root (POSIX, root-relative), outside `node_modules` and dot-folders. */
  files: Set<string>;
  /** The `.mdx`/`.md` files that are not ignored: the pages docs-lint lints. */
  pageFiles: string[];
}

const PAGE_FILE = /\.(mdx|md)$/i;

/**
 * Lists the site once. Symbolic links are not followed, so a link that points outside the root
 * (or at itself) can never make the run read there.
 */
export function readFileInventory(root: string, ignores: readonly string[]): FileInventory {
  const listed = fg.sync('**/*', {
    cwd: root,
    dot: false,
    onlyFiles: true,
    followSymbolicLinks: false,
    suppressErrors: true,
    ignore: ['**/node_modules/**'],
  });
  listed.sort();
  const isIgnored = ignores.length > 0 ? picomatch(ignores as string[], { dot: true }) : () => false;
  const pageFiles = listed.filter((file) => PAGE_FILE.test(file) && !isIgnored(file));
  return { files: new Set(listed), pageFiles };
}

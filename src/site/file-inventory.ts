import fg from 'fast-glob';
import picomatch from 'picomatch';
import { readSiteIgnore, type SiteIgnore } from './mint-ignore.js';

export interface FileInventory {
  /**
   * Every file of the site (POSIX, root-relative): under the root, outside `node_modules` and
   * dot-folders, and not left out by `.mintignore` or the generator's default ignores.
   */
  files: Set<string>;
  /** The `.mdx`/`.md` files that are not ignored: the pages docs-lint lints. */
  pageFiles: string[];
  /** The files on disk that `.mintignore` (or a default ignore) leaves out of the site, sorted. */
  excluded: string[];
  siteIgnore: SiteIgnore;
}

const PAGE_FILE = /\.(mdx|md)$/i;

/**
 * Lists the site once. Symbolic links are not followed, so a link that points outside the root
 * (or at itself) can never make the run read there.
 */
export function readFileInventory(root: string, ignores: readonly string[], siteIgnore: SiteIgnore = readSiteIgnore(root)): FileInventory {
  const listed = fg.sync('**/*', {
    cwd: root,
    dot: false,
    onlyFiles: true,
    followSymbolicLinks: false,
    suppressErrors: true,
    ignore: ['**/node_modules/**'],
  });
  listed.sort();
  // A file the generator leaves out is no page, no orphan and no link target: the live site has no such file.
  const inSite: string[] = [];
  const excluded: string[] = [];
  for (const file of listed) (siteIgnore.excludes(file) ? excluded : inSite).push(file);
  const isIgnored = ignores.length > 0 ? picomatch(ignores as string[], { dot: true }) : () => false;
  const pageFiles = inSite.filter((file) => PAGE_FILE.test(file) && !isIgnored(file));
  return { files: new Set(inSite), pageFiles, excluded, siteIgnore };
}

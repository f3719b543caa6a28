/**
 * Where things are after a move: each moved file's new path, and the URL a link should now be
 * written as, in the style it was written in (site-absolute or relative, with or without an
 * extension, its `?query` and `#anchor` kept).
 */
import path from 'node:path';
import { pageUrlPath, parseLinkTarget } from '../site/internal-links.js';
import type { ProjectIndex } from '../site/project-index.js';
import { servedAt } from '../site/served-paths.js';
import type { MovePlan } from './move-plan.js';

export class MovedPaths {
  private readonly byFile: Map<string, string>;

  constructor(
    private readonly site: ProjectIndex,
    readonly plan: MovePlan,
  ) {
    this.byFile = new Map(plan.files.map((file) => [file.from, file.to]));
  }

  /** The new path of a file (root-relative), or undefined when it does not move. */
  fileTo(file: string): string | undefined {
    return this.byFile.get(file);
  }

  /** Where a file is after the move, moved or not (under a moved folder, even a file docs-lint does not list). */
  after(file: string): string {
    const moved = this.byFile.get(file);
    if (moved !== undefined) return moved;
    const { from, to } = this.plan.rename;
    return this.plan.isFolder && file.startsWith(`${from}/`) ? `${to}${file.slice(from.length)}` : file;
  }

  /**
   * The URL a page link should be written as once the move is made, or undefined when it stays as
   * written. `fromFile` is the file that holds the link (before the move); links are read as
   * docs-lint reads them (`parseLinkTarget`), relative ones against the page's URL.
   */
  rewriteLink(url: string, fromFile: string, isMedia: boolean): string | undefined {
    const target = parseLinkTarget(url, fromFile);
    if (target.kind !== 'internal') return undefined;
    const newSitePath = this.newSitePath(target.path, Boolean(target.extension), isMedia);
    const fromAfter = this.after(fromFile);
    // A target that stays where it is needs a new URL only when the link is relative and its page moves.
    const wanted = newSitePath ?? (fromAfter !== fromFile ? target.path : undefined);
    if (wanted === undefined) return undefined;
    const reread = parseLinkTarget(url, fromAfter);
    if (reread.kind === 'internal' && reread.path === wanted) return undefined;
    return writeUrl(url, wanted, fromAfter);
  }

  /** The site path (no leading slash) a link to `sitePath` must name after the move; undefined when what it names does not move. */
  newSitePath(sitePath: string, hasExtension: boolean, isMedia: boolean): string | undefined {
    const file = this.byFile.get(sitePath);
    // A file named by its own path (an image, or a page with its extension): the new file path.
    if (file !== undefined) return file;
    if (!hasExtension && !isMedia) {
      const served = servedAt(this.site, sitePath);
      if (served?.kind === 'page') {
        const moved = this.byFile.get(served.file);
        return moved === undefined ? undefined : pageUrlPath(moved).slice(1);
      }
      if (served && served.kind !== 'folder') return undefined;
    }
    // A folder (which the generator sends to its first page), or a path under a moved folder.
    const { from, to } = this.plan.rename;
    if (this.plan.isFolder) {
      if (sitePath === from) return to;
      if (sitePath.startsWith(`${from}/`)) return `${to}${sitePath.slice(from.length)}`;
    }
    return undefined;
  }
}

/**
 * `url` with its path part replaced by one that leads to `sitePath` from the page `fromFile`:
 * site-absolute when it was, else relative to the page's URL (`./` kept when it was written).
 */
export function writeUrl(url: string, sitePath: string, fromFile: string): string {
  const cut = url.search(/[?#]/);
  const pathPart = cut === -1 ? url : url.slice(0, cut);
  const suffix = cut === -1 ? '' : url.slice(cut);
  const trailingSlash = pathPart.length > 1 && pathPart.endsWith('/') && sitePath !== '' ? '/' : '';
  const encode = (value: string): string => (pathPart.includes('%') ? encodeURI(value) : value);
  if (pathPart.startsWith('/')) return `/${encode(sitePath)}${trailingSlash}${suffix}`;
  const base = path.posix.dirname(pageUrlPath(fromFile));
  let relative = path.posix.relative(base, `/${sitePath}`);
  if (relative === '') return `/${encode(sitePath)}${trailingSlash}${suffix}`;
  if (pathPart.startsWith('./') && !relative.startsWith('../')) relative = `./${relative}`;
  return `${encode(relative)}${trailingSlash}${suffix}`;
}

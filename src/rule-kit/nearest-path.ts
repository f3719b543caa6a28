import path from 'node:path';
import { closestMatch } from './closest-match.js';

/**
 * Did-you-mean for a path on a large site. Comparing a wrong path with every file of the site is
 * quadratic in the site's size: a 10,000-page site with 2,000 broken links spent 9 s of a 50 s
 * run in edit distance. A typo or a move almost always keeps either the folder or the file name,
 * so only the files that share one of them with the wanted path, or that sit in the folder
 * nearest to the wanted one, are compared. Folder and name are matched ignoring case.
 */
export class NearestPath {
  private readonly exact = new Map<string, string>();
  private readonly byFolder = new Map<string, string[]>();
  private readonly byName = new Map<string, string[]>();
  private readonly folders: string[];
  /** The answer for each path asked about: a site's broken links repeat (one page moved, a hundred links to it). */
  private readonly found = new Map<string, string | undefined>();

  constructor(paths: Iterable<string>) {
    for (const file of paths) {
      this.exact.set(file.toLowerCase(), file);
      push(this.byFolder, path.posix.dirname(file).toLowerCase(), file);
      push(this.byName, path.posix.basename(file).toLowerCase(), file);
    }
    this.folders = [...this.byFolder.keys()];
  }

  /** The known path nearest to `wanted` (root-relative, no leading slash), if one is near enough to be a typo. */
  find(wanted: string): string | undefined {
    if (this.found.has(wanted)) return this.found.get(wanted);
    const match = this.search(wanted);
    this.found.set(wanted, match);
    return match;
  }

  private search(wanted: string): string | undefined {
    const lower = wanted.toLowerCase();
    const same = this.exact.get(lower);
    if (same !== undefined) return same;
    const folder = path.posix.dirname(lower);
    const sameName = this.byName.get(path.posix.basename(lower)) ?? [];
    // The wanted path may be a folder with no index page: the pages inside it are candidates too.
    const candidates = new Set<string>([...(this.byFolder.get(folder) ?? []), ...sameName, ...(this.byFolder.get(lower) ?? [])]);
    const nearFolder = closestMatch(folder, this.folders);
    if (nearFolder !== undefined) for (const file of this.byFolder.get(nearFolder) ?? []) candidates.add(file);
    // A relative link written as if from the root ends with the path it meant: `guides/guides/setup` for `guides/setup`.
    return closestMatch(wanted, candidates) ?? sameName.find((file) => lower.endsWith(`/${file.toLowerCase()}`));
  }
}

const nearestByCollection = new WeakMap<object, NearestPath>();

/** One index per collection of paths (a site's page list or file set), shared by every page's lookups. */
export function nearestPathIn(paths: Iterable<string> & object): NearestPath {
  let index = nearestByCollection.get(paths);
  if (!index) nearestByCollection.set(paths, (index = new NearestPath(paths)));
  return index;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

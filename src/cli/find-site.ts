import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { findSiteConfig } from '../site/site-config-file.js';
import { UsageError } from './parse-cli-args.js';

/** How deep below the folder docs-lint looks for the site: `docs/`, `apps/docs/`, `packages/web/docs/`. */
const SEARCH_DEPTH = 4;

/**
 * The site to lint from a folder: the folder itself when it holds docs.json (or mint.json), else
 * the one folder below it that does, as in a repository whose site is in `docs/` and where
 * docs-lint runs at the top. node_modules and dot-folders are not searched, and a docs.json
 * without `navigation` is some other file of that name. Several sites below, or none, is a usage
 * error that names what it found.
 */
export function siteRootFrom(folder: string, shownAs: string): { root: string; notice?: string } {
  if (findSiteConfig(folder)) return { root: folder };
  const sites = sitesBelow(folder);
  const shown = (site: string) => path.relative(folder, site).split(path.sep).join('/');
  if (sites.length === 1) {
    return { root: sites[0], notice: `docs-lint: ${shownAs} holds no docs.json; linting the site in ${path.join(shownAs, path.relative(folder, sites[0]))}, the one folder below it that does.` };
  }
  if (sites.length > 1) {
    const listed = sites.slice(0, 10).map(shown);
    throw new UsageError(
      `${shownAs} holds no docs.json (or mint.json), and ${sites.length} folders below it do: ${listed.join(', ')}${sites.length > listed.length ? ', …' : ''}. docs-lint lints one site at a time: name its folder, e.g. docs-lint ${path.join(shownAs === '.' ? '' : shownAs, listed[0]) || '.'}`,
    );
  }
  throw new UsageError(`No docs.json (or legacy mint.json) in ${folder} or in the folders below it (node_modules and dot-folders aside, ${SEARCH_DEPTH} levels deep). Run docs-lint in your docs root, or pass it: docs-lint path/to/docs`);
}

/** Every site root below `folder` (a few levels deep, node_modules and dot-folders aside), sorted. */
export function sitesBelow(folder: string): string[] {
  const configs = fg.sync(['**/docs.json', '**/mint.json'], {
    cwd: folder,
    deep: SEARCH_DEPTH + 1,
    onlyFiles: true,
    dot: false,
    followSymbolicLinks: false,
    suppressErrors: true,
    ignore: ['**/node_modules/**'],
  });
  const roots = new Set<string>();
  for (const config of configs) {
    const root = path.join(folder, path.dirname(config));
    // findSiteConfig picks docs.json over mint.json, as a run on that folder would.
    const chosen = findSiteConfig(root);
    if (chosen && looksLikeSiteConfig(chosen)) roots.add(root);
  }
  return [...roots].sort();
}

function looksLikeSiteConfig(file: string): boolean {
  try {
    return /"navigation"\s*:/.test(fs.readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

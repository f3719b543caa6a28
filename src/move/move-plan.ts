/**
 * `docs-lint mv`: which files move where, and the refusals. A page moves alone; a folder moves
 * whole (every file in it, pages and images alike). Nothing here touches the disk but to look.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageUrlPath } from '../site/internal-links.js';
import { isRepositoryFile, isSnippetPath } from '../site/page-kinds.js';
import type { ProjectIndex } from '../site/project-index.js';
import { relativeInside } from '../site/site-paths.js';

const PAGE_EXTENSION = /\.(mdx|md)$/i;

/** One file that moves (POSIX, root-relative). */
export interface FileMove {
  from: string;
  to: string;
  isPage: boolean;
}

export interface MovePlan {
  /** What is renamed on disk: the page file, or the folder. */
  rename: { from: string; to: string };
  isFolder: boolean;
  /** Every file of the site that moves, with where it lands. */
  files: FileMove[];
}

/** A move docs-lint will not make; the message says why and what to do. */
export class MoveRefusal extends Error {}

export function planMove(site: ProjectIndex, fromArgument: string, toArgument: string, cwd: string): MovePlan {
  const root = site.root;
  const fromAbsolute = path.resolve(cwd, fromArgument);
  const from = relativeInside(root, fromAbsolute);
  if (from === undefined || from === '') throw new MoveRefusal(`${fromArgument} is not inside the site root ${root}.`);
  const to = relativeInside(root, path.resolve(cwd, toArgument));
  if (to === undefined || to === '') throw new MoveRefusal(`${toArgument} is outside the site root ${root}: a move must keep the page in the site.`);

  const stat = statOf(fromAbsolute);
  if (stat?.isDirectory()) return planFolderMove(site, from, to, toArgument);
  const page = stat?.isFile() ? from : site.resolvePage(from.replace(/\/$/, ''));
  if (!page) throw new MoveRefusal(`${fromArgument} does not exist: name a page file (guides/setup.mdx), its path without the extension, or a folder.`);
  checkIsPage(site, page, fromArgument);

  let target = to;
  if (toArgument.endsWith('/') || toArgument.endsWith(path.sep) || statOf(site.absolutePath(to))?.isDirectory()) target = `${to.replace(/\/$/, '')}/${path.posix.basename(page)}`;
  else if (!PAGE_EXTENSION.test(target)) {
    if (/\.[a-z0-9]+$/i.test(path.posix.basename(target))) throw new MoveRefusal(`${toArgument} is not a page file name: a page ends in .mdx or .md.`);
    target += page.match(PAGE_EXTENSION)![0];
  }
  checkTarget(site, target, toArgument);
  checkServedPath(site, target, new Set([page]));
  if (target === page) throw new MoveRefusal(`${fromArgument} is already at ${target}.`);
  return { rename: { from: page, to: target }, isFolder: false, files: [{ from: page, to: target, isPage: true }] };
}

function planFolderMove(site: ProjectIndex, from: string, to: string, toArgument: string): MovePlan {
  const target = to.replace(/\/$/, '');
  if (target === from || target.startsWith(`${from}/`)) throw new MoveRefusal(`Cannot move ${from} into itself (${target}).`);
  const inside = (file: string): boolean => file.startsWith(`${from}/`);
  const pages = site.pageFiles.filter((file) => inside(file) && !isSnippetPath(file) && !isRepositoryFile(file));
  if (pages.length === 0) throw new MoveRefusal(`${from}/ holds no page of the site: docs-lint mv moves pages and folders of pages.`);
  if (statOf(site.absolutePath(target))) throw new MoveRefusal(`${toArgument} already exists: docs-lint mv never overwrites. Choose a new folder name, or move the pages one by one.`);
  const pageSet = new Set(site.pageFiles);
  const files = [...site.files, ...site.excludedFiles]
    .filter(inside)
    .sort()
    .map((file) => ({ from: file, to: `${target}${file.slice(from.length)}`, isPage: pageSet.has(file) && !isSnippetPath(file) }));
  for (const file of files) if (file.isPage) checkTarget(site, file.to, file.to);
  checkServedPath(site, '', new Set(), files);
  return { rename: { from, to: target }, isFolder: true, files };
}

function checkIsPage(site: ProjectIndex, file: string, argument: string): void {
  if (!PAGE_EXTENSION.test(file)) throw new MoveRefusal(`${argument} is not a page: docs-lint mv moves .mdx and .md pages (and folders of them).`);
  if (isSnippetPath(file)) throw new MoveRefusal(`${argument} is a snippet, not a page: pages import it by path, and docs-lint mv moves pages.`);
  if (isRepositoryFile(file)) throw new MoveRefusal(`${argument} is a repository file that the site does not publish, not a page.`);
  if (!site.pageFiles.includes(file)) throw new MoveRefusal(`${argument} is not a page of the site: it is ignored (by .mintignore or the docs-lint config).`);
}

function checkTarget(site: ProjectIndex, target: string, argument: string): void {
  if (statOf(site.absolutePath(target))) throw new MoveRefusal(`${argument} already exists: docs-lint mv never overwrites. Choose another name, or remove that file first.`);
  if (isSnippetPath(target)) throw new MoveRefusal(`${argument} is under a snippets folder, where a file is a snippet and not a page.`);
  if (site.siteIgnore.excludes(target)) throw new MoveRefusal(`${argument} is left out of the site by ${site.siteIgnore.excludedBy(target)}: the page would no longer be published.`);
}

/** Refuses a move whose page would answer at a URL that another page, or a redirect, already answers. */
function checkServedPath(site: ProjectIndex, target: string, leaving: ReadonlySet<string>, files: readonly FileMove[] = [{ from: '', to: target, isPage: true }]): void {
  const moving = new Set(files.map((file) => file.from));
  const served = new Map<string, string>();
  for (const file of site.pageFiles) if (!leaving.has(file) && !moving.has(file) && !isSnippetPath(file)) served.set(pageUrlPath(file), file);
  for (const file of files) {
    if (!file.isPage) continue;
    const url = pageUrlPath(file.to);
    const other = served.get(url);
    if (other) throw new MoveRefusal(`${file.to} would be served at ${url}, where ${other} already is. Choose another name.`);
    if (site.isRedirectSource(url.slice(1))) throw new MoveRefusal(`${file.to} would be served at ${url}, which a redirect in the config sends elsewhere: readers would never see the page. Remove that redirect first, or choose another name.`);
  }
}

function statOf(absolute: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(absolute);
  } catch {
    return undefined;
  }
}

import path from 'node:path';
import { readPageText } from '../page/read-page-text.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { SiteChanges } from './git-changes.js';

export interface ChangedSelection {
  /** The pages to lint: those that changed, and those that may link to or import what changed. */
  pages: string[];
  /** Lint docs.json too: it changed, or a file came or went (navigation rules depend on the file set). */
  config: boolean;
}

/**
 * Narrows a run to what a change can affect. A page that links to (or imports) a changed or
 * removed file names it in its text, by the file's last path segment: reading each page's text
 * and looking for those names is far cheaper than parsing, and never misses a linking page
 * (it may include a few extra ones, which are simply linted).
 */
export function selectChangedPages(site: ProjectIndex, changes: SiteChanges): ChangedSelection {
  const configName = path.basename(site.config.path);
  const pageSet = new Set(site.pageFiles);
  const touched = [...changes.added, ...changes.modified];
  const changedPages = touched.filter((file) => pageSet.has(file));
  // docs.json is also every file its `$ref`s name.
  const configFiles = new Set([configName, ...(site.config.refs?.targets ?? [])]);
  const config = touched.some((file) => configFiles.has(file)) || changes.removed.length > 0 || changes.added.length > 0;

  const needles = [...new Set([...touched, ...changes.removed].filter((file) => !configFiles.has(file)).map(linkName))].filter((name) => name.length > 0);
  const selected = new Set(changedPages);
  if (needles.length > 0) {
    for (const page of site.pageFiles) {
      if (selected.has(page)) continue;
      const { text } = readPageText(site.absolutePath(page));
      if (text !== undefined && needles.some((needle) => text.includes(needle))) selected.add(page);
    }
  }
  return { pages: site.pageFiles.filter((page) => selected.has(page)), config };
}

/** How other pages name a file: a page by its last segment without extension (`setup`, or its folder for `index`), other files with it. */
function linkName(file: string): string {
  const base = path.posix.basename(file);
  if (!/\.(mdx|md)$/i.test(base)) return base;
  const stem = base.replace(/\.(mdx|md)$/i, '');
  return stem === 'index' ? path.posix.basename(path.posix.dirname(file)) : stem;
}

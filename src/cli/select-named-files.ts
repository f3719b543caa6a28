import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import picomatch from 'picomatch';
import type { ProjectIndex } from '../site/project-index.js';
import { findSiteRootFrom } from '../site/site-config-file.js';
import { siteRootFrom } from './find-site.js';
import { UsageError } from './parse-cli-args.js';

/** A file named on the command line. */
export interface NamedFile {
  /** As typed: notices name it so. */
  argument: string;
  absolute: string;
  /** `--stdin-filename` of a page not saved yet: linted from standard input as the page it will be. */
  unsaved?: boolean;
}

export interface CommandLineTargets {
  /** The site root: the folder that holds docs.json (or mint.json); undefined when no named file is in a site. */
  root?: string;
  /** The files named (the pre-commit case); undefined when only a folder was given: the whole site. */
  files?: NamedFile[];
  /** One line each for named files in no site, which are not linted. */
  notices: string[];
}

export interface NamedFilesSelection {
  pages: string[];
  config: boolean;
  /** One line each for the named files that are not linted (ignored pages, files that are not pages). */
  notices: string[];
}

/**
 * The positionals of `docs-lint [path ...]`: a folder is a site root (or holds the site in a
 * folder below it, see `siteRootFrom`), a file belongs to the site of the nearest folder above it
 * that holds docs.json (or mint.json). Every path must lead to the same site: docs-lint lints one
 * site per run.
 */
export function resolveCommandLineTargets(positionals: readonly string[], cwd: string): CommandLineTargets {
  const directories: NamedFile[] = [];
  const files: NamedFile[] = [];
  for (const argument of positionals.length > 0 ? positionals : ['.']) {
    const absolute = path.resolve(cwd, argument);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    // A quoted glob reaches us unexpanded (a file whose name looks like one is taken as named).
    if (!stat && fg.isDynamicPattern(argument)) {
      files.push(...expandGlob(argument, cwd));
      continue;
    }
    if (!stat) {
      // A name with an extension was meant as a file (lint-staged passes files that a later step may have removed).
      if (path.extname(argument) !== '') throw new UsageError(`${argument} does not exist.`);
      throw new UsageError(`${argument} is not a directory: give the folder that holds docs.json.`);
    }
    (stat.isDirectory() ? directories : files).push({ argument, absolute });
  }

  const distinctDirectories = [...new Map(directories.map((directory) => [directory.absolute, directory])).values()];
  if (files.length === 0) {
    if (distinctDirectories.length > 1) {
      throw new UsageError(`docs-lint lints one site at a time; got ${distinctDirectories.length} directories (${distinctDirectories.map((d) => d.argument).join(', ')}).`);
    }
    const { root, notice } = siteRootFrom(distinctDirectories[0].absolute, distinctDirectories[0].argument);
    return { root, notices: notice ? [notice] : [] };
  }

  let root: string | undefined;
  let first: NamedFile | undefined;
  const inSite: NamedFile[] = [];
  const notices: string[] = [];
  for (const file of files) {
    const fileRoot = findSiteRootFrom(path.dirname(file.absolute));
    // lint-staged and hooks pass every staged markdown file, READMEs of other packages included.
    if (fileRoot === undefined) {
      notices.push(`docs-lint: ${file.argument} is in no docs.json site (no folder above it holds docs.json or mint.json); not linted.`);
      continue;
    }
    inSite.push(file);
    if (root === undefined) {
      root = fileRoot;
      first = file;
    } else if (fileRoot !== root) {
      throw new UsageError(
        `${first!.argument} and ${file.argument} belong to different sites (${shown(root, cwd)} and ${shown(fileRoot, cwd)}); docs-lint lints one site at a time: run it once per site.`,
      );
    }
  }
  if (root === undefined) return { files: [], notices };
  for (const directory of distinctDirectories) {
    if (directory.absolute !== root) {
      throw new UsageError(`${directory.argument} is not the site root of ${first!.argument}, which is ${shown(root!, cwd)}; give that folder, or only the files.`);
    }
  }
  return { root, files: inSite, notices };
}

/**
 * The pages and config a run on named files lints: the named files that are pages of the site (in
 * the site's page order, each once), and docs.json when it is named. Everything else gets one notice.
 */
export function selectNamedFiles(site: ProjectIndex, files: readonly NamedFile[], ignores: readonly string[] = []): NamedFilesSelection {
  const configPath = site.config.path;
  const pageSet = new Set(site.pageFiles);
  const selected = new Set<string>();
  const notices: string[] = [];
  let config = false;
  const unsaved: string[] = [];
  for (const file of files) {
    // A file docs.json's `$ref`s name is part of docs.json: naming it lints the config.
    if (file.absolute === configPath || site.config.refs?.partAt(file.absolute)) {
      config = true;
      continue;
    }
    const relative = path.relative(site.root, file.absolute).split(path.sep).join('/');
    if (pageSet.has(relative)) {
      selected.add(relative);
      continue;
    }
    const why = !/\.(mdx|md)$/i.test(relative) ? `is not a page (.mdx or .md) or the site's ${path.basename(configPath)}` : leftOutBecause(site, relative, file.unsaved ? ignores : undefined);
    if (why === undefined) unsaved.push(relative);
    else notices.push(`docs-lint: ${file.argument} ${why}; not linted.`);
  }
  // A new page is linted where it will be: after the pages on disk, as the site will list it once saved.
  return { pages: [...site.pageFiles.filter((page) => selected.has(page)), ...unsaved], config, notices };
}

/**
 * Why the site leaves a page out: `.mintignore`, the config's `ignores`, or a folder docs-lint
 * never reads (node_modules, dot-folders). For a page not on disk yet (`ignores` given), the
 * patterns are matched here, as the inventory matched them for the files on disk; undefined when
 * nothing leaves it out, and it is linted as the page it will be.
 */
function leftOutBecause(site: ProjectIndex, relative: string, ignores?: readonly string[]): string | undefined {
  if (site.excludedFiles.has(relative) || (ignores && site.siteIgnore.excludes(relative))) return `is left out of the site by ${site.siteIgnore.excludedBy(relative)}`;
  if (relative.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules')) return 'is ignored by default (docs-lint skips node_modules and dot-folders)';
  if (ignores ? ignores.length > 0 && picomatch(ignores as string[], { dot: true })(relative) : site.files.has(relative)) return 'is ignored by the configuration';
  return ignores ? undefined : 'is ignored by default (docs-lint skips node_modules and dot-folders)';
}

/** The files a glob argument matches, relative to the current folder as shells expand them; none is a usage error. */
function expandGlob(pattern: string, cwd: string): NamedFile[] {
  const matches = fg.sync(pattern.split(path.sep).join('/'), { cwd, onlyFiles: true, dot: false, followSymbolicLinks: false, suppressErrors: true, ignore: ['**/node_modules/**'] });
  if (matches.length === 0) throw new UsageError(`No files match the pattern "${pattern}" (relative to ${cwd}).`);
  return matches.sort().map((match) => ({ argument: match, absolute: path.resolve(cwd, match) }));
}

/** A folder for a message: relative to the current folder when under it, else absolute. */
function shown(folder: string, cwd: string): string {
  const relative = path.relative(cwd, folder);
  if (relative === '') return '.';
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative) ? folder : relative;
}

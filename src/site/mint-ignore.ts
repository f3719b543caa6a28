import fs from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** The generator's ignore file, read from the site root only (never from a sub-folder). */
export const MINTIGNORE_FILE = '.mintignore';

/** A `.mintignore` is a few lines; past this size it is not read (only the defaults apply). */
const MAX_MINTIGNORE_BYTES = 1024 * 1024;

/**
 * What the generator leaves out of every site whether or not a `.mintignore` exists, as its
 * `@mintlify/common` (`DEFAULT_MINT_IGNORES`) lists them. Dot-folders and `node_modules` are
 * listed too, but docs-lint's file listing skips those already. The names match at any depth and
 * in any case, as gitignore patterns without a slash do under the `ignore` library.
 */
export const DEFAULT_SITE_IGNORES = ['.git', '.github', '.claude', '.agents', '.idea', '.vscode', '.cursor', 'node_modules', 'README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md'];

/** The site's exclusions: the defaults and the root's `.mintignore`. */
export interface SiteIgnore {
  /** The `.mintignore` text as read; undefined when there is none (or it cannot be read). */
  text: string | undefined;
  /** True when the generator leaves this file (root-relative POSIX path) out of the site. */
  excludes(relativePath: string): boolean;
  /** What leaves the file out, for messages: `.mintignore`, or the generator's default ignores. */
  excludedBy(relativePath: string): string | undefined;
}

/** Reads the root's `.mintignore`; a missing, unreadable or oversized file leaves the defaults alone. */
export function readSiteIgnore(root: string): SiteIgnore {
  return siteIgnoreFrom(readMintIgnoreText(root));
}

/**
 * The generator's reading of a `.mintignore` (`@mintlify/prebuild`): gitignore syntax, each line
 * trimmed (so a trailing `\ ` escape is lost, as there), the defaults first. A path is excluded
 * when it or any folder above it matches, so a negation cannot bring back a file under an
 * excluded folder: the generator never walks into that folder.
 */
export function siteIgnoreFrom(text: string | undefined): SiteIgnore {
  const patterns = text === undefined ? [] : text.split(/\r?\n/).map((line) => line.trim());
  const matcher = ignore().add([...new Set([...DEFAULT_SITE_IGNORES, ...patterns])]);
  let defaultsOnly: Ignore | undefined;
  const excludes = (relativePath: string) => matches(matcher, relativePath);
  return {
    text,
    excludes,
    excludedBy(relativePath) {
      if (!excludes(relativePath)) return undefined;
      defaultsOnly ??= ignore().add(DEFAULT_SITE_IGNORES);
      return matches(defaultsOnly, relativePath) ? `the generator's default ignores (${DEFAULT_SITE_IGNORES.filter((name) => /\.md$/.test(name)).join(', ')}, ...)` : MINTIGNORE_FILE;
    },
  };
}

/**
 * The page file or file of the site that `sitePath` (root-relative, no leading `/`) would name, when
 * it exists on disk but the generator leaves it out of the site: the reason a link or navigation
 * entry to it is broken on the live site.
 */
export function excludedTargetOf(excluded: ReadonlySet<string>, sitePath: string, asPage: boolean): string | undefined {
  if (excluded.size === 0) return undefined;
  const candidates = asPage ? [`${sitePath}.mdx`, `${sitePath}.md`, `${sitePath}/index.mdx`, `${sitePath}/index.md`, sitePath] : [sitePath];
  return candidates.find((candidate) => excluded.has(candidate));
}

function matches(matcher: Ignore, relativePath: string): boolean {
  const normalized = relativePath.replace(/^(\.\/)+|^\/+/, '').replace(/\/+$/, '');
  if (normalized === '' || normalized.startsWith('../')) return false;
  try {
    return matcher.ignores(normalized);
  } catch {
    // The library refuses paths it cannot read as relative; such a path is no site file.
    return false;
  }
}

function readMintIgnoreText(root: string): string | undefined {
  const file = path.join(root, MINTIGNORE_FILE);
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > MAX_MINTIGNORE_BYTES) return undefined;
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

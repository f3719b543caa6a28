import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { relativeInside } from '../site/site-paths.js';

/** Why `--changed` cannot tell what changed; the CLI shows it and exits 2. */
export class ChangedFilesError extends Error {}

export interface SiteChanges {
  /** The ref the changes are counted from (a commit id), for messages. */
  base: string;
  /** Files under the site root (root-relative, POSIX) that are new: added, untracked, or renamed into place. */
  added: string[];
  /** Files under the site root whose content changed. */
  modified: string[];
  /** Files under the site root that were deleted or renamed away. */
  removed: string[];
}

/**
 * What changed in the site since `ref` (default: the merge base of HEAD with the repository's
 * default branch): committed changes since then, staged and unstaged edits, and untracked files.
 * Runs git without a shell, so no ref or path is ever interpreted by one.
 */
export function readSiteChanges(siteRoot: string, ref?: string): SiteChanges {
  const top = git(siteRoot, ['rev-parse', '--show-toplevel']).trim();
  const base = ref ? resolveRef(siteRoot, ref) : defaultBase(siteRoot);
  const added = new Set<string>();
  const modified = new Set<string>();
  const removed = new Set<string>();
  // `--no-renames` lists a rename as a deletion plus an addition: both sides matter here.
  const diff = git(siteRoot, ['diff', '--name-status', '--no-renames', '-z', base]);
  const fields = diff.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const status = fields[i];
    (status === 'D' ? removed : status === 'A' ? added : modified).add(fields[i + 1]);
  }
  for (const file of git(top, ['ls-files', '--others', '--exclude-standard', '-z']).split('\0')) if (file) added.add(file);
  const inSite = (files: Set<string>) =>
    [...files].flatMap((file) => {
      const relative = relativeInside(siteRoot, path.join(top, file));
      return relative === undefined || relative === '' ? [] : [relative];
    }).sort();
  return { base, added: inSite(added), modified: inSite(modified), removed: inSite(removed) };
}

export function resolveRef(cwd: string, ref: string): string {
  if (ref.startsWith('-')) throw new ChangedFilesError(`--changed ${ref}: a git ref cannot start with "-".`);
  try {
    return git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new ChangedFilesError(`--changed ${ref}: git knows no commit by that name. Fetch it first (in CI: actions/checkout with fetch-depth: 0), or name another ref.`);
  }
}

/** The merge base with the default branch: `origin/HEAD` when the clone has it, else main or master. */
function defaultBase(cwd: string): string {
  const candidates: string[] = [];
  try {
    candidates.push(git(cwd, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']).trim());
  } catch {
    // A clone without origin/HEAD (CI checkouts often) falls back to the usual names.
  }
  candidates.push('origin/main', 'origin/master', 'main', 'master');
  for (const candidate of candidates) {
    try {
      return git(cwd, ['merge-base', 'HEAD', candidate]).trim();
    } catch {
      continue;
    }
  }
  throw new ChangedFilesError('--changed: found no default branch (origin/HEAD, main or master) to compare with. Name the ref to compare with: --changed origin/main');
}

/** Runs git without a shell; a missing git or a folder outside a repository is a ChangedFilesError. */
export function git(cwd: string, args: string[]): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ChangedFilesError('--changed needs git, and git is not installed or not on PATH.');
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    if (/not a git repository/i.test(stderr)) throw new ChangedFilesError(`--changed: ${cwd} is not inside a git repository.`);
    throw error;
  }
}

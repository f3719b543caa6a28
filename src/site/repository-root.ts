import fs from 'node:fs';
import path from 'node:path';
import { isDirectory } from './file-queries.js';

/**
 * The folder that holds `.git` (a folder, or the file of a worktree or submodule), found without
 * running git. A copy without its history (a release archive, a CI artifact, a download of the
 * repository) has no `.git`: then the nearest folder with a `.github` folder is the repository's root.
 */
export function findRepositoryRoot(start: string): string | undefined {
  return nearestHolding(start, '.git') ?? nearestHolding(start, '.github', true);
}

/**
 * `start` and each folder above it up to the repository root, nearest first: where a team's settings
 * for the site may sit. Undefined when no repository holds `start`.
 */
export function foldersUpToRepository(start: string): string[] | undefined {
  const top = findRepositoryRoot(path.resolve(start));
  if (top === undefined) return undefined;
  const folders: string[] = [];
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    folders.push(dir);
    if (dir === top) return folders;
  }
}

function nearestHolding(start: string, entry: string, folder = false): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    const at = path.join(dir, entry);
    if (folder ? isDirectory(at) : fs.existsSync(at)) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}


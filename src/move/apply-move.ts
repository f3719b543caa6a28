/**
 * Makes a planned move on disk as one step: the rename, then each edited file written atomically
 * at its place after the move. When any step fails, the steps already made are undone in reverse
 * order, so the site is as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { writeFileAtomic } from '../engine/write-file-atomic.js';
import type { MovePlan } from './move-plan.js';

/** One file whose text the move changes. */
export interface FileChange {
  /** Root-relative path before the move. */
  file: string;
  /** Root-relative path after it (the same unless the file moves). */
  after: string;
  before: string;
  text: string;
  bom: boolean;
}

export function applyMove(root: string, plan: MovePlan, changes: readonly FileChange[]): void {
  const absolute = (relative: string): string => path.join(root, ...relative.split('/'));
  const undo: Array<() => void> = [];
  try {
    const folders = missingFolders(absolute(path.posix.dirname(plan.rename.to)));
    for (const folder of folders) {
      fs.mkdirSync(folder);
      undo.push(() => fs.rmdirSync(folder));
    }
    fs.renameSync(absolute(plan.rename.from), absolute(plan.rename.to));
    undo.push(() => fs.renameSync(absolute(plan.rename.to), absolute(plan.rename.from)));
    for (const change of changes) {
      const target = absolute(change.after);
      const prefix = change.bom ? '\uFEFF' : '';
      writeFileAtomic(target, prefix + change.text);
      undo.push(() => writeFileAtomic(target, prefix + change.before));
    }
  } catch (error) {
    const failures: string[] = [];
    for (const step of undo.reverse()) {
      try {
        step();
      } catch (undoError) {
        failures.push((undoError as Error).message);
      }
    }
    const reason = (error as NodeJS.ErrnoException).message ?? String(error);
    if (failures.length > 0) throw new Error(`The move failed (${reason}) and could not be fully undone: ${failures.join('; ')}. Check the site with git status.`);
    throw new Error(`The move failed (${reason}); nothing was changed.`);
  }
}

/** The folders to create, outermost first, for `folder` to exist. */
function missingFolders(folder: string): string[] {
  const missing: string[] = [];
  for (let current = folder; !fs.existsSync(current); current = path.dirname(current)) missing.unshift(current);
  return missing;
}

/**
 * `--dry-run`: the move as one git-style unified diff (renames as `rename from`/`rename to`), files
 * in the order of their new paths, names relative to the folder docs-lint runs in.
 */
export function moveDiff(root: string, plan: MovePlan, changes: readonly FileChange[], cwd: string): string {
  const name = (relative: string): string => path.relative(cwd, path.join(root, ...relative.split('/'))).split(path.sep).join('/');
  const byFile = new Map(changes.map((change) => [change.file, change]));
  const renamed = new Map(plan.files.map((file) => [file.from, file.to]));
  const entries = [...new Set([...plan.files.map((file) => file.from), ...changes.map((change) => change.file)])].map((file) => ({ file, after: renamed.get(file) ?? file }));
  entries.sort((a, b) => (a.after < b.after ? -1 : a.after > b.after ? 1 : 0));
  return entries
    .map(({ file, after }) => {
      const change = byFile.get(file);
      const a = name(file);
      const b = name(after);
      let header = `diff --git a/${a} b/${b}\n`;
      if (a !== b) header += `${change ? '' : 'similarity index 100%\n'}rename from ${a}\nrename to ${b}\n`;
      if (!change) return header;
      const patch = createTwoFilesPatch(`a/${a}`, `b/${b}`, change.before, change.text, undefined, undefined, { context: 3, headerOptions: FILE_HEADERS_ONLY });
      return header + patch;
    })
    .join('');
}

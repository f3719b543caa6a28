import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from './parse-cli-args.js';

/**
 * Checked before the run, so that a report that cannot be written costs no linting: the nearest
 * folder that exists on the way to the file must be a folder, and the file, when it exists, a
 * file.
 */
export function checkReportPath(target: string, asGiven: string): void {
  const stat = statOf(target);
  if (stat?.isDirectory()) throw new UsageError(`--output-file ${asGiven}: that is a folder; name a file in it, such as ${path.join(asGiven, 'docs-lint-report.txt')}.`);
  for (let folder = path.dirname(target); ; folder = path.dirname(folder)) {
    const found = statOf(folder);
    if (found && !found.isDirectory()) throw new UsageError(`--output-file ${asGiven}: ${folder} is a file, not a folder, so the report cannot go under it.`);
    if (found || path.dirname(folder) === folder) return;
  }
}

/** What is at a path; undefined when nothing is, or when a part of the path is a file. */
function statOf(at: string): fs.Stats | undefined {
  try {
    return fs.statSync(at);
  } catch {
    return undefined;
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'nothing can be created there',
  ENOTDIR: 'a part of the path is a file',
  EISDIR: 'it is a folder',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EIO: 'the system refused the write',
};

/**
 * Writes the report, making its missing folders one at a time, as ESLint makes them. Node's
 * recursive mkdir is not used: on some paths (under /proc) it never returns. The first folder or
 * file that cannot be made stops it, with the reason.
 */
export function writeReportFile(target: string, asGiven: string, report: string): void {
  const missing: string[] = [];
  for (let folder = path.dirname(target); !fs.existsSync(folder) && path.dirname(folder) !== folder; folder = path.dirname(folder)) missing.unshift(folder);
  try {
    for (const folder of missing) fs.mkdirSync(folder);
    fs.writeFileSync(target, report);
  } catch (error) {
    const { code, path: where } = error as NodeJS.ErrnoException;
    const reason = (code && REASONS[code]) ?? code ?? (error as Error).message;
    throw new UsageError(`--output-file ${asGiven}: the report could not be written to ${where ?? target} (${reason}).`);
  }
}

/** File-system questions the readers of a site ask, answered without throwing: a missing or unreadable path is "no". */

import fs from 'node:fs';

export function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function isDirectory(folder: string): boolean {
  try {
    return fs.statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

/** The names in a folder, sorted; none when it cannot be read. */
export function listFiles(folder: string): string[] {
  try {
    return fs.readdirSync(folder).sort();
  } catch {
    return [];
  }
}

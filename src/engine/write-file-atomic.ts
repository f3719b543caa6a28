import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

let counter = 0;

export interface WriteFileAtomicOptions {
  /**
   * Create the file (and its folder) when it does not exist, with the permissions the umask
   * gives a new file. Without it, a missing file is an error (ENOENT), as a fix must not recreate
   * a page deleted during the run.
   */
  create?: boolean;
}

/**
 * Writes through a temporary file beside the target and a rename, so a crash never leaves half a
 * file. The file keeps its permission bits (set explicitly: the umask would narrow them). The
 * temporary name is new for each write and created exclusively, so nothing already there, such
 * as a planted symbolic link, is ever written through.
 */
export function writeFileAtomic(filePath: string, text: string | Uint8Array, options: WriteFileAtomicOptions = {}): void {
  let mode: number | undefined;
  try {
    mode = fs.statSync(filePath).mode & 0o7777;
  } catch (error) {
    if (!options.create || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(filePath), { recursive: true });
  }
  const temporary = path.join(path.dirname(filePath), `.${path.basename(filePath)}.docs-lint-${process.pid}-${threadId}-${++counter}.tmp`);
  try {
    // A new file gets 0o666 less the umask, as any file the user's tools create.
    const fd = fs.openSync(temporary, 'wx', mode === undefined ? 0o666 : 0o600);
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (mode !== undefined) fs.chmodSync(temporary, mode);
    fs.renameSync(temporary, filePath);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

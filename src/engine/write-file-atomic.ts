import fs from 'node:fs';
import path from 'node:path';

let counter = 0;

/**
 * Writes through a temporary file beside the target and a rename, so a crash never leaves half a
 * file. The file keeps its permission bits (set explicitly: the umask would narrow them). The
 * temporary name is new for each write and created exclusively, so nothing already there, such
 * as a planted symbolic link, is ever written through.
 */
export function writeFileAtomic(filePath: string, text: string): void {
  const mode = fs.statSync(filePath).mode & 0o7777;
  const temporary = path.join(path.dirname(filePath), `.${path.basename(filePath)}.docs-lint-${process.pid}-${++counter}.tmp`);
  try {
    const fd = fs.openSync(temporary, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.chmodSync(temporary, mode);
    fs.renameSync(temporary, filePath);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

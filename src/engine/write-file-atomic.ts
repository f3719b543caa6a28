import fs from 'node:fs';
import path from 'node:path';

/** Writes through a temporary file and a rename, so a crash never leaves half a file; keeps the mode. */
export function writeFileAtomic(filePath: string, text: string): void {
  const mode = fs.statSync(filePath).mode;
  const temporary = path.join(path.dirname(filePath), `.${path.basename(filePath)}.docs-lint-${process.pid}.tmp`);
  try {
    fs.writeFileSync(temporary, text, { mode });
    fs.renameSync(temporary, filePath);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

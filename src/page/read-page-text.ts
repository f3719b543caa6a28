import fs from 'node:fs';

/** Pages past this size are skipped with a note: no real page comes near it, and parsing would stall the run. */
export const MAX_PAGE_BYTES = 25 * 1024 * 1024;

export interface PageText {
  text?: string;
  bom?: boolean;
  /** Why the page is not linted (binary, too large, unreadable): shown as a note at 1:1. */
  skipped?: string;
}

/** Reads a page as UTF-8 text, refusing what no parser should be handed (binary, huge, not a file). */
export function readPageText(absolutePath: string): PageText {
  try {
    const stat = fs.statSync(absolutePath);
    if (!stat.isFile()) return { skipped: 'it is not a regular file' };
    if (stat.size > MAX_PAGE_BYTES) return { skipped: `it is ${(stat.size / 1048576).toFixed(1)} MB, over the ${MAX_PAGE_BYTES / 1048576} MB docs-lint parses` };
    const buffer = fs.readFileSync(absolutePath);
    if (buffer.includes(0)) return { skipped: 'it holds binary data (a NUL byte), not text' };
    const text = buffer.toString('utf8');
    const bom = text.startsWith('\uFEFF');
    return { text: bom ? text.slice(1) : text, bom };
  } catch (error) {
    return { skipped: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
}

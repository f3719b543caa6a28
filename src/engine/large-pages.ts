import fs from 'node:fs';

/**
 * When workers lint a site, a page at least this large is linted by the first worker alone, before
 * its other pages. micromark keeps every event of a page until its tree is built, so at its height
 * the parse of a page holds about 200 bytes of heap per byte of source (measured: a 709 KB page
 * holds 155 MB live and grows the heap to 300 MB; a 380 KB page, 140 MB before its collection).
 * Two threads on two such pages at once add those peaks, and the largest pages of a site often sit
 * side by side in the queue (the versions of one schema page). Linted first, a large page also
 * meets a heap that holds little yet. The main thread, which answers the workers between its
 * batches, would hold them up for seconds on such a page: it takes none.
 */
export const LARGE_PAGE_BYTES = 128 * 1024;

/** `pages` split into the large ones, largest first, and the others in their order. */
export function splitLargePages(pages: readonly string[], absolutePath: (page: string) => string): { large: string[]; rest: string[] } {
  const sizes = new Map<string, number>();
  const rest: string[] = [];
  for (const page of pages) {
    const size = fs.statSync(absolutePath(page), { throwIfNoEntry: false })?.size ?? 0;
    if (size >= LARGE_PAGE_BYTES) sizes.set(page, size);
    else rest.push(page);
  }
  const large = [...sizes.keys()].sort((a, b) => sizes.get(b)! - sizes.get(a)! || (a < b ? -1 : 1));
  return { large, rest };
}

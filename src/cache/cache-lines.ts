/**
 * The cache file's layout: a header line of JSON, then one line per page, `"<page>"<TAB><entry JSON>`.
 *
 * Why lines and not one JSON document: a pull-request run on a large site reads a few hundred of
 * its thousands of entries and changes ten, yet one document must be decoded, parsed and
 * re-serialized whole each time (on a 10,000-page site: 12 MB, about 0.6 s of a 2.6 s run, most
 * of it UTF-8 decoding once any entry holds a non-ASCII character). With lines, an entry is parsed
 * only when asked for, and an unchanged entry is written back as the bytes it was read as.
 * A raw TAB never occurs inside JSON text (strings escape it), so the first one ends the key.
 */

const NEWLINE = 0x0a;
const TAB = 0x09;

export interface CacheLines {
  /** The header, parsed; what it holds is for the caller to check. */
  header: unknown;
  /** Each page's entry as its bytes, in file order (a page listed twice keeps its last line). */
  entries: Map<string, Buffer>;
}

/** Splits a cache file; undefined when its header line is not JSON. Damaged page lines are skipped. */
export function splitCacheLines(bytes: Buffer): CacheLines | undefined {
  const headerEnd = lineEnd(bytes, 0);
  let header: unknown;
  try {
    header = JSON.parse(bytes.toString('utf8', 0, headerEnd));
  } catch {
    return undefined;
  }
  const entries = new Map<string, Buffer>();
  for (let start = headerEnd + 1; start < bytes.length; ) {
    const end = lineEnd(bytes, start);
    const tab = bytes.indexOf(TAB, start);
    if (tab !== -1 && tab < end) {
      const page = parseKey(bytes.toString('utf8', start, tab));
      if (page !== undefined) entries.set(page, bytes.subarray(tab + 1, end));
    }
    start = end + 1;
  }
  return { header, entries };
}

/** One page's line, ready to be joined with the others by `joinCacheLines`. */
export function cacheLine(page: string, entry: Buffer | object): Buffer[] {
  if (Buffer.isBuffer(entry)) return [Buffer.from(`${JSON.stringify(page)}\t`), entry, LINE_BREAK];
  return [Buffer.from(`${JSON.stringify(page)}\t${JSON.stringify(entry)}\n`)];
}

export function joinCacheLines(header: object, lines: readonly Buffer[]): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...lines]);
}

const LINE_BREAK = Buffer.from('\n');

function lineEnd(bytes: Buffer, from: number): number {
  const end = bytes.indexOf(NEWLINE, from);
  return end === -1 ? bytes.length : end;
}

function parseKey(text: string): string | undefined {
  try {
    const key: unknown = JSON.parse(text);
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}

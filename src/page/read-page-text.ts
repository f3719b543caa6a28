import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';

/**
 * Pages past this size are skipped with a note. The largest page of the real sites docs-lint is
 * tested on is 100 KB; parsing costs about 5 seconds and 500 MB of memory per megabyte of
 * markdown, so a 20 MB file would stall the run (or exhaust the memory) for nothing.
 */
export const MAX_PAGE_BYTES = 1024 * 1024;

/** Where a file stops being UTF-8: the first byte that starts or continues no character. */
export interface InvalidUtf8 {
  line: number;
  /** In UTF-16 code units of the decoded text, like every other column. */
  column: number;
  byte: number;
}

export interface DecodedText {
  text: string;
  bom: boolean;
  /**
   * Set when the bytes are not valid UTF-8: `text` then holds U+FFFD where they were, so it must
   * never be written back (the file would lose those bytes).
   */
  invalidUtf8?: InvalidUtf8;
}

export interface PageText {
  text?: string;
  bom?: boolean;
  /** See `DecodedText.invalidUtf8`. */
  invalidUtf8?: InvalidUtf8;
  /** Why the page is not linted (binary, too large, unreadable): shown as a note at 1:1. */
  skipped?: string;
}

/** Reads a page as UTF-8 text, refusing what no parser should be handed (binary, huge, not a file). */
export function readPageText(absolutePath: string): PageText {
  try {
    const stat = fs.statSync(absolutePath);
    if (!stat.isFile()) return { skipped: 'it is not a regular file' };
    if (stat.size > MAX_PAGE_BYTES) {
      return { skipped: `it is ${(stat.size / 1048576).toFixed(1)} MB, over the ${MAX_PAGE_BYTES / 1048576} MB docs-lint parses (no real page comes near that)` };
    }
    const buffer = fs.readFileSync(absolutePath);
    if (buffer.includes(0)) return { skipped: 'it holds binary data (a NUL byte), not text' };
    return decodeText(buffer);
  } catch (error) {
    return { skipped: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
}

/** Decodes UTF-8, setting a byte-order mark aside and finding the first invalid byte, if any. */
export function decodeText(buffer: Uint8Array): DecodedText {
  const decoded = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength).toString('utf8');
  const bom = decoded.startsWith('\uFEFF');
  const text = bom ? decoded.slice(1) : decoded;
  if (isUtf8(buffer)) return { text, bom };
  return { text, bom, invalidUtf8: locateInvalidByte(buffer, bom) };
}

/** Message for a file that is not valid UTF-8, shown at its first invalid byte. */
export function invalidUtf8Message(invalid: InvalidUtf8): string {
  const hex = invalid.byte.toString(16).toUpperCase().padStart(2, '0');
  return `This file is not valid UTF-8: byte 0x${hex} here is not part of any character, so docs-lint reads it (and any like it) as \uFFFD. Save the file as UTF-8; until then --fix leaves it as it is.`;
}

function locateInvalidByte(bytes: Uint8Array, bom: boolean): InvalidUtf8 {
  const at = firstInvalidByte(bytes);
  let lineStart = bom ? 3 : 0;
  let line = 1;
  // Lines end as the parsers count them: at LF, CRLF, or a CR on its own.
  for (let i = lineStart; i < at; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  const before = Buffer.from(bytes.buffer, bytes.byteOffset + lineStart, at - lineStart).toString('utf8');
  return { line, column: before.length + 1, byte: bytes[at] };
}

/** Index of the first byte that breaks UTF-8 (RFC 3629: no overlongs, no surrogates, nothing past U+10FFFF). */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let min = 0x80;
    let max = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) min = 0xa0;
      if (lead === 0xed) max = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) min = 0x90;
      if (lead === 0xf4) max = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const low = k === 1 ? min : 0x80;
      const high = k === 1 ? max : 0xbf;
      if (next === undefined || next < low || next > high) return i;
    }
    i += length;
  }
  return bytes.length;
}

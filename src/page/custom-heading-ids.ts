/**
 * `## Setup {#install}`: a heading with a custom id. In MDX the `{#install}` would be a JavaScript
 * expression that does not parse; the site generator rewrites such a heading line into
 * `<h2 id="install">Setup</h2>` before it parses the page. docs-lint blanks the `{…}` instead (so
 * every offset stays where it is in the file) and keeps the id by the heading's line.
 */
import { customHeadingId } from './anchor-ids.js';

/** The generator's pattern: at most 3 spaces of indent, 1-6 `#`, text, then `{#id}` at the end of the line. */
const HEADING_WITH_ID = /^( {0,3})(#{1,6})\s+(.+?)\s*(\{\s*#([^}]+?)\s*\})\s*$/;

export interface MaskedHeadingIds {
  text: string;
  /** The custom id of each heading of level 1 to 4 that has one, by its 1-based line. */
  ids: Map<number, string>;
}

export function maskCustomHeadingIds(text: string): MaskedHeadingIds {
  const ids = new Map<number, string>();
  if (!text.includes('{#')) return { text, ids };
  const lines = text.split('\n');
  let fence: { char: string; count: number } | undefined;
  let inComment = false;
  let changed = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const stripped = line.trimStart();
    if (fence) {
      if (closesFence(stripped, fence)) fence = undefined;
      continue;
    }
    const opening = inComment ? undefined : openingFence(stripped);
    if (opening) {
      fence = opening;
      continue;
    }
    const endsCommented = endsInComment(line, inComment);
    const commented = inComment || endsCommented;
    inComment = endsCommented;
    const match = commented ? null : HEADING_WITH_ID.exec(line);
    if (!match) continue;
    const braces = match[4];
    const start = line.lastIndexOf(braces);
    lines[index] = line.slice(0, start) + ' '.repeat(braces.length) + line.slice(start + braces.length);
    changed = true;
    if (match[2].length <= 4) ids.set(index + 1, customHeadingId(match[5]));
  }
  return { text: changed ? lines.join('\n') : text, ids };
}

function openingFence(stripped: string): { char: string; count: number } | undefined {
  const char = stripped[0];
  if (char !== '`' && char !== '~') return undefined;
  let count = 1;
  while (stripped[count] === char) count++;
  return count >= 3 ? { char, count } : undefined;
}

function closesFence(stripped: string, fence: { char: string; count: number }): boolean {
  let index = 0;
  while (stripped[index] === fence.char) index++;
  return index >= fence.count && stripped.slice(index).trim() === '';
}

/** Whether a `{/* … *\/}` comment is still open at the end of `line` (quoted and code spans masked). */
function endsInComment(line: string, open: boolean): boolean {
  const masked = line.replace(/(`+).*?\1|"[^"\n]*"/g, (span) => ' '.repeat(span.length));
  let position = 0;
  let inside = open;
  for (;;) {
    if (inside) {
      const close = line.indexOf('*/', position);
      if (close === -1) return true;
      position = close + 2;
      inside = false;
    }
    const start = masked.indexOf('{/*', position);
    if (start === -1) return false;
    position = start + 3;
    inside = true;
  }
}

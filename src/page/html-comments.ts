/**
 * `<!-- … -->` comments in `.md` pages. MDX has no HTML comments (`<!` is a syntax error), yet
 * markdown writers use them, docs-lint directives included. Before a `.md` page is parsed as MDX,
 * each comment outside fenced code is blanked out with spaces (newlines kept), so every offset,
 * line and column of the rest of the page stays exact.
 */

export interface HtmlComment {
  /** The text between `<!--` and `-->`. */
  value: string;
  line: number;
  column: number;
  endLine: number;
}

export interface MaskedText {
  text: string;
  comments: HtmlComment[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function maskHtmlComments(text: string): MaskedText {
  if (!text.includes('<!--')) return { text, comments: [] };
  const comments: HtmlComment[] = [];
  const lines = text.split('\n');
  let fence: string | undefined;
  let open: { line: number; column: number; parts: string[] } | undefined;
  for (let index = 0; index < lines.length; index++) {
    let line = lines[index];
    if (!open) {
      const marker = line.match(FENCE)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        continue;
      }
      if (marker) {
        fence = marker;
        continue;
      }
    }
    let from = 0;
    while (from <= line.length) {
      if (open) {
        const close = line.indexOf('-->', from);
        const end = close === -1 ? line.length : close + 3;
        open.parts.push(line.slice(from, close === -1 ? line.length : close));
        line = blank(line, from, end);
        if (close === -1) break;
        comments.push({ value: open.parts.join('\n'), line: open.line, column: open.column, endLine: index + 1 });
        open = undefined;
        from = end;
        continue;
      }
      const start = line.indexOf('<!--', from);
      if (start === -1 || insideInlineCode(line, start)) break;
      open = { line: index + 1, column: start + 1, parts: [] };
      line = blank(line, start, start + 4);
      from = start + 4;
    }
    lines[index] = line;
  }
  // An unclosed comment is left for the parser to report where it starts.
  if (open) return { text, comments };
  return { text: lines.join('\n'), comments };
}

function blank(line: string, start: number, end: number): string {
  return line.slice(0, start) + ' '.repeat(end - start) + line.slice(end);
}

/** An odd number of backticks before the comment on its line: it sits in inline code. */
function insideInlineCode(line: string, at: number): boolean {
  return (line.slice(0, at).match(/`/g)?.length ?? 0) % 2 === 1;
}

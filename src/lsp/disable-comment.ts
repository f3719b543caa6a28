/**
 * The line a writer adds above a line to turn one rule off for it, in the comment syntax the
 * page's inline directives are read from (see `engine/inline-directives.ts`): an MDX expression
 * comment in `.mdx`, an HTML comment in `.md`. Undefined where no comment line can go: in front
 * matter, in a fenced code block (it would become code) and in a table (it would end the table).
 */
export function disableLineComment(text: string, line: number, ruleId: string, markdown: boolean): { line: number; text: string } | undefined {
  const lines = text.split(/\r?\n/);
  const index = line - 1;
  if (index < 0 || index >= lines.length) return undefined;
  if (inFrontMatter(lines, index) || inFence(lines, index) || /^\s*\|/.test(lines[index])) return undefined;
  const indent = /^[ \t]*/.exec(lines[index])![0];
  const directive = `docs-lint-disable-next-line ${ruleId}`;
  const comment = markdown ? `<!-- ${directive} -->` : `{/* ${directive} */}`;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return { line: index, text: `${indent}${comment}${eol}` };
}

function inFrontMatter(lines: readonly string[], index: number): boolean {
  if (!/^---\s*$/.test(lines[0] ?? '')) return false;
  for (let i = 1; i < lines.length; i++) {
    if (/^---\s*$/.test(lines[i])) return index <= i;
  }
  return false;
}

function inFence(lines: readonly string[], index: number): boolean {
  let open: string | undefined;
  for (let i = 0; i <= index; i++) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (!fence) continue;
    if (open === undefined) open = fence[1];
    else if (fence[1][0] === open[0] && fence[1].length >= open.length) {
      if (i === index) return true;
      open = undefined;
    }
  }
  return open !== undefined;
}

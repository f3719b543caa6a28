/**
 * Vale's section globs (`[*.md]`, `[docs/**\/*.{md,mdx}]`, `[!drafts/*.md]`): with `**` in the
 * pattern, `*` stops at `/` and `**` crosses folders (doublestar); without it, `*` matches any
 * run of characters, `/` included (gobwas/glob with no separators), so `*.md` matches every
 * Markdown file at any depth. A leading `!` negates. Paths are matched relative to the folder of
 * the `.vale.ini`, with `/` between folders.
 */

export interface ValeGlob {
  pattern: string;
  test(path: string): boolean;
}

export function compileValeGlob(pattern: string): ValeGlob {
  let body = pattern.trim();
  let negated = false;
  if (body.startsWith('!')) {
    negated = true;
    body = body.replace(/^!+/, '');
  }
  const doublestar = body.includes('**');
  const source = globSource(body, doublestar);
  const regex = new RegExp(`^${source}$`);
  return { pattern, test: (path: string) => regex.test(path) !== negated };
}

function globSource(glob: string, doublestar: boolean): string {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*') {
      if (doublestar && glob[i + 1] === '*') {
        i++;
        if (glob[i + 1] === '/') {
          i++;
          out += '(?:.*/)?';
        } else out += '.*';
      } else out += doublestar ? '[^/]*' : '.*';
    } else if (ch === '?') out += doublestar ? '[^/]' : '.';
    else if (ch === '{') {
      braces++;
      out += '(?:';
    } else if (ch === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (ch === ',' && braces > 0) out += '|';
    else if (ch === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end < 0) out += '\\[';
      else {
        let set = glob.slice(i + 1, end);
        if (set.startsWith('!')) set = '^' + set.slice(1);
        out += `[${set.replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else if (ch === '\\' && i + 1 < glob.length) out += escapeRegex(glob[++i]);
    else out += escapeRegex(ch);
  }
  while (braces-- > 0) out += ')';
  return out;
}

function escapeRegex(ch: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(ch) ? '\\' + ch : ch;
}

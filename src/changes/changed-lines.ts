import path from 'node:path';
import { git } from './git-changes.js';

/** The lines of a file that a change touched: every line of a new file, else the lines its hunks add or rewrite. */
export type TouchedLines = 'all' | ReadonlySet<number>;

/** Which lines changed since a commit, by absolute file path; undefined for a file the change left alone. */
export type ChangedLines = (filePath: string) => TouchedLines | undefined;

/**
 * The lines changed in the site since `base` (committed, staged or not) and the files that are new
 * (added or untracked), from `git diff --unified=0`: what a pull request's diff shows, so that
 * annotations on those lines go out first. Deleted lines leave nothing to annotate.
 */
export function readChangedLines(siteRoot: string, base: string): ChangedLines {
  const top = git(siteRoot, ['rev-parse', '--show-toplevel']).trim();
  const byFile = new Map<string, TouchedLines>();
  const diff = git(top, ['-c', 'core.quotePath=false', 'diff', '--unified=0', '--no-renames', '--no-color', '--no-ext-diff', base, '--', siteRoot]);
  let current: Set<number> | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const target = unquote(line.slice(4));
      current = undefined;
      // `+++ /dev/null`: the file was deleted.
      if (!target.startsWith('b/')) continue;
      const file = path.join(top, target.slice(2));
      const lines = new Set<number>();
      byFile.set(file, lines);
      current = lines;
      continue;
    }
    const hunk = current && /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      for (let at = start; at < start + count; at++) current!.add(at);
    }
  }
  for (const file of git(top, ['ls-files', '--others', '--exclude-standard', '-z', '--', siteRoot]).split('\0')) {
    if (file) byFile.set(path.join(top, file), 'all');
  }
  return (filePath) => byFile.get(path.resolve(filePath));
}

/** git quotes a path holding a quote, a backslash or a control character as a C string: `"b/a\"b.mdx"`. */
function unquote(name: string): string {
  if (!name.startsWith('"')) return name;
  const bytes: number[] = [];
  const body = name.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      bytes.push(...Buffer.from(body[i]));
      continue;
    }
    const next = body[++i];
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else bytes.push(({ n: 10, t: 9, '"': 34, '\\': 92 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  return Buffer.from(bytes).toString('utf8');
}

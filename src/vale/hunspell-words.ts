/**
 * The words of a Hunspell dictionary (`name.dic`, with its `name.aff`) as a word list. A `.dic` is
 * a count, then one stem a line with its affix flags after a slash (`endpoint/SM`); the `.aff`
 * holds the rules (`SFX S Y 1` …) that make `endpoints` and `endpoint's` of it. docs-lint reads
 * the stems; it does not apply affix rules (no library it uses runs them), so a dictionary whose
 * stems carry flags that its `.aff` defines knows fewer words here than under Vale: `unapplied`
 * counts those stems, for the one notice that says so.
 */

import fs from 'node:fs';

export interface HunspellWords {
  words: Set<string>;
  /** Stems with affix flags whose rules the `.aff` defines (0 when there is no `.aff` or it has no rules). */
  unapplied: number;
}

/** Reads `dicFile` (and `affFile` for its encoding and rules); throws a reason when a file cannot be read. */
export function readHunspellWords(dicFile: string, affFile: string | undefined): HunspellWords {
  const aff = affFile ? fs.readFileSync(affFile) : undefined;
  const affText = aff?.toString('latin1') ?? '';
  // `SET ISO8859-1` and the like: the .dic is in that encoding; UTF-8 otherwise.
  const set = /^SET\s+(\S+)/m.exec(affText)?.[1]?.toUpperCase() ?? 'UTF-8';
  const encoding: BufferEncoding = /^(ISO-?8859-1|ISO-?8859-15|WINDOWS-1252|CP1252)$/.test(set) ? 'latin1' : 'utf8';
  const hasRules = /^(?:SFX|PFX)\s+\S+\s+\S+\s+\S+\s+\S+/m.test(affText);
  const lines = fs.readFileSync(dicFile).toString(encoding).replace(/^\uFEFF/, '').split(/\r?\n/);
  const words = new Set<string>();
  let unapplied = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // The first line is the approximate count; a line starting with a tab or `#` is a comment.
    if ((i === 0 && /^\s*\d+\s*$/.test(line)) || line.startsWith('\t') || line.startsWith('#')) continue;
    const entry = line.trim().split(/\s+/)[0] ?? '';
    if (entry === '') continue;
    const slash = unescapedSlash(entry);
    const stem = (slash < 0 ? entry : entry.slice(0, slash)).replace(/\\\//g, '/');
    if (stem === '') continue;
    words.add(stem);
    if (slash >= 0 && slash < entry.length - 1 && hasRules) unapplied++;
  }
  return { words, unapplied };
}

function unescapedSlash(entry: string): number {
  for (let i = 0; i < entry.length; i++) {
    if (entry[i] === '\\') i++;
    else if (entry[i] === '/') return i;
  }
  return -1;
}

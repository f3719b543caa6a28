/**
 * The words a Vale `spelling` rule checks, found as Vale's word tokenizer finds them, with their
 * offsets: the text split at white space; from each piece, leading `$ ( " [ '` and trailing
 * `, ) " ] ! ; . ? : '` taken off one at a time; abbreviations with dots (`e.g.`, `Mr.`) kept
 * whole; pieces without a letter dropped. Curly quotes count as straight ones.
 */

export interface ValeWord {
  text: string;
  start: number;
  end: number;
}

const PREFIXES = new Set(['$', '(', '"', '[', "'"]);
const SUFFIXES = new Set([',', ')', '"', ']', '!', ';', '.', '?', ':', "'"]);
/** Kept whole: `e.g.`, `U.S.`, `Mr.`, `Dr.`. */
const SPECIAL = /^(?:[A-Za-z]\.){2,}$|^[A-Z][a-z]{1,2}\.$/;
const STRAIGHT: Record<string, string> = { '\u201c': '"', '\u201d': '"', '\u2018': "'", '\u2019': "'" };

export function valeWords(text: string): ValeWord[] {
  const clean = text.replace(/[\u201c\u201d\u2018\u2019]/g, (quote) => STRAIGHT[quote]);
  const words: ValeWord[] = [];
  for (const piece of clean.matchAll(/\S+/gu)) {
    let start = piece.index!;
    let end = start + piece[0].length;
    while (end > start) {
      const token = clean.slice(start, end);
      if (SPECIAL.test(token)) break;
      if (token.length > 1 && PREFIXES.has(token[0])) start++;
      else if (token.length > 1 && SUFFIXES.has(token[token.length - 1])) end--;
      else break;
    }
    if (end > start && /\p{L}/u.test(clean.slice(start, end))) words.push({ text: clean.slice(start, end), start, end });
  }
  return words;
}

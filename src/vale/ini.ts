/**
 * A `.vale.ini` as Vale's ini library reads it: `key = value` lines, `[section]` headers, `#` and
 * `;` comments (also after a value, with a space before them), a trailing `\` joining the next
 * line, and a key given twice kept twice ("shadows": `BasedOnStyles` lines add up). Every key
 * keeps its line, so a diagnostic can point at it.
 */

export interface IniEntry {
  key: string;
  value: string;
  line: number;
}

export interface IniSection {
  /** `''` for the keys above the first header. */
  name: string;
  line: number;
  entries: IniEntry[];
}

export interface IniFile {
  sections: IniSection[];
  problems: Array<{ line: number; message: string }>;
}

export function parseIni(text: string): IniFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  const root: IniSection = { name: '', line: 1, entries: [] };
  const sections: IniSection[] = [root];
  const problems: IniFile['problems'] = [];
  let current = root;
  for (let i = 0; i < lines.length; i++) {
    const number = i + 1;
    let line = lines[i].trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    while (line.endsWith('\\') && i + 1 < lines.length) line = line.slice(0, -1) + lines[++i].trim();
    if (line.startsWith('[')) {
      const end = line.lastIndexOf(']');
      if (end < 0) {
        problems.push({ line: number, message: `"${line}" opens a section but has no closing "]".` });
        continue;
      }
      const name = line.slice(1, end).trim();
      const existing = sections.find((section) => section.name === name);
      if (existing) current = existing;
      else sections.push((current = { name, line: number, entries: [] }));
      continue;
    }
    const equals = line.search(/[=:]/);
    if (equals <= 0) {
      problems.push({ line: number, message: `"${line}" is neither a "key = value" line nor a "[section]".` });
      continue;
    }
    const key = line.slice(0, equals).trim();
    let value = line.slice(equals + 1).trim();
    value = value.replace(/\s[#;].*$/, '').trim();
    if (/^(["'`]).*\1$/.test(value) && value.length >= 2) value = value.slice(1, -1);
    current.entries.push({ key, value, line: number });
  }
  return { sections, problems };
}

/** The values of a comma list key across its shadows, trimmed, without repeats. */
export function listValues(entries: readonly IniEntry[]): string[] {
  const values: string[] = [];
  for (const entry of entries) {
    for (const part of entry.value.split(',')) {
      const value = part.trim();
      if (value && !values.includes(value)) values.push(value);
    }
  }
  return values;
}

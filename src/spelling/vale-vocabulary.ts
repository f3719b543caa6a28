/**
 * A team's Vale vocabularies: `.vale.ini` names a `StylesPath` and one or more `Vocab`s, and each
 * vocabulary is `<StylesPath>/config/vocabularies/<Vocab>/accept.txt` and `reject.txt` (Vale 3), or
 * `<StylesPath>/Vocab/<Vocab>/…` (older Vale). Each line is a regular expression (Go syntax) that
 * must match a whole term; `#` starts a comment. Accepted terms are words the spelling check knows;
 * rejected ones are reported wherever they appear, even when spelled right.
 */

import fs from 'node:fs';
import path from 'node:path';
import type { WordListProblem } from './word-list-problem.js';
import { translateGoRegex } from '../vale/go-regex.js';
import { isDirectory, isFile } from '../site/file-queries.js';

export interface VocabularyEntry {
  /** The entry as written. */
  source: string;
  /** The entry as a JavaScript expression anchored on both ends, with the entry's own case rule. */
  pattern: RegExp;
  /** Where the entry is written. */
  filePath: string;
  line: number;
}

export interface ValeVocabulary {
  /** The `.vale.ini` read, if any. */
  iniPath?: string;
  accept: VocabularyEntry[];
  reject: VocabularyEntry[];
  /** Every file read (`.vale.ini` and the lists). */
  files: string[];
  problems: WordListProblem[];
}

/** The vocabularies of the first `.vale.ini` found in `folders` (nearest first). */
export function readValeVocabulary(folders: readonly string[]): ValeVocabulary {
  const vocabulary: ValeVocabulary = { accept: [], reject: [], files: [], problems: [] };
  const iniPath = folders.map((folder) => path.join(folder, '.vale.ini')).find((candidate) => isFile(candidate));
  if (!iniPath) return vocabulary;
  vocabulary.iniPath = iniPath;
  vocabulary.files.push(iniPath);
  let ini: string;
  try {
    ini = fs.readFileSync(iniPath, 'utf8');
  } catch {
    return vocabulary;
  }
  const settings = globalSettings(ini);
  const vocabs = (settings.Vocab?.value ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (vocabs.length === 0) return vocabulary;
  const stylesPath = path.resolve(path.dirname(iniPath), settings.StylesPath?.value ?? '.');
  for (const name of vocabs) {
    const folder = [path.join(stylesPath, 'config', 'vocabularies', name), path.join(stylesPath, 'Vocab', name)].find((candidate) => isDirectory(candidate));
    if (!folder) {
      const at = settings.Vocab!;
      vocabulary.problems.push({
        filePath: iniPath,
        line: at.line,
        column: at.column,
        message: `Vale vocabulary "${name}" has no folder: neither ${path.relative(path.dirname(iniPath), path.join(stylesPath, 'config', 'vocabularies', name))} nor ${path.relative(path.dirname(iniPath), path.join(stylesPath, 'Vocab', name))} exists. Create it with an accept.txt, or correct Vocab.`,
      });
      continue;
    }
    for (const kind of ['accept', 'reject'] as const) {
      const file = path.join(folder, `${kind}.txt`);
      if (!isFile(file)) continue;
      vocabulary.files.push(file);
      readEntries(file, vocabulary[kind], vocabulary.problems);
    }
  }
  return vocabulary;
}

/** The keys before the first `[section]` of an INI file, with where each value starts. */
function globalSettings(ini: string): Record<string, { value: string; line: number; column: number }> {
  const settings: Record<string, { value: string; line: number; column: number }> = {};
  const lines = ini.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*\[/.test(line)) break;
    const match = /^(\s*)([A-Za-z][\w.]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) settings[match[2]] = { value: match[3], line: i + 1, column: match[1].length + 1 };
  }
  return settings;
}

function readEntries(file: string, into: VocabularyEntry[], problems: WordListProblem[]): void {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    problems.push({ filePath: file, line: 1, column: 1, message: `Vale vocabulary could not be read: ${(error as Error).message}` });
    return;
  }
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const source = lines[i].trim();
    if (source === '' || source.startsWith('#')) continue;
    const pattern = compileGoPattern(source);
    if (typeof pattern === 'string') {
      problems.push({ filePath: file, line: i + 1, column: lines[i].indexOf(source) + 1, message: `Vale vocabulary entry "${source}" is not a regular expression docs-lint can read (${pattern}); it is left out. Correct it, or escape its special characters.` });
      continue;
    }
    into.push({ source, pattern, filePath: file, line: i + 1 });
  }
}

/**
 * A Go regular expression (RE2) as a JavaScript one matching a whole term, by the translation the
 * Vale styles use; an entry that cannot be translated gives its reason instead.
 */
export function compileGoPattern(source: string): RegExp | string {
  try {
    const { source: body, flags } = translateGoRegex(source);
    return new RegExp(`^(?:${body})$`, flags);
  } catch (error) {
    return (error as Error).message.replace(/^Invalid regular expression: /, '');
  }
}


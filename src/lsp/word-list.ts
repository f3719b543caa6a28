import fs from 'node:fs';
import path from 'node:path';
import { applyEdits, findNodeAtLocation, modify, parseTree, type Edit, type Node } from 'jsonc-parser';
import { writeFileAtomic } from '../engine/write-file-atomic.js';
import { findCspellSettings, searchFolders } from '../spelling/team-word-lists.js';

export type AddWordOutcome = { file: string; created: boolean; added: boolean } | { error: string };

/** The file a new site's words go in when the team keeps none: the first name cspell (and the spelling rule) reads at the site root. */
export const NEW_WORD_LIST = 'cspell.json';

/**
 * Adds a word to the team's cspell settings, the nearest one the spelling rule reads (from the
 * site root up to the repository root), keeping the file's comments and layout; with none, creates
 * `cspell.json` at the site root. Only JSON settings (and package.json's `cspell` key) are
 * edited: a YAML or JavaScript file is the team's to edit, and the outcome says so.
 */
export function addWordToSiteList(siteRoot: string, word: string): AddWordOutcome {
  const existing = findCspellSettings(searchFolders(siteRoot));
  if (!existing) {
    const file = path.join(siteRoot, NEW_WORD_LIST);
    writeFileAtomic(file, `${JSON.stringify({ version: '0.2', words: [word] }, null, 2)}\n`, { create: true });
    return { file, created: true, added: true };
  }
  if (!/\.jsonc?$/i.test(existing)) {
    return { error: `The site's cspell settings are ${existing}, which docs-lint does not edit (only JSON settings): add "${word}" to its "words" there.` };
  }
  const text = fs.readFileSync(existing, 'utf8');
  const keyPath = path.basename(existing) === 'package.json' ? ['cspell', 'words'] : ['words'];
  const words = findNodeAtLocation(parseTree(text) ?? { type: 'null', offset: 0, length: 0 }, keyPath);
  if (words?.type === 'array' && words.children?.some((child) => child.value === word)) return { file: existing, created: false, added: false };
  const edits = words?.type === 'array' && words.children && words.children.length > 0 ? appendTo(text, words.children, word) : modify(text, keyPath, [word], { formattingOptions: formattingOf(text) });
  writeFileAtomic(existing, applyEdits(text, edits));
  return { file: existing, created: false, added: true };
}

/** The word after the last one of the list, separated as the list separates its words (one line, or one a line). */
function appendTo(text: string, children: readonly Node[], word: string): Edit[] {
  const last = children[children.length - 1];
  const end = last.offset + last.length;
  let separator: string;
  if (children.length > 1) {
    const before = children[children.length - 2];
    separator = text.slice(before.offset + before.length, last.offset).replace(/\/\/[^\n]*|\/\*[^]*?\*\//g, '');
  } else {
    const lineStart = text.lastIndexOf('\n', last.offset) + 1;
    const onOwnLine = /^[ \t]*$/.test(text.slice(lineStart, last.offset));
    separator = onOwnLine ? `,${text.includes('\r\n') ? '\r\n' : '\n'}${text.slice(lineStart, last.offset)}` : ', ';
  }
  return [{ offset: end, length: 0, content: `${separator}${JSON.stringify(word)}` }];
}

function formattingOf(text: string): { insertSpaces: boolean; tabSize: number; eol: string } {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

#!/usr/bin/env node
/**
 * The GitHub Action's `args` input, split into the words of a command line: read from INPUT_ARGS,
 * written as NUL-terminated words to the file named by the first argument, which action.yml reads
 * into a bash array and passes to docs-lint as separate arguments. Problems are printed as workflow
 * commands on standard output.
 *
 * The input is split as a POSIX shell splits words, with quotes and backslashes, and nothing else:
 * no `$VAR`, no `$(command)`, no backquotes, no globs, no `~`, no `;` or `|`. Those characters stay
 * in the words as they are, so no input can run a command; docs-lint expands globs itself.
 *
 * Flags that would take over the action's own reports (`--format`, `--output-file`) or make it do
 * something other than lint (`--fix`, `--baseline-write`, `--stdin`...) are refused with exit 2.
 */
import fs from 'node:fs';

/** Flags the action sets itself, or that would stop it linting and reporting. */
const REFUSED = new Map([
  ['--format', 'the action runs docs-lint with the formats it reports in (github, json, sarif, markdown)'],
  ['-f', 'the action runs docs-lint with the formats it reports in (github, json, sarif, markdown)'],
  ['--output-file', 'the action writes its reports itself; use the `sarif-file` input for a SARIF file'],
  ['-o', 'the action writes its reports itself; use the `sarif-file` input for a SARIF file'],
  ['--fix', 'the action only reports; run `npx docs-lint --fix` in a step of your own to change files'],
  ['--fix-dry-run', 'the action only reports'],
  ['--baseline-write', 'the action only reports; write the baseline on your machine and commit it'],
  ['--baseline-prune', 'the action only reports; prune the baseline on your machine and commit it'],
  ['--stdin', 'the action lints the site on disk'],
  ['--stdin-filename', 'the action lints the site on disk'],
  ['--print-config', 'the action lints; run `docs-lint --print-config` on your machine'],
  ['--list-rules', 'the action lints'],
  ['--help', 'the action lints'],
  ['-h', 'the action lints'],
  ['--version', 'the action lints'],
  ['-v', 'the action lints'],
]);

/** Splits `text` into words as a POSIX shell does, without any expansion. Throws on an unclosed quote. */
function splitWords(text) {
  const words = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) throw new Error(`the single quote at character ${i + 1} is never closed`);
      word += text.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (char === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        // Inside double quotes a backslash escapes only ", \, $ and `, as in the shell.
        if (text[j] === '\\' && j + 1 < text.length && '"\\$`'.includes(text[j + 1])) j++;
        word += text[j];
      }
      if (j >= text.length) throw new Error(`the double quote at character ${i + 1} is never closed`);
      inWord = true;
      i = j;
    } else if (char === '\\') {
      // A backslash before a newline joins the lines; before anything else it keeps that character.
      if (i + 1 < text.length && text[i + 1] !== '\n') {
        word += text[i + 1];
        inWord = true;
      }
      i++;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** The refused flag a word holds, or undefined. `--format=json` holds `--format`; `-qfjson` holds `-f`. */
function refusedFlag(word) {
  if (word.startsWith('--')) return REFUSED.has(word.split('=')[0]) ? word.split('=')[0] : undefined;
  if (!/^-[a-z]/i.test(word)) return undefined;
  // A group of short flags: a flag that takes a value (-c, -f, -o) takes the rest of the word.
  for (const letter of word.slice(1)) {
    if (REFUSED.has(`-${letter}`)) return `-${letter}`;
    if (letter === 'c') return undefined;
  }
  return undefined;
}

{
  let words;
  try {
    words = splitWords(process.env.INPUT_ARGS ?? '');
  } catch (error) {
    process.stdout.write(`::error title=docs-lint::The \`args\` input cannot be split into arguments: ${error.message}. Quote as in a shell: --ignore-pattern 'drafts/**'\n`);
    process.exit(2);
  }
  for (const word of words) {
    const flag = refusedFlag(word);
    if (flag) {
      process.stdout.write(`::error title=docs-lint::The \`args\` input cannot hold ${flag}: ${REFUSED.get(flag)}.\n`);
      process.exit(2);
    }
  }
  fs.writeFileSync(process.argv[2], words.map((word) => `${word}\0`).join(''));
}

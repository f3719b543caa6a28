import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';

/*
 * The repository speaks to its users. Its docs, README, bench notes and code comments say what a
 * rule does, what it costs and how accurate it is, measured with commands anyone can run from the
 * repository; they never narrate rounds of development, name tools of the team's own machines,
 * the corpus's internal split labels or paths on those machines.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each kind of text that does not belong, with what it catches. */
const UNWANTED: ReadonlyArray<[string, RegExp]> = [
  ['a numbered round of development', /\b[Ss]essions? \d+\b/],
  ['a round of development by its ordinal', /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) session\b/i],
  ['the team tracker\'s issue number', /\b[Ii]ssues? #?\d+\b/],
  ['the team tracker\'s command', /`issues( \w+)?`|\bissues (show|list|close|new|comment)\b/],
  ['a workshop benchmark tool', /\bfarm-bench\b/],
  ['a workshop tool', /`duplicates`|\bduplicates (--?\w|tool|command)/],
  ['a workshop helper', /\bsub-?agents?\b|\bhelper (session|agent)s?\b/i],
  ['a path on the team\'s machines', /(^|[^\w.~$:{-])\/(tmp|work)\//],
  ['a split label of the corpus', /\b(PUBLIC|HIDDEN)\b|--split\b/],
];

/**
 * docs/rules/spelling.mdx is being rewritten for users in a change of its own, which turns this
 * check on for it by taking it off this list.
 */
const NOT_YET = new Set(['docs/rules/spelling.mdx']);

function* filesUnder(relative: string, extensions: RegExp): Generator<string> {
  const absolute = path.join(REPO, relative);
  if (!fs.existsSync(absolute)) return;
  if (fs.statSync(absolute).isFile()) {
    yield relative;
    return;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesUnder(child, extensions);
    else if (extensions.test(entry.name)) yield child;
  }
}

/** The lines of `text` that hold unwanted text, as `file:line: what (the match)`. */
function unwantedIn(file: string, text: string, offset = 0): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [what, pattern] of UNWANTED) {
      const match = line.match(pattern);
      if (match) found.push(`${file}:${offset + index + 1}: ${what} (${match[0].trim()})`);
    }
  });
  return found;
}

/** A code file's comments, each with the line it starts on: what a comment says is read, not the code's strings. */
function commentsOf(text: string): Array<{ line: number; text: string }> {
  const comments: Array<{ line: number; text: string }> = [];
  for (const match of text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\/])\/\/[^\n]*/g)) {
    comments.push({ line: text.slice(0, match.index).split('\n').length - 1, text: match[0] });
  }
  return comments;
}

function proseFindings(): string[] {
  const files = [...filesUnder('README.md', /./), ...filesUnder('docs', /\.(md|mdx|json)$/), ...filesUnder('bench', /\.(md|json)$/)];
  return files.filter((file) => !NOT_YET.has(file)).flatMap((file) => unwantedIn(file, fs.readFileSync(path.join(REPO, file), 'utf8')));
}

function commentFindings(): string[] {
  const files = ['src', 'rules', 'scripts', 'bench', 'presets', 'bin'].flatMap((folder) => [...filesUnder(folder, /\.(ts|mts|mjs|js)$/)]);
  return files.flatMap((file) => commentsOf(fs.readFileSync(path.join(REPO, file), 'utf8')).flatMap((comment) => unwantedIn(file, comment.text, comment.line)));
}

describe('what the repository says to its users', () => {
  test('docs/, bench/ and README.md hold no development rounds, workshop tools, machine paths or split labels', () => {
    expect(proseFindings()).toEqual([]);
  });

  test('code comments in src/, rules/, scripts/ and bench/ hold none either', () => {
    expect(commentFindings()).toEqual([]);
  });

  test('the check catches each kind, and leaves the words a user\'s page needs alone', () => {
    const caught = [
      'Session 11 drew seven more samples.',
      'over all first looks of sessions 8 to 10',
      '2026-11-26 evening (third session)',
      'Goals of issue 26: met.',
      'read it with `issues show 45`',
      'one pair under `nice farm-bench -n 1`',
      'run `duplicates` on the corpus',
      'a helper agent judged them',
      'copied to /tmp/dS9 first',
      '`make-scale.mjs /work/shared/corpus 3336`',
      'the 10,000-page site (PUBLIC split)',
      'make-scale.mjs … --split PUBLIC',
    ];
    expect(caught.map((line) => unwantedIn('x', line).length)).toEqual(caught.map(() => 1));
    const fine = [
      'Set `hidden: true` in its front matter, or add `aria-hidden="true"`.',
      'Public repositories get code scanning for free; `integrations.koala.publicApiKey` is a string.',
      'Read `NEXT_PUBLIC_API_URL` from the environment.',
      'A passive with a named agent; AGENTS.md and `docs-lint init --assistant agents`.',
      'isolated by the session header, and the MCP session ends',
      'the reader duplicates nothing',
      'see [npm/cli#8440](https://github.com/npm/cli/issues/8440)',
      'SITE="${TMPDIR:-/tmp}/docs-lint-bench/site-10000"',
    ];
    expect(fine.flatMap((line) => unwantedIn('x', line))).toEqual([]);
  });

  test('a comment is read where it is, and a URL in a string is no comment', () => {
    const code = "const url = 'https://example.com/tmp/';\n/**\n * Measured with farm-bench.\n */\nrun(); // copied to /work/x\n";
    expect(commentsOf(code).flatMap((comment) => unwantedIn('f.ts', comment.text, comment.line))).toEqual([
      'f.ts:3: a workshop benchmark tool (farm-bench)',
      'f.ts:5: a path on the team\'s machines (/work/)',
    ]);
  });
});

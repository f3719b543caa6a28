/**
 * Headings that are the `#` comments of a code sample written outside a fenced code block (API
 * pages generated from docstrings often hold such samples): Markdown turns each `# comment` line
 * into a heading, and the code lines around it into a paragraph. The heading rules leave such a
 * heading out of the outline; heading-start-level says what it is and suggests the fence.
 */
import type { Heading } from 'mdast';

interface Block {
  type: string;
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
}

interface Parent {
  children?: readonly Block[];
}

export interface CodeCommentHeading {
  /** The code line next to the heading, and its line number. */
  code: string;
  line: number;
  /** Where the run of blocks without a blank line between them, the sample, starts: one report per sample. */
  sampleStart: number;
}

/** Lines that read as code, not prose: imports, assignments, calls, definitions, blocks, commands. */
const CODE_LINE = [
  /^\s*(?:from\s+[\w.]+\s+)?import\s+[\w.*{(]/,
  /^\s*(?:const|let|var)\s+\w+\s*=/,
  /^\s*(?:async\s+)?(?:def|class|function|fn|func)\s+\w+\s*[(:<{]/,
  /^\s*[\w.[\]'"]+\s*(?:=|\+=|-=|:=)\s*\S/,
  /^\s*(?:await\s+|return\s+|print\s*\()?[\w.]+\([^)]*\)?[\s;)]*$/,
  /^\s*(?:if|for|while|with|elif|else|try|except)\b[^:]*:\s*$/,
  /^\s*(?:\$\s+)?(?:pip|pip3|npm|npx|yarn|pnpm|uv|curl|export|docker|python|python3|node|git)\s+\S/,
];

const MAX_CODE_LENGTH = 60;

/** The evidence that `node` is a code comment (an adjacent line of code, no blank line between), or undefined. */
export function codeCommentHeading(node: Heading, parent: Parent | null | undefined, source: string): CodeCommentHeading | undefined {
  const siblings = parent?.children;
  const start = node.position?.start;
  if (!siblings || !start || start.offset === undefined || source[start.offset] !== '#') return undefined;
  const index = siblings.indexOf(node as unknown as Block);
  if (index < 0) return undefined;
  const previous = siblings[index - 1];
  const next = siblings[index + 1];
  const code =
    (next?.type === 'paragraph' && next.position?.start.line === node.position!.end.line + 1 ? codeLine(source, next.position.start.offset, next.position.start.line) : undefined) ??
    (previous?.type === 'paragraph' && previous.position?.end.line === start.line - 1 ? codeLine(source, lineStartOf(source, previous.position.end.offset), previous.position.end.line) : undefined);
  if (!code) return undefined;
  // The sample runs back over the blocks before the heading with no blank line between them.
  let first = index;
  while (first > 0 && siblings[first - 1].position?.end.line === (siblings[first].position?.start.line ?? 0) - 1) first--;
  return { ...code, sampleStart: siblings[first].position?.start.offset ?? start.offset };
}

function lineStartOf(source: string, offset: number | undefined): number | undefined {
  if (offset === undefined) return undefined;
  return source.lastIndexOf('\n', offset - 1) + 1;
}

function codeLine(source: string, offset: number | undefined, line: number): { code: string; line: number } | undefined {
  if (offset === undefined) return undefined;
  const end = source.indexOf('\n', offset);
  const text = source.slice(offset, end < 0 ? source.length : end).trim();
  if (!CODE_LINE.some((pattern) => pattern.test(text))) return undefined;
  return { code: text.length > MAX_CODE_LENGTH ? `${text.slice(0, MAX_CODE_LENGTH - 1)}…` : text, line };
}

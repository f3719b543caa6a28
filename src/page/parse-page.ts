import type { Root, Yaml } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { load as loadYaml } from 'js-yaml';
import type { LintMessage } from '../lint-message.js';
import { guardAutolinkLiterals } from './autolink-literal-guard.js';
import { maskCustomHeadingIds } from './custom-heading-ids.js';
import { maskHtmlComments, type HtmlComment } from './html-comments.js';
import { indentQuotedContinuations } from './lenient-front-matter.js';

/**
 * One processor for every page: the site renders `.md` and `.mdx` alike, as MDX, with math
 * (`$…$`, `$$…$$`, remark-math's defaults, as the generator runs it): what is inside math is math,
 * so its braces are no expressions.
 */
const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMdx).use(remarkMath).freeze();
guardAutolinkLiterals(processor);

export interface FrontMatter {
  node: Yaml;
  /** The parsed mapping; undefined when the YAML does not parse or is not a mapping. */
  data?: Record<string, unknown>;
  /** Why `data` is missing, at the YAML error's position in the page. */
  problem?: { message: string; line: number; column: number };
}

export interface ParsedPage {
  tree: Root | null;
  frontMatter?: FrontMatter;
  /** The page is not valid MDX: one fatal message at the parser's position. */
  fatal?: LintMessage;
  /** The `<!-- … -->` comments of a `.md` page (parsed with `htmlComments`). */
  htmlComments: HtmlComment[];
  /** The `{#id}` of each heading (levels 1-4) that gives its own, by line (see `custom-heading-ids.ts`). */
  customHeadingIds: Map<number, string>;
}

export interface ParsePageOptions {
  /** A `.md` page: its HTML comments are allowed, and set aside before the MDX parse. */
  htmlComments?: boolean;
}

/** The MDX tree of a page's text once its HTML comments and custom heading ids are masked: what `parsePage` parses. */
export function parseMaskedPage(masked: string): Root {
  return processor.parse(masked);
}

/**
 * `parseTree` turns the masked text into its tree: `parseMaskedPage`, or something that gives the
 * same tree faster (the language server re-parses only the block an edit changed).
 */
export function parsePage(text: string, options: ParsePageOptions = {}, parseTree: (masked: string) => Root = parseMaskedPage): ParsedPage {
  const masked = options.htmlComments ? maskHtmlComments(text) : { text, comments: [] };
  const headingIds = maskCustomHeadingIds(masked.text);
  let tree: Root;
  try {
    tree = parseTree(headingIds.text);
  } catch (error) {
    return { tree: null, fatal: mdxFatal(error), htmlComments: masked.comments, customHeadingIds: headingIds.ids };
  }
  const first = tree.children[0];
  return {
    tree,
    frontMatter: first?.type === 'yaml' ? readFrontMatter(first) : undefined,
    htmlComments: masked.comments,
    customHeadingIds: headingIds.ids,
  };
}

function readFrontMatter(node: Yaml): FrontMatter {
  // The YAML starts on the line after the opening `---`.
  const firstLine = (node.position?.start.line ?? 1) + 1;
  // js-yaml 5 refuses a document with no content; empty front matter is simply no keys.
  if (node.value.split('\n').every((line) => line.trim() === '' || line.trim().startsWith('#'))) return { node, data: {} };
  try {
    const data = loadYaml(node.value);
    if (data === undefined || data === null) return { node, data: {} };
    if (typeof data !== 'object' || Array.isArray(data)) {
      return { node, problem: { message: 'Front matter must be a YAML mapping of keys to values (like `title: Setup`).', line: firstLine, column: 1 } };
    }
    return { node, data: data as Record<string, unknown> };
  } catch (error) {
    const lenient = /deficient indentation/.test(String((error as Error | undefined)?.message)) ? indentQuotedContinuations(node.value) : undefined;
    const read = lenient === undefined ? undefined : tryLoad(lenient);
    if (read) return { node, data: read };
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as Error | undefined)?.name === 'RangeError' ? 'it nests too deeply to read' : ((error as { reason?: string }).reason ?? 'it does not parse');
    return {
      node,
      problem: {
        message: `Front matter is not valid YAML: ${reason}. Fix the YAML between the --- lines.`,
        line: firstLine + (mark?.line ?? 0),
        column: (mark?.column ?? 0) + 1,
      },
    };
  }
}

/** A mapping from `yaml`, or undefined when it does not parse to one. */
function tryLoad(yaml: string): Record<string, unknown> | undefined {
  try {
    const data = loadYaml(yaml);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function mdxFatal(error: unknown): LintMessage {
  // The parser's tree transforms recurse: thousands of nested elements or list items exhaust the stack.
  if ((error as Error | undefined)?.name === 'RangeError') {
    return {
      ruleId: null,
      severity: 2,
      fatal: true,
      message: 'This page nests elements, lists or quotes thousands of levels deep, too deep for docs-lint (or the site generator) to parse. Flatten the nesting.',
      line: 1,
      column: 1,
    };
  }
  const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
  const said = (reason ?? String((error as Error)?.message ?? error)).replace(/\s+/g, ' ').trim();
  // An unclosed tag is detected at the end of the file; the place to fix is the tag that opened it.
  const opened = said.match(/^Expected a closing tag for `<[^`]*>` \((\d+):(\d+)-/);
  if (opened) return fatalAt(said, Number(opened[1]), Number(opened[2]));
  return fatalAt(said, line ?? 1, column ?? 1);
}

function fatalAt(said: string, line: number, column: number): LintMessage {
  return {
    ruleId: null,
    severity: 2,
    fatal: true,
    message: `This page is not valid MDX: ${plainMdxReason(said)}`,
    line,
    column,
  };
}

/** micromark's reasons are precise but terse; add what a writer does about the common ones. */
function plainMdxReason(reason: string): string {
  const sentence = reason.endsWith('.') ? reason : `${reason}.`;
  if (/Unexpected character .* before name|Unexpected lazy line|Expected a closing tag/i.test(reason)) {
    return `${sentence} A \`<\` in text starts a tag in MDX: write \`&lt;\` or put it in backticks, and close every tag you open.`;
  }
  if (/Could not parse expression|Unexpected end of file in expression|acorn/i.test(reason)) {
    return `${sentence} A \`{\` in text starts a JavaScript expression in MDX: write \`\\{\` or put it in backticks.`;
  }
  if (/Unexpected end of file/i.test(reason)) return `${sentence} Close every tag and expression you open.`;
  return sentence;
}

import type { Nodes, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * The site renders `.md` and `.mdx` alike, as MDX, with math (`$…$`, `$$…$$`, remark-math's
 * defaults, as the generator runs it): what is inside math is math, so its braces are no expressions.
 *
 * Two micromark constructs cost far more than the pages that use them: GFM's email autolink
 * literal is tried at the start of every word, and the GFM table at the start of every paragraph
 * line. The fast path parses without them where the page cannot contain them, and the tree is the
 * same node for node (`__tests__/page/fast-parse.test.ts` lints the whole corpus both ways):
 * - a table needs a `|`, or a delimiter cell like `:-` or `-:` (a pipeless one-column table);
 * - an email literal needs an `@`, and without the construct that `@` is plain data, which ends
 *   up in a text node or an image's alt: when one holds an `@`, the page is parsed again in full.
 * Leaving a construct out removes no event but the failed attempts, and mdast merges adjacent data.
 */
type Processor = ReturnType<typeof makeProcessor>;

export interface Leave {
  emailLiterals: boolean;
  tables: boolean;
}

function makeProcessor(leave: Leave) {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMdx).use(remarkMath).freeze();
  const names = [...(leave.emailLiterals ? ['emailAutolink'] : []), ...(leave.tables ? ['table'] : [])];
  if (names.length > 0) {
    // remark-parse reads the extensions when it parses, so they can be replaced after the plugins ran.
    const data = processor.data();
    data.micromarkExtensions = (data.micromarkExtensions ?? []).map((extension) => withoutConstructs(extension as Extension, names) as typeof extension);
  }
  return processor;
}

type Construct = { name?: string };
type ConstructMap = Record<string, Construct | Construct[] | undefined>;
type Extension = Record<string, ConstructMap | unknown>;
const CONSTRUCT_FIELDS = ['document', 'contentInitial', 'flowInitial', 'flow', 'string', 'text'];

function withoutConstructs(extension: Extension, names: readonly string[]): Extension {
  const copy: Extension = { ...extension };
  for (const field of CONSTRUCT_FIELDS) {
    const map = extension[field] as ConstructMap | undefined;
    if (!map) continue;
    const kept: ConstructMap = {};
    for (const [code, constructs] of Object.entries(map)) {
      const list = [constructs ?? []].flat().filter((construct) => !names.includes(construct.name ?? ''));
      if (list.length > 0) kept[code] = list;
    }
    copy[field] = kept;
  }
  return copy;
}

const processors = new Map<string, Processor>();
function processorFor(leave: Leave): Processor {
  const key = `${leave.emailLiterals}|${leave.tables}`;
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = makeProcessor(leave)));
  return processor;
}

let fullParseOnly = process.env.DOCS_LINT_FULL_PARSE === '1';

/** Parse every page with every construct (the reference the fast path is tested against); also `DOCS_LINT_FULL_PARSE=1`. */
export function setFullParse(on: boolean): void {
  fullParseOnly = on;
}

const FULL: Leave = { emailLiterals: false, tables: false };
const PIPELESS_TABLE_CELL = /:[ \t]*-|-[ \t]*:/;

/** What the first parse of a page leaves out (email literals always: an `@` in the tree's text brings them back). */
export function constructsToLeaveOut(text: string): Leave {
  return { emailLiterals: true, tables: !text.includes('|') && !PIPELESS_TABLE_CELL.test(text) };
}

/** The page's tree, as the full processor builds it; throws what micromark throws on invalid MDX. */
export function parseMarkdownTree(text: string): Root {
  if (fullParseOnly) return processorFor(FULL).parse(text);
  const leave = constructsToLeaveOut(text);
  let tree: Root;
  try {
    tree = processorFor(leave).parse(text);
  } catch {
    // The full parse says why, at its own position.
    return processorFor(FULL).parse(text);
  }
  if (text.includes('@') && holdsInText(tree, '@')) return processorFor({ ...leave, emailLiterals: false }).parse(text);
  return tree;
}

function holdsInText(node: Nodes, needle: string): boolean {
  if (node.type === 'text') return node.value.includes(needle);
  if (node.type === 'image' || node.type === 'imageReference') return (node.alt ?? '').includes(needle);
  if ('children' in node) {
    for (const child of node.children) if (holdsInText(child as Nodes, needle)) return true;
  }
  return false;
}

import { createRule } from '../src/rule-kit/create-rule.js';
import { positionAt } from '../src/rule-kit/text-position.js';
import { isJsxElement, type JsxElement, type MdNode, type MdPosition } from '../src/page/jsx-elements.js';
import { findSecrets, type ScanOptions } from '../src/page/secrets/find-secrets.js';

interface CodeNode extends MdNode {
  lang?: string | null;
  meta?: string | null;
}

/** Languages of blocks that show what something printed, not what to type. */
const OUTPUT_LANGUAGES = new Set(['text', 'txt', 'plaintext', 'output', 'log', 'logs']);
/** A block title that says it shows a response or output: `json 200 OK`, `python Sample Response`, `bash Output`. */
const OUTPUT_TITLE = /\b(?:responses?|output|result|returns|[1-5]\d\d)\b/i;

/** Example output: in a <ResponseExample>, titled as a response or output, or in a language for printed text. */
function isExampleOutput(node: CodeNode, ancestors: readonly MdNode[]): boolean {
  if (ancestors.some((ancestor) => isJsxElement(ancestor) && ancestor.name === 'ResponseExample')) return true;
  const lang = node.lang?.toLowerCase() ?? '';
  return OUTPUT_LANGUAGES.has(lang) || OUTPUT_TITLE.test(node.meta ?? '');
}

interface UrlNode extends MdNode {
  url?: string;
}

export default createRule({
  meta: {
    id: 'no-secrets',
    description: 'Code, inline code, math, component attributes and URLs hold no credential that looks real: API keys, tokens, private keys, passwords.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      secret:
        'This looks like a real {{kind}} ({{preview}}) in {{where}}. Replace it with a placeholder such as {{placeholder}}, and revoke it if it was ever real.',
    },
  },
  create(context) {
    const { sourceText } = context;

    /** Scans `sourceText[start, end)` and reports each secret at its exact place; `position` is the node's, to count lines from. */
    const scan = (position: MdPosition | undefined, start: number, end: number, where: string, options: ScanOptions = {}): void => {
      const from = position?.start.offset === undefined ? undefined : { line: position.start.line, column: position.start.column, offset: position.start.offset };
      if (!from || start < from.offset || end <= start) return;
      for (const finding of findSecrets(sourceText.slice(start, end), options)) {
        context.report({
          messageId: 'secret',
          data: { kind: finding.kind, preview: finding.preview, where, placeholder: finding.placeholder },
          loc: { start: positionAt(sourceText, start + finding.start, from), end: positionAt(sourceText, start + finding.end, from) },
        });
      }
    };
    const scanNode = (node: MdNode, where: string, options?: ScanOptions): void =>
      scan(node.position, node.position?.start.offset ?? -1, node.position?.end.offset ?? -1, where, options);

    const code = (node: CodeNode, info: { ancestors: readonly MdNode[] }): void =>
      scanNode(node, 'a code block', { json: node.lang?.toLowerCase() === 'json', output: isExampleOutput(node, info.ancestors) });
    const inlineCode = (node: MdNode): void => scanNode(node, 'inline code');
    // Math is code the page typesets: scanned like code, never read as prose.
    const math = (node: MdNode): void => scanNode(node, 'a math block');
    const inlineMath = (node: MdNode): void => scanNode(node, 'inline math');
    const element = (node: JsxElement): void => {
      for (const attribute of node.attributes) {
        const name = attribute.type === 'mdxJsxAttribute' ? `the ${attribute.name} attribute` : 'an attribute';
        scanNode(attribute as MdNode, `${name} of <${node.name ?? ''}>`);
      }
    };
    const url = (where: string) => (node: UrlNode): void => {
      const [start, end] = urlSpan(sourceText, node);
      scan(node.position, start, end, where);
    };

    return {
      code,
      inlineCode,
      math,
      inlineMath,
      mdxJsxFlowElement: element,
      mdxJsxTextElement: element,
      link: url('a link'),
      image: url('an image'),
      definition: url('a link definition'),
    };
  },
});

/**
 * Where a link's, image's or definition's URL is written: after the `](` or `]:` that ends its text,
 * so the link text (prose) is not scanned. A URL written differently from its value (escaped, in
 * `<…>`) is not found; then the whole node is scanned.
 */
function urlSpan(sourceText: string, node: UrlNode): [number, number] {
  const start = node.position?.start.offset ?? -1;
  const end = node.position?.end.offset ?? -1;
  if (start < 0) return [start, end];
  if (!node.url) return [start, start];
  const raw = sourceText.slice(start, end);
  const textEnd = Math.max(raw.lastIndexOf(']('), raw.indexOf(']:'), 0);
  const at = raw.indexOf(node.url, textEnd);
  return at < 0 ? [start, end] : [start + at, start + at + node.url.length];
}

/**
 * The page components the spec and the site generator build in, the HTML elements the generator
 * keeps, and the names a page brings into scope itself
 * with `import` and `export` (read from the acorn AST that remark-mdx attaches to `mdxjsEsm` nodes).
 */
import type { EstreeNode, JsxElement, MdNode } from './jsx-elements.js';

/** The spec's component table: the components a writer uses most. */
export const BUILT_IN_COMPONENTS: readonly string[] = [
  'Note',
  'Tip',
  'Warning',
  'Info',
  'Check',
  'CodeGroup',
  'RequestExample',
  'ResponseExample',
  'Steps',
  'Step',
  'Tabs',
  'Tab',
  'AccordionGroup',
  'Accordion',
  'Card',
  'CardGroup',
  'ParamField',
  'ResponseField',
  'Expandable',
  'Tooltip',
  'Update',
  'Frame',
];

/**
 * The generator's other built-ins (CLARIFICATIONS.md, and the `allowedComponents` list of
 * @mintlify/common 1.0.1211, which its build keeps; `Snippet` is replaced by the snippet's content
 * before that list is read). A page uses them without an import.
 */
export const GENERATOR_COMPONENTS: readonly string[] = [
  'Icon',
  'Badge',
  'Callout',
  'Danger',
  'Columns',
  'Column',
  'Tile',
  'Panel',
  'Prompt',
  'Tree',
  'Tree.Folder',
  'Tree.File',
  'FileTree',
  'Color',
  'Color.Row',
  'Color.Item',
  'CodeBlock',
  'Mermaid',
  'Latex',
  'View',
  'Param',
  'Heading',
  'Link',
  'Snippet',
  'SnippetGroup',
  'GitHub',
  'GitHub.Repo',
  'Github',
  'Github.Repo',
  'ZoomImage',
  'Visibility',
  'Variation',
  'ApiPlayground',
  'CustomCode',
  'CustomComponent',
  'DynamicCustomComponent',
  'MDX',
  'MDXContentController',
  'OptimizedVideo',
];

/**
 * The lowercase elements the generator's build keeps (the same list): any other element in a
 * block of its own is removed with its content. Inside text, every element stays.
 */
export const GENERATOR_HTML_ELEMENTS: readonly string[] = [
  'a', 'b', 'br', 'button', 'code', 'col', 'colgroup', 'div', 'form', 'h1', 'h2', 'h3', 'h4', 'head', 'hr',
  'iframe', 'img', 'input', 'kbd', 'label', 'li', 'link', 'ol', 'p', 'picture', 'pre', 'script', 'section',
  'source', 'span', 'sub', 'sup', 'svg', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul', 'video',
  'clipPath', 'defs', 'g', 'path', 'rect', 'zapier-zap-templates',
];

/** Which components count as built in: the spec's table alone, or everything the generator renders. */
export type BuiltInSet = 'generator' | 'spec';

const SPEC_SET = new Set(BUILT_IN_COMPONENTS);
const GENERATOR_SET = new Set([...BUILT_IN_COMPONENTS, ...GENERATOR_COMPONENTS]);
const HTML_SET = new Set(GENERATOR_HTML_ELEMENTS);

/** Every built-in name of `set`, for suggestions. */
export function builtInComponents(set: BuiltInSet = 'generator'): readonly string[] {
  return set === 'spec' ? BUILT_IN_COMPONENTS : [...BUILT_IN_COMPONENTS, ...GENERATOR_COMPONENTS];
}

/** True for a component the generator renders without an import (`set: 'spec'`: one of the spec's table). */
export function isBuiltInComponent(name: string, set: BuiltInSet = 'generator'): boolean {
  return (set === 'spec' ? SPEC_SET : GENERATOR_SET).has(name);
}

/** True for a lowercase element the generator keeps in a block of its own. */
export function isKeptHtmlElement(name: string): boolean {
  return HTML_SET.has(name);
}

/**
 * True for a name JSX treats as an HTML (or custom) element rather than a component:
 * it starts with a lowercase letter or holds a `-`, and is not a member name like `ui.Button`.
 */
export function isHtmlElementName(name: string): boolean {
  if (name.includes('.')) return false;
  return /^[a-z]/.test(name) || name.includes('-');
}

/**
 * The local names one `mdxjsEsm` node declares: every import specifier's local name, and every
 * name an `export const` / `export function` / `export class` / `export { }` declares.
 */
export function esmBindings(node: MdNode): string[] {
  const program = node.data?.estree;
  if (!program) return [];
  const names: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers ?? []) if (specifier.local?.name) names.push(specifier.local.name);
    } else if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration as EstreeNode | null | undefined;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations ?? []) patternNames(declarator.id, names);
      } else if (declaration?.id?.name) {
        names.push(declaration.id.name);
      }
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.local?.name) names.push(specifier.local.name);
        if (specifier.exported?.name) names.push(specifier.exported.name);
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const id = statement.declaration?.id?.name;
      if (id) names.push(id);
    }
  }
  return names;
}

/**
 * The names a page's snippet imports bind: the default import of a `.mdx` or `.md` file. The
 * generator replaces every element of that name in a block of its own with the file's content
 * before it renders (`resolveComponentWithContent` in @mintlify/common 1.0.1211), whatever its
 * case: `<pyExample />` is the snippet's content, not an HTML element. ESM sits only at the top
 * level of a page, so its direct children hold every import.
 */
export function snippetContentNames(root: MdNode): Set<string> {
  const names = new Set<string>();
  for (const child of root.children ?? []) {
    if (child.type !== 'mdxjsEsm') continue;
    for (const statement of child.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !/\.mdx?$/i.test(String(statement.source?.value ?? ''))) continue;
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.type === 'ImportDefaultSpecifier' && specifier.local?.name) names.add(specifier.local.name);
      }
    }
  }
  return names;
}

/** The identifiers a binding pattern declares: `X`, `{ A, b: B, ...rest }`, `[C, D = 1]`. */
function patternNames(pattern: EstreeNode | null | undefined, names: string[]): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      names.push(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties ?? []) patternNames(property.type === 'RestElement' ? property.argument : property.value, names);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements ?? []) patternNames(element, names);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, names);
      break;
    case 'RestElement':
      patternNames(pattern.argument, names);
      break;
    default:
      break;
  }
}

/**
 * The names a page brings into scope, gathered node by node as the walk meets `mdxjsEsm` nodes,
 * and whether a JSX name resolves to one of them (a member name `ui.Button` resolves through `ui`).
 */
export class PageScope {
  private readonly names = new Set<string>();

  add(node: MdNode): void {
    for (const name of esmBindings(node)) this.names.add(name);
  }

  has(name: string): boolean {
    return this.names.has(name) || this.names.has(name.split('.')[0]);
  }

  all(): string[] {
    return [...this.names];
  }
}

/**
 * Visitors that collect the JSX elements `accept` keeps and, once the whole page is read (imports
 * and exports may come after the first use), hand over those the page does not import or define
 * itself, with the page's scope for suggestions.
 */
export function elementsOutsidePageScope(
  accept: (element: JsxElement) => boolean,
  decide: (elements: JsxElement[], scope: PageScope) => void,
): Record<string, (node: any) => void> {
  const scope = new PageScope();
  const collected: JsxElement[] = [];
  const collect = (node: JsxElement): void => {
    if (accept(node)) collected.push(node);
  };
  return {
    mdxjsEsm: (node: MdNode) => scope.add(node),
    mdxJsxFlowElement: collect,
    mdxJsxTextElement: collect,
    'root:exit': () => decide(collected.filter((element) => !scope.has(element.name!)), scope),
  };
}

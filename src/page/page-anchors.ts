import type { Node } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { cleanHeadingId, componentId, encodedHeadingSlug, paramFieldId, SlugCounter, smartTitle, titleText, type TitleNode, type TitlePiece } from './anchor-ids.js';
import { isHtmlElementName, isKeptHtmlElement } from './component-names.js';
import { attributeValue, findAttribute, isJsxElement, type JsxElement, type MdNode } from './jsx-elements.js';

/** The `#fragment`s a page answers to: what an internal link's fragment is checked against. */
export interface PageAnchors {
  anchors: ReadonlySet<string>;
  /**
   * False when some id is an expression only the site generator can evaluate (`id={slug}`): a
   * fragment that matches nothing may still be right.
   */
  complete: boolean;
  /**
   * The snippets (`.mdx`/`.md` import sources, as written) whose components the page renders: the
   * generator puts their content, headings included, into the page.
   */
  includes?: readonly string[];
}

export interface PageAnchorOptions {
  /** The page's front matter `mode`: `custom` and `frame` pages give their headings no ids. */
  mode?: unknown;
  /** The `{#id}` of a heading, by its line (see `custom-heading-ids.ts`). */
  customHeadingIds?: ReadonlyMap<number, string>;
  /**
   * The page's front matter `openapi` (or `asyncapi`): the generator adds the operation's parameters
   * and fields, each with its own id, which docs-lint does not list (`#body-messages`).
   */
  generatedFields?: unknown;
}

/** The options a page's front matter sets. */
export function anchorOptionsOf(frontMatter: Record<string, unknown> | undefined, customHeadingIds?: ReadonlyMap<number, string>): PageAnchorOptions {
  return { mode: frontMatter?.mode, customHeadingIds, generatedFields: frontMatter?.openapi ?? frontMatter?.asyncapi };
}

/** The id a heading gets, and the one it would get were it the first heading with its text. */
export interface HeadingAnchor {
  id: string;
  base: string;
}

/** Components whose `id` the generator does not render (@mintlify/common 1.0.1211, `COMPONENTS_WITHOUT_ID`). */
const WITHOUT_ID = new Set([
  'Info', 'Warning', 'Note', 'Tip', 'Check', 'Danger', 'Callout', 'AccordionGroup', 'Card', 'CardGroup', 'Tabs', 'CodeGroup',
  'Column', 'Columns', 'CustomCode', 'CustomComponent', 'DynamicCustomComponent', 'Expandable', 'Frame', 'GitHub', 'Github',
  'Icon', 'Latex', 'Mermaid', 'Panel', 'Popup', 'Prompt', 'RequestExample', 'ResponseExample', 'SnippetGroup', 'Steps', 'Tile',
  'Tooltip', 'Tree', 'FileTree', 'Variation', 'Visibility', 'MDX', 'Badge', 'Color', 'ZoomImage',
]);
/** Components that render their `id` cleaned like a heading's (`COMPONENTS_WITH_CLEANED_ID`). */
const CLEANED_ID = new Set(['Heading', 'Step', 'Update']);
/** Headings inside these are left out of the table of contents, and of its numbering of repeats. */
const OUTSIDE_CONTENTS = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
const PARAM_COMPONENTS = new Set(['ParamField', 'Param', 'ResponseField']);
const PARAM_NAME_ATTRIBUTES = ['query', 'path', 'body', 'header'];
const JSX_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'Heading']);

const titleProcessor = unified().use(remarkParse).use(remarkGfm);
const parseTitle = (markdown: string): TitleNode | undefined => {
  const root = titleProcessor.parse(markdown) as unknown as TitleNode;
  return root.children?.length === 1 ? root.children[0] : undefined;
};

/**
 * Collects a page's anchors during the engine's one walk, as the site generator makes them:
 * heading ids (levels 1-4; `{#id}` as written; repeats `-2`, `-3`), the ids of `<Tab>`, `<Update>`,
 * `<Step titleSize>`, `<Accordion>`, `<View>`, `<ParamField>`/`<Param>`/`<ResponseField>`, and
 * the `id` of raw HTML and of components that render it.
 */
export class PageAnchorCollector {
  private readonly anchors = new Set<string>();
  private complete = true;
  private readonly headingIdsOff: boolean;
  private readonly customIds: ReadonlyMap<number, string>;
  /** Numbers repeats among Markdown headings, as the generator's first pass does. */
  private readonly headingCounter = new SlugCounter();
  /** The table of contents' numbering of repeats, shared by headings, updates and steps. */
  private readonly seen = new Map<string, number>();
  private readonly headings = new WeakMap<object, HeadingAnchor>();
  private readonly accordionCounts = new Map<string, number>();
  private readonly viewCounts = new Map<string, number>();
  /** Tabs and fields are numbered once the page is read: an explicit id anywhere claims its value first. */
  private readonly tabs: Array<{ id?: string; title?: string }> = [];
  private readonly params: Array<{ id?: string; name?: string }> = [];
  private finished: PageAnchors | undefined;
  /** Local name → source of each `import … from '….mdx'`, and the element names the page uses. */
  private readonly snippetImports = new Map<string, string>();
  private readonly usedNames = new Set<string>();

  constructor(options: PageAnchorOptions = {}) {
    this.headingIdsOff = options.mode === 'custom' || options.mode === 'frame';
    this.customIds = options.customHeadingIds ?? new Map();
    if (typeof options.generatedFields === 'string' && options.generatedFields.trim() !== '') this.complete = false;
  }

  /** `ancestors`: the enclosing nodes, outermost first. */
  observe(node: Node, ancestors: readonly unknown[] = []): void {
    if (node.type === 'heading') return this.markdownHeading(node as Node & { depth: number; children: MdNode[] }, ancestors);
    // `{cond && <h2>…</h2>}`: elements an expression renders have ids only the generator can list.
    if (node.type === 'mdxFlowExpression' && String((node as MdNode).value ?? '').includes('<')) this.complete = false;
    if (node.type === 'mdxjsEsm') return this.readImports(node as MdNode);
    if (!isJsxElement(node) || !node.name) return;
    this.usedNames.add(node.name.split('.')[0]);
    // An element inside one the generator removes is gone with it.
    if (ancestors.some(isRemovedHtml)) return;
    const flow = node.type === 'mdxJsxFlowElement';
    const name = node.name;
    if (flow && JSX_HEADINGS.has(name)) return this.jsxHeading(node, ancestors);
    if (flow && name === 'Update') return this.update(node, ancestors);
    if (flow && name === 'Step') return this.step(node, ancestors);
    if (flow && name === 'Tab') return this.tab(node);
    if (flow && (name === 'Accordion' || name === 'View')) return this.titled(node, name);
    if (flow && PARAM_COMPONENTS.has(name)) return this.param(node);
    if (WITHOUT_ID.has(name) || isRemovedHtml(node)) return;
    this.explicitId(node, CLEANED_ID.has(name));
  }

  /** The id of a Markdown heading the walk has passed; undefined when it gets none. */
  headingAnchor(node: object): HeadingAnchor | undefined {
    return this.headings.get(node);
  }

  /**
   * The page's anchors. Each string is copied out of the page's text: a substring can keep the
   * whole text it was cut from alive, and the anchors outlive the page.
   */
  result(): PageAnchors {
    if (!this.finished) {
      this.numberTabs();
      this.numberParams();
      const includes = [...new Set([...this.snippetImports].filter(([name]) => this.usedNames.has(name)).map(([, source]) => detachString(source)))];
      this.finished = {
        anchors: new Set([...this.anchors].filter((id) => id !== '').map(detachString)),
        complete: this.complete,
        ...(includes.length > 0 ? { includes } : {}),
      };
    }
    return this.finished;
  }

  private readImports(node: MdNode): void {
    for (const statement of node.data?.estree?.body ?? []) {
      const source = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
      if (typeof source !== 'string' || !/\.mdx?$/i.test(source)) continue;
      for (const specifier of statement.specifiers ?? []) if (specifier.local?.name) this.snippetImports.set(specifier.local.name, source);
    }
  }

  private markdownHeading(node: Node & { depth: number; children: MdNode[] }, ancestors: readonly unknown[]): void {
    if (node.depth > 4) return;
    const custom = node.position ? this.customIds.get(node.position.start.line) : undefined;
    // The generator turned `## Title {#id}` into `<h2 id="id">Title</h2>` before parsing.
    if (custom !== undefined) {
      const id = this.headingIdsOff || isOutsideContents(ancestors) ? custom : cleanHeadingId(this.dedupe(cleanHeadingId(custom) || encodedHeadingSlug(headingText(node))));
      return this.addHeading(node, id, cleanHeadingId(custom));
    }
    if (this.headingIdsOff) return;
    const title = headingText(node);
    const numbered = encodedHeadingSlug(title, this.headingCounter);
    const base = cleanHeadingId(encodedHeadingSlug(title));
    const id = isOutsideContents(ancestors) ? cleanHeadingId(numbered) : cleanHeadingId(this.dedupe(cleanHeadingId(numbered) || encodedHeadingSlug(title)));
    this.addHeading(node, id, base);
  }

  private jsxHeading(node: JsxElement, ancestors: readonly unknown[]): void {
    const skipped = isOutsideContents(ancestors) || (this.headingIdsOff && node.name !== 'Heading');
    if (skipped) return this.explicitId(node, node.name === 'Heading');
    const explicit = attributeValue(node, 'id');
    const title = headingText(node);
    if (explicit.kind === 'expression') this.complete = false;
    const given = stringValue(explicit);
    const slug = this.dedupe(given ? cleanHeadingId(given) || encodedHeadingSlug(title) : encodedHeadingSlug(title));
    if (explicit.kind !== 'expression') this.anchors.add(cleanHeadingId(slug));
  }

  private update(node: JsxElement, ancestors: readonly unknown[]): void {
    if (!findAttribute(node, 'label') || isOutsideContents(ancestors)) return this.explicitId(node, true);
    const label = stringValue(attributeValue(node, 'label')) ?? '';
    this.tableOfContentsEntry(node, label);
  }

  private step(node: JsxElement, ancestors: readonly unknown[]): void {
    const size = stringValue(attributeValue(node, 'titleSize')) ?? inheritedTitleSize(ancestors);
    const title = titleText(stringValue(attributeValue(node, 'title')) ?? '', parseTitle);
    const anchored = !hasNoAnchor(node) && (size === 'h2' || size === 'h3') && title.trim() !== '';
    if (!anchored || isOutsideContents(ancestors)) return this.explicitId(node, true);
    this.tableOfContentsEntry(node, title);
  }

  /** An `<Update>` or anchored `<Step>`: numbered with the headings, its `id` cleaned. */
  private tableOfContentsEntry(node: JsxElement, title: string): void {
    const explicit = attributeValue(node, 'id');
    if (explicit.kind === 'expression') this.complete = false;
    const given = stringValue(explicit);
    this.anchors.add(cleanHeadingId(this.dedupe(given ? cleanHeadingId(given) || encodedHeadingSlug(title) : encodedHeadingSlug(title))));
  }

  private tab(node: JsxElement): void {
    const explicit = attributeValue(node, 'id');
    if (explicit.kind === 'expression') {
      this.complete = false;
      return;
    }
    const title = attributeValue(node, 'title');
    this.tabs.push({ id: stringValue(explicit), title: title.kind === 'string' && title.value ? title.value : undefined });
  }

  private titled(node: JsxElement, name: 'Accordion' | 'View'): void {
    if (findAttribute(node, 'id')) return this.explicitId(node, false);
    const title = attributeValue(node, 'title');
    if (title.kind !== 'string' || !title.value) return;
    const text = name === 'Accordion' ? titleText(title.value, parseTitle) : title.value;
    const counts = name === 'Accordion' ? this.accordionCounts : this.viewCounts;
    const base = componentId(text);
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    this.anchors.add(componentId(text, count));
  }

  private param(node: JsxElement): void {
    if (findAttribute(node, 'id')) {
      const explicit = attributeValue(node, 'id');
      if (explicit.kind === 'expression') this.complete = false;
      this.params.push({ id: stringValue(explicit) ?? '' });
      return;
    }
    const names = node.name === 'ResponseField' ? ['name'] : PARAM_NAME_ATTRIBUTES;
    const name = names.map((attribute) => stringValue(attributeValue(node, attribute))).find(Boolean);
    if (name) this.params.push({ name });
  }

  private explicitId(node: JsxElement, cleaned: boolean): void {
    const id = attributeValue(node, 'id');
    if (id.kind === 'expression') this.complete = false;
    const value = stringValue(id);
    if (value) this.anchors.add(cleaned ? cleanHeadingId(value) : value);
  }

  private addHeading(node: object, id: string, base: string): void {
    this.anchors.add(id);
    this.headings.set(node, { id, base });
  }

  /** The table of contents' numbering: the second `setup` is `setup-2`, past any id already taken. */
  private dedupe(slug: string): string {
    const count = this.seen.get(slug) ?? 0;
    this.seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (this.seen.has(`${slug}-${suffix}`)) suffix++;
    this.seen.set(`${slug}-${suffix}`, 1);
    return `${slug}-${suffix}`;
  }

  private numberTabs(): void {
    const used = new Set(this.tabs.map((tab) => tab.id).filter((id): id is string => Boolean(id)));
    const counter = new SlugCounter();
    for (const tab of this.tabs) {
      if (tab.id) {
        this.anchors.add(tab.id);
        continue;
      }
      if (!tab.title) continue;
      const text = titleText(tab.title, parseTitle);
      let slug = encodedHeadingSlug(text, counter);
      while (slug && used.has(slug)) slug = encodedHeadingSlug(text, counter);
      used.add(slug);
      // The tab renders the slug as it is; a link written with the text's own characters reaches it.
      this.anchors.add(slug);
      this.anchors.add(cleanHeadingId(slug));
    }
  }

  private numberParams(): void {
    const claimed = new Set(this.params.map((param) => param.id).filter((id): id is string => Boolean(id)));
    const counts = new Map<string, number>();
    for (const param of this.params) {
      if (param.id !== undefined) {
        if (param.id) this.anchors.add(param.id);
        continue;
      }
      const base = paramFieldId(param.name!);
      let count = counts.get(base) ?? 0;
      let id = paramFieldId(param.name!, count);
      while (claimed.has(id)) id = paramFieldId(param.name!, ++count);
      counts.set(base, count + 1);
      claimed.add(id);
      this.anchors.add(id);
    }
  }
}

/** Walks a parsed page and returns its anchors (for a page nobody linted: no rules, no second walk of theirs). */
export function collectPageAnchors(tree: Node, options: PageAnchorOptions = {}): PageAnchors {
  const collector = new PageAnchorCollector(options);
  const stack: Array<{ node: Node; ancestors: Node[] }> = [{ node: tree, ancestors: [] }];
  while (stack.length > 0) {
    const { node, ancestors } = stack.pop()!;
    collector.observe(node, ancestors);
    const children = (node as { children?: Node[] }).children;
    if (!children || children.length === 0) continue;
    const inner = [...ancestors, node];
    // In reverse, so the page is read in order, as the generator numbers repeats.
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], ancestors: inner });
  }
  return collector.result();
}

/**
 * The text a heading's id is made from: its text and inline code (no image alt, no expression),
 * with the generator's smart quotes, dashes and ellipses.
 */
export function headingText(node: { children?: MdNode[] }): string {
  const pieces: TitlePiece[] = [];
  const visit = (children: readonly MdNode[]): void => {
    children.forEach((child, index) => {
      // A text right after a block-level element is not part of the title (the generator's rule).
      if (child.type === 'text' && children[index - 1]?.type !== 'mdxJsxFlowElement') pieces.push({ value: String(child.value ?? ''), code: false });
      else if (child.type === 'inlineCode') pieces.push({ value: String(child.value ?? ''), code: true });
      else if (child.children) visit(child.children);
    });
  };
  visit(node.children ?? []);
  return smartTitle(pieces);
}

function stringValue(value: ReturnType<typeof attributeValue>): string | undefined {
  if (value.kind === 'string') return value.value;
  return undefined;
}

function isRemovedHtml(node: unknown): boolean {
  if (!isJsxElement(node) || node.type !== 'mdxJsxFlowElement' || !node.name) return false;
  return isHtmlElementName(node.name) && !isKeptHtmlElement(node.name);
}

function isOutsideContents(ancestors: readonly unknown[]): boolean {
  return ancestors.some((ancestor) => isJsxElement(ancestor) && ancestor.type === 'mdxJsxFlowElement' && OUTSIDE_CONTENTS.has(ancestor.name ?? ''));
}

/** The `titleSize` a `<Step>` takes from the `<Steps>` it sits in (directly, or through fragments). */
function inheritedTitleSize(ancestors: readonly unknown[]): string | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (!isJsxElement(ancestor) || ancestor.type !== 'mdxJsxFlowElement') return undefined;
    if (ancestor.name === null) continue;
    return ancestor.name === 'Steps' ? stringValue(attributeValue(ancestor, 'titleSize')) : undefined;
  }
  return undefined;
}

function hasNoAnchor(node: JsxElement): boolean {
  const value = attributeValue(node, 'noAnchor');
  return value.kind === 'shorthand' || (value.kind === 'string' && value.value === 'true') || (value.kind === 'literal' && value.value === true);
}

/** A page's anchors as plain data: what worker threads exchange and the result cache stores. */
export interface PageAnchorsData {
  anchors: string[];
  complete: boolean;
  includes?: string[];
}

export function anchorsToData(anchors: PageAnchors | null | undefined): PageAnchorsData | null {
  return anchors ? { anchors: [...anchors.anchors], complete: anchors.complete, ...(anchors.includes ? { includes: [...anchors.includes] } : {}) } : null;
}

export function anchorsFromData(data: PageAnchorsData | null): PageAnchors | null {
  return data ? { anchors: new Set(data.anchors), complete: data.complete, ...(data.includes ? { includes: data.includes } : {}) } : null;
}

/**
 * A copy of `text` that shares no memory with the string it was cut from (V8 keeps the parent of a
 * substring alive for as long as the substring lives).
 */
export function detachString(text: string): string {
  // Shorter strings are always copied when cut; a JSON round trip makes a new, flat string.
  return text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
}

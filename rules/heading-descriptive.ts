import type { Heading } from 'mdast';
import { createRule } from '../src/rule-kit/create-rule.js';
import { headingId } from '../src/page/anchor-ids.js';
import { nodeText } from '../src/page/node-text.js';
import { headingText } from '../src/page/page-anchors.js';

type Options = { placeholders: string[] };

/** Heading texts that stand in for a real one; each also matches with a number after it (`Heading 2`). */
const DEFAULT_PLACEHOLDERS = ['TODO', 'TBD', 'Untitled', 'Misc', 'Heading', 'New section'];

export default createRule<Options>({
  meta: {
    id: 'heading-descriptive',
    description: 'Headings say what their section covers: none is empty, a placeholder, or a repeat of another heading on the page.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      empty: 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.',
      placeholder: 'Heading "{{text}}" is a placeholder. Replace it with what the section covers, such as "Configure webhooks".',
      duplicate:
        'Heading "{{text}}" repeats the heading on line {{line}}: that one has the anchor `#{{first}}` and this one `#{{id}}`, so a link to `#{{first}}` never reaches this section. Make this heading specific to its section{{suggestion}}.',
      sameAnchor:
        'Heading "{{text}}" repeats the heading on line {{line}}: both get the anchor `#{{first}}`, so a link to it always reaches the first one. Make this heading specific to its section{{suggestion}}.',
      duplicateNoAnchor:
        'Heading "{{text}}" repeats the heading on line {{line}}, so readers cannot tell the two sections apart. Make this heading specific to its section{{suggestion}}.',
    },
    defaultOptions: { placeholders: DEFAULT_PLACEHOLDERS },
    optionsSchema: {
      type: 'object',
      properties: {
        placeholders: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const placeholders = new Set((context.options.placeholders ?? DEFAULT_PLACEHOLDERS).map(normalise));
    /** The headings with each anchor so far: the `<Tab>` each sits in, and its parent section. */
    const seen = new Map<string, { node: Heading; tab: unknown; id: string; parent: string }[]>();
    /** The latest heading at each level: the enclosing section of a later, deeper heading. */
    const outline: (string | undefined)[] = [];
    /** The line of the latest heading at each level: which section, not only its title. */
    const outlineLines: (number | undefined)[] = [];
    /** The anchor of the previous heading at each level within the current section. */
    const previousAtDepth: (string | undefined)[] = [];
    return {
      heading(node: Heading, info: { ancestors: readonly { type: string; name?: string | null; position?: { start: { offset?: number } } }[] }) {
        const { text: raw, dynamic } = nodeText(node);
        const text = raw.replace(/\s+/g, ' ').trim();
        const section = outline.slice(0, node.depth).reverse().find((entry) => entry !== undefined);
        const parentLine = outlineLines.slice(0, node.depth).reverse().find((entry) => entry !== undefined);
        // The section a heading belongs to: its parent heading, and the changelog entry or other block it sits in.
        const parent = `${parentLine ?? 0}:${innermostEntry(info.ancestors)}`;
        outline[node.depth] = text || undefined;
        outline.length = node.depth + 1;
        outlineLines[node.depth] = node.position?.start.line;
        outlineLines.length = node.depth + 1;
        const previousSlug = previousAtDepth[node.depth];
        previousAtDepth.length = node.depth + 1;
        // An expression's text is known only when the page renders: leave such headings alone.
        if (dynamic) return;
        if (text === '') return context.report({ node, messageId: 'empty' });
        if (isPlaceholder(text, placeholders)) context.report({ node, messageId: 'placeholder', data: { text } });
        // The anchor the page's anchors give it (link-internal-exists checks links against the same).
        const anchor = context.page?.headingAnchor?.(node);
        const slug = anchor?.base ?? headingId(headingText(node as never));
        previousAtDepth[node.depth] = slug;
        if (slug === '') return;
        const tab = innermostTab(info.ancestors);
        const earlier = seen.get(slug) ?? [];
        const entry = { node, tab, id: anchor?.id ?? slug, parent };
        if (earlier.length === 0) seen.set(slug, earlier);
        earlier.push(entry);
        // The same heading under different parent sections is parallel structure ("Usage" under each
        // algorithm, "Breaking changes" in each release): the parent tells them apart, and the generator numbers the ids.
        // The same heading in each tab of a `<Tabs>` is one section written for several platforms: the
        // reader sees one tab at a time.
        const first = earlier.find((other) => other !== entry && other.parent === parent && !(tab && other.tab && tab !== other.tab));
        if (!first) return;
        // Overloads in an API reference: `tool`, `tool`, `tool` in a row, one per signature. The name is the
        // symbol's; no writer renames it, and the generator of the reference numbers the ids.
        if (isSymbolName(node) && previousSlug === slug) return;
        const data = { text, line: first.node.position?.start.line ?? 1, first: first.id, suggestion: section ? `, such as "${text} (${section})"` : '' };
        if (!anchor) context.report({ node, messageId: 'duplicateNoAnchor', data });
        // `Breaking Changes ⚠️` and `Breaking Changes 🛫`: emoji are dropped after the numbering, so both ids are the same.
        else if (anchor.id === first.id) context.report({ node, messageId: 'sameAnchor', data });
        else context.report({ node, messageId: 'duplicate', data: { ...data, id: anchor.id } });
      },
    };
  },
});

/** A heading that names a symbol: its text is one piece of inline code (`` `tool` ``), with at most a source link beside it. */
function isSymbolName(node: Heading): boolean {
  const shown = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  return shown.length > 0 && shown[0].type === 'inlineCode' && shown.slice(1).every((child) => child.type !== 'text' && child.type !== 'inlineCode');
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whole-text match, ignoring case, trailing `:`/`.`/`…` and a trailing number (`Heading 2`). */
function isPlaceholder(text: string, placeholders: ReadonlySet<string>): boolean {
  const bare = normalise(text).replace(/[\s:.…!?-]+$/u, '');
  return placeholders.has(bare) || placeholders.has(bare.replace(/ \d+$/, ''));
}

/** Blocks that each hold one entry of a list of siblings: a changelog `<Update>`, an `<Accordion>`, a `<Step>`. */
const ENTRY_COMPONENTS = new Set(['Update', 'Accordion', 'Step', 'Expandable', 'Card']);

/** Where the innermost entry block around a heading starts, or `-` when it is in none. */
function innermostEntry(ancestors: readonly { type: string; name?: string | null; position?: { start: { offset?: number } } }[]): string {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (ancestor.type === 'mdxJsxFlowElement' && ancestor.name && ENTRY_COMPONENTS.has(ancestor.name)) return String(ancestor.position?.start.offset ?? i);
  }
  return '-';
}

function innermostTab(ancestors: readonly { type: string; name?: string | null }[]): unknown {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (ancestor.type === 'mdxJsxFlowElement' && ancestor.name === 'Tab') return ancestor;
  }
  return undefined;
}

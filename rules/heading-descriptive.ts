import type { Heading } from 'mdast';
import { createRule } from '../src/rule-kit/create-rule.js';
import { headingId } from '../src/page/anchor-ids.js';
import { nodeText } from '../src/page/node-text.js';
import { headingText } from '../src/page/page-anchors.js';
import { isEmptyHeading } from '../src/page/heading-outline.js';
import { codeCommentHeading } from '../src/page/code-comment-headings.js';
import { isHtmlElementName } from '../src/page/component-names.js';
import { attributeValue, isJsxElement, isWhitespaceText, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';
import type { ReportDescriptor, TextEdit } from '../src/types.js';

type Options = { placeholders: string[] };

/** Heading texts that stand in for a real one; each also matches with a number after it (`Heading 2`). */
const DEFAULT_PLACEHOLDERS = ['TODO', 'TBD', 'Untitled', 'Misc', 'Heading', 'New section'];

export default createRule<Options>({
  meta: {
    id: 'heading-descriptive',
    description: 'Headings say what their section covers: none is empty, a placeholder, or a repeat of another heading on the page.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: true,
    messages: {
      empty: 'This heading has no text, so readers cannot scan for it and it gets no anchor. Write what the section covers, or delete the heading.',
      repeatedSection:
        'Heading "{{text}}" and the section under it repeat the section on line {{line}} word for word, so the page shows the same section twice. Delete one of the two copies.',
      placeholder: 'Heading "{{text}}" is a placeholder. Replace it with what the section covers, such as "Configure webhooks".',
      duplicate:
        'Heading "{{text}}" repeats the heading on line {{line}}: that one has the anchor `#{{first}}` and this one `#{{id}}`, so a link to `#{{first}}` never reaches this section. Make this heading specific to its section{{suggestion}}.',
      sameAnchor:
        'Heading "{{text}}" repeats the heading on line {{line}}: both get the anchor `#{{first}}`, so a link to it always reaches the first one. Make this heading specific to its section{{suggestion}}.',
      duplicateNoAnchor:
        'Heading "{{text}}" repeats the heading on line {{line}}, so readers cannot tell the two sections apart. Make this heading specific to its section{{suggestion}}.',
      dunder:
        'Heading "{{shown}}" is `{{name}}` as written: the underscores around it make bold text in Markdown, so the page shows "{{shown}}" and drops them. Write the name as code, `` `{{name}}` ``.',
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
    const seen = new Map<string, { node: Heading; tab: unknown; id: string; parent: string; member?: string }[]>();
    /** The latest heading at each level: the enclosing section of a later, deeper heading. */
    const outline: (string | undefined)[] = [];
    /** The line of the latest heading at each level: which section, not only its title. */
    const outlineLines: (number | undefined)[] = [];
    /** The anchor of the previous heading at each level within the current section. */
    const previousAtDepth: (string | undefined)[] = [];
    /** Every heading, with where the block that holds it ends: the sections of repeated headings are compared once the page is read. */
    const all: { node: Heading; containerEnd: number }[] = [];
    const repeats: { node: Heading; first: Heading; report: ReportDescriptor }[] = [];
    return {
      heading(node: Heading, info: { parent: MdNode | null; ancestors: readonly { type: string; name?: string | null; position?: { start: { offset?: number }; end?: { offset?: number } } }[] }) {
        // An empty heading is reported once, and is no section: the outline goes on as if it were not there.
        if (isEmptyHeading(node)) return context.report({ node, messageId: 'empty', fix: removeLine(context.sourceText, node) });
        // A comment of an unfenced code sample is no section: heading-start-level reports it.
        if (codeCommentHeading(node, info.parent as never, context.sourceText)) return;
        const dunder = dunderName(node, context.sourceText);
        if (dunder) context.report({ node: dunder.node, messageId: 'dunder', data: { name: dunder.name, shown: dunder.name.replace(/^__|__(?=\(|$)/g, '') }, fix: [{ range: dunder.range, text: `\`${dunder.name}\`` }] });
        all.push({ node, containerEnd: innermostBlockEnd(info.ancestors) ?? context.sourceText.length });
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
        const entry = { node, tab, id: anchor?.id ?? slug, parent, member: memberAnchor(node, info.parent) };
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
        // A property's getter and setter in a generated reference: two headings under one anchor (`<a id="Client.name">`) are one member.
        if (entry.member !== undefined && entry.member === first.member) return;
        const data = { text, line: first.node.position?.start.line ?? 1, first: first.id, suggestion: '', section: section ?? '' };
        // `Breaking Changes ⚠️` and `Breaking Changes 🛫`: emoji are dropped after the numbering, so both ids are the same.
        const messageId = !anchor ? 'duplicateNoAnchor' : anchor.id === first.id ? 'sameAnchor' : 'duplicate';
        repeats.push({ node, first: first.node, report: { node, messageId, data: anchor && anchor.id !== first.id ? { ...data, id: anchor.id } : data } });
      },
      'root:exit'() {
        if (repeats.length === 0) return;
        const sectionOf = sections(context.sourceText, all);
        for (const { node, first, report } of repeats) {
          // A section pasted twice needs no new name: one copy has to go. The later copy may run on
          // into what follows it (the last section of a page ends with the page).
          if (isCopy(sectionOf(first), sectionOf(node))) {
            context.report({ node, messageId: 'repeatedSection', data: { text: String(report.data?.text ?? ''), line: first.position?.start.line ?? 1 } });
          } else {
            // Both headings sit under the same parent, so its name tells them apart no better than before:
            // suggest a word that this section has and the first one lacks.
            const text = String(report.data?.text ?? '');
            const word = distinguishingWord(sectionOf(first), sectionOf(node), [text, String(report.data?.section ?? '')]);
            const { section: _section, ...data } = report.data ?? {};
            context.report({ ...report, data: { ...data, suggestion: word ? `, such as "${text} (${word})"` : '' } });
          }
        }
      },
    };
  },
});

/**
 * The text under each heading, white space collapsed: up to the next heading of its level or
 * higher, or the end of the block (a `<Tab>`, an `<Update>`) that holds it.
 */
function sections(source: string, headings: readonly { node: Heading; containerEnd: number }[]): (node: Heading) => string {
  const index = new Map(headings.map((heading, i) => [heading.node, i]));
  return (node) => {
    const i = index.get(node);
    const start = node.position?.end.offset;
    if (i === undefined || start === undefined) return '';
    let end = headings[i].containerEnd;
    for (const next of headings.slice(i + 1)) {
      const at = next.node.position?.start.offset;
      if (at === undefined || at >= end) break;
      if (next.node.depth <= node.depth) {
        end = at;
        break;
      }
    }
    return source.slice(start, Math.max(start, end)).replace(/\s+/g, ' ').trim();
  };
}

/** True when the two sections hold the same text, or one holds the other's and then more. */
function isCopy(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}

/**
 * Where the innermost component around a heading ends. A plain HTML element is no section of its
 * own: `<div id="setup">` around a heading (as translated pages keep the original anchor) holds the
 * heading, and its section runs on after the element.
 */
function innermostBlockEnd(ancestors: readonly { type: string; name?: string | null; position?: { end?: { offset?: number } } }[]): number | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (ancestor.type === 'mdxJsxFlowElement' && !(ancestor.name && isHtmlElementName(ancestor.name))) return ancestor.position?.end?.offset;
  }
  return undefined;
}

/**
 * Deletes an empty heading's line, and one of the blank lines around it, so no gap of two blank
 * lines is left. Offered only for a heading alone on its line (not in a list item or a quote).
 */
function removeLine(source: string, node: Heading): TextEdit[] | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  if (source.slice(lineStart, start).trim() !== '') return null;
  const newline = source.indexOf('\n', end);
  if (source.slice(end, newline < 0 ? source.length : newline).trim() !== '') return null;
  let lineEnd = newline < 0 ? source.length : newline + 1;
  const blankBefore = lineStart === 0 || /\n[ \t]*\n$/.test(source.slice(0, lineStart)) ;
  const blankAfter = /^[ \t]*\n/.exec(source.slice(lineEnd));
  if (blankBefore && blankAfter) lineEnd += blankAfter[0].length;
  return [{ range: [lineStart, lineEnd], text: '' }];
}

/** A heading that names a symbol: its text is one piece of inline code (`` `tool` ``), with at most a source link beside it. */
function isSymbolName(node: Heading): boolean {
  const shown = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  return shown.length > 0 && shown[0].type === 'inlineCode' && shown.slice(1).every((child) => child.type !== 'text' && child.type !== 'inlineCode');
}

/**
 * `### __init__`: a name between double underscores, which Markdown reads as strong emphasis (the
 * page shows a bold "init"). Only a heading whose text is that name, and the range to set as code.
 */
function dunderName(node: Heading, source: string): { node: MdNode; name: string; range: [number, number] } | undefined {
  const shown = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const strong = shown[0]?.type === 'strong' ? shown[0] : undefined;
  // `__init__()`: the call's parentheses may follow the name.
  const call = shown[1]?.type === 'text' && /^\([^)]*\)\s*$/.test(shown[1].value) ? shown[1] : undefined;
  if (!strong || shown.length > (call ? 2 : 1)) return undefined;
  const start = strong.position?.start.offset;
  const end = (call ?? strong).position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const name = source.slice(start, end).trimEnd();
  if (!/^__[A-Za-z]\w*__(?:\([^)]*\))?$/.test(name)) return undefined;
  return { node: strong as unknown as MdNode, name, range: [start, start + name.length] };
}

/**
 * The anchor a generated reference puts right before a member's heading (`<a id="pkg.Client.name"></a>`),
 * as its own block or alone in a paragraph: the getter and the setter of one property share it.
 */
function memberAnchor(node: Heading, parent: MdNode | null): string | undefined {
  const siblings = parent?.children ?? [];
  const previous = siblings[siblings.indexOf(node as unknown as MdNode) - 1];
  if (!previous) return undefined;
  const inner = previous.type === 'paragraph' ? (previous.children ?? []).filter((child) => !isWhitespaceText(child)) : [previous];
  if (inner.length !== 1 || !isJsxElement(inner[0]) || (inner[0] as JsxElement).name !== 'a') return undefined;
  for (const attribute of ['id', 'name']) {
    const value = attributeValue(inner[0] as JsxElement, attribute);
    if ((value.kind === 'string' || value.kind === 'literal') && typeof value.value === 'string' && value.value.trim() !== '') return value.value.trim();
  }
  return undefined;
}

/** Words that tell no section from another. */
const PLAIN_WORDS = new Set(
  'the and for with this that these those from into your you our are was were will can not but also then than when what which where how use uses used using set sets get gets see run runs all any each one two its has have had more most some such via per'.split(' '),
);

/** The first word of the later section that the first section does not hold (nor the heading or its parent): what sets it apart. */
function distinguishingWord(first: string, later: string, names: readonly string[]): string | undefined {
  // Words of the prose: not the names of tags, link targets, or a fence's language.
  const words = (text: string) => text.replace(/<[^>]*>|\]\([^)]*\)|```\S*/g, ' ').match(/\p{L}[\p{L}\p{N}-]{2,}/gu) ?? [];
  const known = new Set([...words(first), ...names.flatMap(words)].map((word) => word.toLowerCase()));
  return words(later).find((word) => !known.has(word.toLowerCase()) && !PLAIN_WORDS.has(word.toLowerCase()));
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
    // A `<View>` (one per language or platform, with a switcher) is shown one at a time, as a tab is.
    if (ancestor.type === 'mdxJsxFlowElement' && (ancestor.name === 'Tab' || ancestor.name === 'View')) return ancestor;
  }
  return undefined;
}

/**
 * The ids the site generator gives headings and components, from the libraries its own pipeline
 * runs: `@sindresorhus/slugify` 2.x for the slug and `remark-smartypants` for the quotes, dashes and
 * ellipses a heading's text gets before it is slugged (see `docs/rules/link-internal-exists.mdx`
 * for the algorithm and where each step comes from).
 */
import remarkSmartypants from 'remark-smartypants';
import { slugify, type SlugifyOptions } from './slugify.js';

/** A heading's text, lower-cased and percent-encoded, slugs with these (`_` kept). */
const HEADING_OPTIONS: SlugifyOptions = { decamelize: false, preserveCharacters: ['_'] };
/** Text that had to be percent-encoded keeps `%` and the case of its escapes, to be decoded after. */
const ENCODED_OPTIONS: SlugifyOptions = { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false };
/** Accordion and View titles: the plain transliterated slug (`Überblick & Setup` → `ueberblick-and-setup`). */
const COMPONENT_OPTIONS: SlugifyOptions = { decamelize: false };
/** `param-<name>`: the name decamelised (`userId` → `param-user-id`). */
const PARAM_OPTIONS: SlugifyOptions = { decamelize: true, separator: '-' };

/**
 * A string slugify leaves as it is under every option set above: lower-case letters and digits
 * in runs joined by single dashes (nothing to transliterate, decamelise, replace or trim).
 */
const ALREADY_A_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_CACHE_LIMIT = 20_000;
const slugCache = new Map<string, string>();

/** `@sindresorhus/slugify`, remembered: the same heading text recurs across the pages of a site. */
export function slug(text: string, options: SlugifyOptions): string {
  if (ALREADY_A_SLUG.test(text)) return text;
  const key = `${optionsKey(options)}\u0000${text}`;
  let result = slugCache.get(key);
  if (result === undefined) {
    result = slugify(text, options);
    if (slugCache.size >= SLUG_CACHE_LIMIT) slugCache.clear();
    slugCache.set(key, result);
  }
  return result;
}

function optionsKey(options: SlugifyOptions): string {
  return options === HEADING_OPTIONS ? 'h' : options === ENCODED_OPTIONS ? 'e' : options === COMPONENT_OPTIONS ? 'c' : options === PARAM_OPTIONS ? 'p' : JSON.stringify(options);
}

/**
 * Repeats of one slug on a page get `-2`, `-3`, …: the counting of the library's
 * `slugifyWithCounter`, kept over the remembered `slug` above (as the generator itself does).
 */
export class SlugCounter {
  private readonly occurrences = new Map<string, number>();

  count(slugged: string): string {
    if (!slugged) return '';
    const lower = slugged.toLowerCase();
    const numberless = this.occurrences.get(lower.replace(/(?:-\d+?)+?$/, '')) ?? 0;
    const counter = this.occurrences.get(lower);
    this.occurrences.set(lower, typeof counter === 'number' ? counter + 1 : 1);
    const next = this.occurrences.get(lower) || 2;
    return next >= 2 || numberless > 2 ? `${slugged}-${next}` : slugged;
  }
}

/**
 * The generator's heading slug of `text` before cleaning: lower-case, trim, whitespace runs to
 * `-`, percent-encode, then slugify (keeping `%` and case when something was encoded). A counter
 * numbers repeats.
 */
export function encodedHeadingSlug(text: string, counter?: SlugCounter): string {
  const encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
  const slugged = /%[0-9A-F]{2}/.test(encoded) ? slug(encoded, ENCODED_OPTIONS) : slug(encoded, HEADING_OPTIONS);
  return counter ? counter.count(slugged) : slugged;
}

const STRIPPED_PUNCTUATION = /[?,;:!'"()[\]{}]/g;
const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/** What the page shows of a heading id: percent-decoded, without `? , ; : ! ' " ( ) [ ] { }` and emoji. */
export function cleanHeadingId(id: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    // A malformed escape (`100%1`) stays as written, as on the live site.
    return id;
  }
  return decoded.replace(STRIPPED_PUNCTUATION, '').replace(EMOJI, '');
}

/** The id of a heading whose (smart-quoted) text is `text`: `context.run` → `context-run`. */
export function headingId(text: string): string {
  return cleanHeadingId(encodedHeadingSlug(text));
}

/** `## Setup {#Install Guide}` → `Install-Guide`: a custom heading id as the generator keeps it. */
export function customHeadingId(raw: string): string {
  return raw.trim().replace(/[<>"&?,;:!'()[\]{}]/g, '').replace(EMOJI, '').replace(/\s+/g, '-');
}

/** The id of an `<Accordion>` or `<View>` title; the `count`th repeat (from 1) gets `-count`. */
export function componentId(title: string, count = 0): string {
  const base = slug(title.replace(':', '-'), COMPONENT_OPTIONS);
  return count > 0 ? `${base}-${count}` : base;
}

/** The id of a `<ParamField>`, `<Param>` or `<ResponseField>` named `name`; repeats (from 1) get `-count`. */
export function paramFieldId(name: string, count = 0): string {
  return slug(`param-${name}${count > 0 ? `_${count}` : ''}`, PARAM_OPTIONS);
}

/** One piece of a heading's text: a text node's value, or inline code (which smart quotes leave alone). */
export interface TitlePiece {
  value: string;
  code: boolean;
}

/** Nothing smartypants changes: no quote, backtick, `--` or run of dots. */
const SMARTYPANTS_SUBJECT = /['"`]|--|\.\s*\./;
const smarten = (remarkSmartypants as unknown as () => (tree: unknown) => void)();

/**
 * The pieces of one heading with smart quotes, dashes and ellipses applied as the generator's
 * remark-smartypants pass applies them (`What's new` → `What’s new`), joined into its text.
 */
export function smartTitle(pieces: readonly TitlePiece[]): string {
  const plain = pieces.map((piece) => piece.value).join('');
  if (!SMARTYPANTS_SUBJECT.test(plain)) return plain;
  const children = pieces.map((piece) => ({ type: piece.code ? 'inlineCode' : 'text', value: piece.value }));
  smarten({ type: 'root', children: [{ type: 'heading', depth: 2, children }] });
  return children.map((child) => child.value).join('');
}

/** Markdown a title attribute may hold (`**Bold**`, `` `code` ``, `[link](/x)`, `\_`, `&amp;`). */
const TITLE_MARKDOWN = /[*_`[\\&~<]/;

/**
 * The text a `<Tab>`, `<Step>` or `<Accordion>` title shows, which its id is made from: the
 * generator reads the title as one line of Markdown and keeps the text of text, inline code,
 * emphasis and links, and the source of anything else.
 */
export function titleText(title: string, parse: (markdown: string) => TitleNode | undefined): string {
  if (!TITLE_MARKDOWN.test(title)) return title;
  const prefix = 'title: ';
  const source = `${prefix}${title.replace(/\n/g, ' ')}`;
  const paragraph = parse(source);
  if (!paragraph || paragraph.type !== 'paragraph') return title;
  const text = (nodes: readonly TitleNode[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return String(node.value ?? '').replace(/\n/g, ' ');
        if (node.type === 'inlineCode') return String(node.value ?? '');
        if (['strong', 'emphasis', 'delete'].includes(node.type)) return text(node.children ?? []);
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const raw = start === undefined || end === undefined ? '' : source.slice(start, end);
        if (node.type === 'link' && raw.startsWith('[')) return text(node.children ?? []);
        return raw;
      })
      .join('');
  const all = text(paragraph.children ?? []);
  return all.startsWith(prefix) ? all.slice(prefix.length) : title;
}

/** The parts of an mdast node `titleText` reads. */
export interface TitleNode {
  type: string;
  value?: unknown;
  children?: TitleNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

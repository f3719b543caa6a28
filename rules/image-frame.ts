import { createRule } from '../src/rule-kit/create-rule.js';
import { isBadgeImage } from '../src/page/badge-images.js';
import { attributeValue, isJsxElement, isWhitespaceText, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';
import { classNames, siteImageStyle, type ImageClass } from '../src/site/image-classes.js';
import type { TextEdit } from '../src/types.js';

interface Options extends Record<string, unknown> {
  /** Classes that give an image its frame: an `<img>`, or an element around it, that carries one is framed. */
  frameClasses: string[];
}

interface VisitInfo {
  parent: MdNode | null;
  ancestors: readonly MdNode[];
}

/** What may stand before a block on its first line: indentation and container markers (`>`, `-`, `1.`). */
const CONTAINER_PREFIX = /^[ \t>*+\-0-9.)]*$/;

/** Where a linked image goes when it is content, not a button: the image itself (enlarged), or a video it is the thumbnail of. */
const CONTENT_LINK = /\.(?:png|jpe?g|gif|webp|avif|svg)(?:[?#]|$)|^(?:https?:)?\/\/(?:[a-z0-9-]+\.)*(?:youtube\.com|youtu\.be|vimeo\.com|loom\.com|wistia\.com|wistia\.net)(?:[/?#:]|$)/i;

export default createRule<Options>({
  meta: {
    id: 'image-frame',
    description: 'Every image (a markdown image or an <img> element) sits inside a <Frame> component.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: true,
    messages: {
      unframed: 'This image is not inside a <Frame>; wrap it in <Frame> and </Frame> so it gets the frame every image on the site has.',
      inline:
        'This image shares its paragraph with text, outside any <Frame>; give it a paragraph of its own (a blank line before and after) and wrap it in <Frame> and </Frame>.',
      besideImages:
        'This image shares its paragraph with {{others}}, outside any <Frame>; wrap the paragraph in <Frame> and </Frame>, or give each image a paragraph and a <Frame> of its own.',
      siteClasses:
        "This site styles its images with {{classes}} rather than <Frame>: {{counts}}, against {{frames}} on the whole site. image-frame leaves the images that carry {{those}} alone and says so here, once. If {{those}} frame{{s}} them, name {{them}} in the rule's options, {{option}}; if not, wrap each image in <Frame> and </Frame>.",
    },
    defaultOptions: { frameClasses: [] },
    optionsSchema: {
      type: 'object',
      properties: { frameClasses: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true } },
      additionalProperties: false,
    },
  },
  create(context) {
    const source = context.sourceText;
    const frameClasses = new Set(context.options.frameClasses ?? []);
    /** The site's own image classes that no option names yet, read on the first `<img>` with a class. */
    let styleClasses: ReadonlySet<string> | undefined;
    const unnamedStyleClasses = (): ImageClass[] => siteImageStyle(context.site).styleClasses.filter((entry) => !frameClasses.has(entry.name));
    const carriesClass = (node: MdNode, wanted: (name: string) => boolean): boolean => {
      if (!isJsxElement(node)) return false;
      const value = attributeValue(node as JsxElement, 'className');
      const raw = value.kind === 'absent' ? attributeValue(node as JsxElement, 'class') : value;
      return (raw.kind === 'string' || raw.kind === 'literal') && typeof raw.value === 'string' && classNames(raw.value).some(wanted);
    };
    /** Framed by a class: one the options name, on the image or an element around it, or the site's own image class. */
    const framedByClass = (node: MdNode, ancestors: readonly MdNode[]): boolean => {
      if (frameClasses.size > 0 && [node, ...ancestors].some((element) => carriesClass(element, (name) => frameClasses.has(name)))) return true;
      if (!carriesClass(node, () => true)) return false;
      styleClasses ??= new Set(unnamedStyleClasses().map((entry) => entry.name));
      return carriesClass(node, (name) => styleClasses!.has(name));
    };

    /** The block to wrap: the `<img>` flow element itself, or the paragraph that holds nothing but the image. */
    const blockToWrap = (node: MdNode, ancestors: readonly MdNode[]): MdNode | undefined => {
      if (node.type === 'mdxJsxFlowElement') return node;
      let inner: MdNode = node;
      let index = ancestors.length - 1;
      // An image that is the whole text of a link (`[![alt](src)](href)`) is wrapped with its link.
      const parent = ancestors[index];
      if (parent && (parent.type === 'link' || parent.type === 'linkReference') && onlyChild(parent, inner)) {
        inner = parent;
        index--;
      }
      const paragraph = ancestors[index];
      if (paragraph?.type === 'paragraph' && onlyChild(paragraph, inner)) return paragraph;
      return undefined;
    };

    const wrapFix = (block: MdNode): TextEdit[] | null => {
      const start = block.position?.start.offset;
      const end = block.position?.end.offset;
      if (start === undefined || end === undefined) return null;
      const lineStart = source.lastIndexOf('\n', start - 1) + 1;
      const prefix = source.slice(lineStart, start);
      if (!CONTAINER_PREFIX.test(prefix)) return null;
      // Lines after the first keep the container markers (`>`) and turn list markers into spaces.
      const continuation = prefix.replace(/[^\s>]/g, ' ');
      const lines = source.slice(start, end).split('\n');
      const inner = lines
        .map((line, i) => {
          if (i === 0) return `${continuation}  ${line}`;
          return line.startsWith(continuation) ? `${continuation}  ${line.slice(continuation.length)}` : `  ${line}`;
        })
        .join('\n');
      return [{ range: [start, end], text: `<Frame>\n${inner}\n${continuation}</Frame>` }];
    };

    const check = (node: MdNode, info: VisitInfo): void => {
      // A `<Card>` draws its own border around what it holds: an image in it is the card's picture.
      if (info.ancestors.some((ancestor) => isJsxElement(ancestor) && (ancestor.name === 'Frame' || ancestor.name === 'Card'))) return;
      // A status badge is decoration in a row of badges: no page frames it.
      if (isBadgeImage(node)) return;
      // An image that is the whole content of a link is a button ("Join Discord", a logo that links home).
      if (isButton(node, info.ancestors)) return;
      if (framedByClass(node, info.ancestors)) return;
      const block = blockToWrap(node, info.ancestors);
      if (!block) {
        const paragraph = [...info.ancestors].reverse().find((ancestor) => ancestor.type === 'paragraph');
        const images = paragraph ? imagesOnly(paragraph) : undefined;
        if (!paragraph || !images) return context.report({ node, messageId: 'inline' });
        const others = images.length - 1 === 1 ? 'another image' : `${images.length - 1} other images`;
        // One frame around the paragraph serves every image in it: the first image's report carries it.
        context.report({ node, messageId: 'besideImages', data: { others }, fix: images[0] === node || images[0] === info.parent ? wrapFix(paragraph) : null });
        return;
      }
      context.report({ node, messageId: 'unframed', fix: wrapFix(block) });
    };

    return {
      Document() {
        const classes = unnamedStyleClasses().slice(0, 3);
        if (classes.length === 0) return;
        const names = classes.map((entry) => `\`${entry.name}\``);
        const frames = siteImageStyle(context.site).frames;
        const one = classes.length === 1;
        context.report({
          loc: { line: 1, column: 1 },
          messageId: 'siteClasses',
          data: {
            classes: one ? `the class ${names[0]}` : `the classes ${listOf(names)}`,
            counts: listOf(classes.map((entry) => `${names[classes.indexOf(entry)]} is on ${entry.images} <img> elements on ${entry.pages} pages`)),
            frames: frames === 0 ? 'no <Frame>' : frames === 1 ? 'one <Frame>' : `${frames} <Frame> elements`,
            those: one ? 'it' : 'them',
            s: one ? 's' : '',
            them: one ? 'it' : 'them',
            option: `"image-frame": ["warn", { "frameClasses": [${classes.map((entry) => JSON.stringify(entry.name)).join(', ')}] }]`,
          },
        });
      },
      image: check,
      imageReference: check,
      mdxJsxFlowElement(node: MdNode & { name: string | null }, info: VisitInfo) {
        if (node.name === 'img') check(node, info);
      },
      mdxJsxTextElement(node: MdNode & { name: string | null }, info: VisitInfo) {
        if (node.name === 'img') check(node, info);
      },
    };
  },
});

/**
 * An image that is the whole content of a link (`[![Join Discord](/discord.svg)](https://discord.gg/x)`,
 * `<a href="/"><img src="/logo.svg" /></a>`) is a button, not a picture the page shows: unless the link
 * opens the image itself or a video whose thumbnail it is.
 */
function isButton(node: MdNode, ancestors: readonly MdNode[]): boolean {
  let inner = node;
  let parent = ancestors[ancestors.length - 1];
  // `<a href="…">` on lines of its own holds the image in a paragraph.
  if (parent?.type === 'paragraph' && onlyChild(parent, inner)) {
    inner = parent;
    parent = ancestors[ancestors.length - 2];
  }
  if (!parent || !onlyChild(parent, inner)) return false;
  if (parent.type === 'linkReference') return true;
  const href = parent.type === 'link' ? (parent as MdNode & { url?: string }).url : isJsxElement(parent) && (parent as JsxElement).name === 'a' ? stringAttribute(parent as JsxElement, 'href') : undefined;
  if (href === undefined || CONTENT_LINK.test(href.trim())) return false;
  const src = imageSource(node) ?? '';
  // A link that opens the same picture elsewhere (a diagram at `mermaid.ink/img/<code>` linking to its editor at `mermaid.live/edit#<code>`) shows content.
  const name = lastSegment(src);
  if (name && name.length >= 8 && href.includes(name)) return false;
  // What a button looks like: one of a row of linked images, a vector or remote image (a logo, a
  // service's button), or a short label ("Join Discord"). A linked screenshot or demo GIF with a
  // sentence for its alt text is a picture the page shows.
  const alt = imageAlt(node);
  return (
    inRow(parent, ancestors) ||
    /\.svg(?:[?#]|$)/i.test(src) ||
    /^(?:https?:)?\/\//i.test(src) ||
    /logo|button|badge|icon/i.test(`${src} ${alt}`) ||
    alt.trim().split(/\s+/).length <= 3
  );
}

function imageAlt(node: MdNode): string {
  if (node.type === 'image') return (node as MdNode & { alt?: string | null }).alt ?? '';
  return (isJsxElement(node) && stringAttribute(node as JsxElement, 'alt')) || '';
}

/** True when the link sits in a paragraph of two or more links whose content is an image each (a row of buttons). */
function inRow(link: MdNode, ancestors: readonly MdNode[]): boolean {
  const paragraph = ancestors.find((ancestor) => ancestor.type === 'paragraph' && (ancestor.children ?? []).includes(link));
  return paragraph !== undefined && (imagesOnly(paragraph)?.length ?? 0) >= 2;
}

function imageSource(node: MdNode): string | undefined {
  if (node.type === 'image') return (node as MdNode & { url?: string }).url;
  return isJsxElement(node) ? stringAttribute(node as JsxElement, 'src') : undefined;
}

/** The file name or payload an image address ends with, without its query and fragment. */
function lastSegment(src: string | undefined): string | undefined {
  const path = src?.split(/[?#]/)[0].replace(/\/+$/, '');
  return path ? path.slice(path.lastIndexOf('/') + 1) : undefined;
}

function stringAttribute(element: JsxElement, name: string): string | undefined {
  const value = attributeValue(element, name);
  return (value.kind === 'string' || value.kind === 'literal') && typeof value.value === 'string' ? value.value : value.kind === 'expression' ? '' : undefined;
}

/** `a`, `a and b`, `a, b and c`. */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The images of a paragraph that holds nothing else (line breaks and white space aside): each
 * image, `<img>`, or link whose only content is an image. Undefined when it holds text too.
 */
function imagesOnly(paragraph: MdNode): MdNode[] | undefined {
  const images: MdNode[] = [];
  for (const child of paragraph.children ?? []) {
    if (isWhitespaceText(child) || child.type === 'break') continue;
    if (isImage(child)) images.push(child);
    else if ((child.type === 'link' || child.type === 'linkReference') && (child.children ?? []).filter((inner) => !isWhitespaceText(inner)).every(isImage)) images.push(child);
    else return undefined;
  }
  return images.length > 1 ? images : undefined;
}

function isImage(node: MdNode): boolean {
  return node.type === 'image' || node.type === 'imageReference' || (isJsxElement(node) && node.name === 'img');
}

/** True when `child` is the one child of `parent` that is not whitespace. */
function onlyChild(parent: MdNode, child: MdNode): boolean {
  const children = (parent.children ?? []).filter((node) => !isWhitespaceText(node));
  return children.length === 1 && children[0] === child;
}

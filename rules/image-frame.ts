import { createRule } from '../src/rule-kit/create-rule.js';
import { isBadgeImage } from '../src/page/badge-images.js';
import { isJsxElement, isWhitespaceText, type MdNode } from '../src/page/jsx-elements.js';
import type { TextEdit } from '../src/types.js';

interface VisitInfo {
  parent: MdNode | null;
  ancestors: readonly MdNode[];
}

/** What may stand before a block on its first line: indentation and container markers (`>`, `-`, `1.`). */
const CONTAINER_PREFIX = /^[ \t>*+\-0-9.)]*$/;

export default createRule({
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
    },
  },
  create(context) {
    const source = context.sourceText;

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
      if (info.ancestors.some((ancestor) => isJsxElement(ancestor) && ancestor.name === 'Frame')) return;
      // A status badge is decoration in a row of badges: no page frames it.
      if (isBadgeImage(node)) return;
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

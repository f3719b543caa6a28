import { createRule } from '../src/rule-kit/create-rule.js';
import { attributeValue, hasSpreadAttribute, isCommentOnlyExpression, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';

const DEFAULT_PHRASES: readonly string[] = ['here', 'click here', 'this link', 'read more', 'learn more', 'more', 'link', 'this page', 'this'];

interface Options extends Record<string, unknown> {
  phrases: string[];
}

/** One link being walked: its text is gathered from the text nodes inside it. */
interface OpenLink {
  node: MdNode;
  /** Not checked: a GFM autolink, or an `<a>` without `href`. */
  skip: boolean;
  text: string;
  hasImage: boolean;
  /** Text from a `{expression}`: known only when the page runs. */
  hasExpression: boolean;
  /** A component inside, such as `<Icon>`: what it renders is known only when the page runs. */
  hasElement: boolean;
  /** Inline code inside, and no prose beside it: a value to copy as it is (an OAuth scope URL). */
  codeOnly: boolean;
}

const BARE_URL = /^(https?:\/\/|www\.)\S+$/i;

/**
 * An address the reader types or runs rather than a page to read: a local server
 * (`http://localhost:3000`) or a reserved example domain (`https://example.com`).
 * Its text is the information, so a bare URL is the right text.
 */
const ADDRESS_TO_TYPE = /^(https?:\/\/)?(localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|([\w-]+\.)*example\.(com|org|net))([:/?#]|$)/i;

/** Lower-cased, whitespace collapsed, without wrapping quotes or trailing punctuation and arrows. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”‘’«»(\[]+/, '')
    .replace(/[\s"'“”‘’«»)\].,:;!?…→»>-]+$/, '')
    .trim();
}

export default createRule<Options>({
  meta: {
    id: 'link-text-descriptive',
    description: 'Link text says where the link goes: not "here", "click here", "read more" or a bare URL.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    defaultOptions: { phrases: [...DEFAULT_PHRASES] },
    optionsSchema: {
      type: 'object',
      properties: { phrases: { type: 'array', items: { type: 'string' } } },
      additionalProperties: false,
    },
    messages: {
      generic: 'Link text "{{text}}" does not say where the link goes; write text that names the target instead, such as the title of the page it opens.',
      url: 'Link text "{{text}}" is a bare URL; write text that names the target instead, such as the title of the page it opens.',
      empty: 'This link has no text; write text that names the target, such as the title of the page it opens.',
    },
  },
  create(context) {
    const phrases = new Set((context.options.phrases ?? DEFAULT_PHRASES).map(normalise).filter((phrase) => phrase !== ''));
    const source = context.sourceText;
    const open: OpenLink[] = [];
    const top = (): OpenLink | undefined => open[open.length - 1];

    const enterMarkdownLink = (node: MdNode): void => {
      const start = node.position?.start.offset;
      // A URL that GFM links in prose does not start with `[`; links without a position come from GFM too.
      const skip = start === undefined || source[start] !== '[';
      open.push({ node, skip, text: '', hasImage: false, hasExpression: false, hasElement: false, codeOnly: false });
    };

    const leave = (): void => {
      const link = open.pop();
      if (!link) return;
      // An autolinked URL inside `<a>` (GFM links it) is still text of the `<a>`.
      const outer = top();
      if (outer) {
        const outerHadText = outer.text.trim() !== '';
        outer.text += link.text;
        outer.hasImage ||= link.hasImage;
        outer.hasExpression ||= link.hasExpression;
        outer.hasElement ||= link.hasElement;
        if (link.text.trim() !== '') outer.codeOnly = link.codeOnly && (outer.codeOnly || !outerHadText);
      }
      if (link.skip || link.hasExpression) return;
      const shown = link.text.replace(/\s+/g, ' ').trim();
      if (shown === '') {
        if (!link.hasImage && !link.hasElement) context.report({ node: link.node, messageId: 'empty' });
        return;
      }
      if (BARE_URL.test(shown)) {
        if (ADDRESS_TO_TYPE.test(shown)) return;
        // A URL set as code is a value the reader copies as it is (an OAuth scope, a webhook endpoint): the address is the text.
        if (link.codeOnly) return;
        context.report({ node: link.node, messageId: 'url', data: { text: shown } });
        return;
      }
      if (phrases.has(normalise(shown))) context.report({ node: link.node, messageId: 'generic', data: { text: shown } });
    };

    const isAnchor = (node: JsxElement): boolean => node.name === 'a';

    const enterElement = (node: JsxElement): void => {
      if (isAnchor(node)) {
        const href = attributeValue(node, 'href');
        // `<a name="x">` is an anchor target, not a link; `{...props}` may carry the href.
        const skip = href.kind === 'absent' && !hasSpreadAttribute(node);
        open.push({ node, skip, text: '', hasImage: false, hasExpression: false, hasElement: false, codeOnly: false });
        return;
      }
      const link = top();
      if (!link) return;
      if (node.name === 'img') link.hasImage = true;
      else link.hasElement = true;
    };

    const leaveElement = (node: JsxElement): void => {
      if (isAnchor(node)) leave();
    };

    const addText = (node: MdNode): void => {
      const link = top();
      if (!link || typeof node.value !== 'string') return;
      if (node.value.trim() !== '') link.codeOnly = false;
      link.text += node.value;
    };

    const addCode = (node: MdNode): void => {
      const link = top();
      if (!link || typeof node.value !== 'string') return;
      link.codeOnly = link.codeOnly || link.text.trim() === '';
      link.text += node.value;
    };

    const markImage = (): void => {
      const link = top();
      if (link) link.hasImage = true;
    };

    const markExpression = (node: MdNode): void => {
      const link = top();
      if (link && !isCommentOnlyExpression(node)) link.hasExpression = true;
    };

    return {
      link: enterMarkdownLink,
      'link:exit': leave,
      linkReference: enterMarkdownLink,
      'linkReference:exit': leave,
      mdxJsxTextElement: enterElement,
      'mdxJsxTextElement:exit': leaveElement,
      mdxJsxFlowElement: enterElement,
      'mdxJsxFlowElement:exit': leaveElement,
      text: addText,
      inlineCode: addCode,
      image: markImage,
      imageReference: markImage,
      mdxTextExpression: markExpression,
      mdxFlowExpression: markExpression,
    };
  },
});

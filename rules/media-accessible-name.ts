import { accessibleNameState } from '../src/page/accessible-name.js';
import { findAttribute, type JsxElement } from '../src/page/jsx-elements.js';
import { createRule } from '../src/rule-kit/create-rule.js';

/** The elements a screen reader announces only by their name, and what it says without one. */
const MEDIA: Record<string, { example: string }> = {
  iframe: { example: 'title="Video: create an API key in the dashboard"' },
  video: { example: 'title="Creating an API key in the dashboard"' },
};

export default createRule({
  meta: {
    id: 'media-accessible-name',
    description: 'Every `<video>` and `<iframe>` has an accessible name: a `title`, `aria-label` or `aria-labelledby` that says what it shows.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      missing: 'This <{{element}}> has no accessible name, so a screen reader announces only "{{element}}"; add a title or aria-label that says what it shows, such as {{example}}.',
      empty: 'This <{{element}}> has an empty {{attributes}}, so a screen reader announces only "{{element}}"; say what it shows, such as {{example}}.',
      alt: 'This <{{element}}> has an alt attribute, which browsers do not pass on for a <{{element}}>, so a screen reader announces only "{{element}}"; write the text as a title or aria-label instead, such as {{example}}.',
    },
  },
  create(context) {
    const check = (node: JsxElement): void => {
      const media = node.name ? MEDIA[node.name] : undefined;
      if (!media) return;
      const state = accessibleNameState(node);
      if (state !== 'missing' && state !== 'empty') return;
      const attributes = node.attributes
        .filter((attribute) => attribute.type === 'mdxJsxAttribute' && ['title', 'aria-label', 'aria-labelledby'].includes(attribute.name))
        .map((attribute) => (attribute as { name: string }).name);
      // `mint a11y` asks videos for `alt`, which no browser exposes: say where the text should go.
      const messageId = state === 'missing' && findAttribute(node, 'alt') ? 'alt' : state;
      context.report({ node, messageId, data: { element: node.name!, example: media.example, attributes: [...new Set(attributes)].join(' and ') } });
    };
    return { mdxJsxFlowElement: check, mdxJsxTextElement: check };
  },
});

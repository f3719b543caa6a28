import { createRule } from '../src/rule-kit/create-rule.js';
import { isHtmlElementName, isKeptHtmlElement, snippetContentNames } from '../src/page/component-names.js';
import { isJsxElement, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';

/** What to write instead of an element the generator removes, where there is a clear answer. */
const INSTEAD: Record<string, string> = {
  details: 'Use <Accordion title="…"> for content that opens and closes.',
  summary: 'Use <Accordion title="…"> for content that opens and closes.',
  blockquote: 'Write a Markdown quote (> …) instead.',
  center: 'Write <div style={{ textAlign: "center" }}> instead.',
  h5: 'Write a Markdown heading (##### …) instead.',
  h6: 'Write a Markdown heading (###### …) instead.',
  audio: 'Link to the audio file, or use <video>, which the generator keeps.',
  style: 'Put the styles in a CSS file of the site instead.',
};
const ELSE = 'Put it inside a line of text, or use an element or component the generator keeps.';

export default createRule({
  meta: {
    id: 'html-element-known',
    description: 'HTML elements in a block of their own are ones the site generator keeps; it removes any other, with its content.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      removed: '<{{name}}> in a block of its own is removed by the site generator, with everything inside it: the live page does not show it. {{instead}}',
    },
  },
  create(context) {
    const allowed = new Set(context.settings.components);
    // A snippet imported under a lowercase name is replaced by its content before the build removes anything.
    let snippets = new Set<string>();
    const isRemoved = (node: MdNode): boolean => {
      if (node.type !== 'mdxJsxFlowElement') return false;
      const name = (node as JsxElement).name;
      return Boolean(name) && isHtmlElementName(name!) && !isKeptHtmlElement(name!) && !allowed.has(name!) && !snippets.has(name!);
    };
    return {
      root(node: MdNode) {
        snippets = snippetContentNames(node);
      },
      mdxJsxFlowElement(node: JsxElement, info: { ancestors: readonly MdNode[] }) {
        if (!isRemoved(node)) return;
        // The outermost removed element is the one to fix: what it holds goes with it.
        if (info.ancestors.some((ancestor) => isJsxElement(ancestor) && isRemoved(ancestor))) return;
        const name = node.name!;
        context.report({ node, messageId: 'removed', data: { name, instead: INSTEAD[name] ?? ELSE } });
      },
    };
  },
});

import { createRule } from '../src/rule-kit/create-rule.js';
import { accessibleNameState, attributeText } from '../src/page/accessible-name.js';
import { isBadgeImage } from '../src/page/badge-images.js';
import { findAttribute, hasSpreadAttribute, valueOf, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';

/** Words that only say "this is an image". */
const GENERIC = new Set([
  'image',
  'img',
  'screenshot',
  'screen shot',
  'screen capture',
  'screencap',
  'screengrab',
  'picture',
  'pic',
  'photo',
  'photograph',
  'graphic',
  'figure',
  'alt',
]);

/** Text left in place of an alt text that was never written. */
const PLACEHOLDER =
  /^(alt text|alttext|alt tag|alternative text|alt description|image alt|placeholder|placeholder image|image placeholder|todo|tbd|tba|fixme|x{2,}|lorem ipsum.*|untitled|untitled image|description|image description|caption|text|(insert|add|enter|your|write) (an )?(alt )?(text|description)( here)?|alt text (goes )?here|image (goes )?here|describe (the|this) image)$/;

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|tiff?|heic)$/i;

/** What cameras call a file: `IMG_1234`, `DSC0042`, `PXL_20240501_101203`. */
const CAMERA_NAME = /^(img|image|dsc[nf]?|pxl|photo|vid)[_-]?\d{3,}[\w.-]*$/i;

/** What screenshot tools call a file: `Screenshot 2024-05-01 at 10.12.03`, `CleanShot 2024-05-01`. */
const SCREENSHOT_NAME = /^(screenshot|screen ?shot|cleanshot|capture|snip)[ _-]?\d{4}[-_. ]?\d{2}[-_. ]?\d{2}\b.*$/i;

type Verdict = 'generic' | 'fileName' | 'placeholder' | undefined;

/** Why an alt text says nothing about the image, or undefined when it says something. */
function altTextVerdict(alt: string): Verdict {
  const raw = alt.trim();
  if (IMAGE_EXTENSION.test(raw) && !/\s/.test(raw)) return 'fileName';
  if (CAMERA_NAME.test(raw) || SCREENSHOT_NAME.test(raw)) return 'fileName';
  const words = raw
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/[\s.,:;!?()[\]"'“”]+$/g, '')
    .replace(/^[\s"'“”]+/, '')
    .replace(/\s+/g, ' ');
  if (PLACEHOLDER.test(words)) return 'placeholder';
  // "an image", "Screenshot 2", "the picture of", "images": still nothing but "an image".
  const core = words
    .replace(/^(a|an|the|this|my|our|example|sample) /, '')
    .replace(/ (of|here|\d+)$/, '')
    .replace(/s$/, '');
  if (GENERIC.has(core)) return 'generic';
  return undefined;
}

export default createRule({
  meta: {
    id: 'image-alt-text',
    description: 'Every image has alt text that describes what it shows: not empty, not a file name, not just "image".',
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      missing: 'This image has no alt text; describe what it shows, such as ![Settings page with the API key field](/images/settings.png).',
      missingAttribute: 'This <img> has no alt attribute; add one that describes what the image shows, such as alt="Settings page with the API key field".',
      empty: 'This image has empty alt text; describe what it shows, such as "Settings page with the API key field".',
      generic: 'Alt text "{{alt}}" says only that this is an image; describe what it shows instead, such as "Settings page with the API key field".',
      fileName: 'Alt text "{{alt}}" is a file name; describe what the image shows instead, such as "Settings page with the API key field".',
      placeholder: 'Alt text "{{alt}}" is placeholder text; replace it with a description of what the image shows, such as "Settings page with the API key field".',
    },
  },
  create(context) {
    const checkText = (node: MdNode, alt: string, emptyId: 'missing' | 'empty'): void => {
      // A status badge says its label itself: `alt=""` marks it as decoration, as it should.
      if (alt.trim() === '' && isBadgeImage(node)) return;
      if (alt.trim() === '') {
        context.report({ node, messageId: emptyId });
        return;
      }
      const verdict = altTextVerdict(alt);
      if (verdict) context.report({ node, messageId: verdict, data: { alt: alt.trim().replace(/\s+/g, ' ') } });
    };

    const checkMarkdown = (node: MdNode & { alt?: string | null }): void => checkText(node, node.alt ?? '', 'missing');

    const checkElement = (node: JsxElement): void => {
      if (node.name !== 'img') return;
      // `aria-hidden="true"` or `role="presentation"`: the author marked it as decoration, with nothing to describe.
      const name = accessibleNameState(node);
      if (name === 'hidden') return;
      const attribute = findAttribute(node, 'alt');
      // `aria-label`, `aria-labelledby` or `title` names the image in place of an alt text.
      const namedOtherwise = name === 'named';
      if (!attribute) {
        // `{...props}` may carry the alt text.
        if (!hasSpreadAttribute(node) && !namedOtherwise) context.report({ node, messageId: 'missingAttribute' });
        return;
      }
      const value = valueOf(attribute);
      if (namedOtherwise && attributeText(value)?.trim() === '') return;
      if (value.kind === 'shorthand') context.report({ node, messageId: 'empty' });
      else if (value.kind === 'string') checkText(node, value.value, 'empty');
      else if (value.kind === 'literal') checkText(node, value.value === null ? '' : String(value.value), 'empty');
      // Any other expression (`alt={title}`) is known only when the page runs.
    };

    return {
      image: checkMarkdown,
      imageReference: checkMarkdown,
      mdxJsxFlowElement: checkElement,
      mdxJsxTextElement: checkElement,
    };
  },
});

import { createRule } from '../src/rule-kit/create-rule.js';
import { accessibleNameState, attributeText } from '../src/page/accessible-name.js';
import { isBadgeImage } from '../src/page/badge-images.js';
import { altTextAdvice, frameCaption, type ImageContext } from '../src/page/alt-text-advice.js';
import { findAttribute, hasSpreadAttribute, valueOf, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';
import { headingText } from '../src/page/page-anchors.js';

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

/** What the walk says of where a node is. */
interface VisitInfo {
  ancestors: readonly MdNode[];
}

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
      missing: 'This image has no alt text; describe what it shows between its brackets{{advice}}.',
      missingAttribute: 'This <img> has no alt attribute; add one that describes what the image shows{{advice}}.',
      empty: 'This image has empty alt text; describe what it shows{{advice}}.',
      generic: 'Alt text "{{alt}}" says only that this is an image; describe what it shows instead{{advice}}.',
      fileName: 'Alt text "{{alt}}" is a file name; describe what the image shows instead{{advice}}.',
      placeholder: 'Alt text "{{alt}}" is placeholder text; replace it with a description of what the image shows{{advice}}.',
    },
  },
  create(context) {
    /** The text of the last heading the walk passed: the section an image is in. */
    let heading: string | undefined;
    /** `missing`: a markdown image, whose example is a markdown image; `empty`: an `alt` attribute, whose example is its text. */
    const checkText = (node: MdNode, alt: string, emptyId: 'missing' | 'empty', place: ImageContext): void => {
      // A status badge says its label itself: `alt=""` marks it as decoration, as it should.
      if (alt.trim() === '' && isBadgeImage(node)) return;
      if (alt.trim() === '') {
        context.report({ node, messageId: emptyId, data: { advice: altTextAdvice(place, emptyId === 'missing' ? 'markdown' : 'text') } });
        return;
      }
      const verdict = altTextVerdict(alt);
      if (verdict) context.report({ node, messageId: verdict, data: { alt: alt.trim().replace(/\s+/g, ' '), advice: altTextAdvice(place, 'text') } });
    };
    const placeOf = (url: string | undefined, info: VisitInfo): ImageContext => ({ url, caption: frameCaption(info.ancestors), heading });

    const checkMarkdown = (node: MdNode & { alt?: string | null; url?: string }, info: VisitInfo): void => {
      // A reference image (`![][logo]`) has its URL in the definition: the example then comes from the section.
      checkText(node, node.alt ?? '', 'missing', placeOf(node.url, info));
    };

    const checkElement = (node: JsxElement, info: VisitInfo): void => {
      if (node.name !== 'img') return;
      const src = findAttribute(node, 'src');
      const url = src ? attributeText(valueOf(src)) : undefined;
      const place = placeOf(url, info);
      // `aria-hidden="true"` or `role="presentation"`: the author marked it as decoration, with nothing to describe.
      const name = accessibleNameState(node);
      if (name === 'hidden') return;
      const attribute = findAttribute(node, 'alt');
      // `aria-label`, `aria-labelledby` or `title` names the image in place of an alt text.
      const namedOtherwise = name === 'named';
      if (!attribute) {
        // `{...props}` may carry the alt text.
        if (!hasSpreadAttribute(node) && !namedOtherwise) context.report({ node, messageId: 'missingAttribute', data: { advice: altTextAdvice(place, 'attribute') } });
        return;
      }
      const value = valueOf(attribute);
      if (namedOtherwise && attributeText(value)?.trim() === '') return;
      if (value.kind === 'shorthand') context.report({ node, messageId: 'empty', data: { advice: altTextAdvice(place, 'text') } });
      else if (value.kind === 'string') checkText(node, value.value, 'empty', place);
      else if (value.kind === 'literal') checkText(node, value.value === null ? '' : String(value.value), 'empty', place);
      // Any other expression (`alt={title}`) is known only when the page runs.
    };

    return {
      heading(node: MdNode & { children?: MdNode[] }) {
        heading = headingText(node).trim() || heading;
      },
      image: checkMarkdown,
      imageReference: checkMarkdown,
      mdxJsxFlowElement: checkElement,
      mdxJsxTextElement: checkElement,
    };
  },
});

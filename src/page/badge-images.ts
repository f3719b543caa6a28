/**
 * Status badges (shields.io, a CI workflow's badge.svg, a package version): small decorative
 * images in a row, which no page frames and whose label is in the image itself. A reader's screen
 * reader is better served by `alt=""` than by a description of a badge.
 */
import { attributeValue, type MdNode } from './jsx-elements.js';

const BADGE_URL = /^(?:https?:)?\/\/(?:img\.shields\.io|badgen\.net|flat\.badgen\.net|badge\.fury\.io|badges\.[a-z0-9.-]+|[a-z0-9.-]*\.?codecov\.io\/[^?#]*\/(?:badge|graph))\b|\/badges?\/|[/_.-]badge(?:\.svg|\.png)?(?:[?#]|$)/i;

/** True for a badge image: a markdown image or an `<img>` whose address is a badge service's. */
export function isBadgeImage(node: MdNode & { url?: string; name?: string | null }): boolean {
  const src = node.type === 'image' ? node.url : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? stringSrc(node) : undefined;
  return typeof src === 'string' && BADGE_URL.test(src.trim());
}

function stringSrc(node: MdNode): string | undefined {
  const src = attributeValue(node as never, 'src');
  return src.kind === 'string' || (src.kind === 'literal' && typeof src.value === 'string') ? String(src.value) : undefined;
}

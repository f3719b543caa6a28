/**
 * Status badges (shields.io, a CI workflow's badge.svg, a package version) and the buttons of
 * services ("Open in Gitpod", "Deploy to Vercel", "Run in Postman"): small images in a row, which
 * no page frames and whose label is in the image itself. A reader's screen reader is better served
 * by `alt=""` or the label than by a description of a badge.
 */
import { attributeValue, type MdNode } from './jsx-elements.js';

const BADGE_URL = /^(?:https?:)?\/\/(?:img\.shields\.io|badgen\.net|flat\.badgen\.net|badge\.fury\.io|badges\.[a-z0-9.-]+|[a-z0-9.-]*\.?codecov\.io\/[^?#]*\/(?:badge|graph))\b|\/badges?\/|[/_.-]badge(?:\.svg|\.png)?(?:[?#]|$)/i;

/**
 * A service's button, served by the service: `gitpod.io/button/open-in-gitpod.svg`, `vercel.com/button`, Netlify's and
 * Heroku's `deploy/button.svg`, Railway's `button.svg`, `run.pstmn.io/button.svg`, StackBlitz's
 * `open_in_stackblitz.svg`, Render's `deploy-to-render-button.svg`, DigitalOcean's `do-btn-blue.svg`.
 */
const BUTTON_URL = /\/buttons?\/|[/_.-]button(?:\.svg|\.png)?(?:[?#]|$)|[/_-]open[-_]in[-_][a-z0-9]+(?:[-_][a-z0-9]+)*\.(?:svg|png)(?:[?#]|$)|[/_-]deploy[-_](?:to|on|with)[-_][a-z0-9-_]+\.(?:svg|png)(?:[?#]|$)|[/_.-]btn(?:[-_][a-z0-9]+)*\.(?:svg|png)(?:[?#]|$)/i;

const REMOTE = /^(?:https?:)?\/\//i;

/** True for a badge image: a markdown image or an `<img>` whose address is a badge service's. */
export function isBadgeImage(node: MdNode & { url?: string; name?: string | null }): boolean {
  const src = node.type === 'image' ? node.url : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? stringSrc(node) : undefined;
  // A service serves its own button; a local `new-button.png` is a screenshot of one.
  return typeof src === 'string' && (BADGE_URL.test(src.trim()) || (REMOTE.test(src.trim()) && BUTTON_URL.test(src.trim())));
}

function stringSrc(node: MdNode): string | undefined {
  const src = attributeValue(node as never, 'src');
  return src.kind === 'string' || (src.kind === 'literal' && typeof src.value === 'string') ? String(src.value) : undefined;
}

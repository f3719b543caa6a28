import { isExternalUrl } from './site-paths.js';

/** What a link written in a page points at, before anyone looks at the disk. */
export type LinkTarget =
  | { kind: 'none' }
  | { kind: 'external' }
  | { kind: 'same-page'; fragment: string }
  /** `path` is root-relative POSIX, percent-decoded, with no trailing slash; `''` is the home page. */
  | { kind: 'internal'; path: string; fragment?: string; extension?: string }
  | { kind: 'malformed'; reason: string };

const PAGE_EXTENSION = /\.(mdx|md)$/i;
/** Any origin will do: only the path and fragment of the resolved URL are read. */
const ORIGIN = 'https://docs.invalid';

/** The URL path a page is served at: `guides/setup.mdx` → `/guides/setup`, `guides/index.mdx` → `/guides`. */
export function pageUrlPath(relativePath: string): string {
  return `/${relativePath.replace(PAGE_EXTENSION, '').replace(/(^|\/)index$/, '')}`;
}

/**
 * Reads a link's URL as the reader's browser will: site-absolute (`/guides/setup`) or relative to
 * the page's own URL (`./setup`, `../api/x`; `..` stops at the site root, as URLs do), with an
 * optional `?query` (ignored) and `#fragment`.
 */
export function parseLinkTarget(url: string, fromPage: string): LinkTarget {
  const trimmed = url.trim();
  if (trimmed === '') return { kind: 'none' };
  if (isExternalUrl(trimmed)) return { kind: 'external' };
  if (/^[^#?]*\\/.test(trimmed)) return { kind: 'malformed', reason: 'it uses `\\` between path segments; links use `/`' };
  let resolved: URL;
  try {
    resolved = new URL(trimmed, ORIGIN + pageUrlPath(fromPage));
  } catch {
    return { kind: 'malformed', reason: 'it is not a valid URL' };
  }
  let sitePath: string;
  let fragment: string | undefined;
  try {
    sitePath = decodeURIComponent(resolved.pathname).replace(/^\/+|\/+$/g, '');
    fragment = resolved.hash.length > 1 ? decodeURIComponent(resolved.hash.slice(1)) : undefined;
  } catch {
    return { kind: 'malformed', reason: 'its percent-encoding is broken (a `%` not followed by two hex digits)' };
  }
  if (/^[?#]/.test(trimmed)) return fragment ? { kind: 'same-page', fragment } : { kind: 'none' };
  const extension = sitePath.match(PAGE_EXTENSION)?.[0];
  return { kind: 'internal', path: sitePath, ...(fragment ? { fragment } : {}), ...(extension ? { extension } : {}) };
}

import path from 'node:path';

/** `scheme:` prefixes (http:, mailto:, C: ...) mark a reference that is not a site-relative path. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function isExternalUrl(reference: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(reference) || (SCHEME.test(reference) && !/^[a-z]:[\\/]/i.test(reference));
}

export type SitePathResolution =
  | { kind: 'inside'; path: string }
  | { kind: 'escapes' }
  | { kind: 'external' };

/**
 * Resolves a reference written in docs.json (`/images/logo.png`, `guides/setup`, `../x`) to a
 * POSIX path relative to the site root. Site-absolute (`/x`) and relative (`x`) mean the same.
 * A path that climbs out of the root, a drive letter or a backslash-absolute path is `escapes`:
 * it is reported, and never read.
 */
export function resolveSitePath(reference: string): SitePathResolution {
  if (/^[a-z]:[\\/]/i.test(reference) || reference.startsWith('\\\\')) return { kind: 'escapes' };
  if (isExternalUrl(reference)) return { kind: 'external' };
  const withoutQuery = reference.replace(/[?#].*$/, '');
  const trimmed = withoutQuery.replace(/^\/+/, '');
  const normalized = path.posix.normalize(trimmed === '' ? '.' : trimmed);
  if (normalized === '..' || normalized.startsWith('../')) return { kind: 'escapes' };
  return { kind: 'inside', path: normalized === '.' ? '' : normalized.replace(/\/$/, '') };
}

/** POSIX path of `absolute` relative to `root`, or undefined when it lies outside. */
export function relativeInside(root: string, absolute: string): string | undefined {
  const relative = path.relative(root, absolute);
  if (relative === '' ) return '';
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join('/');
}

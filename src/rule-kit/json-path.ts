import type { JsonPath } from '../types.js';

/**
 * True when `path` is `pattern`, where `*` in the pattern stands for any one key or index:
 * `pathMatches(['anchors', 3, 'url'], 'anchors.*.url')`.
 */
export function pathMatches(path: JsonPath, pattern: string): boolean {
  const parts = pattern.split('.');
  return parts.length === path.length && parts.every((part, i) => part === '*' || part === String(path[i]));
}

/** `anchors[3].url`: how messages name a place in docs.json. */
export function formatJsonPath(path: JsonPath): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

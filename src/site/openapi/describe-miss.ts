/**
 * How messages word an operation that is not where a binding or an endpoint entry looks for it:
 * the documents searched, and what the writer most likely meant.
 */
import type { PageOperation } from './find-operation.js';

/** `openapi.yaml has no operation` or `Neither openapi.yaml nor v2.yaml has an operation`: the documents looked in. */
export function searchedPhrase(paths: readonly string[]): string {
  if (paths.length === 1) return `${paths[0]} has no operation`;
  if (paths.length === 2) return `Neither ${paths[0]} nor ${paths[1]} has an operation`;
  return `None of ${paths.join(', ')} has an operation`;
}

/**
 * ` It is in b.yaml: write ...`, ` The path is there with GET only.`, ` Did you mean ...?`: the
 * hint after a miss. `rewrite` words the reference that names the other document.
 */
export function missHint(miss: Extract<PageOperation, { kind: 'missing' }>, rewrite: (spec: string, label: string) => string): string {
  if (miss.elsewhere) return ` It is in ${miss.elsewhere.path}: write ${rewrite(miss.elsewhere.path, miss.label)}.`;
  const others = miss.otherMethods.length > 0 ? ` The path is there with ${listOf(miss.otherMethods)} only.` : '';
  const suggestion = miss.suggestion ? ` Did you mean \`${miss.suggestion}\`?` : '';
  return `${others}${suggestion}`;
}

/** `a, b and c`, at most five named. */
export function listOf(items: readonly string[]): string {
  const shown = items.slice(0, 5);
  const more = items.length > shown.length ? ` and ${items.length - shown.length} more` : '';
  if (shown.length <= 1 || more) return shown.join(', ') + more;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

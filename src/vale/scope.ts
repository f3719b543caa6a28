/**
 * Vale's scope selectors: a block of text has a scope such as `text.heading.h2.md` or
 * `sentence.md`; a rule's `scope` lists selectors (`heading`, `sentence`, `~blockquote`,
 * `text & ~table`), any of which may match. A selector matches a block when every part of it is
 * a part of the block's scope; `~x` matches when the block is not inside `x` (never a `raw` or
 * `summary` block); `a & b` needs both.
 */

export const ALLOWED_SCOPES = ['text', 'heading', 'heading.h1', 'heading.h2', 'heading.h3', 'heading.h4', 'heading.h5', 'heading.h6', 'table', 'table.header', 'table.cell', 'table.caption', 'figure.caption', 'list', 'paragraph', 'sentence', 'alt', 'title', 'blockquote', 'summary', 'raw'];

/** The first section of each allowed scope (`figure` of `figure.caption`). */
const ALLOWED_BASES = new Set(ALLOWED_SCOPES.map((scope) => scope.split('.')[0]));

interface Part {
  sections: string[];
  negated: boolean;
}

export interface ValeScope {
  /** Each alternative: all its parts must match. */
  alternatives: Part[][];
  /** The first section of every selector (`sentence`, `summary`, `raw`…): which blocks to build. */
  bases: Set<string>;
}

export function parseScope(value: readonly string[]): ValeScope {
  const alternatives: Part[][] = [];
  const bases = new Set<string>();
  for (const selector of value) {
    const parts: Part[] = [];
    for (const raw of selector.split('&')) {
      let text = raw.trim();
      const negated = text.startsWith('~');
      if (negated) text = text.slice(1).trim();
      const sections = text.split('.').map((s) => s.trim()).filter(Boolean);
      parts.push({ sections, negated });
      if (!negated && sections[0]) bases.add(sections[0]);
    }
    if (parts.every((part) => part.negated)) bases.add('text');
    alternatives.push(parts);
  }
  return { alternatives, bases };
}

/** The scopes a selector names that Vale does not know: a rule naming one is reported. */
export function unknownScopes(value: readonly string[]): string[] {
  const unknown: string[] = [];
  for (const selector of value) {
    if (selector.includes('&')) continue;
    const base = selector.replace(/^~/, '').trim().split('.')[0];
    if (base && !ALLOWED_BASES.has(base) && base !== 'frontmatter' && !unknown.includes(base)) unknown.push(base);
  }
  return unknown;
}

/** Whether a block of scope `target` (its parent `parent`, for negations) is in the rule's scope. */
export function scopeMatches(scope: ValeScope, target: readonly string[], parent: readonly string[] = target): boolean {
  return scope.alternatives.some((parts) =>
    parts.every((part) => {
      const inTarget = part.sections.every((section) => target.includes(section));
      const inParent = part.sections.every((section) => parent.includes(section));
      if (part.negated) return !inParent && !target.includes('raw') && !target.includes('summary');
      return inTarget;
    }),
  );
}

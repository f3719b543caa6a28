/**
 * The words a page uses as code or addresses: inline code, code blocks, link and image URLs, the
 * values of attributes that do not render as text, expressions, imports and exports, and the front
 * matter values that are not shown as text. A word the page writes as code (`upstash`, `createClient`)
 * or links to (`supabase.com`) is a name on that page, not a misspelling in its prose.
 *
 * The nodes are only noted during the walk; their text is split into words once, at the end of the
 * page, and only when the page has an unknown word to look up.
 */

import { isJsxElement, type JsxElement, type MdNode } from '../page/jsx-elements.js';
import { RENDERED_ATTRIBUTES, RENDERED_FRONT_MATTER_KEYS } from '../prose/index.js';
import type { Visitors } from '../types.js';

/** Node types whose `value` (or `url`) is code or an address. */
const VALUE_TYPES = ['inlineCode', 'code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'math', 'inlineMath'] as const;
const URL_TYPES = ['link', 'image', 'definition'] as const;
/** Lower-case words joined by hyphens or underscores, and nothing else: `allkeys-random`, `volatile_lru`. */
const NAMED_VALUE = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/;

export class PageCodeWords {
  private texts: string[] = [];
  private words: Set<string> | undefined;

  /** Visitors that note the page's code and addresses. */
  visitors(frontMatter: () => Record<string, unknown> | undefined): Visitors {
    const visitors: Visitors = {};
    for (const type of VALUE_TYPES) {
      visitors[type] = (node: MdNode) => {
        if (typeof node.value === 'string') this.texts.push(node.value);
      };
    }
    for (const type of URL_TYPES) {
      visitors[type] = (node: MdNode & { url?: string }) => {
        if (typeof node.url === 'string') this.texts.push(node.url);
      };
    }
    const element = (node: MdNode) => {
      if (!isJsxElement(node)) return;
      const rendered = (node as JsxElement).name === 'img' ? ['alt'] : (RENDERED_ATTRIBUTES[(node as JsxElement).name ?? ''] ?? []);
      for (const attribute of (node as JsxElement).attributes) {
        if (attribute.type !== 'mdxJsxAttribute') {
          if (typeof attribute.value === 'string') this.texts.push(attribute.value);
          continue;
        }
        if (rendered.includes(attribute.name)) continue;
        if (typeof attribute.value === 'string') this.texts.push(attribute.value);
        else if (attribute.value && typeof attribute.value === 'object' && typeof attribute.value.value === 'string') this.texts.push(attribute.value.value);
      }
    };
    // "_allkeys-random_", "**optimistic-volatile**": one hyphenated or snake_case word set apart in emphasis names a value (a policy, a mode), as code would.
    const term = (node: MdNode) => {
      const only = node.children?.length === 1 ? node.children[0] : undefined;
      if (only?.type === 'text' && typeof only.value === 'string' && NAMED_VALUE.test(only.value)) this.texts.push(only.value);
    };
    visitors.emphasis = term;
    visitors.strong = term;
    visitors.mdxJsxFlowElement = element;
    visitors.mdxJsxTextElement = element;
    visitors.yaml = () => {
      const data = frontMatter();
      if (!data) return;
      for (const [key, value] of Object.entries(data)) {
        if ((RENDERED_FRONT_MATTER_KEYS as readonly string[]).includes(key)) continue;
        this.texts.push(typeof value === 'string' ? value : JSON.stringify(value) ?? '');
      }
    };
    return visitors;
  }

  /** True when the page writes `word` as code or in an address (case aside). */
  has(word: string): boolean {
    if (!this.words) {
      this.words = new Set();
      for (const text of this.texts) addCodeWords(this.words, text);
      this.texts = [];
    }
    return this.words.has(word.toLowerCase());
  }
}

/** Each identifier of a text, lower-cased, and the words it is made of (`user_name`, `createClient` → `create`, `client`). */
export function addCodeWords(into: Set<string>, text: string): void {
  for (const match of text.matchAll(/[\p{L}\p{N}_$]+/gu)) {
    const identifier = match[0];
    into.add(identifier.toLowerCase());
    for (const part of identifier.split(/[_$]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)) if (part) into.add(part.toLowerCase());
  }
}

/**
 * The words a site names itself with: in docs.json its `name` and the labels of its navigation
 * (groups, tabs, anchors, dropdowns, versions, products, menu items, navbar and footer labels), and
 * the names of its files (`integrations/sms/clicksend.mdx`, `images/logos/gupshup.png`), which are
 * its URLs. A word the site puts in its own sidebar or its own paths is its vocabulary, not a
 * misspelling on a page.
 */

import type { AnyNode } from '@humanwhocodes/momoa';
import { memberKey, memberString } from '../site/json-nodes.js';
import type { ProjectIndex } from '../site/project-index.js';

/** Keys whose string values docs.json shows as labels. */
const LABEL_KEYS = new Set(['name', 'group', 'tab', 'anchor', 'dropdown', 'version', 'product', 'item', 'label', 'title', 'description']);

/** The site's name and label words, lower-cased. */
export function siteVocabulary(site: ProjectIndex): Set<string> {
  const words = new Set<string>();
  for (const file of site.files) addWords(words, file.replace(/\.[^./]+$/, ''));
  const root = site.config.ast?.body;
  if (!root) return words;
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'Object') {
      for (const member of node.members) {
        const value = member.value;
        if (value.type === 'String' && LABEL_KEYS.has(memberKey(member))) addWords(words, value.value);
        else if (value.type === 'Object' || value.type === 'Array') stack.push(value);
      }
    } else if (node.type === 'Array') {
      for (const element of node.elements) stack.push(element.value);
    }
  }
  return words;
}

/** The site's name as docs.json spells it (`name`), or undefined. */
export function siteName(site: ProjectIndex): string | undefined {
  const name = memberString(site.config.ast?.body, 'name')?.trim();
  return name === '' ? undefined : name;
}

/** Adds the words of a label: runs of letters (with inner apostrophes), lower-cased. */
export function addWords(into: Set<string>, text: string): void {
  for (const match of text.matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)) {
    const word = match[0].replace(/’/g, "'");
    into.add(word.toLowerCase());
  }
}

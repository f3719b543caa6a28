/**
 * The language docs.json gives a page: a site with `languages` (`{ "language": "es", … }`) lists
 * each translation's pages under its own entry. The English dictionaries have nothing to say
 * about a page in Spanish.
 */

import type { AnyNode } from '@humanwhocodes/momoa';
import { memberKey, memberString } from './json-nodes.js';
import type { ProjectIndex } from './project-index.js';
import { resolveSitePath } from './site-paths.js';

interface SiteLanguages {
  /** Page (without extension) → the language entry that lists it. */
  pages: Map<string, string>;
  /** The languages other than English that the site has, lower-cased (`es`, `pt-br`). */
  translations: Set<string>;
}

const bySite = new WeakMap<ProjectIndex, SiteLanguages>();

function languagesOf(site: ProjectIndex): SiteLanguages {
  let languages = bySite.get(site);
  if (!languages) {
    const pages = readLanguages(site);
    const translations = new Set([...pages.values()].map((code) => code.toLowerCase()).filter((code) => !/^en\b/.test(code)));
    bySite.set(site, (languages = { pages, translations }));
  }
  return languages;
}

/** The language code of the `languages` entry that lists the page (`es`, `pt-BR`), or undefined when none does. */
export function pageLanguage(site: ProjectIndex, relativePath: string): string | undefined {
  const { pages } = languagesOf(site);
  return pages.size === 0 ? undefined : pages.get(relativePath.replace(/\.mdx?$/i, ''));
}

/**
 * True when docs.json lists the page under a language other than English, or the page sits in a
 * folder named after one of the site's other languages (`es/changelog/…`, `snippets/es/…`: pages
 * and snippets that no language entry lists, such as generated changelogs).
 */
export function isTranslatedPage(site: ProjectIndex, relativePath: string): boolean {
  const language = pageLanguage(site, relativePath);
  if (language !== undefined) return !/^en\b/i.test(language);
  const { translations } = languagesOf(site);
  return translations.size > 0 && relativePath.toLowerCase().split('/').slice(0, -1).some((folder) => translations.has(folder));
}

function readLanguages(site: ProjectIndex): Map<string, string> {
  const pages = new Map<string, string>();
  const root = site.config.ast?.body;
  if (!root) return pages;
  const stack: Array<{ node: AnyNode; language?: string }> = [{ node: root }];
  while (stack.length > 0) {
    const { node, language } = stack.pop()!;
    if (node.type === 'Array') {
      for (const element of node.elements) stack.push({ node: element.value, language });
    } else if (node.type === 'Object') {
      const own = memberString(node, 'language') ?? languageNamed(node) ?? language;
      for (const member of node.members) {
        const key = memberKey(member);
        const value = member.value;
        if (own && (key === 'pages' || key === 'root') && (value.type === 'Array' || value.type === 'String')) collectPages(value, own, pages);
        if (value.type === 'Object' || value.type === 'Array') stack.push({ node: value, language: own });
      }
    }
  }
  return pages;
}

/** Navigation entries whose label can name a translation: a site may give each language its own product or tab. */
const LABEL_KEYS = ['product', 'tab', 'dropdown', 'anchor', 'group'];

/**
 * The language an entry's label names in that language ("Hrvatski", "Español", "日本語", "Português
 * (Brasil)"): a site that gives a translation a product or a tab of its own instead of a `languages`
 * entry. Only a language's own name counts, not its English name ("German" may be a section about German).
 */
function languageNamed(node: AnyNode): string | undefined {
  if (node.type !== 'Object') return undefined;
  for (const key of LABEL_KEYS) {
    const label = memberString(node, key);
    if (label === undefined) continue;
    const code = endonyms().get(label.replace(/\s*\(.*\)\s*$/, '').trim().toLocaleLowerCase());
    if (code) return code;
  }
  return undefined;
}

let endonymTable: Map<string, string> | undefined;

/** Each language's name for itself, lower-cased, to its two-letter code, from the runtime's own locale data (Intl.DisplayNames). */
function endonyms(): Map<string, string> {
  if (!endonymTable) {
    endonymTable = new Map();
    for (let a = 97; a <= 122; a++) {
      for (let b = 97; b <= 122; b++) {
        const code = String.fromCharCode(a, b);
        if (code === 'en') continue;
        try {
          const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
          if (name) endonymTable.set(name.toLocaleLowerCase(), code);
        } catch {
          // A code the runtime has no locale for names nothing.
        }
      }
    }
  }
  return endonymTable;
}

function collectPages(value: AnyNode, language: string, pages: Map<string, string>): void {
  if (value.type === 'String') {
    const resolved = resolveSitePath(value.value);
    if (resolved.kind === 'inside') pages.set(resolved.path.replace(/\.mdx?$/i, ''), language);
  } else if (value.type === 'Array') {
    for (const element of value.elements) if (element.value.type === 'String') collectPages(element.value, language, pages);
  }
}

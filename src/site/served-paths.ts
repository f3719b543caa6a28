import type { ProjectIndex } from './project-index.js';
import type { AnyNode } from '@humanwhocodes/momoa';
import { memberKey, memberString, memberValue } from './json-nodes.js';
import { openApiSources } from './navigation.js';
import { isExternalUrl, resolveSitePath } from './site-paths.js';
import { DEFAULT_OPENAPI_DIRECTORY } from './openapi/generated-pages.js';

/** What the published site serves at a site path. */
export type Served = { kind: 'page'; file: string } | { kind: 'file' } | { kind: 'generated' } | { kind: 'remote' } | { kind: 'folder' };

/**
 * What answers at `sitePath` (root-relative, no leading slash, no extension for a page): a page
 * file (`x.mdx`, `x.md`, or `x/index.mdx`), a static file, a page the generator makes from an
 * OpenAPI document (`remote`: maybe one, under the folder of a document given as a URL), or a folder of navigation pages, which the generator redirects to the first
 * of them (mintlify/mint#114: `/changelog` opens `/changelog/2022`; a legacy tab's `url` relies on
 * it). Redirects are not looked at: callers decide what a redirect means to them.
 */
export function servedAt(site: Pick<ProjectIndex, 'resolvePage' | 'fileExists' | 'generatedPages' | 'navigationByPage'> & Partial<Pick<ProjectIndex, 'config'>>, sitePath: string): Served | undefined {
  const file = sitePath === '' ? site.resolvePage('index') : (site.resolvePage(sitePath) ?? site.resolvePage(`${sitePath}/index`));
  if (file) return { kind: 'page', file };
  if (site.fileExists(sitePath)) return { kind: 'file' };
  if (site.generatedPages().has(sitePath)) return { kind: 'generated' };
  // Under the folder of a document docs-lint does not fetch: maybe one of its pages, which nobody here can tell.
  if (underRemoteOpenApi(site, sitePath)) return { kind: 'remote' };
  if (sitePath !== '' && (hasKeyUnder(site.navigationByPage, sitePath) || hasKeyUnder(site.generatedPages(), sitePath))) return { kind: 'folder' };
  return undefined;
}

/**
 * The folders of pages the generator makes from a remote OpenAPI document, which docs-lint cannot
 * list without fetching it: the `url` folder of a mint.json anchor or tab whose own `openapi` is a
 * URL, and the `directory` (default `api-reference`) of a docs.json navigation element whose
 * `openapi` is one. A path under one may be such a page.
 */
const remotePrefixesBySite = new WeakMap<object, string[]>();
function underRemoteOpenApi(site: Partial<Pick<ProjectIndex, 'config'>>, sitePath: string): boolean {
  const body = site.config?.ast?.body;
  if (!body) return false;
  let prefixes = remotePrefixesBySite.get(site);
  if (!prefixes) {
    prefixes = [];
    for (const key of ['anchors', 'tabs']) {
      const list = memberValue(body, key);
      if (list?.type !== 'Array') continue;
      for (const element of list.elements) {
        const url = memberString(element.value, 'url');
        const openapi = memberValue(element.value, 'openapi');
        const sources = openapi?.type === 'String' ? [openapi.value] : openapi?.type === 'Array' ? openapi.elements.flatMap((item) => (item.value.type === 'String' ? [item.value.value] : [])) : [];
        const folder = url === undefined ? undefined : resolveSitePath(url);
        if (folder?.kind === 'inside' && sources.some(isExternalUrl)) prefixes.push(folder.path);
      }
    }
    const navigation = memberValue(body, 'navigation');
    if (navigation) addRemoteDirectories(navigation, prefixes);
    remotePrefixesBySite.set(site, prefixes);
  }
  return prefixes.some((prefix) => prefix !== '' && (sitePath === prefix || sitePath.startsWith(`${prefix}/`)));
}

/** The folder of each remote document an `openapi` of the navigation names (`{source, directory}`, a URL, or a list). */
function addRemoteDirectories(node: AnyNode, prefixes: string[]): void {
  if (node.type === 'Array') for (const element of node.elements) addRemoteDirectories(element.value, prefixes);
  if (node.type !== 'Object') return;
  for (const member of node.members) {
    if (memberKey(member) !== 'openapi') addRemoteDirectories(member.value, prefixes);
    else {
      for (const source of openApiSources(member.value)) {
        const folder = isExternalUrl(source.value) ? resolveSitePath(source.directory ?? DEFAULT_OPENAPI_DIRECTORY) : undefined;
        if (folder?.kind === 'inside') prefixes.push(folder.path);
      }
    }
  }
}


/**
 * The navigation path that lists a page file, if any: `x/y` for `x/y.mdx`, and also for
 * `x/y/index.mdx` when the entry `x/y` resolves to it (a page reached through its folder).
 */
export function listedAs(site: Pick<ProjectIndex, 'resolvePage' | 'navigationByPage'>, file: string): string | undefined {
  const path = file.replace(/\.(mdx|md)$/i, '');
  if (site.navigationByPage.has(path)) return path;
  const folder = path.endsWith('/index') ? path.slice(0, -'/index'.length) : undefined;
  return folder && site.navigationByPage.has(folder) && site.resolvePage(folder) === file ? folder : undefined;
}

function hasKeyUnder(map: ReadonlyMap<string, unknown>, folder: string): boolean {
  for (const key of map.keys()) if (key.length > folder.length && key[folder.length] === '/' && key.startsWith(folder)) return true;
  return false;
}

/** Every page path without its extension, and every generated page's path: made once per site, shared by every did-you-mean. */
const pagePathsBySite = new WeakMap<object, string[]>();
export function pagePathsOf(site: Pick<ProjectIndex, 'pageFiles' | 'generatedPages'>): string[] {
  let paths = pagePathsBySite.get(site);
  if (!paths) pagePathsBySite.set(site, (paths = [...site.pageFiles.map((file) => file.replace(/\.(mdx|md)$/i, '')), ...site.generatedPages().keys()]));
  return paths;
}

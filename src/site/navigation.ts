import type { AnyNode, ArrayNode, ObjectNode, StringNode, ValueNode } from '@humanwhocodes/momoa';
import { HTTP_METHODS, parseOperationBinding, type BindingParse } from './openapi/operation-binding.js';
import { memberKey, memberString, memberValue } from './json-nodes.js';
import { CHILDREN, ITEMS_OF, keptChildKind, NAVIGATION_CHILDREN, type Division } from './navigation-children.js';
import { resolveSitePath } from './site-paths.js';

/** The two shapes of `navigation` that CLARIFICATIONS.md describes. */
export type NavigationShape = 'groups-array' | 'object' | 'missing' | 'invalid';

export interface NavPageEntry {
  /** The string as written. */
  raw: string;
  node: StringNode;
  /** `page`: an entry of `pages`; `root`: a group's `root`, the page its title links to. */
  role: 'page' | 'root';
  /** Site-relative POSIX path with any `.mdx`/`.md` extension removed; empty when it escapes, and for an endpoint entry. */
  page: string;
  /** The extension the entry was written with, if any. */
  extension: '.mdx' | '.md' | null;
  escapesRoot: boolean;
  /** An http(s) or other scheme URL: not a page file. */
  external: boolean;
  /**
   * The sidebar the entry shows in (newer shape): each product, language, version, tab, dropdown,
   * anchor and menu item has its own, so the same page may be listed once in each. Empty: the site's one sidebar.
   */
  sidebar: string;
  /** How messages name that sidebar (`tab "API"`); empty for the site's one sidebar. */
  sidebarName: string;
  /** `version` of the nearest enclosing group that has one (legacy shape). */
  groupVersion?: string;
  /** Set when the entry names an OpenAPI operation (`GET /users`, `<spec> POST /x`, `webhook <name>`) rather than a page file. */
  endpoint?: NavEndpoint;
  /**
   * Set when the entry is under a child list the generator drops (newer shape): an element with
   * two child kinds (a dropdown with `groups` and `pages`) keeps one, and the other is not on the live site.
   */
  dropped?: true;
}

export interface NavEndpoint {
  binding: BindingParse;
  /** The nearest enclosing element's `openapi`, if any (else `api.openapi` applies). */
  scope?: NavOpenApiScope;
}

/** One document of an `openapi` value: its path or URL, and the folder its generated pages go in. */
export interface NavOpenApiSource {
  value: string;
  node: StringNode;
  directory?: string;
}

/** A navigation element (or `api`) with `openapi`: the documents whose operations its endpoint entries name. */
export interface NavOpenApiScope {
  sources: NavOpenApiSource[];
  /**
   * Some entry under it names an operation without naming a document: the generator then makes
   * pages only for the entries, not one for every operation of the document.
   */
  listsEndpoints: boolean;
}

export interface NavGroupEntry {
  node: ObjectNode;
  name?: string;
  /** The `version` value node of the group, when it has one. */
  versionNode?: ValueNode;
}

export interface NavOpenApiReference {
  value: string;
  node: StringNode;
}

export interface Navigation {
  shape: NavigationShape;
  pages: NavPageEntry[];
  groups: NavGroupEntry[];
  /** `openapi` references made inside the navigation tree (newer shape). */
  openapi: NavOpenApiReference[];
  /** Every navigation element with `openapi`, outermost first (newer shape). */
  openapiScopes: NavOpenApiScope[];
}

/** Keys whose arrays hold further navigation items, in either shape. */
const CHILD_KEYS = new Set(['pages', 'groups', 'tabs', 'anchors', 'versions', 'languages', 'dropdowns', 'products', 'menu', 'items']);
/** Division arrays, and the label key of their items: each item shows its own sidebar. */
const DIVISIONS: Record<string, string> = { products: 'product', languages: 'language', versions: 'version', tabs: 'tab', dropdowns: 'dropdown', anchors: 'anchor', menu: 'item' };
const PAGE_EXTENSION = /\.(mdx|md)$/i;
const ENDPOINT_VERBS = new Set<string>([...HTTP_METHODS, 'webhook']);

export function readNavigation(root: ValueNode | undefined): Navigation {
  const navigation: Navigation = { shape: 'missing', pages: [], groups: [], openapi: [], openapiScopes: [] };
  const value = memberValue(root, 'navigation');
  if (!value) return navigation;
  const state: WalkState = { sidebar: '', sidebarName: '', groupVersion: undefined, scope: undefined, objectShape: false };
  if (value.type === 'Array') {
    navigation.shape = 'groups-array';
    walkItems(value, 'pages', state, navigation);
  } else if (value.type === 'Object') {
    navigation.shape = 'object';
    walkObject(value, { ...state, objectShape: true }, navigation, 'navigation');
  } else {
    navigation.shape = 'invalid';
  }
  return navigation;
}

/**
 * The generator's test for an endpoint entry: two or three words, the one before the last an HTTP
 * method or `webhook` (any case). Anything else is a page path.
 */
export function isEndpointEntry(raw: string): boolean {
  const words = raw.trim().split(/\s+/);
  return (words.length === 2 || words.length === 3) && ENDPOINT_VERBS.has(words[words.length - 2].toLowerCase());
}

interface WalkState {
  sidebar: string;
  sidebarName: string;
  groupVersion: string | undefined;
  scope: NavOpenApiScope | undefined;
  objectShape: boolean;
  /** Under a child list the generator drops. */
  dropped?: boolean;
}

function walkItems(array: ArrayNode, key: string, state: WalkState, navigation: Navigation): void {
  const labelKey = state.objectShape ? DIVISIONS[key] : undefined;
  array.elements.forEach((element, index) => {
    const item = element.value;
    if (item.type === 'String' && key === 'pages') {
      navigation.pages.push(pageEntry(item, 'page', state));
    } else if (item.type === 'Object') {
      const division = state.objectShape ? ITEMS_OF[key as keyof typeof ITEMS_OF] : undefined;
      if (!labelKey) return walkObject(item, state, navigation, division);
      const label = memberString(item, labelKey);
      const name = label === undefined ? `${labelKey} ${index + 1}` : `${labelKey} "${label}"`;
      walkObject(item, { ...state, sidebar: `${state.sidebar}/${key}[${index}]`, sidebarName: name }, navigation, division);
    }
  });
}

/** `division`: what the object is (newer shape), which says the one child kind the generator keeps. */
function walkObject(object: ObjectNode, outer: WalkState, navigation: Navigation, division?: Division | 'navigation'): void {
  const state: WalkState = { ...outer };
  const groupName = memberString(object, 'group');
  const versionNode = memberValue(object, 'version');
  if (groupName !== undefined || memberValue(object, 'pages')?.type === 'Array') {
    navigation.groups.push({ node: object, name: groupName, versionNode });
    if (versionNode?.type === 'String') state.groupVersion = versionNode.value;
  }
  const openapi = memberValue(object, 'openapi');
  if (openapi) {
    collectOpenApi(openapi, navigation.openapi);
    if (state.objectShape) {
      const sources = openApiSources(openapi);
      if (sources.length > 0) {
        state.scope = { sources, listsEndpoints: false };
        navigation.openapiScopes.push(state.scope);
      }
    }
  }
  const root = memberValue(object, 'root');
  if (root?.type === 'String' && groupName !== undefined) navigation.pages.push(pageEntry(root, 'root', state));
  const order = division === undefined ? undefined : division === 'navigation' ? NAVIGATION_CHILDREN : CHILDREN[division];
  const kept = order && keptChildKind(order, object.members.map(memberKey));
  for (const member of object.members) {
    const key = memberKey(member);
    if (!CHILD_KEYS.has(key)) continue;
    const inner = order && key !== kept ? { ...state, dropped: true } : state;
    if (member.value.type === 'Array') walkItems(member.value, key, inner, navigation);
    else if (member.value.type === 'Object') walkObject(member.value, inner, navigation);
  }
}

function collectOpenApi(value: AnyNode, references: NavOpenApiReference[]): void {
  for (const source of openApiSources(value)) references.push({ value: source.value, node: source.node });
}

/** The documents of an `openapi` value: a path or URL, `{source, directory}`, or a list of either. */
export function openApiSources(value: AnyNode): NavOpenApiSource[] {
  if (value.type === 'String') return [{ value: value.value, node: value }];
  if (value.type === 'Array') return value.elements.flatMap((element) => (element.value.type === 'Array' ? [] : openApiSources(element.value)));
  if (value.type === 'Object') {
    const source = memberValue(value, 'source');
    if (source?.type !== 'String') return [];
    const directory = memberString(value, 'directory');
    return [{ value: source.value, node: source, ...(directory === undefined ? {} : { directory }) }];
  }
  return [];
}

function pageEntry(node: StringNode, role: NavPageEntry['role'], state: WalkState): NavPageEntry {
  const raw = node.value;
  const common = { raw, node, role, sidebar: state.sidebar, sidebarName: state.sidebarName, groupVersion: state.groupVersion, ...(state.dropped ? { dropped: true as const } : {}) };
  if (state.objectShape && role === 'page' && isEndpointEntry(raw)) {
    const binding = parseOperationBinding(raw);
    // An entry that names no document is one of its element's own: that element then lists, not generates.
    if (state.scope && binding.ok && binding.binding.spec === undefined) state.scope.listsEndpoints = true;
    return { ...common, page: '', extension: null, escapesRoot: false, external: false, endpoint: { binding, ...(state.scope ? { scope: state.scope } : {}) } };
  }
  const resolved = resolveSitePath(raw);
  const extension = (raw.match(PAGE_EXTENSION)?.[0].toLowerCase() ?? null) as NavPageEntry['extension'];
  const page = resolved.kind === 'inside' ? resolved.path.replace(PAGE_EXTENSION, '') : '';
  return { ...common, page, extension, escapesRoot: resolved.kind === 'escapes', external: resolved.kind === 'external' };
}

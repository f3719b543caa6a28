import type { AnyNode, ArrayNode, ObjectNode, StringNode, ValueNode } from '@humanwhocodes/momoa';
import { memberKey, memberString, memberValue } from './json-nodes.js';
import { resolveSitePath } from './site-paths.js';

/** The two shapes of `navigation` that CLARIFICATIONS.md describes. */
export type NavigationShape = 'groups-array' | 'object' | 'missing' | 'invalid';

export interface NavPageEntry {
  /** The string as written. */
  raw: string;
  node: StringNode;
  /** Site-relative POSIX path with any `.mdx`/`.md` extension removed; empty when it escapes. */
  page: string;
  /** The extension the entry was written with, if any. */
  extension: '.mdx' | '.md' | null;
  escapesRoot: boolean;
  /** An http(s) or other scheme URL: not a page file. */
  external: boolean;
  /** Version or language the entry sits under (newer shape), so the same page may repeat across them. */
  scope: string;
  /** `version` of the nearest enclosing group that has one (legacy shape). */
  groupVersion?: string;
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
}

/** Keys whose arrays hold further navigation items, in either shape. */
const CHILD_KEYS = new Set(['pages', 'groups', 'tabs', 'anchors', 'versions', 'languages', 'dropdowns', 'products', 'menu', 'items']);
const SCOPE_KEYS = ['version', 'language'] as const;
const PAGE_EXTENSION = /\.(mdx|md)$/i;

export function readNavigation(root: ValueNode | undefined): Navigation {
  const navigation: Navigation = { shape: 'missing', pages: [], groups: [], openapi: [] };
  const value = memberValue(root, 'navigation');
  if (!value) return navigation;
  if (value.type === 'Array') {
    navigation.shape = 'groups-array';
    walkItems(value, 'pages', { scope: '', groupVersion: undefined }, navigation);
  } else if (value.type === 'Object') {
    navigation.shape = 'object';
    walkObject(value, { scope: '', groupVersion: undefined }, navigation);
  } else {
    navigation.shape = 'invalid';
  }
  return navigation;
}

interface WalkState {
  scope: string;
  groupVersion: string | undefined;
}

function walkItems(array: ArrayNode, key: string, state: WalkState, navigation: Navigation): void {
  for (const element of array.elements) {
    const item = element.value;
    if (item.type === 'String' && key === 'pages') {
      navigation.pages.push(pageEntry(item, state));
    } else if (item.type === 'Object') {
      walkObject(item, state, navigation);
    }
  }
}

function walkObject(object: ObjectNode, outer: WalkState, navigation: Navigation): void {
  const state: WalkState = { ...outer };
  const groupName = memberString(object, 'group');
  const versionNode = memberValue(object, 'version');
  if (groupName !== undefined || memberValue(object, 'pages')?.type === 'Array') {
    navigation.groups.push({ node: object, name: groupName, versionNode });
    if (versionNode?.type === 'String') state.groupVersion = versionNode.value;
  }
  for (const scopeKey of SCOPE_KEYS) {
    const scopeName = memberString(object, scopeKey);
    if (scopeName !== undefined && groupName === undefined) state.scope = `${state.scope}/${scopeKey}:${scopeName}`;
  }
  for (const member of object.members) {
    const key = memberKey(member);
    if (key === 'openapi') collectOpenApi(member.value, navigation);
    else if (CHILD_KEYS.has(key) && member.value.type === 'Array') walkItems(member.value, key, state, navigation);
    else if (CHILD_KEYS.has(key) && member.value.type === 'Object') walkObject(member.value, state, navigation);
  }
}

function collectOpenApi(value: AnyNode, navigation: Navigation): void {
  if (value.type === 'String') navigation.openapi.push({ value: value.value, node: value });
  else if (value.type === 'Array') value.elements.forEach((element) => collectOpenApi(element.value, navigation));
  else if (value.type === 'Object') {
    const source = memberValue(value, 'source');
    if (source?.type === 'String') navigation.openapi.push({ value: source.value, node: source });
  }
}

function pageEntry(node: StringNode, state: WalkState): NavPageEntry {
  const raw = node.value;
  const resolved = resolveSitePath(raw);
  const extension = (raw.match(PAGE_EXTENSION)?.[0].toLowerCase() ?? null) as NavPageEntry['extension'];
  const page = resolved.kind === 'inside' ? resolved.path.replace(PAGE_EXTENSION, '') : '';
  return {
    raw,
    node,
    page,
    extension,
    escapesRoot: resolved.kind === 'escapes',
    external: resolved.kind === 'external',
    scope: state.scope,
    groupVersion: state.groupVersion,
  };
}

import type { ObjectNode, StringNode, ValueNode } from '@humanwhocodes/momoa';
import { memberKey, memberString, memberValue } from '../site/json-nodes.js';
import type { NavPageEntry } from '../site/navigation.js';
import type { ProjectIndex } from '../site/project-index.js';

/**
 * The navigation as a reader of the site sees it, for reports: divisions (tabs, versions, ...),
 * groups and pages, each page with the file it resolves to or marked dangling. It reads the same
 * docs.json tree and page entries as the rules (`readNavigation`), and only arranges them for display.
 */
export type NavTreeKind = 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'menu item' | 'group' | 'page' | 'link' | 'endpoint' | 'reference';

export interface NavTreeNode {
  kind: NavTreeKind;
  /** The division's or group's name; for a page, the entry as written. */
  label: string;
  /** Line of the entry in docs.json. */
  line: number;
  children: NavTreeNode[];
  /** For a page: the root-relative file it resolves to. */
  file?: string;
  /** For a page: it names no file under the site root (or points outside it). */
  dangling?: boolean;
}

type Site = Pick<ProjectIndex, 'config' | 'navigation' | 'resolvePage'>;

/** The label key of each kind of division in the current shape, in the order the generator tries them. */
const DIVISIONS: ReadonlyArray<[key: string, kind: NavTreeKind]> = [
  ['product', 'product'],
  ['language', 'language'],
  ['version', 'version'],
  ['tab', 'tab'],
  ['dropdown', 'dropdown'],
  ['anchor', 'anchor'],
  ['item', 'menu item'],
  ['group', 'group'],
];
/** Keys whose arrays hold the next level (`global` holds only external links, so it is not shown). */
const CHILD_KEYS = new Set(['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'menu', 'groups', 'pages']);
/** `GET /users`, `openapi.yaml POST /chat`, `webhook order.created`: the generator makes the page from a spec. */
const ENDPOINT = /^(?:\S+\s+)?(?:get|post|put|patch|delete|head|options|trace)\s+\/|^webhook\s+\S/i;

export function buildNavigationTree(site: Site): NavTreeNode[] {
  const body = site.config.ast?.body;
  const navigation = memberValue(body, 'navigation');
  const entries = new Map<StringNode, NavPageEntry>(site.navigation.pages.map((entry) => [entry.node, entry]));
  const builder = new TreeBuilder(site, entries);
  if (navigation?.type === 'Object') return builder.children(navigation);
  if (navigation?.type !== 'Array') return [];
  const groups = builder.items(navigation);
  return legacyTabs(body, groups);
}

class TreeBuilder {
  constructor(
    private readonly site: Site,
    private readonly entries: ReadonlyMap<StringNode, NavPageEntry>,
  ) {}

  /** The next level of a division or group: the items of each child key, in the order written. */
  children(object: ObjectNode): NavTreeNode[] {
    const nodes: NavTreeNode[] = [];
    for (const member of object.members) {
      const key = memberKey(member);
      if (key === '$ref' && member.value.type === 'String') {
        nodes.push({ kind: 'reference', label: member.value.value, line: member.value.loc.start.line, children: [] });
      } else if (CHILD_KEYS.has(key) && member.value.type === 'Array') {
        nodes.push(...this.items(member.value));
      }
    }
    return nodes;
  }

  items(array: Extract<ValueNode, { type: 'Array' }>): NavTreeNode[] {
    const nodes: NavTreeNode[] = [];
    for (const element of array.elements) {
      const item = element.value;
      if (item.type === 'String') nodes.push(this.page(item));
      else if (item.type === 'Object') nodes.push(this.division(item));
    }
    return nodes;
  }

  private division(object: ObjectNode): NavTreeNode {
    const line = object.loc.start.line;
    for (const [key, kind] of DIVISIONS) {
      const label = memberString(object, key);
      if (label !== undefined) return { kind, label: kind === 'product' ? (memberString(object, 'name') ?? label) : label, line, children: this.children(object) };
    }
    const ref = memberString(object, '$ref');
    if (ref !== undefined) return { kind: 'reference', label: ref, line, children: [] };
    // An object without a label still shows its pages: under a group without a name.
    return { kind: 'group', label: '', line, children: this.children(object) };
  }

  private page(node: StringNode): NavTreeNode {
    const line = node.loc.start.line;
    const entry = this.entries.get(node);
    const label = node.value;
    if (entry?.external || /^[a-z][a-z0-9+.-]*:/i.test(label)) return { kind: 'link', label, line, children: [] };
    if (ENDPOINT.test(label.trim())) return { kind: 'endpoint', label, line, children: [] };
    const file = entry && !entry.escapesRoot ? this.site.resolvePage(entry.page) : undefined;
    return file ? { kind: 'page', label, line, children: [], file } : { kind: 'page', label, line, children: [], dangling: true };
  }
}

/**
 * The legacy shape keeps tabs apart from the navigation: a tab `{name, url}` shows the groups whose
 * pages live under `url/`, and the rest stay in the first tab, named by `topAnchor.name`.
 */
function legacyTabs(body: ValueNode | undefined, groups: NavTreeNode[]): NavTreeNode[] {
  const tabsValue = memberValue(body, 'tabs');
  if (tabsValue?.type !== 'Array' || tabsValue.elements.length === 0) return groups;
  const tabs = tabsValue.elements.flatMap(({ value }) => {
    const url = memberString(value, 'url');
    if (value.type !== 'Object' || url === undefined) return [];
    const prefix = url.replace(/^\/+|\/+$/g, '');
    return [{ prefix, node: { kind: 'tab' as const, label: memberString(value, 'name') ?? url, line: value.loc.start.line, children: [] as NavTreeNode[] } }];
  });
  const first: NavTreeNode = { kind: 'tab', label: memberString(memberValue(body, 'topAnchor'), 'name') ?? 'Documentation', line: 1, children: [] };
  for (const group of groups) {
    const path = firstPagePath(group)?.replace(/^\/+/, '');
    const tab = path === undefined ? undefined : tabs.find(({ prefix }) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`)));
    (tab ? tab.node : first).children.push(group);
  }
  return [...(first.children.length > 0 ? [first] : []), ...tabs.map(({ node }) => node)];
}

function firstPagePath(node: NavTreeNode): string | undefined {
  if (node.kind === 'page' || node.kind === 'link' || node.kind === 'endpoint') return node.label;
  for (const child of node.children) {
    const found = firstPagePath(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

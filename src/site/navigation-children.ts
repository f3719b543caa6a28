/**
 * Which children a navigation element of the current docs.json shape keeps. Each division is a
 * union the generator's validation package tries in order, one member per child kind (@mintlify/validation
 * 0.1.878, dist/mint-config/schemas/v2/properties/navigation/*): an element with two child kinds
 * keeps the first in the orders below and silently drops the other, with everything under it.
 */

export type Division = 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'item' | 'group';
export type ChildKind = 'href' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'products' | 'groups' | 'pages' | 'menu';

/** The child kinds each division may hold, in the order the generator tries them. */
export const CHILDREN: Record<Division, readonly ChildKind[]> = {
  product: ['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  language: ['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  version: ['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  tab: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  dropdown: ['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  anchor: ['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  item: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
  group: ['pages'],
};

/** The root's child kinds, in the generator's order (DOCS-JSON-CURRENT.md says so; the package agrees). */
export const NAVIGATION_CHILDREN = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'] as const;

/** The division the items of each child list are. */
export const ITEMS_OF: Record<Exclude<ChildKind, 'href'>, Division> = {
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  products: 'product',
  groups: 'group',
  pages: 'group',
  menu: 'item',
};

/** The child kind an element keeps, of the keys it has: the first in the generator's order (undefined: it has none). */
export function keptChildKind(order: readonly string[], keys: Iterable<string>): string | undefined {
  const present = new Set(keys);
  return order.find((kind) => present.has(kind));
}

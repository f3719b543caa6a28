/**
 * The navigation of the current docs.json shape: an object holding one kind of children, in
 * divisions (product, language, version, tab, dropdown, anchor, menu item) and groups, nested in
 * any order (DOCS-JSON-CURRENT.md, "Navigation").
 *
 * Facts checked against the generator's validation package (@mintlify/validation 0.1.878,
 * dist/mint-config/schemas/v2/properties/navigation/*):
 * - Each division is a zod union tried in order, one member per child kind, then one with no
 *   children; objects strip unknown keys. So a division with two child kinds keeps the first kind
 *   in the order of `CHILDREN` below and silently drops the other, and a misspelt child key
 *   leaves the division with no children. The orders below are the package's.
 * - `href` (a division that is a link) is a string: a path from `/`, a `#fragment`, `mailto:` or a URL.
 * - `graphql` is accepted on tabs only, `sdk` on tabs and groups; elsewhere the package types them
 *   `never` (DOCS-JSON-CURRENT.md lists both as common keys; the package wins). A tab with `graphql`
 *   or `sdk` is a strict object that may hold `groups` and nothing of the other child kinds.
 * - `languages`, `versions`, `tabs`, `dropdowns`, `anchors` and `groups` need at least one item;
 *   `products`, `menu` and `pages` may be empty.
 * - A group's `pages` defaults to `[]` (so an empty one is valid); its `asyncapi` is ignored when it
 *   also has `openapi`; its `root` is a non-empty page path.
 * - `navigation.global` lists external links: each item is a division's own keys plus a required `href`.
 */
import { arrayOf, bool, closed, href, never, nonEmpty, num, oneOf, str, union } from './builders.js';
import { withArticle } from './describe.js';
import { asyncapi, banner, footer, graphql, icon, lightDarkColors, navbar, openapi } from './current-parts.js';
import type { ArraySchema, Conditional, ObjectSchema, Schema } from './types.js';
import { DIRECTORY_MODES, LANGUAGE_CODES, SDK_FORMATS } from './values.js';
import { CHILDREN, ITEMS_OF, NAVIGATION_CHILDREN, type ChildKind, type Division } from '../navigation-children.js';

const NOUN: Record<Division, string> = {
  product: 'product',
  language: 'language',
  version: 'version',
  tab: 'tab',
  dropdown: 'dropdown',
  anchor: 'anchor',
  item: 'menu item',
  group: 'group',
};

/** Child lists that need at least one item (validation package: `.min(1)`). */
const NON_EMPTY: ReadonlySet<ChildKind> = new Set(['languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups']);

const label = (division: Division): Schema =>
  division === 'language' ? oneOf(LANGUAGE_CODES, 'language code') : nonEmpty(`"${division === 'group' ? 'Get started' : 'Guides'}"`);

/** A division's own keys besides its label and the common ones (DOCS-JSON-CURRENT.md's table). */
const OWN: Record<Division, () => Record<string, Schema>> = {
  product: () => ({ name: str(), icon: icon(), color: lightDarkColors(), description: str() }),
  language: () => ({ default: bool(), banner: banner(), footer: footer(), navbar: navbar() }),
  version: () => ({ default: bool(), tag: str() }),
  tab: () => ({ icon: icon(), searchable: bool(), align: oneOf(['start', 'end']) }),
  dropdown: () => ({ icon: icon(), color: lightDarkColors(), description: str() }),
  anchor: () => ({ icon: icon(), color: lightDarkColors() }),
  item: () => ({ icon: icon(), description: str() }),
  group: () => ({ public: bool(), boost: num('2'), icon: icon(), searchable: bool(), root: nonEmpty('"overview"'), tag: str(), expanded: bool() }),
};

const SDK: Schema = closed({ format: oneOf(SDK_FORMATS), source: nonEmpty('"sdk/typedoc.json"'), directory: nonEmpty() }, { required: ['format', 'source'], title: 'SDK' });
const sdk = (): Schema => SDK;

const noGraphql = (noun: string) =>
  never(`the generator makes GraphQL reference pages only from a tab's \`graphql\`, and rejects it on ${withArticle(noun)}. Move it to a tab.`);
const noSdk = (noun: string) =>
  never(`the generator makes SDK reference pages only from the \`sdk\` of a tab or a group, and rejects it on ${withArticle(noun)}. Move it to a tab or a group.`);
/** A link in `navigation.global` makes no pages. */
const NOT_IN_GLOBAL = never('a link in `navigation.global` makes no pages, and the generator rejects it. Remove it.');

/** Keys every division takes; groups take them too, but not `global`. */
function commonKeys(division: Division, global: Schema): Record<string, Schema> {
  const noun = NOUN[division];
  return {
    hidden: bool(),
    directory: oneOf(DIRECTORY_MODES),
    openapi: openapi(),
    asyncapi: asyncapi(),
    ...(division === 'group' ? {} : { global }),
    graphql: division === 'tab' ? graphql() : noGraphql(noun),
    sdk: division === 'tab' || division === 'group' ? sdk() : noSdk(noun),
  };
}

const TAB_FORBIDS_WITH_GENERATED: readonly string[] = ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'pages', 'menu', 'openapi', 'asyncapi', 'global'];

const CONDITIONS: Partial<Record<Division, readonly Conditional[]>> = {
  tab: [
    {
      when: { key: 'graphql', present: true },
      forbids: [...TAB_FORBIDS_WITH_GENERATED, 'sdk'],
      forbidHint: 'a tab that makes GraphQL reference pages holds only its own keys and `groups`, and the generator rejects anything else. Move this key to another tab.',
    },
    {
      when: { key: 'sdk', present: true },
      forbids: TAB_FORBIDS_WITH_GENERATED,
      forbidHint: 'a tab that makes SDK reference pages holds only its own keys and `groups`, and the generator rejects anything else. Move this key to another tab.',
    },
  ],
  group: [
    {
      when: [
        { key: 'openapi', missing: true },
        { key: 'asyncapi', missing: true },
        { key: 'sdk', missing: true },
      ],
      because: 'the group has no `openapi`, `asyncapi` or `sdk` to generate its pages from',
      required: ['pages'],
    },
    {
      when: { key: 'openapi', present: true },
      forbids: ['asyncapi'],
      forbidHint: 'the generator ignores `asyncapi` on a group that also has `openapi`. Put the AsyncAPI spec on a group of its own.',
    },
  ],
};

/** Keys real sites put where the generator does not read them (PrefectHQ/fastmcp's groups carry `collapsed`, browser-use's `isDefaultOpen`). */
const EXPANDED_INSTEAD = 'To choose whether the group starts open, use `expanded` (`true` or `false`).';
const MISUSED: Partial<Record<Division, Readonly<Record<string, string>>>> = {
  group: { collapsed: EXPANDED_INSTEAD, isDefaultOpen: EXPANDED_INSTEAD },
};

const divisions = Object.fromEntries(
  (Object.keys(CHILDREN) as Division[]).map((division) => [
    division,
    closed(
      {},
      {
        required: [division],
        noun: `${withArticle(NOUN[division])} object (with \`${division}\`)`,
        title: NOUN[division],
        oneOf: division === 'group' ? undefined : { keys: CHILDREN[division], noun: withArticle(NOUN[division]), hasSiblings: true },
        conditions: CONDITIONS[division],
        misusedKeys: MISUSED[division],
        example: `{ "${division}": "Guides", "pages": ["introduction"] }`,
      },
    ),
  ]),
) as Record<Division, ObjectSchema>;

const pageEntry = union(nonEmpty('"introduction"'), divisions.group);
pageEntry.noun = 'a page path (a string) or a group object (with `group` and `pages`)';

function childSchema(kind: ChildKind): Schema {
  if (kind === 'href') return { ...href('"https://acme.dev/blog"'), lostWhenMisspelt: 'the link is lost' };
  if (kind === 'pages') return arrayOf(pageEntry, { example: '["introduction"]', lostWhenMisspelt: 'the pages listed under it vanish from the live site' });
  const division = ITEMS_OF[kind];
  const noun = NOUN[division];
  const list: ArraySchema = arrayOf(divisions[division], { lostWhenMisspelt: `the ${noun}s under it, and their pages, vanish from the live site` });
  if (NON_EMPTY.has(kind)) {
    list.minItems = 1;
    list.emptyHint = `the generator needs at least one ${noun} here. Add one, or remove \`${kind}\`.`;
  }
  return list;
}

/** A link in `navigation.global`: a division's own keys and a required `href`. */
function globalItem(division: Exclude<Division, 'item' | 'group'>): ObjectSchema {
  const noun = NOUN[division];
  return closed(
    { [division]: label(division), ...OWN[division](), hidden: bool(), directory: oneOf(DIRECTORY_MODES), href: href('"https://acme.dev/blog"'), graphql: NOT_IN_GLOBAL, sdk: NOT_IN_GLOBAL },
    { required: [division, 'href'], noun: `${withArticle(noun)} link (with \`${division}\` and \`href\`)` },
  );
}

export const globalLinks: ObjectSchema = closed(
  {
    languages: arrayOf(globalItem('language')),
    versions: arrayOf(globalItem('version')),
    tabs: arrayOf(globalItem('tab')),
    dropdowns: arrayOf(globalItem('dropdown')),
    anchors: arrayOf(globalItem('anchor')),
    products: arrayOf(globalItem('product')),
  },
  { title: 'global' },
);

for (const division of Object.keys(CHILDREN) as Division[]) {
  const properties = divisions[division].properties;
  properties[division] = label(division);
  Object.assign(properties, OWN[division](), commonKeys(division, globalLinks));
  for (const kind of CHILDREN[division]) properties[kind] = childSchema(kind);
}

export const navigationSchema: ObjectSchema = closed(
  {
    ...Object.fromEntries(NAVIGATION_CHILDREN.map((kind) => [kind, childSchema(kind)])),
    global: globalLinks,
    directory: oneOf(DIRECTORY_MODES),
    graphql: never("the generator makes GraphQL reference pages only from a tab's `graphql`, and rejects it on the navigation. Move it to a tab."),
    sdk: never('the generator makes SDK reference pages only from the `sdk` of a tab or a group, and rejects it on the navigation. Move it to a tab or a group.'),
  },
  {
    title: 'navigation',
    noun: 'an object (the current shape, with `tabs`, `groups`, `pages`, ...)',
    example: '{ "groups": [{ "group": "Get started", "pages": ["introduction"] }] }',
    oneOf: { keys: NAVIGATION_CHILDREN, required: true, noun: 'the navigation', hasSiblings: false, example: '"groups": [{ "group": "Get started", "pages": ["introduction"] }]' },
  },
);

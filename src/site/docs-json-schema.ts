/**
 * The schema of docs.json (and the legacy mint.json), as data for the `config-schema` rule.
 *
 * Two shapes exist (CLARIFICATIONS.md): the spec's legacy shape, where `navigation` is an array of
 * `{group, pages}` groups, and the newer shape, where `navigation` is an object and `theme` is
 * required. The legacy shape is checked strictly (unknown keys are errors, apart from the keys the
 * generator's legacy schema accepts and real sites carry). The newer shape is only checked where it
 * shares meaning with the spec and in its navigation tree: keys it does not know are not reported,
 * except a top-level key that looks like a typo of a known one.
 *
 * The descriptor language is small on purpose:
 * - `string` (optionally a `format`: hex colour, or `user:pass`), `number`, `boolean`, `any`;
 * - `enum` of strings;
 * - `array` of an item schema, with an optional minimum length;
 * - `object` with properties, required keys, conditional requirements, and a policy for keys it
 *   does not list (an error, ignored, or reported only when it looks like a typo);
 * - `union` of schemas of different JSON types: the branch is chosen by the value's JSON type.
 */

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

interface SchemaBase {
  /** JSON text of a sample value, used in "add it, e.g. ..." hints. */
  example?: string;
  /** How the expected value reads in type messages ("a navigation group"); derived from the kind when absent. */
  noun?: string;
}

export type StringFormat = 'hex-color' | 'user-pass';

export interface StringSchema extends SchemaBase {
  kind: 'string';
  format?: StringFormat;
}

export interface EnumSchema extends SchemaBase {
  kind: 'enum';
  values: readonly string[];
}

export interface NumberSchema extends SchemaBase {
  kind: 'number';
}

export interface BooleanSchema extends SchemaBase {
  kind: 'boolean';
}

/** Any JSON value; nothing below it is checked. */
export interface AnySchema extends SchemaBase {
  kind: 'any';
}

export interface ArraySchema extends SchemaBase {
  kind: 'array';
  /** Schema of every element; unchecked when absent. */
  items?: Schema;
  minItems?: number;
  /** What to do when the array is shorter than `minItems` (completes "`path` is empty: ..."). */
  emptyHint?: string;
}

/**
 * What an object does with keys its `properties` do not list:
 * - `error`: report each one (with the closest known key when one is near);
 * - `ignore`: accept it silently (free-form objects, and every object of the newer shape);
 * - `typo`: report it only when it is a near miss of a known key (`suggestFrom` widens the candidates).
 */
export type UnknownKeyPolicy = 'error' | 'ignore' | 'typo';

/** A sibling key's state that turns on extra requirements in an object. */
export interface Condition {
  key: string;
  /** The sibling is a string equal to one of these. */
  equals?: readonly string[];
  /** With `equals`: a missing sibling also counts (the sibling's default is in `equals`). */
  orMissing?: boolean;
  /** The sibling is absent. */
  missing?: boolean;
  /** The sibling has this JSON type. */
  isType?: JsonType;
}

export interface Conditional {
  when: Condition;
  /** How the condition reads in a message ("when ..."); generated from `when` when absent. */
  because?: string;
  /** Keys that become required. */
  required?: readonly string[];
  /** Property schemas that replace the base ones while the condition holds. */
  properties?: Readonly<Record<string, Schema>>;
}

export interface ObjectSchema extends SchemaBase {
  kind: 'object';
  properties: Record<string, Schema>;
  required?: readonly string[];
  conditions?: readonly Conditional[];
  unknownKeys: UnknownKeyPolicy;
  /** Schema of the values under keys not in `properties`, when those are accepted. */
  additional?: Schema;
  /** What a key of this object names, in messages ("key" unless told: `footerSocials` has platforms). */
  keyNoun?: string;
  /** Extra candidates for typo suggestions and for `typo` detection (the other shape's keys). */
  suggestFrom?: readonly string[];
  /** Keys that belong to the other docs.json shape: reported as such rather than as typos. */
  otherShapeKeys?: readonly string[];
  /** An empty object is an error; completes "`path` is empty: ...". */
  nonEmptyHint?: string;
}

export interface UnionSchema extends SchemaBase {
  kind: 'union';
  /** At most one option per JSON type: the value's type picks the option. */
  options: readonly Schema[];
}

export type Schema = StringSchema | EnumSchema | NumberSchema | BooleanSchema | AnySchema | ArraySchema | ObjectSchema | UnionSchema;

// ---------------------------------------------------------------------------------------------
// Builders

const str = (example?: string): StringSchema => ({ kind: 'string', example });
const hex = (example = '"#0D9373"'): StringSchema => ({ kind: 'string', format: 'hex-color', example });
const bool = (): BooleanSchema => ({ kind: 'boolean', example: 'true' });
const oneOf = (values: readonly string[]): EnumSchema => ({ kind: 'enum', values, example: JSON.stringify(values[0]) });
const arrayOf = (items: Schema | undefined, extra: Partial<Omit<ArraySchema, 'kind' | 'items'>> = {}): ArraySchema => ({
  kind: 'array',
  items,
  ...extra,
});
const union = (...options: Schema[]): UnionSchema => ({ kind: 'union', options });
const strict = (properties: Record<string, Schema>, extra: Partial<Omit<ObjectSchema, 'kind' | 'properties' | 'unknownKeys'>> = {}): ObjectSchema => ({
  kind: 'object',
  properties,
  unknownKeys: 'error',
  ...extra,
});
const loose = (properties: Record<string, Schema> = {}, extra: Partial<Omit<ObjectSchema, 'kind' | 'properties' | 'unknownKeys'>> = {}): ObjectSchema => ({
  kind: 'object',
  properties,
  unknownKeys: 'ignore',
  ...extra,
});
/** An object whose content docs-lint does not check (only that it is an object). */
const freeObject = (): ObjectSchema => loose({}, { example: '{}' });
const stringOrStrings = (): UnionSchema => union(str('"openapi.json"'), arrayOf(str()));

// ---------------------------------------------------------------------------------------------
// Value sets (spec + CLARIFICATIONS.md)

export const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;
export const CTA_TYPES = ['link', 'github'] as const;
export const AUTH_METHODS = ['bearer', 'basic', 'key'] as const;
export const PLAYGROUND_MODES = ['show', 'simple', 'hide'] as const;
export const COLOR_MODES = ['light', 'dark'] as const;
export const FOOTER_SOCIAL_KEYS = [
  'website',
  'x',
  'twitter',
  'x-twitter',
  'github',
  'linkedin',
  'discord',
  'slack',
  'youtube',
  'facebook',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
  'earth-americas',
] as const;

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `user:pass`: two non-empty parts joined by one colon. */
export function isUserPass(value: string): boolean {
  const parts = value.split(':');
  return parts.length === 2 && parts.every((part) => part.trim() !== '');
}

// ---------------------------------------------------------------------------------------------
// Legacy shape (the spec's shape, `navigation` is an array of groups)

/** A colour, or a gradient `{from, via?, to}` of colours. */
const colorOrGradient = (): UnionSchema =>
  union(hex(), strict({ from: hex(), via: hex(), to: hex() }, { required: ['from', 'to'], noun: 'a gradient object with `from` and `to`' }));

const NAV_GROUP_NOUN = 'a navigation group (an object with `group` and `pages`)';

const legacyGroup: ObjectSchema = strict(
  {
    group: str('"Get started"'),
    // `pages` is completed below: it holds pages and nested groups.
    icon: str(),
    iconType: oneOf(ICON_TYPES),
    version: str(),
    openapi: stringOrStrings(),
    tag: str(),
    hidden: bool(),
  },
  {
    required: ['group'],
    conditions: [{ when: { key: 'openapi', missing: true }, because: 'the group has no `openapi` to generate its pages from', required: ['pages'] }],
    noun: NAV_GROUP_NOUN,
  },
);
legacyGroup.properties.pages = arrayOf(union(str('"introduction"'), legacyGroup), {
  minItems: 1,
  emptyHint: 'a group needs at least one page. List the group\'s pages, e.g. `"pages": ["introduction"]`, or remove the group.',
  example: '["introduction"]',
});

const legacyAnchor = strict({
  name: str('"Community"'),
  url: str('"https://example.com"'),
  icon: str('"discord"'),
  iconType: oneOf(ICON_TYPES),
  color: colorOrGradient(),
  version: str(),
  isDefaultHidden: bool(),
  openapi: stringOrStrings(),
});

const legacyTab = strict({
  name: str('"API reference"'),
  url: str('"api-reference"'),
  openapi: stringOrStrings(),
  isDefaultHidden: bool(),
  version: str(),
});

/** Top-level keys the spec's table lists. */
export const SPEC_TOP_LEVEL_KEYS = [
  'name',
  'navigation',
  'logo',
  'favicon',
  'colors',
  'topbarLinks',
  'topbarCtaButton',
  'versions',
  'anchors',
  'topAnchor',
  'tabs',
  'api',
  'openapi',
  'footerSocials',
  'feedback',
  'modeToggle',
  'backgroundImage',
] as const;

/** Top-level keys of the generator that CLARIFICATIONS.md accepts beyond the spec's table. */
export const GENERATOR_TOP_LEVEL_KEYS = [
  '$schema',
  'analytics',
  'redirects',
  'seo',
  'search',
  'metadata',
  'integrations',
  'primaryTab',
  'font',
  'codeBlock',
  'theme',
  'background',
  'footer',
  'contextual',
  'layout',
  'isWhiteLabeled',
  'hideFeedbackButtons',
] as const;

/** Top-level keys of the newer shape (`navigation` is an object). */
export const NEWER_TOP_LEVEL_KEYS = [
  '$schema',
  'name',
  'theme',
  'navigation',
  'colors',
  'logo',
  'favicon',
  'description',
  'icons',
  'navbar',
  'footer',
  'contextual',
  'redirects',
  'appearance',
  'fonts',
  'styling',
  'api',
  'seo',
  'search',
  'integrations',
  'errors',
  'banner',
  'interaction',
  'thumbnails',
  'variables',
  'metadata',
  'background',
] as const;

const LEGACY_TOP_LEVEL_KEYS: readonly string[] = [...SPEC_TOP_LEVEL_KEYS, ...GENERATOR_TOP_LEVEL_KEYS];

export const legacySchema: ObjectSchema = strict(
  {
    name: str('"Acme Docs"'),
    navigation: arrayOf(legacyGroup, {
      minItems: 1,
      noun: 'an array of groups (or an object, in the newer docs.json shape)',
      emptyHint: 'the site needs at least one group. Add one, e.g. `{ "group": "Get started", "pages": ["introduction"] }`.',
      example: '[{ "group": "Get started", "pages": ["introduction"] }]',
    }),
    logo: union(str('"/logo.svg"'), strict({ light: str(), dark: str(), href: str() })),
    favicon: str('"/favicon.svg"'),
    colors: strict(
      {
        primary: hex(),
        light: hex(),
        dark: hex(),
        background: strict({ light: hex('"#FFFFFF"'), dark: hex('"#0F1117"') }, { required: ['light', 'dark'] }),
        // Accepted from the generator's legacy schema: real mint.json files carry them.
        anchors: colorOrGradient(),
        ultraLight: hex(),
        ultraDark: hex(),
      },
      { required: ['primary'] },
    ),
    topbarLinks: arrayOf(strict({ name: str(), url: str() })),
    topbarCtaButton: strict(
      {
        type: oneOf(CTA_TYPES),
        url: str(),
        name: str('"Get started"'),
        arrow: bool(),
        style: str(),
      },
      { conditions: [{ when: { key: 'type', equals: ['link'], orMissing: true }, required: ['name'] }] },
    ),
    versions: arrayOf(str()),
    anchors: arrayOf(legacyAnchor),
    topAnchor: strict({ name: str(), icon: str(), iconType: oneOf(ICON_TYPES) }),
    tabs: arrayOf(legacyTab),
    api: strict({
      baseUrl: union(str('"https://api.example.com"'), arrayOf(str())),
      auth: strict(
        { method: oneOf(AUTH_METHODS), name: str(), inputPrefix: str() },
        { conditions: [{ when: { key: 'method', equals: ['basic'] }, properties: { name: { kind: 'string', format: 'user-pass' } } }] },
      ),
      playground: strict({ mode: oneOf(PLAYGROUND_MODES), disableProxy: bool() }),
      // Deprecated (the `config-deprecated` rule says so), but still a known key.
      maintainOrder: bool(),
      request: freeObject(),
      paramFields: freeObject(),
      examples: freeObject(),
    }),
    openapi: stringOrStrings(),
    footerSocials: strict(Object.fromEntries(FOOTER_SOCIAL_KEYS.map((key) => [key, str()])), { keyNoun: 'platform' }),
    feedback: strict({ suggestEdit: bool(), raiseIssue: bool(), thumbsRating: bool() }),
    modeToggle: strict({ default: oneOf(COLOR_MODES), isHidden: bool() }),
    backgroundImage: str(),
    // Generator keys beyond the spec (CLARIFICATIONS.md): only their basic type is checked.
    $schema: str(),
    analytics: freeObject(),
    redirects: arrayOf(undefined),
    seo: freeObject(),
    search: freeObject(),
    metadata: freeObject(),
    integrations: freeObject(),
    primaryTab: freeObject(),
    font: freeObject(),
    codeBlock: freeObject(),
    theme: str(),
    background: freeObject(),
    footer: freeObject(),
    contextual: freeObject(),
    layout: str(),
    isWhiteLabeled: bool(),
    hideFeedbackButtons: bool(),
  },
  {
    required: ['name', 'navigation'],
    otherShapeKeys: NEWER_TOP_LEVEL_KEYS.filter((key) => !LEGACY_TOP_LEVEL_KEYS.includes(key)),
  },
);

// ---------------------------------------------------------------------------------------------
// Newer shape (`navigation` is an object; `theme` is required)

/** Keys of navigation objects (newer shape) whose arrays hold further navigation objects. */
export const NEWER_NAV_CONTAINER_KEYS = ['tabs', 'anchors', 'groups', 'versions', 'languages', 'dropdowns', 'products'] as const;
/** Keys of navigation objects (newer shape) that name the object. */
const NEWER_NAV_NAME_KEYS = ['group', 'tab', 'anchor', 'dropdown', 'product', 'version', 'language'] as const;

const newerNavNode: ObjectSchema = loose({}, { noun: 'a navigation object' });
const newerGroup: ObjectSchema = loose({}, { required: ['group'], noun: 'a group object (with `group` and `pages`)' });
const newerPages = arrayOf(union(str('"introduction"'), newerGroup), {
  minItems: 1,
  emptyHint: 'list at least one page, e.g. `"pages": ["introduction"]`, or remove the entry.',
  example: '["introduction"]',
});
for (const node of [newerNavNode, newerGroup]) {
  for (const key of NEWER_NAV_NAME_KEYS) node.properties[key] = str('"Get started"');
  for (const key of NEWER_NAV_CONTAINER_KEYS) node.properties[key] = arrayOf(key === 'groups' ? newerGroup : newerNavNode);
  node.properties.pages = newerPages;
}

const newerNavigation: ObjectSchema = {
  ...newerNavNode,
  noun: 'an object (the newer shape, with `tabs`, `groups`, `pages`, ...)',
  example: '{ "groups": [{ "group": "Get started", "pages": ["introduction"] }] }',
  nonEmptyHint: 'add the site\'s `tabs`, `anchors`, `groups` or `pages`, e.g. `"groups": [{ "group": "Get started", "pages": ["introduction"] }]`.',
};

export const newerSchema: ObjectSchema = {
  kind: 'object',
  unknownKeys: 'typo',
  suggestFrom: LEGACY_TOP_LEVEL_KEYS,
  required: ['name', 'navigation'],
  conditions: [{ when: { key: 'navigation', isType: 'object' }, because: '`navigation` is an object (the newer docs.json shape)', required: ['theme'] }],
  properties: {
    name: str('"Acme Docs"'),
    theme: str('"mint"'),
    navigation: newerNavigation,
    colors: loose({ primary: hex(), light: hex(), dark: hex() }, { required: ['primary'] }),
    logo: union(str('"/logo.svg"'), loose({ light: str(), dark: str(), href: str() })),
    favicon: union(str('"/favicon.svg"'), loose({ light: str(), dark: str() })),
    $schema: str(),
    description: str(),
    redirects: arrayOf(undefined),
    icons: freeObject(),
    navbar: freeObject(),
    footer: freeObject(),
    contextual: freeObject(),
    appearance: freeObject(),
    fonts: freeObject(),
    styling: freeObject(),
    api: freeObject(),
    seo: freeObject(),
    search: freeObject(),
    integrations: freeObject(),
    errors: freeObject(),
    banner: freeObject(),
    interaction: freeObject(),
    thumbnails: freeObject(),
    variables: freeObject(),
    metadata: freeObject(),
    background: freeObject(),
  },
};

/** Keys found only in the newer shape, and only in the legacy one: they tell the shapes apart when `navigation` is missing. */
const NEWER_ONLY_KEYS = new Set<string>(NEWER_TOP_LEVEL_KEYS.filter((key) => !LEGACY_TOP_LEVEL_KEYS.includes(key)));
const LEGACY_ONLY_KEYS = new Set<string>(LEGACY_TOP_LEVEL_KEYS.filter((key) => !(NEWER_TOP_LEVEL_KEYS as readonly string[]).includes(key)));

/**
 * The schema for a docs.json whose top-level keys are `keys` and whose `navigation` (or, when it
 * is missing, the key that misspells it) has JSON type `navigationType`: the newer shape when that
 * is an object, or when there is none and more keys belong only to the newer shape than only to the
 * legacy one; otherwise the spec's legacy shape.
 */
export function schemaForShape(navigationType: JsonType | undefined, keys: readonly string[]): { shape: 'legacy' | 'newer'; schema: ObjectSchema } {
  let newer = navigationType === 'object';
  if (navigationType === undefined) {
    const newerOnly = keys.filter((key) => NEWER_ONLY_KEYS.has(key)).length;
    const legacyOnly = keys.filter((key) => LEGACY_ONLY_KEYS.has(key)).length;
    newer = newerOnly > legacyOnly;
  }
  return newer ? { shape: 'newer', schema: newerSchema } : { shape: 'legacy', schema: legacySchema };
}

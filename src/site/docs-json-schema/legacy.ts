/**
 * The spec's legacy shape (`navigation` is an array of `{group, pages}` groups; mint.json), checked
 * strictly: unknown keys are errors, apart from the keys the generator's legacy schema accepts and
 * real sites carry (CLARIFICATIONS.md), whose basic type only is checked.
 */
import { arrayOf, bool, freeObject, hex, mapOf, oneOf, str, strict, union } from './builders.js';
import type { ObjectSchema, UnionSchema } from './types.js';
import { CURRENT_TOP_LEVEL_KEYS, FOOTER_SOCIAL_KEYS, LEGACY_TOP_LEVEL_KEYS } from './values.js';

export const ICON_TYPES = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;
export const CTA_TYPES = ['link', 'github'] as const;
export const AUTH_METHODS = ['bearer', 'basic', 'key'] as const;
export const PLAYGROUND_MODES = ['show', 'simple', 'hide'] as const;
export const COLOR_MODES = ['light', 'dark'] as const;

const stringOrStrings = (): UnionSchema => union(str('"openapi.json"'), arrayOf(str()));

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
    title: 'group (legacy)',
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
    footerSocials: mapOf(str(), { keys: FOOTER_SOCIAL_KEYS, keyNoun: 'platform' }),
    feedback: strict({ suggestEdit: bool(), raiseIssue: bool(), thumbsRating: bool() }),
    modeToggle: strict({ default: oneOf(COLOR_MODES), isHidden: bool() }),
    backgroundImage: str(),
    // Generator keys beyond the spec (CLARIFICATIONS.md): only their basic type is checked.
    $schema: str(),
    analytics: freeObject(),
    // The generator's mint.json schema refuses two redirects from the same source, as docs.json's does.
    redirects: arrayOf(undefined, { unique: { key: 'source', what: 'source' } }),
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
    otherShapeKeys: CURRENT_TOP_LEVEL_KEYS.filter((key) => !LEGACY_TOP_LEVEL_KEYS.includes(key)),
  },
);

/**
 * Pieces of the current docs.json shape used both at the top level and inside the navigation
 * (a language carries its own `banner`, `footer` and `navbar`). Facts from DOCS-JSON-CURRENT.md;
 * where it is vague, from the generator's validation package (@mintlify/validation 0.1.878), as noted.
 */
import { arrayOf, bool, closed, hex, href, mapOf, matching, nonEmpty, oneOf, select, str, union } from './builders.js';
import type { ObjectSchema, Schema } from './types.js';
import { FOOTER_SOCIAL_KEYS, ICON_LIBRARIES, ICON_STYLES } from './values.js';

/** The generator refuses an icon name with the `fa-` prefix (validation package, `iconSchema`). */
const iconName = () => matching('^(?!fa-)', 'name the icon without the `fa-` prefix (like `book`)', '"book-open"');

const ICON: Schema = union(
  iconName(),
  closed({ name: iconName(), style: oneOf(ICON_STYLES), library: oneOf(ICON_LIBRARIES) }, { required: ['name'], noun: 'an icon object', title: 'icon' }),
);

/** An icon: its name, or `{name, style?, library?}` (one shared schema: the docs give it one table). */
export const icon = (): Schema => ICON;

/** `color` on a division, a banner or the background: `{light?, dark?}` hex colours. */
export const lightDarkColors = (): ObjectSchema => closed({ light: hex(), dark: hex('"#0F1117"') });

/** A path or URL of a spec (the generator trims it and refuses an empty one). */
const specSource = () => nonEmpty('"openapi.json"');

// The spec objects are shared schemas with titles, so that the docs give each one table.
const OPENAPI_OBJECT = closed({ source: specSource(), directory: str('"api-reference"'), overlays: arrayOf(nonEmpty()) }, { required: ['source'], title: 'OpenAPI spec' });
const OPENAPI = union(specSource(), arrayOf(union(specSource(), OPENAPI_OBJECT)), OPENAPI_OBJECT);
const ASYNCAPI = union(specSource(), arrayOf(specSource()), closed({ source: specSource(), directory: str() }, { required: ['source'], title: 'AsyncAPI spec' }));
const GRAPHQL = union(nonEmpty('"schema.graphql"'), closed({ source: nonEmpty(), directory: nonEmpty() }, { required: ['source'], title: 'GraphQL schema' }));

/** `openapi`: a path or URL, a list of paths, URLs or `{source, ...}` objects, or one such object. */
export const openapi = (): Schema => OPENAPI;

/** `asyncapi`: a path or URL, a list of them, or `{source, directory?}`. */
export const asyncapi = (): Schema => ASYNCAPI;

/** `graphql` on a tab (the validation package: a path or HTTPS URL, or `{source, directory?}`). */
export const graphql = (): Schema => GRAPHQL;

// One shared schema each for `banner`, `footer` and `navbar` (a language carries its own): the docs give each one table.

const BANNER: ObjectSchema = closed(
  { content: nonEmpty('"We just launched v2"'), dismissible: bool(), type: oneOf(['info', 'warning', 'critical']), color: lightDarkColors() },
  { required: ['content'], title: 'banner' },
);

export const banner = (): ObjectSchema => BANNER;

/**
 * Footer socials: the validation package types them `record(enum(footerSocialKeys), secureUrl)`,
 * so an unknown platform is an error (not a key the build drops), and a URL must be `https:`.
 * Footer link columns: at least 1 and at most 4, each with at least one item.
 */
const FOOTER: ObjectSchema = closed(
  {
    socials: mapOf(str('"https://x.com/acme"', { format: 'https-url' }), { keys: FOOTER_SOCIAL_KEYS, keyNoun: 'platform' }),
    links: arrayOf(
      closed(
        {
          header: nonEmpty('"Company"'),
          items: arrayOf(closed({ label: nonEmpty('"Blog"'), href: href('"https://acme.dev/blog"') }, { required: ['label', 'href'] }), {
            minItems: 1,
            emptyHint: 'a column needs at least one link. Add one, e.g. `{ "label": "Blog", "href": "https://acme.dev/blog" }`, or remove the column.',
          }),
        },
        { required: ['items'] },
      ),
      { minItems: 1, maxItems: 4, emptyHint: 'add a column of links, or remove `links`.' },
    ),
  },
  { title: 'footer' },
);

export const footer = (): ObjectSchema => FOOTER;

/**
 * `navbar.links[]` and `navbar.primary` come in forms told apart by `type`. The validation package
 * tries the link forms in the order github, discord, any other: a `github` or `discord` link needs
 * only `href`; any other link needs `href` and `label`, and every form takes an `icon`. `primary` is a
 * discriminated union on `type` (`button`, `github`, `discord`), so `type` is required there, and a
 * `button` needs a `label`.
 */
const navbarLink = (type: Schema, required: readonly string[]) =>
  closed({ type, label: str('"Support"'), href: href('"https://acme.dev/support"'), icon: icon() }, { required });
const navbarPrimary = (type: string, required: readonly string[]) =>
  closed({ type: oneOf([type]), label: str('"Get started"'), href: href('"https://app.acme.dev"') }, { required });

const NAVBAR: ObjectSchema = closed(
  {
    links: arrayOf(
      select(
        [
          { when: { key: 'type', equals: ['github'] }, schema: navbarLink(oneOf(['github']), ['type', 'href']), label: '`type` is `github`' },
          { when: { key: 'type', equals: ['discord'] }, schema: navbarLink(oneOf(['discord']), ['type', 'href']), label: '`type` is `discord`' },
        ],
        navbarLink(str(), ['label', 'href']),
        'any other `type`, or none',
      ),
    ),
    primary: select(
      [
        { when: { key: 'type', equals: ['button'] }, schema: navbarPrimary('button', ['type', 'label', 'href']), label: '`type` is `button`' },
        { when: { key: 'type', equals: ['github'] }, schema: navbarPrimary('github', ['type', 'href']), label: '`type` is `github`' },
        { when: { key: 'type', equals: ['discord'] }, schema: navbarPrimary('discord', ['type', 'href']), label: '`type` is `discord`' },
      ],
      // Only a mistake lands here (no `type`, or an unknown one): it is reported at `type`, and the rest checked loosely.
      closed({ type: oneOf(['button', 'github', 'discord']), label: str(), href: href() }, { required: ['type'] }),
    ),
  },
  { title: 'navbar' },
);

export const navbar = (): ObjectSchema => NAVBAR;

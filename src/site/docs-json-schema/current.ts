/**
 * The current docs.json shape (`navigation` is an object, `theme` is required), key by key from
 * DOCS-JSON-CURRENT.md. Every object is closed: the generator's published JSON Schema rejects
 * unknown keys, and its build drops them silently. Where the table is vague, facts come from the
 * generator's validation package (@mintlify/validation 0.1.878, dist/mint-config/schemas/v2), as noted.
 */
import { arrayOf, bool, closed, hex, href, mapOf, matching, nonEmpty, num, oneOf, select, str, union, uri } from './builders.js';
import { asyncapi, banner, footer, icon, lightDarkColors, navbar, openapi } from './current-parts.js';
import { navigationSchema } from './current-navigation.js';
import type { ObjectSchema, Schema } from './types.js';
import { CODE_THEMES, CONTEXTUAL_OPTIONS, ICON_LIBRARIES, THEMES } from './values.js';

/** A light image and a dark one (logo, favicon, background image). */
const lightDark = (): ObjectSchema => closed({ light: str('"/light.svg"'), dark: str('"/dark.svg"') }, { required: ['light', 'dark'] });

/** One font; `format` is required with `source` (validation package: a refinement on `fontDetailsSchema`). */
const font = (): ObjectSchema =>
  closed(
    { family: str('"Inter"'), weight: num('400'), source: nonEmpty('"/fonts/inter.woff2"'), format: oneOf(['woff', 'woff2']) },
    { required: ['family'], conditions: [{ when: { key: 'source', present: true }, because: 'the font is self-hosted (`source` is set)', required: ['format'] }] },
  );

const codeTheme = () => oneOf(CODE_THEMES, 'code theme');

/** A folder of the site (validation package, `seoPathSchema`): segments without spaces, `\`, `?`, `#`, and no `.` or `..`. */
const SEO_PATH = '^(?!/)(?!.*/$)(?:(?!\\.\\.?(?:/|$))[^\\s/\\\\?#]+)(?:/(?!\\.\\.?(?:/|$))[^\\s/\\\\?#]+)*$';

/** Analytics and chat integrations: every object closed (the package's `integrationsSchema` is strict). */
const integrations = (): ObjectSchema => {
  const one = (properties: Record<string, Schema>, required: readonly string[]) => closed(properties, { required });
  const startsWithG = (example: string) => matching('^G', 'start with `G`', example);
  return closed({
    adobe: one({ launchUrl: uri('"https://assets.adobedtm.com/launch.min.js"') }, ['launchUrl']),
    amplitude: one({ apiKey: str() }, ['apiKey']),
    clarity: one({ projectId: str() }, ['projectId']),
    clearbit: one({ publicApiKey: str() }, ['publicApiKey']),
    fathom: one({ siteId: str() }, ['siteId']),
    frontchat: one({ snippetId: str(undefined, { minLength: 6 }) }, ['snippetId']),
    ga4: one({ measurementId: startsWithG('"G-XXXXXXXXXX"') }, ['measurementId']),
    gtm: one({ tagId: startsWithG('"GTM-XXXXXXX"') }, ['tagId']),
    heap: one({ appId: str() }, ['appId']),
    hightouch: one({ writeKey: str(), apiHost: str() }, ['writeKey']),
    hotjar: one({ hjid: str(), hjsv: str() }, ['hjid', 'hjsv']),
    intercom: one({ appId: str(undefined, { minLength: 6 }) }, ['appId']),
    koala: one({ publicApiKey: str(undefined, { minLength: 2 }) }, ['publicApiKey']),
    logrocket: one({ appId: str() }, ['appId']),
    mixpanel: one({ projectToken: str(), region: oneOf(['us', 'eu', 'in']) }, ['projectToken']),
    onetrust: one({ domainScript: nonEmpty(), categoryId: nonEmpty(), scriptSource: uri() }, ['domainScript']),
    pirsch: one({ id: str() }, ['id']),
    posthog: one({ apiKey: matching('^phc_', 'start with `phc_`', '"phc_..."'), apiHost: uri(), sessionRecording: bool() }, ['apiKey']),
    // The package refuses a plausible domain or server that starts with `https://`.
    plausible: one(
      {
        domain: matching('^(?!https://)', 'be a bare domain, without `https://`', '"docs.acme.dev"'),
        server: matching('^(?!https://)', 'be a bare host name, without `https://`', '"plausible.acme.dev"'),
      },
      ['domain'],
    ),
    segment: one({ key: str(), cdnUrl: uri() }, ['key']),
    telemetry: one({ enabled: bool() }, []),
    cookies: one({ key: str(), value: str() }, []),
    transcend: one({ bundleId: matching('^[a-zA-Z0-9_-]+$', 'hold only letters, digits, `-` and `_`', '"abc-123"'), analyticsPurpose: nonEmpty() }, ['bundleId']),
  });
};

/**
 * Font Awesome styles a custom contextual option's `iconType` takes: the generator's documentation of
 * the contextual menu ("Add custom options") lists these, `regular` among them.
 */
const CONTEXTUAL_ICON_TYPES = ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] as const;

/**
 * Contextual options: a built-in option's name, or a custom option. The package requires `title`,
 * `description` and `href` on a custom option, and refuses an option listed twice. `iconType`
 * (the Font Awesome style of a string `icon`) is in the generator's documentation of custom options.
 */
const contextual = (): ObjectSchema => {
  const query = closed({ key: str(), value: str() }, { required: ['key', 'value'] });
  const custom = closed(
    { title: str('"Open in Acme AI"'), description: str('"Ask Acme AI about this page"'), icon: icon(), iconType: oneOf(CONTEXTUAL_ICON_TYPES), href: union(str('"https://ai.acme.dev?q=$page"'), closed({ base: str(), query: arrayOf(query) }, { required: ['base'] })) },
    { required: ['title', 'description', 'href'], noun: 'a custom option object' },
  );
  return closed(
    { options: arrayOf(union(oneOf(CONTEXTUAL_OPTIONS, 'contextual option'), custom), { unique: { what: 'option' }, example: '["copy", "view"]' }), display: oneOf(['header', 'toc']) },
    { required: ['options'] },
  );
};

export const currentSchema: ObjectSchema = closed(
  {
    theme: oneOf(THEMES),
    $schema: uri('"https://mintlify.com/docs.json"'),
    name: nonEmpty('"Acme Docs"'),
    public: bool(),
    description: str(),
    colors: closed({ primary: hex(), light: hex(), dark: hex() }, { required: ['primary'], example: '{ "primary": "#0D9373" }' }),
    logo: union(str('"/logo.svg"', { minLength: 3 }), closed({ light: str('"/logo/light.svg"'), dark: str('"/logo/dark.svg"'), href: href() }, { required: ['light', 'dark'] })),
    favicon: union(str('"/favicon.svg"'), lightDark()),
    api: closed({
      openapi: openapi(),
      asyncapi: asyncapi(),
      params: closed({ expanded: oneOf(['all', 'closed']), post: arrayOf(str()) }),
      playground: closed({ display: oneOf(['interactive', 'simple', 'none', 'auth']), proxy: bool(), credentials: bool() }),
      examples: closed({ defaults: oneOf(['required', 'all']), languages: arrayOf(str()), prefill: bool(), autogenerate: bool() }),
      url: oneOf(['full']),
      mdx: closed({ auth: closed({ method: oneOf(['bearer', 'basic', 'key', 'cobo']), name: str() }), server: union(uri('"https://api.acme.dev"'), arrayOf(uri())) }),
    }),
    appearance: closed({ default: oneOf(['system', 'light', 'dark']), strict: bool() }),
    background: closed({ image: union(str('"/background.png"'), lightDark()), decoration: oneOf(['gradient', 'grid', 'windows']), color: lightDarkColors() }),
    navbar: navbar(),
    navigation: navigationSchema,
    footer: footer(),
    search: closed({ prompt: str() }),
    seo: closed({
      metatags: mapOf(nonEmpty()),
      paths: arrayOf(
        closed(
          {
            path: { ...nonEmpty('"guides/v2"'), pattern: { regex: SEO_PATH, says: 'be a folder path relative to the site root, like `guides/v2` (no `/` at either end, no `.` or `..`, no spaces, `\\`, `?` or `#`)' } },
            metatags: mapOf(nonEmpty()),
          },
          { required: ['path', 'metatags'] },
        ),
        { unique: { key: 'path', what: 'path' } },
      ),
      organization: closed({ id: uri(), name: nonEmpty(), legalName: nonEmpty(), url: uri(), logo: uri(), sameAs: arrayOf(uri()) }),
      indexing: oneOf(['navigable', 'all']),
      trailingSlash: bool(),
    }),
    // One font for the whole site, or `heading` and `body` fonts: an object with either key is the second form.
    fonts: select(
      [
        { when: { key: 'heading', present: true }, schema: closed({ heading: font(), body: font() }), label: 'with `heading` or `body`' },
        { when: { key: 'body', present: true }, schema: closed({ heading: font(), body: font() }), label: 'with `heading` or `body`' },
      ],
      font(),
      'one font',
    ),
    icons: closed({ library: oneOf(ICON_LIBRARIES) }, { required: ['library'] }),
    styling: closed({
      eyebrows: oneOf(['section', 'breadcrumbs']),
      // The package requires both `light` and `dark` in a theme object (the table leaves them optional).
      codeblocks: union(
        oneOf(['system', 'dark']),
        closed({ theme: union(codeTheme(), closed({ light: codeTheme(), dark: codeTheme() }, { required: ['light', 'dark'] })), languages: closed({ custom: arrayOf(str()) }) }),
      ),
      latex: bool(),
    }),
    // The package refuses two redirects from the same source.
    redirects: arrayOf(closed({ source: str('"/old"'), destination: str('"/new"'), permanent: bool() }, { required: ['source', 'destination'] }), {
      unique: { key: 'source', what: 'source' },
    }),
    integrations: integrations(),
    banner: banner(),
    errors: closed({ '404': closed({ redirect: bool(), title: str(), description: str() }, { example: '{ "redirect": false }' }) }, { required: ['404'] }),
    contextual: contextual(),
    thumbnails: closed({ appearance: oneOf(['light', 'dark']), background: str(), fonts: closed({ family: str('"Inter"') }, { required: ['family'] }) }),
    interaction: closed({ drilldown: bool() }),
    metadata: closed({ timestamp: bool() }),
    variables: mapOf(str()),
    markdown: closed({ schema: bool(), instructions: union(str(), arrayOf(str())) }),
    variations: closed(
      { options: arrayOf(closed({ id: nonEmpty('"cloud"'), label: nonEmpty('"Cloud"') }, { required: ['id', 'label'] }), { minItems: 1, unique: { key: 'id', what: 'id' } }) },
      { required: ['options'] },
    ),
  },
  {
    required: ['theme', 'name', 'colors', 'navigation'],
    // Themes are one shape apart from `variations`, which only `willow` reads. A misspelt theme
    // is reported once, as the theme, so it does not turn `variations` into a second error.
    conditions: [
      {
        when: { key: 'theme', equals: THEMES.filter((theme) => theme !== 'willow') },
        forbids: ['variations'],
        forbidHint: 'only the `willow` theme reads `variations`. Remove it, or use `"theme": "willow"`.',
      },
    ],
    legacyKeys: {
      topbarLinks: 'Use `navbar.links` instead.',
      topbarCtaButton: 'Use `navbar.primary` instead.',
      versions: 'Use `navigation.versions` instead.',
      anchors: 'Use `navigation.anchors` (or `navigation.global.anchors` for external links) instead.',
      topAnchor: 'Remove it.',
      tabs: 'Use `navigation.tabs` instead.',
      openapi: 'Use `api.openapi` instead.',
      footerSocials: 'Use `footer.socials` instead.',
      feedback: 'Remove it.',
      modeToggle: 'Use `appearance` instead.',
      backgroundImage: 'Use `background.image` instead.',
      analytics: 'Use `integrations` instead.',
      primaryTab: 'Remove it.',
      font: 'Use `fonts` instead.',
      codeBlock: 'Use `styling.codeblocks` instead.',
      layout: 'Remove it.',
      isWhiteLabeled: 'Remove it.',
      hideFeedbackButtons: 'Remove it.',
    },
  },
);

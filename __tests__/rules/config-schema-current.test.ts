import { describe, expect, test } from '@jest/globals';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import configSchema from '../../rules/config-schema.js';
import { brief, makeSite, positionOf, type Brief } from '../helpers/site-fixture.js';

/** config-schema on the current docs.json shape (DOCS-JSON-CURRENT.md); the legacy shape is in config-schema.test.ts. */
const RULE = 'config-schema';

async function lintText(text: string): Promise<Brief[]> {
  const root = makeSite({ 'docs.json': text });
  const config = resolveConfig({ extends: [], rules: {} }, {}, undefined, [configSchema]);
  config.rules[RULE] = { severity: 'error', options: {} };
  const { results } = await lintSite({ root, config, rules: [configSchema], select: () => ({ pages: [], config: true }) });
  return brief(root, results);
}

/** A valid current-shape docs.json with `lines` added at the top level, one per line, and the given navigation. */
function current(navigation: string, ...lines: string[]): string {
  return ['{', '  "theme": "mint",', '  "name": "Acme",', '  "colors": { "primary": "#0D9373" },', ...lines.map((line) => `  ${line},`), `  "navigation": ${navigation}`, '}', ''].join('\n');
}

const GROUPS = '{ "groups": [{ "group": "Start", "pages": ["index"] }] }';

/** The one expected problem, at the `occurrence`th `needle` of `text`. */
function at(text: string, needle: string, message: string, occurrence = 1): Brief {
  return { file: 'docs.json', ruleId: RULE, ...positionOf(text, needle, occurrence), message };
}

describe('config-schema (current shape): valid files', () => {
  test('a docs.json that uses most of the schema, every form of every key', async () => {
    const config = {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'willow',
      name: 'Acme',
      public: true,
      description: 'Acme docs',
      colors: { primary: '#16A34A', light: '#07C983', dark: '#15803D' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: { light: '/favicon-light.svg', dark: '/favicon-dark.svg' },
      api: {
        openapi: ['openapi.json', { source: 'https://acme.dev/openapi.yaml', directory: 'api', overlays: ['overlay.yaml'] }],
        asyncapi: { source: 'asyncapi.yaml', directory: 'events' },
        params: { expanded: 'all', post: ['x-tag'] },
        playground: { display: 'auth', proxy: false, credentials: true },
        examples: { defaults: 'required', languages: ['curl'], prefill: true, autogenerate: false },
        url: 'full',
        mdx: { auth: { method: 'cobo', name: 'key' }, server: ['https://api.acme.dev', 'https://eu.acme.dev'] },
      },
      appearance: { default: 'system', strict: true },
      background: { image: { light: '/bg-light.png', dark: '/bg-dark.png' }, decoration: 'windows', color: { light: '#FFF', dark: '#000000' } },
      navbar: {
        links: [
          { type: 'github', href: 'https://github.com/acme' },
          { type: 'discord', href: 'https://discord.gg/acme', icon: { name: 'discord', style: 'brands', library: 'fontawesome' } },
          { label: 'Blog', href: '/blog', type: 'anything' },
          { label: '', href: 'mailto:help@acme.dev' },
        ],
        primary: { type: 'github', href: 'https://github.com/acme' },
      },
      footer: {
        socials: { x: 'https://x.com/acme', 'hacker-news': 'https://news.ycombinator.com', 'earth-americas': 'https://acme.dev' },
        links: [{ header: 'Company', items: [{ label: 'Blog', href: 'https://acme.dev/blog' }] }],
      },
      search: { prompt: 'Search...' },
      seo: {
        metatags: { 'og:image': '/og.png' },
        paths: [{ path: 'guides/v2', metatags: { robots: 'noindex' } }],
        organization: { id: 'https://acme.dev/#org', name: 'Acme', legalName: 'Acme Inc.', url: 'https://acme.dev', logo: 'https://acme.dev/logo.png', sameAs: ['https://x.com/acme'] },
        indexing: 'all',
        trailingSlash: true,
      },
      fonts: { heading: { family: 'Inter', weight: 600 }, body: { family: 'Acme Sans', source: '/fonts/acme.woff2', format: 'woff2' } },
      icons: { library: 'lucide' },
      styling: { eyebrows: 'breadcrumbs', codeblocks: { theme: { light: 'github-light', dark: 'css-variables' }, languages: { custom: ['/lang.json'] } }, latex: true },
      redirects: [
        { source: '/a', destination: '/b', permanent: false },
        { source: '/c', destination: '/d' },
      ],
      integrations: {
        ga4: { measurementId: 'G-ABC' },
        gtm: { tagId: 'GTM-ABC' },
        posthog: { apiKey: 'phc_abc', apiHost: 'https://eu.posthog.com', sessionRecording: true },
        intercom: { appId: 'abcdef' },
        plausible: { domain: 'docs.acme.dev' },
        transcend: { bundleId: 'abc_123-x' },
        telemetry: { enabled: false },
        cookies: { key: 'consent', value: 'yes' },
      },
      banner: { content: 'v2 is out', dismissible: true, type: 'warning', color: { dark: '#123' } },
      errors: { '404': { redirect: false, title: 'Lost', description: 'Nothing here.' } },
      contextual: {
        options: ['copy', 'claude', { title: 'Ask Acme', description: 'Ask about this page', icon: 'robot', href: { base: 'https://ai.acme.dev', query: [{ key: 'q', value: '$page' }] } }],
        display: 'toc',
      },
      thumbnails: { appearance: 'dark', background: '/thumb.png', fonts: { family: 'Inter' } },
      interaction: { drilldown: true },
      metadata: { timestamp: true },
      variables: { version: '2.0' },
      markdown: { schema: false, instructions: ['Use the CLI.'] },
      variations: { options: [{ id: 'cloud', label: 'Cloud' }] },
      navigation: {
        global: { anchors: [{ anchor: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' }], languages: [{ language: 'fr', href: '/fr' }] },
        directory: 'card',
        products: [
          {
            product: 'Core',
            name: 'Acme Core',
            description: 'The core',
            color: { light: '#000', dark: '#FFF' },
            versions: [
              {
                version: 'v2',
                default: true,
                tag: 'new',
                languages: [
                  {
                    language: 'zh-Hans',
                    banner: { content: 'Bonjour' },
                    navbar: { links: [] },
                    tabs: [
                      {
                        tab: 'Guides',
                        align: 'end',
                        searchable: true,
                        groups: [
                          { group: 'Start', expanded: true, root: 'index', boost: 3, public: true, tag: 'NEW', pages: ['index', '/quickstart', { group: 'Deep', pages: [{ group: 'Deeper', pages: [] }] }] },
                          { group: 'API', openapi: 'openapi.json' },
                          { group: 'SDK', sdk: { format: 'typedoc', source: 'sdk/typedoc.json' } },
                        ],
                      },
                      { tab: 'GraphQL', graphql: { source: 'schema.graphql' }, groups: [{ group: 'Queries', pages: ['graphql'] }] },
                      { tab: 'Menu', menu: [{ item: 'Users', icon: 'user', description: 'Users API', anchors: [{ anchor: 'All', pages: ['users'] }] }] },
                      { tab: 'Changelog', href: 'https://acme.dev/changelog' },
                    ],
                  },
                ],
              },
            ],
          },
          { product: 'Cloud', dropdowns: [{ dropdown: 'Regions', icon: 'globe', pages: [] }] },
          { product: 'Empty', menu: [] },
        ],
      },
    };
    expect(await lintText(`${JSON.stringify(config, null, 2)}\n`)).toEqual([]);
  });

  test('docs/docs.json as the site will be written: theme, $schema, colors, groups', async () => {
    const text = JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'docs-lint',
      favicon: '/favicon.svg',
      colors: { primary: '#2563EB', light: '#60A5FA', dark: '#1D4ED8' },
      navigation: { groups: [{ group: 'Get started', pages: ['index', 'getting-started'] }] },
    });
    expect(await lintText(text)).toEqual([]);
  });

  test('an empty `pages` is valid, at the root, in a division and in a group, nested or not', async () => {
    expect(await lintText(current('{ "pages": [] }'))).toEqual([]);
    expect(await lintText(current('{ "tabs": [{ "tab": "A", "pages": [] }] }'))).toEqual([]);
    expect(await lintText(current('{ "groups": [{ "group": "A", "pages": [{ "group": "B", "pages": [] }] }] }'))).toEqual([]);
  });
});

describe('config-schema (current shape): `$ref` objects are left to the engine', () => {
  test('a `$ref` in place of navigation, a division, a group or the redirects array is not checked', async () => {
    const nav = '{ "tabs": [{ "$ref": "./nav/guides.json" }, { "tab": "API", "groups": [{ "$ref": "./nav/api.json", "extra": 1 }] }] }';
    expect(await lintText(current(nav, '"redirects": { "$ref": "./config/redirects.json" }'))).toEqual([]);
    expect(await lintText(current('{ "$ref": "./nav.json" }'))).toEqual([]);
  });
});

describe('config-schema (current shape): theme', () => {
  test('a misspelt theme is one error, and the rest of the file is still checked', async () => {
    const text = current(GROUPS, '"appearance": { "default": "drak" }').replace('"mint"', '"mintt"');
    expect(await lintText(text)).toEqual([
      at(text, '"mintt"', '`theme` must be one of `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma` or `sequoia`, not `mintt` (did you mean `mint`?).'),
      at(text, '"drak"', '`appearance.default` must be one of `system`, `light` or `dark`, not `drak` (did you mean `dark`?).'),
    ]);
  });

  test('theme, name, colors and navigation are required', async () => {
    expect(await lintText('{\n  "navigation": { "pages": ["index"] }\n}\n')).toEqual([
      { file: 'docs.json', ruleId: RULE, line: 1, column: 1, message: 'docs.json is missing the required key `colors`. Add it, e.g. `"colors": { "primary": "#0D9373" }`.' },
      { file: 'docs.json', ruleId: RULE, line: 1, column: 1, message: 'docs.json is missing the required key `name`. Add it, e.g. `"name": "Acme Docs"`.' },
      { file: 'docs.json', ruleId: RULE, line: 1, column: 1, message: 'docs.json is missing the required key `theme`. Add it, e.g. `"theme": "mint"`.' },
    ]);
  });

  test('`variations` only with willow; with a misspelt theme only the theme is reported', async () => {
    const variations = '"variations": { "options": [{ "id": "a", "label": "A" }] }';
    const text = current(GROUPS, variations);
    expect(await lintText(text)).toEqual([
      at(text, '"variations"', '`variations` is not allowed when `theme` is `mint`: only the `willow` theme reads `variations`. Remove it, or use `"theme": "willow"`.'),
    ]);
    expect(await lintText(text.replace('"mint"', '"willow"'))).toEqual([]);
    expect((await lintText(text.replace('"mint"', '"wilow"'))).map((problem) => problem.message)).toEqual([
      '`theme` must be one of `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma` or `sequoia`, not `wilow` (did you mean `willow`?).',
    ]);
  });
});

describe('config-schema (current shape): unknown keys', () => {
  test('at the top level: a typo, a stranger, and a key of the legacy shape with its replacement', async () => {
    const text = current(GROUPS, '"favicn": "/f.svg"', '"sidebarWidth": 300', '"font": { "family": "Inter" }', '"feedback": { "thumbsRating": true }');
    expect(await lintText(text)).toEqual([
      at(text, '"favicn"', 'Unknown key `favicn` at the top level of docs.json: did you mean `favicon`? The site generator silently drops keys it does not know. Fix the spelling.'),
      at(text, '"sidebarWidth"', 'Unknown key `sidebarWidth` at the top level of docs.json: the site generator has no such setting. Remove it, or fix its spelling.'),
      at(
        text,
        '"font"',
        '`font` belongs to the legacy mint.json shape: the site generator does not read it in this docs.json (where `navigation` is an object) and drops it silently. Use `fonts` instead.',
      ),
      at(
        text,
        '"feedback"',
        '`feedback` belongs to the legacy mint.json shape: the site generator does not read it in this docs.json (where `navigation` is an object) and drops it silently. Remove it.',
      ),
    ]);
  });

  test('`pagez` on a group: the pages vanish, and the group is not also missing `pages`', async () => {
    const text = current('{ "groups": [{ "group": "A", "pagez": ["index"] }] }');
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"pagez"',
        'Unknown key `pagez` in `navigation.groups[0]`: did you mean `pages`? The site generator silently drops keys it does not know, so the pages listed under it vanish from the live site. Fix the spelling.',
      ),
    ]);
  });

  test('a misspelt child kind at the root is the only report (not also "no child kind")', async () => {
    const text = current('{ "grups": [{ "group": "A", "pages": ["index"] }] }');
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"grups"',
        'Unknown key `grups` in `navigation`: did you mean `groups`? The site generator silently drops keys it does not know, so the groups under it, and their pages, vanish from the live site. Fix the spelling.',
      ),
    ]);
  });

  test('`collapsed` on a group says what to use instead', async () => {
    const text = current('{ "groups": [{ "group": "A", "collapsed": true, "pages": ["index"] }] }');
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"collapsed"',
        'The site generator does not read `collapsed` in `navigation.groups[0]` and drops it silently. To choose whether the group starts open, use `expanded` (`true` or `false`).',
      ),
    ]);
  });

  test('an unknown key far from every known one lists the known keys', async () => {
    const text = current(GROUPS, '"appearance": { "toggle": false }');
    expect(await lintText(text)).toEqual([
      at(text, '"toggle"', 'Unknown key `toggle` in `appearance`: the site generator silently drops it. Remove it, or use one of `default` or `strict`.'),
    ]);
  });
});

describe('config-schema (current shape): navigation', () => {
  test('an empty navigation has no child kind', async () => {
    const text = current('{ "directory": "card" }');
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"navigation"',
        '`navigation` has none of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups` or `pages`, so the site has no pages. Add one, e.g. `"groups": [{ "group": "Get started", "pages": ["introduction"] }]`.',
      ),
    ]);
  });

  test('two or three child kinds: one error, naming what the generator keeps and drops', async () => {
    const text = current('{ "tabs": [{ "tab": "A", "pages": ["index"], "menu": [{ "item": "M", "pages": ["m"] }], "groups": [{ "group": "G", "pages": ["g"] }] }], "pages": ["x"] }');
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"pages"',
        '`navigation.tabs[0]` has both `groups` and `pages` and `menu`, but a tab holds one kind of children: the generator keeps `groups` and silently drops `pages` and `menu`, so the pages "index" and "m" vanish from the live site. Move them into a tab of their own, or nest them under `groups`.',
      ),
      at(
        text,
        '"pages": ["x"]',
        '`navigation` has both `tabs` and `pages`, but the navigation holds one kind of children: the generator keeps `tabs` and silently drops `pages`, so the page "x" vanishes from the live site. Nest it under `tabs`.',
      ),
    ]);
  });

  test('two child kinds: the message says which pages are really lost, and which stay because they are listed elsewhere', async () => {
    const alsoElsewhere = current('{ "dropdowns": [{ "dropdown": "D", "groups": [{ "group": "G", "pages": ["a", "b"] }], "pages": ["a", "/b.mdx"] }] }');
    expect((await lintText(alsoElsewhere)).map((problem) => problem.message)).toEqual([
      '`navigation.dropdowns[0]` has both `groups` and `pages`, but a dropdown holds one kind of children: the generator keeps `groups` and silently drops `pages`; every page under it is listed elsewhere too, so no page is lost, but this list vanishes from this place in the navigation. Move it into a dropdown of its own, or nest it under `groups`.',
    ]);
    const some = current('{ "dropdowns": [{ "dropdown": "D", "groups": [{ "group": "G", "pages": ["a"] }], "pages": ["a", "b", "c", "d", "e"] }] }');
    expect((await lintText(some)).map((problem) => problem.message)).toEqual([
      '`navigation.dropdowns[0]` has both `groups` and `pages`, but a dropdown holds one kind of children: the generator keeps `groups` and silently drops `pages`, so 4 pages, "b", "c", "d" and 1 more, vanish from the live site (the other page under it is listed elsewhere too). Move it into a dropdown of its own, or nest it under `groups`.',
    ]);
    // A page listed only in two dropped lists is lost: neither of them survives.
    const twice = current('{ "tabs": [{ "tab": "T", "href": "https://acme.dev", "pages": ["x"] }, { "tab": "U", "groups": [{ "group": "G", "pages": ["y"] }], "pages": ["x"] }] }');
    expect((await lintText(twice)).map((problem) => problem.message)).toEqual([
      '`navigation.tabs[0]` has both `href` and `pages`, but a tab holds one kind of children: the generator keeps `href` and silently drops `pages`, so the page "x" vanishes from the live site. Move it into a tab of its own, or nest it under `href`.',
      '`navigation.tabs[1]` has both `groups` and `pages`, but a tab holds one kind of children: the generator keeps `groups` and silently drops `pages`, so the page "x" vanishes from the live site. Move it into a tab of its own, or nest it under `groups`.',
    ]);
  });

  test('the generator\'s order: an anchor keeps `dropdowns` over `tabs`, a menu item `tabs` over `groups`', async () => {
    const text = current(
      '{ "anchors": [{ "anchor": "A", "tabs": [{ "tab": "T", "pages": ["t"] }], "dropdowns": [{ "dropdown": "D", "pages": ["d"] }], "menu": [] }] }',
    );
    const messages = (await lintText(text)).map((problem) => problem.message);
    expect(messages).toEqual([
      '`navigation.anchors[0]` has both `dropdowns` and `tabs`, but an anchor holds one kind of children: the generator keeps `dropdowns` and silently drops `tabs`, so the page "t" vanishes from the live site. Move it into an anchor of its own, or nest it under `dropdowns`.',
      'Unknown key `menu` in `navigation.anchors[0]`: the site generator silently drops it. Remove it, or use one of `anchor`, `icon`, `color`, `hidden`, `directory`, `openapi`, `asyncapi`, `global`, `graphql`, `sdk`, `href`, `languages`, `versions`, `dropdowns`, `tabs`, `products`, `groups` or `pages`.',
    ]);
  });

  test('labels are non-empty on every division; a language is a language code', async () => {
    const nav =
      '{ "products": [{ "product": "", "versions": [{ "version": "", "languages": [{ "language": "EN", "dropdowns": [{ "dropdown": "", "anchors": [{ "anchor": "", "tabs": [{ "tab": "T", "menu": [{ "item": "", "groups": [{ "group": "", "pages": [""] }] }] }] }] }] }, { "language": "english", "pages": [] }] }] }] }';
    const text = current(nav);
    expect(await lintText(text)).toEqual([
      at(text, '""', '`navigation.products[0].product` must not be an empty string. Write its value.', 1),
      at(text, '""', '`navigation.products[0].versions[0].version` must not be an empty string. Write its value.', 2),
      at(
        text,
        '"EN"',
        '`navigation.products[0].versions[0].languages[0].language` must be one of `en`, `cn`, `zh`, `zh-Hans`, `zh-Hant`, `zh-CN`, ... (40 in all), not `EN` (did you mean `en`?).',
      ),
      at(text, '""', '`navigation.products[0].versions[0].languages[0].dropdowns[0].dropdown` must not be an empty string. Write its value.', 3),
      at(text, '""', '`navigation.products[0].versions[0].languages[0].dropdowns[0].anchors[0].anchor` must not be an empty string. Write its value.', 4),
      at(text, '""', '`navigation.products[0].versions[0].languages[0].dropdowns[0].anchors[0].tabs[0].menu[0].item` must not be an empty string. Write its value.', 5),
      at(
        text,
        '""',
        '`navigation.products[0].versions[0].languages[0].dropdowns[0].anchors[0].tabs[0].menu[0].groups[0].group` must not be an empty string. Write its value.',
        6,
      ),
      at(
        text,
        '""',
        '`navigation.products[0].versions[0].languages[0].dropdowns[0].anchors[0].tabs[0].menu[0].groups[0].pages[0]` must not be an empty string. Write its value.',
        7,
      ),
      at(
        text,
        '"english"',
        '`navigation.products[0].versions[0].languages[1].language` must be one of `en`, `cn`, `zh`, `zh-Hans`, `zh-Hant`, `zh-CN`, ... (40 in all), not `english`.',
      ),
    ]);
  });

  test('graphql only on tabs, sdk on tabs and groups; a generated tab holds only groups', async () => {
    const nav =
      '{ "dropdowns": [{ "dropdown": "D", "sdk": { "format": "sphinx", "source": "s" }, "tabs": [{ "tab": "Q", "graphql": "schema.graphql", "pages": ["q"] }, { "tab": "S", "sdk": { "format": "javadoc", "source": "j" }, "groups": [{ "group": "G", "pages": ["g"] }] }] }] }';
    const text = current(nav);
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"sdk"',
        '`navigation.dropdowns[0].sdk` is not allowed here: the generator makes SDK reference pages only from the `sdk` of a tab or a group, and rejects it on a dropdown. Move it to a tab or a group.',
      ),
      at(
        text,
        '"pages": ["q"]',
        '`navigation.dropdowns[0].tabs[0].pages` is not allowed when `navigation.dropdowns[0].tabs[0].graphql` is set: a tab that makes GraphQL reference pages holds only its own keys and `groups`, and the generator rejects anything else. Move this key to another tab.',
      ),
    ]);
  });

  test('a group needs `pages` unless a spec generates them', async () => {
    const text = current('{ "groups": [{ "group": "A" }, { "group": "B", "openapi": "openapi.json" }, { "group": "C", "asyncapi": ["events.yaml"] }] }');
    expect(await lintText(text)).toEqual([
      at(
        text,
        '{ "group": "A"',
        '`navigation.groups[0]` is missing `pages`, which is required when the group has no `openapi`, `asyncapi` or `sdk` to generate its pages from. Add it, e.g. `"pages": ["introduction"]`.',
      ),
    ]);
  });

  test('a tab\'s `menu` is walked like every other division', async () => {
    const text = current('{ "tabs": [{ "tab": "API", "menu": [{ "item": "Users", "groups": [{ "group": "G", "icon": { "name": "user", "library": "lucid" }, "pages": ["u"] }] }] }] }');
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"lucid"',
        '`navigation.tabs[0].menu[0].groups[0].icon.library` must be one of `fontawesome`, `lucide` or `tabler`, not `lucid` (did you mean `lucide`?).',
      ),
    ]);
  });

  test('global links need an `href`; openapi forms are checked', async () => {
    const nav =
      '{ "global": { "tabs": [{ "tab": "Blog" }] }, "tabs": [{ "tab": "API", "openapi": [{ "directory": "api" }, ""], "groups": [{ "group": "G", "pages": ["g"] }] }] }';
    const text = current(nav);
    expect(await lintText(text)).toEqual([
      at(text, '{ "tab": "Blog" }', '`navigation.global.tabs[0]` is missing the required key `href`. Add it, e.g. `"href": "https://acme.dev/blog"`.'),
      at(text, '{ "directory"', '`navigation.tabs[0].openapi[0]` is missing the required key `source`. Add it, e.g. `"source": "openapi.json"`.'),
      at(text, '""', '`navigation.tabs[0].openapi[1]` must not be an empty string. Write its value.'),
    ]);
  });
});

describe('config-schema (current shape): custom contextual options', () => {
  test('every field the generator documents for a custom option, `iconType` among them, is known; its value is one of the documented styles', async () => {
    const option = (extra: string) =>
      `"contextual": { "options": ["copy", { "title": "Ask Acme", "description": "Ask about this page", "icon": "robot", ${extra}"href": { "base": "https://ai.acme.dev", "query": [{ "key": "q", "value": "$page" }] } }] }`;
    expect(await lintText(current(GROUPS, option('"iconType": "regular", ')))).toEqual([]);
    const wrong = current(GROUPS, option('"iconType": "bold", '));
    expect(await lintText(wrong)).toEqual([at(wrong, '"bold"', '`contextual.options[1].iconType` must be one of `regular`, `solid`, `light`, `thin`, `sharp-solid`, `duotone` or `brands`, not `bold`.')]);
  });
});

describe('config-schema (current shape): forms told apart by a key', () => {
  test('navbar links: github and discord need no label, any other link does; primary needs a known type', async () => {
    const navbar =
      '"navbar": { "links": [{ "type": "github", "href": "https://github.com/a" }, { "type": "twitter", "href": "https://x.com/a" }], "primary": { "label": "Go", "href": "/go" } }';
    const text = current(GROUPS, navbar);
    expect(await lintText(text)).toEqual([
      at(text, '{ "type": "twitter"', '`navbar.links[1]` is missing the required key `label`. Add it, e.g. `"label": "Support"`.'),
      at(text, '"primary": {', '`navbar.primary` is missing the required key `type`. Add it, e.g. `"type": "button"`.'),
    ]);
  });

  test('fonts: one font, or heading and body; a self-hosted font needs its format', async () => {
    const text = current(GROUPS, '"fonts": { "heading": { "family": "Inter" }, "family": "Inter", "body": { "family": "X", "source": "/x.woff2" } }');
    expect(await lintText(text)).toEqual([
      at(text, '"family": "Inter",', 'Unknown key `family` in `fonts`: the site generator silently drops it. Remove it, or use one of `heading` or `body`.'),
      at(
        text,
        '"body"',
        '`fonts.body` is missing `format`, which is required when the font is self-hosted (`source` is set). Add it, e.g. `"format": "woff"`.',
      ),
    ]);
  });

  test('footer: an unknown platform, a non-https social link, and more than four link columns', async () => {
    const column = '{ "items": [{ "label": "A", "href": "/a" }] }';
    const footer = `"footer": { "socials": { "mastodon": "https://m.social/a", "x": "x.com/acme" }, "links": [${[1, 2, 3, 4, 5].map(() => column).join(', ')}] }`;
    const text = current(GROUPS, footer);
    expect(await lintText(text)).toEqual([
      at(
        text,
        '"mastodon"',
        'Unknown platform `mastodon` in `footer.socials`: remove it, or use one of `website`, `x`, `twitter`, `x-twitter`, `github`, `linkedin`, `discord`, `slack`, `youtube`, `facebook`, `instagram`, `hacker-news`, `medium`, `telegram`, `bluesky`, `threads`, `reddit`, `podcast` or `earth-americas`.',
      ),
      at(text, '"x.com/acme"', '`footer.socials.x` must be an `https://` URL (like `https://x.com/acme`), not `x.com/acme`.'),
      at(text, column, '`footer.links` has 5 items, but the generator accepts at most 4. Remove the items from `footer.links[4]` on.', 5),
    ]);
  });

  test('maps: variables and metatags hold strings', async () => {
    const text = current(GROUPS, '"variables": { "version": 2 }', '"seo": { "metatags": { "robots": true } }');
    expect(await lintText(text)).toEqual([
      at(text, '2 }', '`variables.version` must be a string, not a number.'),
      at(text, 'true }', '`seo.metatags.robots` must be a string, not a boolean.'),
    ]);
  });

  test('integrations: patterns and a bare plausible domain', async () => {
    const text = current(GROUPS, '"integrations": { "gtm": { "tagId": "XYZ" }, "plausible": { "domain": "https://docs.acme.dev" }, "transcend": { "bundleId": "a b" } }');
    expect(await lintText(text)).toEqual([
      at(text, '"XYZ"', '`integrations.gtm.tagId` must start with `G`, not `XYZ`.'),
      at(text, '"https://docs.acme.dev"', '`integrations.plausible.domain` must be a bare domain, without `https://`, not `https://docs.acme.dev`.'),
      at(text, '"a b"', '`integrations.transcend.bundleId` must hold only letters, digits, `-` and `_`, not `a b`.'),
    ]);
  });
});

/**
 * Issue 12's acceptance fixtures for `config-schema` on the current docs.json shape: the issue's
 * nine-mistake docs.json, and one with many more kinds of mistake drawn from DOCS-JSON-CURRENT.md.
 * Each mistake gets exactly one diagnostic; the CLI and the ESLint plugin tests share them.
 */

/** `[line, column, message]` of each config-schema diagnostic, in order. */
export type Expected = ReadonlyArray<readonly [number, number, string]>;

/** The nine mistakes, in the order it lists them. */
export const NINE_MISTAKES = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mintt",
  "name": "Acme",
  "colors": { "primary": "#0D9373" },
  "navbar": {
    "links": [{ "lable": "Support", "href": "mailto:help@acme.dev" }],
    "primary": { "type": "buton", "label": "Sign up", "href": "https://app.acme.dev" }
  },
  "navigation": {
    "groups": [
      { "group": "Get started", "pages": ["index"] },
      { "group": "Guides", "pagez": ["guides/setup"] }
    ]
  },
  "footer": { "socials": { "githubb": "https://github.com/acme" } },
  "seo": { "indexing": "sometimes" },
  "contextual": { "options": ["copy", "chatgptt"] },
  "redirects": [{ "source": "/old", "destinaton": "/new" }],
  "fonts": { "family": 12 }
}
`;

export const NINE_EXPECTED: Expected = [
  [3, 12, "`theme` must be one of `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma` or `sequoia`, not `mintt` (did you mean `mint`?)."],
  [7, 17, "Unknown key `lable` in `navbar.links[0]`: did you mean `label`? The site generator silently drops keys it does not know. Fix the spelling."],
  [8, 26, "`navbar.primary.type` must be one of `button`, `github` or `discord`, not `buton` (did you mean `button`?)."],
  [13, 28, "Unknown key `pagez` in `navigation.groups[1]`: did you mean `pages`? The site generator silently drops keys it does not know, so the pages listed under it vanish from the live site. Fix the spelling."],
  [16, 28, "Unknown platform `githubb` in `footer.socials`: did you mean `github`? Fix the spelling, or remove the key."],
  [17, 24, "`seo.indexing` must be one of `navigable` or `all`, not `sometimes`."],
  [18, 39, "`contextual.options[1]` must be one of `copy`, `assistant`, `view`, `download-pdf`, `download-spec`, `chatgpt`, `claude`, `perplexity`, `grok`, `aistudio`, `devin`, `windsurf`, `mcp`, `add-mcp`, `cursor`, `vscode` or `devin-mcp`, not `chatgptt` (did you mean `chatgpt`?)."],
  [19, 37, "Unknown key `destinaton` in `redirects[0]`: did you mean `destination`? The site generator silently drops keys it does not know. Fix the spelling."],
  [20, 24, "`fonts.family` must be a string, not a number."],
];

export const MANY_MISTAKES = `{
  "$schema": "docs.json",
  "theme": "mint",
  "name": "",
  "colors": { "primary": "green", "accent": "#FF0000" },
  "logo": "a",
  "favicon": { "light": "/favicon-light.svg" },
  "topbarLinks": [{ "name": "Blog", "url": "https://acme.dev/blog" }],
  "api": {
    "playground": { "display": "interactiv" },
    "mdx": { "server": "api.acme.dev" }
  },
  "appearance": { "strict": "yes" },
  "background": { "decoration": "dots" },
  "navbar": {
    "links": [{ "type": "github" }],
    "primary": { "type": "button", "href": "/signup" }
  },
  "footer": {
    "socials": { "x": "http://x.com/acme" },
    "links": [{ "header": "Company", "items": [] }]
  },
  "seo": { "metatags": { "og:title": "" }, "paths": [{ "path": "/guides/", "metatags": { "robots": "noindex" } }] },
  "fonts": { "heading": { "family": "Inter", "source": "/fonts/inter.woff2" } },
  "icons": { "library": "material" },
  "styling": { "codeblocks": { "theme": "dracla" } },
  "redirects": [
    { "source": "/old", "destination": "/new" },
    { "source": "/old", "destination": "/newer" }
  ],
  "integrations": {
    "ga4": { "measurementId": "UA-12345" },
    "posthog": { "apiKey": "ph_123" },
    "intercom": { "appId": "abc" },
    "mixpanell": { "projectToken": "t" }
  },
  "banner": { "dismissible": true },
  "errors": {},
  "contextual": { "options": ["copy", "view", "copy"] },
  "thumbnails": { "appearance": "Dark" },
  "variations": { "options": [{ "id": "cloud", "label": "Cloud" }] },
  "navigation": {
    "global": { "anchors": [{ "anchor": "Blog" }] },
    "tabs": [
      { "tab": "Guides", "groups": [{ "group": "Start", "pages": ["index"] }], "pages": ["quickstart"] },
      { "tab": "", "pages": ["index"] },
      { "tab": "API", "menu": [{ "itme": "Users", "pages": ["index"] }] },
      {
        "tab": "Reference",
        "directory": "list",
        "groups": [
          { "group": "GraphQL", "graphql": "schema.graphql", "pages": ["index"] },
          { "group": "Events", "openapi": "openapi.json", "asyncapi": "asyncapi.yaml", "pages": ["index"] },
          { "group": "Ranked", "boost": "high", "icon": "fa-book", "pages": ["index", 123] }
        ]
      },
      { "tab": "Blog", "href": "blog/latest" },
      { "tab": "Icons", "icon": { "name": "book", "style": "solid-sharp" }, "versions": [] }
    ]
  }
}
`;

export const MANY_EXPECTED: Expected = [
  [2, 14, "`$schema` must be an absolute URL (like `https://acme.dev`), not `docs.json`."],
  [4, 11, "`name` must not be an empty string. Write its value."],
  [5, 26, "`colors.primary` must be a hex colour, `#RGB` or `#RRGGBB` (like `#0D9373`), not `green`."],
  [5, 35, "Unknown key `accent` in `colors`: the site generator silently drops it. Remove it, or use one of `primary`, `light` or `dark`."],
  [6, 11, "`logo` must be at least 3 characters long, not `a`."],
  [7, 3, "`favicon` is missing the required key `dark`. Add it, e.g. `\"dark\": \"/dark.svg\"`."],
  [8, 3, "`topbarLinks` belongs to the legacy mint.json shape: the site generator does not read it in this docs.json (where `navigation` is an object) and drops it silently. Use `navbar.links` instead."],
  [10, 32, "`api.playground.display` must be one of `interactive`, `simple`, `none` or `auth`, not `interactiv` (did you mean `interactive`?)."],
  [11, 24, "`api.mdx.server` must be an absolute URL (like `https://acme.dev`), not `api.acme.dev`."],
  [13, 29, "`appearance.strict` must be a boolean (`true` or `false`), not a string."],
  [14, 33, "`background.decoration` must be one of `gradient`, `grid` or `windows`, not `dots`."],
  [16, 15, "`navbar.links[0]` is missing the required key `href`. Add it, e.g. `\"href\": \"https://acme.dev/support\"`."],
  [17, 5, "`navbar.primary` is missing the required key `label`. Add it, e.g. `\"label\": \"Get started\"`."],
  [20, 23, "`footer.socials.x` must be an `https://` URL (like `https://x.com/acme`), not `http://x.com/acme`."],
  [21, 47, "`footer.links[0].items` is empty: a column needs at least one link. Add one, e.g. `{ \"label\": \"Blog\", \"href\": \"https://acme.dev/blog\" }`, or remove the column."],
  [23, 38, "`seo.metatags[\"og:title\"]` must not be an empty string. Write its value."],
  [23, 64, "`seo.paths[0].path` must be a folder path relative to the site root, like `guides/v2` (no `/` at either end, no `.` or `..`, no spaces, `\\`, `?` or `#`), not `/guides/`."],
  [24, 14, "`fonts.heading` is missing `format`, which is required when the font is self-hosted (`source` is set). Add it, e.g. `\"format\": \"woff\"`."],
  [25, 25, "`icons.library` must be one of `fontawesome`, `lucide` or `tabler`, not `material`."],
  [26, 41, "`styling.codeblocks.theme` must be one of `andromeeda`, `aurora-x`, `ayu-dark`, `catppuccin-frappe`, `catppuccin-latte`, `catppuccin-macchiato`, ... (61 in all), not `dracla` (did you mean `dracula`?)."],
  [29, 17, "`redirects[1].source` repeats the source `/old` of `redirects[0].source`, and the generator accepts each source once. Remove or change one of them."],
  [32, 31, "`integrations.ga4.measurementId` must start with `G`, not `UA-12345`."],
  [33, 28, "`integrations.posthog.apiKey` must start with `phc_`, not `ph_123`."],
  [34, 28, "`integrations.intercom.appId` must be at least 6 characters long, not `abc`."],
  [35, 5, "Unknown key `mixpanell` in `integrations`: did you mean `mixpanel`? The site generator silently drops keys it does not know. Fix the spelling."],
  [37, 3, "`banner` is missing the required key `content`. Add it, e.g. `\"content\": \"We just launched v2\"`."],
  [38, 3, "`errors` is missing the required key `404`. Add it, e.g. `\"404\": { \"redirect\": false }`."],
  [39, 47, "`contextual.options[2]` repeats the option `copy` of `contextual.options[0]`, and the generator accepts each option once. Remove or change one of them."],
  [40, 33, "`thumbnails.appearance` must be one of `light` or `dark`, not `Dark` (did you mean `dark`?)."],
  [41, 3, "`variations` is not allowed when `theme` is `mint`: only the `willow` theme reads `variations`. Remove it, or use `\"theme\": \"willow\"`."],
  [43, 29, "`navigation.global.anchors[0]` is missing the required key `href`. Add it, e.g. `\"href\": \"https://acme.dev/blog\"`."],
  [45, 80, "`navigation.tabs[0]` has both `groups` and `pages`, but a tab holds one kind of children: the generator keeps `groups` and silently drops `pages`, so the page \"quickstart\" vanishes from the live site. Move it into a tab of its own, or nest it under `groups`."],
  [46, 16, "`navigation.tabs[1].tab` must not be an empty string. Write its value."],
  [47, 34, "Unknown key `itme` in `navigation.tabs[2].menu[0]`: did you mean `item`? The site generator silently drops keys it does not know. Fix the spelling."],
  [50, 22, "`navigation.tabs[3].directory` must be one of `none`, `accordion` or `card`, not `list`."],
  [52, 33, "`navigation.tabs[3].groups[0].graphql` is not allowed here: the generator makes GraphQL reference pages only from a tab's `graphql`, and rejects it on a group. Move it to a tab."],
  [53, 59, "`navigation.tabs[3].groups[1].asyncapi` is not allowed when `navigation.tabs[3].groups[1].openapi` is set: the generator ignores `asyncapi` on a group that also has `openapi`. Put the AsyncAPI spec on a group of its own."],
  [54, 41, "`navigation.tabs[3].groups[2].boost` must be a number, not a string."],
  [54, 57, "`navigation.tabs[3].groups[2].icon` must name the icon without the `fa-` prefix (like `book`), not `fa-book`."],
  [54, 87, "`navigation.tabs[3].groups[2].pages[1]` must be a page path (a string) or a group object (with `group` and `pages`), not a number."],
  [57, 32, "`navigation.tabs[4].href` must be a path that starts with `/`, a `#fragment`, a `mailto:` address or an absolute URL, not `blog/latest`."],
  [58, 60, "`navigation.tabs[5].icon.style` must be one of `brands`, `duotone`, `light`, `regular`, `sharp-duotone-solid`, `sharp-light`, `sharp-regular`, `sharp-solid`, `sharp-thin`, `solid` or `thin`, not `solid-sharp`."],
  [58, 89, "`navigation.tabs[5].versions` is empty: the generator needs at least one version here. Add one, or remove `versions`."],
];

/** A page for the navigation to name, so that the sites are otherwise sound. */
export const HOME_PAGE = '---\ntitle: Home\ndescription: The home page.\n---\n\nHello.\n';

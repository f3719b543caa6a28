import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { brief, lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';
import { PETS_SPEC } from '../helpers/openapi-fixture.js';

const rules = { 'redirects-valid': 'error' } as const;
const page = (title: string) => `---\ntitle: ${title}\ndescription: A page about ${title}.\n---\n\nText.\n`;

type Redirect = [source: string, destination: string];

/** docs.json with one redirect a line, so that each string's position is easy to find. */
function configText(redirects: Redirect[]): string {
  const entries = redirects.map(([source, destination]) => `    { "source": ${JSON.stringify(source)}, "destination": ${JSON.stringify(destination)} }`);
  return `{\n  "name": "S",\n  "navigation": [{ "group": "G", "pages": ["intro", "guides/setup", "guides/deploy", "v2/start"] }],\n  "redirects": [\n${entries.join(',\n')}\n  ]\n}\n`;
}

function site(redirects: Redirect[], extra: Record<string, string | object> = {}): Record<string, string | object> {
  return {
    'docs.json': configText(redirects),
    'intro.mdx': page('Intro'),
    'guides/setup.mdx': page('Setup'),
    'guides/deploy.mdx': page('Deploy'),
    'v2/start.mdx': page('Start'),
    'images/logo.png': '',
    ...extra,
  };
}

const at = (text: string, needle: string, occurrence = 1) => ({ file: 'docs.json', ruleId: 'redirects-valid', ...positionOf(text, needle, occurrence) });

describe('redirects-valid: destinations', () => {
  test('valid: a page (with a #fragment), a page given with a trailing slash, a static file, an absolute URL, the home page, a folder of navigation pages, wildcards', async () => {
    const redirects: Redirect[] = [
      ['/old-setup', '/guides/setup#install'],
      ['/old-deploy/', '/guides/deploy/'],
      ['/logo', '/images/logo.png'],
      ['/community', 'https://example.com/community'],
      ['/home', '/'],
      // The generator sends a folder of navigation pages to its first page.
      ['/all-guides', '/guides'],
      ['/beta/:slug*', '/v2/:slug*'],
      ['/articles/setup-*', '/guides/setup'],
      ['/old/guide-*', '/guides/*'],
      ['/ext/:path*', 'https://example.com:8080/docs/:path*'],
    ];
    expect(await lintBrief(site(redirects), rules)).toEqual([]);
  });

  test('valid: a page the generator makes from an OpenAPI document', async () => {
    const files = {
      'docs.json': {
        theme: 'mint',
        name: 'S',
        colors: { primary: '#112233' },
        navigation: { groups: [{ group: 'API', openapi: { source: 'pets.yaml', directory: 'reference' } }] },
        redirects: [{ source: '/api/list', destination: '/reference/pets/list-pets' }],
      },
      'pets.yaml': PETS_SPEC,
    };
    expect(await lintBrief(files, rules)).toEqual([]);
    const missing = { ...files, 'docs.json': { ...files['docs.json'], redirects: [{ source: '/api/list', destination: '/reference/pets/list-pet' }] } };
    expect((await lintBrief(missing, rules)).map((problem) => problem.message)).toEqual([
      'Redirect destination "/reference/pets/list-pet" leads nowhere: no page or file "/reference/pets/list-pet" exists in this site. Did you mean "/reference/pets/list-pets"?',
    ]);
  });

  test('valid: under the folder of a remote OpenAPI document, a path may be one of its pages: a destination there is taken, and a source there is no page the redirect hides', async () => {
    const files = {
      'docs.json': {
        theme: 'mint',
        name: 'S',
        colors: { primary: '#112233' },
        navigation: { groups: [{ group: 'Guide', pages: ['intro'] }, { group: 'API', openapi: 'https://api.acme.dev/openapi.json' }] },
        redirects: [
          { source: '/api-reference/overview', destination: '/intro' },
          { source: '/old-api', destination: '/api-reference/keys/create-key' },
        ],
      },
      'intro.mdx': page('Intro'),
    };
    expect(await lintBrief(files, rules)).toEqual([]);
  });

  test('invalid: a destination with no page, with a did-you-mean; one whose page moved to another folder', async () => {
    const text = configText([
      ['/a', '/guides/setpu'],
      ['/b', '/reference/deploy'],
      ['/c', '/nothing/like/it'],
    ]);
    expect(await lintBrief(site([]), rules)).toEqual([]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/guides/setpu"'), message: 'Redirect destination "/guides/setpu" leads nowhere: no page or file "/guides/setpu" exists in this site. Did you mean "/guides/setup"?' },
      { ...at(text, '"/reference/deploy"'), message: 'Redirect destination "/reference/deploy" leads nowhere: no page or file "/reference/deploy" exists in this site. Did you mean "/guides/deploy"?' },
      { ...at(text, '"/nothing/like/it"'), message: 'Redirect destination "/nothing/like/it" leads nowhere: no page or file "/nothing/like/it" exists in this site. Fix the path, or create the page.' },
    ]);
  });

  test('invalid: a destination that .mintignore leaves out of the site', async () => {
    const text = configText([['/a', '/drafts/plan']]);
    expect(await lintBrief({ ...site([]), 'docs.json': text, 'drafts/plan.mdx': page('Plan'), '.mintignore': 'drafts/\n' }, rules)).toEqual([
      { ...at(text, '"/drafts/plan"'), message: 'Redirect destination "/drafts/plan" leads nowhere: drafts/plan.mdx is on disk, but .mintignore leaves it out of the site. Point the redirect at a published page, or stop ignoring the file.' },
    ]);
  });

  test('invalid, fixable: a destination written as the page file; --fix writes the path the site serves', async () => {
    const text = configText([
      ['/a', '/guides/setup.mdx'],
      ['/b', '/v2/start.mdx#top'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/guides/setup.mdx"'), message: 'Redirect destination "/guides/setup.mdx" names the page\'s file: the published site serves it at "/guides/setup", and "/guides/setup.mdx" is a 404 there. Write "/guides/setup".' },
      { ...at(text, '"/v2/start.mdx#top"'), message: 'Redirect destination "/v2/start.mdx#top" names the page\'s file: the published site serves it at "/v2/start#top", and "/v2/start.mdx#top" is a 404 there. Write "/v2/start#top".' },
    ]);
    const root = makeSite({ ...site([]), 'docs.json': text });
    await lintWith(root, rules, { fix: true });
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).toBe(configText([
      ['/a', '/guides/setup'],
      ['/b', '/v2/start#top'],
    ]));
  });

  test('invalid: a wildcard destination under a folder with no page, with the nearest folder', async () => {
    const text = configText([
      ['/beta/:slug*', '/gudies/:slug*'],
      ['/gamma/:slug*', '/nowhere/:slug*'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/gudies/:slug*"'), message: 'Redirect destination "/gudies/:slug*" leads nowhere: no page or file of this site is under "/gudies/". Did you mean "/guides/:slug*"?' },
      { ...at(text, '"/nowhere/:slug*"'), message: 'Redirect destination "/nowhere/:slug*" leads nowhere: no page or file of this site is under "/nowhere/". Fix the path, or point the redirect at a folder that has pages.' },
    ]);
  });

  test('invalid: a destination that uses a parameter or a wildcard its source does not define', async () => {
    const text = configText([
      ['/beta/:path*', '/v2/:slug*'],
      ['/old/guides', '/guides/*'],
      ['/x/:a/:b', '/v2/:a-:c'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/v2/:slug*"'), message: 'Redirect destination "/v2/:slug*" uses `:slug`, which its source "/beta/:path*" does not define, so nothing fills it in. Use only the source\'s parameters (`:path`).' },
      { ...at(text, '"/guides/*"'), message: 'Redirect destination "/guides/*" uses the wildcard `*`, which its source "/old/guides" does not define, so nothing fills it in. Use only the source\'s parameters (it has none).' },
      { ...at(text, '"/v2/:a-:c"'), message: 'Redirect destination "/v2/:a-:c" uses `:c`, which its source "/x/:a/:b" does not define, so nothing fills it in. Use only the source\'s parameters (`:a`, `:b`).' },
    ]);
  });
});

describe('redirects-valid: chains and loops', () => {
  test('invalid: a destination that is itself redirected, up to the end of the chain', async () => {
    const text = configText([
      ['/a', '/b'],
      ['/b', '/c'],
      ['/c', '/guides/setup'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/b"'), message: 'Redirect destination "/b" is redirected again, by the entry at line 6 ("/b" → "/c") and 1 more after it, so readers go through 3 redirects. Point this entry at the end of the chain, "/guides/setup".' },
      { ...at(text, '"/c"'), message: 'Redirect destination "/c" is redirected again, by the entry at line 7 ("/c" → "/guides/setup"), so readers go through 2 redirects. Point this entry at the end of the chain, "/guides/setup".' },
    ]);
  });

  test('invalid: a destination a wildcard source redirects again, with the path it ends at', async () => {
    const text = configText([
      ['/old', '/latest/setup'],
      ['/latest/:slug*', '/guides/:slug*'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/latest/setup"'), message: 'Redirect destination "/latest/setup" is redirected again, by the entry at line 6 ("/latest/:slug*" → "/guides/:slug*"), so readers go through 2 redirects. Point this entry at the end of the chain, "/guides/setup".' },
    ]);
  });

  test('valid: a chain through a temporary redirect, an alias by design (`/latest/:slug*` → the newest version)', async () => {
    const files = {
      ...site([]),
      'docs.json': {
        name: 'S',
        navigation: [{ group: 'G', pages: ['v2/start'] }],
        redirects: [
          { source: '/old/start', destination: '/latest/start' },
          { source: '/latest/:slug*', destination: '/v2/:slug*', permanent: false },
        ],
      },
    };
    expect(await lintBrief(files, rules)).toEqual([]);
  });

  test('invalid: a loop, reported once at its first entry; an entry that leads into it; a redirect to itself', async () => {
    const text = configText([
      ['/a', '/b'],
      ['/b', '/a'],
      ['/c', '/a'],
      ['/self', '/self/'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/b"', 1), message: 'These redirects form a loop: "/a" → "/b" → "/a". A reader who opens "/a" is sent round it until the browser gives up. Point one of them at a page.' },
      { ...at(text, '"/a"', 3), message: 'Redirect destination "/a" leads into the redirect loop of the entry at line 5 ("/a"), so readers never arrive. Point this entry at a page.' },
      { ...at(text, '"/self/"'), message: 'These redirects form a loop: "/self" → "/self". A reader who opens "/self" is sent round it until the browser gives up. Point one of them at a page.' },
    ]);
  });

  test('valid: `/x/:path*` → `/x` is no loop, since `:path*` matches one segment or more (the generator\'s own redirect check); the folder\'s page stays open', async () => {
    const text = configText([
      ['/legacy/:path*', '/legacy'],
      ['/archive/:slug*/', '/archive'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text, 'legacy/index.mdx': page('Legacy'), 'archive.mdx': page('Archive') }, rules)).toEqual([]);
  });

  test('invalid: a wildcard source still hides the pages one segment or more below it, and still loops through them', async () => {
    const text = configText([
      ['/v2/:slug*', '/v2'],
      ['/guides/:path*', '/guides/:path*/'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text, 'v2.mdx': page('V2') }, rules)).toEqual([
      { ...at(text, '"/v2/:slug*"'), message: 'Redirect source "/v2/:slug*" is the page v2/start.mdx, which readers can no longer open: the redirect answers first. Remove the redirect, or the page.' },
      { ...at(text, '"/guides/:path*"'), message: 'Redirect source "/guides/:path*" is the page guides/deploy.mdx and 1 more, which readers can no longer open: the redirect answers first. Remove the redirect, or the page.' },
      { ...at(text, '"/guides/:path*/"'), message: 'These redirects form a loop: "/guides/:path*" → "/guides/:path*". A reader who opens "/guides/:path*" is sent round it until the browser gives up. Point one of them at a page.' },
    ]);
  });

  test('invalid: wildcard redirects that send each other back (the generator\'s own warning)', async () => {
    const text = configText([
      ['/docs/:slug*', '/help/:slug*'],
      ['/help/:slug*', '/docs/:slug*'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/help/:slug*"', 1), message: 'These redirects form a loop: "/docs/:slug*" → "/help/:slug*" → "/docs/:slug*". A reader who opens "/docs/:slug*" is sent round it until the browser gives up. Point one of them at a page.' },
    ]);
  });
});

describe('redirects-valid: sources', () => {
  test('invalid: two sources that match the same URLs; a source an earlier wildcard already matches', async () => {
    const text = configText([
      ['/old', '/guides/setup'],
      ['/old/', '/guides/deploy'],
      ['/beta/:slug*', '/v2/:slug*'],
      ['/beta/:path*', '/v2/:path*'],
      ['/beta/start', '/v2/start'],
    ]);
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/old/"'), message: 'Redirect source "/old/" matches the same URLs as "/old" at line 5, and the first matching redirect wins, so this entry never applies. Remove one of the two.' },
      { ...at(text, '"/beta/:path*"'), message: 'Redirect source "/beta/:path*" matches the same URLs as "/beta/:slug*" at line 7, and the first matching redirect wins, so this entry never applies. Remove one of the two.' },
      { ...at(text, '"/beta/start"'), message: 'Redirect source "/beta/start" never applies: the earlier source "/beta/:slug*" at line 7 already matches it, and the first matching redirect wins. Move this entry above that one, or remove it.' },
    ]);
  });

  test('the same source written twice is config-schema\'s to report (the generator refuses it), in docs.json and in mint.json alike', async () => {
    const both = { 'redirects-valid': 'error', 'config-schema': 'error' } as const;
    const text = configText([
      ['/old', '/guides/setup'],
      ['/old', '/guides/deploy'],
    ]);
    const expected = [
      {
        file: 'docs.json',
        ruleId: 'config-schema',
        ...positionOf(text, '"/old"', 2),
        message: '`redirects[1].source` repeats the source `/old` of `redirects[0].source`, and the generator accepts each source once. Remove or change one of them.',
      },
    ];
    expect(await lintBrief({ ...site([]), 'docs.json': text }, both)).toEqual(expected);
    const { 'docs.json': _docs, ...pages } = site([]);
    const legacy = await lintBrief({ ...pages, 'mint.json': text }, both);
    expect(legacy.filter((problem) => problem.ruleId !== null)).toEqual([{ ...expected[0], file: 'mint.json' }]);
  });

  test('invalid: a source with a #fragment, a ?query, or a broken pattern never matches', async () => {
    const text = configText([
      ['/guides/old#part', '/guides/setup'],
      ['/guides/old?tab=1', '/guides/setup'],
      ['/guides/old](https:/example.com', '/guides/setup'],
      ['/guides/:', '/guides/setup'],
    ]);
    const hint = 'Write a site path such as "/old/page", with `:name`, `:name*` or `*` for the parts that vary.';
    expect(await lintBrief({ ...site([]), 'docs.json': text }, rules)).toEqual([
      { ...at(text, '"/guides/old#part"'), message: `Redirect source "/guides/old#part" never matches: it has a \`#fragment\`, which browsers never send to the server, so no request matches it. ${hint}` },
      { ...at(text, '"/guides/old?tab=1"'), message: `Redirect source "/guides/old?tab=1" never matches: it has a \`?query\`, and redirects match the path only. ${hint}` },
      { ...at(text, '"/guides/old](https:/example.com"'), message: `Redirect source "/guides/old](https:/example.com" never matches: it is not a valid path pattern (a \`(\` is never closed). ${hint}` },
      { ...at(text, '"/guides/:"'), message: `Redirect source "/guides/:" never matches: it is not a valid path pattern (a \`:\` has no parameter name after it). ${hint}` },
    ]);
  });

  test('a source that is an existing page is reported at the rule\'s severity (as the ESLint plugin can); sourceIsPage: false leaves it out', async () => {
    const text = configText([
      ['/guides/setup', '/guides/deploy'],
      ['/v2/:slug*', 'https://example.com/v2/:slug*'],
      ['/Intro', '/intro'],
    ]);
    const root = makeSite({ ...site([]), 'docs.json': text, 'v2/more.mdx': page('More') });
    const results = await lintWith(root, rules);
    const messages = results.flatMap((result) => result.messages.map((message) => ({ line: message.line, column: message.column, severity: message.severity, message: message.message })));
    expect(messages).toEqual([
      { ...positionOf(text, '"/guides/setup"'), severity: 2, message: 'Redirect source "/guides/setup" is the page guides/setup.mdx, which readers can no longer open: the redirect answers first. Remove the redirect, or the page.' },
      { ...positionOf(text, '"/v2/:slug*"'), severity: 2, message: 'Redirect source "/v2/:slug*" is the page v2/more.mdx and 1 more, which readers can no longer open: the redirect answers first. Remove the redirect, or the page.' },
    ]);
    const asWarning = await lintWith(root, { 'redirects-valid': 'warn' });
    expect(asWarning.flatMap((result) => result.messages.map((message) => message.severity))).toEqual([1, 1]);
    expect(brief(root, await lintWith(root, { 'redirects-valid': ['error', { sourceIsPage: false }] }))).toEqual([]);
    // The values of docs-lint 0.1 are still read: "off" leaves it out, "warn" and "error" report it at the rule's severity.
    expect(brief(root, await lintWith(root, { 'redirects-valid': ['error', { sourceIsPage: 'off' }] }))).toEqual([]);
    const legacy = await lintWith(root, { 'redirects-valid': ['error', { sourceIsPage: 'warn' }] });
    expect(legacy.flatMap((result) => result.messages.map((message) => message.severity))).toEqual([2, 2]);
  });
});

describe('redirects-valid: where reports land', () => {
  test('an entry of a file a `$ref` names is reported in that file, at its line', async () => {
    const refText = `[\n  { "source": "/a", "destination": "/guides/setpu" },\n  { "source": "/b", "destination": "/c" }\n]\n`;
    const docs = `{\n  "name": "S",\n  "navigation": [{ "group": "G", "pages": ["intro", "guides/setup"] }],\n  "redirects": { "$ref": "./config/redirects.json" }\n}\n`;
    const files = { 'docs.json': docs, 'config/redirects.json': refText, 'intro.mdx': page('Intro'), 'guides/setup.mdx': page('Setup') };
    expect(await lintBrief(files, rules)).toEqual([
      { file: 'config/redirects.json', ruleId: 'redirects-valid', ...positionOf(refText, '"/guides/setpu"'), message: 'Redirect destination "/guides/setpu" leads nowhere: no page or file "/guides/setpu" exists in this site. Did you mean "/guides/setup"?' },
      { file: 'config/redirects.json', ruleId: 'redirects-valid', ...positionOf(refText, '"/c"'), message: 'Redirect destination "/c" leads nowhere: no page or file "/c" exists in this site. Fix the path, or create the page.' },
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { PETS_SPEC, STORE_SPEC } from '../helpers/openapi-fixture.js';
import { brief, lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const rules = { 'link-internal-exists': 'error' } as const;
const head = (title: string) => `---\ntitle: ${title}\ndescription: A page about ${title}.\n---\n\n`;

const setupPage = head('Setup') + ['## Install the CLI', '', '## Set up the CLI (v2)', '', '## Install the CLI', '', '<ParamField query="limit" type="integer">\nHow many.\n</ParamField>', '', '<div id="custom-target" />', ''].join('\n');

/** A small site: two pages, an index page, an image, a page with a non-ASCII name, and a redirect. */
function site(page: string, extra: Record<string, string | object> = {}) {
  return {
    'docs.json': {
      name: 'S',
      navigation: [{ group: 'A', pages: ['guides/page', 'guides/setup', 'guides/index', 'guides/安装 指南'] }],
      redirects: [{ source: '/old/:slug*', destination: '/guides/setup' }],
    },
    'guides/page.mdx': head('Page') + page,
    'guides/setup.mdx': setupPage,
    'guides/index.mdx': head('Guides') + '## Overview\n',
    'guides/安装 指南.mdx': head('Install guide') + '## 第一步\n',
    'images/logo.png': 'PNG',
    ...extra,
  };
}

const report = (page: string, needle: string, message: string, occurrence = 1) => ({
  file: 'guides/page.mdx',
  ruleId: 'link-internal-exists',
  ...positionOf(head('Page') + page, needle, occurrence),
  message,
});

const HINT = " A heading's id is its text in lower case with spaces and dots as -, without ? : , ! ( ) and quotes; a repeated heading's id ends in -2, -3.";

describe('link-internal-exists', () => {
  test('valid: pages, index pages, files, anchors, redirects, external and non-ASCII links', async () => {
    const page = [
      '## Links',
      '',
      'Read [setup](/guides/setup), [setup again](./setup), [guides](/guides), [guides/](/guides/) and [home](/).',
      'Anchors: [install](/guides/setup#install-the-cli), [second install](/guides/setup#install-the-cli-2), [v2](setup#set-up-the-cli-v2), [limit](/guides/setup#param-limit), [custom](/guides/setup#custom-target), [here](#links).',
      'Files: ![Logo](/images/logo.png) and [query](/guides/setup?tab=cli#install-the-cli).',
      'Encoded: [install guide](/guides/%E5%AE%89%E8%A3%85%20%E6%8C%87%E5%8D%97#第一步) and [raw](</guides/安装 指南>).',
      'Moved: [old](/old/anything/here). External: [site](https://example.com/x.mdx), [mail](mailto:a@example.com), [proto](//cdn.example.com/a).',
      '',
      '<Card title="Setup" href="/guides/setup#install-the-cli">Start here.</Card>',
      '',
      '<a href="../guides/setup">Setup</a> <img src="/images/logo.png" alt="Acme logo" />',
      '',
      'Code is not a link: `[x](/nowhere)`.',
      '',
      '```md',
      '[x](/nowhere#nothing)',
      '```',
      '',
    ].join('\n');
    expect(await lintBrief(site(page), rules)).toEqual([]);
  });

  test('valid: links under a mint.json anchor or tab whose own `openapi` is a remote document, whose pages the generator makes; other paths are still checked', async () => {
    const files = {
      'mint.json': {
        name: 'S',
        anchors: [{ name: 'API', url: 'api-reference', openapi: 'https://api.acme.dev/openapi.json' }],
        tabs: [{ name: 'Webhooks', url: '/webhooks/', openapi: ['https://api.acme.dev/webhooks.json'] }],
        navigation: [{ group: 'A', pages: ['intro'] }],
      },
      'intro.mdx': `${head('Intro')}See [the chain](/api-reference/chain/get-chain-details), [the API](../api-reference), [events](/webhooks/event) and [a typo](/api-refrence/chain).\n`,
    };
    expect((await lintBrief(files, rules)).map((problem) => problem.message)).toEqual([
      'Link "/api-refrence/chain" is broken: no page or file "/api-refrence/chain" exists in this site. Fix the path, or create the page.',
    ]);
  });

  test('valid: a fragment of a page made from an OpenAPI operation (`openapi` front matter) may be one of the fields the generator adds; other pages\' fragments are still checked', async () => {
    const files = {
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['add', 'guide'] }] },
      'add.mdx': '---\ntitle: Add\ndescription: Add a memory.\nopenapi: post /v3/memories/add/\n---\n\n## Endpoint\n\nSee [all request parameters](#body-messages).\n',
      'guide.mdx': `${head('Guide')}Read [the messages field](/add#body-messages) and [a typo](#body-mesages).\n`,
    };
    expect((await lintBrief(files, rules)).map((problem) => [problem.file, problem.message.split('.')[0]])).toEqual([['guide.mdx', 'Link "#body-mesages" goes to #body-mesages, but this page has no heading or element with that id']]);
  });

  test('invalid: a missing page, a missing file, a case mismatch and a broken href', async () => {
    const page = [
      '## Links',
      '',
      'See [setup](/guides/setpu) and ![Logo](/images/logo.svg).',
      '',
      'Case matters: [setup](/Guides/setup).',
      '',
      '<Card title="Gone" href="/nowhere/at/all">Gone.</Card>',
      '',
      '[ref]: ../guides/missing',
      '',
    ].join('\n');
    expect(await lintBrief(site(page), rules)).toEqual([
      report(page, '/guides/setpu', 'Link "/guides/setpu" is broken: no page or file "/guides/setpu" exists in this site. Did you mean "/guides/setup"?'),
      report(page, '/images/logo.svg', 'Link "/images/logo.svg" is broken: no page or file "/images/logo.svg" exists in this site. Did you mean "/images/logo.png"?'),
      report(page, '/Guides/setup', 'Link "/Guides/setup" is broken: no page or file "/Guides/setup" exists in this site. Did you mean "/guides/setup"?'),
      report(page, '/nowhere/at/all', 'Link "/nowhere/at/all" is broken: no page or file "/nowhere/at/all" exists in this site. Fix the path, or create the page.'),
      report(page, '../guides/missing', 'Link "../guides/missing" is broken: no page or file "/guides/missing" exists in this site. Fix the path, or create the page.'),
    ]);
  });

  test('invalid: a broken target repeated on one page is one report at its first use, with the count', async () => {
    const sprite = (line: number) => `<svg class="icon"><use href="../assets/icons.svg#icon-${line % 2}" /></svg> Entry ${line}.`;
    const page = [
      '## Reference',
      '',
      ...Array.from({ length: 5 }, (_, index) => sprite(index) + '\n'),
      'See [gone](/gone) and [gone again](/gone), and [steps](#nope) twice: [steps](#nope).',
      '',
      'Once: [other](/elsewhere).',
      '',
    ].join('\n');
    const repeat = (count: number) => ` The page uses this target ${count} times; this report stands for every use.`;
    expect(await lintBrief(site(page), rules)).toEqual([
      report(page, '../assets/icons.svg#icon-0', 'Link "../assets/icons.svg#icon-0" is broken: no page or file "/assets/icons.svg" exists in this site. Fix the path, or create the page.' + repeat(5)),
      report(page, '/gone', 'Link "/gone" is broken: no page or file "/gone" exists in this site. Fix the path, or create the page.' + repeat(2)),
      report(page, '#nope', 'Link "#nope" goes to #nope, but this page has no heading or element with that id.' + HINT + repeat(2)),
      report(page, '/elsewhere', 'Link "/elsewhere" is broken: no page or file "/elsewhere" exists in this site. Fix the path, or create the page.'),
    ]);
  });

  test('invalid: fragments are matched exactly against the ids the generator makes, on this page and on others', async () => {
    const page = ['## Next steps', '', 'See [steps](#next-steps:), [install](/guides/setup#install-the-cl) and [v2](/guides/setup#Set-up-the-CLI-v2).', ''].join('\n');
    expect(await lintBrief(site(page), rules)).toEqual([
      report(page, '#next-steps:', 'Link "#next-steps:" goes to #next-steps:, but this page has no heading or element with that id. Did you mean #next-steps?'),
      report(page, '/guides/setup#install-the-cl', 'Link "/guides/setup#install-the-cl" goes to #install-the-cl, but guides/setup.mdx has no heading or element with that id. Did you mean #install-the-cli?'),
      report(page, '/guides/setup#Set-up-the-CLI-v2', 'Link "/guides/setup#Set-up-the-CLI-v2" goes to #Set-up-the-CLI-v2, but guides/setup.mdx has no heading or element with that id. Did you mean #set-up-the-cli-v2?'),
    ]);
  });

  test('a folder of navigation pages opens its first page: links to it resolve; a folder of no navigation page does not', async () => {
    const page = '## Links\n\nSee [the API](/api-reference#webhooks), [drafts](/drafts) and ![API](/api-reference).\n';
    const extra = {
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guides/page', 'api-reference/users', 'api-reference/orders'] }] },
      'api-reference/users.mdx': head('Users'),
      'api-reference/orders.mdx': head('Orders'),
      'drafts/idea.mdx': head('Idea'),
    };
    expect(await lintBrief(site(page, extra), rules)).toEqual([
      report(page, '/drafts', 'Link "/drafts" is broken: no page or file "/drafts" exists in this site. Fix the path, or create the page.'),
      report(page, '/api-reference)', 'Link "/api-reference" is broken: no page or file "/api-reference" exists in this site. Fix the path, or add the file.'),
    ]);
  });

  test('invalid: a broken percent-encoding and a backslash path', async () => {
    const page = ['## Links', '', 'See [a](/guides/%E5%AE) and [b](guides\\setup).', ''].join('\n');
    expect(await lintBrief(site(page), rules)).toEqual([
      report(page, '/guides/%E5%AE', 'Link "/guides/%E5%AE" cannot be followed: its percent-encoding is broken (a `%` not followed by two hex digits).'),
      report(page, 'guides\\setup', 'Link "guides\\setup" cannot be followed: it uses `\\` between path segments; links use `/`.'),
    ]);
  });

  test('a fragment on a page with an id only the generator can evaluate is not judged', async () => {
    const page = ['## Links', '', 'See [x](/guides/dynamic#whatever).', ''].join('\n');
    expect(await lintBrief(site(page, { 'guides/dynamic.mdx': head('Dynamic') + '<div id={props.anchor}>x</div>\n' }), rules)).toEqual([]);
  });

  test('a heading with an expression gets its id from its other text, as on the live site', async () => {
    const page = ['## Links', '', 'See [ok](/guides/dynamic#setup) and [x](/guides/dynamic#whatever).', ''].join('\n');
    expect(await lintBrief(site(page, { 'guides/dynamic.mdx': head('Dynamic') + '## Setup {props.version}\n' }), rules)).toEqual([
      report(page, '/guides/dynamic#whatever', `Link "/guides/dynamic#whatever" goes to #whatever, but guides/dynamic.mdx has no heading or element with that id.${HINT}`),
    ]);
  });

  test('ids as the generator makes them: dots, repeats, {#id}, components; GitHub-style slugs that differ are reported with the real id', async () => {
    const target = head('Context') + [
      '## context.run',
      '',
      '## Usage',
      '',
      '## Usage',
      '',
      '## Install {#get-started}',
      '',
      '##### Deep',
      '',
      '<Accordion title="Überblick & Setup">\nA\n</Accordion>',
      '',
      '<ResponseField name="userId" type="string">\nB\n</ResponseField>',
      '',
      '<Card title="C" id="card">D</Card>',
      '',
    ].join('\n');
    const page = ['## Links', '', 'Good: [a](/guides/context#context-run), [b](/guides/context#usage-2), [c](/guides/context#get-started), [d](/guides/context#ueberblick-and-setup), [e](/guides/context#param-user-id).', '', 'Bad: [f](/guides/context#contextrun), [g](/guides/context#usage-1), [h](/guides/context#install), [i](/guides/context#deep), [j](/guides/context#card).', ''].join('\n');
    const anchor = (url: string, fragment: string, hint: string) => report(page, url, `Link "${url}" goes to #${fragment}, but guides/context.mdx has no heading or element with that id.${hint}`);
    expect(await lintBrief(site(page, { 'guides/context.mdx': target }), rules)).toEqual([
      anchor('/guides/context#contextrun', 'contextrun', ' Did you mean #context-run?'),
      anchor('/guides/context#usage-1', 'usage-1', ' Did you mean #usage-2?'),
      anchor('/guides/context#install', 'install', HINT),
      anchor('/guides/context#deep', 'deep', HINT),
      anchor('/guides/context#card', 'card', HINT),
    ]);
  });

  test('a page has the headings of the snippets it renders, as on the live site; importing alone is not rendering', async () => {
    const target = head('Deploy') + "import Deploying from '/snippets/deploying.mdx';\nimport Unused from '../snippets/unused.mdx';\n\n## Setup\n\n<Deploying />\n";
    const page = ['## Links', '', 'See [a](/guides/deploy#deploying-to-trigger-dev), [b](/guides/deploy#nested-step) and [c](/guides/deploy#not-rendered).', ''].join('\n');
    const files = site(page, {
      'guides/deploy.mdx': target,
      'snippets/deploying.mdx': "import Nested from './nested.mdx';\n\n## Deploying to Trigger.dev\n\n<Nested />\n",
      'snippets/nested.mdx': '### Nested step\n',
      'snippets/unused.mdx': '## Not rendered\n',
      // A snippet's own `#fragment` points into the page that renders it: not judged.
      'snippets/steps.mdx': 'See [setup](#setup) and [gone](#gone).\n',
    });
    expect(await lintBrief(files, rules)).toEqual([
      report(page, '/guides/deploy#not-rendered', `Link "/guides/deploy#not-rendered" goes to #not-rendered, but guides/deploy.mdx has no heading or element with that id.${HINT}`),
    ]);
  });

  test('no heading ids on a page with mode: custom', async () => {
    const page = ['## Links', '', 'See [x](/guides/landing#welcome) and [y](/guides/landing#hero).', ''].join('\n');
    const landing = '---\ntitle: Landing\ndescription: The landing page.\nmode: "custom"\n---\n\n## Welcome\n\n<div id="hero">Hi</div>\n';
    expect(await lintBrief(site(page, { 'guides/landing.mdx': landing }), rules)).toEqual([
      report(page, '/guides/landing#welcome', `Link "/guides/landing#welcome" goes to #welcome, but guides/landing.mdx has no heading or element with that id.${HINT}`),
    ]);
  });

  test('the ignore option leaves generated paths alone', async () => {
    const page = ['## Links', '', 'See [list users](/api-reference/users/list).', ''].join('\n');
    expect(await lintBrief(site(page), { 'link-internal-exists': ['error', { ignore: ['api-reference/**'] }] })).toEqual([]);
  });

  test('a link ending in .mdx or .md is fixable, keeping its fragment; the fragment is still checked', async () => {
    const page = ['## Links', '', 'See [setup](/guides/setup.mdx#install-the-cli), [index](./index.mdx) and [bad](/guides/setup.md#nope).', '', '<Card title="Setup" href="/guides/setup.mdx">Go.</Card>', ''].join('\n');
    const files = site(page, { 'guides/setup.md': head('Setup md') + '## Other\n' });
    const root = makeSite(files);
    expect(brief(root, await lintWith(root, rules))).toEqual([
      report(page, '/guides/setup.mdx#install-the-cli', 'Link "/guides/setup.mdx#install-the-cli" ends in .mdx: it works in a local preview but is a 404 on the published site. Write "/guides/setup#install-the-cli".'),
      report(page, './index.mdx', 'Link "./index.mdx" ends in .mdx: it works in a local preview but is a 404 on the published site. Write "./index".'),
      report(page, '/guides/setup.md#nope', 'Link "/guides/setup.md#nope" ends in .md: it works in a local preview but is a 404 on the published site. Write "/guides/setup#nope".'),
      report(page, '/guides/setup.md#nope', 'Link "/guides/setup.md#nope" goes to #nope, but guides/setup.md has no heading or element with that id.' + HINT),
      report(page, '/guides/setup.mdx"', 'Link "/guides/setup.mdx" ends in .mdx: it works in a local preview but is a 404 on the published site. Write "/guides/setup".'),
    ]);

    const fixed = await lintWith(root, rules, { fix: true });
    expect(fs.readFileSync(path.join(root, 'guides/page.mdx'), 'utf8')).toBe(
      head('Page') + ['## Links', '', 'See [setup](/guides/setup#install-the-cli), [index](./index) and [bad](/guides/setup#nope).', '', '<Card title="Setup" href="/guides/setup">Go.</Card>', ''].join('\n'),
    );
    // After the fix the link goes to guides/setup.mdx, whose headings have no #nope.
    expect(brief(root, fixed)).toEqual([
      { file: 'guides/page.mdx', ruleId: 'link-internal-exists', line: 8, column: 72, message: 'Link "/guides/setup#nope" goes to #nope, but guides/setup.mdx has no heading or element with that id.' + HINT },
    ]);
  });

  test('a directive suppresses a fragment report, which is made after every page was read', async () => {
    const page = ['## Links', '', '{/* docs-lint-disable-next-line link-internal-exists */}', 'See [x](/guides/setup#gone).', ''].join('\n');
    expect(await lintBrief(site(page), rules)).toEqual([]);
  });

  test('README.md links are repository paths and are left alone', async () => {
    expect(await lintBrief(site('## Links\n', { 'README.md': '# Repo\n\nSee [the docs](/docs/missing).\n' }), rules)).toEqual([]);
  });
});

describe('link-internal-exists: pages the generator makes from OpenAPI documents', () => {
  /** A current-shape site whose `navigation` is given, with PETS_SPEC and STORE_SPEC beside it and one page of links. */
  function apiSite(navigation: object, links: string) {
    return {
      'docs.json': { theme: 'mint', name: 'S', colors: { primary: '#112233' }, navigation },
      'pets.yaml': PETS_SPEC,
      'store.yaml': STORE_SPEC,
      'links.mdx': head('Links') + links,
    };
  }
  const linkList = (paths: string[]) => paths.map((target) => `- [${target}](${target})`).join('\n') + '\n';

  test('an element with `openapi` and no endpoint entries: a page for every operation and webhook, named as the generator names them', async () => {
    const generated = [
      // `<directory>/<first tag>/<summary as a file name>`
      '/reference/pets/list-pets',
      '/reference/pets/create-a-pet',
      // Punctuation dropped from the summary.
      '/reference/pets/get-pet-by-id',
      // The same name again within one tag group gets `-1`.
      '/reference/pets/list-pets-1',
      // No summary: the method and the path, `{parameters}` dropped.
      '/reference/store/get-stores-inventory',
      // `x-mint.href` as given, lower-cased.
      '/status/health-check',
      // `x-hidden`: built, only left out of the sidebar; untagged, so no tag folder.
      '/reference/hidden-op',
      // Webhooks: the summary, else the webhook's name as a file name.
      '/reference/orders/order_created',
      '/reference/petadopted',
      // A fragment on a generated page is not judged: its anchors are not known here.
      '/reference/pets/list-pets#response-id',
    ];
    const navigation = { groups: [{ group: 'Guide', pages: ['links'] }, { group: 'API', openapi: { source: 'pets.yaml', directory: 'reference' } }] };
    expect(await lintBrief(apiSite(navigation, linkList(generated)), rules)).toEqual([]);

    const notGenerated = ['/reference/secret', '/reference/pets/list-pets-2', '/api-reference/pets/list-pets'];
    const links = linkList(notGenerated);
    expect(await lintBrief(apiSite(navigation, links), rules)).toEqual([
      // `x-excluded`: no page at all.
      report(links, '/reference/secret', 'Link "/reference/secret" is broken: no page or file "/reference/secret" exists in this site. Fix the path, or create the page.', 2),
      report(links, '/reference/pets/list-pets-2', 'Link "/reference/pets/list-pets-2" is broken: no page or file "/reference/pets/list-pets-2" exists in this site. Did you mean "/reference/pets/list-pets-1"?', 2),
      report(links, '/api-reference/pets/list-pets', 'Link "/api-reference/pets/list-pets" is broken: no page or file "/api-reference/pets/list-pets" exists in this site. Did you mean "/reference/pets/list-pets"?', 2),
    ].map((problem) => ({ ...problem, file: 'links.mdx' })));
  });

  test('an element that lists endpoint entries: pages for those only, in its `directory` (default `api-reference`), and for entries naming another document', async () => {
    const navigation = {
      groups: [
        { group: 'Guide', pages: ['links'] },
        { group: 'API', openapi: 'pets.yaml', pages: ['GET /pets', 'webhook order.created', 'store.yaml GET /orders'] },
      ],
    };
    const links = linkList(['/api-reference/pets/list-pets', '/api-reference/orders/order_created', '/api-reference/list-orders', '/api-reference/pets/create-a-pet']);
    expect(await lintBrief(apiSite(navigation, links), rules)).toEqual([
      {
        ...report(links, '/api-reference/pets/create-a-pet', 'Link "/api-reference/pets/create-a-pet" is broken: no page or file "/api-reference/pets/create-a-pet" exists in this site. Did you mean "/api-reference/pets/list-pets"?', 2),
        file: 'links.mdx',
      },
    ]);
  });

  test('a remote document makes pages docs-lint cannot list: links under its directory (default `api-reference`) are taken as its pages, other paths are still checked', async () => {
    const navigation = {
      groups: [
        { group: 'Guide', pages: ['links'] },
        { group: 'API', openapi: 'https://example.com/openapi.json' },
        { group: 'Admin', openapi: { source: 'https://example.com/admin.json', directory: '/admin-api/' } },
      ],
    };
    const links = linkList(['/api-reference/keys/create-key', '/admin-api/users/delete-user', '/api-refrence/keys', '/reference/anything']);
    expect((await lintBrief(apiSite(navigation, links), rules)).map((problem) => problem.message)).toEqual([
      'Link "/api-refrence/keys" is broken: no page or file "/api-refrence/keys" exists in this site. Fix the path, or create the page.',
      'Link "/reference/anything" is broken: no page or file "/reference/anything" exists in this site. Fix the path, or create the page.',
    ]);
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { presetRules } from '../../presets/index.js';
import { applyMove } from '../../src/move/apply-move.js';
import { cli } from '../helpers/run-cli.js';
import { brief, lintWith, makeSite } from '../helpers/site-fixture.js';

const DOCS_JSON = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#0D7A5F" },
  "navigation": {
    "tabs": [
      { "tab": "Guides", "groups": [{ "group": "Start", "pages": ["index", "guides/setup", "guides/index"] }] },
      { "$ref": "./nav/api.json" }
    ]
  },
  "navbar": { "links": [{ "label": "Setup", "href": "/guides/setup" }] },
  "redirects": [
    { "source": "/old-setup", "destination": "/guides/setup" }
  ]
}
`;
const API_NAV = '{ "tab": "API", "groups": [{ "group": "Reference", "pages": ["/guides/setup", "api/auth"] }] }\n';
const front = (title: string) => `---\ntitle: ${title}\ndescription: The ${title} page of the Acme docs.\n---\n\n`;

/** A site with `$ref` navigation, anchors, a snippet, an import, relative links and images. */
function siteFiles(): Record<string, string> {
  return {
    'docs.json': DOCS_JSON,
    'nav/api.json': API_NAV,
    'index.mdx': `${front('Home')}Read [the setup guide](/guides/setup) first, then [its install step](/guides/setup#install-the-cli).\n\nSee also [setup](guides/setup) and [the guides](/guides).\n`,
    // Served at /guides, so a relative link starts from the site root.
    'guides/index.mdx': `${front('Guides')}Start with [setup](/guides/setup), or [install](guides/setup#install-the-cli).\n`,
    'guides/setup.mdx': [
      front('Setup'),
      "import Note from '../snippets/note.mdx';\n",
      "import Tip from './snippets/tip.mdx';\n\n",
      '<Note />\n\n<Tip />\n\n',
      '## Install the CLI\n\n',
      'Go [home](../) or to [auth](../api/auth) or [tokens](/api/auth#tokens).\n\n',
      '<Frame>\n  ![Setup screen](./img/screen.png)\n</Frame>\n\n',
      '<Frame>\n  <img src="/images/logo.png" alt="Acme logo on a white background" />\n</Frame>\n\n',
      'Jump to [install](#install-the-cli).\n',
    ].join(''),
    'guides/snippets/tip.mdx': 'A tip about [the install step](#install-the-cli).\n',
    'guides/img/screen.png': '',
    'images/logo.png': '',
    'api/auth.mdx': `${front('Auth')}## Tokens\n\nBack to [setup](../guides/setup#install-the-cli), or [setup](/guides/setup).\n\n<Card title="Setup" href="/guides/setup">Set up the CLI.</Card>\n`,
    'snippets/note.mdx': '<Note>Read [the setup guide](/guides/setup#install-the-cli).</Note>\n',
  };
}

function readTree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(root, full).split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return out;
}

const everyRule = presetRules('all');

/** Every problem of the site, with the moved paths written back as they were, so a run before and one after compare. */
async function problems(root: string, renamed: Record<string, string> = {}): Promise<string[]> {
  return brief(root, await lintWith(root, everyRule))
    .filter((problem) => problem.ruleId !== null)
    .map((problem) => `${renamed[problem.file] ?? problem.file} ${problem.ruleId} ${problem.message}`)
    .sort();
}

describe('docs-lint mv: a page', () => {
  test('updates $ref navigation, links, #anchor links, the snippet, the moved page\'s relative links, imports and images, and adds a redirect; the site lints as before', async () => {
    const root = makeSite(siteFiles());
    const before = await problems(root);
    expect(before.filter((line) => /link-internal-exists|nav-page-exists|redirects-valid|nav-no-orphan|config-file-exists/.test(line))).toEqual([]);

    const run = await cli(['mv', 'guides/setup.mdx', 'start/install.mdx'], root);
    expect(run).toEqual({
      code: 0,
      stdout: 'Moved guides/setup.mdx → start/install.mdx.\nUpdated 7 files: docs.json, nav/api.json, api/auth.mdx, guides/index.mdx, start/install.mdx, index.mdx, snippets/note.mdx.\nAdded 1 redirect from the old URL.\nRun docs-lint to check the site.\n',
      stderr: '',
    });

    const after = readTree(root);
    expect(after['guides/setup.mdx']).toBeUndefined();
    expect(after['docs.json']).toBe(
      DOCS_JSON.replace('"guides/setup", "guides/index"', '"start/install", "guides/index"')
        .replace('"href": "/guides/setup"', '"href": "/start/install"')
        .replace(
          '{ "source": "/old-setup", "destination": "/guides/setup" }\n',
          '{ "source": "/old-setup", "destination": "/start/install" },\n    { "source": "/guides/setup", "destination": "/start/install" }\n',
        ),
    );
    expect(after['nav/api.json']).toBe(API_NAV.replace('"/guides/setup"', '"/start/install"'));
    expect(after['index.mdx']).toBe(
      `${front('Home')}Read [the setup guide](/start/install) first, then [its install step](/start/install#install-the-cli).\n\nSee also [setup](start/install) and [the guides](/guides).\n`,
    );
    expect(after['guides/index.mdx']).toBe(`${front('Guides')}Start with [setup](/start/install), or [install](start/install#install-the-cli).\n`);
    expect(after['api/auth.mdx']).toContain('Back to [setup](../start/install#install-the-cli), or [setup](/start/install).\n\n<Card title="Setup" href="/start/install">');
    expect(after['snippets/note.mdx']).toBe('<Note>Read [the setup guide](/start/install#install-the-cli).</Note>\n');
    // The moved page: its relative import, link and image now lead from start/ to where they were; the rest stays.
    const moved = siteFiles()['guides/setup.mdx'].replace("from './snippets/tip.mdx'", "from '../guides/snippets/tip.mdx'").replace('](./img/screen.png)', '](../guides/img/screen.png)');
    expect(after['start/install.mdx']).toBe(moved);
    expect(after['guides/snippets/tip.mdx']).toBe(siteFiles()['guides/snippets/tip.mdx']);

    expect(await problems(root, { 'start/install.mdx': 'guides/setup.mdx' })).toEqual(before);
  });

  test('--dry-run prints a diff that git apply makes into the same move, and changes nothing', async () => {
    const root = makeSite(siteFiles());
    const untouched = readTree(root);
    const dry = await cli(['mv', 'guides/setup', 'start/install', '--dry-run'], root);
    expect(dry.code).toBe(0);
    expect(readTree(root)).toEqual(untouched);
    expect(dry.stdout).toContain('diff --git a/guides/setup.mdx b/start/install.mdx\nrename from guides/setup.mdx\nrename to start/install.mdx\n--- a/guides/setup.mdx\n+++ b/start/install.mdx\n');
    expect(dry.stdout).toContain('-See also [setup](guides/setup) and [the guides](/guides).\n+See also [setup](start/install) and [the guides](/guides).\n');

    const applied = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-mv-apply-'));
    try {
      for (const [file, text] of Object.entries(untouched)) {
        fs.mkdirSync(path.dirname(path.join(applied, file)), { recursive: true });
        fs.writeFileSync(path.join(applied, file), text);
      }
      execFileSync('git', ['init', '-q'], { cwd: applied });
      execFileSync('git', ['apply'], { cwd: applied, input: dry.stdout });
      fs.rmSync(path.join(applied, '.git'), { recursive: true, force: true });
      await cli(['mv', 'guides/setup', 'start/install'], root);
      expect(readTree(applied)).toEqual(readTree(root));
    } finally {
      fs.rmSync(applied, { recursive: true, force: true });
    }
  });

  test('--no-redirect adds no redirect; a target folder keeps the file name; a site without redirects gets the key, indented as its neighbours', async () => {
    const files = siteFiles();
    files['docs.json'] = DOCS_JSON.replace(',\n  "redirects": [\n    { "source": "/old-setup", "destination": "/guides/setup" }\n  ]', '');
    const root = makeSite(files);
    expect((await cli(['mv', 'guides/setup.mdx', 'start/', '--no-redirect'], root)).code).toBe(0);
    expect(fs.existsSync(path.join(root, 'start/setup.mdx'))).toBe(true);
    expect(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).not.toContain('redirects');

    const second = makeSite(files);
    expect((await cli(['mv', 'guides/setup.mdx', 'start/'], second)).code).toBe(0);
    expect(fs.readFileSync(path.join(second, 'docs.json'), 'utf8')).toContain(
      '  "navbar": { "links": [{ "label": "Setup", "href": "/start/setup" }] },\n  "redirects": [\n    { "source": "/guides/setup", "destination": "/start/setup" }\n  ]\n}\n',
    );
  });

  test('an index page linked by its folder URL, in a mint.json site with a multi-line redirect list', async () => {
    const mint = '{\n  "name": "Acme",\n  "navigation": [\n    { "group": "Start", "pages": ["index", "guides/index"] }\n  ],\n  "redirects": [\n    {\n      "source": "/old",\n      "destination": "/guides"\n    }\n  ]\n}\n';
    const root = makeSite({
      'mint.json': mint,
      'index.mdx': `${front('Home')}See [the guides](/guides) and [their start](/guides#first-steps).\n`,
      'guides/index.mdx': `${front('Guides')}## First steps\n\nGo [home](/).\n`,
    });
    const before = await problems(root);
    expect((await cli(['mv', 'guides/index.mdx', 'tutorials.mdx'], root)).code).toBe(0);
    expect(fs.readFileSync(path.join(root, 'mint.json'), 'utf8')).toBe(
      '{\n  "name": "Acme",\n  "navigation": [\n    { "group": "Start", "pages": ["index", "tutorials"] }\n  ],\n  "redirects": [\n    {\n      "source": "/old",\n      "destination": "/tutorials"\n    },\n    {\n      "source": "/guides",\n      "destination": "/tutorials"\n    }\n  ]\n}\n',
    );
    expect(fs.readFileSync(path.join(root, 'index.mdx'), 'utf8')).toContain('See [the guides](/tutorials) and [their start](/tutorials#first-steps).');
    expect(await problems(root, { 'tutorials.mdx': 'guides/index.mdx' })).toEqual(before);
  });
});

describe('docs-lint mv: redirects', () => {
  test('a redirect list that a $ref names gets the new entry in its own file', async () => {
    const files = siteFiles();
    files['docs.json'] = DOCS_JSON.replace('"redirects": [\n    { "source": "/old-setup", "destination": "/guides/setup" }\n  ]', '"redirects": { "$ref": "./redirects.json" }');
    files['redirects.json'] = '[\n  { "source": "/old-setup", "destination": "/guides/setup" }\n]\n';
    const root = makeSite(files);
    expect((await cli(['mv', 'guides/setup.mdx', 'start/install.mdx'], root)).code).toBe(0);
    expect(fs.readFileSync(path.join(root, 'redirects.json'), 'utf8')).toBe(
      '[\n  { "source": "/old-setup", "destination": "/start/install" },\n  { "source": "/guides/setup", "destination": "/start/install" }\n]\n',
    );
  });

  test('redirects that are not a list: refused, unless --no-redirect', async () => {
    const files = siteFiles();
    files['docs.json'] = DOCS_JSON.replace(/"redirects": \[[^\]]*\]/, '"redirects": {}');
    const root = makeSite(files);
    const untouched = readTree(root);
    expect(await cli(['mv', 'guides/setup.mdx', 'start/install.mdx'], root)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'docs-lint mv: `redirects` in docs.json is not a list, so the redirect from the old URL cannot be added. Fix it, or pass --no-redirect. Nothing was changed.\n',
    });
    expect(readTree(root)).toEqual(untouched);
    expect((await cli(['mv', 'guides/setup.mdx', 'start/install.mdx', '--no-redirect'], root)).code).toBe(0);
  });
});

describe('docs-lint mv: a folder', () => {
  test('moves every file in it, pages and images, and updates what names them; the site lints as before', async () => {
    const root = makeSite(siteFiles());
    const before = await problems(root);
    const run = await cli(['mv', 'guides', 'tutorials'], root);
    expect(run.stdout.split('\n')[0]).toBe('Moved guides/ → tutorials/ (4 files, 2 pages).');
    const after = readTree(root);
    expect(Object.keys(after).filter((file) => file.startsWith('guides/'))).toEqual([]);
    expect(Object.keys(after).filter((file) => file.startsWith('tutorials/')).sort()).toEqual(['tutorials/img/screen.png', 'tutorials/index.mdx', 'tutorials/setup.mdx', 'tutorials/snippets/tip.mdx']);
    // Links inside the folder are relative to it and stay as they were.
    expect(after['tutorials/setup.mdx']).toBe(siteFiles()['guides/setup.mdx']);
    expect(after['index.mdx']).toContain('See also [setup](tutorials/setup) and [the guides](/tutorials).');
    expect(after['docs.json']).toContain('"pages": ["index", "tutorials/setup", "tutorials/index"]');
    expect(after['docs.json']).toContain('{ "source": "/guides", "destination": "/tutorials" },\n    { "source": "/guides/setup", "destination": "/tutorials/setup" }\n');
    const renamed = Object.fromEntries(Object.keys(after).filter((file) => file.startsWith('tutorials/')).map((file) => [file, file.replace(/^tutorials\//, 'guides/')]));
    expect(await problems(root, renamed)).toEqual(before);
  });
});

describe('docs-lint mv: refusals change nothing', () => {
  test.each([
    [['guides/setup.mdx', 'api/auth.mdx'], 'docs-lint mv: api/auth.mdx already exists: docs-lint mv never overwrites. Choose another name, or remove that file first. Nothing was changed.\n'],
    [['guides/setup.mdx', '../outside.mdx'], /^docs-lint mv: \.\.\/outside\.mdx is outside the site root .+: a move must keep the page in the site\. Nothing was changed\.\n$/],
    [['snippets/note.mdx', 'note.mdx'], 'docs-lint mv: snippets/note.mdx is a snippet, not a page: pages import it by path, and docs-lint mv moves pages. Nothing was changed.\n'],
    [['images/logo.png', 'logo.png'], 'docs-lint mv: images/logo.png is not a page: docs-lint mv moves .mdx and .md pages (and folders of them). Nothing was changed.\n'],
    [['images', 'pictures'], 'docs-lint mv: images/ holds no page of the site: docs-lint mv moves pages and folders of pages. Nothing was changed.\n'],
    [['guides/missing.mdx', 'x.mdx'], 'docs-lint mv: guides/missing.mdx does not exist: name a page file (guides/setup.mdx), its path without the extension, or a folder. Nothing was changed.\n'],
    [['guides/setup.mdx', 'old-setup'], 'docs-lint mv: old-setup.mdx would be served at /old-setup, which a redirect in the config sends elsewhere: readers would never see the page. Remove that redirect first, or choose another name. Nothing was changed.\n'],
    [['guides/setup.mdx', 'api/auth.md'], 'docs-lint mv: api/auth.md would be served at /api/auth, where api/auth.mdx already is. Choose another name. Nothing was changed.\n'],
    [['guides/setup.mdx', 'snippets/setup.mdx'], 'docs-lint mv: snippets/setup.mdx is under a snippets folder, where a file is a snippet and not a page. Nothing was changed.\n'],
    [['guides/setup.mdx', 'start/setup.txt'], 'docs-lint mv: start/setup.txt is not a page file name: a page ends in .mdx or .md. Nothing was changed.\n'],
    [['guides', 'guides/inner'], 'docs-lint mv: Cannot move guides into itself (guides/inner). Nothing was changed.\n'],
    [['guides', 'api'], 'docs-lint mv: api already exists: docs-lint mv never overwrites. Choose a new folder name, or move the pages one by one. Nothing was changed.\n'],
  ])('mv %j', async (args, message) => {
    const root = makeSite(siteFiles());
    const untouched = readTree(root);
    const run = await cli(['mv', ...args], root);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    if (typeof message === 'string') expect(run.stderr).toBe(message);
    else expect(run.stderr).toMatch(message);
    expect(readTree(root)).toEqual(untouched);
  });

  test('usage errors exit 2', async () => {
    const root = makeSite(siteFiles());
    expect(await cli(['mv', 'guides/setup.mdx'], root)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docs-lint mv: give the page to move and where to move it: docs-lint mv guides/setup.mdx start/setup.mdx\n',
    });
    expect((await cli(['mv', '--bogus', 'a', 'b'], root)).code).toBe(2);
    expect((await cli(['mv', '--help'], root)).stdout).toMatch(/^Usage: docs-lint mv <from> <to> \[options\]/);
  });

  test('a step that fails undoes the ones before it: the rename and the files already written', () => {
    const root = makeSite(siteFiles());
    const untouched = readTree(root);
    const plan = { rename: { from: 'guides/setup.mdx', to: 'start/install.mdx' }, isFolder: false, files: [{ from: 'guides/setup.mdx', to: 'start/install.mdx', isPage: true }] };
    const changes = [
      { file: 'index.mdx', after: 'index.mdx', before: untouched['index.mdx'], text: 'changed\n', bom: false },
      // Its folder is a file: the write fails after the rename and the first write were made.
      { file: 'index.mdx/x.mdx', after: 'index.mdx/x.mdx', before: '', text: 'x', bom: false },
    ];
    expect(() => applyMove(root, plan, changes)).toThrow(/^The move failed \(.*ENOTDIR.*\); nothing was changed\.$/);
    expect(readTree(root)).toEqual(untouched);
    expect(fs.existsSync(path.join(root, 'start'))).toBe(false);
  });
});

describe('docs-lint mv and the baseline', () => {
  const files = () => ({
    'docs.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }] },
    'index.mdx': `${front('Home')}Read [the setup guide](/guides/setup) and [the old page](/gone).\n`,
    'guides/setup.mdx': `${front('Setup')}## Install\n\n![](./img/screen.png)\n\nSee [the old page](/gone).\n`,
    'guides/img/screen.png': 'png',
  });

  test('the moved page\'s baselined problems move with it, and problems on the lines the move rewrites stay baselined: the next run has nothing new', async () => {
    const root = makeSite(files());
    expect((await cli(['.', '--baseline-write'], root)).stderr).toBe('docs-lint: recorded 4 problems in 2 files in .docs-lint-baseline.json; later runs report only new problems.\n');
    const run = await cli(['mv', 'guides/setup.mdx', 'start/setup.mdx'], root);
    expect(run).toEqual({
      code: 0,
      stdout: 'Moved guides/setup.mdx → start/setup.mdx.\nUpdated 3 files: docs.json, start/setup.mdx, index.mdx.\nAdded 1 redirect from the old URL.\nMoved 3 baselined problems with the page in .docs-lint-baseline.json.\nRun docs-lint to check the site.\n',
      stderr: '',
    });
    expect(fs.readFileSync(path.join(root, 'start/setup.mdx'), 'utf8')).toContain('![](../guides/img/screen.png)');
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(root, '.docs-lint-baseline.json'), 'utf8')).files)).toEqual(['index.mdx', 'start/setup.mdx']);
    expect(await cli(['.'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (4 in the baseline)\n', stderr: '' });
  });

  test('--baseline names another baseline; a missing one refuses the move', async () => {
    const root = makeSite(files());
    await cli(['.', '--baseline-write', '--baseline', 'debt.json'], root);
    expect((await cli(['mv', 'guides/setup.mdx', 'start/setup.mdx', '--baseline', 'nothing.json'], root)).stderr).toBe(
      `docs-lint mv: --baseline nothing.json: there is no baseline at ${path.join(root, 'nothing.json')}. Nothing was changed.\n`,
    );
    expect((await cli(['mv', 'guides/setup.mdx', 'start/setup.mdx', '--baseline', 'debt.json'], root)).stdout).toContain('Moved 3 baselined problems with the page in debt.json.\n');
    expect((await cli(['.', '--baseline', 'debt.json'], root)).code).toBe(0);
  });
});

import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, jest, test } from '@jest/globals';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';
import { FM } from './hostile-site.js';

/*
 * Made-up credentials in real formats, assembled at run time so that this file holds no string a
 * secret scanner would take for a leaked credential.
 */
const join = (...parts: string[]) => parts.join('');
const GITHUB_TOKEN = join('ghp', '_', 'R8sX2mQ9vL4kT7wZ1nB5cH3jF6dY0pA8eU2i');
const STRIPE_KEY = join('sk', '_live_', '51Hq8ZtK3mVw9XbR2nLc7PdY4sJf6GhT0aQe');
const SLACK_TOKEN = join('xoxb', '-2487365019-7405938261734-', 'Gq7WmZ2kR9tXbV4nL8sJ3hPd');
const SECRETS = [GITHUB_TOKEN, STRIPE_KEY, SLACK_TOKEN];

const FORMATS = ['stylish', 'json', 'github', 'sarif', 'html', 'markdown', 'junit'] as const;

describe('no output format ever contains a secret that no-secrets detected', () => {
  // Each secret sits where another rule's report would quote it: a heading repeated (its text is
  // quoted), broken links (their URL is quoted), an image whose fix rewrites its paragraph.
  const page = [
    FM.trimEnd(),
    '',
    `## Use \`${GITHUB_TOKEN}\``,
    '',
    `## Use \`${GITHUB_TOKEN}\``,
    '',
    '{/* docs-lint-disable-next-line no-secrets */}',
    `Read [the key reference](/api/keys?key=${STRIPE_KEY}).`,
    '',
    `![Usage chart for the account](/img/usage.png?token=${GITHUB_TOKEN})`,
    '',
    `<Card title="Slack" href="/integrations/slack?token=${SLACK_TOKEN}">`,
    '  Connect Slack.',
    '</Card>',
    '',
    '```bash',
    `curl -H "Authorization: Bearer ${STRIPE_KEY}" https://api.example.com`,
    '```',
    '',
  ].join('\n');
  const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': page, 'img/usage.png': '' });

  test.each(FORMATS)('--format %s', async (format) => {
    const run = await cli(['--preset', 'all', '--format', format], root);
    expect(run.code).toBe(1);
    // Nor in another case: a heading's anchor is its text in lower case.
    const output = `${run.stdout}\n${run.stderr}`.toLowerCase();
    for (const secret of SECRETS) expect(output).not.toContain(secret.toLowerCase());
    // The secrets were found, and the other rules still reported the places that quote them.
    if (format === 'json') {
      const [result] = JSON.parse(run.stdout).filter((entry: { filePath: string }) => entry.filePath.endsWith('page.mdx'));
      const ids = (messages: Array<{ ruleId: string }>) => messages.map((message) => message.ruleId);
      // Both headings, the image URL, the Card's href and the code block; the link's is suppressed.
      expect(ids(result.messages).filter((id) => id === 'no-secrets')).toHaveLength(5);
      expect(ids(result.suppressedMessages)).toEqual(['no-secrets']);
      expect(ids(result.messages)).toEqual(expect.arrayContaining(['heading-descriptive', 'link-internal-exists', 'image-frame']));
      const quoting = result.messages.filter((message: { ruleId: string; message: string }) => message.ruleId !== 'no-secrets' && /ghp_…|sk_l…|xoxb…/.test(message.message));
      expect(quoting.map((message: { ruleId: string }) => message.ruleId).sort()).toEqual(['heading-descriptive', 'link-internal-exists', 'link-internal-exists']);
      // The image's fix would print the token in the JSON, so it is left out; --fix still applies it.
      const frame = result.messages.find((message: { ruleId: string }) => message.ruleId === 'image-frame');
      expect(frame.fix).toBeUndefined();
    }
  });

  test('the HTML report shows the source lines that quote a secret, masked; the detectors mask them even with no-secrets off', async () => {
    const run = await cli(['--preset', 'all', '--format', 'html'], root);
    expect(run.stdout).toMatch(/<span class="ln" aria-hidden="true">\d+<\/span>## Use `ghp_…`<\/code>/);
    expect(run.stdout).toContain('Read [the key reference](/api/keys?key=sk_l…).</code>');
    const off = await cli(['--preset', 'all', '--rule', 'no-secrets:off', '--format', 'html'], root);
    const lines = [...off.stdout.matchAll(/<pre class="src"><code>(.*?)<\/code><\/pre>/g)].map((match) => match[1]).join('\n');
    expect(lines).toContain('## Use `ghp_…`');
    for (const secret of SECRETS) expect(lines).not.toContain(secret);
  });

  test('--fix still applies the fix whose text holds a secret (the file is the user\'s)', async () => {
    const copy = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': page, 'img/usage.png': '' });
    await cli(['--rule', 'image-frame:warn', '--fix'], copy);
    expect(fs.readFileSync(path.join(copy, 'page.mdx'), 'utf8')).toContain(`<Frame>\n  ![Usage chart for the account](/img/usage.png?token=${GITHUB_TOKEN})\n</Frame>`);
  });
});

describe('nothing is fetched from the network', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('remote OpenAPI files, external $refs, links and images stay untouched', async () => {
    const attempts: string[] = [];
    const refuse = (what: string) => () => {
      attempts.push(what);
      throw new Error(`network access: ${what}`);
    };
    jest.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse('net.Socket.connect'));
    jest.spyOn(dns, 'lookup').mockImplementation(refuse('dns.lookup'));
    jest.spyOn(http, 'request').mockImplementation(refuse('http.request'));
    jest.spyOn(http, 'get').mockImplementation(refuse('http.get'));
    jest.spyOn(https, 'request').mockImplementation(refuse('https.request'));
    jest.spyOn(https, 'get').mockImplementation(refuse('https.get'));
    if (typeof globalThis.fetch === 'function') jest.spyOn(globalThis, 'fetch').mockImplementation(refuse('fetch'));

    const spec = [
      'openapi: 3.0.3',
      'info: { title: Pets, version: "1" }',
      'paths:',
      '  /pets:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: OK',
      '          content:',
      '            application/json:',
      '              schema: { $ref: "https://schemas.example.com/pet.json#/Pet" }',
      '',
    ].join('\n');
    const root = makeSite({
      'docs.json': {
        name: 'S',
        logo: 'https://cdn.example.com/logo.png',
        openapi: ['https://api.example.com/openapi.json', 'api/openapi.yaml'],
        navigation: [{ group: 'A', pages: ['page', 'https://example.com/elsewhere'] }],
      },
      'api/openapi.yaml': spec,
      'page.mdx': `${FM}See [the status page](https://status.example.com/#now).\n\n<Frame>\n  ![Logo on a white background](https://cdn.example.com/logo.png)\n</Frame>\n\n<img src="https://cdn.example.com/x.png" alt="A chart of the week's requests" />\n`,
    });
    const run = await cli(['--preset', 'all', '--format', 'json'], root);
    expect(run.stderr).toBe('');
    expect(attempts).toEqual([]);
  });
});

/** True when reading a file updates its access time here (not so on a `noatime` mount). */
function accessTimesWork(dir: string): boolean {
  const probe = path.join(dir, '.atime-probe');
  fs.writeFileSync(probe, 'x');
  fs.utimesSync(probe, 1000, new Date());
  fs.readFileSync(probe);
  const works = fs.statSync(probe).atimeMs !== 1000 * 1000;
  fs.rmSync(probe);
  return works;
}

describe('nothing outside the site root is read, and nothing is written without --fix', () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-outside-'));
  afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));
  const testIfAtime = accessTimesWork(outside) ? test : test.skip;

  testIfAtime('links to files and folders outside, and navigation entries that climb out, are never opened', async () => {
    fs.writeFileSync(path.join(outside, 'secret.mdx'), `${FM}# Outside\n`);
    fs.writeFileSync(path.join(outside, 'spec.yaml'), 'openapi: 3.0.3\ninfo: { title: X, version: "1" }\npaths: {}\n');
    fs.writeFileSync(path.join(outside, 'logo.png'), '');
    fs.mkdirSync(path.join(outside, 'sub'));
    fs.writeFileSync(path.join(outside, 'sub', 'page.mdx'), `${FM}# Deeper\n`);
    const root = makeSite({
      'docs.json': {
        name: 'S',
        logo: 'logo.png',
        openapi: 'spec.yaml',
        navigation: [{ group: 'A', pages: ['page', 'linked', 'away/secret', 'away/sub/page', `../${path.basename(outside)}/secret`] }],
      },
      'page.mdx': `${FM}See [the secret](/linked), [away](/away/secret) and [up](../${path.basename(outside)}/secret).\n`,
    });
    fs.symlinkSync(path.join(outside, 'secret.mdx'), path.join(root, 'linked.mdx'));
    fs.symlinkSync(path.join(outside, 'spec.yaml'), path.join(root, 'spec.yaml'));
    fs.symlinkSync(path.join(outside, 'logo.png'), path.join(root, 'logo.png'));
    fs.symlinkSync(outside, path.join(root, 'away'));
    const entries = ['.', 'secret.mdx', 'spec.yaml', 'logo.png', 'sub', 'sub/page.mdx'].map((entry) => path.join(outside, entry));
    for (const entry of entries) fs.utimesSync(entry, 1000, new Date());

    for (const args of [['--preset', 'all'], ['--preset', 'all', '--fix'], ['--preset', 'all', '--fix-dry-run']]) {
      const run = await cli(['--format', 'json', ...args], root);
      expect(run.stdout).not.toContain('Outside');
      expect(entries.filter((entry) => fs.statSync(entry).atimeMs !== 1000 * 1000)).toEqual([]);
    }
  });

  test('a run without --fix (and one with --fix-dry-run) leaves every file of the site as it was', async () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page.mdx'] }] },
      'page.mdx': `---\ntitle: T\ndescrption: D.\n---\n\n# Setup\n\n![A chart of requests](/chart.png)\n\n[Next](/page.mdx)\n`,
      'chart.png': '',
    });
    const snapshot = () => {
      const files = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      return Object.fromEntries(
        files.map((entry) => {
          const file = path.join(entry.parentPath ?? entry.path, entry.name);
          const stat = fs.statSync(file);
          return [path.relative(root, file), { text: fs.readFileSync(file, 'utf8'), mtime: stat.mtimeMs, mode: stat.mode }];
        }),
      );
    };
    const before = snapshot();
    expect(Object.keys(before).sort()).toEqual(['chart.png', 'docs.json', 'page.mdx']);
    for (const format of FORMATS) {
      expect((await cli(['--preset', 'all', '--format', format], root)).code).toBe(1);
      // Every problem has a fix, so none would remain.
      expect((await cli(['--preset', 'all', '--format', format, '--fix-dry-run'], root)).code).toBe(0);
    }
    expect(snapshot()).toEqual(before);
  });
});

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { LARGE_PAGE_BYTES } from '../../src/engine/large-pages.js';
import { AUTO_THREADS_MIN_PAGES, threadCount } from '../../src/engine/page-workers.js';
import { CORPUS_DIR, corpusAvailable } from '../helpers/corpus.js';
import { startLinkServer } from '../helpers/link-server.js';
import { makeSite } from '../helpers/site-fixture.js';

/**
 * Worker threads run the compiled engine, so these tests run the built CLI (`npm test` builds
 * first). Each compares the report of a run in one thread with runs in several, byte for byte:
 * same problems, same order.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(REPO, 'dist', 'bin', 'docs-lint.js');

function docsLint(args: string[], cwd = REPO) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does).`);
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, DEBUG: 'docs-lint', NO_COLOR: '1' }, maxBuffer: 256 * 1024 * 1024 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Split, so that no scanner takes the fixture for a leaked credential.
const TOKEN = ['ghp', '_', 'R8sX2mQ9vL4kT7wZ1nB5cH3jF6dY0pA8eU2i'].join('');
const head = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;

/**
 * Sixty pages that link across each other by fragment (some fragments right, some wrong), with a
 * page that does not parse, a binary page, a `.md` page with directives in HTML comments, a link
 * into an ignored page, a credential in a link, and directives that suppress deferred reports.
 */
function crossLinkedSite(): string {
  const files: Record<string, string | object> = {};
  const pages: string[] = [];
  for (let i = 0; i < 60; i++) {
    const name = `section-${Math.floor(i / 10)}/page-${i}`;
    pages.push(name);
    const next = `section-${Math.floor(((i + 7) % 60) / 10)}/page-${(i + 7) % 60}`;
    const wrong = i % 4 === 0 ? `\n\nAlso [a missing heading](/${next}#no-such-heading-${i}) and [a missing page](/nowhere-${i}).\n` : '';
    const suppressed = i % 9 === 0 ? `\n{/* docs-lint-disable-next-line link-internal-exists */}\n[suppressed](/${next}#not-there)\n` : '';
    files[`${name}.mdx`] = `${head(`Page ${i}`)}## Topic ${i}\n\nText.\n\n## Details\n\nSee [the next topic](/${next}#topic-${(i + 7) % 60}), [its details](/${next}#details) and [mine](#details).${wrong}${suppressed}`;
  }
  files['section-0/broken.mdx'] = `${head('Broken')}## Oops\n\n<Info>\n  never closed\n`;
  files['section-0/binary.mdx'] = Buffer.from([0x89, 0x50, 0x00, 0x01]).toString('latin1');
  files['section-1/plain.md'] = `${head('Plain')}<!-- docs-lint-disable-next-line link-internal-exists -->\n[gone](/section-1/page-10#gone)\n\n## Plain heading\n\nSee [a draft](/drafts/plan#later) and [a draft heading](/drafts/plan#schedule).\n`;
  files['section-2/secret.mdx'] = `${head('Secret')}## Keys\n\nSee [the console](/section-2/page-20?token=${TOKEN}#no-anchor).\n`;
  files['drafts/plan.mdx'] = `${head('Plan')}## Schedule\n\nSoon.\n`;
  files['docs.json'] = { name: 'Threads', navigation: [{ group: 'All', pages: [...pages, 'section-0/broken', 'section-0/binary', 'section-1/plain', 'section-2/secret'] }] };
  files['docs-lint.config.json'] = { ignores: ['drafts/**'] };
  return makeSite(files);
}

describe('worker threads', () => {
  test('every thread count gives the same report, byte for byte, and the workers really ran', () => {
    const root = crossLinkedSite();
    const args = [root, '--preset', 'all', '--format', 'json', '--report-unused-disable-directives'];
    const single = docsLint([...args, '--threads', '1']);
    expect(single.stderr).toMatch(/ 1 thread\b/);
    const report = JSON.parse(single.stdout);
    const messages = report.flatMap((result: { messages: Array<{ message: string }> }) => result.messages.map((message) => message.message));
    // The cross-file checks found what they should, across whichever threads linted the pages.
    expect(messages.filter((message: string) => message.includes('#no-such-heading-'))).toHaveLength(15);
    expect(messages.some((message: string) => message.includes('drafts/plan.mdx has no heading'))).toBe(true);
    expect(messages.join('\n')).not.toContain(TOKEN);
    expect(messages.some((message: string) => message.includes('ghp_…'))).toBe(true);
    for (const threads of ['2', '3', '4']) {
      const many = docsLint([...args, '--threads', threads]);
      expect(many.stderr).toContain(`${threads} threads`);
      expect(many.code).toBe(single.code);
      expect(many.stdout).toBe(single.stdout);
    }
  });

  test('with workers, one thread lints every large page, and the report is the one of a single thread', () => {
    const root = crossLinkedSite();
    // Three pages over LARGE_PAGE_BYTES among the small ones, each with a broken fragment link to
    // report, one of them linking into another large page.
    const sections = (name: string, count: number) => Array.from({ length: count }, (_, i) => `## ${name} part ${i}\n\nThis part of the ${name} page explains one more detail of the setup.\n`).join('\n');
    const large: Record<string, string> = {
      'section-2/big-a.mdx': `${head('Big A')}${sections('Big A', 1800)}\nSee [part 5 of B](/section-4/big-b#big-b-part-5) and [nothing](/section-4/big-b#big-b-part-99999).\n`,
      'section-4/big-b.mdx': `${head('Big B')}${sections('Big B', 1800)}\nSee [a missing part](#big-b-part-99999).\n`,
      'section-5/big-c.mdx': `${head('Big C')}${sections('Big C', 1800)}\nSee [a missing part](#big-c-part-99999).\n`,
    };
    for (const [file, text] of Object.entries(large)) {
      expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(LARGE_PAGE_BYTES);
      fs.writeFileSync(path.join(root, file), text);
    }
    const config = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
    config.navigation[0].pages.push('section-2/big-a', 'section-4/big-b', 'section-5/big-c');
    fs.writeFileSync(path.join(root, 'docs.json'), JSON.stringify(config));

    const args = [root, '--preset', 'recommended', '--format', 'json'];
    const single = docsLint([...args, '--threads', '1']);
    const fragments = JSON.parse(single.stdout).flatMap((result: { filePath: string; messages: Array<{ ruleId: string; message: string }> }) =>
      result.messages.filter((message) => message.message.includes('part-99999')).map((message) => `${path.basename(result.filePath)} ${message.ruleId}`),
    );
    expect(fragments.sort()).toEqual(['big-a.mdx link-internal-exists', 'big-b.mdx link-internal-exists', 'big-c.mdx link-internal-exists']);
    const many = docsLint([...args, '--threads', '3']);
    expect(many.stderr).toContain('3 threads (2 workers)');
    expect(many.stderr).toContain('3 large pages linted in 1 thread');
    expect(many.stdout).toBe(single.stdout);
  });

  test('other formats and --quiet: the same bytes whatever the thread count', () => {
    const root = crossLinkedSite();
    for (const extra of [['--format', 'stylish'], ['--format', 'sarif'], ['--format', 'github', '--quiet']]) {
      const single = docsLint([root, '--preset', 'recommended', ...extra, '--threads', '1']);
      const many = docsLint([root, '--preset', 'recommended', ...extra, '--threads', '3']);
      expect(many.stdout).toBe(single.stdout);
    }
  });

  test('with the cache: cold and warm runs in workers report what one thread does without it', () => {
    const root = crossLinkedSite();
    const plain = docsLint([root, '--preset', 'all', '--format', 'json', '--threads', '1']);
    const cold = docsLint([root, '--preset', 'all', '--format', 'json', '--threads', '3', '--cache']);
    expect(cold.stderr).toContain('64 linted, 0 from the cache');
    expect(cold.stdout).toBe(plain.stdout);
    const warm = docsLint([root, '--preset', 'all', '--format', 'json', '--threads', '3', '--cache']);
    expect(warm.stderr).toContain('0 linted, 64 from the cache, 0 parses');
    expect(warm.stdout).toBe(plain.stdout);

    // Rename a heading that other pages link to: the page and its linkers are linted again, in workers.
    const target = path.join(root, 'section-1', 'page-17.mdx');
    fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace('## Details', '## More details'));
    const touched = docsLint([root, '--preset', 'all', '--format', 'json', '--threads', '3', '--cache']);
    // page-17 itself, page-10 (links to #details of page-17) and page-17 again for its own #details link.
    expect(touched.stderr).toContain('2 linted, 62 from the cache, 2 parses');
    expect(touched.stdout).toBe(docsLint([root, '--preset', 'all', '--format', 'json', '--threads', '1']).stdout);
  });

  test('a worker that dies: the run starts over in the main thread, and the report is whole', () => {
    const root = crossLinkedSite();
    const args = [root, '--preset', 'all', '--format', 'json'];
    const single = docsLint([...args, '--threads', '1']);
    const crashed = spawnSync(process.execPath, [CLI, ...args, '--threads', '3'], {
      encoding: 'utf8',
      env: { ...process.env, DEBUG: 'docs-lint', DOCS_LINT_TEST_WORKER_CRASH: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(crashed.stderr).toContain('workers given up');
    expect(crashed.stderr).toMatch(/ 1 thread\b/);
    expect(crashed.status).toBe(single.code);
    expect(crashed.stdout).toBe(single.stdout);
  });

  test('auto: one thread below the measured threshold, one per core (at most) above it', () => {
    expect(threadCount('auto', 1, 8)).toBe(1);
    expect(threadCount('auto', AUTO_THREADS_MIN_PAGES - 1, 8)).toBe(1);
    expect(threadCount('auto', AUTO_THREADS_MIN_PAGES, 2)).toBe(2);
    expect(threadCount('auto', 100_000, 4)).toBe(4);
    expect(threadCount('auto', 100_000, 1)).toBe(1);
    expect(threadCount(undefined, 100_000, 2)).toBe(2);
    // A number is obeyed, never past one thread per page.
    expect(threadCount(3, 10, 1)).toBe(3);
    expect(threadCount(8, 2, 16)).toBe(2);
    expect(threadCount(1, 100_000, 16)).toBe(1);
  });

  test('--threads takes a number or auto', () => {
    const root = crossLinkedSite();
    for (const bad of ['0', '-2', 'two', '1.5', '']) {
      const run = docsLint([root, '--threads', bad]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--threads');
    }
    expect(docsLint([root, '--threads', 'auto', '--quiet']).stderr).toMatch(/ 1 thread\b/);
  });

  test('--external and .mintignore: workers ask for the links, the main thread checks each once, every thread reports alike', async () => {
    const server = await startLinkServer();
    // Not spawnSync: the server answers from this process, which must keep running meanwhile.
    const docsLintAsync = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, DEBUG: 'docs-lint', NO_COLOR: '1' } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    try {
      const files: Record<string, string | object> = { '.mintignore': 'hidden/\n', 'hidden/page.mdx': head('Hidden'), 'docs-lint.config.json': { externalLinks: { checkLocal: true } } };
      const pages: string[] = [];
      for (let i = 0; i < 40; i++) {
        pages.push(`page-${i}`);
        files[`page-${i}.mdx`] = `${head(`Page ${i}`)}See [ok](${server.origin}/ok), [gone](${server.origin}/status/404?n=${i % 5}) and [hidden](/hidden/page).\n`;
      }
      files['docs.json'] = { name: 'External', navigation: [{ group: 'All', pages }] };
      const root = makeSite(files);
      const args = [root, '--preset', 'recommended', '--format', 'json', '--external'];
      const single = await docsLintAsync([...args, '--threads', '1']);
      const many = await docsLintAsync([...args, '--threads', '3']);
      expect(many.stderr).toContain('3 threads');
      expect(many.stderr).toContain('external links: 6 checked');
      expect(many.stdout).toBe(single.stdout);
      const messages: string[] = JSON.parse(single.stdout).flatMap((result: { messages: Array<{ message: string }> }) => result.messages.map((message) => message.message));
      expect(messages.filter((message) => message.includes('returned 404 Not Found'))).toHaveLength(40);
      expect(messages.filter((message) => message.includes('.mintignore leaves it out of the site'))).toHaveLength(40);
      // Each run asked for each URL once: /ok by HEAD, each 404 by HEAD then GET.
      expect(server.requests.filter((request) => request.path === '/ok')).toHaveLength(2);
      expect(server.requests.filter((request) => request.path.startsWith('/status/404'))).toHaveLength(2 * 5 * 2);
    } finally {
      await server.close();
    }
  }, 60_000);

  (corpusAvailable ? test : test.skip)(
    'the real sites: the same report in one thread and in two',
    () => {
      for (const site of ['upstash__docs', 'triggerdotdev__trigger.dev']) {
        const root = path.join(CORPUS_DIR, site);
        const single = docsLint([root, '--preset', 'all', '--format', 'json', '--threads', '1']);
        const many = docsLint([root, '--preset', 'all', '--format', 'json', '--threads', '2']);
        expect(many.stderr).toContain('2 threads');
        expect(many.stdout).toBe(single.stdout);
        expect(many.stdout.length).toBeGreaterThan(1000);
      }
    },
    240_000,
  );
});

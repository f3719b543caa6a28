import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { anchorOf, fingerprintMessages, legacyFingerprint, linesOf, problemFingerprint } from '../../src/baseline/fingerprint.js';
import { cli } from '../helpers/run-cli.js';
import { makeSite } from '../helpers/site-fixture.js';

const head = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;
const BASELINE = '.docs-lint-baseline.json';

/** Two pages with broken links (two identical in a.mdx), and an image without alt text. */
function site(): string {
  return makeSite({
    'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a', 'b'] }] },
    'docs-lint.config.json': { rules: { 'image-frame': 'off' } },
    'logo.png': 'png',
    'a.mdx': `${head('A')}See [one](/gone).\n\n![](/logo.png)\n\n![](/logo.png)\n`,
    'b.mdx': `${head('B')}See [three](/elsewhere).\n`,
  });
}

const write = (root: string, file: string, text: string) => fs.writeFileSync(path.join(root, file), text);
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('fingerprints', () => {
  test('the anchor: the first worded line of the range, without heading markers, page extensions or runs of spaces; no line number', () => {
    const lines = linesOf('one\n  two  [x](/gone)\r\nthree\n#### Skipped   level\n{\n  "pages": ["a.mdx"]\n}');
    expect(anchorOf(lines, { line: 2, column: 12, endLine: 2, endColumn: 17 })).toBe('/gone');
    // A point: its whole line.
    expect(anchorOf(lines, { line: 2, column: 3 })).toBe('two [x](/gone)');
    // A range over lines: its first line only, so that a fix inside the block leaves the anchor alone.
    expect(anchorOf(lines, { line: 1, column: 2, endLine: 3, endColumn: 3 })).toBe('ne');
    expect(anchorOf(lines, { line: 4, column: 1, endLine: 4, endColumn: 21 })).toBe('Skipped level');
    // A bare `{` says nothing: the first line with a word in it stands for the block.
    expect(anchorOf(lines, { line: 5, column: 1, endLine: 7, endColumn: 2 })).toBe('"pages": ["a"]');
    expect(anchorOf(lines, { line: 9, column: 1 })).toBe('');
    // What the fixes of other problems rewrite is set aside: heading levels, framing, page extensions.
    const same = (a: string, b: string) => anchorOf(linesOf(a), { line: 1, column: 1, endLine: 1, endColumn: a.length + 1 }) === anchorOf(linesOf(b), { line: 1, column: 1, endLine: 1, endColumn: b.length + 1 });
    expect(same('#### Details', '##### Details')).toBe(true);
    expect(same('> ## Quoted', '> ### Quoted')).toBe(true);
    expect(same('[click here](/guide.mdx#setup)', '[click here](/guide#setup)')).toBe(true);
    expect(same('"nav/intro.md"', '"nav/intro"')).toBe(true);
    expect(same('[click here](/guide)', '[click there](/guide)')).toBe(false);
    expect(same('#hashtag', 'hashtag')).toBe(false);
    const message = { ruleId: 'r', messageId: 'm' };
    expect(problemFingerprint(message, 'a b')).not.toBe(problemFingerprint({ ruleId: 'other', messageId: 'm' }, 'a b'));
    expect(problemFingerprint(message, 'a b')).toMatch(/^[0-9a-f]{16}$/);
  });

  test('moving a problem to another line keeps its fingerprint; identical problems are told apart by occurrence', () => {
    const message = (line: number) => ({ ruleId: 'link-internal-exists', messageId: 'missing', severity: 2 as const, message: 'm', line, column: 1 });
    const before = fingerprintMessages([message(1), message(2)], () => '[a](/x)\n[a](/x)\n');
    const after = fingerprintMessages([message(5)], () => '\n\n\n\n[a](/x)\n');
    expect(before.map((p) => p.occurrence)).toEqual([0, 1]);
    expect(before[0].fingerprint).toBe(before[1].fingerprint);
    expect(after[0].fingerprint).toBe(before[0].fingerprint);
    // The print of docs-lint 0.1's baselines is another hash of the whole range: never the same as today's.
    expect(before[0].legacy()).toBe(legacyFingerprint(message(1), ['[a](/x)'], message(1)));
    expect(before[0].legacy()).not.toBe(before[0].fingerprint);
    // Fatal errors and notes carry no fingerprint: they are never baselined.
    // The text is not even asked for then.
    expect(fingerprintMessages([{ ...message(1), ruleId: null, fatal: true }], () => { throw new Error('read'); })).toEqual([]);
  });
});

describe('baseline', () => {
  test('--baseline-write records every problem; the next run reports nothing and exits 0', async () => {
    const root = site();
    expect((await cli(['.'], root)).code).toBe(1);
    const written = await cli(['.', '--baseline-write'], root);
    expect(written).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (4 in the baseline)\n', stderr: `docs-lint: recorded 4 problems in 2 files in ${BASELINE}; later runs report only new problems.\n` });
    const baseline = JSON.parse(read(root, BASELINE));
    expect(baseline.version).toBe(2);
    expect(Object.keys(baseline.files)).toEqual(['a.mdx', 'b.mdx']);
    expect(Object.keys(baseline.files['a.mdx'])).toEqual(['image-alt-text', 'link-internal-exists']);
    // The two identical images share one fingerprint, counted twice.
    expect(Object.values(baseline.files['a.mdx']['image-alt-text'])).toEqual([2]);
    expect(read(root, BASELINE)).toBe(`${JSON.stringify(baseline, null, 2)}\n`);
    expect(await cli(['.'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (4 in the baseline)\n', stderr: '' });
  });

  test('a new problem is reported alone, even beside baselined ones of the same rule; moved lines stay baselined', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    write(root, 'a.mdx', `${head('A')}A new paragraph on top.\n\nMore text.\n\nSee [one](/gone).\n\n![](/logo.png)\n\n![](/logo.png)\n\n![](/logo.png) and [five](/nowhere).\n`);
    const run = await cli(['.', '--no-color'], root, { COLUMNS: '400' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        '',
        'a.mdx',
        '  16:1   error  This image has no alt text; describe what it shows between its brackets                                      image-alt-text',
        '  16:27  error  Link "/nowhere" is broken: no page or file "/nowhere" exists in this site. Fix the path, or create the page  link-internal-exists',
        '',
        '✖ 2 problems (2 errors, 0 warnings)',
        '',
      ].join('\n'),
    );
  });

  test('fixed problems are counted, and --baseline-prune drops them so they cannot come back unnoticed', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    write(root, 'b.mdx', `${head('B')}See [three](/a).\n`);
    expect(await cli(['.'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (3 in the baseline)\n', stderr: `docs-lint: 1 baselined problem is fixed; run with --baseline-prune to drop it from ${BASELINE}, so that it cannot come back unnoticed.\n` });
    expect(await cli(['.', '--baseline-prune'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (3 in the baseline)\n', stderr: `docs-lint: dropped 1 fixed problem from ${BASELINE}.\n` });
    expect(Object.keys(JSON.parse(read(root, BASELINE)).files)).toEqual(['a.mdx']);
    write(root, 'b.mdx', `${head('B')}See [three](/elsewhere).\n`);
    expect((await cli(['.'], root)).code).toBe(1);
  });

  test('a rule turned off is not "fixed": its entries stay', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    expect(await cli(['.', '--rule', 'image-alt-text:off'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (2 in the baseline)\n', stderr: '' });
    await cli(['.', '--rule', 'image-alt-text:off', '--baseline-prune'], root);
    expect(Object.keys(JSON.parse(read(root, BASELINE)).files['a.mdx'])).toContain('image-alt-text');
  });

  test('named files and --changed: only their entries are matched, written or pruned', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    write(root, 'b.mdx', `${head('B')}Fixed.\n`);
    // A run on a.mdx alone does not take b.mdx's problem for fixed.
    expect(await cli(['a.mdx'], root)).toEqual({ code: 0, stdout: '✓ 1 file checked, no new problems (3 in the baseline)\n', stderr: '' });
    await cli(['a.mdx', '--baseline-prune'], root);
    expect(Object.keys(JSON.parse(read(root, BASELINE)).files)).toEqual(['a.mdx', 'b.mdx']);
    // Writing from a named file replaces that file's entries and keeps the others.
    write(root, 'a.mdx', `${head('A')}Clean now.\n`);
    await cli(['a.mdx', '--baseline-write'], root);
    expect(Object.keys(JSON.parse(read(root, BASELINE)).files)).toEqual(['b.mdx']);

    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q', '-b', 'main');
    git('-c', 'user.email=t@t', '-c', 'user.name=t', 'add', '.');
    git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'start');
    write(root, 'a.mdx', `${head('A')}[x](/gone)\n`);
    const changed = await cli(['.', '--changed=HEAD', '--format', 'json'], root);
    expect(JSON.parse(changed.stdout).flatMap((r: { messages: Array<{ line: number }> }) => r.messages.map((m) => m.line))).toEqual([6]);
    expect(changed.stderr).toBe('');
  });

  test('every format shows only new problems; JSON keeps the baselined ones as suppressed (kind "file", as ESLint)', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    const json = JSON.parse((await cli(['.', '--format', 'json'], root)).stdout);
    const a = json.find((r: { filePath: string }) => r.filePath.endsWith('a.mdx'));
    expect(a.messages).toEqual([]);
    expect(a.errorCount).toBe(0);
    expect(a.suppressedMessages.map((m: { ruleId: string; suppressions: unknown }) => [m.ruleId, m.suppressions])).toEqual([
      ['link-internal-exists', [{ kind: 'file', justification: '' }]],
      ['image-alt-text', [{ kind: 'file', justification: '' }]],
      ['image-alt-text', [{ kind: 'file', justification: '' }]],
    ]);
    expect(JSON.parse((await cli(['.', '--format', 'sarif'], root)).stdout).runs[0].results).toEqual([]);
    expect((await cli(['.', '--format', 'github'], root)).stdout).toBe('');
  });

  test('--cache: results from the cache are matched the same way', async () => {
    const root = site();
    await cli(['.', '--baseline-write', '--cache'], root);
    expect(await cli(['.', '--cache'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (4 in the baseline)\n', stderr: '' });
    write(root, 'b.mdx', `${head('B')}See [three](/elsewhere) and [six](/lost).\n`);
    const run = await cli(['.', '--cache', '--format', 'json'], root);
    expect(JSON.parse(run.stdout).flatMap((r: { messages: Array<{ column: number }> }) => r.messages.map((m) => m.column))).toEqual([35]);
  });

  test('a fatal error is never hidden; --quiet applies after the baseline', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    write(root, 'b.mdx', `${head('B')}<Info>\n  never closed\n`);
    const run = await cli(['.', '--format', 'json'], root);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).flatMap((r: { messages: Array<{ fatal?: boolean }> }) => r.messages.map((m) => m.fatal))).toEqual([true]);
    write(root, 'b.mdx', `${head('B')}See [three](/elsewhere).\n`);
    write(root, 'docs-lint.config.json', JSON.stringify({ rules: { 'image-frame': 'off', 'image-alt-text': 'warn' } }));
    write(root, 'a.mdx', `${head('A')}See [one](/gone).\n\n![](/logo.png)\n\n![](/logo.png)\n\n![](/logo.png)\n`);
    // The new warning shows without --quiet, not with it; the baselined warning counts as neither new nor fixed.
    expect((await cli(['.', '--format', 'json'], root)).stdout).toContain('"image-alt-text"');
    expect(await cli(['.', '--quiet'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new errors (2 in the baseline)\n', stderr: '' });
  });

  test('--baseline PATH; a missing, broken or foreign baseline is a clear error', async () => {
    const root = site();
    expect(await cli(['.', '--baseline', 'ci/baseline.json'], root)).toEqual({ code: 2, stdout: '', stderr: `docs-lint: --baseline ci/baseline.json: there is no baseline at ${path.join(root, 'ci/baseline.json')}; create it with --baseline-write.\n` });
    expect((await cli(['.', '--baseline', 'ci/baseline.json', '--baseline-write'], root)).code).toBe(0);
    expect(fs.existsSync(path.join(root, BASELINE))).toBe(false);
    expect((await cli(['.', '--baseline', 'ci/baseline.json'], root)).code).toBe(0);
    expect((await cli(['.'], root)).code).toBe(1);
    expect((await cli(['.', '--baseline-prune'], root)).stderr).toBe(`docs-lint: --baseline-prune: there is no baseline at ${path.join(root, BASELINE)}; create it with --baseline-write.\n`);
    write(root, BASELINE, '{\n  "version": 1,\n  "files": {\n}');
    expect((await cli(['.'], root)).stderr).toBe(`docs-lint: ${path.join(root, BASELINE)}:4:2: the baseline is not valid JSON: the file ends too early; is a closing brace or bracket missing? Remake it with --baseline-write.\n`);
    write(root, BASELINE, '{ "version": 9, "files": {} }');
    expect((await cli(['.'], root)).stderr).toBe(`docs-lint: ${path.join(root, BASELINE)}: this baseline has version 9; this docs-lint reads versions 1 and 2. Remake it with --baseline-write.\n`);
    expect((await cli(['.', '--baseline-write', '--baseline-prune'], root)).code).toBe(2);
  });

  test('--fix on a baselined site: the problems it does not fix stay baselined, in that run and the next', async () => {
    // Each fix rewrites text that another baselined problem points at: heading-start-level moves the
    // skipped heading's level, link-internal-exists drops the .mdx inside a vague link's text range,
    // image-frame frames the image inside a <figure>, nav-page-exists rewrites a duplicated entry.
    const root = makeSite({
      'docs.json': '{\n  "name": "S",\n  "navigation": [\n    { "group": "A", "pages": ["intro", "guide", "intro.mdx"] }\n  ]\n}\n',
      'intro.mdx': `${head('Intro')}# Welcome\n\n## Setup\n\n#### Details skipped a level\n\nSee [click here](/guide.mdx) and [this](/gone).\n\n<figure>\n  <img src="/logo.png" alt="Logo" />\n  <figcaption>Our logo</figcaption>\n</figure>\n`,
      'guide.mdx': `${head('Guide')}## Guide\n\nText.\n`,
      'logo.png': 'png',
    });
    const rulesOf = async (args: string[]) => JSON.parse((await cli(['.', '--format', 'json', ...args], root)).stdout).flatMap((r: { messages: Array<{ ruleId: string }> }) => r.messages.map((m) => m.ruleId));
    expect((await rulesOf([])).sort()).toEqual(['heading-increment', 'heading-start-level', 'html-element-known', 'image-frame', 'link-internal-exists', 'link-internal-exists', 'link-text-descriptive', 'link-text-descriptive', 'nav-no-duplicate', 'nav-page-exists']);
    await cli(['.', '--baseline-write'], root);
    const fixedNote = `docs-lint: 4 baselined problems are fixed; run with --baseline-prune to drop them from ${BASELINE}, so that they cannot come back unnoticed.\n`;
    expect(await cli(['.', '--fix'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (6 in the baseline)\n', stderr: fixedNote });
    expect(read(root, 'intro.mdx')).toBe(`${head('Intro')}## Welcome\n\n### Setup\n\n##### Details skipped a level\n\nSee [click here](/guide) and [this](/gone).\n\n<figure>\n  <Frame>\n    <img src="/logo.png" alt="Logo" />\n  </Frame>\n  <figcaption>Our logo</figcaption>\n</figure>\n`);
    expect(read(root, 'docs.json')).toContain('["intro", "guide", "intro"]');
    // The six left are the ones whose text the fixes changed; a later run without --fix agrees.
    expect(await cli(['.'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (6 in the baseline)\n', stderr: fixedNote });
    const hidden = JSON.parse((await cli(['.', '--format', 'json'], root)).stdout).flatMap((r: { suppressedMessages: Array<{ ruleId: string }> }) => r.suppressedMessages.map((m) => m.ruleId));
    expect(hidden.sort()).toEqual(['heading-increment', 'html-element-known', 'link-internal-exists', 'link-text-descriptive', 'link-text-descriptive', 'nav-no-duplicate']);
    // Pruned, the baseline holds exactly what --baseline-write would write now.
    await cli(['.', '--baseline-prune'], root);
    const pruned = read(root, BASELINE);
    await cli(['.', '--baseline-write'], root);
    expect(read(root, BASELINE)).toBe(pruned);
  });

  test('a baseline of docs-lint 0.1 (version 1) is read; --baseline-prune records it anew', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    const current = read(root, BASELINE);
    // The same problems under the prints docs-lint 0.1 wrote.
    const results = JSON.parse((await cli(['.', '--format', 'json'], root)).stdout) as Array<{ filePath: string; suppressedMessages: Parameters<typeof fingerprintMessages>[0] }>;
    const files: Record<string, Record<string, Record<string, number>>> = {};
    for (const result of results) {
      for (const { message, legacy } of fingerprintMessages(result.suppressedMessages, () => fs.readFileSync(result.filePath, 'utf8'))) {
        const counts = ((files[path.relative(root, result.filePath)] ??= {})[message.ruleId!] ??= {});
        counts[legacy()] = (counts[legacy()] ?? 0) + 1;
      }
    }
    write(root, BASELINE, JSON.stringify({ version: 1, files }));
    expect(await cli(['.'], root)).toEqual({
      code: 0,
      stdout: '✓ 3 files checked, no new problems (4 in the baseline)\n',
      stderr: `docs-lint: ${BASELINE} records 4 problems as docs-lint 0.1 did, by text that --fix may change; run with --baseline-prune once (before --fix) to record them in the current form.\n`,
    });
    expect(await cli(['.', '--baseline-prune'], root)).toEqual({
      code: 0,
      stdout: '✓ 3 files checked, no new problems (4 in the baseline)\n',
      stderr: `docs-lint: dropped 0 fixed problems from ${BASELINE}, and recorded 4 problems kept as docs-lint 0.1 did in the current form.\n`,
    });
    expect(read(root, BASELINE)).toBe(current);
    expect(await cli(['.'], root)).toEqual({ code: 0, stdout: '✓ 3 files checked, no new problems (4 in the baseline)\n', stderr: '' });
  });

  test('--no-baseline reports every problem and leaves the file alone; with another baseline flag it is a usage error', async () => {
    const root = site();
    await cli(['.', '--baseline-write'], root);
    const before = read(root, BASELINE);
    const all = await cli(['.', '--no-baseline', '--format', 'json'], root);
    expect(all.code).toBe(1);
    expect(JSON.parse(all.stdout).flatMap((r: { messages: unknown[] }) => r.messages)).toHaveLength(4);
    expect(read(root, BASELINE)).toBe(before);
    for (const flag of [['--baseline', BASELINE], ['--baseline-write'], ['--baseline-prune']]) {
      expect(await cli(['.', '--no-baseline', ...flag], root)).toEqual({ code: 2, stdout: '', stderr: `docs-lint: --no-baseline reports every problem without reading a baseline; it cannot be used with ${flag[0]}.\n` });
    }
  });

  test('a hostile baseline cannot reach Object.prototype', async () => {
    const root = site();
    write(root, BASELINE, '{ "version": 1, "files": { "__proto__": { "polluted": { "x": 1 } }, "a.mdx": { "__proto__": { "y": 1 }, "toString": { "z": 2 } } } }');
    const run = await cli(['.', '--baseline-prune'], root);
    expect(run.code).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).y).toBeUndefined();
    // Unknown rules are not on, so their entries are not taken for fixed.
    expect(Object.keys(JSON.parse(read(root, BASELINE)).files['a.mdx'])).toEqual(['__proto__', 'toString']);
  });
});

describe('SARIF for code scanning', () => {
  test('from a site in a folder of a repository: paths relative to the repository root, fingerprints that survive moved lines', async () => {
    const repo = makeSite({
      'docs/docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['a'] }] },
      'docs/a.mdx': `${head('A')}See [one](/gone).\n`,
    });
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const docs = path.join(repo, 'docs');
    const sarif = async () => JSON.parse((await cli(['.', '--format', 'sarif'], docs)).stdout).runs[0];
    const first = await sarif();
    expect(first.originalUriBaseIds['%SRCROOT%'].uri).toBe(`file://${fs.realpathSync(repo)}/`);
    expect(first.results[0].locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'docs/a.mdx', uriBaseId: '%SRCROOT%' });
    write(docs, 'a.mdx', `${head('A')}A paragraph added.\n\nSee [one](/gone).\n`);
    const moved = await sarif();
    expect(moved.results[0].locations[0].physicalLocation.region.startLine).toBe(first.results[0].locations[0].physicalLocation.region.startLine + 2);
    expect(moved.results[0].partialFingerprints).toEqual(first.results[0].partialFingerprints);
  });
});

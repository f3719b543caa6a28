import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { cleanEnv, describeIf, git, npm, registryReachable, run, SMALL_SITE_REPORT, smallSite, sourceRepo, tagRelease, tempDir, version } from './fixture.js';

/**
 * scripts/tag-release.sh, and docs-lint installed from what it makes, as a user without the registry
 * would: from the release tag's git URL (globally and into a project) and from the release tarball.
 */
const TIMEOUT = 10 * 60 * 1000;
const tag = `v${version}`;
const major = `v${version.split('.')[0]}`;
const tarball = `docs-lint-${version}.tgz`;

const repo = sourceRepo();
const mainBefore = git(['rev-parse', 'main'], repo).trim();
const release = tagRelease(repo);

const tarballFiles = (file: string) =>
  run('tar', ['-tzf', file], repo)
    .stdout.split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ''))
    .sort();

describe('scripts/tag-release.sh', () => {
  test('tags a commit on top of the current one as v<version> and v<major>, and packs it', () => {
    expect(release).toEqual({
      status: 0,
      stdout: `Tagged ${tag} and ${major}, and packed ${tarball}. Publish them:\n  git push origin ${tag} && git push --force origin ${major}\n  then attach ${tarball} to the GitHub release of ${tag}.\n`,
      stderr: '',
    });
    const commit = git(['rev-parse', `${tag}^{commit}`], repo).trim();
    expect(git(['rev-parse', `${major}^{commit}`], repo).trim()).toBe(commit);
    expect(git(['cat-file', '-t', tag], repo).trim()).toBe('tag');
    expect(git(['rev-parse', `${commit}^`], repo).trim()).toBe(mainBefore);
  });

  test('the release commit carries exactly the built files the package ships, and a manifest that runs no script', () => {
    const changed = git(['diff', '--name-only', 'main', tag], repo).trim().split('\n').sort();
    const shipped = tarballFiles(path.join(repo, tarball));
    // And, for the action, which runs dist/bin with nothing installed, the files the spelling rule reads at run time.
    const runTime = changed.filter((file) => file.startsWith('dist/bin/node_modules/'));
    expect(runTime).toEqual(expect.arrayContaining(['dist/bin/node_modules/cspell-dictionary/package.json', 'dist/bin/node_modules/@cspell/cspell-bundled-dicts/package.json', 'dist/bin/node_modules/@cspell/dict-en_us/package.json']));
    expect(changed.filter((file) => !runTime.includes(file))).toEqual(['package.json', ...shipped.filter((file) => file.startsWith('dist/'))].sort());
    expect(shipped.filter((file) => file.includes('node_modules'))).toEqual([]);
    const released = JSON.parse(git(['show', `${tag}:package.json`], repo));
    expect(released).not.toHaveProperty('scripts');
    expect(released).not.toHaveProperty('devDependencies');
    expect(released.version).toBe(version);
    expect(shipped.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  test('the tarball is the release commit packed: its files, and its manifest without scripts', () => {
    const shipped = tarballFiles(path.join(repo, tarball));
    expect(shipped).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'dist/bin/docs-lint.js', 'dist/bin/lint-worker.js', 'dist/src/index.js', 'dist/src/index.d.ts']));
    const packedManifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], repo).stdout);
    expect(packedManifest).toEqual(JSON.parse(git(['show', `${tag}:package.json`], repo)));
  });

  test('leaves the checkout as it was: on main, clean, its dist/ in place, no worktree left', () => {
    expect(git(['rev-parse', '--abbrev-ref', 'HEAD'], repo).trim()).toBe('main');
    expect(git(['rev-parse', 'main'], repo).trim()).toBe(mainBefore);
    expect(git(['status', '--porcelain', '--untracked-files=no'], repo)).toBe('');
    expect(git(['worktree', 'list', '--porcelain'], repo).match(/^worktree /gm)).toHaveLength(1);
    expect(fs.existsSync(path.join(repo, 'dist', 'bin', 'docs-lint.js'))).toBe(true);
  });

  test('refuses to tag a version twice, and a checkout with changes', () => {
    expect(tagRelease(repo)).toMatchObject({ status: 1, stderr: `tag-release: the tag ${tag} exists already; raise the version in package.json first\n` });
    const dirty = sourceRepo();
    fs.appendFileSync(path.join(dirty, 'README.md'), '\nA change.\n');
    expect(tagRelease(dirty)).toMatchObject({ status: 1, stderr: 'tag-release: commit or stash your changes first: the release is made from the current commit\n' });
    expect(git(['tag', '--list'], dirty)).toBe('');
  });
});

/** Runs the installed command on smallSite() and checks its report. */
function expectWorkingCommand(bin: string): void {
  expect(run(bin, ['--version'], repo)).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  const site = smallSite();
  const report = run(bin, ['--no-color', '.'], site);
  expect(report.status).toBe(1);
  expect(report.stdout).toMatch(SMALL_SITE_REPORT);
  // Spelling reads cspell's dictionaries from files at run time: the installed command finds them.
  fs.writeFileSync(path.join(site, 'good.mdx'), '---\ntitle: Good\ndescription: Fine.\n---\n\nThis sentense runs on Kubernetes.\n');
  for (const flags of [['--rule', 'spelling:error'], ['--preset', 'recommended,prose']]) {
    const spelling = run(bin, ['--no-color', 'good.mdx', ...flags, '--format', 'json'], site);
    expect([flags, spelling.stderr]).toEqual([flags, '']);
    const messages = JSON.parse(spelling.stdout)[0].messages.filter((message: { ruleId: string }) => message.ruleId === 'spelling');
    expect(messages.map((message: { line: number; column: number; message: string }) => [message.line, message.column, message.message.split(':')[0]])).toEqual([[6, 6, 'Unknown word "sentense"']]);
  }
}

describeIf(registryReachable, 'the npm registry is not reachable, so docs-lint\'s dependencies cannot be installed: the install tests of the release are skipped')('installing the release without the registry', () => {
  test(
    'npm install -g from the release tarball',
    () => {
      const prefix = tempDir();
      const install = npm(['install', '--global', '--prefix', prefix, path.join(repo, tarball)], repo);
      expect(install.stderr).not.toMatch(/npm error|install-scripts/);
      expect(install.status).toBe(0);
      expectWorkingCommand(path.join(prefix, 'bin', 'docs-lint'));
    },
    TIMEOUT,
  );

  test(
    'npm install -g from the release tag\'s git URL: a real folder, not a link to a deleted clone',
    () => {
      const prefix = tempDir();
      const install = npm(['install', '--global', '--prefix', prefix, `git+file://${repo}#${tag}`], repo);
      expect(install.stderr).not.toMatch(/npm error|install-scripts/);
      expect(install.status).toBe(0);
      const installed = path.join(prefix, 'lib', 'node_modules', 'docs-lint');
      expect(fs.lstatSync(installed).isDirectory()).toBe(true);
      expect(fs.existsSync(path.join(installed, 'dist', 'src', 'index.js'))).toBe(true);
      expectWorkingCommand(path.join(prefix, 'bin', 'docs-lint'));
    },
    TIMEOUT,
  );

  test(
    'npm install of the release tag\'s git URL into a project: the command, and the library\'s entry points',
    () => {
      const project = tempDir();
      fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'a-docs-site', private: true }));
      const install = npm(['install', '--save-dev', `git+file://${repo}#${tag}`], project);
      expect(install.stderr).not.toMatch(/npm error|install-scripts/);
      expect(install.status).toBe(0);
      expect(JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')).devDependencies).toEqual({ 'docs-lint': `git+file://${repo}#${tag}` });
      expectWorkingCommand(path.join(project, 'node_modules', '.bin', 'docs-lint'));
      const script = [
        "const api = await import('docs-lint');",
        "const remark = await import('docs-lint/remark');",
        "const plugin = (await import('docs-lint/eslint-plugin')).default;",
        'console.log(api.allRules.length > 20, typeof api.lintSite, typeof remark.default, Object.keys(plugin.configs).join(","), plugin.meta.version);',
      ].join('\n');
      expect(run(process.execPath, ['--input-type=module', '-e', script], project)).toEqual({ status: 0, stdout: `true function object recommended,strict,style,prose,all ${version}\n`, stderr: '' });
    },
    TIMEOUT,
  );

  test(
    'npm install -g of a branch stops with what to install instead, not "tsc: not found"',
    () => {
      const prefix = tempDir();
      const install = npm(['install', '--global', '--prefix', prefix, `git+file://${repo}#main`], repo);
      expect(install.status).not.toBe(0);
      expect(install.stderr).toContain('docs-lint: npm cannot install a branch or commit of docs-lint globally');
      expect(install.stderr).toContain(`npm install -g git+https://github.com/docs-lint/docs-lint.git#${tag}`);
      expect(install.stderr).not.toContain('tsc: not found');
      expect(fs.existsSync(path.join(prefix, 'bin', 'docs-lint'))).toBe(false);
    },
    TIMEOUT,
  );
});

// A branch builds docs-lint when npm installs it: every development dependency and two builds, which
// take minutes. CI runs it (.ci/run sets the variable); set DOCS_LINT_TEST_BRANCH_INSTALL=1 to run it here.
describeIf(registryReachable && process.env.DOCS_LINT_TEST_BRANCH_INSTALL === '1', 'the install of a branch from its git URL (minutes: it builds) runs only with DOCS_LINT_TEST_BRANCH_INSTALL=1, as in CI')('installing a branch', () => {
  test(
    'npm install of a branch\'s git URL into a project builds docs-lint (its prepare script) and works',
    () => {
      const project = tempDir();
      fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'a-docs-site', private: true }));
      const install = npm(['install', '--save-dev', `git+file://${repo}#main`], project, cleanEnv());
      expect(install.stderr).not.toMatch(/npm error/);
      expect(install.status).toBe(0);
      expectWorkingCommand(path.join(project, 'node_modules', '.bin', 'docs-lint'));
    },
    TIMEOUT,
  );
});

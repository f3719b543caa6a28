/**
 * What the install tests share: a git repository made from this checkout's files as they are now
 * (committed or not), its release made by scripts/tag-release.sh, npm run with a clean environment,
 * and the checks that decide whether a test can run here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe } from '@jest/globals';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const version: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = 'docs-lint-install-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

const gitIdentity = { GIT_AUTHOR_NAME: 'docs-lint tests', GIT_AUTHOR_EMAIL: 'tests@docs-lint.invalid', GIT_COMMITTER_NAME: 'docs-lint tests', GIT_COMMITTER_EMAIL: 'tests@docs-lint.invalid' };

/**
 * This process's environment without the npm_* variables that `npm test` hands to its children
 * (its own settings would leak into the npm the tests run), quiet, and with a git identity.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  return { ...env, ...gitIdentity, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', ...extra };
}

export interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = cleanEnv()): Run {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** npm, preferring its cache to the registry: the packages docs-lint needs are there after `npm ci`. */
export function npm(args: string[], cwd: string, env?: NodeJS.ProcessEnv): Run {
  return run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], cwd, env);
}

export function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, env: cleanEnv(), encoding: 'utf8' });
}

/** Whether the npm registry answers: the installs need the metadata of docs-lint's dependencies. */
export const registryReachable = run('npm', ['ping'], os.tmpdir()).status === 0;

export const preCommitAvailable = run('sh', ['-c', 'command -v pre-commit'], os.tmpdir()).status === 0;

/** `describe`, or `describe.skip` with a notice on standard error saying why. */
export function describeIf(condition: boolean, notice: string): typeof describe {
  if (condition) return describe;
  process.stderr.write(`docs-lint install tests: notice: ${notice}\n`);
  return describe.skip as typeof describe;
}

/**
 * A git repository of this checkout's files as they are now (tracked and untracked, not ignored),
 * in one commit on `main`, with this checkout's dist/ copied in (ignored, as in a checkout where
 * `npm run build` ran).
 */
export function sourceRepo(): string {
  const dir = tempDir('docs-lint-source-');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(repoRoot, file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(dir, file));
    fs.chmodSync(path.join(dir, file), fs.statSync(path.join(repoRoot, file)).mode);
  }
  git(['init', '--quiet', '--initial-branch=main'], dir);
  git(['add', '--all'], dir);
  git(['commit', '--quiet', '-m', 'docs-lint as checked out'], dir);
  fs.cpSync(path.join(repoRoot, 'dist'), path.join(dir, 'dist'), { recursive: true });
  return dir;
}

/** Runs scripts/tag-release.sh in `repo` with the dist/ it has. */
export function tagRelease(repo: string): Run {
  return run('bash', ['scripts/tag-release.sh', '--prebuilt'], repo);
}

/** A small site with one error (a page without a description) and one clean page. */
export function smallSite(): string {
  const dir = tempDir('docs-lint-site-');
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify({ name: 'S', navigation: [{ group: 'A', pages: ['good', 'bad'] }] }, null, 2));
  fs.writeFileSync(path.join(dir, 'good.mdx'), '---\ntitle: Good\ndescription: Fine.\n---\n\n## Start\n');
  fs.writeFileSync(path.join(dir, 'bad.mdx'), '---\ntitle: Bad\n---\n\n## Start\n');
  return dir;
}

/** What the installed command prints for smallSite(). */
export const SMALL_SITE_REPORT = /^\nbad\.mdx\n {2}1:1 {2}error {2}The front matter has no `description`\./;

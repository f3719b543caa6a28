import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { load } from 'js-yaml';
import { makeSite } from '../helpers/site-fixture.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: Step[] };
}

const action = load(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as Action;
const runStep = action.runs.steps.find((step) => step.name === 'Run docs-lint')!;
const installStep = action.runs.steps.find((step) => step.name === 'Install docs-lint')!;

/** The step's env with each `${{ inputs.x }}` replaced by the input given, or its default. */
function inputsEnv(step: Step, inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [variable, expression] of Object.entries(step.env ?? {})) {
    const input = expression.match(/^\$\{\{ inputs\.([\w-]+) \}\}$/)![1];
    env[variable] = inputs[input] ?? action.inputs[input].default;
  }
  return env;
}

/** Runs the action's own script the way the runner does: inputs as INPUT_* variables, the action's folder as GITHUB_ACTION_PATH. */
function runAction(inputs: Record<string, string>, cwd: string, runner: Record<string, string> = {}): { status: number; stdout: string } {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', GITHUB_ACTION_PATH: repoRoot, ...runner, ...inputsEnv(runStep, inputs) };
  try {
    return { status: 0, stdout: execFileSync('bash', ['-c', runStep.run!], { cwd, env, encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, stdout: failed.stdout };
  }
}

describe('action.yml', () => {
  test('is a composite action with the documented inputs, and passes every input through the environment', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual(['cache', 'changed', 'config', 'max-warnings', 'path', 'preset', 'sarif-file', 'summary']);
    expect(runStep.run).not.toMatch(/\$\{\{/);
    expect(installStep.run).not.toMatch(/\$\{\{/);
  });

  test('its command prints GitHub annotations and fails on errors; sarif-file writes SARIF too', () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page', 'gone'] }] },
      'page.mdx': '---\ntitle: Page\n---\n\n## Start\n',
    });
    const { status, stdout } = runAction({ path: root, 'sarif-file': path.join(root, 'report.sarif') }, root);
    expect(status).toBe(1);
    expect(stdout).toBe(
      [
        'docs-lint: 2 errors, 0 warnings in 2 files checked',
        '::error file=docs.json,line=8,col=9,endLine=8,endColumn=15,title=nav-page-exists::Navigation page "gone" has no file: neither gone.mdx nor gone.md exists under the site root. Create the page, or fix the path. (nav-page-exists)',
        '::error file=page.mdx,line=1,col=1,endLine=1,endColumn=4,title=frontmatter-required::The front matter has no `description`. Add a line such as `description: "One sentence on what the page covers."`. (frontmatter-required)',
        '',
      ].join('\n'),
    );
    const sarif = JSON.parse(fs.readFileSync(path.join(root, 'report.sarif'), 'utf8'));
    expect(sarif.runs[0].results.map((result: { ruleId: string }) => result.ruleId)).toEqual(['nav-page-exists', 'frontmatter-required']);
  });

  test('a clean site passes', () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': '---\ntitle: Page\ndescription: A page.\n---\n\n## Start\n' });
    expect(runAction({ path: root }, root)).toEqual({ status: 0, stdout: 'docs-lint: 0 errors, 0 warnings in 2 files checked\n' });
  });

  test('writes the counts as outputs and the Markdown summary to the job summary, and leaves the result cache for the next run', () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page', 'gone'] }] }, 'page.mdx': '---\ntitle: Page\n---\n\n## Start\n' });
    const temp = makeSite({});
    const runner = { GITHUB_OUTPUT: path.join(temp, 'output.txt'), GITHUB_STEP_SUMMARY: path.join(temp, 'summary.md'), RUNNER_TEMP: temp };
    fs.writeFileSync(runner.GITHUB_STEP_SUMMARY, '## Earlier step\n\n');
    expect(runAction({ path: root }, root, runner).status).toBe(1);
    expect(fs.readFileSync(runner.GITHUB_OUTPUT, 'utf8')).toBe('errors=2\nwarnings=0\nfiles=2\n');
    const summary = fs.readFileSync(runner.GITHUB_STEP_SUMMARY, 'utf8');
    expect(summary.startsWith('## Earlier step\n\n### docs-lint\n\n**✖ 2 problems** (2 errors, 0 warnings) in 2 of 2 files checked.\n')).toBe(true);
    expect(summary).toContain('| error | Navigation page "gone" has no file');
    expect(fs.existsSync(path.join(root, '.docs-lint-cache'))).toBe(true);
    // Its temporary reports are gone.
    expect(fs.readdirSync(temp).sort()).toEqual(['output.txt', 'summary.md']);
    // summary: false leaves the job summary alone.
    fs.writeFileSync(runner.GITHUB_STEP_SUMMARY, '');
    runAction({ path: root, summary: 'false' }, root, runner);
    expect(fs.readFileSync(runner.GITHUB_STEP_SUMMARY, 'utf8')).toBe('');
  });
});

describe('action.yml install step', () => {
  /** A copy of the action's manifest (with or without a built CLI), and an npm that records what it is asked. */
  function installFrom(withDist: boolean, configText?: string): { npm: string[]; output: string } {
    const actionPath = makeSite({ 'package.json': fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'), 'package-lock.json': fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'), ...(withDist ? { 'dist/bin/docs-lint.js': '' } : {}) });
    const bin = makeSite({ npm: '#!/bin/sh\necho "$*" >> "$NPM_LOG"\n' });
    fs.chmodSync(path.join(bin, 'npm'), 0o755);
    const workspace = makeSite({ 'docs/docs.json': { name: 'S' }, ...(configText ? { 'docs/docs-lint.config.json': configText } : {}) });
    const env = { PATH: `${bin}:${process.env.PATH ?? ''}`, GITHUB_ACTION_PATH: actionPath, GITHUB_WORKSPACE: workspace, GITHUB_OUTPUT: path.join(bin, 'out'), NPM_LOG: path.join(bin, 'log'), ...inputsEnv(installStep, { path: 'docs' }) };
    execFileSync('bash', ['-c', installStep.run!], { cwd: workspace, env, encoding: 'utf8' });
    return { npm: fs.readFileSync(env.NPM_LOG, 'utf8').trim().split('\n'), output: fs.readFileSync(env.GITHUB_OUTPUT, 'utf8') };
  }

  test('a ref with the bundled CLI installs only the runtime dependencies and builds nothing', () => {
    expect(installFrom(true).npm).toEqual(['ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel error']);
  });

  test('a ref without dist/ (a branch) installs everything once and builds', () => {
    expect(installFrom(false).npm).toEqual(['ci --ignore-scripts --no-audit --no-fund --loglevel error', 'run build --silent']);
  });

  test('the cache key names the docs-lint version and changes with the config', () => {
    const version = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;
    const plain = installFrom(true).output;
    expect(plain).toMatch(new RegExp(`^cache-key=docs-lint-local-${version.replace(/\./g, '\\.')}-[0-9a-f]{16}\n$`));
    expect(installFrom(true).output).toBe(plain);
    expect(installFrom(true, '{ "extends": "strict" }').output).not.toBe(plain);
  });
});

describe('.pre-commit-hooks.yaml', () => {
  const hooks = load(fs.readFileSync(path.join(repoRoot, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{ id: string; entry: string; language: string; files: string; require_serial: boolean }>;

  test('one node hook that runs the package\'s command on the staged pages and docs.json', () => {
    expect(hooks).toHaveLength(1);
    const [hook] = hooks;
    expect(hook).toMatchObject({ id: 'docs-lint', language: 'node', require_serial: true });
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.bin)).toContain(hook.entry);
    const files = new RegExp(hook.files);
    expect(['docs/docs.json', 'mint.json', 'guides/a.mdx', 'README.md'].filter((file) => files.test(file))).toHaveLength(4);
    expect(['package.json', 'docs/logo.png', 'docs/api.mdx.bak', 'docs/docs.json5'].filter((file) => files.test(file))).toEqual([]);
  });

  test('its command, given staged files as pre-commit passes them, lints those pages only', () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['good', 'bad'] }] }, 'good.mdx': '---\ntitle: Good\ndescription: Fine.\n---\n\n## Start\n', 'bad.mdx': '---\ntitle: Bad\n---\n\n## Start\n' });
    const run = (files: string[]) => {
      try {
        return { status: 0, stdout: execFileSync('node', [path.join(repoRoot, 'dist', 'bin', 'docs-lint.js'), '--no-color', ...files], { cwd: root, encoding: 'utf8' }) };
      } catch (error) {
        return error as { status: number; stdout: string };
      }
    };
    expect(run(['good.mdx'])).toEqual({ status: 0, stdout: '\u2713 1 file checked, no problems\n' });
    const failing = run(['good.mdx', 'bad.mdx']);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain('bad.mdx\n  1:1  error  The front matter has no `description`');
  });
});

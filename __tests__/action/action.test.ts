import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { load } from 'js-yaml';
import { makeSite } from '../helpers/site-fixture.js';
import { loadAction, runComposite, type RunnerOptions, type StubContext } from './composite-runner.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const action = loadAction(path.join(repoRoot, 'action.yml'));
const version: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version;

/**
 * The action's folder as a release tag has it: the manifest, the lock file, scripts/ and the bundled
 * CLI, and no node_modules anywhere above it. `dist: false` is a branch, which has no dist/.
 */
function actionFolder({ dist }: { dist: boolean }): string {
  const folder = makeSite({
    'package.json': fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
    'package-lock.json': fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'),
    'scripts/action-args.mjs': fs.readFileSync(path.join(repoRoot, 'scripts', 'action-args.mjs'), 'utf8'),
  });
  if (dist) copyBundle(folder);
  return folder;
}

function copyBundle(folder: string): void {
  fs.cpSync(path.join(repoRoot, 'dist', 'bin'), path.join(folder, 'dist', 'bin'), { recursive: true });
}

/** A folder holding one executable script named `name`. */
function binWith(name: string, script: string): string {
  const bin = makeSite({ [name]: script });
  fs.chmodSync(path.join(bin, name), 0o755);
  return bin;
}

/**
 * The job's Node folder: a `node` that runs this Node, and beside it an npm that records its
 * arguments in `log` and does nothing else (a release ref must not call it) except `onBuild` for
 * `npm run`. The action runs the npm beside the Node it picked.
 */
function jobNode(log: string, onBuild = 'exit 1'): string {
  const bin = binWith('npm', `#!/bin/sh\necho "$*" >> "${log}"\ncase "$1" in run) ${onBuild} ;; ci) exit 0 ;; *) exit 1 ;; esac\n`);
  fs.writeFileSync(path.join(bin, 'node'), `#!/bin/sh\nexec "${process.execPath}" "$@"\n`, { mode: 0o755 });
  return bin;
}

const broken = { 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page', 'gone'] }] }, 'page.mdx': '---\ntitle: Page\n---\n\n## Start\n' };
const clean = { 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': '---\ntitle: Page\ndescription: A page.\n---\n\n## Start\n' };

interface Run {
  options: RunnerOptions;
  cacheCalls: Array<{ action: string; with: Record<string, string> }>;
  setupNodeCalls: number;
  npmLog: string;
  runnerFiles: { output: string; summary: string; temp: string };
}

/** The options of one run of the action on `site` (a workspace), with stubs for the actions it uses. */
function prepare(site: Record<string, string | object>, inputs: Record<string, string>, overrides: Partial<RunnerOptions> & { setupNodeBin?: string } = {}): Run {
  const workspace = makeSite(site);
  const temp = makeSite({});
  const npmLog = path.join(temp, 'npm.log');
  const run: Run = {
    cacheCalls: [],
    setupNodeCalls: 0,
    npmLog,
    runnerFiles: { output: path.join(temp, 'unused'), summary: path.join(temp, 'summary.md'), temp },
    options: {
      inputs,
      actionPath: overrides.actionPath ?? actionFolder({ dist: true }),
      workspace,
      path: overrides.path ?? `${jobNode(npmLog)}${path.delimiter}${process.env.PATH ?? ''}`,
      env: { GITHUB_STEP_SUMMARY: path.join(temp, 'summary.md'), RUNNER_TEMP: temp, ...overrides.env },
      uses: {},
    },
  };
  fs.writeFileSync(run.runnerFiles.summary, '## Earlier step\n\n');
  run.options.uses = {
    'actions/setup-node@v6': ({ addPath }: StubContext) => {
      run.setupNodeCalls++;
      addPath(overrides.setupNodeBin ?? path.dirname(process.execPath));
    },
    'actions/cache/restore@v5': (context: StubContext) => run.cacheCalls.push({ action: 'restore', with: context.with }),
    'actions/cache/save@v5': (context: StubContext) => run.cacheCalls.push({ action: 'save', with: context.with }),
  };
  return run;
}

const stepNamed = (result: ReturnType<typeof runComposite>, name: string) => result.steps.find((step) => step.name === name)!;
const npmCalls = (run: Run) => (fs.existsSync(run.npmLog) ? fs.readFileSync(run.npmLog, 'utf8').trim().split('\n') : []);

describe('action.yml', () => {
  test('is a composite action with the documented inputs, and passes every input to its scripts through the environment', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual(['args', 'cache', 'changed', 'config', 'max-warnings', 'path', 'preset', 'sarif-file', 'summary']);
    for (const step of action.runs.steps) if (step.run) expect(step.run).not.toMatch(/\$\{\{/);
    // Every action it uses runs on Node 24, not on Node 20.
    expect(action.runs.steps.filter((step) => step.uses).map((step) => step.uses)).toEqual(['actions/setup-node@v6', 'actions/cache/restore@v5', 'actions/cache/save@v5']);
  });

  test('on a release ref it installs nothing: the bundled CLI runs from the action folder alone, prints annotations and fails on errors', () => {
    const run = prepare(broken, { path: '.', 'sarif-file': 'report.sarif' });
    const result = runComposite(action, run.options);
    expect(result.success).toBe(false);
    expect(npmCalls(run)).toEqual([]);
    expect(run.setupNodeCalls).toBe(0);
    expect(fs.existsSync(path.join(run.options.actionPath, 'node_modules'))).toBe(false);
    const lint = stepNamed(result, 'Run docs-lint');
    expect(lint.status).toBe(1);
    expect(lint.stdout).toBe(
      [
        'docs-lint: 2 errors, 0 warnings in 2 files checked',
        '::error file=docs.json,line=8,col=9,endLine=8,endColumn=15,title=nav-page-exists::Navigation page "gone" has no file: neither gone.mdx nor gone.md exists under the site root. Create the page, or fix the path. (nav-page-exists)',
        '::error file=page.mdx,line=1,col=1,endLine=1,endColumn=4,title=frontmatter-required::The front matter has no `description`. Add a line such as `description: "One sentence on what the page covers."`. (frontmatter-required)',
        '',
      ].join('\n'),
    );
    expect(result.outputs).toEqual({ errors: '2', warnings: '0', files: '2' });
    const sarif = JSON.parse(fs.readFileSync(path.join(run.options.workspace, 'report.sarif'), 'utf8'));
    expect(sarif.runs[0].results.map((entry: { ruleId: string }) => entry.ruleId)).toEqual(['nav-page-exists', 'frontmatter-required']);
    // The job summary gets the Markdown report after what earlier steps wrote, and the temporary reports are gone.
    const summary = fs.readFileSync(run.runnerFiles.summary, 'utf8');
    expect(summary.startsWith('## Earlier step\n\n### docs-lint\n\n**✖ 2 problems** (2 errors, 0 warnings) in 2 of 2 files checked.\n')).toBe(true);
    expect(fs.readdirSync(run.runnerFiles.temp).sort()).toEqual(['summary.md']);
    // The cache is restored before the run and saved after it, even though the run failed.
    const key = run.cacheCalls[0].with.key;
    expect(run.cacheCalls.map((call) => call.action)).toEqual(['restore', 'save']);
    expect(run.cacheCalls[0].with).toEqual({ path: './.docs-lint-cache', key, 'restore-keys': `${key.replace(/-1001-1$/, '')}-` });
    expect(key).toMatch(new RegExp(`^docs-lint-Linux-${version.replace(/\./g, '\\.')}-[0-9a-f]{16}-1001-1$`));
    expect(fs.existsSync(path.join(run.options.workspace, '.docs-lint-cache'))).toBe(true);
  });

  test('a clean site passes; summary: false leaves the job summary alone; cache: false neither restores nor saves', () => {
    const run = prepare(clean, { path: '.', summary: 'false', cache: 'false' });
    const result = runComposite(action, run.options);
    expect(result.success).toBe(true);
    expect(stepNamed(result, 'Run docs-lint').stdout).toBe('docs-lint: 0 errors, 0 warnings in 2 files checked\n');
    expect(fs.readFileSync(run.runnerFiles.summary, 'utf8')).toBe('## Earlier step\n\n');
    expect(run.cacheCalls).toEqual([]);
  });

  test('the cache key names the docs-lint version and changes with the site\'s config', () => {
    const keyFor = (site: Record<string, string | object>) => {
      const run = prepare(site, { path: 'docs' });
      runComposite(action, { ...run.options, stopAfter: 'Restore the docs-lint cache' });
      return run.cacheCalls[0].with.key;
    };
    const plain = keyFor({ 'docs/docs.json': clean['docs.json'], 'docs/page.mdx': clean['page.mdx'] });
    expect(keyFor({ 'docs/docs.json': clean['docs.json'], 'docs/page.mdx': clean['page.mdx'] })).toBe(plain);
    expect(keyFor({ 'docs/docs.json': clean['docs.json'], 'docs/page.mdx': clean['page.mdx'], 'docs/docs-lint.config.json': '{ "extends": "strict" }' })).not.toBe(plain);
  });

  test('a branch ref (no dist/) installs every dependency once and builds, and its notice names the release tags', () => {
    const actionPath = actionFolder({ dist: false });
    const run = prepare(clean, { path: '.', summary: 'false' }, { actionPath });
    // The stand-in npm "builds" by putting the bundled CLI in place.
    run.options.path = `${jobNode(run.npmLog, `mkdir -p dist && cp -R "${path.join(repoRoot, 'dist', 'bin')}" dist/bin`)}${path.delimiter}${process.env.PATH ?? ''}`;
    const result = runComposite(action, run.options);
    expect(result.steps.filter((step) => step.status !== 0)).toEqual([]);
    expect(result.success).toBe(true);
    expect(npmCalls(run)).toEqual(['ci --ignore-scripts --no-audit --no-fund --loglevel error', 'run build --silent']);
    const major = version.split('.')[0];
    expect(stepNamed(result, 'Install docs-lint').stdout).toBe(
      `::notice title=docs-lint::This ref of docs-lint (a branch or a commit) has no prebuilt dist/, so it is installed and built now; use a release tag (docs-lint/docs-lint@v${major} or @v${version}) to skip both.\n`,
    );
  });
});

describe('action.yml: the Node it runs on', () => {
  test('uses the job\'s Node when it is 20.19 or later, and changes nothing on PATH', () => {
    const run = prepare(clean, { path: '.', summary: 'false' });
    const result = runComposite(action, run.options);
    expect(result.success).toBe(true);
    expect(run.setupNodeCalls).toBe(0);
    expect(stepNamed(result, 'Install a Node for docs-lint').ran).toBe(false);
    expect(stepNamed(result, 'Run docs-lint').env.DOCS_LINT_NODE).toBe(path.join(run.options.path.split(path.delimiter)[0], 'node'));
    expect(result.pathAfter).toBe(run.options.path);
  });

  test('with an older Node on the job, gets one from setup-node for itself and puts the job\'s own Node back in front for the later steps', () => {
    const oldNode = binWith('node', '#!/bin/sh\nif [ "$1" = --version ]; then echo v18.20.4; exit 0; fi\nexit 1\n');
    const setupNode = binWith('node', `#!/bin/sh\nexec "${process.execPath}" "$@"\n`);
    const run = prepare(clean, { path: '.', summary: 'false' }, { path: `${oldNode}${path.delimiter}${process.env.PATH ?? ''}`, setupNodeBin: setupNode });
    const result = runComposite(action, run.options);
    expect(result.success).toBe(true);
    expect(run.setupNodeCalls).toBe(1);
    expect(stepNamed(result, 'Find a Node for docs-lint').stdout).toBe('docs-lint: the job\'s Node v18.20.4 is older than 20.19; docs-lint gets a Node of its own\n');
    expect(stepNamed(result, 'Run docs-lint').env.DOCS_LINT_NODE).toBe(path.join(setupNode, 'node'));
    expect(stepNamed(result, 'Run docs-lint').stdout).toBe('docs-lint: 0 errors, 0 warnings in 2 files checked\n');
    // The job's next step finds its own node first.
    const entries = result.pathAfter.split(path.delimiter);
    expect(entries.slice(0, 2)).toEqual([oldNode, setupNode]);
    expect(execFileSync('bash', ['-c', 'node --version'], { env: { PATH: result.pathAfter }, encoding: 'utf8' })).toBe('v18.20.4\n');
  });

  test('with no Node on the job, runs on the one setup-node installs', () => {
    // A PATH with the tools the steps use, and no node.
    const tools = makeSite({});
    for (const tool of ['bash', 'sh', 'dirname', 'cat', 'rm', 'mkdir', 'cp']) {
      const found = execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
      fs.symlinkSync(found, path.join(tools, tool));
    }
    const setupNode = binWith('node', `#!/bin/sh\nexec "${process.execPath}" "$@"\n`);
    const run = prepare(broken, { path: '.', summary: 'false' }, { path: tools, setupNodeBin: setupNode });
    const result = runComposite(action, run.options);
    expect(run.setupNodeCalls).toBe(1);
    expect(stepNamed(result, 'Find a Node for docs-lint').stdout).toBe('');
    expect(result.outputs).toEqual({ errors: '2', warnings: '0', files: '2' });
    expect(result.pathAfter.split(path.delimiter)).toEqual([setupNode, tools]);
  });
});

describe('action.yml: the args input', () => {
  test('passes flags to docs-lint, with quotes grouping words as in a shell', () => {
    const site = { ...clean, 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'drafts/wip.mdx': '# Draft\n', 'old page.mdx': '# Old\n' };
    const without = runComposite(action, prepare(site, { path: '.', summary: 'false' }).options);
    expect(without.outputs).toMatchObject({ files: '4' });
    const run = prepare(site, { path: '.', summary: 'false', args: `--ignore-pattern 'drafts/**' --ignore-pattern "old page.mdx"\n--rule nav-no-orphan:off` });
    const result = runComposite(action, run.options);
    expect(result.success).toBe(true);
    expect(result.outputs).toEqual({ errors: '0', warnings: '0', files: '2' });
  });

  test('on a release ref, with nothing installed, the spelling rule runs: cspell\'s files come with the bundled CLI', () => {
    const site = { ...clean, 'page.mdx': '---\ntitle: Page\ndescription: A page.\n---\n\nThis sentense runs on Kubernetes.\n' };
    const run = prepare(site, { path: '.', summary: 'false', cache: 'false', args: '--rule spelling:error' });
    const result = runComposite(action, run.options);
    expect(npmCalls(run)).toEqual([]);
    expect(result.outputs).toEqual({ errors: '1', warnings: '0', files: '2' });
    expect(stepNamed(result, 'Run docs-lint').stdout).toContain('::error file=page.mdx,line=6,col=6,endLine=6,endColumn=14,title=spelling::Unknown word "sentense"');
  });

  test('runs nothing that the input holds: $(...), backquotes, variables and ; reach docs-lint as plain words', () => {
    const run = prepare(clean, { path: '.', summary: 'false', args: '--ignore-pattern="$(touch pwned-1)" --ignore-pattern=`touch\\ pwned-2` --ignore-pattern=\'$HOME;touch pwned-3\' --ignore-pattern=*' });
    const result = runComposite(action, run.options);
    expect(stepNamed(result, 'Run docs-lint').stderr).toBe('');
    expect(fs.readdirSync(run.options.workspace).filter((name) => name.startsWith('pwned'))).toEqual([]);
    // The last pattern, *, reached docs-lint unexpanded and left out every page.
    expect(result.outputs).toEqual({ errors: '0', warnings: '0', files: '1' });
  });

  test.each([
    ['--fix', '--fix: the action only reports; run `npx docs-lint --fix` in a step of your own to change files'],
    ['--format=json', '--format: the action runs docs-lint with the formats it reports in (github, json, sarif, markdown)'],
    ['-qo out.txt', '-o: the action writes its reports itself; use the `sarif-file` input for a SARIF file'],
    ['--baseline-write', '--baseline-write: the action only reports; write the baseline on your machine and commit it'],
  ])('refuses %s with an error annotation and exit code 2', (args, message) => {
    const result = runComposite(action, prepare(clean, { path: '.', args }).options);
    const lint = stepNamed(result, 'Run docs-lint');
    expect(lint.status).toBe(2);
    expect(lint.stdout).toBe(`::error title=docs-lint::The \`args\` input cannot hold ${message}.\n`);
    expect(result.outputs).toEqual({ errors: '', warnings: '', files: '' });
  });

  test('an unclosed quote is an error annotation, not a guess', () => {
    const lint = stepNamed(runComposite(action, prepare(clean, { path: '.', args: "--ignore-pattern 'drafts/**" }).options), 'Run docs-lint');
    expect(lint.status).toBe(2);
    expect(lint.stdout).toBe("::error title=docs-lint::The `args` input cannot be split into arguments: the single quote at character 18 is never closed. Quote as in a shell: --ignore-pattern 'drafts/**'\n");
  });
});

describe('.pre-commit-hooks.yaml', () => {
  const hooks = load(fs.readFileSync(path.join(repoRoot, '.pre-commit-hooks.yaml'), 'utf8')) as Array<Record<string, unknown>>;

  test('one node hook that runs the package\'s command on the staged pages and docs.json, on the Node pre-commit finds', () => {
    expect(hooks).toHaveLength(1);
    const [hook] = hooks;
    expect(hook).toMatchObject({ id: 'docs-lint', language: 'node', require_serial: true, minimum_pre_commit_version: '2.8.0' });
    // A language_version would make pre-commit download that Node instead of using the one on PATH.
    expect(hook).not.toHaveProperty('language_version');
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.bin)).toContain(hook.entry);
    const files = new RegExp(String(hook.files));
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

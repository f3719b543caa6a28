#!/usr/bin/env node
/**
 * The `prepare` script of a development checkout: npm runs it after `npm install` in a clone, before
 * `npm pack`, and when it installs docs-lint from a git URL of a branch or commit. It builds dist/.
 *
 * A release tag never runs it: the release commit carries dist/ and a package.json without scripts
 * (scripts/tag-release.sh), which is what makes a release installable everywhere. A branch has to
 * build, and building needs the devDependencies (TypeScript, esbuild). Two cases cannot have them:
 *
 * - `npm install -g git+…` of a branch. npm hands its own settings to the `npm install` it runs in
 *   the clone as npm_config_* variables, global=true among them, so that install is global too: it
 *   links the temporary clone into the global folder instead of installing the clone's
 *   devDependencies, the build finds no `tsc`, and even a build that needed nothing would leave a
 *   link to a deleted folder (npm/cli#8440, npm/cli#4148). No script in the package can repair that,
 *   so this says what works instead of failing on `tsc: not found`.
 * - A checkout installed without devDependencies (`--omit=dev`, NODE_ENV=production).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(repo, 'package.json'));
const { version } = require('./package.json');
const REPOSITORY = 'https://github.com/docs-lint/docs-lint.git';

function resolvable(name) {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

const missing = ['typescript', 'esbuild'].filter((name) => !resolvable(name));
if (missing.length > 0) {
  // pacote sets _PACOTE_NO_PREPARE_ for the install it runs in a git dependency's clone.
  const globalGitInstall = process.env.npm_config_global === 'true' && process.env._PACOTE_NO_PREPARE_ !== undefined;
  const lines = globalGitInstall
    ? [
        `docs-lint: npm cannot install a branch or commit of docs-lint globally: npm does not install the build tools of a global git dependency (npm/cli#8440).`,
        `Install a release tag, which carries docs-lint built and runs no script:`,
        `  npm install -g git+${REPOSITORY}#v${version}`,
        `or install from a clone: git clone ${REPOSITORY} && cd docs-lint && npm install && npm pack && npm install -g ./docs-lint-${version}.tgz`,
      ]
    : [
        `docs-lint: building docs-lint needs its devDependencies, and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not installed: this install left them out (--omit=dev or NODE_ENV=production).`,
        `Run \`npm install --include=dev\` in ${repo}, or install a release tag, which carries docs-lint built: npm install git+${REPOSITORY}#v${version}`,
      ];
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}

// Through the package manager that runs this, so that `npm run build` stays the one definition of the build.
const manager = process.env.npm_execpath;
const [command, args] = !manager
  ? ['npm', []]
  : /\.[cm]?js$/.test(manager)
    ? [process.execPath, [manager]]
    : [manager, []];
const result = spawnSync(command, [...args, 'run', 'build', '--silent'], { cwd: repo, stdio: 'inherit', shell: !manager && process.platform === 'win32' });
process.exit(result.status ?? 1);

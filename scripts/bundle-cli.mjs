#!/usr/bin/env node
/**
 * Bundles the command line and its worker into dist/bin (run by `npm run build`, after tsc).
 *
 * Why: Node 20's ESM loader resolves and compiles each of the ~500 modules the CLI imports one by
 * one, and that alone took half of a one-page run (0.35 s against a 0.3 s goal for the pre-commit
 * and editor case). One bundled file starts in about half the time. The library entry points
 * (the Node API, the ESLint plugin, the remark preset) stay unbundled in dist/src, so their
 * users' bundlers and dependency deduplication work as usual.
 *
 * The worker is bundled beside the CLI under the name page-workers.ts looks for, `lint-worker.js`.
 *
 * The two files need nothing at run time but Node, the package.json beside dist/ (for the version)
 * and dist/bin/node_modules, which this script fills with the packages the spelling rule loads
 * from files at run time (see RUN_TIME_PACKAGES): the GitHub Action runs them from a release tag
 * without installing any dependency. `__tests__/install/bundle.test.ts` runs them from a folder
 * that holds dist/bin alone, with no node_modules above it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The compiled sources load some CommonJS dependencies on first use, through
 * `createRequire(import.meta.url)('name')` (ajv, only when a config needs validating), which keeps
 * them out of the start-up of the unbundled library. esbuild cannot see through that call and
 * would leave a run-time require of node_modules in the bundle; written as a plain `require('name')`
 * it is bundled, and still evaluated only when the call runs.
 */
const lazyRequiresBundled = {
  name: 'lazy-requires-bundled',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]dist[\\/](src|rules|presets)[\\/].*\.js$/ }, async (args) => {
      const text = await fs.readFile(args.path, 'utf8');
      if (!text.includes('createRequire(import.meta.url)(')) return undefined;
      return { contents: text.replace(/\bcreateRequire\(import\.meta\.url\)\((['"][^'"]+['"])\)/g, 'require($1)'), loader: 'js' };
    });
  },
};

/**
 * What the bundle cannot hold: cspell's libraries, which src/spelling/cspell-modules.ts requires
 * by path on first use (kept out of every run that does not check spelling), and cspell's
 * dictionaries, which are data files (compressed tries, word lists) that src/spelling reads through
 * Node's resolution. Copied with every package they depend on into dist/bin/node_modules, where
 * that resolution finds them from the bundle first. npm leaves the folder out of the package
 * (package.json `files`): an install from the tarball or a git URL installs these as dependencies.
 */
const RUN_TIME_PACKAGES = ['cspell-dictionary', 'cspell-io', 'cspell-config-lib', '@cspell/cspell-bundled-dicts'];

/** The folders (relative to the repository) of `names` and of every package they depend on, as Node resolves them, with their versions. */
async function dependencyFolders(names) {
  const folders = new Map();
  const exists = (file) => fs.access(file).then(() => true, () => false);
  async function find(name, from) {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (await exists(path.join(candidate, 'package.json'))) return candidate;
      if (path.dirname(dir) === dir) throw new Error(`bundle-cli: ${name} (needed by the spelling rule at run time) is not installed; run npm ci`);
    }
  }
  async function visit(name, from) {
    const folder = await find(name, from);
    if (folders.has(folder)) return;
    const manifest = JSON.parse(await fs.readFile(path.join(folder, 'package.json'), 'utf8'));
    folders.set(folder, manifest.version);
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) await visit(dependency, folder);
  }
  for (const name of names) await visit(name, repo);
  return [...folders].map(([folder, version]) => [path.relative(repo, folder), version]);
}

async function copyRunTimePackages() {
  const target = path.join(repo, 'dist', 'bin', 'node_modules');
  const folders = await dependencyFolders(RUN_TIME_PACKAGES);
  // Which packages at which versions: written last, so that a copy cut short is made again.
  const stamp = path.join(target, '.docs-lint-run-time.json');
  const contents = `${JSON.stringify(Object.fromEntries(folders), null, 2)}\n`;
  if ((await fs.readFile(stamp, 'utf8').catch(() => '')) === contents) return;
  await fs.rm(target, { recursive: true, force: true });
  // A package nested in another's node_modules comes with that package's folder.
  for (const [folder] of folders) {
    if (!/^node_modules[\\/](@[^\\/]+[\\/])?[^\\/]+$/.test(folder)) continue;
    await fs.cp(path.join(repo, folder), path.join(target, path.relative('node_modules', folder)), { recursive: true, dereference: true });
  }
  await fs.writeFile(stamp, contents);
}

await build({
  entryPoints: {
    'docs-lint': path.join(repo, 'dist/src/cli/main.js'),
    'lint-worker': path.join(repo, 'dist/src/engine/lint-worker.js'),
  },
  outdir: path.join(repo, 'dist/bin'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS dependencies call require() and read __dirname; an ES module has neither.
  banner: {
    js: [
      "import { createRequire as __docsLintCreateRequire } from 'node:module';",
      "import { dirname as __docsLintDirname } from 'node:path';",
      "import { fileURLToPath as __docsLintFileURLToPath } from 'node:url';",
      'const require = __docsLintCreateRequire(import.meta.url);',
      'const __filename = __docsLintFileURLToPath(import.meta.url);',
      'const __dirname = __docsLintDirname(__filename);',
    ].join('\n'),
  },
  // Optional peers of the ESLint plugin, which the CLI never loads.
  external: ['eslint', 'eslint-mdx'],
  // jsonc-parser's `main` is a UMD build whose require() calls esbuild cannot follow; its ES module build bundles whole.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  plugins: [lazyRequiresBundled],
  logLevel: 'warning',
  legalComments: 'none',
});

await copyRunTimePackages();

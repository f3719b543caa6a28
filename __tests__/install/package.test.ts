import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { cleanEnv, repoRoot, run, sourceRepo, tempDir, version } from './fixture.js';

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

/** The files `npm pack` puts in the tarball, from this checkout's build (no script runs). */
function packedFiles(): string[] {
  const result = run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], repoRoot);
  expect(result.status).toBe(0);
  const [pack] = JSON.parse(result.stdout) as Array<{ files: Array<{ path: string }> }>;
  return pack.files.map((file) => file.path).sort();
}

/** The import specifiers of a built module: static imports and exports, and import() of a literal. */
function specifiersOf(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((match) => match[1] ?? match[2] ?? match[3]);
}

function packageName(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

describe('the published package', () => {
  const files = packedFiles();

  test('holds the built code, its types, the README, the licence and the manifest, and nothing else', () => {
    const unexpected = files.filter((file) => !['package.json', 'README.md', 'LICENSE', 'dist/bin/docs-lint.js', 'dist/bin/lint-worker.js'].includes(file) && !/^dist\/(src|rules|presets)\/.+(\.js|\.d\.ts)$/.test(file));
    expect(unexpected).toEqual([]);
    // No tests, fixtures, sources, source maps or development scripts.
    expect(files.filter((file) => /__tests__|fixture|\.map$|\.ts$(?<!\.d\.ts)|^src\/|^scripts\/|update-readme/.test(file))).toEqual([]);
  });

  test('holds every module the build makes (but the README generator), and every file its manifest names', () => {
    const built: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(relative);
        else if (relative.endsWith('.js')) built.push(relative);
      }
    };
    for (const dir of ['dist/src', 'dist/rules', 'dist/presets']) walk(dir);
    expect(built.filter((file) => !files.includes(file))).toEqual(['dist/src/cli/update-readme.js']);
    const named = [manifest.main, manifest.types, ...Object.values(manifest.bin as Record<string, string>)];
    for (const target of Object.values(manifest.exports as Record<string, string | Record<string, string>>)) named.push(...(typeof target === 'string' ? [target] : Object.values(target)));
    expect(named.map((file) => file.replace(/^\.\//, '')).filter((file) => !files.includes(file))).toEqual([]);
  });

  test('every module it ships imports only shipped files, Node\'s modules and declared dependencies', () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies ?? {})]);
    const missing: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.js') && !name.startsWith('dist/bin/'))) {
      for (const specifier of specifiersOf(fs.readFileSync(path.join(repoRoot, file), 'utf8'))) {
        if (specifier.startsWith('.')) {
          const target = path.posix.join(path.posix.dirname(file), specifier);
          if (!files.includes(target)) missing.push(`${file} imports ${specifier}`);
        } else if (!isBuiltin(specifier) && !declared.has(packageName(specifier))) {
          missing.push(`${file} imports ${specifier}, which is not a dependency`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('no shipped file points at a source map', () => {
    const pointing = files.filter((file) => /\.(js|d\.ts)$/.test(file) && fs.readFileSync(path.join(repoRoot, file), 'utf8').includes('sourceMappingURL'));
    expect(pointing).toEqual([]);
  });

  test('its manifest names the repository, the home page, the issue tracker and the Node it needs', () => {
    expect(manifest).toMatchObject({
      repository: { type: 'git', url: 'git+https://github.com/docs-lint/docs-lint.git' },
      homepage: 'https://github.com/docs-lint/docs-lint#readme',
      bugs: { url: 'https://github.com/docs-lint/docs-lint/issues' },
      engines: { node: '>=20.19' },
      license: 'MIT',
    });
  });
});

describe('scripts/release-manifest.mjs', () => {
  test('writes the manifest of a release commit: no scripts, no devDependencies, no test setup, the rest unchanged', () => {
    const dir = tempDir();
    fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
    expect(run(process.execPath, [path.join(repoRoot, 'scripts', 'release-manifest.mjs'), path.join(dir, 'package.json')], dir)).toEqual({ status: 0, stdout: '', stderr: '' });
    const released = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const { scripts, devDependencies, jest, ...rest } = manifest;
    expect([scripts, devDependencies, jest].every(Boolean)).toBe(true);
    expect(released).toEqual(rest);
    expect(Object.keys(released)).toEqual(Object.keys(rest));
  });
});

describe('scripts/prepare.mjs', () => {
  // A checkout without node_modules (none above it either): what npm's prepare meets after an
  // install that left the devDependencies out.
  const repo = sourceRepo();

  test('without the build tools, says which are missing and what to run, and builds nothing', () => {
    fs.rmSync(path.join(repo, 'dist'), { recursive: true, force: true });
    const result = run(process.execPath, ['scripts/prepare.mjs'], repo);
    expect(result).toEqual({
      status: 1,
      stdout: '',
      stderr: [
        'docs-lint: building docs-lint needs its devDependencies, and typescript and esbuild are not installed: this install left them out (--omit=dev or NODE_ENV=production).',
        `Run \`npm install --include=dev\` in ${repo}, or install a release tag, which carries docs-lint built: npm install git+https://github.com/docs-lint/docs-lint.git#v${version}`,
        '',
      ].join('\n'),
    });
    expect(fs.existsSync(path.join(repo, 'dist'))).toBe(false);
  });

  test('in the install npm runs inside the clone of a global git install, says to install a release tag', () => {
    const result = run(process.execPath, ['scripts/prepare.mjs'], repo, cleanEnv({ npm_config_global: 'true', _PACOTE_NO_PREPARE_: `git+file://${repo}` }));
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe('docs-lint: npm cannot install a branch or commit of docs-lint globally: npm does not install the build tools of a global git dependency (npm/cli#8440).');
    expect(result.stderr).toContain(`  npm install -g git+https://github.com/docs-lint/docs-lint.git#v${version}\n`);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { repoRoot, version } from './fixture.js';

/**
 * One tag scheme everywhere: scripts/tag-release.sh tags each release v<version> and moves
 * v<major>; the action's notice derives both from package.json. Every install command in the README
 * and the docs must name a tag that the release of this version makes.
 */
const major = `v${version.split('.')[0]}`;
const exact = `v${version}`;

function documents(): Array<[string, string]> {
  // action.yml derives its notice's tags from package.json (tested in __tests__/action).
  const files = ['README.md', '.pre-commit-hooks.yaml'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.name.endsWith('.mdx')) files.push(`${dir}/${entry.name}`);
    }
  };
  walk('docs');
  return files.map((file) => [file, fs.readFileSync(path.join(repoRoot, file), 'utf8')]);
}

/** Every `what` reference of the documents, as "file: ref". */
function references(pattern: RegExp): string[] {
  return documents().flatMap(([file, text]) => [...text.matchAll(pattern)].map((match) => `${file}: ${match[1]}`));
}

describe('release tags in the README and the docs', () => {
  test('the action is used at the moving major tag or at the exact release', () => {
    const uses = references(/docs-lint\/docs-lint@([^\s`'")]+)/g);
    expect(uses.length).toBeGreaterThan(3);
    expect(uses.filter((use) => !use.endsWith(`: ${major}`) && !use.endsWith(`: ${exact}`))).toEqual([]);
  });

  test('npm installs and pre-commit name the exact release', () => {
    const gitUrls = references(/github\.com\/docs-lint\/docs-lint\.git#([^\s`'")]+)/g);
    const revs = documents().flatMap(([file, text]) => [...text.matchAll(/repo: https:\/\/github\.com\/docs-lint\/docs-lint\n\s*rev: (\S+)/g)].map((match) => `${file}: ${match[1]}`));
    const tarballs = references(/docs-lint-(\d+\.\d+\.\d+[^\s`]*)\.tgz/g);
    for (const [name, found] of Object.entries({ gitUrls, revs, tarballs })) {
      expect([name, found.length > 0]).toEqual([name, true]);
      expect(found.filter((reference) => !reference.endsWith(`: ${name === 'tarballs' ? version : exact}`))).toEqual([]);
    }
    // The README and the getting-started page both say how to install today.
    for (const file of ['README.md', 'docs/getting-started.mdx']) expect(gitUrls.some((reference) => reference.startsWith(`${file}:`))).toBe(true);
  });

  test('no document tells a user to install docs-lint from the registry by name', () => {
    const registryInstalls = documents().flatMap(([file, text]) =>
      text
        .split('\n')
        .filter((line) => /npm (install|i) (-g |--global |--save-dev |-D )*docs-lint(\s|$)/.test(line) && !/once docs-lint is on/i.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(registryInstalls).toEqual([]);
  });
});

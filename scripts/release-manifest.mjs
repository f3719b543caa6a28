#!/usr/bin/env node
/**
 * Rewrites a package.json for a release commit (scripts/tag-release.sh): without `scripts`, since
 * the release carries dist/ built and npm must run nothing when it installs it from git (npm runs a
 * git dependency's `prepare` in a nested install that breaks under -g, and pre-commit reads the
 * tarball's name from `npm pack`'s output, which a script's output would spoil), and without
 * `devDependencies` and the test setup, which an install of the release never needs.
 *
 * Usage: node scripts/release-manifest.mjs path/to/package.json
 */
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node scripts/release-manifest.mjs path/to/package.json\n');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const key of ['scripts', 'devDependencies', 'jest']) delete manifest[key];
fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);

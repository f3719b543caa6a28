/**
 * cspell's libraries, loaded on first use. They are a megabyte of code: imported at the top, the
 * bundled CLI parsed them on every run, spelling or not (+0.15 s of CPU to start, measured with
 * `--version`). Loaded through `require` (ES modules too, on Node 20.19+), they stay out of the
 * bundle and out of every run that does not check spelling, and loading stays synchronous, as
 * rules and the ESLint plugin are.
 */

import fs from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';

/**
 * Node's own `require`, also where a test runner puts its module system in front of `node:module`
 * (jest's cannot load ES modules synchronously): `process.getBuiltinModule` (Node 20.16+) reaches
 * the real one.
 */
const builtinModule = (process as { getBuiltinModule?: (id: string) => typeof nodeModule }).getBuiltinModule?.('node:module') ?? nodeModule;
const require = builtinModule.createRequire(import.meta.url);

/**
 * cspell's packages export their entry for `import` only, which `require` does not match: the entry
 * is found by the package's `exports` and required by its path.
 */
function load(name: string): unknown {
  for (const folder of require.resolve.paths(name) ?? []) {
    const manifest = path.join(folder, name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { exports, main } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports?: unknown; main?: string };
    const entry = importEntry(exports) ?? main ?? 'index.js';
    return require(path.join(folder, name, entry));
  }
  return require(name);
}

/** The file the `.` export gives to `import`. */
function importEntry(exports: unknown): string | undefined {
  if (typeof exports === 'string') return exports;
  if (!exports || typeof exports !== 'object') return undefined;
  const dot = (exports as Record<string, unknown>)['.'] ?? exports;
  if (typeof dot === 'string') return dot;
  if (dot && typeof dot === 'object') {
    for (const condition of ['import', 'node', 'default']) {
      const target = (dot as Record<string, unknown>)[condition];
      if (typeof target === 'string') return target;
      const nested = importEntry(target);
      if (nested) return nested;
    }
  }
  return undefined;
}

let dictionary: typeof import('cspell-dictionary') | undefined;
let io: typeof import('cspell-io') | undefined;
let config: typeof import('cspell-config-lib') | undefined;

/** `cspell-dictionary`: cspell-lib's dictionaries (tries, word lists, collections, suggestions). */
export function cspellDictionary(): typeof import('cspell-dictionary') {
  return (dictionary ??= load('cspell-dictionary') as typeof import('cspell-dictionary'));
}

/** `cspell-io`: cspell-lib's file reading (gzipped dictionaries included). */
export function cspellIo(): typeof import('cspell-io') {
  return (io ??= load('cspell-io') as typeof import('cspell-io'));
}

/** `cspell-config-lib`: cspell-lib's reader of settings files. */
export function cspellConfigLib(): typeof import('cspell-config-lib') {
  return (config ??= load('cspell-config-lib') as typeof import('cspell-config-lib'));
}

/**
 * One Vale setup per site and thread, compiled once: every page of a run reuses its rules. A
 * long-lived process (the ESLint plugin in an editor) sees an edited `.vale.ini` or style file
 * within a couple of seconds: the files the setup read are looked at again at most that often.
 */

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findValeIni, loadValeSetup, type ValeSetup } from './vale-setup.js';

const RECHECK_MS = 2000;

interface Entry {
  checkedAt: number;
  stamp: string;
  setup: ValeSetup | undefined;
}

const entries = new Map<string, Entry>();

/** The setup of the site at `root` (`config`: an ini path relative to it, else found), or undefined when it has none. */
export function valeSetupFor(root: string, config?: string): ValeSetup | undefined {
  const key = `${root}\u0000${config ?? ''}`;
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && now - entry.checkedAt < RECHECK_MS) return entry.setup;
  const iniPath = config ? path.resolve(root, config) : findValeIni(root);
  const stamp = stampOf(iniPath, entry?.setup);
  if (entry && entry.stamp === stamp) {
    entry.checkedAt = now;
    return entry.setup;
  }
  const setup = iniPath && fs.existsSync(iniPath) ? loadValeSetup(iniPath, root) : undefined;
  entries.set(key, { checkedAt: now, stamp: stampOf(iniPath, setup), setup });
  return setup;
}

/** What the setup's results depend on: the bytes of every file it read (for the result cache). */
export function valeFingerprint(root: string, config?: string): string {
  const setup = valeSetupFor(root, config);
  if (!setup) return '-';
  const hash = createHash('sha1');
  for (const [file, text] of [...setup.inputs].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`${file}\u0000${text}\u0000`);
  return hash.digest('base64url').slice(0, 16);
}

function stampOf(iniPath: string | undefined, setup: ValeSetup | undefined): string {
  const files = new Set<string>(iniPath ? [iniPath] : []);
  for (const file of setup?.inputs.keys() ?? []) files.add(file);
  // A style folder gaining or losing a rule changes its folder's time.
  for (const file of setup?.inputs.keys() ?? []) files.add(path.dirname(file));
  return [...files]
    .map((file) => {
      try {
        const stat = fs.statSync(file);
        return `${file}:${stat.mtimeMs}:${stat.size}`;
      } catch {
        return `${file}:-`;
      }
    })
    .join('\n');
}

import fs from 'node:fs';
import path from 'node:path';
import { decodeText } from '../page/read-page-text.js';
import { findSiteRootFrom } from '../site/site-config-file.js';
import { UsageError, type CliOptions } from './parse-cli-args.js';
import type { CommandLineTargets } from './select-named-files.js';

export interface StdinTarget extends CommandLineTargets {
  root: string;
  source: { filePath: string; text: string; bom: boolean };
}

/**
 * `--stdin --stdin-filename PATH`: the text on standard input stands for the file at PATH, a page
 * of the site above it or its docs.json, and is linted against the rest of the site as on disk.
 */
export async function readStdinTarget(options: CliOptions, io: { cwd: string; readStdin?: () => Promise<Uint8Array> }): Promise<StdinTarget> {
  const name = options.stdinFilename!;
  const absolute = path.resolve(io.cwd, name);
  const root = findSiteRootFrom(path.dirname(absolute));
  if (root === undefined) throw new UsageError(`--stdin-filename ${name}: no folder above it holds docs.json or mint.json, so it belongs to no site.`);
  if (!io.readStdin) throw new UsageError('--stdin: there is no standard input to read.');
  const { text, bom } = decodeText(await io.readStdin());
  // A page the editor has not saved yet is linted as the page it will be, with the rest of the site as on disk.
  const unsaved = !fs.existsSync(absolute);
  return { root, files: [{ argument: name, absolute, ...(unsaved ? { unsaved } : {}) }], notices: [], source: { filePath: absolute, text, bom } };
}

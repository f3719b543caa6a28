import fs from 'node:fs';
import path from 'node:path';
import { fileSettings } from '../config/file-settings.js';
import type { ResolvedConfig } from '../config/lint-config.js';
import { rootRelativePattern } from '../config/site-patterns.js';
import { findSiteRootFrom } from '../site/site-config-file.js';
import { siteRootFrom } from './find-site.js';
import { UsageError } from './parse-cli-args.js';

/**
 * The site and the file of `--print-config [dir] [FILE]`. FILE need not exist (the settings a new
 * page would get): it is the file the current folder names when there is one, else a path from
 * the site root, as `ignores` and `--ignore-pattern` are (`docs/changelog.mdx` typed at the top of
 * the repository for the site in `docs` is taken as meant).
 */
export function printConfigTargets(paths: readonly string[], cwd: string): { root: string; file?: string; notices: string[] } {
  const folders = paths.filter((argument) => fs.statSync(path.resolve(cwd, argument), { throwIfNoEntry: false })?.isDirectory());
  const files = paths.filter((argument) => !folders.includes(argument));
  if (folders.length > 1 || files.length > 1) {
    throw new UsageError(`--print-config takes the site's folder and one file; got ${paths.join(', ')}.`);
  }
  const named = files[0] === undefined ? undefined : path.resolve(cwd, files[0]);
  const onDisk = named !== undefined && fs.existsSync(named);
  const site =
    folders[0] === undefined && onDisk
      ? { root: findSiteRootFrom(path.dirname(named)) ?? siteRootFrom(cwd, '.').root }
      : siteRootFrom(path.resolve(cwd, folders[0] ?? '.'), folders[0] ?? '.');
  const notices = 'notice' in site && site.notice ? [site.notice] : [];
  if (files[0] === undefined) return { root: site.root, notices };
  const inSite = onDisk && !path.relative(site.root, named).startsWith('..') ? named : path.resolve(site.root, rootRelativePattern(files[0], site.root, cwd));
  if (path.relative(site.root, inSite).split(path.sep)[0] === '..') {
    throw new UsageError(`--print-config ${files[0]}: the file is outside the site (${site.root}); name a file of the site, from its root or from the current folder.`);
  }
  return { root: site.root, file: inSite, notices };
}

/**
 * `--print-config`: the resolved configuration. Given a file (`docs-lint --print-config
 * changelog.mdx`), the settings that file is linted with: its rules and components after every
 * `overrides` entry that matches it, and which entries those are.
 */
export function printConfigText(config: ResolvedConfig, root: string, file?: string): string {
  if (file === undefined) return `${JSON.stringify(config, null, 2)}\n`;
  const relative = path.relative(root, file).split(path.sep).join('/');
  const { rules, components, overrides } = fileSettings(config, relative);
  const printed = {
    configFile: config.configFile,
    file: relative,
    extends: config.extends,
    overrides: overrides.map((index) => ({ index, files: config.overrides[index].files })),
    rules,
    ignores: config.ignores,
    components,
  };
  return `${JSON.stringify(printed, null, 2)}\n`;
}

import path from 'node:path';
import { FileChangeType } from 'vscode-languageserver';
import { LINT_CONFIG_NAMES } from '../config/load-lint-config.js';
import type { SiteProject } from './site-project.js';

/**
 * What the server asks its client to watch: pages, docs.json and the JSON files its `$ref`s
 * name, docs-lint's config, `.mintignore`, and the team's word lists (cspell settings, Vale's
 * `.vale.ini` and vocabularies).
 */
export const WATCHED_GLOBS = ['**/*.{md,mdx,json,jsonc,yaml,yml,txt,ini,js,mjs,cjs}', '**/.docs-lintrc*', '**/.mintignore'];

/**
 * What a change on disk means for a site: `reload` (docs-lint's config: read it again and
 * re-list the files), `files` (a file came or went, or something the index or the word lists
 * are built from changed: re-list and re-lint every open file), or `readers` (a page changed in
 * place: the index re-reads its anchors by their stat, and the open pages that link to it are
 * linted again).
 */
export function watchedChange(project: SiteProject, filePath: string, type: FileChangeType): 'reload' | 'files' | 'readers' {
  const name = path.basename(filePath);
  if ((LINT_CONFIG_NAMES as readonly string[]).includes(name) || filePath === project.configFile) return 'reload';
  if (type !== FileChangeType.Changed) return 'files';
  return /\.mdx?$/i.test(name) ? 'readers' : 'files';
}

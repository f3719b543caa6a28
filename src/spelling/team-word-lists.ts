/**
 * Where a docs team already keeps its words: the nearest cspell settings file (searched from the
 * site root up to the repository root, by cspell's own list of names) and the Vale vocabularies
 * that `.vale.ini` names (site root first, then the repository root).
 */

import fs from 'node:fs';
import path from 'node:path';
import { foldersUpToRepository } from '../site/repository-root.js';
import { emptySettings, readSettingsFile, type SpellingSettings } from './cspell-settings.js';
import { readValeVocabulary, type ValeVocabulary } from './vale-vocabulary.js';
import { isFile } from '../site/file-queries.js';

/**
 * cspell's settings file names, in the order cspell looks for them in a folder (cspell-lib's
 * `defaultConfigFilenames`; a test keeps the two the same). `package.json` counts only with a
 * `cspell` key.
 */
export const CSPELL_CONFIG_NAMES = [
  'package.json', '.cspell.json', 'cspell.json', '.cSpell.json', 'cSpell.json', '.cspell.jsonc', 'cspell.jsonc',
  '.vscode/cspell.json', '.vscode/cSpell.json', '.vscode/.cspell.json',
  '.cspell.config.json', '.cspell.config.jsonc', '.cspell.config.yaml', '.cspell.config.yml',
  'cspell.config.json', 'cspell.config.jsonc', 'cspell.config.yaml', 'cspell.config.yml', 'cspell.config.mjs', 'cspell.config.cjs', 'cspell.config.js',
  'cspell.config.toml', 'cspell.config.mts', 'cspell.config.ts', 'cspell.config.cts',
  '.cspell.config.mjs', '.cspell.config.cjs', '.cspell.config.js', '.cspell.config.toml', '.cspell.config.mts', '.cspell.config.ts', '.cspell.config.cts',
  '.cspell.yaml', '.cspell.yml', 'cspell.yaml', 'cspell.yml',
  '.config/.cspell.json', '.config/cspell.json', '.config/.cSpell.json', '.config/cSpell.json', '.config/.cspell.jsonc', '.config/cspell.jsonc',
  '.config/cspell.config.json', '.config/cspell.config.jsonc', '.config/cspell.config.yaml', '.config/cspell.config.yml',
  '.config/cspell.config.mjs', '.config/cspell.config.cjs', '.config/cspell.config.js', '.config/cspell.config.toml',
  '.config/cspell.config.mts', '.config/cspell.config.ts', '.config/cspell.config.cts',
  '.config/.cspell.config.json', '.config/.cspell.config.jsonc', '.config/.cspell.config.yaml', '.config/.cspell.config.yml',
  '.config/.cspell.config.mjs', '.config/.cspell.config.cjs', '.config/.cspell.config.js', '.config/.cspell.config.toml',
  '.config/.cspell.config.mts', '.config/.cspell.config.ts', '.config/.cspell.config.cts',
  '.config/cspell.yaml', '.config/cspell.yml',
] as const;

export interface TeamWordLists {
  /** The cspell settings file used (the nearest), if any. */
  cspellFile?: string;
  cspell: SpellingSettings;
  vale: ValeVocabulary;
}

/** The site root, then each folder above it up to the repository root (the folder with `.git`), nearest first. */
export function searchFolders(siteRoot: string): string[] {
  return foldersUpToRepository(siteRoot) ?? [path.resolve(siteRoot)];
}

/** The nearest cspell settings file at or above the site root (up to the repository root). */
export function findCspellSettings(folders: readonly string[]): string | undefined {
  for (const folder of folders) {
    for (const name of CSPELL_CONFIG_NAMES) {
      const candidate = path.join(folder, name);
      if (!isFile(candidate)) continue;
      if (name === 'package.json' && !hasCspellKey(candidate)) continue;
      return candidate;
    }
  }
  return undefined;
}

export function readTeamWordLists(siteRoot: string): TeamWordLists {
  const folders = searchFolders(siteRoot);
  const cspellFile = findCspellSettings(folders);
  return { ...(cspellFile ? { cspellFile } : {}), cspell: cspellFile ? readSettingsFile(cspellFile) : emptySettings(), vale: readValeVocabulary(folders) };
}

function hasCspellKey(file: string): boolean {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as unknown;
    return data !== null && typeof data === 'object' && 'cspell' in data;
  } catch {
    return false;
  }
}

/**
 * Every file the spelling and terminology rules read beside the pages, absolute: the cspell
 * settings with their imports and dictionary files, `.vale.ini` and its vocabularies, and the Vale
 * files the terminology rule names (`termFiles`, relative to the site root). A cached result
 * depends on their bytes.
 */
export function wordListFiles(siteRoot: string, termFiles: readonly string[] = []): string[] {
  const { cspell, vale } = readTeamWordLists(siteRoot);
  const dictionaries = cspell.dictionaryDefinitions.flatMap((definition) => (definition.path ? [definition.path] : []));
  return [...cspell.files, ...dictionaries, ...vale.files, ...termFiles.map((file) => path.resolve(siteRoot, file))];
}

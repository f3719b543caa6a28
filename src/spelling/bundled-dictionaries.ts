/**
 * The dictionaries cspell bundles (`@cspell/cspell-bundled-dicts`), by the names cspell gives them,
 * each loaded at most once per thread and only when first asked for: the English trie alone takes
 * over a second to build.
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { SpellingDictionary } from 'cspell-dictionary';
import { bundledDictionariesAnchor, readSettingsFile, type DictionaryDefinition } from './cspell-settings.js';
import { loadDictionary } from './load-dictionary.js';

export type EnglishVariant = 'en-US' | 'en-GB';

/** The English dictionary of each variant (its lists of common misspellings: `common-misspellings.ts`). */
export const ENGLISH: Record<EnglishVariant, { dictionary: string }> = {
  'en-US': { dictionary: 'en_us' },
  'en-GB': { dictionary: 'en-gb' },
};

/**
 * What docs-lint checks with beside English, by package: the three the issue names (software
 * terms with its own default set of tools, web services, acronyms and compound coding terms;
 * company names; full-stack development), and the technical lists that documentation of software
 * names on every page: npm packages, Node.js and TypeScript, Python, AWS, Kubernetes, Docker, git,
 * data science and AI models, open-source licences, and file types (`docx`, `jsonl`, `webp`). On ../shared/corpus these lists know Vercel, ngrok,
 * Vite, uvicorn, presigned, failover, reranking and checkpointing; of the real misspellings found
 * there they hide one (`dont`, which the Python list has), where `cpp-compound-words` and `dart`
 * would hide `overriden` and `extention` (they are left out).
 * An empty list means the package's own defaults.
 */
const DEFAULTS: ReadonlyArray<[string, readonly string[]]> = [
  ['@cspell/dict-software-terms', []],
  ['@cspell/dict-companies', ['companies']],
  ['@cspell/dict-fullstack', ['fullstack']],
  ['@cspell/dict-public-licenses', ['public-licenses']],
  ['@cspell/dict-npm', ['npm']],
  ['@cspell/dict-node', ['node']],
  ['@cspell/dict-typescript', ['typescript']],
  ['@cspell/dict-aws', ['aws']],
  ['@cspell/dict-k8s', ['k8s']],
  ['@cspell/dict-docker', ['docker']],
  ['@cspell/dict-git', ['git']],
  ['@cspell/dict-data-science', ['data-science', 'data-science-models', 'data-science-tools']],
  ['@cspell/dict-python', ['python', 'python-common']],
  ['@cspell/dict-filetypes', ['filetypes']],
];

/** Where each English variant comes from, so that it loads without the whole registry. */
const PACKAGE_OF: Record<string, string> = {
  en_us: '@cspell/dict-en_us',
  'en-gb': '@cspell/dict-en-gb-mit',
};

interface PackageDictionaries {
  definitions: Map<string, DictionaryDefinition>;
  /** The dictionaries the package turns on by default. */
  defaults: string[];
}

const packages = new Map<string, PackageDictionaries | null>();
const loaded = new Map<string, SpellingDictionary | null>();
let registry: Map<string, DictionaryDefinition> | undefined;

function requireFromBundle(): NodeJS.Require {
  return createRequire(bundledDictionariesAnchor());
}

/** The dictionaries one bundled package defines (its extension file, imports followed). */
function packageDictionaries(name: string): PackageDictionaries | null {
  let found = packages.get(name);
  if (found !== undefined) return found;
  try {
    const settings = readSettingsFile(requireFromBundle().resolve(`${name}/cspell-ext.json`));
    found = { definitions: new Map(settings.dictionaryDefinitions.map((definition) => [definition.name, definition])), defaults: settings.dictionaries };
  } catch {
    found = null;
  }
  packages.set(name, found);
  return found;
}

/** The names of the dictionaries docs-lint checks with, for one English variant. */
export function defaultDictionaryNames(variant: EnglishVariant): string[] {
  const names = [ENGLISH[variant].dictionary];
  for (const [name, wanted] of DEFAULTS) names.push(...(wanted.length > 0 ? wanted : (packageDictionaries(name)?.defaults ?? [])));
  return names;
}

/** Every bundled dictionary's definition by name (read once, when a team names one that is not among the defaults). */
function fullRegistry(): Map<string, DictionaryDefinition> {
  if (registry) return registry;
  registry = new Map();
  let config = '';
  try {
    config = fs.readFileSync(requireFromBundle().resolve('@cspell/cspell-bundled-dicts/cspell-default.config.js'), 'utf8');
  } catch {
    return registry;
  }
  for (const match of config.matchAll(/['"](@cspell\/dict-[\w.-]+)\/cspell-ext\.json['"]/g)) {
    for (const [name, definition] of packageDictionaries(match[1])?.definitions ?? []) if (!registry.has(name)) registry.set(name, definition);
  }
  return registry;
}

function definitionOf(name: string): DictionaryDefinition | undefined {
  const home = PACKAGE_OF[name];
  if (home) return packageDictionaries(home)?.definitions.get(name);
  for (const [pkg] of DEFAULTS) {
    const definition = packageDictionaries(pkg)?.definitions.get(name);
    if (definition) return definition;
  }
  return fullRegistry().get(name);
}

/** True when cspell bundles a dictionary of this name. */
export function isBundledDictionary(name: string): boolean {
  return definitionOf(name) !== undefined;
}

/** A bundled dictionary by name, loaded on first use and kept for the thread; undefined when there is none. */
export function bundledDictionary(name: string): SpellingDictionary | undefined {
  let dictionary = loaded.get(name);
  if (dictionary !== undefined) return dictionary ?? undefined;
  const definition = definitionOf(name);
  try {
    dictionary = definition ? loadDictionary(definition) : null;
  } catch {
    dictionary = null;
  }
  loaded.set(name, dictionary);
  return dictionary ?? undefined;
}

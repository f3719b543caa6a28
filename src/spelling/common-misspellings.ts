/**
 * cspell's lists of common English misspellings (`@cspell/dict-en-common-misspellings`: about
 * 90,000 `misspelling->correction` pairs), looked up by binary search in the lists as they ship.
 * Built as cspell dictionaries they cost 1.6 s of CPU and 18 MB in every thread (measured); read
 * as JSON and sorted once, about a tenth of that, and a lookup is a few comparisons.
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundledDictionariesAnchor } from './cspell-settings.js';
import type { EnglishVariant } from './bundled-dictionaries.js';

/** The list files of each variant, in the package's `dict/` folder. */
const FILES: Record<EnglishVariant, readonly string[]> = {
  'en-US': ['dict-en.json', 'dict-en-us.json'],
  'en-GB': ['dict-en.json', 'dict-en-gb.json'],
};

export interface CommonMisspellings {
  /** The corrections of a misspelling (any case), or none. */
  corrections(word: string): string[];
}

const loaded = new Map<EnglishVariant, CommonMisspellings>();

export function commonMisspellings(variant: EnglishVariant): CommonMisspellings {
  let found = loaded.get(variant);
  if (!found) loaded.set(variant, (found = readLists(variant)));
  return found;
}

function readLists(variant: EnglishVariant): CommonMisspellings {
  const entries: string[] = [];
  try {
    const folder = path.join(path.dirname(createRequire(bundledDictionariesAnchor()).resolve('@cspell/dict-en-common-misspellings/cspell-ext.json')), 'dict');
    for (const file of FILES[variant]) {
      const data = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as { dictionaryDefinitions?: Array<{ suggestWords?: string[]; flagWords?: string[] }> };
      for (const definition of data.dictionaryDefinitions ?? []) {
        for (const entry of [...(definition.suggestWords ?? []), ...(definition.flagWords ?? [])]) if (entry.includes('->')) entries.push(entry.toLowerCase());
      }
    }
  } catch {
    // Without the lists, suggestions still come from the dictionaries.
  }
  const keys = entries.map((entry) => entry.slice(0, entry.indexOf('->')));
  const order = keys.map((_, index) => index).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
  const sortedKeys = order.map((index) => keys[index]);
  const sortedEntries = order.map((index) => entries[index]);
  return {
    corrections(word) {
      const key = word.toLowerCase().replace(/’/g, "'");
      let low = 0;
      let high = sortedKeys.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sortedKeys[middle] < key) low = middle + 1;
        else high = middle;
      }
      const out: string[] = [];
      for (let i = low; i < sortedKeys.length && sortedKeys[i] === key; i++) {
        for (const correction of sortedEntries[i].slice(key.length + 2).split(',')) {
          const trimmed = correction.trim();
          if (trimmed && !out.includes(trimmed)) out.push(trimmed);
        }
      }
      return out;
    },
  };
}

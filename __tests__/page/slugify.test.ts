import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import librarySlugify from '@sindresorhus/slugify';
import fc from 'fast-check';
import fg from 'fast-glob';
import { librarySlugifyCalls, slugify, type SlugifyOptions } from '../../src/page/slugify.js';
import { CORPUS_DIR, CORPUS_SITES, corpusAvailable } from '../helpers/corpus.js';

/** The option sets docs-lint slugs with (anchor-ids.ts), and others the library accepts. */
const OPTION_SETS: SlugifyOptions[] = [
  { decamelize: false, preserveCharacters: ['_'] },
  { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false },
  { decamelize: false },
  { decamelize: true, separator: '-' },
  {},
  { separator: '_' },
  { separator: '', lowercase: false },
  { separator: '.', preserveCharacters: ['-', '^'] },
];

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A file of the installed slug libraries (their `exports` hide it from `import`). */
function packageFile(relative: string): string {
  const nested = path.join(repo, 'node_modules', '@sindresorhus', 'slugify', 'node_modules', relative);
  return fs.existsSync(nested) ? nested : path.join(repo, 'node_modules', relative);
}

const ourFirst = (text: string, options: SlugifyOptions) => {
  const before = librarySlugifyCalls();
  const slug = slugify(text, options);
  return { slug, library: librarySlugifyCalls() > before };
};

describe('slugify: the library output, without its transliteration where nothing needs it', () => {
  test('no replacement key of the library can occur in ASCII and smart-quote text', async () => {
    const table = (await import(pathToFileURL(packageFile('@sindresorhus/transliterate/replacements.js')).href)).default as Array<[string, string]>;
    const overridable = (await import(pathToFileURL(path.join(repo, 'node_modules', '@sindresorhus', 'slugify', 'overridable-replacements.js')).href)).default as Array<[string, string]>;
    expect(table.length).toBeGreaterThan(1000);
    const passes = /^[\u0000-\u007F\u2019\u2018\u201C\u201D\u2013\u2014\u2026]$/;
    expect(table.filter(([key]) => [...key].every((char) => passes.test(char)))).toEqual([]);
    // slugify's own replacements: `&` is the one ASCII key, replaced by ` and `.
    expect(overridable.filter(([key]) => [...key].every((char) => passes.test(char)))).toEqual([['&', ' and ']]);
  });

  test('plain and smart-quoted headings are slugged without the library, the others by it, with its output', () => {
    const heading = OPTION_SETS[0];
    expect(ourFirst('What’s new — in v2.0 & “beyond”…', heading)).toEqual({ slug: librarySlugify('What’s new — in v2.0 & “beyond”…', heading), library: false });
    expect(ourFirst('Don\'t use `^caret` or C:\\path', heading)).toEqual({ slug: librarySlugify('Don\'t use `^caret` or C:\\path', heading), library: false });
    expect(ourFirst('Überblick & Setup', OPTION_SETS[2])).toEqual({ slug: 'ueberblick-and-setup', library: true });
    expect(ourFirst('🚀 Quickstart', heading)).toEqual({ slug: librarySlugify('🚀 Quickstart', heading), library: true });
    expect(ourFirst('userIDs and APIKey2', OPTION_SETS[3])).toEqual({ slug: librarySlugify('userIDs and APIKey2', OPTION_SETS[3]), library: false });
  });

  test('any text, under any option set, slugs as the library slugs it', () => {
    const pieces = ['a', 'Z', 'id', 'API', 'Key', '2', '-', '_', '--', ' ', '\t', "'s", "'t", '&', '%2F', '\\', '^', '`', '.', '#', '#\uFE0F\u20E3', 'é', 'e\u0301', 'ß', 'Ä', '’', '“', '—', '…', '♥', '🦄', '🚀', 'ъе', 'Ж', '中', '\u00A0', '$1', '(x)'];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(...OPTION_SETS), (input, options) => {
        expect(slugify(input, options)).toBe(librarySlugify(input, options));
      }),
      { numRuns: 600 },
    );
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (input) => expect(slugify(input, OPTION_SETS[0])).toBe(librarySlugify(input, OPTION_SETS[0]))), { numRuns: 150 });
  });

  test('options it does not take on go to the library (which rejects what it rejects)', () => {
    const custom: SlugifyOptions = { customReplacements: [['x', 'y']] };
    expect(ourFirst('max', custom)).toEqual({ slug: 'may', library: true });
    expect(() => slugify('a b', { separator: '_', preserveCharacters: ['_'] })).toThrow(/separator/);
  });
});

(corpusAvailable ? describe : describe.skip)('slugify on the real sites of ../shared/corpus', () => {
  test('every heading and component title of the corpus pages that is more than words slugs as the library slugs it', () => {
    // The library takes some milliseconds a call: plain words and spaces (two thirds of the texts)
    // are left out, since the expressions below treat every letter alike but for `s` and `t`.
    const plain = /^[A-Za-z0-9 ]+$/;
    const headings = new Set<string>();
    const titles = new Set<string>();
    for (const site of CORPUS_SITES) {
      for (const file of fg.sync('**/*.{md,mdx}', { cwd: path.join(CORPUS_DIR, site), ignore: ['**/node_modules/**'] })) {
        const page = fs.readFileSync(path.join(CORPUS_DIR, site, file), 'utf8');
        for (const match of page.matchAll(/^#{1,6}[ \t]+(.+)$/gm)) if (!plain.test(match[1])) headings.add(match[1]);
        for (const match of page.matchAll(/\btitle="([^"]+)"/g)) if (!plain.test(match[1])) titles.add(match[1]);
      }
    }
    expect(headings.size).toBeGreaterThan(1000);
    const differ: string[] = [];
    const check = (input: string, options: SlugifyOptions) => {
      const ours = ourFirst(input, options);
      if (!ours.library && ours.slug !== librarySlugify(input, options)) differ.push(input);
    };
    for (const text of headings) {
      // As anchor-ids.ts slugs a heading: lower-cased, dashed and percent-encoded.
      const encoded = encodeURIComponent(text.toLowerCase().trim().replace(/\s+/g, '-'));
      check(encoded, /%[0-9A-F]{2}/.test(encoded) ? OPTION_SETS[1] : OPTION_SETS[0]);
    }
    for (const title of titles) check(title, OPTION_SETS[2]);
    expect(differ).toEqual([]);
  });
});

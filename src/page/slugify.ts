/**
 * `@sindresorhus/slugify` 2.x, the generator's slug library, with the same output and without the
 * cost of its transliteration where there is nothing to transliterate.
 *
 * The library's transliteration replaces each of some 1,900 characters in turn, compiling a regular
 * expression for each on every call: 4.7 % of a one-thread run on a 3,000-page site, where most
 * heading texts differ and the slug cache rarely hits. A replacement changes the text only where
 * its key occurs, and every key holds a character that is neither ASCII nor one of `PASSTHROUGH`
 * (a test holds the library's table to this). So on text made of those characters alone the
 * replacements do nothing but turn `&` into ` and ` (slugify's own replacement), and the
 * library's other steps, written out below as it runs them, give its result. Any other text
 * (accented letters, other scripts, emoji) goes to the library itself.
 */
import librarySlugify, { type Options as SlugifyOptions } from '@sindresorhus/slugify';

export type { SlugifyOptions };

/** The typography smart quotes put in headings, which no replacement key contains: `’ ‘ “ ” – — …`. */
const PASSTHROUGH = '\u2019\u2018\u201C\u201D\u2013\u2014\u2026';
/** Text the replacements cannot touch (but for `&`): ASCII and PASSTHROUGH. */
const NOTHING_TO_TRANSLITERATE = new RegExp(`^[\\u0000-\\u007F${PASSTHROUGH}]*$`);

interface Compiled {
  separator: string;
  lowercase: boolean;
  decamelize: boolean;
  slugPattern: RegExp;
  repeatedSeparators?: RegExp;
  edgeSeparators?: RegExp;
}

const compiledOptions = new WeakMap<SlugifyOptions, Compiled | null>();

let libraryCalls = 0;

/** How many slugs this thread left to the library (for the tests). */
export function librarySlugifyCalls(): number {
  return libraryCalls;
}

function viaLibrary(text: string, options: SlugifyOptions): string {
  libraryCalls++;
  return librarySlugify(text, options);
}

/** `@sindresorhus/slugify(text, options)`, byte for byte. */
export function slugify(text: string, options: SlugifyOptions = {}): string {
  const compiled = compile(options);
  if (!compiled) return viaLibrary(text, options);
  // The library's transliteration: NFC, then its replacements, then diacritics removed.
  let string = text.normalize();
  if (!NOTHING_TO_TRANSLITERATE.test(string)) return viaLibrary(text, options);
  string = string.replaceAll('&', ' and ');
  string = string.normalize('NFD').replace(/\p{Diacritic}/gu, '').normalize();
  if (compiled.decamelize) string = decamelize(string);
  if (compiled.lowercase) string = string.toLowerCase();
  // Contractions and possessives: `don't` → `dont`, `API's` → `APIs`.
  string = string.replace(/([a-zA-Z\d]+)'([ts])(\s|$)/g, '$1$2$3');
  string = string.replace(compiled.slugPattern, compiled.separator);
  string = string.replace(/\\/g, '');
  if (compiled.repeatedSeparators && compiled.edgeSeparators) {
    string = string.replace(compiled.repeatedSeparators, compiled.separator).replace(compiled.edgeSeparators, '');
  }
  return string;
}

/** The options' expressions, built once per options object; null for options this module leaves to the library. */
function compile(options: SlugifyOptions): Compiled | null {
  let compiled = compiledOptions.get(options);
  if (compiled !== undefined) return compiled;
  const settings = { separator: '-', lowercase: true, decamelize: true, preserveCharacters: [] as readonly string[], ...options };
  const unsupported =
    (options.customReplacements?.length ?? 0) > 0 || options.preserveLeadingUnderscore || options.preserveTrailingDash || settings.preserveCharacters.includes(settings.separator);
  if (unsupported) compiled = null;
  else {
    const kept = `a-z\\d${settings.lowercase ? '' : 'A-Z'}${settings.preserveCharacters.map(escapeForPattern).join('')}`;
    const separator = escapeForPattern(settings.separator);
    compiled = {
      separator: settings.separator,
      lowercase: settings.lowercase,
      decamelize: settings.decamelize,
      slugPattern: new RegExp(`[^${kept}]+`, 'g'),
      ...(settings.separator ? { repeatedSeparators: new RegExp(`${separator}{2,}`, 'g'), edgeSeparators: new RegExp(`^${separator}|${separator}$`, 'g') } : {}),
    };
  }
  compiledOptions.set(options, compiled);
  return compiled;
}

/** As escape-string-regexp 5 escapes (the library's own): `-` as `\x2d`, so it also holds in a character class. */
function escapeForPattern(text: string): string {
  return text.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d');
}

function decamelize(string: string): string {
  return string
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
}

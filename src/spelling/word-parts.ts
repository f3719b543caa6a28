/**
 * Which parts of a prose word are spelled English words, and which are something else that only
 * looks like a word. The prose room already took out code, URLs, paths, file names, flags and
 * snake_case identifiers; what reaches here is a run of letters, digits and inner punctuation
 * (`well-known`, `Stripe's`, `e.g.`, `v2`, `GraphQL`).
 *
 * Not checked, by class:
 * - words with digits: versions, units, sizes, hex (`v2`, `10ms`, `4xx`, `0xFF`, `SHA256`);
 * - abbreviations: all capitals, up to six letters, with an optional plural `s` (`API`, `SDKs`);
 * - words of fewer than four letters (cspell's own limit): units, commands and abbreviations
 *   (`dbt`, `env`, `yml`) far more often than words, and the letters of `e.g.` or `I/O`;
 * - words in other scripts (a Latin letter with accents counts as Latin);
 * - identifiers and brand names written in mixed case (`getUser`, `iPhone`, `GraphQL`, `OAuth`),
 *   and constants and commands in capitals (`BRPOPLPUSH`, `STARTTLS`): checked whole, and left
 *   alone when no dictionary has them (`shape` says which), since a capital inside a word is a
 *   name someone chose.
 * Possessives (`Stripe's`, `users'`) are checked without the `'s`; hyphenated compounds whole
 * first, then each part.
 */

export interface WordPart {
  /** As written (typographic apostrophes made straight). */
  text: string;
  /** Offsets in the text the token came from. */
  start: number;
  end: number;
  /**
   * `lower` (`webhook`), `capitalized` (`Fastly`), `upper` (`STARTTLS`, past the length of an
   * abbreviation) or `mixed` (`GraphQL`, `getUser`). An unknown `upper` or `mixed` word is a name,
   * not a misspelling; a `capitalized` one may be either, which the reader of the sentence decides.
   */
  shape: 'lower' | 'capitalized' | 'upper' | 'mixed';
}

export interface WordToCheck {
  /** The whole compound (`state-of-the-art`), checked first: when it is known, its parts are not checked. */
  whole?: WordPart;
  /**
   * The parts to check. After a hyphen, a part that no list names as a misspelling is wordplay
   * more often than a slip (`Secure-ious`, `Transport-ation`): `afterHyphen` says which.
   */
  parts: Array<WordPart & { afterHyphen: boolean }>;
}

/** Shorter words are not checked, as cspell does not (units, commands and abbreviations more often than words). */
export const MIN_WORD_LENGTH = 4;
/** All-capital words up to this long are abbreviations (`API`, `CORS`, `OAUTH`, `SAML`). */
const MAX_ABBREVIATION_LENGTH = 6;

const LATIN_WORD = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+(?:'[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+)*$/;
const SEPARATORS = /[-‐‑/.]/;

/** Numbers and abbreviations (`2024`, `API`, `SDKs`), the commonest tokens with nothing to check: known before the token is split. */
const NOTHING_TO_CHECK = /^(?:[0-9]+|[A-Z]{2,6}s?)$/;

/** The parts of one word token to check; `start` is the token's offset in its text. */
export function wordToCheck(token: string, start: number): WordToCheck {
  if (NOTHING_TO_CHECK.test(token)) return { parts: [] };
  const text = token.replace(/[’‘`]/g, "'");
  const pieces: Array<WordPart & { afterHyphen: boolean }> = [];
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !SEPARATORS.test(text[i])) continue;
    if (i > from) {
      const part = checkablePart(text.slice(from, i), start + from);
      if (part) pieces.push({ ...part, afterHyphen: from > 0 && /[-‐‑]/.test(text[from - 1]) });
    }
    from = i + 1;
  }
  const compound = /[-‐‑]/.test(text) && !/[/.]/.test(text) && pieces.length > 1 ? checkablePart(text, start) : undefined;
  return { ...(compound ? { whole: compound } : {}), parts: pieces };
}

/** One run between separators, trimmed of quotes and a possessive; undefined when it is not a word to check. */
function checkablePart(raw: string, start: number): WordPart | undefined {
  let text = raw;
  let offset = start;
  const lead = /^'+/.exec(text)?.[0].length ?? 0;
  text = text.slice(lead);
  offset += lead;
  text = text.replace(/'+$/, '').replace(/'s$/i, '');
  if (text.length < MIN_WORD_LENGTH || /\d/.test(text)) return undefined;
  if (!LATIN_WORD.test(text.replace(/-/g, ''))) return undefined;
  if (isAbbreviation(text)) return undefined;
  return { text, start: offset, end: offset + text.length, shape: shapeOf(text) };
}

function shapeOf(text: string): WordPart['shape'] {
  if (isMixedCase(text)) return 'mixed';
  if (text === text.toLowerCase()) return 'lower';
  if (text === text.toUpperCase()) return 'upper';
  return 'capitalized';
}

/** `API`, `SDKs`, `CORS`: all capitals (a plural `s` aside), up to six letters. */
function isAbbreviation(text: string): boolean {
  const core = text.endsWith('s') ? text.slice(0, -1) : text;
  return core.length <= MAX_ABBREVIATION_LENGTH && core.length >= 2 && core === core.toUpperCase() && core !== core.toLowerCase();
}

/** A capital after a small letter (`getUser`, `iPhone`), or capitals run into small ones (`GraphQL` aside, `OAuth`, `SQLite`). */
function isMixedCase(text: string): boolean {
  return /\p{Ll}\p{Lu}/u.test(text) || /\p{Lu}{2}\p{Ll}/u.test(text);
}

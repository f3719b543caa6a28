/**
 * Example output written by hand: a response example or CLI output whose other values are
 * obviously invented (`"id": "usr_123"`, `xxxx`, `<org-id>`, `00000000`, `12345`). A token-like
 * value beside them was invented with them, and is no credential; one that only a provider's
 * format catches (secretlint's rules) is still reported, since a format is more than a guess.
 */

/** Values in the text: `<…>` placeholders, and runs of the characters identifiers and tokens use. */
const VALUE = /<[^<>\s]{1,40}>|[A-Za-z0-9_.@+/-]{3,}/g;

/** The UUID that RFC 4122 and countless docs print as the example. */
const EXAMPLE_UUID = /123e4567-e89b-12d3-a456-42661417400\d/i;

/** True when `value` is one of the values people invent for an example. */
export function isInventedSample(value: string): boolean {
  if (value.startsWith('<')) return true;
  if (/^(.)\1{3,}$/.test(value) || /x{4,}/i.test(value) || EXAMPLE_UUID.test(value)) return true;
  if (/xyz|abc123|123abc|abcdef|123456/i.test(value)) return true;
  // `usr_1`, `org-42`, `id_007`: a word and a short number, as someone numbers made-up records.
  if (/^[A-Za-z]{2,12}[_-]\d{1,3}$/.test(value)) return true;
  // Four digits counting up in a short value (`1234`, `id_5678`), or five of anything (`abcde`).
  return (value.length <= 12 && hasConsecutiveRun(value, 4, /\d/)) || hasConsecutiveRun(value, 5, /[A-Za-z0-9]/);
}

/** True when a value of `text` outside `[start, end)` was invented for the example. */
export function hasInventedNeighbour(text: string, start: number, end: number): boolean {
  for (const match of text.matchAll(VALUE)) {
    const at = match.index ?? 0;
    if (at < end && start < at + match[0].length) continue;
    if (isInventedSample(match[0])) return true;
  }
  return false;
}

function hasConsecutiveRun(value: string, length: number, kind: RegExp): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    run = value.charCodeAt(i) === value.charCodeAt(i - 1) + 1 && kind.test(value[i]) && kind.test(value[i - 1]) ? run + 1 : 1;
    if (run >= length) return true;
  }
  return false;
}

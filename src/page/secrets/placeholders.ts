/**
 * The placeholder check every finding must pass: docs are full of `YOUR_API_KEY`, `<token>`,
 * `sk_test_…` and `xxxx` written on purpose, and a report on one would be noise.
 */

/** Template and shell syntax, masks and ellipses: `<token>`, `${API_KEY}`, `{{ secrets.X }}`, `$TOKEN`, `%TOKEN%`, `***`, `...`. */
const MARKUP = /[<>{}*•…[\]]|\.\.\.|\$[{(A-Za-z_]|%[A-Z_]+%|\b(?:process\.env|os\.environ|env)\./;
/** Words no real secret contains, anywhere and in any case. */
const LONG_WORDS = /example|placeholder|sample|dummy|redacted|changeme|change_me|replace|insert|secret|password|passwd|token/i;
/**
 * Short words could occur in a random string by chance, so they count only as a word: between
 * non-letters or at a camel-case boundary (`sk_test_`, `yourToken`), or in capitals anywhere (`MYTESTKEY`).
 */
const SHORT_WORDS = /(?<![A-Za-z])(?:[Yy]our|[Tt]est|[Ff]ake|[Hh]ere|[Dd]emo|[Mm]ock|[Tt]odo|[Pp]ass|[Uu]ser)(?![a-z])/;
const SHORT_WORDS_IN_CAPITALS = /YOUR|TEST|FAKE|HERE|DEMO|MOCK|TODO/;
/** Runs of `x` or of any one character: `xxxxxxxx`, `00000`, `sk_live_aaaaa`. */
const REPEATED = /([xX])\1{2,}|(.)\2{4,}/;

/**
 * True when a value is written to be replaced, not used: template or shell syntax, masks,
 * ellipses, placeholder words (`YOUR_`, `example`, `sk_test_`, `changeme`), runs of one
 * character, runs of consecutive characters (`12345`, `abcde`), or words only (`your-api-key`).
 * A private key's base64 body legitimately repeats (`AAAA`), so only the syntax, words and its length count there.
 */
export function isPlaceholder(value: string, options: { keyBody?: boolean } = {}): boolean {
  if (options.keyBody) return isKeyBodyPlaceholder(value);
  if (MARKUP.test(value) || LONG_WORDS.test(value) || hasShortWord(value)) return true;
  return REPEATED.test(value) || hasConsecutiveRun(value, 5) || isWordsOnly(value) || isConstantName(value) || EXAMPLE_RUNS.test(value) || isFakeHex(value) || decodesToPlaceholder(value);
}

/** `xyz`, `abc123`, `123abc`, `123456`: what people type when they make up a key (`pk-lf-…-xyz123`). */
const EXAMPLE_RUNS = /xyz|abc123|123abc|abcdef|123456/i;

/** `WRITE_API_KEY_OF_MS0`, `SEARCH_KEY_V2`: a constant's name in capitals, words with at most a short number. */
function isConstantName(value: string): boolean {
  const parts = value.split('_');
  return parts.length >= 2 && parts.every((part) => /^[A-Z]{1,12}\d{0,2}$/.test(part));
}

/**
 * `2553feg6a2d9842h2a0gcdb5f8efe9934`: hex digits with a few letters no hex string has. Real tokens
 * are hex throughout, or use the whole alphabet; a mostly-hex value with a `g` or an `h` was typed by hand.
 */
function isFakeHex(value: string): boolean {
  if (value.length < 16 || !/^[0-9a-z]+$/.test(value)) return false;
  const hex = value.replace(/[^0-9a-f]/g, '').length;
  return hex < value.length && hex / value.length >= 0.85;
}

/**
 * A private key's body is a placeholder when it is markup or words (`<your key>`, `YOUR_KEY_HERE`)
 * or holds almost no key material (`...`). A cut-off body (`MIIEvQIBADANBg...`) still leaks a key.
 */
function isKeyBodyPlaceholder(body: string): boolean {
  const material = body.replace(/\.\.\.|…/g, '');
  if (MARKUP.test(material) || LONG_WORDS.test(material) || hasShortWord(material)) return true;
  return material.replace(/[^A-Za-z0-9+/=]/g, '').length < MIN_KEY_MATERIAL;
}

/** Fewer base64 characters than this is not a key, even a cut-off one. */
const MIN_KEY_MATERIAL = 16;

function hasShortWord(value: string): boolean {
  return SHORT_WORDS_IN_CAPITALS.test(value) || SHORT_WORDS.test(value.replace(/[a-z](?=[A-Z])/g, '$&_'));
}

/** `12345`, `abcde`, `VWXYZ`: a run of `length` characters each one code point after the last. */
function hasConsecutiveRun(value: string, length: number): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    run = value.charCodeAt(i) === value.charCodeAt(i - 1) + 1 && /[A-Za-z0-9]/.test(value[i]) ? run + 1 : 1;
    if (run >= length) return true;
  }
  return false;
}

/** `your-api-key`, `MY_SECRET_TOKEN`, `postgres`: short words and separators, no digit. */
function isWordsOnly(value: string): boolean {
  return !/\d/.test(value) && value.split(/[-_.:/+=~\s]+/).every((part) => /^[A-Za-z]{0,12}$/.test(part));
}

/** Base64 of readable text written for an example: `eyJVc2VySUQiOiJkZWZhdWx0VXNlciJ9` is `{"UserID":"defaultUser"}`. */
function decodesToPlaceholder(value: string): boolean {
  if (!/^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(value)) return false;
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  if (!/^[\x20-\x7e]*$/.test(decoded)) return false;
  // `Maximum-updated-3735-…`: words joined by dashes, as someone names a made-up resource.
  return LONG_WORDS.test(decoded) || hasShortWord(decoded) || /default/i.test(decoded) || /[a-z]{5,}-[a-z0-9]{2,}/i.test(decoded);
}

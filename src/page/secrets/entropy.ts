/**
 * How random a value looks: the test that tells a generated token or password from a word, a
 * name or an id someone chose, which a pattern alone cannot.
 */

/** Bits per character a generic value must reach to look random rather than chosen. */
const ENTROPY_THRESHOLD = 3.5;
/** A lower bar for passwords, which are shorter than tokens. */
const PASSWORD_ENTROPY_THRESHOLD = 3.2;
/** Generic values shorter than this are too short to tell a token from a word. */
const MIN_GENERIC_LENGTH = 20;

/** Long enough, letters and digits both, and spread over many characters: not a word or an id someone chose. */
export function looksRandom(value: string): boolean {
  return value.length >= MIN_GENERIC_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value) && shannonEntropy(value) >= ENTROPY_THRESHOLD;
}

/**
 * A password someone could really use: eight characters or more, and either three kinds of
 * characters (`S3cr3tP4ss`) or letters and digits spread like a generated one. `admin123` is not.
 */
export function looksLikePassword(value: string): boolean {
  if (value.length < 8) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(value)).length;
  return classes >= 3 || (/[A-Za-z]/.test(value) && /\d/.test(value) && shannonEntropy(value) >= PASSWORD_ENTROPY_THRESHOLD);
}

/** Shannon entropy of the characters of `value`, in bits per character. */
export function shannonEntropy(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let entropy = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

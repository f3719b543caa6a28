/**
 * Values that look like credentials but are public by design, or are the samples vendors print
 * in their own docs: a report on one would tell a team to revoke what is meant to be seen.
 */

/**
 * Keys a web page or an app ships to every visitor, by their vendor prefix: a PostHog project API
 * key (`phc_`; personal keys are `phx_`), a Stripe or Clerk publishable key (`pk_live_`, `pk_test_`;
 * secret ones are `sk_` and `rk_`).
 */
const PUBLIC_PREFIXES = /^(?:phc_|pk_(?:live|test)_)/;

/** An Ethereum (EVM) address, `0x` and 40 hex digits: a contract or a wallet everyone may look up (`token: "0xF87E…"` names an ERC-20 token). */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Words of a name that say the key is the client-side, public kind: Algolia's, Meilisearch's and
 * Typesense's search-only keys (`searchApiKey`, `ALGOLIA_SEARCH_KEY`, `searchOnlyApiKey`),
 * publishable and public keys, and the variables a framework puts in the browser bundle
 * (`NEXT_PUBLIC_…`, `EXPO_PUBLIC_…`).
 */
const PUBLIC_WORDS = new Set(['search', 'public', 'publishable']);

/** `searchApiKey`, `ALGOLIA_SEARCH_KEY` → its words in lower case. */
function wordsOf(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/);
}

/**
 * Samples vendors print in their own docs, which pages copy: AWS's example key pair (secretlint
 * ignores these two itself), GitHub's example personal access token, Slack's example bot token
 * from its `oauth.v2.access` reference.
 */
// Written in parts so that no scanner of this repository takes the list for leaked credentials.
const VENDOR_SAMPLES = new Set([
  ['AKIA', 'IOSFODNN7EXAMPLE'],
  ['wJalrXUtnFEMI/K7MDENG/', 'bPxRfiCYEXAMPLEKEY'],
  ['AKIA', 'I44QH8DHBEXAMPLE'],
  ['je7MtGbClwBF/2Zp9Utk/', 'h3yCo8nvbEXAMPLEKEY'],
  ['ghp_', '16C7e42F292c6912E7710c838347Ae178B4a'],
  ['xoxb-', '17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy'],
].map((parts) => parts.join('')));

/** True for a value public by design or a vendor's documented sample; `name` is the key it is assigned to, if any. */
export function isPublicValue(value: string, name?: string): boolean {
  return VENDOR_SAMPLES.has(value) || PUBLIC_PREFIXES.test(value) || EVM_ADDRESS.test(value) || (name !== undefined && wordsOf(name).some((word) => PUBLIC_WORDS.has(word)));
}

/**
 * A Firebase web app's config (`apiKey` beside `authDomain: "….firebaseapp.com"`): Google's docs
 * say this key only names the project and is public by design; rules, not the key, guard the data.
 */
export function isFirebaseWebConfig(text: string): boolean {
  return /authDomain/.test(text) && /\.firebaseapp\.com/.test(text);
}

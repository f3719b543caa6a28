/**
 * What every detector hands to `findSecrets`: where a possible secret is, what it is, and how it
 * sits in the text. Shared by the secretlint shim and the supplements so neither depends on the other.
 */

/** How a secret sits in the text a detector matched, which decides what part of it is the secret. */
export type Shape =
  /** The match is the secret (trimmed at the first space or quote). */
  | 'token'
  /** A `scheme://user:password@host` URL: the password is the secret. */
  | 'url-password'
  /** A PEM private key block: the whole block, shown by its base64 body. */
  | 'pem'
  /** A Google Cloud service-account JSON: the `private_key` string is the secret. */
  | 'json-private-key'
  /** A Slack incoming webhook URL: the path after `/services/` is the secret. */
  | 'webhook';

export interface Kind {
  kind: string;
  placeholder: string;
  shape: Shape;
}

/** A possible secret, before the placeholder check; offsets are into the scanned text. */
export interface Candidate extends Kind {
  start: number;
  end: number;
  /**
   * Found by shape alone (a random value assigned to a secret-named key, a bearer token), not by a
   * provider's format: the surrounding values may then show it was invented for an example.
   */
  generic?: true;
  /** The name the value is assigned to (`searchApiKey`), when it is an assignment. */
  name?: string;
}

/**
 * Detectors for what secretlint's recommended preset does not catch: Stripe live keys, Google API
 * keys, JWTs, passwords in URLs of other schemes, bearer tokens, and random values assigned to
 * secret-named keys. Each has a keyword prefilter, so most text runs none of the patterns.
 */
import type { Candidate, Kind } from './candidate.js';
import { looksRandom } from './entropy.js';

interface Supplement extends Kind {
  worthScanning(lower: string): boolean;
  /** Global, with the `d` flag; group `group` (default 0) is the secret. */
  pattern: RegExp;
  group?: number;
  /** A further test of the secret, beyond the placeholder check. */
  accept?(secret: string): boolean;
  /** Kind and placeholder from the match (an assignment names what it assigns). */
  kindOf?(match: RegExpMatchArray): Pick<Kind, 'kind' | 'placeholder'>;
  /** Found by shape, not by a provider's format (see `Candidate.generic`). */
  generic?: true;
  /** The whole name a matched assignment assigns to. */
  nameOf?(text: string, match: RegExpMatchArray): string;
}

/** URL schemes whose `user:password@` the preset already checks (basicauth, database-connection-string). */
const PRESET_URL_SCHEMES = 'https?|ftps?|mongodb(?:\\+srv)?|(?:jdbc:)?mysqlx?|postgres(?:ql)?';

const SUPPLEMENTS: Supplement[] = [
  {
    // The preset's PEM rule wants a complete block with at least 100 characters of body; a short or
    // cut-off key pasted into a page is still a private key (the placeholder check drops `...` bodies).
    kind: 'private key',
    placeholder: 'YOUR_PRIVATE_KEY',
    shape: 'pem',
    worthScanning: (lower) => lower.includes('private key-----'),
    pattern: /-----BEGIN ?(?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END ?(?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?=\n[ \t]*\n|["'`]|$(?![\s\S])))/dg,
  },
  {
    // The preset has no Stripe rule. Test keys (`sk_test_`) are meant to be shared; live ones are not.
    kind: 'Stripe live API key',
    placeholder: 'YOUR_STRIPE_SECRET_KEY',
    shape: 'token',
    worthScanning: (lower) => lower.includes('_live_'),
    pattern: /(?<![A-Za-z0-9_])(?:sk|rk)_live_[A-Za-z0-9]{20,247}(?![A-Za-z0-9_])/dg,
  },
  {
    // The preset's GCP rule only recognises service-account JSON files, not API keys.
    kind: 'Google API key',
    placeholder: 'YOUR_GOOGLE_API_KEY',
    shape: 'token',
    worthScanning: (lower) => lower.includes('aiza'),
    pattern: /(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/dg,
  },
  {
    // The preset has no JWT rule. A signed token whose header and payload decode is a live credential until it expires.
    kind: 'JSON Web Token',
    placeholder: 'YOUR_ACCESS_TOKEN',
    shape: 'token',
    worthScanning: (lower) => lower.includes('eyj'),
    pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/dg,
    accept: isRealJwt,
  },
  {
    // The preset checks `user:password@` only in http(s), ftp and database URLs; redis, amqp, smtp … carry passwords too.
    kind: 'password in a URL',
    placeholder: 'YOUR_PASSWORD',
    shape: 'url-password',
    worthScanning: (lower) => lower.includes('://') && lower.includes('@'),
    pattern: new RegExp(String.raw`(?<![A-Za-z0-9+.-])(?!(?:${PRESET_URL_SCHEMES}):)[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/[^\s:/@"'<>]{0,100}:([^\s@/"'<>]{1,200})@[A-Za-z0-9.-]+`, 'dgi'),
    group: 1,
  },
  {
    // The preset has no rule for HTTP auth headers: `Authorization: Bearer <token>` with a random token.
    kind: 'bearer token',
    placeholder: 'YOUR_API_KEY',
    shape: 'token',
    worthScanning: (lower) => lower.includes('bearer'),
    pattern: /\bbearer[ \t]+([A-Za-z0-9._~+/-]+=*)(?![A-Za-z0-9._~+/=-])/dgi,
    group: 1,
    accept: looksRandom,
    generic: true,
  },
  {
    // The preset knows provider formats only; a random value assigned to a secret-named key is a credential whatever its provider.
    kind: 'secret',
    placeholder: 'YOUR_SECRET',
    shape: 'token',
    worthScanning: (lower) => /key|secret|token|passw|pwd/.test(lower),
    pattern: /(api[_-]?key|access[_-]?key|auth[_-]?key|secret[_-]?key|secret|token|passw(?:or)?d|pwd)["']?\s*(?:=>|:=|[:=])\s*(["'`]?)([A-Za-z0-9_+/=~-]{16,256})\2(?![A-Za-z0-9_+/=~.-])/dgi,
    group: 3,
    accept: looksRandom,
    kindOf: assignmentKind,
    generic: true,
    nameOf: assignedName,
  },
];

export function supplementCandidates(text: string, lower: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const supplement of SUPPLEMENTS) {
    if (!supplement.worthScanning(lower)) continue;
    for (const match of text.matchAll(supplement.pattern)) {
      const group = supplement.group ?? 0;
      const secret = match[group];
      const span = match.indices?.[group];
      if (secret === undefined || !span || (supplement.accept && !supplement.accept(secret))) continue;
      const { kind, placeholder } = supplement.kindOf?.(match) ?? supplement;
      const name = supplement.nameOf?.(text, match);
      candidates.push({
        kind,
        placeholder,
        shape: supplement.shape,
        start: span[0],
        end: span[1],
        ...(supplement.generic ? { generic: true as const } : {}),
        ...(name === undefined ? {} : { name }),
      });
    }
  }
  return candidates;
}

/** The whole name before the keyword the pattern matched: `ALGOLIA_SEARCH_API_KEY`, `searchApiKey`, `client.secret`. */
function assignedName(text: string, match: RegExpMatchArray): string {
  const start = match.index ?? 0;
  const before = text.slice(Math.max(0, start - 100), start).match(/[A-Za-z0-9_.$-]*$/)?.[0] ?? '';
  return before + match[1];
}

/** `apiKey = "…"` is an API key, `password: …` a password: the message names what the key says. */
function assignmentKind(match: RegExpMatchArray): Pick<Kind, 'kind' | 'placeholder'> {
  const name = match[1].toLowerCase().replace(/[_-]/g, '');
  if (name.startsWith('pass') || name === 'pwd') return { kind: 'password', placeholder: 'YOUR_PASSWORD' };
  if (name === 'token') return { kind: 'token', placeholder: 'YOUR_TOKEN' };
  if (name === 'secret') return { kind: 'secret', placeholder: 'YOUR_SECRET' };
  if (name === 'secretkey') return { kind: 'secret key', placeholder: 'YOUR_SECRET_KEY' };
  if (name === 'accesskey') return { kind: 'access key', placeholder: 'YOUR_ACCESS_KEY' };
  return { kind: 'API key', placeholder: 'YOUR_API_KEY' };
}

/** A JWT whose header names an algorithm and whose payload is a JSON object that is not a documented sample. */
function isRealJwt(token: string): boolean {
  const [header, payload] = token.split('.').map(decodeBase64Url);
  if (!header || !payload) return false;
  try {
    const alg = (JSON.parse(header) as { alg?: unknown }).alg;
    const claims = JSON.parse(payload) as unknown;
    if (typeof alg !== 'string' || alg.toLowerCase() === 'none' || typeof claims !== 'object' || claims === null) return false;
    // Supabase's `anon` key is a JWT the browser holds by design: row-level security guards the data.
    if ((claims as { role?: unknown }).role === 'anon') return false;
  } catch {
    return false;
  }
  return !SAMPLE_CLAIMS.test(payload);
}

/** jwt.io's sample (`"name": "John Doe"`) and tokens minted for examples say so in their claims. */
const SAMPLE_CLAIMS = /john doe|"sub":\s*"1234567890"|example|sample|placeholder|dummy|(?<![a-z])(?:demo|test|fake)(?![a-z])/i;

function decodeBase64Url(part: string): string | undefined {
  try {
    return Buffer.from(part, 'base64url').toString('utf8');
  } catch {
    return undefined;
  }
}

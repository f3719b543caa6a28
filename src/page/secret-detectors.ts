/**
 * Finds credentials that look real in one piece of page text: a code block, inline code, a JSX
 * attribute or a URL. Provider formats come from secretlint's recommended preset, whose rule
 * creators are driven synchronously through a small shim; a few supplements cover what the preset
 * lacks. Every finding must then pass the placeholder check, because docs are full of
 * `YOUR_API_KEY`, `<token>` and `sk_test_…` on purpose.
 *
 * Cost: each detector first asks a cheap question of the lower-cased text (does it contain `ghp_`,
 * `xox`, `private key`, `://` and `@` …), so a typical code block runs no regular expression at all.
 */
import { rules as presetRules } from '@secretlint/secretlint-rule-preset-recommend';

/** A credential found in the scanned text; offsets are into that text. */
export interface SecretFinding {
  start: number;
  end: number;
  /** What it is, for a message, without an article: `GitHub personal access token`. */
  kind: string;
  /** What to write instead: `YOUR_GITHUB_TOKEN`. */
  placeholder: string;
  /** The first characters of the secret, at most four, then `…`: all a message may show. */
  preview: string;
}

export interface ScanOptions {
  /** The text is a JSON code block (lets the Google Cloud service-account key detector parse it). */
  json?: boolean;
}

/** How a secret sits in the text a detector matched, which decides what part of it is the secret. */
type Shape =
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

interface Kind {
  kind: string;
  placeholder: string;
  shape: Shape;
}

interface Candidate extends Kind {
  start: number;
  end: number;
}

/** The most a preview shows of a secret. */
const PREVIEW_LENGTH = 4;

/** Scans `text` with every detector and returns the credentials that are not placeholders, one per place. */
export function findSecrets(text: string, options: ScanOptions = {}): SecretFinding[] {
  const lower = text.toLowerCase();
  const candidates = [...secretlintCandidates(text, lower, options.json === true), ...supplementCandidates(text, lower)];
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const secret = text.slice(candidate.start, candidate.end);
    if (secret === '' || (isKeyBlock(candidate.shape) ? isPlaceholder(pemBody(secret), { keyBody: true }) : isPlaceholder(secret))) continue;
    if (candidate.shape === 'url-password' && !looksLikePassword(secret)) continue;
    // Specific detectors run first; a later finding over the same characters (a bearer token that is
    // also a JWT, an assignment of a GitHub token) would only repeat what the first one said.
    if (kept.some((other) => candidate.start < other.end && other.start < candidate.end)) continue;
    kept.push(candidate);
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ start, end, kind, placeholder, shape }) => ({ start, end, kind, placeholder, preview: previewOf(text.slice(start, end), shape) }));
}

// ---------------------------------------------------------------------------------------------
// secretlint's recommended preset, driven synchronously

/** The message a secretlint rule builds with our translator: its id and values (which hold the secret, so are never shown). */
interface TranslatedMessage {
  messageId: string;
  props: Record<string, unknown>;
}

interface SecretlintSource {
  filePath: string;
  content: string;
  ext: string;
  contentType: 'text';
}

/** The part of secretlint's rule-creator shape this module uses. */
interface SecretlintRuleCreator {
  meta: { id: string };
  create(context: ShimContext, options: Record<string, unknown>): { file?: (source: SecretlintSource) => unknown };
}

/** All the context the preset's scanners use: a translator, `report`, and `ignore` (filter-comments only). */
interface ShimContext {
  createTranslator(messages: unknown): (messageId: string, props?: Record<string, unknown>) => TranslatedMessage;
  report(descriptor: { message: unknown; range: readonly [number, number] }): void;
  ignore(descriptor: unknown): void;
}

interface SecretlintHit extends TranslatedMessage {
  range: readonly [number, number];
}

interface Scanner {
  id: string;
  worthScanning(lower: string, json: boolean): boolean;
  scan(source: SecretlintSource): SecretlintHit[];
}

/** `secretlint-disable` comments are not how docs-lint suppresses a report; its own directives are. */
const SKIPPED_RULES = new Set(['filter-comments', 'secretlint-rule-preset-recommend']);

/** The preset leaves AWS access key IDs off by default; a real-looking `AKIA…` is worth a report in docs. */
const RULE_OPTIONS: Record<string, Record<string, unknown>> = { aws: { enableIDScanRule: true } };

const AWS_KEY_ID_PREFIXES = ['a3t', 'akia', 'agpa', 'aida', 'aroa', 'aipa', 'anpa', 'anva', 'asia'];

/** Keyword prefilters, one per preset rule: a rule runs only on text that could hold what it looks for. */
const PREFILTERS: Record<string, (lower: string, json: boolean) => boolean> = {
  aws: (lower) => (lower.includes('secret') && lower.includes('key')) || AWS_KEY_ID_PREFIXES.some((prefix) => lower.includes(prefix)),
  gcp: (lower, json) => json && lower.includes('private_key'),
  privatekey: (lower) => lower.includes('private key'),
  npm: (lower) => lower.includes('npm_') || lower.includes('_authtoken') || lower.includes('x-oauth-basic'),
  basicauth: (lower) => lower.includes('://') && lower.includes('@'),
  slack: (lower) => lower.includes('xox') || lower.includes('xapp-') || lower.includes('hooks.slack.com'),
  sendgrid: (lower) => lower.includes('sg.'),
  shopify: (lower) => lower.includes('shp'),
  github: (lower) => /gh[pousr]_|github_pat_/.test(lower),
  openai: (lower) => lower.includes('t3blbkfj'),
  anthropic: (lower) => lower.includes('sk-ant-'),
  linear: (lower) => lower.includes('lin_api_'),
  '1password': (lower) => lower.includes('ops_ey'),
  'database-connection-string': (lower) => lower.includes('@') && (lower.includes('mongodb') || lower.includes('mysql') || lower.includes('postgres')),
};

/** What each preset message id found; null drops the hit (an AWS account ID is not a secret). */
const PRESET_KINDS: Record<string, Kind | null> = {
  AWSSecretAccessKey: { kind: 'AWS secret access key', placeholder: 'YOUR_AWS_SECRET_ACCESS_KEY', shape: 'token' },
  AWSAccessKeyID: { kind: 'AWS access key ID', placeholder: 'YOUR_AWS_ACCESS_KEY_ID', shape: 'token' },
  AWSAccountID: null,
  PrivateKeyJSON: { kind: 'Google Cloud service account key', placeholder: 'YOUR_PRIVATE_KEY', shape: 'json-private-key' },
  PrivateKeyP12: null,
  PrivateKey: { kind: 'private key', placeholder: 'YOUR_PRIVATE_KEY', shape: 'pem' },
  NPM_ACCESS_TOKEN: { kind: 'npm access token', placeholder: 'YOUR_NPM_TOKEN', shape: 'token' },
  Npmrc_authToken: { kind: 'npm auth token', placeholder: '${NPM_TOKEN}', shape: 'token' },
  PackageJSON_xOauthToken: { kind: 'GitHub OAuth token', placeholder: 'YOUR_GITHUB_TOKEN', shape: 'token' },
  SLACK_TOKEN: { kind: 'Slack token', placeholder: 'YOUR_SLACK_TOKEN', shape: 'token' },
  IncomingWebhook: { kind: 'Slack incoming webhook URL', placeholder: 'YOUR_SLACK_WEBHOOK_URL', shape: 'webhook' },
  BasicAuth: { kind: 'password in a URL', placeholder: 'YOUR_PASSWORD', shape: 'url-password' },
  OPENAI_TOKEN: { kind: 'OpenAI API key', placeholder: 'YOUR_OPENAI_API_KEY', shape: 'token' },
  ANTHROPIC_API_KEY: { kind: 'Anthropic API key', placeholder: 'YOUR_ANTHROPIC_API_KEY', shape: 'token' },
  LINEAR_API_TOKEN: { kind: 'Linear API key', placeholder: 'YOUR_LINEAR_API_KEY', shape: 'token' },
  SENDGRID_KEY: { kind: 'SendGrid API key', placeholder: 'YOUR_SENDGRID_API_KEY', shape: 'token' },
  SHOPIFY_KEY: { kind: 'Shopify access token', placeholder: 'YOUR_SHOPIFY_ACCESS_TOKEN', shape: 'token' },
  OPS_TOKEN: { kind: '1Password service account token', placeholder: 'YOUR_OP_SERVICE_ACCOUNT_TOKEN', shape: 'token' },
  MongoDBConnection: { kind: 'password in a MongoDB connection string', placeholder: 'YOUR_PASSWORD', shape: 'url-password' },
  MySQLConnection: { kind: 'password in a MySQL connection string', placeholder: 'YOUR_PASSWORD', shape: 'url-password' },
  PostgreSQLConnection: { kind: 'password in a PostgreSQL connection string', placeholder: 'YOUR_PASSWORD', shape: 'url-password' },
};

/** GitHub's one message id covers every token type; the prefix says which. */
const GITHUB_KINDS: Record<string, string> = {
  ghp: 'GitHub personal access token',
  gho: 'GitHub OAuth access token',
  ghu: 'GitHub user-to-server token',
  ghs: 'GitHub server-to-server token',
  ghr: 'GitHub refresh token',
  github_pat: 'GitHub fine-grained personal access token',
};

/** A rule the preset gains in a later release still runs; its findings get a neutral name. */
const UNKNOWN_KIND: Kind = { kind: 'credential', placeholder: 'YOUR_SECRET', shape: 'token' };

let scanners: Scanner[] | undefined;

/** The preset's scanners, each created once per process, on first use. */
function presetScanners(): Scanner[] {
  scanners ??= (presetRules as unknown as SecretlintRuleCreator[])
    .map((creator) => ({ creator, id: creator.meta.id.replace(/^@secretlint\/secretlint-rule-/, '') }))
    .filter(({ id }) => !SKIPPED_RULES.has(id))
    .map(({ creator, id }) => createScanner(creator, id));
  return scanners;
}

function createScanner(creator: SecretlintRuleCreator, id: string): Scanner {
  // The rules report synchronously from `file()`, so one list per call collects what they find.
  let hits: SecretlintHit[] = [];
  const context: ShimContext = {
    createTranslator: () => (messageId, props = {}) => ({ messageId, props }),
    report: ({ message, range }) => hits.push({ ...(message as TranslatedMessage), range }),
    ignore: () => undefined,
  };
  const visitor = creator.create(context, RULE_OPTIONS[id] ?? {});
  return {
    id,
    worthScanning: PREFILTERS[id] ?? (() => true),
    scan(source) {
      hits = [];
      const result = visitor.file?.(source);
      // Only the GCP `.p12` check is asynchronous, and no source here has that extension.
      if (result instanceof Promise) result.catch(() => undefined);
      return hits;
    },
  };
}

function secretlintCandidates(text: string, lower: string, json: boolean): Candidate[] {
  const candidates: Candidate[] = [];
  let source: SecretlintSource | undefined;
  for (const scanner of presetScanners()) {
    if (!scanner.worthScanning(lower, json)) continue;
    source ??= sourceFor(text, lower, json);
    for (const hit of scanner.scan(source)) {
      const kind = kindOf(scanner.id, hit);
      if (!kind) continue;
      const [start, end] = narrow(text, locate(text, hit), kind.shape);
      candidates.push({ ...kind, start, end });
    }
  }
  return candidates;
}

/**
 * The npm rule picks its checks by file name: an `.npmrc` name turns on the `_authToken=` check, a
 * `package.json` name the `x-oauth-basic` URL check; the GCP rule parses `.json` sources.
 */
function sourceFor(text: string, lower: string, json: boolean): SecretlintSource {
  const filePath = lower.includes('x-oauth-basic') ? 'package.json' : json ? 'code-block.json' : '.npmrc';
  return { filePath, content: json ? withoutFenceLines(text) : text, ext: json ? '.json' : '.txt', contentType: 'text' };
}

/** A fenced block with its fence lines blanked out, so the JSON parses and every offset stays put. */
function withoutFenceLines(text: string): string {
  const lines = text.split('\n');
  const blank = (line: string) => ' '.repeat(line.length);
  if (/^\s*(`{3,}|~{3,})/.test(lines[0])) lines[0] = blank(lines[0]);
  const last = lines.length - 1;
  if (last > 0 && /^\s*(`{3,}|~{3,})\s*$/.test(lines[last])) lines[last] = blank(lines[last]);
  return lines.join('\n');
}

function kindOf(ruleId: string, hit: SecretlintHit): Kind | null {
  if (ruleId === 'github') {
    const value = secretValueOf(hit) ?? '';
    const prefix = value.startsWith('github_pat_') ? 'github_pat' : value.slice(0, 3);
    return { kind: GITHUB_KINDS[prefix] ?? 'GitHub token', placeholder: 'YOUR_GITHUB_TOKEN', shape: 'token' };
  }
  const kind = PRESET_KINDS[hit.messageId];
  return kind === undefined ? UNKNOWN_KIND : kind;
}

/** The matched text a preset rule put in its message values, under whichever name it uses. */
function secretValueOf(hit: SecretlintHit): string | undefined {
  for (const name of ['KEY', 'TOKEN', 'ID', 'URI', 'CREDENTIAL', 'URL']) {
    const value = hit.props[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * Where the matched value really is. Some preset rules report a range that starts at the whole
 * match but has the captured value's length (the AWS secret key, the npm tokens); the value, found
 * from the range's start, gives the exact place.
 */
function locate(text: string, hit: SecretlintHit): [number, number] {
  const value = secretValueOf(hit);
  const [start, end] = hit.range;
  if (value === undefined) return [start, end];
  const at = text.indexOf(value, start);
  return at < 0 ? [start, end] : [at, at + value.length];
}

/** The part of a matched value that is the secret itself. */
function narrow(text: string, [start, end]: [number, number], shape: Shape): [number, number] {
  const value = text.slice(start, end);
  const within = (match: RegExpExecArray | null): [number, number] | undefined =>
    match && match.indices?.[1] ? [start + match.indices[1][0], start + match.indices[1][1]] : undefined;
  switch (shape) {
    case 'url-password':
      return within(/^[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:([^@/\s]+)@/di.exec(value)) ?? [start, end];
    case 'webhook':
      return within(/\/services\/(\S+)$/d.exec(value)) ?? [start, end];
    case 'json-private-key':
      return within(/"private_key"\s*:\s*"((?:[^"\\]|\\.)+)"/d.exec(value)) ?? [start, end];
    case 'token':
      return [start, start + value.search(/[\s"'`]|$/)];
    default:
      return [start, end];
  }
}

// ---------------------------------------------------------------------------------------------
// Supplements: only what the recommended preset does not detect

interface Supplement extends Kind {
  worthScanning(lower: string): boolean;
  /** Global, with the `d` flag; group `group` (default 0) is the secret. */
  pattern: RegExp;
  group?: number;
  /** A further test of the secret, beyond the placeholder check. */
  accept?(secret: string): boolean;
  /** Kind and placeholder from the match (an assignment names what it assigns). */
  kindOf?(match: RegExpMatchArray): Pick<Kind, 'kind' | 'placeholder'>;
}

/** Bits per character a generic value must reach to look random rather than chosen. */
const ENTROPY_THRESHOLD = 3.5;
/** A lower bar for passwords, which are shorter than tokens. */
const PASSWORD_ENTROPY_THRESHOLD = 3.2;
/** Generic values shorter than this are too short to tell a token from a word. */
const MIN_GENERIC_LENGTH = 20;

/** URL schemes whose `user:password@` the preset already checks (basicauth, database-connection-string). */
const PRESET_URL_SCHEMES = 'https?|ftps?|mongodb(?:\\+srv)?|(?:jdbc:)?mysqlx?|postgres(?:ql)?';

const SUPPLEMENTS: Supplement[] = [
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
  },
];

function supplementCandidates(text: string, lower: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const supplement of SUPPLEMENTS) {
    if (!supplement.worthScanning(lower)) continue;
    for (const match of text.matchAll(supplement.pattern)) {
      const group = supplement.group ?? 0;
      const secret = match[group];
      const span = match.indices?.[group];
      if (secret === undefined || !span || (supplement.accept && !supplement.accept(secret))) continue;
      const { kind, placeholder } = supplement.kindOf?.(match) ?? supplement;
      candidates.push({ kind, placeholder, shape: supplement.shape, start: span[0], end: span[1] });
    }
  }
  return candidates;
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

/** Long enough, letters and digits both, and spread over many characters: not a word or an id someone chose. */
function looksRandom(value: string): boolean {
  return value.length >= MIN_GENERIC_LENGTH && /[A-Za-z]/.test(value) && /\d/.test(value) && shannonEntropy(value) >= ENTROPY_THRESHOLD;
}

/**
 * A password someone could really use: eight characters or more, and either three kinds of
 * characters (`S3cr3tP4ss`) or letters and digits spread like a generated one. `admin123` is not.
 */
function looksLikePassword(value: string): boolean {
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

/** A JWT whose header names an algorithm and whose payload is a JSON object that is not a documented sample. */
function isRealJwt(token: string): boolean {
  const [header, payload] = token.split('.').map(decodeBase64Url);
  if (!header || !payload) return false;
  try {
    const alg = (JSON.parse(header) as { alg?: unknown }).alg;
    const claims = JSON.parse(payload) as unknown;
    if (typeof alg !== 'string' || alg.toLowerCase() === 'none' || typeof claims !== 'object' || claims === null) return false;
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

// ---------------------------------------------------------------------------------------------
// Placeholders

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
 * A private key's base64 body legitimately repeats (`AAAA`), so only the syntax and words count there.
 */
export function isPlaceholder(value: string, options: { keyBody?: boolean } = {}): boolean {
  if (MARKUP.test(value) || LONG_WORDS.test(value) || hasShortWord(value)) return true;
  if (options.keyBody) return false;
  return REPEATED.test(value) || hasConsecutiveRun(value, 5) || isWordsOnly(value) || decodesToPlaceholder(value);
}

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
  return LONG_WORDS.test(decoded) || hasShortWord(decoded) || /default/i.test(decoded);
}

function isKeyBlock(shape: Shape): boolean {
  return shape === 'pem' || shape === 'json-private-key';
}

/** A PEM block's base64 body, without the armour lines. */
function pemBody(block: string): string {
  return block.replace(/-----(?:BEGIN|END)[^-]*-----/g, '').replace(/\\n|\s/g, '');
}

/** At most four characters of the secret, fewer when it is short, then `…`. */
function previewOf(secret: string, shape: Shape): string {
  const shown = isKeyBlock(shape) ? pemBody(secret) : secret;
  return `${shown.slice(0, Math.min(PREVIEW_LENGTH, Math.floor(shown.length / 2)))}…`;
}

/**
 * Turns the hits of secretlint's recommended preset into candidates: what each message id found,
 * and where in the text the secret itself is, since some rules report a range that is off or wider.
 */
import type { Candidate, Kind, Shape } from './candidate.js';
import { presetScanners, sourceFor, type SecretlintHit, type SecretlintSource } from './secretlint-scanners.js';

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

/** The candidates of every preset rule whose keyword prefilter passes; the source is built only when one does. */
export function secretlintCandidates(text: string, lower: string, json: boolean): Candidate[] {
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

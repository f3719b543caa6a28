import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/no-secrets.js';
import { lintBrief, lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const rules = { 'no-secrets': 'error' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Authenticate\ndescription: Send your Acme API key with every request.\n---\n\n';

const lintPage = (body: string) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, rules, extra);

/*
 * Made-up credentials in real formats. Each is assembled from parts so that this file holds no
 * string a secret scanner (GitHub push protection included) would take for a leaked credential.
 */
const join = (...parts: string[]) => parts.join('');
const GITHUB_TOKEN = join('ghp', '_', 'R8sX2mQ9vL4kT7wZ1nB5cH3jF6dY0pA8eU2i');
const AWS_SECRET_KEY = join('Zq8Kf3Lm9Xw2Rt7Vb4Nc', '1Hs6Jd0Pg5Ty8Ue3Wo2a');
const SLACK_TOKEN = join('xoxb', '-2487365019-7405938261734-', 'Gq7WmZ2kR9tXbV4nL8sJ3hPd');
const STRIPE_LIVE_KEY = join('sk', '_live_', '51Hq8ZtK3mVw9XbR2nLc7PdY4sJf6GhT0aQe');
const GOOGLE_API_KEY = join('AI', 'za', 'SyB7kQ2mX9vL4tR8wZ1nC5hJ3fD6pY0sA8e');
const GENERIC_API_KEY = join('q8ZrT2vXk9LmW4pN', '7bC1sD6fH3jY0gQe');
const URL_PASSWORD = 'S3cr3tP4ss';
const BADGE_TOKEN = join('Xk7pR2mW9qT4vL8n', 'B3cZ6hJ1fD5sY0gA');
const POSTHOG_PROJECT_KEY = join('phc', '_', 'q8Rk2Lw9Zt4Xv7Bn3Mc6Pj1Hf5Gd0Sa8Ue2Yi4Wo6Tr');
const POSTHOG_PERSONAL_KEY = join('phx', '_', 'q8Rk2Lw9Zt4Xv7Bn3Mc6Pj1Hf5Gd0Sa8Ue2Yi4Wo6Tr');
const STRIPE_PUBLISHABLE_KEY = join('pk', '_live_', '51Hq8ZtK3mVw9XbR2nLc7PdY4sJf6GhT0aQe');

/** Bytes that look random and are the same on every run (a linear congruential generator). */
function pseudoRandomBytes(count: number, seed: number): Buffer {
  const bytes = Buffer.alloc(count);
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    bytes[i] = state >> 16;
  }
  return bytes;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const JWT = [
  base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
  base64url(JSON.stringify({ sub: 'usr_8f3k2m9q', org: 'acme', iat: 1718000000 })),
  base64url(pseudoRandomBytes(32, 7)),
].join('.');

/** A PKCS #8 key body: the standard opening, then pseudo-random base64, in 64-character lines. */
const PEM_BODY = ('MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + pseudoRandomBytes(480, 11).toString('base64')).match(/.{1,64}/g)!.join('\n');
const PRIVATE_KEY = join('-----BEGIN ', 'PRIVATE KEY-----\n', PEM_BODY, '\n-----END ', 'PRIVATE KEY-----');

const message = (kind: string, preview: string, where: string, placeholder: string) =>
  `This looks like a real ${kind} (${preview}) in ${where}. Replace it with a placeholder such as ${placeholder}, and revoke it if it was ever real.`;

describe('no-secrets', () => {
  test('invalid: provider tokens, keys and passwords in code, inline code, attributes and URLs', async () => {
    const body = [
      '## Clone',
      '',
      '```bash',
      'export GITHUB_TOKEN=' + GITHUB_TOKEN,
      'git clone https://github.com/acme/app.git',
      '```',
      '',
      '```ini',
      '[default]',
      'aws_secret_access_key = ' + AWS_SECRET_KEY,
      '```',
      '',
      'Post with `' + SLACK_TOKEN + '` as the bot token.',
      '',
      '<StripeCheckout secretKey="' + STRIPE_LIVE_KEY + '" />',
      '',
      '```text',
      PRIVATE_KEY,
      '```',
      '',
      '```bash',
      'curl https://api.acme.dev/v1/me \\',
      '  -H "Authorization: Bearer ' + JWT + '"',
      '```',
      '',
      'Open [the admin console](https://admin:' + URL_PASSWORD + '@db.example.com).',
      '',
      '![Build status of the app](https://ci.acme.dev/badge.svg?token=' + BADGE_TOKEN + ')',
      '',
      '```python',
      'api_key = "' + GENERIC_API_KEY + '"',
      '```',
      '',
      'Load [the maps script][maps].',
      '',
      '[maps]: https://maps.googleapis.com/maps/api/js?key=' + GOOGLE_API_KEY,
      '',
    ].join('\n');
    const page = head + body;
    const report = (secret: string, text: string) => ({ file: 'page.mdx', ruleId: 'no-secrets', ...positionOf(page, secret), message: text });
    expect(await lintPage(body)).toEqual([
      report(GITHUB_TOKEN, message('GitHub personal access token', 'ghp_…', 'a code block', 'YOUR_GITHUB_TOKEN')),
      report(AWS_SECRET_KEY, message('AWS secret access key', 'Zq8K…', 'a code block', 'YOUR_AWS_SECRET_ACCESS_KEY')),
      report(SLACK_TOKEN, message('Slack token', 'xoxb…', 'inline code', 'YOUR_SLACK_TOKEN')),
      report(STRIPE_LIVE_KEY, message('Stripe live API key', 'sk_l…', 'the secretKey attribute of <StripeCheckout>', 'YOUR_STRIPE_SECRET_KEY')),
      report('-----BEGIN', message('private key', 'MIIE…', 'a code block', 'YOUR_PRIVATE_KEY')),
      report(JWT, message('JSON Web Token', 'eyJh…', 'a code block', 'YOUR_ACCESS_TOKEN')),
      report(URL_PASSWORD, message('password in a URL', 'S3cr…', 'a link', 'YOUR_PASSWORD')),
      report(BADGE_TOKEN, message('token', 'Xk7p…', 'an image', 'YOUR_TOKEN')),
      report(GENERIC_API_KEY, message('API key', 'q8Zr…', 'a code block', 'YOUR_API_KEY')),
      report(GOOGLE_API_KEY, message('Google API key', 'AIza…', 'a link definition', 'YOUR_GOOGLE_API_KEY')),
    ]);
  });

  test('invalid: a PEM private key block is a secret whatever its length, with or without its END line, cut off or not', async () => {
    const shortBody = pseudoRandomBytes(36, 5).toString('base64');
    const body = [
      '```text',
      join('-----BEGIN ', 'EC PRIVATE KEY-----'),
      shortBody,
      join('-----END ', 'EC PRIVATE KEY-----'),
      '```',
      '',
      '```pem',
      join('-----BEGIN ', 'RSA PRIVATE KEY-----'),
      'MIIEpAIBAAKCAQEA7bq' + shortBody.slice(0, 20),
      '```',
      '',
      '```bash',
      join('export KEY="-----BEGIN ', 'OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjEAAAAA', shortBody.slice(0, 12), '...\\n-----END ', 'OPENSSH PRIVATE KEY-----"'),
      '```',
      '',
    ].join('\n');
    const page = head + body;
    const lines = page.split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    const found = await lintPage(body);
    expect(found.map((problem) => [problem.line, problem.column, problem.message])).toEqual([
      [lineOf('EC PRIVATE KEY-----'), 1, message('private key', shortBody.slice(0, 4) + '…', 'a code block', 'YOUR_PRIVATE_KEY')],
      [lineOf('RSA PRIVATE KEY-----'), 1, message('private key', 'MIIE…', 'a code block', 'YOUR_PRIVATE_KEY')],
      [lineOf('OPENSSH PRIVATE KEY-----'), 13, message('private key', 'b3Bl…', 'a code block', 'YOUR_PRIVATE_KEY')],
    ]);
  });

  test('valid: a PEM block whose body is an ellipsis, markup or placeholder words', async () => {
    const body = [
      '```text',
      join('-----BEGIN ', 'PRIVATE KEY-----'),
      '...',
      join('-----END ', 'PRIVATE KEY-----'),
      '```',
      '',
      '```json',
      join('{ "private_key": "-----BEGIN ', 'PRIVATE KEY----- ... -----END ', 'PRIVATE KEY-----\\n" }'),
      '```',
      '',
      '```text',
      join('-----BEGIN ', 'RSA PRIVATE KEY-----'),
      '<your private key>',
      join('-----END ', 'RSA PRIVATE KEY-----'),
      '```',
      '',
      '```text',
      join('-----BEGIN ', 'PRIVATE KEY-----'),
      'YOUR_PRIVATE_KEY_CONTENT_GOES_HERE',
      join('-----END ', 'PRIVATE KEY-----'),
      '```',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: a Google Cloud service-account key in a JSON block is one report, at its private_key', async () => {
    const key = PRIVATE_KEY.replace(/\n/g, '\\n') + '\\n';
    const serviceAccount = JSON.stringify({ type: 'service_account', project_id: 'acme-prod', private_key_id: '4b1f9c2e7d', private_key: key }, null, 2).replace(/\\\\n/g, '\\n');
    const body = ['```json', serviceAccount, '```', ''].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'no-secrets', ...positionOf(page, '-----BEGIN'), message: message('Google Cloud service account key', 'MIIE…', 'a code block', 'YOUR_PRIVATE_KEY') },
    ]);
  });

  test('invalid: a report spans exactly the secret', async () => {
    const page = head + '`token = ' + GENERIC_API_KEY + '`\n';
    const results = await lintWith(makeSite({ 'docs.json': docsJson, 'page.mdx': page }), rules, extra);
    const messages = results.flatMap((result) => result.messages);
    const { line, column } = positionOf(page, GENERIC_API_KEY);
    expect(messages).toMatchObject([{ ruleId: 'no-secrets', line, column, endLine: line, endColumn: column + GENERIC_API_KEY.length }]);
  });

  test('a message shows at most the first four characters of the secret', async () => {
    const secrets = [GITHUB_TOKEN, AWS_SECRET_KEY, SLACK_TOKEN, STRIPE_LIVE_KEY, GOOGLE_API_KEY, GENERIC_API_KEY, JWT, URL_PASSWORD, PEM_BODY];
    const body = [
      '```bash',
      'export GITHUB_TOKEN=' + GITHUB_TOKEN,
      'aws_secret_access_key=' + AWS_SECRET_KEY,
      'SLACK=' + SLACK_TOKEN,
      'STRIPE=' + STRIPE_LIVE_KEY,
      'GOOGLE=' + GOOGLE_API_KEY,
      'API_KEY=' + GENERIC_API_KEY,
      'curl -H "Authorization: Bearer ' + JWT + '" https://admin:' + URL_PASSWORD + '@db.example.com',
      PRIVATE_KEY,
      '```',
      '',
    ].join('\n');
    const reports = await lintPage(body);
    expect(reports).toHaveLength(secrets.length);
    for (const { message: text } of reports) {
      for (const secret of secrets) expect(text).not.toContain(secret.slice(0, 5));
      expect(text).toMatch(/\((\S{1,4})…\)/);
    }
  });

  test('valid: placeholders in curl examples, configs and code', async () => {
    const body = [
      '```bash',
      'curl https://api.acme.dev/v1/me -H "Authorization: Bearer YOUR_API_KEY"',
      'curl https://api.acme.dev/v1/me -H "Authorization: Bearer <token>"',
      'curl https://api.acme.dev/v1/me -H "Authorization: Bearer <YOUR_TOKEN>"',
      'curl https://api.acme.dev/v1/me -H "Authorization: Bearer $ACME_TOKEN"',
      'curl https://api.acme.dev/v1/me -H "Authorization: Bearer ${API_KEY}"',
      'curl https://api.acme.dev/v1/me -H "Authorization: Bearer sk-..."',
      'export STRIPE_SECRET_KEY=' + join('sk', '_test_', '51Hq8ZtK3mVw9XbR2nLc7PdY4sJf6GhT0aQe'),
      'export STRIPE_SECRET_KEY=' + join('sk', '_live_', 'xxxxxxxxxxxxxxxxxxxxxxxx'),
      'export GITHUB_TOKEN=' + join('ghp', '_', 'x'.repeat(36)),
      'export API_KEY="xxxxxxxxxxxxxxxxxxxxxxxx"',
      'export API_KEY="************************"',
      'export API_KEY=your-api-key',
      'export DATABASE_URL=postgresql://user:password@localhost:5432/acme',
      'export AWS_ACCESS_KEY_ID=' + join('AKIA', 'IOSFODNN7', 'EXAMPLE'),
      'export AWS_SECRET_ACCESS_KEY=' + join('wJalrXUtnFEMI/K7MDENG', '/bPxRfiCYEXAMPLEKEY'),
      '```',
      '',
      '```yaml',
      'env:',
      '  ACME_API_KEY: ${{ secrets.API_KEY }}',
      '  ACME_TOKEN: "{{ secrets.ACME_TOKEN }}"',
      '```',
      '',
      '```js',
      'const client = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });',
      'const token = "1234567890abcdefghij";',
      'const password = "changeme-changeme-changeme";',
      '```',
      '',
      '```json',
      '{ "type": "service_account", "private_key_id": "abc", "private_key": "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n" }',
      '```',
      '',
      'Connect to [the database](https://user:password@db.example.com) with `api_key=YOUR_API_KEY`.',
      '',
      '<ApiPlayground apiKey="<your-api-key>" token={process.env.ACME_TOKEN} />',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: storage download tokens in asset URLs, made-up keys (xyz123, fake hex, base64 of dashed words), constant names and secret-manager references', async () => {
    const body = [
      '![Diagram of the flow](https://firebasestorage.googleapis.com/v0/b/acme.appspot.com/o/flow.png?alt=media&token=3f8b2c1e-9d4a-4e7b-8c2f-1a6d5e9b0c7f)',
      '',
      '```bash',
      'export LANGFUSE_PUBLIC_KEY=pk-lf-1a2b3c4d-xyz123',
      'export OPENAI_API_KEY=sk-proj-9f8e7d6c5b4aabc123',
      'curl -H "Authorization: Bearer 2553feg6a2d9842h2a0gcdb5f8efe9934" https://acme.dev',
      'curl -H "X-Meili-API-Key: WRITE_API_KEY_OF_MS0" -d \'{"token": "SEARCH_API_KEY_OF_MS2"}\' https://acme.dev',
      '```',
      '',
      '```json',
      '{ "token": "' + Buffer.from('BFF2Maximum-updated-3735-eu2AdmiNxfFgRyZmFtNmMxMC0').toString('base64') + '" }',
      '```',
      '',
      '```yaml',
      'environment:',
      '  DB_PASSWORD: ${arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf:password}',
      '```',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: keys public by design (PostHog project keys, publishable and search-only keys, a Firebase web config, a Supabase anon key) and vendors\' documented samples', async () => {
    const supabaseAnon = [base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })), base64url(JSON.stringify({ iss: 'supabase', ref: 'qwmzrtkpnvbxlhdy', role: 'anon', iat: 1718000000 })), base64url(pseudoRandomBytes(32, 3))].join('.');
    const body = [
      '```js',
      "posthog.init('" + POSTHOG_PROJECT_KEY + "', { api_host: 'https://us.i.posthog.com' })",
      'const posthogApiKey = "' + POSTHOG_PROJECT_KEY + '";',
      'const stripe = Stripe("' + STRIPE_PUBLISHABLE_KEY + '");',
      "const search = algoliasearch('4RTV9ZK1QW', '" + GENERIC_API_KEY + "'); // searchOnlyApiKey",
      'const firebaseConfig = {',
      '  apiKey: "' + GOOGLE_API_KEY + '",',
      '  authDomain: "acme-4f2a1.firebaseapp.com",',
      '};',
      'const supabase = createClient(url, "' + supabaseAnon + '");',
      '```',
      '',
      '```bash',
      'ALGOLIA_SEARCH_API_KEY=' + GENERIC_API_KEY,
      'NEXT_PUBLIC_ACME_TOKEN=' + GENERIC_API_KEY,
      'STRIPE_PUBLISHABLE_KEY=' + STRIPE_PUBLISHABLE_KEY,
      '```',
      '',
      '```json',
      '{ "remotes": { "ms-0": { "url": "http://ms-0.acme.dev", "searchApiKey": "' + GENERIC_API_KEY + '" } } }',
      '```',
      '',
      '```ini',
      'aws_access_key_id = ' + join('AKIA', 'I44QH8DHBEXAMPLE'),
      'aws_secret_access_key = ' + join('je7MtGbClwBF/2Zp9Utk/', 'h3yCo8nvbEXAMPLEKEY'),
      'github_token = ' + join('ghp_', '16C7e42F292c6912E7710c838347Ae178B4a'),
      '```',
      '',
      '```json',
      '{ "ok": true, "access_token": "' + join('xoxb-', '17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy') + '", "token_type": "bot" }',
      '```',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: an Ethereum address assigned to `token` names a token contract, which is public', async () => {
    const body = ['```ts', 'await sequence.sendERC721({ chainId: 42161, token: "0xF87E31492Faf9A91B02Ee0dEAAd50d51d56D5d4d", to: "0x27CabC9700EE6Db2797b6AC1e1eCe81C72A2cD8D" });', '```', ''].join('\n');
    expect(await lintPage(body)).toEqual([]);
    // The same key name with a random value that is no address is still reported.
    expect((await lintPage(body.replace('0xF87E31492Faf9A91B02Ee0dEAAd50d51d56D5d4d', GENERIC_API_KEY))).map((problem) => problem.message)).toEqual([
      message('token', 'q8Zr…', 'a code block', 'YOUR_TOKEN'),
    ]);
  });

  test('invalid: the secret keys of the same vendors are still secrets, beside the public ones', async () => {
    const supabaseServiceRole = [base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })), base64url(JSON.stringify({ iss: 'supabase', ref: 'qwmzrtkpnvbxlhdy', role: 'service_role', iat: 1718000000 })), base64url(pseudoRandomBytes(32, 3))].join('.');
    const lines = [
      '```bash',
      'POSTHOG_PERSONAL_API_KEY=' + POSTHOG_PERSONAL_KEY,
      'STRIPE_PUBLISHABLE_KEY=' + STRIPE_PUBLISHABLE_KEY,
      'STRIPE_SECRET_KEY=' + STRIPE_LIVE_KEY,
      'ALGOLIA_ADMIN_API_KEY=' + GENERIC_API_KEY,
      'GOOGLE_MAPS_KEY=' + GOOGLE_API_KEY,
      'SUPABASE_SERVICE_ROLE_KEY=' + supabaseServiceRole,
      'SLACK_BOT_TOKEN=' + SLACK_TOKEN,
      '```',
      '',
    ];
    const page = head + lines.join('\n');
    const at = (needle: string, kind: string, preview: string, placeholder: string) => ({ file: 'page.mdx', ruleId: 'no-secrets', ...positionOf(page, needle), message: message(kind, preview, 'a code block', placeholder) });
    expect(await lintPage(lines.join('\n'))).toEqual([
      at(POSTHOG_PERSONAL_KEY, 'API key', 'phx_…', 'YOUR_API_KEY'),
      at(STRIPE_LIVE_KEY, 'Stripe live API key', 'sk_l…', 'YOUR_STRIPE_SECRET_KEY'),
      at(GENERIC_API_KEY, 'API key', 'q8Zr…', 'YOUR_API_KEY'),
      at(GOOGLE_API_KEY, 'Google API key', 'AIza…', 'YOUR_GOOGLE_API_KEY'),
      at(supabaseServiceRole, 'JSON Web Token', 'eyJh…', 'YOUR_ACCESS_TOKEN'),
      at(SLACK_TOKEN, 'Slack token', 'xoxb…', 'YOUR_SLACK_TOKEN'),
    ]);
  });

  test('valid: a token-like field in example output beside obviously invented values (patterned ids, xxxx, <…>, repeated or counting characters)', async () => {
    const body = [
      '<ResponseExample>',
      '```json 200',
      '{ "id": "usr_123", "session_token": "' + GENERIC_API_KEY + '", "org": "org_1" }',
      '```',
      '</ResponseExample>',
      '',
      '```json Response',
      '{ "user_id": "00000000", "access_token": "' + BADGE_TOKEN + '" }',
      '```',
      '',
      '```text',
      'Logged in as <your-email>.',
      'token: ' + GENERIC_API_KEY,
      '```',
      '',
      '```bash Output',
      'Created key 12345 with secret=' + BADGE_TOKEN + ' for account xxxx-xxxx.',
      '```',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: example output whose other values look real, a provider format beside invented ids, and a command beside placeholders', async () => {
    const lines = [
      '<ResponseExample>',
      '```json 200',
      '{ "id": "3f9c2a7e-5b1d-4c8e-9a6f-2d7b0e4c1a93", "session_token": "' + GENERIC_API_KEY + '" }',
      '```',
      '</ResponseExample>',
      '',
      '```json Response',
      '{ "id": "usr_123", "oauth_token": "' + GITHUB_TOKEN + '" }',
      '```',
      '',
      '```bash',
      'curl -H "X-Org: <your-org>" -d "api_key=' + BADGE_TOKEN + '" https://api.acme.dev/v1/users/12345',
      '```',
      '',
    ];
    const page = head + lines.join('\n');
    const at = (needle: string, kind: string, preview: string, placeholder: string) => ({ file: 'page.mdx', ruleId: 'no-secrets', ...positionOf(page, needle), message: message(kind, preview, 'a code block', placeholder) });
    expect(await lintPage(lines.join('\n'))).toEqual([
      at(GENERIC_API_KEY, 'token', 'q8Zr…', 'YOUR_TOKEN'),
      at(GITHUB_TOKEN, 'GitHub personal access token', 'ghp_…', 'YOUR_GITHUB_TOKEN'),
      at(BADGE_TOKEN, 'API key', 'Xk7p…', 'YOUR_API_KEY'),
    ]);
  });

  test('valid: a real-looking token in a prose paragraph is not scanned', async () => {
    const body = ['Your token looks like ' + GITHUB_TOKEN + ', and a password like ' + URL_PASSWORD + '.', ''].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });
  test('math is code: a credential in a $$ block or inline $…$ is found there', async () => {
    const body = `## Keys\n\n$$\n\\text{${GITHUB_TOKEN}}\n$$\n\nInline $\\texttt{${STRIPE_LIVE_KEY}}$ math.\n`;
    const page = head + body;
    const found = await lintPage(body);
    expect(found.map((problem) => [problem.line, problem.column, problem.message.replace(/ \(.*?\)/, '')])).toEqual([
      [positionOf(page, GITHUB_TOKEN).line, positionOf(page, GITHUB_TOKEN).column, expect.stringContaining('in a math block.')],
      [positionOf(page, STRIPE_LIVE_KEY).line, positionOf(page, STRIPE_LIVE_KEY).column, expect.stringContaining('in inline math.')],
    ]);
  });
});

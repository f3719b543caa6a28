import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/style-active-voice.js';
import { expectOnlyTheGuideReported } from '../helpers/changelog-pages.js';
import { lintBrief, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const rules = { 'style-active-voice': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Keys\ndescription: Rotate API keys.\n---\n\n';

const lintPage = (body: string, setting: RulesSetting = rules) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, setting, extra);

const reader = (phrase: string, active: string) => `"${phrase}" is passive voice; address the reader: write "${active} …".`;
const agent = (phrase: string, subject: string, active: string) => `"${phrase}" is passive voice; make ${subject} the subject: write "${active} …".`;
/** A reader's-passive report at the first place `needle` stands on the page. */
const readerAt = (page: string, needle: string, phrase: string, active: string) => ({ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, needle), message: reader(phrase, active) });
const IMPERSONAL = (phrase: string) => `"${phrase}" is passive voice; write the recommendation as an instruction, such as "Use …", or as "you should …".`;

describe('style-active-voice', () => {
  test('valid: idiomatic and descriptive passives, means and order after "by", system events, indirect questions, and a plural noun after "be" ("must be strings")', async () => {
    const body = [
      'The key is created when you sign in. The old key was deleted.',
      '',
      'A key is required. SSO is supported on every plan, and the v1 API is deprecated.',
      '',
      'Results are sorted by date, and retries are enabled by default. The list is done by hand.',
      '',
      'A message that cannot be delivered goes to the dead letter queue. The primary key cannot be changed, and old keys can\'t be reused.',
      '',
      'Choose which field should be updated. The migration could be skipped.',
      '',
      'Header names and values must be strings, and both must be ASCII.',
      '',
      'The key was sent by email. Keys can also be created automatically when you sign up. It can be powered by an LLM.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a participle graded by a degree word is an adjective; the plain participle stays reported', async () => {
    const body = 'The specification should be detailed enough to allow other implementations. The report should be very detailed, and the setup must not be too complicated. The key must be stored.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([readerAt(page, 'must be stored', 'must be stored', 'store')]);
  });

  test('valid: "located" and "situated" say where a thing is ("must be located in"); "located by" someone, and a verb of placing, are still reported', async () => {
    const body = 'Export files must be located in an accessible directory. The office should be situated near a station. The cause must be located by the on-call engineer. Export files must be stored in an accessible directory.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'must be located by'), message: agent('must be located', 'the on-call engineer', 'the on-call engineer must locate') },
      readerAt(page, 'must be stored', 'must be stored', 'store'),
    ]);
  });

  test('valid: a "can be" fragment in parentheses and a cause after "can be attributed to"; the same verbs as the reader\'s task stay reported', async () => {
    const body = [
      '- Workflows (can be promoted to production)',
      '',
      'Some limits can be attributed to LMDB, the store it uses. Most errors can be traced back to a missing index.',
      '',
      'The failure should be attributed to the right team. Keys can be added (and removed) at any time.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([readerAt(page, 'should be attributed', 'should be attributed', 'you should attribute'), readerAt(page, 'can be added', 'can be added', 'you can add')]);
  });

  test('valid: a relative clause on "whose" names a kind of thing; presented to the reader, it is still reported', async () => {
    const body = ['| Field | Description |', '|---|---|', '| `walletAddress` | Wallet whose earn positions should be fetched |', '', 'These are the users whose keys must be rotated.', ''].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([readerAt(page, 'must be rotated', 'must be rotated', 'rotate')]);
  });

  test('an adjective whose verb is regular is no participle ("can be empty"); "organized by" names a key; a possessive agent keeps its noun', async () => {
    const body = [
      'An optional value can be empty, so use a fallback. Command data is organized by a `namespace` and a key.',
      '',
      "Transfers can be affected by the server's configured tax. It is used by Acme's billing service.",
      '',
    ].join('\n');
    const page = head + body;
    const at = (needle: string, phrase: string, subject: string, active: string) => ({ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, needle), message: agent(phrase, subject, active) });
    expect(await lintPage(body)).toEqual([
      at('can be affected', 'can be affected', "the server's configured tax", "the server's configured tax can affect"),
      at('is used', 'is used', "Acme's billing service", "Acme's billing service uses"),
    ]);
  });

  test('valid: a second verb phrase shares its first one\'s "ensure", and a sentence that says what you should now see expects; a plain coordination is still reported', async () => {
    const body = [
      'Production requires key management to ensure tokens survive restarts and can be shared across instances.',
      '',
      'You should now see a new completed run, and a new user with the credentials you provided should be added to your database.',
      '',
      'Keys are created and can be shared with your team.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([readerAt(page, 'can be shared with', 'can be shared', 'you can share')]);
  });

  test('valid: "only" before the subject is a constraint, and an agent after "only by" acts; the reader\'s own passive is still reported', async () => {
    const body = 'Only selected dashboards can be accessed via embed URLs. Keys can be rotated only by admins. Only fields explicitly listed as sortable can be used in `sort`. Only `enqueued` and `processing` tasks can be canceled. Only users with non-public domains (for example, not `gmail.com`) can be auto-joined. Selected dashboards can be shared.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([readerAt(page, 'can be shared', 'can be shared', 'you can share')]);
  });

  test('a name or a measure before a hyphenated participle makes an adjective ("CPU-bound", "cloud-based"); a circumstance after "due to" acts; a name in capitals is one agent', async () => {
    const body = [
      'Downloading metadata can be I/O-bound. The task can be CPU-bound or memory-bound, and the store can be cloud-based.',
      '',
      'Replicas can be reallocated at any time due to spot pricing. Requests can be rate-limited per key.',
      '',
      'This approach is supported by GROMACS.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      readerAt(page, 'can be rate-limited', 'can be rate-limited', 'you can rate-limit'),
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'is supported'), message: agent('is supported', 'GROMACS', 'GROMACS supports') },
    ]);
  });

  test('two participles that share an agent are both the agent\'s verbs; a hyphenated word is part of the agent; an adverb before a colon ends the verb phrase ("can be hard: confusing docs")', async () => {
    const body = 'The token is generated and signed by the API. The file was created and uploaded by the CLI. Integrating payments can be hard: confusing docs, heavy SDKs. Blocks are reused by your non-technical peers. The CSV must be well-formed.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'is generated'), message: agent('is generated', 'the API', 'the API generates and signs') },
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'was created'), message: agent('was created', 'the CLI', 'the CLI created and uploaded') },
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'are reused'), message: agent('are reused', 'your non-technical peers', 'your non-technical peers reuse') },
    ]);
  });

  test('valid: code, inline code, quotes, URLs, attributes and expressions are not prose', async () => {
    const body = [
      '```js',
      '// The key must be added to the header.',
      '```',
      '',
      'Run `key must be added` and see https://acme.dev/keys-can-be-found for details.',
      '',
      'The error reads "The key must be added to the header".',
      '',
      '<Card title="Keys can be found here" href="/keys">Open the keys page.</Card>',
      '',
      'The value {"must be added"} comes from an expression.',
      '',
      '> A quote: the key must be added by hand.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: modal passives that leave out the reader, passives with an agent, and "it is recommended"', async () => {
    const body = [
      'The key must be added to the header. Keys can be found in the dashboard.',
      '',
      'The key should never be shared, and the secret must not be exposed.',
      '',
      'The key needs to be rotated every month.',
      '',
      'Each webhook is signed by the server. Keys are created by us.',
      '',
      'The file can be written by any process. Roles are granted by the people running the project.',
      '',
      'Metrics are defined by the people maintaining your Lightdash project.',
      '',
      'The audit log cannot be altered by any party. Roles must not be edited by any admin.',
      '',
      'This field can be used by both servers and clients. Max number of concurrent clients can be opened on this database. Maximum number of times a tool should be retried.',
      '',
      'Issues are owned by the Triggers and Events WG. Values may be influenced by an LLM or a malicious client. These five are defined by the CLI and TUI only. It is timed from when it is received by the server and the response is sent.',
      '',
      'Servers are designed for programmatic consumption by AI assistants. The request is signed by Upstash using your signing keys.',
      '',
      'It is recommended to rotate keys.',
      '',
      '- Must be set before the first call.',
      '',
      'The password ought to be changed after the first login.',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('must be added', reader('must be added', 'add')),
      report('can be found', reader('can be found', 'you can find')),
      report('should never be shared', reader('should never be shared', 'you should never share')),
      report('must not be exposed', reader('must not be exposed', 'do not expose')),
      report('needs to be rotated', reader('needs to be rotated', 'rotate')),
      report('is signed', agent('is signed', 'the server', 'the server signs')),
      report('are created', agent('are created', '"we"', 'we create')),
      report('can be written', agent('can be written', 'any process', 'any process can write')),
      report('are granted', agent('are granted', 'the people running the project', 'the people running the project grant')),
      // compromise reads "maintaining" before "your" as a noun; it is the participle, and "people" the head.
      report('are defined', agent('are defined', 'the people maintaining your Lightdash project', 'the people maintaining your Lightdash project define')),
      // "any" under a negation: "no party can alter"; "must not" forbids: "no admin may edit".
      report('cannot be altered', agent('cannot be altered', 'no party', 'no party can alter')),
      report('must not be edited', agent('must not be edited', 'no admin', 'no admin may edit')),
      // Two agents joined by "and" act together; a field that states a limit ("Max number of …") is no task.
      report('can be used by both', agent('can be used', 'both servers and clients', 'both servers and clients can use')),
      // Capitals that end a name of capitalised words are that one name: "owns", not "own".
      report('are owned', agent('are owned', 'the Triggers and Events WG', 'the Triggers and Events WG owns')),
      report('may be influenced', agent('may be influenced', 'an LLM or a malicious client', 'an LLM or a malicious client may influence')),
      report('are defined by the CLI', agent('are defined', 'the CLI and TUI', 'the CLI and TUI define')),
      // "and the response is sent" opens a clause of its own: the agent is the server alone.
      report('is received', agent('is received', 'the server', 'the server receives')),
      // "by AI assistants" belongs to "consumption"; "using your signing keys" says how Upstash signs.
      report('is signed by Upstash', agent('is signed', 'Upstash', 'Upstash signs')),
      report('It is recommended', IMPERSONAL('It is recommended')),
      report('Must be set', reader('Must be set', 'Set')),
      report('ought to be changed', reader('ought to be changed', 'you should change')),
    ]);
  });

  test('invalid: a passive whose agent is named with "by", after an adverb, a short phrase ("to billing admins"), a perfect tense, a negation or a shared participle, a version inside the name of the agent; an acronym compromise reads as a Roman numeral ("the CLI") is a name', async () => {
    const body = [
      'Each task is assigned by the catalog service.',
      '',
      'Each task is automatically assigned by the catalog service.',
      '',
      'Each task is assigned to a worker by the catalog service.',
      '',
      'The role has been granted by an administrator.',
      '',
      'Refunds are then processed by Stripe.',
      '',
      'Since 2024, the project is governed by the Acme Foundation under the Linux Foundation.',
      '',
      'The key is generated and signed by the Acme API.',
      '',
      'Invoices are posted to billing admins by the ledger service.',
      '',
      'The manifest was not signed by the CLI, so it is rejected.',
      '',
      'Your request is being processed by one of our workers.',
      '',
      'The cache may have been cleared by your last deploy.',
      '',
      'The scope can be adopted by any OAuth 2.1 Authorization Server as a mechanism.',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('is assigned by', agent('is assigned', 'the catalog service', 'the catalog service assigns')),
      report('is automatically', agent('is automatically assigned', 'the catalog service', 'the catalog service automatically assigns')),
      report('is assigned to', agent('is assigned', 'the catalog service', 'the catalog service assigns')),
      report('has been granted', agent('has been granted', 'an administrator', 'an administrator has granted')),
      report('are then', agent('are then processed', 'Stripe', 'Stripe then processes')),
      report('is governed', agent('is governed', 'the Acme Foundation', 'the Acme Foundation governs')),
      report('is generated', agent('is generated', 'the Acme API', 'the Acme API generates and signs')),
      report('are posted', agent('are posted', 'the ledger service', 'the ledger service posts')),
      report('was not signed', agent('was not signed', 'the CLI', 'the CLI did not sign')),
      report('is being processed', agent('is being processed', 'one of our workers', 'one of our workers is processing')),
      report('may have been cleared', agent('may have been cleared', 'your last deploy', 'your last deploy may have cleared')),
      report('can be adopted', agent('can be adopted', 'any OAuth 2.1 Authorization Server', 'any OAuth 2.1 Authorization Server can adopt')),
    ]);
  });

  test('valid: an adjective before a parenthesis is no passive; what a kind of thing allows or needs ("anything that can be sent", "tasks that need to be paused") is no step, unless the sentence presents the thing ("these are the rules that should be applied")', async () => {
    const body = [
      '2. If it\'s dynamic (defined by a function), the function is executed.',
      '',
      'A message can be anything that can be transmitted in the request body.',
      '',
      'This can be useful for long-running tasks that need to be paused and resumed. Filter the events that should be included in the meter.',
      '',
      'These are the rules that should be applied to your server.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'should be applied'), message: reader('should be applied', 'you should apply') }]);
  });

  test('valid: the reader acted on by the product ("you should be redirected") has nothing to do; a compound participle before its noun ("space-separated string") and "un" with a participle ("unaffected") are adjectives; the reader\'s passive beside them is still reported', async () => {
    const body = [
      'Once you sign up, you should be redirected to the dashboard. You can be added to a team later, and you need to be signed in first.',
      '',
      '- **`scopes`**: Can be space-separated string or list of strings. It must be comma-delimited text.',
      '',
      'The message is unaffected. A flag can be unknown to another client, and the call is unsupported by the proxy.',
      '',
      'The token must be rotated.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'must be rotated'), message: reader('must be rotated', 'rotate') }]);
  });

  test('valid: an agent that is a number of people ("by at least two maintainers") is no reader; "can only be", "can no longer be" and "no id can be" state a constraint; a fragment about the thing described ("Can be assigned to issues") says what may be done to it; "matched by its hash" names a criterion; a measure after "by" and a plain "can be" are still the reader\'s', async () => {
    const body = [
      'The group must be sponsored by at least two Core Maintainers, and the charter must be approved by three reviewers.',
      '',
      'The discount can only be applied before this date. After that it can no longer be redeemed. The key is matched by its hash. Without it, no id can be created, and nothing can be sent.',
      '',
      '- Triage rights on the repository',
      '- Can be assigned to issues and PRs',
      '',
      'The retry must be delayed by at least 5 seconds. The discount can be applied at checkout. Two digests can be achieved by creating second workflow.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'must be delayed'), message: reader('must be delayed', 'delay') },
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'can be applied at'), message: reader('can be applied', 'you can apply') },
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'can be achieved'), message: reader('can be achieved', 'you can achieve') },
    ]);
  });

  test('valid: a result the main clause guarantees or is for ("This ensures … can be transmitted", "so it can be returned") and a bare plural agent ("by load balancers, monitoring systems") are no step of the reader; a result after a comma (", so this method can be handed"), a sentence that opens with "So," and a means after "by" are still the reader\'s', async () => {
    const body = [
      'This ensures binary content can be transmitted as a string. Keep a copy, which makes sure the value can be read.',
      '',
      'Cache the response so it can be returned from the cache. Store the token so that it can be reused later. Pick the region closest to your users so latency can be kept low.',
      '',
      'The health endpoint can be used by load balancers, monitoring systems, or deployment platforms to verify your server.',
      '',
      'So, the key can be reused. The file can be used by default. The signature matches the factory, so this method can also be handed to the client.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      readerAt(page, 'can be reused. The', 'can be reused', 'you can reuse'),
      readerAt(page, 'can be used by default', 'can be used', 'you can use'),
      readerAt(page, 'can also be handed', 'can also be handed', 'you can also hand'),
    ]);
  });

  test('valid: a relative clause without "that" ("the organization they should be added to") names a kind of thing; a name, a key or an identifier after "by" is a means, as is a scope ("scoped by MCP session"), a companion ("accompanied by") and a component behind a second participle ("session-scoped and backed by a storage backend"); "nothing has to be" asks nothing; a relative clause that "these are" presents is still the reader\'s', async () => {
    const body = 'Roles are based on the organization they should be added to. These are the keys they should be given. The JWT is signed by your secret key, and handles must be referenced by an explicit identifier. Files are scoped by MCP session, so nothing has to be held open. State is session-scoped and backed by a pluggable storage backend. It is accompanied by the HTTP code `4xx`. No secret should be committed.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      readerAt(page, 'should be given', 'should be given', 'you should give'),
      readerAt(page, 'should be committed', 'should be committed', 'you should commit'),
    ]);
  });

  test('valid: after a step the reader takes, "should" says what to expect ("Click **Save**. This user should be created."); after a note, a clause with a subject of its own, or with no subject at all, it is still the reader\'s', async () => {
    const body = [
      'Choose a user and click **Save**. This user should be created in your instance.',
      '',
      'Wait a few minutes and check the status page again, the issue should be resolved. Restart the agent, then the new config should be loaded.',
      '',
      'Note that the project does not work in preview. It should be deployed to production.',
      '',
      'Like all tasks they have no timeouts, they should be placed inside a folder.',
      '',
      '- Should be set to `true` in production.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      readerAt(page, 'should be deployed', 'should be deployed', 'you should deploy'),
      readerAt(page, 'should be placed', 'should be placed', 'you should place'),
      readerAt(page, 'Should be set', 'Should be set', 'You should set'),
    ]);
  });

  test('invalid: the rewrite names an English verb where the participle\'s spelling allows two ("cached": "cache", not "cach")', async () => {
    const body = 'Responses can be cached in Redis. The list must be fetched again.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      readerAt(page, 'can be cached', 'can be cached', 'you can cache'),
      readerAt(page, 'must be fetched', 'must be fetched', 'fetch'),
    ]);
  });

  test('a page of a specification states what implementations do, even where it states no requirement: its passives name no reader', async () => {
    const body = 'Additional capabilities can be negotiated as needed.\n';
    const pages = { 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guide', 'specification/architecture'] }] }, 'guide.mdx': head + body, 'specification/architecture.mdx': head + body };
    const reports = await lintBrief(pages, rules, extra);
    expect(reports.map((report) => [report.file, report.message])).toEqual([['guide.mdx', reader('can be negotiated', 'you can negotiate')]]);
  });

  test('agents compromise misreads and times that are no agent: a contracted negative with a particle ("isn\'t picked back up by"), "rerun", plurals read as verbs ("by both parties", "by the on-call engineers"); "by the end of the day" and "by the fifth business day" are deadlines; "pasted" is "paste"', async () => {
    const body = [
      "A paused payout isn't picked back up by the scheduler until Monday.",
      'The nightly batch is being rerun by the on-call engineers.',
      'The contracts were signed by both parties by the end of the day.',
      'Daily statements are delivered by the end of the day. The ledger is closed by the fifth business day of the month.',
      'API keys must never be pasted into a ticket.',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report("isn't picked", agent("isn't picked", 'the scheduler', 'the scheduler does not pick')),
      report('is being rerun', agent('is being rerun', 'the on-call engineers', 'the on-call engineers are rerunning')),
      report('were signed', agent('were signed', 'both parties', 'both parties signed')),
      readerAt(page, 'must never be pasted', 'must never be pasted', 'never paste'),
    ]);
  });

  test('two passives chained on the same thing are a process ("must be transcribed before it can be processed"); a step before another thing\'s event is the reader\'s ("must be inserted before the phone is powered on")', async () => {
    const body = 'Audio must be transcribed before it can be processed. The SIM card must be inserted before the phone is powered on.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([readerAt(page, 'must be inserted', 'must be inserted', 'insert')]);
  });

  test('a place after `by` is where a thing is, not who acts ("kept by the front door", "placed by the window"); a service is an agent', async () => {
    const body = 'The spare key is kept by the front door. The router is placed by the window. Receipts are stored by the backup service.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'are stored'), message: agent('are stored', 'the backup service', 'the backup service stores') }]);
  });

  test('an agent the rule does not name ("by the system") is still no reader to address; people named by a relative clause are an agent; "may not yet be" keeps its modal', async () => {
    const body = ['Add your provider to the factory so it can be instantiated by the system.', '', 'This platform can also be used by individuals who track their own data.', '', 'The registry may not yet be trusted by Core.', ''].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'can also be used'), message: agent('can also be used', 'individuals', 'individuals can also use') },
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'may not yet be'), message: agent('may not yet be trusted', 'Core', 'Core may not yet trust') },
    ]);
  });

  test('invalid: a participle phrase that says how ("using any means") is not part of the agent', async () => {
    const body = 'Progress tokens can be chosen by the client using any means.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'can be chosen'), message: agent('can be chosen', 'the client', 'the client can choose') }]);
  });

  test('invalid: an aside in parentheses after the agent is left out of it; a quantifier floating from the subject is left out of the reader\'s verb', async () => {
    const body = 'Tasks that have been triggered by a parent task (a.k.a. a "child task") can update it.\n\nThey can all be extended to fit your needs.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'have been triggered'), message: agent('have been triggered', 'a parent task', 'a parent task has triggered') },
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'can all be extended'), message: reader('can all be extended', 'you can extend') },
    ]);
  });

  test('valid: "by" after a short phrase that is a measure, a means or a new clause is no agent', async () => {
    const body = [
      'The limit is raised by a factor of two.',
      '',
      'Rows are stored in the table by default.',
      '',
      'The file is uploaded to storage, and by then the job has started.',
      '',
      'Each job is scheduled to run, which is followed by a check.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a specification written with RFC 2119 keywords states requirements in the passive; an agent that is only a quantifier names nobody', async () => {
    const spec = ['Servers MUST validate the token. The token MUST be validated before use, and errors SHOULD be logged.', '', 'A name that is claimed by more than one tool is ambiguous.', ''].join('\n');
    expect(await lintPage(spec)).toEqual([]);
  });

  test('valid: "may have to be" is a possibility, and "the actions that can be performed." names a kind of thing; "have to be" alone is an instruction', async () => {
    const body = 'With one sort rule per index, indexes may have to be duplicated for each sort order. Primitives define the actions that can be performed. Keys have to be rotated yearly.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'have to be rotated'), message: reader('have to be rotated', 'rotate') }]);
  });

  test('invalid: in a specification, a passive with a named agent is still reported', async () => {
    const spec = 'Servers MUST validate the token. Errors SHOULD be logged. Each token is issued by the authorization server.\n';
    const page = head + spec;
    expect(await lintPage(spec)).toEqual([
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'is issued'), message: agent('is issued', 'the authorization server', 'the authorization server issues') },
    ]);
  });

  test('the allow option adds participles and phrases to leave alone', async () => {
    const body = 'Keys can be found in the dashboard. The key must be added to the header.\n';
    const page = head + body;
    expect(await lintPage(body, { 'style-active-voice': ['warn', { allow: ['found'] }] })).toEqual([
      { file: 'page.mdx', ruleId: 'style-active-voice', ...positionOf(page, 'must be added'), message: reader('must be added', 'add') },
    ]);
  });

  test('an option of the wrong type is a configuration error', async () => {
    await expect(lintPage('Text.\n', { 'style-active-voice': ['warn', { allow: 'found' }] })).rejects.toThrow(/options of rule "style-active-voice": `allow` must be array/);
  });
  test('valid: changelog and release notes pages (<Update> entries, a changelog path, a release notes title) are left to the other rules', async () => {
    await expectOnlyTheGuideReported('Each task is assigned by the catalog service.\n', rules, extra);
  });
});

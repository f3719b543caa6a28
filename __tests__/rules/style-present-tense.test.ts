import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/style-present-tense.js';
import { expectOnlyTheGuideReported } from '../helpers/changelog-pages.js';
import { lintBrief, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const rules = { 'style-present-tense': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Tokens\ndescription: Create and revoke API tokens.\n---\n\n';

const lintPage = (body: string, setting: RulesSetting = rules) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, setting, extra);

const future = (phrase: string, replacement: string) => `"${phrase}" is future tense; write "${replacement}".`;

/** The reports of one page: `report(needle, message)` is a report at the first place `needle` stands. */
const reportOn = (page: string) => (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(page, needle), message });

describe('style-present-tense', () => {
  test('valid: present tense, and "will" where it is no verb, in code, quotes, attributes, expressions or the real future', async () => {
    const body = [
      'The API returns the token. You need an account.',
      '',
      'Delete the token at will; the dashboard shows your goodwill. Fail the run on will without a retry.',
      '',
      'We will notify you by email before a token expires.',
      '',
      '```js',
      '// This call will return a promise.',
      '```',
      '',
      'Call `client.will()` and read `it will fail` in the logs.',
      '',
      'The dialog says "This action will delete the project" before it deletes anything.',
      '',
      '<Card title="What will happen next" href="https://acme.dev/you-will-see">Read the card.</Card>',
      '',
      '{/* This comment will not be reported. */}',
      '',
      'The text {props.willReturn} comes from an expression.',
      '',
      'Version 3.0 will remove the `legacy` flag. The `v1` endpoints will stop working in March 2027.',
      '',
      'By the end of this guide, you will have a working token.',
      '',
      "After this tutorial, you'll have a bot that answers questions. Once you finish the quickstart, you will have a deployed app.",
      '',
      'Will my tokens expire?',
      '',
      'See https://acme.dev/docs/this-will-change for details.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('a subject that a gerund opens is singular ("using wrong names will cause" → "causes"); a roadmap page plans in the future', async () => {
    const body = 'Tools get parameters by name, so using incorrect names will cause your tool to fail.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(page, 'will cause'), message: future('will cause', 'causes') }]);
    const roadmap = { 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['roadmap'] }] }, 'roadmap.mdx': '---\ntitle: Roadmap\n---\n\nThese endpoints will provide normalized access to health data.\n' };
    expect(await lintBrief(roadmap, rules, extra)).toEqual([]);
    const tutorial = { 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['voting'] }] }, 'voting.mdx': '---\ntitle: Roadmap voting app\n---\n\nThe app will list the features.\n' };
    expect((await lintBrief(tutorial, rules, extra)).map((report) => report.message)).toEqual([future('will list', 'lists')]);
  });

  test('the front matter and import/export lines are not prose', async () => {
    const page = '---\ntitle: Tokens\ndescription: This page will explain tokens.\n---\n\nimport Note from "/snippets/will-return.mdx";\n\nexport const note = "It will return";\n\nThe API returns a token.\n';
    expect(await lintBrief({ 'docs.json': docsJson, 'page.mdx': page, 'snippets/will-return.mdx': 'Text.\n' }, rules, extra)).toEqual([]);
  });

  test('legal text, such as a service level agreement, is not documentation prose', async () => {
    const sla = '---\ntitle: Service Level Agreement\ndescription: Our uptime commitment.\n---\n\nService credits will be issued within 30 days.\n';
    const docs = { name: 'S', navigation: [{ group: 'A', pages: ['sla', 'legal/terms'] }] };
    const terms = '---\ntitle: Using Acme\ndescription: The rules of the service.\n---\n\nThe customer shall pay each invoice.\n';
    expect(await lintBrief({ 'docs.json': docs, 'sla.mdx': sla, 'legal/terms.mdx': terms }, rules, extra)).toEqual([]);
  });

  test('an antitrust policy (by its file name) and a code of conduct (by its title) are legal text too; a guide in the same folder is read', async () => {
    const docs = { name: 'S', navigation: [{ group: 'A', pages: ['community/antitrust', 'community/conduct', 'community/guide'] }] };
    // By its file name alone: the title says nothing of law.
    const antitrust = '---\ntitle: Competing fairly\ndescription: How participants compete.\n---\n\nParticipants shall not enter into agreements that restrict competition.\n';
    const conduct = '---\ntitle: Contributor Code of Conduct\ndescription: How we treat each other.\n---\n\nViolations will be reviewed by the moderators.\n';
    const guide = '---\ntitle: Contributing\ndescription: How to send a change.\n---\n\nThe bot will label your pull request.\n';
    const messages = await lintBrief({ 'docs.json': docs, 'community/antitrust.mdx': antitrust, 'community/conduct.mdx': conduct, 'community/guide.mdx': guide }, rules, extra);
    expect(messages).toEqual([{ file: 'community/guide.mdx', ruleId: 'style-present-tense', ...positionOf(guide, 'will label'), message: future('will label', 'labels') }]);
  });

  test('a design proposal plans what is to come, by folder or title; "later" before a gerund orders the steps of a process and is no time to come', async () => {
    const docs = { name: 'S', navigation: [{ group: 'A', pages: ['seps/2575-stateless', 'page'] }] };
    const sep = '---\ntitle: Stateless MCP\ndescription: A proposal.\n---\n\nWe will provide new, more clearly defined functions. The proposal will take some time to implement.\n';
    const body = 'Report: given an instruction, the tool will generate a report by first inferring the sections, and later filling them in.\n';
    const messages = await lintBrief({ 'docs.json': docs, 'seps/2575-stateless.mdx': sep, 'page.mdx': head + body }, rules, extra);
    expect(messages).toEqual([reportOn(head + body)('will generate', future('will generate', 'generates'))]);
  });

  test('a section about plans ("Coming Soon", "Roadmap") and a paragraph after "is currently in development" plan what is to come; the next section and paragraph are read', async () => {
    const body = '## Dynamic secrets (Coming Soon)\n\nFormal will support dynamic secrets.\n\n## Graph\n\nThe graph is currently in development. It will provide a map.\n\nThe agent will start. When the app is in development mode, the rules will apply.\n';
    const report = reportOn(head + body);
    expect(await lintPage(body)).toEqual([report('will start', future('will start', 'starts')), report('will apply', future('will apply', 'apply'))]);
  });

  test('valid: a span counted forward from today ("years from now") is a real future; the same sentence without it, and a period that recurs ("the upcoming cycle"), are reported as a tense', async () => {
    expect(await lintPage('Every line you write will be maintained by someone else, possibly years from now. The token will expire two weeks from now.\n')).toEqual([]);
    // A period that recurs ("the upcoming cycle") is how billing always works: a tense, not a product's plan.
    const cycle = 'The invoice for the upcoming cycle shows what the customer will pay.\n';
    expect(await lintPage(cycle)).toEqual([reportOn(head + cycle)('will pay', future('will pay', 'pays'))]);
    const body = 'Every line you write will be maintained by someone else.\n';
    expect(await lintPage(body)).toEqual([reportOn(head + body)('will be', future('will be', 'is'))]);
  });

  test('the reader\'s next moment ("you\'ll need this in a moment", "in the next step") is a step ahead; a product\'s "in a moment", and "will" after a noun compromise reads as a verb ("the build will run"), are reported', async () => {
    const body = "Keep the quote; you'll need this in a moment. You'll use this token in the next step. The page will reload in a moment. The build will run. Messages are removed shortly after they're delivered, so you will not see them.\n";
    const report = reportOn(head + body);
    expect(await lintPage(body)).toEqual([report('will reload', future('will reload', 'reloads')), report('will run', future('will run', 'runs')), report('will not see', future('will not see', 'do not see'))]);
  });

  test('invalid: will, contractions, negations, going to and shall, with the present-tense rewrite', async () => {
    const body = [
      'The API will return a token.',
      '',
      "You'll need an account. The endpoints will also reject expired tokens.",
      '',
      'This will not revoke old tokens, and it won’t be cached.',
      '',
      'We are going to create a token. The client shall send the header.',
      '',
      'After that you will be able to call the API, and this function will only be called once.',
      '',
      '- The list item will match the table cell.',
      '',
      '| Field | Meaning |',
      '|---|---|',
      '| `ttl` | The token will expire after an hour. |',
      '',
      '## What will happen to old tokens',
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('will return a', future('will return', 'returns')),
      report("You'll need", future("You'll need", 'You need')),
      report('will also reject', future('will also reject', 'also reject')),
      report('will not revoke', future('will not revoke', 'does not revoke')),
      report('won’t be', future('won’t be', "isn't")),
      report('are going to create', future('are going to create', 'create')),
      report('shall send', '"shall send" is future tense; write "sends", or "must" for a requirement.'),
      report('will be able to', future('will be able to', 'can')),
      report('will only be', future('will only be', 'is only')),
      report('will match', future('will match', 'matches')),
      report('will expire', future('will expire', 'expires')),
      report('will happen', future('will happen', 'happens')),
    ]);
  });

  test('invalid: future tense with any subject, including words that only look like a release ("version", "next")', async () => {
    const body = [
      'Acme will store your logs for 30 days.',
      '',
      'The command will print the version of the CLI.',
      '',
      'It will create a project, and this guide will show you the next step.',
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('will store', future('will store', 'stores')),
      report('will print', future('will print', 'prints')),
      report('will create', future('will create', 'creates')),
      report('will show', future('will show', 'shows')),
    ]);
  });

  test('valid: "until that revision" names a release still ahead; a state "until" an event of the product stays present', async () => {
    const body = [
      'A future revision is expected to require the `iss` parameter. Rejection will continue to be keyed on the metadata until that revision defines the upgrade path.',
      '',
      'The button will stay disabled until the upload finishes.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(page, 'will stay'), message: future('will stay', 'stays') }]);
  });

  test('invalid: a product\'s promise about the future ("will soon support", "the next release will add") is reported as a promise', async () => {
    const body = ['Acme will support SAML single sign-on.', '', 'The CLI will soon support Windows. The next release will add SSO.', '', 'The CLI will support Linux later. This will let you update the link later on.', ''].join('\n');
    const page = head + body;
    const promise = (phrase: string) =>
      `"${phrase}" promises what a product will do, which goes stale when it ships or slips; say what it does today, and keep plans in a changelog or roadmap.`;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('will support SAML', future('will support', 'supports')),
      report('will soon support', promise('will soon support')),
      report('will add', promise('will add')),
      // "Later" is a plan of the product's; in a sentence about the reader's own work it is the reader's later step.
      report('will support Linux', promise('will support')),
      report('will let', future('will let', 'lets')),
    ]);
  });

  test('valid: the reader\'s own step ahead ("as you\'ll need it later") is a real future, not a product\'s promise', async () => {
    expect(await lintPage("Copy the client ID, as you'll need it later. The SDK will soon support Go.\n")).toEqual([
      {
        file: 'page.mdx',
        ruleId: 'style-present-tense',
        ...positionOf(head + "Copy the client ID, as you'll need it later. The SDK will soon support Go.\n", 'will soon'),
        message: '"will soon support" promises what a product will do, which goes stale when it ships or slips; say what it does today, and keep plans in a changelog or roadmap.',
      },
    ]);
  });

  test('valid: a future that a verb foresees ("detects it\'s going to run out", "predicts that the job will fail"); the same future on its own is reported', async () => {
    const body = "Use a package that detects it's going to run out of memory. If the scheduler predicts that the job will fail, it stops. The job will fail. If you know the URL that Acme will be accessible at, set it.\n";
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(head + body, 'will fail.'), message: future('will fail', 'fails') },
      { file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(head + body, 'will be accessible'), message: future('will be', 'is') },
    ]);
  });

  test('a hyphenated verb is one verb, inflected at its end ("will auto-register" → "auto-registers")', async () => {
    const body = "The annotation will auto-register the service. It won't allow-list the domain.\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('will auto-register', future('will auto-register', 'auto-registers')),
      report("won't allow-list", future("won't allow-list", "doesn't allow-list")),
    ]);
  });

  test('the rewrite agrees with the noun a participle phrase describes ("messages sent through that channel"), and reads an adverb compromise tags as a verb ("will still pass")', async () => {
    const body = [
      "Without an integration, messages sent through that channel won't be delivered.",
      '',
      'Any requests using this key will be rejected, and the problem found in the logs will fail the run.',
      '',
      'Special characters recognized by YAML will still pass through to the UI.',
      '',
      'The name given to a workflow is the name your subscribers will see. We found a problem and we will try to fix it.',
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report("won't be", future("won't be", "aren't")),
      report('will be rejected', future('will be', 'are')),
      report('will fail', future('will fail', 'fails')),
      report('will still pass', future('will still pass', 'still pass')),
      report('will see', future('will see', 'see')),
      report('will try', future('will try', 'try')),
    ]);
  });

  test('a verb compromise\'s lexicon does not know is conjugated as a regular verb ("will proxy" → "proxies", "will sync" → "syncs"), and one compromise tags as an adjective before its particle is still the verb ("will then redirect back" → "then redirects")', async () => {
    const body = 'The studio will proxy requests to your app, and the bridge will sync them. The server will then redirect back to the client.\n';
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('will proxy', future('will proxy', 'proxies')),
      report('will sync', future('will sync', 'syncs')),
      report('will then redirect', future('will then redirect', 'then redirects')),
    ]);
  });

  test('the rewrite agrees with the head of the subject, not with the noun of a phrase that describes it', async () => {
    const body = [
      'The list of users will be shown. Some features exclusive to the cloud plan will not be available.',
      '',
      'Requests to the API will fail. One of the nodes will restart. A lot of requests will time out.',
      '',
      'When you upload files to the bucket the function will run. Set the description to the title customers will see.',
      '',
      'The installer is a set of scripts that ensure you will get the right binary. It stops waiting for a callback nobody will complete.',
      '',
      'One of our team members will reply. Everyone who bought something from you will be listed. Bundle it, which is what we will do here.',
      '',
      'Add an example and a note that the transcript will be returned. Relative links like `../text` will open slower. Providers such as Twilio will send it.',
      '',
      'The docs for `status` (in the app and in your dbt project) will become the doc block.',
      '',
      'Files larger than 10 MB will be rejected. Jobs that fail will be retried.',
      '',
      'Add any acronyms that will need clarifying. The list of files that will be deleted is shown.',
      '',
      'Any changes you make will affect the view.',
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('will be shown', future('will be', 'is')),
      report('will not be', future('will not be', 'are not')),
      report('will fail', future('will fail', 'fail')),
      report('will restart', future('will restart', 'restarts')),
      report('will time', future('will time', 'time')),
      report('will run', future('will run', 'runs')),
      report('will see', future('will see', 'see')),
      report('will get', future('will get', 'get')),
      report('will complete', future('will complete', 'completes')),
      report('will reply', future('will reply', 'replies')),
      report('will be listed', future('will be', 'is')),
      report('will do', future('will do', 'do')),
      report('will be returned', future('will be', 'is')),
      report('will open', future('will open', 'open')),
      report('will send', future('will send', 'send')),
      report('will become', future('will become', 'become')),
      report('will be rejected', future('will be', 'are')),
      report('will be retried', future('will be', 'are')),
      // A relative pronoun right before "will" stands for the noun right before it.
      report('will need', future('will need', 'need')),
      report('will be deleted', future('will be', 'are')),
      // A relative clause without its pronoun: "changes [you make]" are the subject.
      report('will affect', future('will affect', 'affect')),
    ]);
  });

  test('valid: a future that a verb right before it foresees, hopes for or reports ("operations you know will be long-running", "hoping they\'ll be adopted", "says she will be in touch")', async () => {
    expect(await lintPage('For operations you know will be long-running, use task mode. The jobs we expect will fail are listed here. The agent ends the call and says she will be in touch. We will return to you a presigned URL. We codify patterns rather than hoping they\'ll be adopted. Some users are worried that data will be lost.\n')).toEqual([]);
  });

  test('an indirect question asks of the future ("tell callers when you\'ll return", "define when the task will run", "whether you will need it"); a relative "when", a clause of time, or whether a product does something is a tense', async () => {
    const body = "Tell callers when you'll return their call. Ask whether you will need it. Define when the task will run. The date when the key will expire is shown. Notify users when the job will finish. When a request will be slow, queue it. The flag says whether the server will emit events.\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('will expire', future('will expire', 'expires')),
      report('will finish', future('will finish', 'finishes')),
      report('will be slow', future('will be', 'is')),
      report('will emit', future('will emit', 'emits')),
    ]);
  });

  test('a future that a verb of saying reports, or a question the reader asks, stays ("tell the customer the part will arrive", "ask whether anyone will be home", "estimate how long it will take"); "note that" points at a fact, which the present states', async () => {
    const body = 'Tell your landlord the installer will need access. Ask whether anyone will be home. Check with your bank whether the transfer will clear. Estimate how long the migration will take. Find out who will approve the expense. Note that the job will fail without a key. The app checks whether the token will expire.\n';
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report('will fail', future('will fail', 'fails')), report('will expire', future('will expire', 'expires'))]);
  });

  test('"future" or "upcoming" before a noun that is no release names what is yet to come in the product\'s work, not a plan: the plain rewrite, not the promise', async () => {
    const body = 'After you delete the key, future requests will fail. A future release will add SSO.\n';
    const page = head + body;
    const report = reportOn(page);
    const promise = `"will add" promises what a product will do, which goes stale when it ships or slips; say what it does today, and keep plans in a changelog or roadmap.`;
    expect(await lintPage(body)).toEqual([report('will fail', future('will fail', 'fail')), report('will add', promise)]);
  });

  test('a personal pronoun says its number though a gerund opens the clause ("Using it means you will have" → "have"); a prefix kept in one word keeps its hyphen ("will re-sync" → "re-syncs")', async () => {
    const body = 'Using it means you will have to restart. Then using the CLI we will browse the chart. The job will re-sync the data.\n';
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report('will have', future('will have', 'have')), report('will browse', future('will browse', 'browse')), report('will re-sync', future('will re-sync', 're-syncs'))]);
  });

  test('a negation among the adverbs after "will" negates the rewrite ("will usually not survive" → "does not usually survive")', async () => {
    const body = 'The index will usually not survive a restart.\n';
    expect(await lintPage(body)).toEqual([reportOn(head + body)('will usually', future('will usually not survive', 'does not usually survive'))]);
  });

  test('a phrase of time between "will" and its verb stays in the rewrite ("will at some point ask" → "at some point asks"); a title "What you\'ll learn" names the outcome', async () => {
    const body = "## What you'll learn\n\nFly will at some point ask for a region. It will in turn call the API.\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report('will at some point ask', future('will at some point ask', 'at some point asks')), report('will in turn call', future('will in turn call', 'in turn calls'))]);
  });

  test('in a negative rewrite the adverbs follow the auxiliary ("won\'t automatically wrap" → "doesn\'t automatically wrap"); the tutorial "we" that needs something later needs it as the reader does', async () => {
    const body = "FastMCP won't automatically wrap your data. The key will not always be valid.\n\n1. Add the owner (we'll need their username later).\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report("won't automatically wrap", future("won't automatically wrap", "doesn't automatically wrap")), report('will not always be', future('will not always be', 'is not always'))]);
  });

  test('a compound noun written for its phrasal verb is rewritten as the verb ("will setup" → "sets up", "won\'t login" → "doesn\'t log in")', async () => {
    const body = 'The CLI will setup the project. The script won\'t login to the registry.\n';
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report('will setup', future('will setup', 'sets up')), report("won't login", future("won't login", "doesn't log in"))]);
  });

  test('a report spans the phrase and keeps its place in an indented list item', async () => {
    const body = '1. Create a token.\n2. Copy it to your server,\n   which will send it with each request.\n';
    const page = head + body;
    const [report] = await lintPage(body);
    expect(report).toEqual({ file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(page, 'will send'), message: future('will send', 'sends') });
  });

  test('positions map back through escapes, character references, emphasis, links and inline components', async () => {
    const body = 'Keys \\* and &amp; tokens, **bold** [linked](/x) <Tooltip tip="t">tip</Tooltip> text will expire.\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(page, 'will expire'), message: future('will expire', 'expires') },
    ]);
  });

  test('the allow option keeps the phrases you list', async () => {
    const body = 'The token will expire. The API will return it.\n';
    const page = head + body;
    expect(await lintPage(body, { 'style-present-tense': ['warn', { allow: ['Will expire'] }] })).toEqual([
      { file: 'page.mdx', ruleId: 'style-present-tense', ...positionOf(page, 'will return'), message: future('will return', 'returns') },
    ]);
  });

  test('an option of the wrong type is a configuration error', async () => {
    await expect(lintPage('Text.\n', { 'style-present-tense': ['warn', { allow: 'will' }] })).rejects.toThrow(/options of rule "style-present-tense": `allow` must be array/);
  });
  test('math is not prose: "will" inside $…$ or a $$ block is never a finding', async () => {
    expect(await lintPage('The bound $x \\text{ will be } y$ holds.\n\n$$\n\\text{it will grow}\n$$\n')).toEqual([]);
  });
  test('valid: changelog and release notes pages (<Update> entries, a changelog path, a release notes title) are left to the other rules', async () => {
    await expectOnlyTheGuideReported('The API will return a token.\n', rules, extra);
  });
});

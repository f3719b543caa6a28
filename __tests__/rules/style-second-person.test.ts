import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/style-second-person.js';
import { expectOnlyTheGuideReported } from '../helpers/changelog-pages.js';
import { lintBrief, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const rules = { 'style-second-person': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Keys\ndescription: Rotate API keys.\n---\n\n';

const lintPage = (body: string, setting: RulesSetting = rules) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, setting, extra);

const together = (phrase: string, replacement: string) => `"${phrase}" speaks for the writer and the reader together; address the reader: write "${replacement}".`;
const third = (phrase: string, replacement: string) => `"${phrase}" talks about the reader in the third person; address the reader: write "${replacement}".`;
const advice = (phrase: string) => `"${phrase}" speaks for the writers; address the reader: write the advice as an instruction ("Use …") or with "you should".`;
const narrator = (phrase: string, replacement: string) => `"${phrase}" speaks for the writer; say what the page does: write "${replacement}".`;

/** The reports of one page: `report(needle, message)` is a report at the first place `needle` stands. */
const reportOn = (page: string) => (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, needle), message });

describe('style-second-person', () => {
  test('valid: "you", the company\'s "we", end users, "let us know", and "one" as a number', async () => {
    const body = [
      'You can rotate a key at any time. You should rotate keys every month.',
      '',
      'We store your keys encrypted, and we will notify you by email. Sometimes we will add new regions.',
      '',
      'Let us know if you have questions.',
      '',
      'Only one can be the primary key. Your users can sign in with SSO, and users can reset their password.',
      '',
      'The dashboard lets users manage their own keys, and the editor let\'s you drag steps.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: "developers" and "one can" for the reader; the tutorial "we" that starts a walk-through or works in the reader\'s code', async () => {
    const body = ['Developers should pin the SDK version. One can also pass a custom fetch.', '', 'We start by importing the client. Inside `main.py`, we create a client.', ''].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, 'Developers should'), message: third('Developers should', 'You should') },
      { file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, 'One can'), message: third('One can', 'You can') },
      { file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, 'We start'), message: together('We start', 'You start') },
      { file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, 'we create'), message: together('we create', 'you create') },
    ]);
  });

  test('valid: "one or more", "only one can be", developers of the reader\'s app, and "in the EU, we store"', async () => {
    const body = ['One or more tags can be attached. Only one can be active at a time.', '', 'Developers on your team can sign in with SSO. In the EU, we store data in Frankfurt.', ''].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('"we can" is the company\'s on a page that walks through no code, and the tutorial\'s on one that does', async () => {
    expect(await lintPage('We can also move your saved cards to another provider.\n')).toEqual([]);
    const body = 'We can add a route for the login page.\n\n```js\napp.get("/login", handler);\n```\n';
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, 'We can add'), message: together('We can add', 'You can add') }]);
  });

  test('valid: "we" inside a noun clause ("what we should add") and an ordinal before a noun ("a first iteration")', async () => {
    const body = ['- Lessons from failures (what we should add)', '', 'The data model is a first iteration, and we fully intend to expand it.', '', 'On [Acme Cloud](https://acme.dev), we build images for you.', '', 'For example, if I ran `acme run`, we would get a table.', ''].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: "we" in a section that explains how the product or a proposal works is the people who built it', async () => {
    const body = ['## How it works', '', 'Then we store the image in S3 and return its URL.', '', '## Specification', '', '### Schema changes', '', 'First, we introduce the notion of input requests.', ''].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: the reader of a consequence, after a conjunction, and the company\'s plain "we will"', async () => {
    const body = ['The link opens the page at the top, and the reader has to scroll to the section.', '', 'We will strip the prefix and forward the header to your endpoint.', ''].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: code, inline code, quotes, URLs, attributes and expressions are not prose', async () => {
    const body = [
      '```md',
      "Let's create a key. We suggest a short TTL.",
      '```',
      '',
      "Run `let's-go` and open https://acme.dev/we-suggest to read more.",
      '',
      'The banner says "Let\'s go" and “We suggest SSO”.',
      '',
      '<Card title="Let\'s start" href="/start">Start here.</Card>',
      '',
      'The label {"we suggest"} comes from an expression.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: "let\'s", "we suggest" ("we recommend" is the company\'s advice, left alone), the reader in the third person, and the tutorial "we"', async () => {
    const body = [
      "Let's create a key. Now let’s also add it to the header.",
      '',
      'We recommend rotating keys. We strongly suggest a short TTL.',
      '',
      'The user must copy the key. Users need to sign in first. One should rotate keys.',
      '',
      "In this guide, we'll walk you through rotation.",
      '',
      'Next, we need to create a key. We will now deploy the app, and we\'re going to build a client.',
      '',
      "## Let's rotate a key",
      '',
      "Let's say the key leaks.",
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report("Let's create", together("Let's create", 'Create')),
      report('let’s also add', together('let’s also add', 'Also add')),
      report('We strongly suggest', advice('We strongly suggest')),
      report('The user must', third('The user must', 'You must')),
      report('Users need to', third('Users need to', 'You need to')),
      report('One should', third('One should', 'You should')),
      report("we'll walk", narrator("we'll walk", 'this guide walks')),
      report('we need to create', together('we need to create', 'you need to create')),
      report('We will now deploy', together('We will now deploy', 'You now deploy')),
      report("we're going to build", together("we're going to build", 'you build')),
      report("Let's rotate", together("Let's rotate", 'Rotate')),
      report("Let's say", together("Let's say", 'Suppose')),
    ]);
  });

  test('valid: the company shows the reader around in a step of its own process, not on the page', async () => {
    const body = [
      "During SCIM setup we'll walk you through what the provider expects.",
      '',
      'Throughout the pilot, we will show you how the dashboards read your traffic.',
      '',
      "On the kickoff call, we'll walk you through the migration plan.",
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: the company advises ("we recommend", after an opening phrase), owns its guides ("but we also have a guide"), acts under a condition ("in case of", "if"), will be in a state ("we\'ll be there"), works with the reader ("we\'ll work with you", "we\'ll reach out to you") and states a policy ("we do not support"); a tutorial "we" beside them is still reported', async () => {
    const body = [
      'To customize your index settings, we recommend following [this guide](/settings).',
      '',
      "We've chosen the desktop app here for simplicity, but we also have a guide on building your own client.",
      '',
      "We'll send HTTP `202 Accepted` in case of a duplicate message. If a delivery fails, we'll retry it three times.",
      '',
      'Paid support: whatever you need, we\'ll be there! Reach out to your contact, and we\'ll work with you to get you running. We\'ll reach out to you within two days.',
      '',
      'Since collaborators would then be able to push, we do not support personal repositories. Then we don\'t retry it.',
      '',
      'Here, we change the default value of the argument.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, 'we change'), message: together('we change', 'you change') }]);
  });

  test('invalid: the page narrates, even where it names a session or a setup', async () => {
    const body = ["In this session, we'll walk you through the migration plan.", '', "During this guide, we'll show you how the dashboards read your traffic.", '', "In this guide, we'll also link to sample code.", ''].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report("we'll walk", narrator("we'll walk", 'this guide walks')), report("we'll show", narrator("we'll show", 'this guide shows')), report("we'll also link", narrator("we'll also link", 'this guide also links'))]);
  });

  test('invalid: the page narrates what it demonstrates or compares, named as the sentence names it', async () => {
    const body = ['This section walks through a session. We\'ll demonstrate the lifecycle with JSON-RPC messages.', '', 'In this section, we will compare QStash with its alternatives.', '', "In the next section we'll look at errors. Throughout this guide, we'll follow the journey of a coach.", ''].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report("We'll demonstrate", narrator("We'll demonstrate", 'This guide demonstrates')),
      report('we will compare', narrator('we will compare', 'this section compares')),
      report("we'll look", narrator("we'll look", 'the next section looks')),
      report("we'll follow", narrator("we'll follow", 'this guide follows')),
    ]);
    // "below" points at the page too.
    const below = "We're going to go through formatting your fields below. So below we'll share how exactly we go about it. Below, we will show the weather.\n";
    expect(await lintPage(below)).toEqual([
      { file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(head + below, "We're going"), message: narrator("We're going to go", 'This guide goes') },
      { file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(head + below, "we'll share"), message: narrator("we'll share", 'this guide shares') },
    ]);
  });

  test('invalid: the "we" of a clause that opens on an example is the example ("In this example, we use" → "this example uses"); a "we" later in the sentence, or a future, is the reader\'s', async () => {
    const body = [
      'In this example we will show how to receive a webhook. In this example, we have two workflows.',
      '',
      'In the example above, we pass the token to the client. In this example we fallback to the cache.',
      '',
      'In this example, it makes more sense to use the dashboard since we only need one schedule. For this example, we\'ll create a server.',
      '',
      '```js',
      'serve();',
      '```',
      '',
    ].join('\n');
    const report = reportOn(head + body);
    expect(await lintPage(body)).toEqual([
      report('we will show', narrator('we will show', 'this example shows')),
      report('we have', narrator('we have', 'this example has')),
      report('we pass', narrator('we pass', 'this example passes')),
      report('we fallback', narrator('we fallback', 'this example falls back')),
      report('we only need', together('we only need', 'you only need')),
      report("we'll create", together("we'll create", 'you create')),
    ]);
  });

  test('valid: in a design proposal the authors argue as "we"; "let\'s" is still reported', async () => {
    const sep = "---\ntitle: 'SEP-1730: SDK tiers'\ndescription: Tiers for the SDKs.\n---\n\nWe'll run the conformance suite on every SDK. Next, we will publish the tiers. Let's assume two tiers.\n";
    const docs = { name: 'S', navigation: [{ group: 'A', pages: ['seps/1730-sdk-tiers', 'design'] }] };
    const design = sep.replace("title: 'SEP-1730: SDK tiers'", 'title: RFC 12 SDK tiers');
    const messages = await lintBrief({ 'docs.json': docs, 'seps/1730-sdk-tiers.mdx': sep, 'design.mdx': design }, rules, extra);
    expect(messages).toEqual([
      { file: 'design.mdx', ruleId: 'style-second-person', ...positionOf(design, "Let's assume"), message: together("Let's assume", 'Suppose') },
      { file: 'seps/1730-sdk-tiers.mdx', ruleId: 'style-second-person', ...positionOf(sep, "Let's assume"), message: together("Let's assume", 'Suppose') },
    ]);
    // The same text on a guide is the tutorial's "we".
    const guide = sep.replace("title: 'SEP-1730: SDK tiers'", 'title: SDK tiers');
    const onGuide = await lintBrief({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['guide'] }] }, 'guide.mdx': guide }, rules, extra);
    expect(onGuide.map((report) => report.message)).toEqual([together("We'll run", 'You run'), together('we will publish', 'you publish'), together("Let's assume", 'Suppose')]);
  });

  test('valid: a step that a relative clause describes ("the step where we fuse the results") is the product\'s, "here we go" is an exclamation, and "once" after what it counts places no step; "in this step, we add" is still a step', async () => {
    const body = 'The crucial part of the pipeline is the step where we fuse the dense and sparse results. And here we go, metrics are available. Besides sending a message once, you can create a schedule, and we will publish it. In this step, we add the route.\n';
    expect(await lintPage(body)).toEqual([reportOn(head + body)('we add', together('we add', 'you add'))]);
  });

  test('valid: the company\'s people explain and demonstrate in its own process', async () => {
    expect(await lintPage("On the onboarding call, we'll demonstrate the product. During the pilot, we'll explain the results to your team.\n")).toEqual([]);
    // The reader contacts the company's people, who then guide them.
    expect(await lintPage("To migrate, email [support](mailto:support@acme.dev) with your account, and we'll guide you through every step.\n")).toEqual([]);
  });

  test('valid: the company\'s people after the reader writes to them (in the same sentence or the one before) or when they meet; a tutorial that puts its parts together or creates a session is still reported', async () => {
    const valid = ["Anything you want adjusted, let us know and we'll update it.", "Once everything's built, we'll get on a call to review it all together.", "We'll walk through it together on your review call."].join(' ');
    expect(await lintPage(`${valid}\n`)).toEqual([]);
    // The sentence before asks the reader to write: the "we" that answers is the company's, even on a walk-through.
    const contact = 'If you still need SMB1, reach out to us. We can provide guidance or build a client.\n\n```bash\nmount x\n```\n';
    expect(await lintPage(contact)).toEqual([]);
    const step = 'Mount the share. We can now copy the files.\n\n```bash\nmount x\n```\n';
    expect((await lintPage(step)).map((report) => report.message)).toEqual([together('We can now copy', 'You can now copy')]);
    const body = ["Next, we'll put it all together. Then we'll create a session for the user.", '', "We'll set both keys together when deploying our Lambda. First, let's import everything we need:", ''].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report("we'll put", together("we'll put", 'you put')),
      report("we'll create", together("we'll create", 'you create')),
      report("We'll set", together("We'll set", 'You set')),
      report("let's import", together("let's import", 'Import')),
      report('we need', together('we need', 'you need')),
    ]);
  });

  test('invalid: "we\'ll guide you through" on the page is what the page does; "this document" names itself', async () => {
    const body = "In this guide, we'll guide you through the setup. In this document, we will explain the metrics.\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report("we'll guide", narrator("we'll guide", 'this guide walks')), report('we will explain', narrator('we will explain', 'this document explains'))]);
  });

  test('invalid: "let\'s walk through", "let\'s look at" and "let\'s show you" narrate the page; "let\'s create" is a step; "Let\'s get you back on track" serves the reader', async () => {
    const body = "Let's walk through what happens when a client connects. Now let's look at an example. Let's create your first key. Let's show you how to rotate it. This page does not exist. Let's get you back on track.\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report("Let's walk", narrator("Let's walk", 'This guide walks')),
      report("let's look", narrator("let's look", 'this guide looks')),
      report("Let's create", together("Let's create", 'Create')),
      report("Let's show", narrator("Let's show", 'This guide shows')),
    ]);
  });

  test('invalid: a hyphenated verb after "we" or "let\'s" is one verb, written whole in the rewrite', async () => {
    const body = "Next, we'll auto-generate the client. Now let's double-click the file.\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report("we'll auto-generate", together("we'll auto-generate", 'you auto-generate')), report("let's double-click", together("let's double-click", 'Double-click'))]);
  });

  test('the tutorial "we" hedged or contracted ("we\'d then run"), with an adverb before its auxiliary ("we also need to"), after a step done ("With the bucket created, we"), in an aside on a step, or in a <Step> body; the company\'s wish, habit and consented act stay', async () => {
    const body = [
      "We'd then run the migration. We also need to set the key. With the bucket created, we upload the file.",
      '',
      'Add the header (we pass the token as a bearer value). Upload the statement (we store receipts for seven years).',
      '',
      "We'd love to hear your feedback. With your consent, we share crash reports with the maker.",
      '',
      '<Steps>',
      '  <Step title="Seed the data">',
      '    We insert three sample rows.',
      '  </Step>',
      '</Steps>',
      '',
      '```bash',
      'acme run',
      '```',
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report("We'd then run", together("We'd then run", 'You then run')),
      report('We also need', together('We also need to set', 'You also need to set')),
      report('we upload', together('we upload', 'you upload')),
      report('we pass', together('we pass', 'you pass')),
      report('We insert', together('We insert', 'You insert')),
    ]);
  });

  test('an adverb between "we\'re" and "going to" stays ("We\'re then going to deploy" → "You then deploy"); on a page with no code, a clause of time before the present "we" tells the company\'s process ("Once your payout is approved, we transfer …")', async () => {
    const walk = "We're then going to deploy the worker.\n\n```bash\nacme run\n```\n";
    expect(await lintPage(walk)).toEqual([reportOn(head + walk)("We're then", together("We're then going to deploy", 'You then deploy'))]);
    expect(await lintPage('Once your payout is approved, we transfer the funds. After review, we activate your account.\n')).toEqual([]);
  });

  test('the team\'s "we" before the first section and code announces what is new, and speaks in a section titled in its voice or listing changes; "we now" with a step of need, or after code or a section, is the walk-through\'s', async () => {
    const body = [
      'We now have experimental support for Bun. We now need to install the library.',
      '',
      '```bash',
      'pip install x',
      '```',
      '',
      'We now run the deploy command.',
      '',
      '## How we review PRs',
      '',
      'For reviewing PRs, we start by making sure the PR meets our quality standard.',
      '',
      '## Changelog',
      '',
      '- We now do a better job of reporting errors.',
      '',
      '## Test',
      '',
      'We now have a working server.',
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report('We now need', together('We now need to install', 'You now need to install')),
      report('We now run', together('We now run', 'You now run')),
      report('We now have a', together('We now have', 'You now have')),
    ]);
  });

  test('the purpose of the company\'s own act, or of how its product works, is the company\'s ("so that we can"); "we\'ll use X to illustrate" narrates the page; a tutorial\'s purpose is still the reader\'s', async () => {
    const body = [
      'We collect telemetry for two reasons: so that we can improve our product, and so that we can keep working on it.',
      '',
      "This page is an overview. We'll use FastMCP, a Python framework, to illustrate the concepts. We'll walk through:",
      '',
      "In this video, we'll walk through a monitor. Finally, we end this article with an analysis.",
      '',
      "Next, we'll add a route so that we can test it.",
      '',
      'The flow originates in the app so we can tie the install to your tenant. Next, the script runs so that we can check the output.',
      '',
      '```bash',
      'npm test',
      '```',
      '',
    ].join('\n');
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([
      report("We'll use", narrator("We'll use", 'This guide uses')),
      report("We'll walk", narrator("We'll walk", 'This guide walks')),
      report("we'll walk", narrator("we'll walk", 'this video walks')),
      report('we end', narrator('we end', 'this article ends')),
      report("we'll add", together("we'll add", 'you add')),
      report('we can test', together('we can test', 'you can test')),
      // The purpose of how the product works is the company's; a step's purpose, after "Next", is the reader's.
      report('we can check', together('we can check', 'you can check')),
    ]);
  });

  test('valid: on a questions-and-answers page the company answers, and its "we" is the company\'s; "let\'s" and "we suggest" are still reported', async () => {
    const faq = '---\ntitle: FAQ\ndescription: Questions about regions.\n---\n\n## Which regions do you support?\n\nWe start with two regions. Next, we provision a server in your country. Let\'s say you need a third: we suggest writing to us.\n';
    const messages = await lintBrief({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['help/faq'] }] }, 'help/faq.mdx': faq }, rules, extra);
    expect(messages).toEqual([
      { file: 'help/faq.mdx', ruleId: 'style-second-person', ...positionOf(faq, "Let's say"), message: together("Let's say", 'Suppose') },
      { file: 'help/faq.mdx', ruleId: 'style-second-person', ...positionOf(faq, 'we suggest'), message: advice('we suggest') },
    ]);
  });

  test('invalid: a compound noun written for its verb is rewritten as the phrasal verb ("let\'s setup" → "Set up")', async () => {
    const body = "First, let's setup the client class. Next, we'll login to the dashboard.\n\n```bash\nnpm init\n```\n";
    const page = head + body;
    const report = reportOn(page);
    expect(await lintPage(body)).toEqual([report("let's setup", together("let's setup", 'Set up')), report("we'll login", together("we'll login", 'you log in'))]);
  });

  test('valid: in a specification with RFC 2119 keywords, users are the end users of what the reader implements', async () => {
    expect(await lintPage('Hosts MUST obtain consent. Users must explicitly approve each request, and users should control what is shared. Servers MAY log it.\n')).toEqual([]);
  });

  test('the allow option keeps the phrases you list', async () => {
    const body = 'We suggest SSO. Let’s create a key.\n';
    const page = head + body;
    expect(await lintPage(body, { 'style-second-person': ['warn', { allow: ['we suggest'] }] })).toEqual([
      { file: 'page.mdx', ruleId: 'style-second-person', ...positionOf(page, 'Let’s create'), message: together('Let’s create', 'Create') },
    ]);
  });

  test('an option of the wrong type is a configuration error', async () => {
    await expect(lintPage('Text.\n', { 'style-second-person': ['warn', { allow: 'we' }] })).rejects.toThrow(/options of rule "style-second-person": `allow` must be array/);
  });
  test('valid: changelog and release notes pages (<Update> entries, a changelog path, a release notes title) are left to the other rules', async () => {
    await expectOnlyTheGuideReported("Let's create a token.\n", rules, extra);
  });
});

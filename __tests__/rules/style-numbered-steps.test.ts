import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/style-numbered-steps.js';
import { expectOnlyTheGuideReported } from '../helpers/changelog-pages.js';
import { lintBrief, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const rules = { 'style-numbered-steps': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Keys\ndescription: Create API keys.\n---\n\n';

const lintPage = (body: string, setting: RulesSetting = rules) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, setting, extra);

const bullets = (count: number) => `These ${count} bullets are the steps of a procedure; write them as a numbered list (\`1.\`) or as <Step> elements inside <Steps>.`;
const prose = (follower: string) =>
  `"First" starts a procedure written as prose ("First … ${follower} …"); write its steps as a numbered list (\`1.\`) or as <Step> elements inside <Steps>.`;

describe('style-numbered-steps', () => {
  test('valid: numbered steps, <Steps>, lists of features, advice or labels, and short lists', async () => {
    const body = [
      '1. Open the dashboard.',
      '2. Click **API keys**.',
      '3. Copy the key.',
      '',
      '<Steps>',
      '  <Step title="Create a key">',
      '    - Open the dashboard.',
      '    - Click **API keys**.',
      '    - Copy the key.',
      '  </Step>',
      '</Steps>',
      '',
      '- Single sign-on',
      '- Audit logs',
      '- Key rotation',
      '',
      '- Use short key names.',
      '- Keep keys out of your repository.',
      '- Avoid sharing keys between services.',
      '',
      '- **Create**: makes a key.',
      '- **Copy**: copies the key.',
      '- **Delete**: deletes the key.',
      '',
      '- Open the dashboard.',
      '- Click **API keys**.',
      '',
      '1. Sign in.',
      '   - Open the dashboard.',
      '   - Click **API keys**.',
      '   - Copy the key.',
      '',
      '```md',
      '- Open the dashboard.',
      '- Click **API keys**.',
      '- Copy the key.',
      '```',
      '',
      'First, the server checks the key. Then it returns a token.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a "First" and a "Then" in different sections', async () => {
    const body = 'First, create a key.\n\n## Deploy\n\nThen, deploy the app.\n';
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: a bulleted procedure, and "First, … Then, …" prose in one paragraph or across paragraphs', async () => {
    const body = [
      'To create a key:',
      '',
      '- Open the dashboard.',
      '- Click **API keys**.',
      '- Copy the key.',
      '',
      '## Install',
      '',
      'First, install the CLI. Then run `acme login`.',
      '',
      '## Deploy',
      '',
      'First, create a project:',
      '',
      '```bash',
      'acme init',
      '```',
      '',
      'Next, you need to deploy it:',
      '',
      '```bash',
      'acme deploy',
      '```',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string, occurrence = 1) => ({ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, needle, occurrence), message });
    expect(await lintPage(body)).toEqual([
      report('- Open', bullets(3)),
      report('First, install', prose('Then')),
      report('First, create', prose('Next')),
    ]);
  });

  test('valid: a list of proposals or improvements, or of what an API allows you to do, that a lead-in sentence names is no procedure', async () => {
    const body = [
      'For these reasons, we propose the following non-breaking improvements to the schema.',
      '',
      '- Keep the existing schema as "Legacy".',
      '- Add a `oneOf` form for titled values.',
      '- Deprecate the `enumNames` property.',
      '',
      'The search API allows you to search the web and scrape the results in one call.',
      '',
      '- Choose the output formats (Markdown, HTML, links).',
      '- Search with a location and a time range.',
      '- Control the number of results and set timeouts.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: things the reader can do (a lead-in "Things you can do", a "Key actions" or "Actions you can take" section) are independent actions, and items that each open with a condition ("If …", "When …") are cases, not steps', async () => {
    const body = [
      'Things you can do from your side:',
      '',
      '- Link to the [portal](/portal) from your app.',
      '- [Issue a refund](/refunds) on the original order.',
      '- [Reschedule the renewal](/renewals) to give the customer more time.',
      '',
      '### Key actions',
      '',
      '- **Assign seats** by email or customer ID',
      '- **Resend invitations** for pending seats',
      '- **Revoke seats** to free the seat',
      '',
      '## If something fails',
      '',
      '- If the setup page does not load, confirm your DNS record points to the server.',
      '- If you cannot sign up, check `docker compose logs pangolin` and copy the token.',
      '- If certificates are not issued, confirm `admin@example.com` was replaced.',
      '- When nothing works, open an issue on [GitHub](https://github.com).',
      '',
      '## Actions you can take',
      '',
      '- **Pause** the workflow from the dashboard.',
      '- **Resume** it from the **Workflows** page.',
      '- **Delete** it with `novu delete`.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a bulleted list of options, each item the same action on a different choice', async () => {
    const body = [
      'When the dialog opens:',
      '',
      '- Click **Save** to keep the draft.',
      '- Click **Publish** to make it live.',
      '- Click **Discard** to drop your changes.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: lists of independent items: options a lead-in names, alternatives a lead-in asks the reader to choose from, tasks in any order, what the CLI does, a Prerequisites section, troubleshooting checks, next steps that link elsewhere', async () => {
    const body = [
      'The **Export** menu offers these options:',
      '',
      '- Download the table as a CSV file.',
      '- Send the table to your email.',
      '- Copy the table to the clipboard.',
      '',
      'Finish these tasks in any order:',
      '',
      '- Add your logo.',
      '- Pick the brand colors.',
      '- Set the default language.',
      '',
      'When you run it, the installer will:',
      '',
      '- Create the `config` folder.',
      '- Write the default settings.',
      '- Open the welcome page.',
      '',
      'Pick which way to pay:',
      '',
      '- Pay with a card from the **Billing** page.',
      '- Send a bank transfer to the account on your invoice.',
      '- Connect your `stripe` account.',
      '',
      '## Requirements',
      '',
      '- Install Docker Desktop.',
      '- Create the `acme` network.',
      '- Sign in to the registry.',
      '',
      '## Troubleshooting',
      '',
      '### The server does not start',
      '',
      '- Check the path to your server script.',
      '- Use the absolute path if the relative one fails.',
      '- Verify the file has the right extension.',
      '',
      '## Next steps',
      '',
      '- Read the [configuration guide](/config).',
      '- Browse the [API reference](/api).',
      '- Join the [community forum](/forum).',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: features a lead-in says something provides, checks a lead-in calls troubleshooting, and a translated page', async () => {
    const body = [
      'After purchase, the billing manager works from the **Customer Portal**. The portal provides:',
      '',
      '- **Assign seats** to team members by email',
      '- **Revoke seats** to free them for someone else',
      '- **Resend invitations** for pending seats',
      '',
      'Troubleshooting signature errors:',
      '',
      '- Make sure you [start the job with the client](/start).',
      '- Verify that the `SIGNING_KEY` variable is correct.',
      '- Pass the right `Content-Type` header when you start the job.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
    // A page docs.json lists under another language is left to that language's tools, whatever its text (here, not yet translated).
    const procedure = ['Follow these steps:', '', '- Open the **Settings** panel.', '- Copy the API key.', '- Paste the key into `config.json`.', ''].join('\n');
    const languages = { name: 'S', navigation: { languages: [{ language: 'en', pages: ['page'] }, { language: 'es', pages: ['es/page'] }] } };
    const reports = await lintBrief({ 'docs.json': languages, 'page.mdx': head + procedure, 'es/page.mdx': head + procedure }, rules, extra);
    expect(reports.map((report) => [report.file, report.message])).toEqual([['page.mdx', bullets(3)]]);
  });

  test('valid: fixes a lead-in calls potential solutions are alternatives; a single "Solution:" still leads a procedure', async () => {
    const fixes = ['**Potential solutions:**', '', '- Verify the `baseUrl` option.', '- Check the `WORKFLOW_URL` variable.', '- Pass the full URL explicitly.', ''].join('\n');
    expect(await lintPage(fixes)).toEqual([]);
    const procedure = ['**Solution:**', '', '- Open the dashboard.', '- Click **Keys**.', '- Copy the key.', ''].join('\n');
    expect(await lintPage(procedure)).toEqual([{ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(head + procedure, '- Open'), message: bullets(3) }]);
  });

  test('valid: strategies or optimizations a lead-in recommends, and options that open with their flag in code; "Follow these steps" still leads a procedure', async () => {
    const strategies = ['Several code optimizations are recommended:', '', '- Use chunked transfers.', '- Introduce an uploader thread.', '- Cache the model.', '', 'We recommend the following strategies:', '', '- Start from a base model.', '- Save checkpoints to storage.', '- Resume from the latest one.', ''].join('\n');
    expect(await lintPage(strategies)).toEqual([]);
    const flags = ['### Training options', '', '- `--batch_size` (int, default `2`).', '- `--warmup_steps` (int, default `5`).', '- `--report_to` (string, default `none`; set `wandb` to report).', ''].join('\n');
    expect(await lintPage(flags)).toEqual([]);
    const procedure = ['Follow these steps:', '', '- Open the dashboard.', '- Click **Keys**.', '- Copy the key.', ''].join('\n');
    expect(await lintPage(procedure)).toEqual([{ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(head + procedure, '- Open'), message: bullets(3) }]);
  });

  test('valid: items that pair a need with a choice ("Need X? Use Y."), a decision guide, noun phrases that an adjective opens before code, tasks a lead-in names, and "First of all, thank you"; the same choices as plain instructions, or tasks "in order", are still steps', async () => {
    const chooser = ['## Payments', '', '- Need **cross-chain payments**? Use [Trails](/trails).', '- Want a **storefront**? Use the [Shop](/shop) dashboard.', '- Need **secondary sales**? Open the **Marketplace** tab.', ''].join('\n');
    expect(await lintPage(chooser)).toEqual([]);
    const guide = ['## Decision guide', '', '- Open the **Trails** tab for payments.', '- Click **Shop** for a storefront.', '- Use the `market` command for trading.', ''].join('\n');
    expect(await lintPage(guide)).toEqual([]);
    const fields = ['Each nested configuration has its own:', '', '- External `weight` (`uint8`)', '- Internal `threshold` (`uint16`)', '- Internal `tree`', ''].join('\n');
    expect(await lintPage(fields)).toEqual([]);
    const needs = ['The Connector runs in your infrastructure and requires:', '', '- **Network access** to `api.example.com`', '- **Outbound access** to your resources', '- **Inbound access** from clients on the listener ports', ''].join('\n');
    expect(await lintPage(needs)).toEqual([]);
    const tasks = ['To submit your application, complete all 6 tasks in your profile page:', '', '- Upload your logo.', '- Verify two social accounts on the **Profile** page.', '- Fill out your profile description.', ''].join('\n');
    expect(await lintPage(tasks)).toEqual([]);
    const thanks = 'First of all, thank you for upgrading to a paid plan. Then, download your invoice from the **Invoices** tab.\n';
    expect(await lintPage(thanks)).toEqual([]);
    const ordered = ['Complete these tasks in order:', '', '- Open the **Dashboard**.', '- Click **Deploy**.', '- Copy the `URL`.', ''].join('\n');
    expect(await lintPage(ordered)).toEqual([{ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(head + ordered, '- Open'), message: bullets(3) }]);
    const steps = ['To pay:', '', '- Open the **Trails** tab.', '- Click **Pay**.', '- Copy the `receipt` id.', ''].join('\n');
    expect(await lintPage(steps)).toEqual([{ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(head + steps, '- Open'), message: bullets(3) }]);
  });

  test('invalid: steps that open with a place, a condition or a word of sequence, with any verb', async () => {
    const body = ['- In the sidebar, pick **Billing**.', '- If asked, confirm your password.', '- Then, on the next page, paste the coupon code.', ''].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, '- In the sidebar'), message: bullets(3) }]);
  });

  test('invalid: steps that open with a compound verb ("Right-click") or a verb compromise knows only as a noun ("tap"), and "First … Then" prose inside a one-line component', async () => {
    const body = [
      '- Right-click the project folder.',
      '- Choose **Open in Terminal**.',
      '- Type `acme init`.',
      '',
      'First, open the app. Second, tap **Profile**.',
      '',
      '<Note>First, stop the container. Then delete its volume.</Note>',
      '',
    ].join('\n');
    const page = head + body;
    const prose = (phrase: string, follower: string) => `"${phrase}" starts a procedure written as prose ("${phrase} … ${follower} …"); write its steps as a numbered list (\`1.\`) or as <Step> elements inside <Steps>.`;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, '- Right-click'), message: bullets(3) },
      { file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, 'First, open'), message: prose('First', 'Second') },
      { file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, 'First, stop'), message: prose('First', 'Then') },
    ]);
  });

  test('valid: items a lead-in\'s sentence completes ("you can:", "whether you:"), a specification\'s MUST requirements, a "What you can do" section, a list whose item is a clause of its own, and a <Prompt> to copy', async () => {
    const body = [
      'To do this, you can:',
      '',
      '- Hide metrics from the catalog.',
      '- Add categories to your metrics.',
      '- Pin the **Revenue** metric.',
      '',
      'These rules apply whether you:',
      '',
      '- Mount a proxy on another server.',
      '- Create a proxy from `config.json`.',
      '- Use `as_proxy()` directly.',
      '',
      'Clients **MUST** take these precautions:',
      '',
      '- Treat icon bytes as untrusted input.',
      '- Reject icon URIs that use unsafe schemes. Clients **MUST** reject redirects.',
      '- Render icons in a sandbox.',
      '',
      '### Improve the docs',
      '',
      '- Check out our [repository](https://github.com/acme/docs).',
      '- No documentation is perfect, and neither is ours.',
      '- Help us fix broken links.',
      '',
      '## What you can do',
      '',
      '- Define variables with a **key** and a value.',
      '- Reference variables in `env`.',
      '- See when a variable is missing.',
      '',
      '<Prompt description="Paste this into your assistant.">',
      'FIRST, fetch the migration guide. Then work through the code.',
      '</Prompt>',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: a mission, guidance, recommended handling or a choice section, items labelled "Term: value", and features that open with a name', async () => {
    const body = [
      '## Mission',
      '',
      '- Make developers happy.',
      '- Do more clicks than a human.',
      '- Tell your computer what to do, and it gets it done.',
      '',
      '## Builder guidance',
      '',
      '- Set `scheme` to `credit` for guaranteed payments.',
      '- Use the CAIP-2 format for `network`.',
      '- Set `payTo` to the wallet address.',
      '',
      '## Recommended handling',
      '',
      '- Match `guarantee_id` to the original request.',
      '- Reconcile the amount before changing the state.',
      '- Treat duplicate deliveries as normal.',
      '',
      '## Choosing a network',
      '',
      '- Start with **Base Sepolia** for development.',
      '- Use **Ethereum Sepolia** only when you need it.',
      '- Use **Base** for production traffic.',
      '',
      '## Networks',
      '',
      '- Base: `eip155:8453`',
      '- Ethereum: `eip155:1`',
      '- Sepolia: `eip155:11155111`',
      '',
      '## Tooling',
      '',
      '- Vite HMR for instant updates',
      '- TypeScript for type safety',
      '- Oxlint for fast linting',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('touch gestures are instructions ("Tap **Settings**", "Double-tap the photo", "Pinch to crop it"), inside a <Tab> or an <Accordion> too', async () => {
    const gestures = '- Double-tap the photo.\n- Pinch to crop it.\n- Tap **Done**.\n';
    const tab = '<Tabs>\n<Tab title="iOS">\n\n- Tap **Settings**.\n- Tap **Bluetooth**.\n- Long-press the headset name.\n\n</Tab>\n</Tabs>\n';
    const body = `${gestures}\nThen pair it again.\n\n${tab}`;
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, '- Double-tap'), message: bullets(3) },
      { file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, '- Tap **Settings**'), message: bullets(3) },
    ]);
  });

  test('two verbs that share an object act on it ("Press and hold the power button")', async () => {
    const body = '<Accordion title="Reset">\n\n- Press and hold the power button.\n- Slide to power off.\n- Turn the phone back on.\n\n</Accordion>\n';
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(head + body, '- Press'), message: bullets(3) }]);
  });

  test('valid: verbs in the third person that complete a lead-in ("Each entry in the log:" / "Records …", "This function:" / "Calls …"), advice ("Remember:") and habits ("regularly", "every quarter")', async () => {
    const body = [
      'Each entry in the log:',
      '',
      '- Records who made the change.',
      '- Shows the old and new values.',
      '- Links to the related ticket.',
      '',
      'This function:',
      '',
      '- Validates the payload.',
      '- Calls the upstream API.',
      '- Returns the parsed response.',
      '',
      'Remember:',
      '',
      '- Back up your wallet seed.',
      '- Lock the phone when you step away.',
      '- Keep the app current.',
      '',
      '## Account safety',
      '',
      '- Rotate your password every quarter.',
      '- Review the connected apps.',
      '- Turn on two-factor authentication in **Security**.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('valid: items that complete a lead-in with an adverb or a negation ("you can automatically:", "We cannot:"), a bold label of a topic ("**Filter quickly:**"), and what the reader comes to see ("See …", "Identify …"); a bold label that names a task still leads a procedure', async () => {
    const body = [
      'When athletes join, you can automatically:',
      '',
      '- Send a **welcome message**.',
      '- Share **the schedule**.',
      '- Assign **a coach**.',
      '',
      'We cannot:',
      '',
      '- Access your payment methods.',
      '- Delete your account.',
      '- Transfer your domain.',
      '',
      '**Filter quickly:**',
      '',
      '- Click the role tabs.',
      '- Use the tag sidebar.',
      '- Search by name in the search bar.',
      '',
      'Watch the recordings of real sessions:',
      '',
      '- See how users navigate.',
      '- Identify the confusing pages.',
      '- Understand why visitors leave.',
      '',
      '**How to set**:',
      '',
      '- Open the **Calendar**.',
      '- Click **Add blackout**.',
      '- Save the dates.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([{ file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(head + body, '- Open the **Calendar**'), message: bullets(3) }]);
  });

  test('minSteps sets how many bullets make a procedure', async () => {
    const body = '- Open the dashboard.\n- Click **API keys**.\n';
    const page = head + body;
    expect(await lintPage(body, { 'style-numbered-steps': ['warn', { minSteps: 2 }] })).toEqual([
      { file: 'page.mdx', ruleId: 'style-numbered-steps', ...positionOf(page, '- Open'), message: bullets(2) },
    ]);
  });

  test('an option of the wrong type is a configuration error', async () => {
    await expect(lintPage('Text.\n', { 'style-numbered-steps': ['warn', { minSteps: 1 }] })).rejects.toThrow(/options of rule "style-numbered-steps": `minSteps` must be >= 2/);
  });
  test('valid: changelog and release notes pages (<Update> entries, a changelog path, a release notes title) are left to the other rules', async () => {
    await expectOnlyTheGuideReported('- Open the dashboard.\n- Click **Keys**.\n- Copy the key.\n', rules, extra);
  });
});

import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/style-prerequisites-first.js';
import { expectOnlyTheGuideReported } from '../helpers/changelog-pages.js';
import { lintBrief, positionOf, type RulesSetting } from '../helpers/site-fixture.js';

const rules = { 'style-prerequisites-first': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: Deploy\ndescription: Deploy the app.\n---\n\n';

const lintPage = (body: string, setting: RulesSetting = rules) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, setting, extra);

const after = (heading: string, procedure: string, line: number) =>
  `The "${heading}" section comes after the procedure it belongs to (${procedure} on line ${line}); move it above the steps, so readers have what they need before they start.`;
const step = (heading: string, position: number) =>
  `The "${heading}" step is step ${position} of its <Steps>; make it the first step, or move it above <Steps>, so readers have what they need before they start.`;

describe('style-prerequisites-first', () => {
  test('valid: prerequisites before the steps, after a descriptive list, before a second procedure, or in another section', async () => {
    const body = [
      '## Prerequisites',
      '',
      '- An Acme account.',
      '',
      '## Set up',
      '',
      '1. Install the CLI.',
      '2. Run `acme login`.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);

    const overview = [
      '## Overview',
      '',
      '1. The task scrapes the page.',
      '2. The task emails a summary.',
      '',
      '## Prerequisites',
      '',
      '- An Acme account.',
      '',
      '## Build configuration',
      '',
      '```ts',
      'export default {};',
      '```',
      '',
    ].join('\n');
    expect(await lintPage(overview)).toEqual([]);

    const twoProcedures = [
      '## Deploy with Docker',
      '',
      '1. Build the image.',
      '2. Run the container.',
      '',
      '## Deploy with Kubernetes',
      '',
      '### Prerequisites',
      '',
      '- A cluster.',
      '',
      '### Steps',
      '',
      '1. Apply the manifest.',
      '2. Check the pods.',
      '',
      '## Password requirements',
      '',
      'Passwords have 12 characters.',
      '',
      '<Steps>',
      '  <Step title="Prerequisites">Get an account.</Step>',
      '  <Step title="Install">Install the CLI.</Step>',
      '</Steps>',
      '',
    ].join('\n');
    expect(await lintPage(twoProcedures)).toEqual([]);
  });

  test('invalid: a prerequisites section after the numbered list, <Steps> or numbered headings it belongs to', async () => {
    const body = [
      '## Set up',
      '',
      '1. Install the CLI.',
      '2. Run `acme login`.',
      '',
      '## Prerequisites',
      '',
      '- An Acme account.',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-prerequisites-first', ...positionOf(page, '## Prerequisites'), message: after('Prerequisites', 'the numbered list', 8) },
    ]);

    const steps = [
      '## Deploy',
      '',
      '<Steps>',
      '  <Step title="Build">Build the app.</Step>',
      '  <Step title="Before you begin">Get an account.</Step>',
      '</Steps>',
      '',
      '### Before you begin:',
      '',
      'You need an account.',
      '',
      '## Step 1: Create a project',
      '',
      'Create it in the dashboard.',
      '',
      "## What you'll need",
      '',
      'A terminal.',
      '',
    ].join('\n');
    const stepsPage = head + steps;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'style-prerequisites-first', ...positionOf(stepsPage, needle), message });
    expect(await lintPage(steps)).toEqual([
      report('<Step title="Before', step('Before you begin', 2)),
      report('### Before', after('Before you begin', 'the <Steps>', 8)),
      report("## What you'll need", after("What you'll need", 'the <Steps>', 8)),
    ]);
  });

  test('invalid: a Requirements section after <Steps>, even when a later afterword section holds code', async () => {
    const body = [
      '<Steps>',
      '  <Step title="Build">',
      '    Build the app.',
      '  </Step>',
      '  <Step title="Ship">',
      '    Ship it.',
      '  </Step>',
      '</Steps>',
      '',
      '## Requirements',
      '',
      '- Node 20.',
      '',
      '## Troubleshooting',
      '',
      '```bash',
      'acme doctor',
      '```',
      '',
    ].join('\n');
    const page = head + body;
    expect(await lintPage(body)).toEqual([
      { file: 'page.mdx', ruleId: 'style-prerequisites-first', ...positionOf(page, '## Requirements'), message: after('Requirements', 'the <Steps>', 6) },
    ]);
  });

  test('valid: requirements after a numbered list of stages or outcomes, which is no procedure of the reader\'s', async () => {
    const body = [
      '## Creating extensions',
      '',
      '1. **Propose**: Create a proposal with the extensions type.',
      '2. **Implement**: Build a reference implementation.',
      '3. **Review**: Maintainers review the proposal.',
      '',
      '### Requirements',
      '',
      '- An extension has a reference implementation.',
      '',
      '## How a request flows',
      '',
      '1. The client sends the request.',
      '2. The server checks the token.',
      '3. The server returns the result.',
      '',
      '### Prerequisites',
      '',
      '- A token.',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('the headings option replaces the titles that count as prerequisites', async () => {
    const body = '## Set up\n\n1. Install the CLI.\n2. Log in.\n\n## Prerequisites\n\nAn account.\n\n## Setup needs\n\nA terminal.\n';
    const page = head + body;
    expect(await lintPage(body, { 'style-prerequisites-first': ['warn', { headings: ['Setup needs'] }] })).toEqual([
      { file: 'page.mdx', ruleId: 'style-prerequisites-first', ...positionOf(page, '## Setup needs'), message: after('Setup needs', 'the numbered list', 8) },
    ]);
  });

  test('an option of the wrong type is a configuration error', async () => {
    await expect(lintPage('Text.\n', { 'style-prerequisites-first': ['warn', { headings: 'Prerequisites' }] })).rejects.toThrow(
      /options of rule "style-prerequisites-first": `headings` must be array/,
    );
  });
  test('valid: changelog and release notes pages (<Update> entries, a changelog path, a release notes title) are left to the other rules', async () => {
    await expectOnlyTheGuideReported('## Set up\n\n1. Install the CLI.\n2. Run `acme login`.\n\n## Prerequisites\n\n- An Acme account.\n', rules, extra);
  });
});

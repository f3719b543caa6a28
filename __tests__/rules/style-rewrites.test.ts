import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import type { LintMessage } from '../../src/types.js';
import { lintWith, makeSite, positionOf } from '../helpers/site-fixture.js';

const head = '---\ntitle: Payouts\ndescription: When payouts run.\n---\n\n';
const rules = { 'style-active-voice': 'warn', 'style-present-tense': 'warn', 'style-second-person': 'warn' } as const;

/** Each report of the page, with its suggestions as the page reads once each is applied. */
async function rewrites(body: string): Promise<Array<{ ruleId: string | null; line: number; column: number; message: string; fix: unknown; rewritten: string[] }>> {
  const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': head + body });
  const result = (await lintWith(root, rules)).find((each) => each.filePath.endsWith('page.mdx'))!;
  const text = fs.readFileSync(path.join(root, 'page.mdx'), 'utf8');
  return result.messages.map((message: LintMessage) => ({
    ruleId: message.ruleId,
    line: message.line,
    column: message.column,
    message: message.message,
    fix: message.fix,
    rewritten: (message.suggestions ?? []).map(({ desc, fix }) => `${desc} → ${(text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1])).slice(head.length).trim()}`),
  }));
}

describe('style rewrites are suggestions, never fixes', () => {
  test('each rule offers its rewrite as "Rewrite as: …", replacing the span it reports (the active voice: the clause from its subject)', async () => {
    const future = 'The refund will appear in a few days.';
    const we = "Let's open the app.";
    const passive = 'Refund requests are typically reviewed by our support team within two days.';
    const reader = 'API keys must never be pasted into a ticket.';
    const page = `${head}${future}\n\n${we}\n\n${passive}\n\n${reader}\n`;
    expect(await rewrites(`${future}\n\n${we}\n\n${passive}\n\n${reader}\n`)).toEqual([
      { ruleId: 'style-present-tense', ...positionOf(page, 'will appear'), message: '"will appear" is future tense; write "appears".', fix: undefined, rewritten: [`Rewrite as: "appears" → The refund appears in a few days.\n\n${we}\n\n${passive}\n\n${reader}`] },
      { ruleId: 'style-second-person', ...positionOf(page, "Let's open"), message: '"Let\'s open" speaks for the writer and the reader together; address the reader: write "Open".', fix: undefined, rewritten: [`Rewrite as: "Open" → ${future}\n\nOpen the app.\n\n${passive}\n\n${reader}`] },
      {
        ruleId: 'style-active-voice',
        ...positionOf(page, 'are typically'),
        message: '"are typically reviewed" is passive voice; make our support team the subject: write "our support team typically reviews …".',
        fix: undefined,
        rewritten: [`Rewrite as: "Our support team typically reviews refund requests" → ${future}\n\n${we}\n\nOur support team typically reviews refund requests within two days.\n\n${reader}`],
      },
      {
        ruleId: 'style-active-voice',
        ...positionOf(page, 'must never'),
        message: '"must never be pasted" is passive voice; address the reader: write "never paste …".',
        fix: undefined,
        rewritten: [`Rewrite as: "Never paste API keys" → ${future}\n\n${we}\n\n${passive}\n\nNever paste API keys into a ticket.`],
      },
    ]);
  });

  test('a quantifier that floats from the subject goes back to the object ("They can all be extended" → "You can extend them all")', async () => {
    expect((await rewrites('They can all be extended with plugins.\n')).map(({ rewritten }) => rewritten)).toEqual([['Rewrite as: "You can extend them all" → You can extend them all with plugins.']]);
  });

  test('the active clause keeps "never" as an adverb, agrees with a capitalised plural agent, stops its subject at a dash, and is not offered for a gerund subject', async () => {
    const body = [
      "Custom routes are never protected by the server's middleware.",
      '',
      'Such incidents are handled directly by Core Maintainers.',
      '',
      '`SECRET` - this variable is used by Lightdash.',
      '',
      'Handling the signature is done by the framework.',
      '',
    ].join('\n');
    expect((await rewrites(body)).map(({ message, rewritten }) => [message, rewritten.map((text) => text.split(' → ')[0])])).toEqual([
      ['"are never protected" is passive voice; make the server\'s middleware the subject: write "the server\'s middleware never protects …".', ['Rewrite as: "The server\'s middleware never protects custom routes"']],
      ['"are handled" is passive voice; make Core Maintainers the subject: write "Core Maintainers handle …".', ['Rewrite as: "Core Maintainers handle such incidents directly"']],
      ['"is used" is passive voice; make Lightdash the subject: write "Lightdash uses …".', ['Rewrite as: "Lightdash uses this variable"']],
      ['"is done" is passive voice; make the framework the subject: write "the framework does …".', []],
    ]);
  });

  test('an agent the page writes as a plural identifier agrees as a plural ("by URL-formatted client_ids" → "detect")', async () => {
    expect((await rewrites('Metadata documents are detected by URL-formatted client_ids.\n')).map(({ message }) => message)).toEqual(['"are detected" is passive voice; make URL-formatted client_ids the subject: write "URL-formatted client_ids detect …".']);
  });

  test('no suggestion where the span holds markup, a line break, or no rewrite (a promise, the writers\' advice)', async () => {
    const body = 'The **token** must be refreshed. The key must be refreshed. The job will\nrun nightly. We suggest a backup.\n';
    expect((await rewrites(body)).map(({ ruleId, rewritten }) => [ruleId, rewritten])).toEqual([
      ['style-active-voice', []],
      ['style-active-voice', ['Rewrite as: "Refresh the key" → The **token** must be refreshed. Refresh the key. The job will\nrun nightly. We suggest a backup.']],
      ['style-present-tense', []],
      ['style-second-person', []],
    ]);
  });
});

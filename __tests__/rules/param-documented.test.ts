import { describe, expect, test } from '@jest/globals';
import rule from '../../rules/param-documented.js';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'param-documented': 'warn' } as const;
const extra = { ruleModules: [rule] };
const docsJson = { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] };
const head = '---\ntitle: List users\ndescription: List the users of an account.\n---\n\n';

const lintPage = (body: string) => lintBrief({ 'docs.json': docsJson, 'page.mdx': head + body }, rules, extra);

const undocumented = (component: string, label: string) =>
  `<${component}>${label} has no description; write what it holds and when to use it between <${component}> and </${component}>, or add a description attribute.`;

describe('param-documented', () => {
  test('valid: a description between the tags, in a description attribute, or in nested content', async () => {
    const body = [
      '<ParamField query="limit" type="integer">How many users to return, from 1 to 100.</ParamField>',
      '',
      '<ParamField path="id" type="string" description="The ID of the user." />',
      '',
      '<ParamField header="X-Api-Key" type="string" description={keyHelp} />',
      '',
      '<ResponseField name="users" type="object[]">',
      '  {/* Keep this short. */}',
      '  The users, newest first.',
      '</ResponseField>',
      '',
      '<ResponseField name="meta" type="object">',
      '  <Expandable title="properties">',
      '    <ResponseField name="total" type="integer">How many users the account has.</ResponseField>',
      '  </Expandable>',
      '</ResponseField>',
      '',
      '<ParamField body="user" type="object" {...userProps} />',
      '',
    ].join('\n');
    expect(await lintPage(body)).toEqual([]);
  });

  test('invalid: fields with no description, self-closing, blank, comment-only or an empty attribute', async () => {
    const body = [
      '<ParamField query="limit" type="integer" />',
      '',
      '<ParamField path="id" type="string">',
      '',
      '</ParamField>',
      '',
      '<ResponseField name="users" type="object[]">',
      '  {/* TODO */}',
      '</ResponseField>',
      '',
      '<ResponseField type="integer" description="" required></ResponseField>',
      '',
      'Inline <ParamField body="name" type="string"></ParamField> too.',
      '',
    ].join('\n');
    const page = head + body;
    const report = (needle: string, message: string) => ({ file: 'page.mdx', ruleId: 'param-documented', ...positionOf(page, needle), message });
    expect(await lintPage(body)).toEqual([
      report('<ParamField query', undocumented('ParamField', ' "limit"')),
      report('<ParamField path', undocumented('ParamField', ' "id"')),
      report('<ResponseField name', undocumented('ResponseField', ' "users"')),
      report('<ResponseField type', undocumented('ResponseField', '')),
      report('<ParamField body', undocumented('ParamField', ' "name"')),
    ]);
  });
});

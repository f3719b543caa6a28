import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import plugin from '../../src/eslint-plugin/index.js';
import { makeSite } from '../helpers/site-fixture.js';

describe("the ESLint plugin runs a team's Vale styles", () => {
  test("under one rule, docs-lint/vale, each message naming the Vale rule, directives with Vale ids applied", async () => {
    const page = [
      '---',
      'title: Keys',
      'description: Rotate keys.',
      '---',
      '',
      '<Note>Simply rotate the key.</Note>',
      '',
      '{/* docs-lint-disable-next-line Test.Simple */}',
      'Simply wait.',
      '',
    ].join('\n');
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] },
      '.vale.ini': 'StylesPath = styles\n\n[*.mdx]\nBasedOnStyles = Test\n',
      'styles/Test/Simple.yml': "extends: existence\nmessage: \"Don't use '%s'.\"\nlevel: warning\nignorecase: true\ntokens:\n  - simply\n",
      'page.mdx': page,
    });
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs.recommended] as never, cwd: root });
    const [result] = await eslint.lintText(page, { filePath: path.join(root, 'page.mdx') });
    expect(result.messages.map((m) => [m.ruleId, m.line, m.column, m.message])).toEqual([['docs-lint/vale', 6, 7, "Don't use 'Simply'. (Test.Simple)"]]);
  });
});

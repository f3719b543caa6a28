import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'config-file-exists': 'error' } as const;
const nav = [{ group: 'A', pages: ['a'] }];

describe('config-file-exists', () => {
  test('valid: files that exist, URLs, and the light/dark logo object', async () => {
    const problems = await lintBrief(
      {
        'docs.json': {
          name: 'S',
          navigation: nav,
          logo: { light: '/logo/light.svg', dark: 'logo/dark.svg', href: 'https://example.com' },
          favicon: '/favicon.png',
          backgroundImage: 'https://cdn.example.com/bg.png',
          openapi: ['openapi.yaml', 'https://example.com/openapi.json'],
        },
        'a.mdx': '',
        'logo/light.svg': '<svg/>',
        'logo/dark.svg': '<svg/>',
        'favicon.png': '',
        'openapi.yaml': 'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n',
      },
      rules,
    );
    expect(problems).toEqual([]);
  });

  test('invalid: each missing file at its value, and a path that escapes the root', async () => {
    const text = [
      '{',
      '  "name": "S",',
      '  "navigation": [{ "group": "A", "pages": ["a"] }],',
      '  "logo": { "light": "/logo/light.png", "dark": "/logo/dark.png" },',
      '  "favicon": "/favicon.svg",',
      '  "backgroundImage": "../outside.png",',
      '  "openapi": "/api/openapi.json"',
      '}',
    ].join('\n');
    const problems = await lintBrief({ 'docs.json': text, 'a.mdx': '', 'logo/dark.png': '' }, rules);
    expect(problems).toEqual([
      { file: 'docs.json', ruleId: 'config-file-exists', ...positionOf(text, '"/logo/light.png"'), message: '`logo.light` names "/logo/light.png", which does not exist under the site root. Add the file, or correct the path.' },
      { file: 'docs.json', ruleId: 'config-file-exists', ...positionOf(text, '"/favicon.svg"'), message: '`favicon` names "/favicon.svg", which does not exist under the site root. Add the file, or correct the path.' },
      { file: 'docs.json', ruleId: 'config-file-exists', ...positionOf(text, '"../outside.png"'), message: '`backgroundImage` names "../outside.png", which is outside the site root; docs-lint does not read it. Keep the file inside the docs folder.' },
      { file: 'docs.json', ruleId: 'config-file-exists', ...positionOf(text, '"/api/openapi.json"'), message: 'OpenAPI file "/api/openapi.json" does not exist under the site root. Add the file, correct the path, or give its URL.' },
    ]);
  });

  test('invalid: a string logo that is missing', async () => {
    const text = '{"name": "S", "navigation": [{"group": "A", "pages": ["a"]}], "logo": "logo.svg"}';
    expect(await lintBrief({ 'docs.json': text, 'a.mdx': '' }, rules)).toEqual([
      { file: 'docs.json', ruleId: 'config-file-exists', ...positionOf(text, '"logo.svg"'), message: '`logo` names "logo.svg", which does not exist under the site root. Add the file, or correct the path.' },
    ]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';
import { allRules } from '../../rules/index.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import plugin from '../../src/eslint-plugin/index.js';
import { stopOpenApiValidator } from '../../src/eslint-plugin/openapi-validator.js';
import type { LintResult } from '../../src/types.js';
import { makeSite } from '../helpers/site-fixture.js';
import { FIXTURE_FILES, INDEX_PAGE } from './fixture-site.js';

afterAll(() => stopOpenApiValidator());

interface Seen {
  file: string;
  line: number;
  column: number;
  ruleId: string;
  message: string;
}

/** A team's Vale setup with one rule that fires once, on the index page's `#### Deep`. */
const VALE_FILES = {
  '.vale.ini': 'StylesPath = styles\n\n[*.mdx]\nBasedOnStyles = Team\n',
  'styles/Team/Deep.yml': "extends: existence\nmessage: \"Say more than '%s'.\"\nlevel: warning\ntokens:\n  - Deep\n",
};

/**
 * Every rule message of every file, root-relative, rule ids without the plugin prefix, sorted. A
 * Vale rule's report (`Team.Deep` in the CLI) is the plugin's `vale` rule with the id in its message.
 */
function seen(root: string, results: ReadonlyArray<Pick<LintResult, 'filePath' | 'messages'>>): Seen[] {
  return results
    .flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId !== null)
        .map((message) => ({
          file: path.relative(root, result.filePath).split(path.sep).join('/'),
          line: message.line,
          column: message.column,
          ruleId: message.ruleId!.includes('.') ? 'vale' : message.ruleId!.replace(/^docs-lint\//, ''),
          message: message.ruleId!.includes('.') ? `${message.message} (${message.ruleId})` : message.message,
        })),
    )
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId));
}

const allConfig = () => resolveConfig({ extends: 'all' });
const eslintFor = (root: string, options: ESLint.Options = {}) =>
  new ESLint({ overrideConfigFile: true, overrideConfig: [...plugin.configs.all] as never, cwd: root, ...options });

describe('the ESLint plugin reports what the CLI reports', () => {
  test('lintFiles over a site with a problem from every rule: the same (file, line, column, rule, message)', async () => {
    const root = makeSite({ ...FIXTURE_FILES, ...VALE_FILES });
    const cli = seen(root, (await lintSite({ root, config: allConfig() })).results);
    // The fixture really holds a problem from every rule the plugin carries, but link-external-reachable:
    // it reports only in a CLI run with --external, never in the editor, and so says nothing in either here.
    const reporting = allRules.map((rule) => rule.meta.id).filter((id) => id !== 'link-external-reachable');
    expect([...new Set(cli.map((problem) => problem.ruleId))].sort()).toEqual(reporting.sort());
    expect(Object.keys(plugin.rules).sort()).toEqual(allRules.map((rule) => rule.meta.id).sort());

    const results = await eslintFor(root).lintFiles(['.']);
    // eslint-mdx and @eslint/json parsed every file: no fatal parse errors of ESLint's own.
    expect(results.flatMap((result) => result.messages.filter((message) => message.ruleId === null))).toEqual([]);
    expect(seen(root, results)).toEqual(cli);
    // ESLint keeps the rule's messageId.
    const heading = results.flatMap((result) => result.messages).find((message) => message.ruleId === 'docs-lint/heading-increment');
    // The fixture's page opens with a level-1 body heading, so the skip is reported with the level that is right once heading-start-level has moved the headings.
    expect(heading?.messageId).toBe('skipped');
    expect(heading?.message).toContain('(heading-start-level), which makes this one');
    // A spelling's suggestions are ESLint suggestions (chosen in the editor), not a fix.
    const spelling = results.flatMap((result) => result.messages).find((message) => message.ruleId === 'docs-lint/spelling');
    expect(spelling?.fix).toBeUndefined();
    const page = fs.readFileSync(path.join(root, 'index.mdx'), 'utf8');
    const at = page.indexOf('availble');
    expect(spelling?.suggestions).toEqual([{ desc: 'Replace "availble" with "available".', fix: { range: [at, at + 'availble'.length], text: 'available' } }]);
  }, 120_000);

  test('the editor way: lintText on an unsaved page gets the diagnostics the CLI gives once it is saved', async () => {
    const root = makeSite(FIXTURE_FILES);
    const filePath = path.join(root, 'index.mdx');
    const unsaved = INDEX_PAGE.replace('## TODO', '## Overview\n\n#### Skipped a level\n\n[Broken](/nowhere)');
    const eslint = eslintFor(root);
    const [result] = await eslint.lintText(unsaved, { filePath });
    expect(fs.readFileSync(filePath, 'utf8')).toBe(INDEX_PAGE);
    const editor = seen(root, [result]);
    expect(editor.map((problem) => problem.ruleId)).toEqual(expect.arrayContaining(['heading-increment', 'link-internal-exists']));

    fs.writeFileSync(filePath, unsaved);
    const cli = seen(root, (await lintSite({ root, config: allConfig() })).results).filter((problem) => problem.file === 'index.mdx');
    expect(editor).toEqual(cli);
  });

  test('a page the editor has not saved yet, and text with no file, are linted without a crash', async () => {
    const root = makeSite(FIXTURE_FILES);
    const eslint = eslintFor(root);
    const [fresh] = await eslint.lintText('# Draft\n\n[Home](/index#welcome) and [gone](/gone)\n', { filePath: path.join(root, 'drafts', 'new.mdx') });
    // The new page is in no navigation entry yet: an orphan, as it will be once saved.
    expect(seen(root, [fresh]).map((problem) => `${problem.line}:${problem.column} ${problem.ruleId}`)).toEqual([
      '1:1 frontmatter-required',
      '1:1 heading-start-level',
      '1:1 nav-no-orphan',
      '3:35 link-internal-exists',
    ]);
    const outside = makeSite({ 'page.mdx': '# Draft\n\n[gone](/gone)\n' });
    const [lonely] = await eslintFor(outside).lintFiles(['page.mdx']);
    // Outside any docs.json site the rules that need the site say nothing; the others run.
    expect(seen(outside, [lonely]).map((problem) => problem.ruleId)).toEqual(['frontmatter-required', 'heading-start-level']);
  });

  test('fix: true gives the text the CLI writes with --fix, for a page and for docs.json', async () => {
    const root = makeSite(FIXTURE_FILES);
    const copy = makeSite(FIXTURE_FILES);
    await lintSite({ root: copy, config: allConfig(), fix: true });
    const fixedByCli = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
    expect(fixedByCli('index.mdx')).not.toBe(INDEX_PAGE);

    const eslint = eslintFor(root, { fix: true });
    for (const file of ['index.mdx', 'docs.json']) {
      const [result] = await eslint.lintText(FIXTURE_FILES[file], { filePath: path.join(root, file) });
      expect(result.output).toBe(fixedByCli(file));
    }
  });

  test('a docs.json the editor holds unsaved is linted as it stands', async () => {
    const root = makeSite(FIXTURE_FILES);
    const eslint = eslintFor(root);
    const text = FIXTURE_FILES['docs.json'].replace('"#12345"', '"#123456"');
    const [result] = await eslint.lintText(text, { filePath: path.join(root, 'docs.json') });
    const rules = seen(root, [result]).map((problem) => problem.ruleId);
    expect(rules).not.toContain('config-schema');
    expect(rules).toContain('nav-page-exists');
  });

  test('a .md page that eslint-mdx reads as markdown but the site (and docs-lint) cannot read as MDX gets the parse error once', async () => {
    const root = makeSite(FIXTURE_FILES);
    const page = '---\ntitle: T\ndescription: D\n---\n\n## Sets\n\nWrite {a, b here.\n';
    fs.writeFileSync(path.join(root, 'sets.md'), page);
    const cli = (await lintSite({ root, config: allConfig() })).results.find((result) => result.filePath.endsWith('sets.md'))!;
    // No rule runs on a page that does not parse (nav-no-orphan reads the page's front matter, so it is one of them).
    expect(cli.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)).toEqual(['8:18 null']);
    const [result] = await eslintFor(root).lintText(page, { filePath: path.join(root, 'sets.md') });
    // ESLint has no rule-less messages of its own making: one docs-lint rule carries the parse error.
    const brief = (messages: ReadonlyArray<{ line: number; column: number; message: string }>) => messages.map(({ line, column, message }) => ({ line, column, message }));
    expect(brief(result.messages)).toEqual(brief(cli.messages));
  });

  test('inline docs-lint-disable directives suppress in ESLint as in the CLI', async () => {
    const root = makeSite(FIXTURE_FILES);
    const eslint = eslintFor(root);
    const page = '---\ntitle: T\ndescription: D\n---\n\n{/* docs-lint-disable heading-start-level */}\n# One\n{/* docs-lint-enable heading-start-level */}\n\n#### Two\n';
    const [result] = await eslint.lintText(page, { filePath: path.join(root, 'index.mdx') });
    expect(seen(root, [result]).map((problem) => `${problem.line} ${problem.ruleId}`)).toEqual(['10 heading-increment']);
  });
});

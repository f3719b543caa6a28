import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { validateXML } from 'xmllint-wasm';
import { junit } from '../../src/formatters/junit.js';
import { cli } from '../helpers/run-cli.js';
import { CORPUS_DIR, corpusAvailable } from '../helpers/corpus.js';
import { context, message, result, sampleResults } from './fixtures.js';

/** Our JUnit schema (see its header: the structure of the Jenkins xUnit plugin's junit-10.xsd, stricter). */
const SCHEMA = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'junit.xsd'), 'utf8');

async function schemaErrors(xml: string): Promise<string[]> {
  const outcome = await validateXML({ xml: [{ fileName: 'report.xml', contents: xml }], schema: [SCHEMA] });
  return outcome.errors.map((error) => error.rawMessage);
}

describe('junit formatter', () => {
  test('one test case per file, a failure per problem, an error for a file that does not parse', async () => {
    const output = junit(sampleResults(), context());
    expect(output).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="docs-lint" tests="3" failures="1" errors="1" time="0">',
        '  <testsuite name="docs-lint" tests="3" failures="1" errors="1" skipped="0" time="0">',
        '    <testcase name="docs.json" classname="docs-lint" file="docs.json" time="0">',
        '      <failure message="Unknown key &quot;foo&quot;." type="config/no-unknown-key">docs.json:3:5: error: Unknown key &quot;foo&quot;. (config/no-unknown-key)</failure>',
        '      <failure message="Heading should use sentence case" type="page/heading-style">docs.json:12:17: warning: Heading should use sentence case (page/heading-style)</failure>',
        '    </testcase>',
        '    <testcase name="clean.mdx" classname="docs-lint" file="clean.mdx" time="0"/>',
        '    <testcase name="guides/broken.mdx" classname="docs-lint" file="guides/broken.mdx" time="0">',
        '      <error message="Parsing error: Unexpected token" type="parse error">guides/broken.mdx:7:1: error: Parsing error: Unexpected token (parse error)</error>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
      ].join('\n'),
    );
    expect(await schemaErrors(output)).toEqual([]);
  });

  test('the schema check is real: a report with a count that is not a number fails it', async () => {
    const broken = junit(sampleResults(), context()).replace('tests="3" failures="1" errors="1" skipped', 'tests="three" failures="1" errors="1" skipped');
    expect(await schemaErrors(broken)).toEqual([expect.stringContaining("attribute 'tests': 'three' is not a valid value")]);
  });

  test('characters XML cannot carry become U+FFFD; newlines in attributes stay newlines', async () => {
    const output = junit([result('a.mdx', [message({ message: 'Bad \u0001 byte\nand <tag> & "quotes" \uD800.' })])], context());
    expect(output).toContain('<failure message="Bad \uFFFD byte&#10;and &lt;tag&gt; &amp; &quot;quotes&quot; \uFFFD."');
    expect(await schemaErrors(output)).toEqual([]);
  });

  test('info notes are not failures', () => {
    const output = junit([result('docs.json', [message({ severity: 0, ruleId: null, message: 'Legacy name.' })])], context());
    expect(output).toContain('tests="1" failures="0" errors="0"');
    expect(output).toContain('<testcase name="docs.json" classname="docs-lint" file="docs.json" time="0"/>');
  });

  (corpusAvailable ? test : test.skip)('a real site: the CLI report validates, with one test case per file linted', async () => {
    const site = path.join(CORPUS_DIR, 'triggerdotdev__trigger.dev');
    const run = await cli([site, '--format', 'junit'], CORPUS_DIR);
    expect(run.code).toBe(1);
    expect(await schemaErrors(run.stdout)).toEqual([]);
    const json = JSON.parse((await cli([site, '--format', 'json'], CORPUS_DIR)).stdout) as Array<{ messages: Array<{ severity: number }> }>;
    expect(run.stdout.match(/<testcase /g)).toHaveLength(json.length);
    const problems = json.reduce((sum, file) => sum + file.messages.filter((m) => m.severity > 0).length, 0);
    expect((run.stdout.match(/<failure /g) ?? []).length + (run.stdout.match(/<error /g) ?? []).length).toBe(problems);
  }, 120_000);
});

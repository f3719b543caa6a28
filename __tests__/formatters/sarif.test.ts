import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from '@jest/globals';
// The named export: under NodeNext the default import of this CommonJS package is the module object.
import { Ajv } from 'ajv';
import { FINGERPRINT_KEY, sarif } from '../../src/formatters/sarif.js';
import { CWD, context, message, result, sampleResults } from './fixtures.js';

/*
 * The shipped schema declares draft-04 (`$schema` draft-04, `id` instead of `$id`), which ajv 8
 * does not know; the keywords it uses mean the same in draft-07, so only the header is adapted.
 * One of its patterns has a stray `]` that is invalid under the `u` flag, hence unicodeRegExp off.
 */
const schemaPath = path.resolve('node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
const { $schema: _draft, id, ...schemaBody } = JSON.parse(readFileSync(schemaPath, 'utf8')) as {
  $schema: string;
  id: string;
} & Record<string, unknown>;
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false });
const validate = ajv.compile({ ...schemaBody, $id: id });

function expectValid(log: unknown): void {
  const valid = validate(log);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
}

interface Log {
  $schema: string;
  version: string;
  runs: Array<{
    tool: { driver: { name: string; version: string; informationUri: string; rules: Array<Record<string, any>> } };
    originalUriBaseIds: Record<string, { uri: string }>;
    columnKind: string;
    results: Array<Record<string, any>>;
  }>;
}

function run(results = sampleResults(), ctx = context()): Log {
  const output = sarif(results, ctx);
  const log = JSON.parse(output) as Log;
  expectValid(log);
  return log;
}

describe('sarif formatter', () => {
  test('the validator rejects an invalid log, so passing means something', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ message: { text: 'm' }, level: 'fatal' }] }] })).toBe(false);
    expect(validate({ version: '2.0.0', runs: [] })).toBe(false);
  });

  test('prints a valid SARIF 2.1.0 log, pretty-printed with two spaces', () => {
    const output = sarif(sampleResults(), context());
    expect(output.startsWith('{\n  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",\n  "version": "2.1.0",')).toBe(true);
    const log = run();
    expect(log.runs).toHaveLength(1);
    expect(log.runs[0].tool.driver).toMatchObject({
      name: 'docs-lint',
      version: '0.1.0',
      informationUri: 'https://github.com/docs-lint/docs-lint',
    });
    expect(log.runs[0].originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: `${pathToFileURL(CWD).href}/` } });
    expect(log.runs[0].columnKind).toBe('utf16CodeUnits');
  });

  test('describes each rule that appears, once, with helpUri and default level', () => {
    const results = sampleResults();
    results.push(result('more.mdx', [message({ line: 9 })]));
    const { rules } = run(results).runs[0].tool.driver;
    expect(rules).toEqual([
      {
        id: 'config/no-unknown-key',
        name: 'config/no-unknown-key',
        shortDescription: { text: 'Description of config/no-unknown-key.' },
        helpUri: 'https://github.com/docs-lint/docs-lint/blob/main/docs/rules/config/no-unknown-key.mdx',
        defaultConfiguration: { level: 'error' },
      },
      {
        id: 'page/heading-style',
        name: 'page/heading-style',
        shortDescription: { text: 'Description of page/heading-style.' },
        helpUri: 'https://github.com/docs-lint/docs-lint/blob/main/docs/rules/page/heading-style.mdx',
        defaultConfiguration: { level: 'warning' },
      },
      {
        id: 'style/oxford-comma',
        name: 'style/oxford-comma',
        shortDescription: { text: 'Description of style/oxford-comma.' },
        helpUri: 'https://github.com/docs-lint/docs-lint/blob/main/docs/rules/style/oxford-comma.mdx',
        defaultConfiguration: { level: 'note' },
      },
    ]);
  });

  test('gives results their rule, level, message and region', () => {
    const log = run();
    const { results, tool } = log.runs[0];
    expect(results).toEqual([
      {
        ruleId: 'config/no-unknown-key',
        ruleIndex: 0,
        level: 'error',
        message: { text: 'Unknown key "foo".' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs.json', uriBaseId: '%SRCROOT%' },
              region: { startLine: 3, startColumn: 5, endLine: 3, endColumn: 10 },
            },
          },
        ],
      },
      {
        ruleId: 'page/heading-style',
        ruleIndex: 1,
        level: 'warning',
        message: { text: 'Heading should use sentence case' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs.json', uriBaseId: '%SRCROOT%' },
              region: { startLine: 12, startColumn: 17 },
            },
          },
        ],
      },
      {
        ruleId: 'style/oxford-comma',
        ruleIndex: 2,
        level: 'note',
        message: { text: 'Consider an Oxford comma.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'docs.json', uriBaseId: '%SRCROOT%' },
              region: { startLine: 120, startColumn: 2 },
            },
          },
        ],
      },
      {
        level: 'error',
        message: { text: 'Parsing error: Unexpected token' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'guides/broken.mdx', uriBaseId: '%SRCROOT%' },
              region: { startLine: 7, startColumn: 1 },
            },
          },
        ],
      },
    ]);
    for (const entry of results) {
      if (entry.ruleId !== undefined) expect(tool.driver.rules[entry.ruleIndex].id).toBe(entry.ruleId);
    }
  });

  test('percent-encodes the artifact URI as a relative reference', () => {
    const log = run([result(path.join('my docs', 'a:b#c?d%e.mdx'), [message()])]);
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toEqual({
      uri: 'my%20docs/a%3Ab%23c%3Fd%25e.mdx',
      uriBaseId: '%SRCROOT%',
    });
  });

  test('uses an absolute file URL for a file outside cwd', () => {
    const outside = path.resolve(CWD, '..', 'shared', 'snippet.mdx');
    const log = run([result(outside, [message()])]);
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toEqual({
      uri: pathToFileURL(outside).href,
    });
  });

  test('leaves out a region the message has no position for', () => {
    const log = run([result('docs.json', [message({ ruleId: null, fatal: true, message: 'Empty file', line: 0, column: 0 })])]);
    expect(log.runs[0].results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'docs.json', uriBaseId: '%SRCROOT%' },
    });
    expect(log.runs[0].tool.driver.rules).toEqual([]);
  });

  test('still describes a rule the context does not know, so ruleIndex stays valid', () => {
    const log = run([result('docs.json', [message({ ruleId: 'plugin/unknown' })])]);
    expect(log.runs[0].tool.driver.rules).toEqual([{ id: 'plugin/unknown', name: 'plugin/unknown' }]);
    expect(log.runs[0].results[0]).toMatchObject({ ruleId: 'plugin/unknown', ruleIndex: 0 });
  });

  test('prints a valid log with no results', () => {
    const log = run([]);
    expect(log.runs[0].results).toEqual([]);
    expect(log.runs[0].tool.driver.rules).toEqual([]);
  });
  test('partialFingerprints: the baseline fingerprint and its occurrence, the same when lines move', () => {
    const file = path.resolve(CWD, 'guide.mdx');
    const at = (line: number) => message({ ruleId: 'page/heading-style', messageId: 'm', line, column: 3, endLine: line, endColumn: 8 });
    const texts = new Map([[file, '# Intro\n\n## Setup\n\n## Setup\n']]);
    const before = run([result('guide.mdx', [at(3), at(5)])], context({ sourceText: (f) => texts.get(f) })).runs[0].results;
    const prints = before.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(prints[0]).toMatch(/^[0-9a-f]{16}:0$/);
    expect(prints[1]).toBe(prints[0].replace(/:0$/, ':1'));
    // Two lines added above: same fingerprints, new lines.
    texts.set(file, '# Intro\n\nNew text.\n\n## Setup\n\n## Setup\n');
    const after = run([result('guide.mdx', [at(5), at(7)])], context({ sourceText: (f) => texts.get(f) })).runs[0].results;
    expect(after.map((r) => r.partialFingerprints[FINGERPRINT_KEY])).toEqual(prints);
    expect(after[0].locations[0].physicalLocation.region.startLine).toBe(5);
    // Without the source text there is nothing to fingerprint, and no key is invented.
    expect(run([result('guide.mdx', [at(3)])]).runs[0].results[0].partialFingerprints).toBeUndefined();
  });

  test('%SRCROOT% is the repository root when given: paths are relative to it, not to the folder docs-lint ran in', () => {
    const repo = path.dirname(CWD);
    const log = run([result('docs.json', [message()])], context({ repositoryRoot: repo }));
    expect(log.runs[0].originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: `${pathToFileURL(repo).href}/` } });
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toEqual({ uri: `${path.basename(CWD)}/docs.json`, uriBaseId: '%SRCROOT%' });
  });

  test('a rule\'s suggestions are proposed fixes (the user chooses), a schema-valid fixes array; a message without any has none', () => {
    const suggested = message({
      ruleId: 'spelling',
      severity: 1,
      message: 'Unknown word "recieve": did you mean "receive"?',
      line: 3,
      column: 5,
      suggestions: [{ desc: 'Replace "recieve" with "receive".', fix: { range: [40, 47], text: 'receive' } }],
    });
    const log = run([result('guide.mdx', [suggested, message({ line: 4 })])]);
    const [withSuggestion, without] = log.runs[0].results;
    expect(withSuggestion.fixes).toEqual([
      {
        description: { text: 'Replace "recieve" with "receive".' },
        artifactChanges: [{ artifactLocation: { uri: 'guide.mdx', uriBaseId: '%SRCROOT%' }, replacements: [{ deletedRegion: { charOffset: 40, charLength: 7 }, insertedContent: { text: 'receive' } }] }],
      },
    ]);
    expect(without.fixes).toBeUndefined();
  });
});

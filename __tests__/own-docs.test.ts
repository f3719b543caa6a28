import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@jest/globals';
import { resolveConfig } from '../src/config/resolve-config.js';
import { lintSite } from '../src/engine/lint-site.js';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs');

test('docs/, the project\'s own docs.json site, lints clean with every rule on', async () => {
  const { results } = await lintSite({ root: docs, config: resolveConfig({ extends: 'all' }) });
  const problems = results.flatMap((result) =>
    result.messages.map((message) => `${path.relative(docs, result.filePath)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`),
  );
  expect(problems).toEqual([]);
  expect(results.map((result) => path.basename(result.filePath))).toContain('docs.json');
});

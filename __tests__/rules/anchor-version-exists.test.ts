import { describe, expect, test } from '@jest/globals';
import { lintBrief, positionOf } from '../helpers/site-fixture.js';

const rules = { 'anchor-version-exists': 'error' } as const;

describe('anchor-version-exists', () => {
  test('valid: anchors, tabs and groups name listed versions', async () => {
    const docsJson = {
      name: 'S',
      versions: ['v1', 'v2'],
      anchors: [{ name: 'Old', url: 'v1', version: 'v1' }],
      tabs: [{ name: 'New', url: 'v2', version: 'v2' }],
      navigation: [{ group: 'A', version: 'v2', pages: ['v2/a'] }],
    };
    expect(await lintBrief({ 'docs.json': docsJson }, rules)).toEqual([]);
  });

  test('valid: the newer shape declares versions inside navigation', async () => {
    const docsJson = { name: 'S', theme: 'mint', navigation: { versions: [{ version: 'v3', groups: [{ group: 'G', pages: ['a'] }] }] } };
    expect(await lintBrief({ 'docs.json': docsJson }, rules)).toEqual([]);
  });

  test('invalid: an anchor and a nested group with unlisted versions', async () => {
    const text = [
      '{',
      '  "name": "S",',
      '  "versions": ["v1", "v2"],',
      '  "anchors": [{ "name": "Old", "url": "v0", "version": "v0.9" }],',
      '  "navigation": [{ "group": "A", "pages": [{ "group": "Deep", "version": "v3", "pages": ["a"] }] }]',
      '}',
    ].join('\n');
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'anchor-version-exists',
        ...positionOf(text, '"v0.9"'),
        message: 'Anchor 0 has version "v0.9", which `versions` does not list ("v1", "v2"), so it stays hidden for every reader. Add "v0.9" to `versions`, or correct the name.',
      },
      {
        file: 'docs.json',
        ruleId: 'anchor-version-exists',
        ...positionOf(text, '"v3"'),
        message: 'Group "Deep" has version "v3", which `versions` does not list ("v1", "v2"), so it stays hidden for every reader. Add "v3" to `versions`, or correct the name. Did you mean "v1"?',
      },
    ]);
  });

  test('invalid: a version with no versions list at all', async () => {
    const text = '{"name": "S", "tabs": [{"name": "T", "url": "t", "version": "v2"}], "navigation": [{"group": "A", "pages": ["t/a"]}]}';
    expect(await lintBrief({ 'docs.json': text }, rules)).toEqual([
      {
        file: 'docs.json',
        ruleId: 'anchor-version-exists',
        ...positionOf(text, '"v2"'),
        message: 'Tab 0 has version "v2", but docs.json has no `versions` list, so it stays hidden for every reader. Add `"versions": ["v2"]`, or remove this `version`.',
      },
    ]);
  });
});

/**
 * `--list-unknown-words`: every word of the site that no dictionary knows, with how often it
 * appears, most frequent first, so that a team can start its word list in one step. The run
 * checks spelling alone, and reports every unknown word (the rule's `report: "all"`), names and
 * identifiers included; spellings of the other English and rejected words are not listed.
 */

import type { ResolvedConfig } from '../config/lint-config.js';
import type { LintResult } from '../types.js';

const UNKNOWN = /^Unknown word "(.+?)": /;

/** The config of a listing run: `spelling` alone, on every unknown word, with the site's own options kept. */
export function unknownWordsConfig(config: ResolvedConfig): ResolvedConfig {
  const rules: ResolvedConfig['rules'] = {};
  for (const [id, setting] of Object.entries(config.rules)) rules[id] = { ...setting, severity: 'off' };
  const own = config.rules.spelling?.options ?? {};
  rules.spelling = { severity: 'warn', options: { ...own, report: 'all' } };
  return { ...config, rules };
}

/** The words and their counts, one a line: `   12  Upstash`. Words that differ only in case count as one, written as most often. */
export function unknownWordsListing(results: readonly LintResult[]): string {
  const byWord = new Map<string, Map<string, number>>();
  for (const result of results) {
    for (const message of result.messages) {
      if (message.ruleId !== 'spelling') continue;
      const word = UNKNOWN.exec(message.message)?.[1];
      if (!word) continue;
      const key = word.toLowerCase();
      let forms = byWord.get(key);
      if (!forms) byWord.set(key, (forms = new Map()));
      forms.set(word, (forms.get(word) ?? 0) + 1);
    }
  }
  const rows = [...byWord.values()].map((forms) => {
    const total = [...forms.values()].reduce((sum, count) => sum + count, 0);
    const [written] = [...forms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    return { written, total };
  });
  rows.sort((a, b) => b.total - a.total || a.written.toLowerCase().localeCompare(b.written.toLowerCase()) || (a.written < b.written ? -1 : 1));
  if (rows.length === 0) return 'No unknown words.\n';
  const width = String(rows[0].total).length;
  return `${rows.map((row) => `${String(row.total).padStart(width + 4)}  ${row.written}`).join('\n')}\n`;
}

import { PRESET_NAMES, presetRules } from '../../presets/index.js';
import type { Rule } from '../types.js';

/** `--list-rules`: one aligned row per rule. */
export function rulesListing(rules: readonly Rule<any>[]): string {
  const recommended = presetRules('recommended', rules);
  const rows = rules.map((rule) => [rule.meta.id, rule.meta.category, recommended[rule.meta.id], rule.meta.fixable ? 'fixable' : '', rule.meta.description]);
  const header = ['rule', 'category', 'recommended', 'fix', 'description'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ').trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/** The README's rule table, generated so it never drifts from the rules' metadata. */
export function rulesMarkdownTable(rules: readonly Rule<any>[]): string {
  const presets = { recommended: presetRules('recommended', rules), strict: presetRules('strict', rules) };
  const rows = rules.map((rule) => {
    const { id, category, description, fixable } = rule.meta;
    return `| [\`${id}\`](docs/rules/${id}.mdx) | ${category} | ${presets.recommended[id]} | ${presets.strict[id]} | ${fixable ? 'yes' : ''} | ${description} |`;
  });
  return ['| rule | category | recommended | strict | fixable | what it checks |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The rule table of the docs site (docs/rules/index.mdx), generated like the README's. */
export function rulesDocsTable(rules: readonly Rule<any>[]): string {
  const presets = (['recommended', 'strict', 'style', 'all'] as const).map((name) => presetRules(name, rules));
  const rows = rules.map((rule) => {
    const { id, category, fixable } = rule.meta;
    return `| [${id}](/rules/${id}) | ${category} | ${presets.map((preset) => preset[id]).join(' | ')} | ${fixable ? 'Yes' : 'No'} |`;
  });
  return ['| Rule | Category | recommended | strict | style | all | Fixable |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}

import type { Rule } from '../types.js';

/**
 * The docs-lint rule behind a reported rule id: the id itself, or, for an id of another tool
 * (`Google.Passive`, with a dot no docs-lint id has), the rule that runs that tool's rules
 * (`reportsForeignIds`). The baseline and the editor integration ask it to find whose setting
 * and whose report a problem is.
 */
export function reportingRuleId(ruleId: string, rules: readonly Pick<Rule<any>, 'meta'>[]): string {
  if (!ruleId.includes('.')) return ruleId;
  return rules.find((rule) => rule.meta.reportsForeignIds)?.meta.id ?? ruleId;
}

import type { ResolvedConfig } from '../config/lint-config.js';
import type { Rule } from '../types.js';
import type { Problem } from './problem.js';
import type { EnabledRule } from './rule-runner.js';

/** The rules a config turns on, with their severity and options, in registry order. */
export function enabledRules(rules: readonly Rule<any>[], config: ResolvedConfig): EnabledRule[] {
  return rules.flatMap((rule) => {
    const setting = config.rules[rule.meta.id];
    if (!setting || setting.severity === 'off') return [];
    return [{ rule, severity: setting.severity === 'error' ? 2 : 1, options: setting.options }] as EnabledRule[];
  });
}

/**
 * A failure of the engine itself on one page (a rule's failure is contained by the rule runner):
 * one error on that page, and every other page still runs.
 */
export function internalError(filePath: string, error: unknown): Problem {
  const reason = (error as Error | undefined)?.message ?? String(error);
  return {
    filePath,
    ruleId: null,
    severity: 2,
    message: `Internal error while linting this page: ${reason}. Every other page still ran. Please report this with the file.`,
    line: 1,
    column: 1,
  };
}

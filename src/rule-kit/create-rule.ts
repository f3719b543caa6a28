import type { Rule, RuleContext, RuleMeta, RuleOptions, Visitors } from '../types.js';
import { ruleDocsUrl } from './docs-url.js';

type RuleMetaInput<O extends RuleOptions> = Omit<RuleMeta<O>, 'docsUrl' | 'optionsSchema' | 'defaultOptions'> & {
  defaultOptions?: O;
  optionsSchema?: Record<string, unknown>;
};

/**
 * The one way rules are made: every rule gets its docs URL from its id and an options schema
 * that, when the rule declares none, accepts no options at all.
 */
export function createRule<O extends RuleOptions = Record<string, never>>(definition: {
  meta: RuleMetaInput<O>;
  create(context: RuleContext<O>): Visitors;
}): Rule<O> {
  const meta: RuleMeta<O> = {
    ...definition.meta,
    docsUrl: ruleDocsUrl(definition.meta.id),
    defaultOptions: (definition.meta.defaultOptions ?? {}) as O,
    optionsSchema: definition.meta.optionsSchema ?? { type: 'object', properties: {}, additionalProperties: false },
  };
  return { meta, create: definition.create };
}

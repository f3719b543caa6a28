import { createRule } from '../src/rule-kit/create-rule.js';
import { UNDOCUMENTED_MESSAGES, undocumentedVisitors } from '../src/site/openapi/report-undocumented.js';

export default createRule({
  meta: {
    id: 'response-documented',
    description: 'Every response field has a description: each <ResponseField>, and the response properties of an OpenAPI operation bound to a page.',
    category: 'page',
    // Off by default: many real APIs leave response fields to their names; strict and all turn it on.
    defaultSeverity: 'off',
    fixable: false,
    messages: UNDOCUMENTED_MESSAGES,
  },
  create: (context) => undocumentedVisitors(context, 'ResponseField', 'response'),
});

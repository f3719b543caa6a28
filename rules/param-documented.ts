import { createRule } from '../src/rule-kit/create-rule.js';
import { UNDOCUMENTED_MESSAGES, undocumentedVisitors } from '../src/site/openapi/report-undocumented.js';

export default createRule({
  meta: {
    id: 'param-documented',
    description: 'Every parameter a caller sends has a description: each <ParamField>, and the parameters and request body properties of an OpenAPI operation bound to a page.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    messages: UNDOCUMENTED_MESSAGES,
  },
  // What a caller sends; what the operation returns is response-documented's.
  create: (context) => undocumentedVisitors(context, 'ParamField', 'request'),
});

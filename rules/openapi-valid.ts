import type { StringNode } from '@humanwhocodes/momoa';
import { createRule } from '../src/rule-kit/create-rule.js';

export default createRule({
  meta: {
    id: 'openapi-valid',
    description: 'Local OpenAPI files parse and are OpenAPI 3.x or Swagger 2.0 documents.',
    category: 'config',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      invalid: 'OpenAPI file "{{path}}" cannot be used for the API pages: {{problem}}. Fix the file so that it validates.',
    },
  },
  create(context) {
    const references = new Map(context.site.openapiReferences.map((reference) => [reference.node, reference]));
    return {
      String(node: StringNode) {
        const reference = references.get(node);
        if (!reference || reference.resolution.kind !== 'inside') return;
        // A missing file is config-file-exists's to report.
        const status = context.site.openapiDocuments.get(reference.resolution.path);
        if (!status || status.ok) return;
        context.report({ node, messageId: 'invalid', data: { path: reference.value, problem: status.problem } });
      },
    };
  },
});

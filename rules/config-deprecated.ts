import type { MemberNode } from '@humanwhocodes/momoa';
import { createRule } from '../src/rule-kit/create-rule.js';
import { formatJsonPath, pathMatches } from '../src/rule-kit/json-path.js';
import type { JsonVisitInfo } from '../src/types.js';

/** Deprecated fields, by JSON path pattern, with what to do instead. */
const DEPRECATED: Array<{ path: string; advice: string }> = [
  {
    path: 'api.maintainOrder',
    advice: "is on its way out: keeping the OpenAPI file's key order is announced to become the default, after which this field is deprecated. Remove it once your site relies on that default",
  },
];

export default createRule({
  meta: {
    id: 'config-deprecated',
    description: 'The site config uses no deprecated field.',
    category: 'config',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      deprecated: '`{{field}}` {{advice}}.',
    },
  },
  create(context) {
    return {
      Member(node: MemberNode, info: JsonVisitInfo) {
        for (const { path, advice } of DEPRECATED) {
          if (pathMatches(info.path, path)) context.report({ node: node.name, messageId: 'deprecated', data: { field: formatJsonPath(info.path), advice } });
        }
      },
    };
  },
});

import type { StringNode } from '@humanwhocodes/momoa';
import { createRule } from '../src/rule-kit/create-rule.js';
import { formatJsonPath, pathMatches } from '../src/rule-kit/json-path.js';
import { resolveSitePath } from '../src/site/site-paths.js';
import type { JsonVisitInfo } from '../src/types.js';

/** The docs.json fields that name a local file (both shapes). */
const FILE_FIELDS = ['logo', 'logo.light', 'logo.dark', 'favicon', 'favicon.light', 'favicon.dark', 'backgroundImage', 'background.image', 'background.image.light', 'background.image.dark'];

export default createRule({
  meta: {
    id: 'config-file-exists',
    description: 'Logo, favicon, background image and local OpenAPI files named in docs.json exist.',
    category: 'config',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      missing: '`{{field}}` names "{{path}}", which does not exist under the site root. Add the file, or correct the path.',
      missingOpenApi: 'OpenAPI file "{{path}}" does not exist under the site root. Add the file, correct the path, or give its URL.',
      escapes: '`{{field}}` names "{{path}}", which is outside the site root; docs-lint does not read it. Keep the file inside the docs folder.',
    },
  },
  create(context) {
    const openapiNodes = new Set<StringNode>(context.site.openapiReferences.map((reference) => reference.node));
    return {
      String(node: StringNode, info: JsonVisitInfo) {
        const isOpenApi = openapiNodes.has(node);
        if (!isOpenApi && !FILE_FIELDS.some((field) => pathMatches(info.path, field))) return;
        const field = formatJsonPath(info.path);
        const resolution = resolveSitePath(node.value);
        if (resolution.kind === 'external' || node.value.trim() === '') return;
        if (resolution.kind === 'escapes') return context.report({ node, messageId: 'escapes', data: { field, path: node.value } });
        if (context.site.fileExists(resolution.path)) return;
        context.report({ node, messageId: isOpenApi ? 'missingOpenApi' : 'missing', data: { field, path: node.value } });
      },
    };
  },
});

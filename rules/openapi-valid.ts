import type { StringNode } from '@humanwhocodes/momoa';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { resolvePageOperation, type PageOperation } from '../src/site/openapi/find-operation.js';
import { frontMatterValueLocation } from '../src/site/openapi/operation-binding.js';
import { specNames } from '../src/site/openapi/spec-scope.js';
import type { ReportDescriptor, Visitors } from '../src/types.js';

const FORM = 'Write `METHOD /path` or `<spec-file> METHOD /path`, such as `openapi: "GET /users/{id}"`, or `webhook <name>` for a webhook.';

export default createRule({
  meta: {
    id: 'openapi-valid',
    description: 'Local OpenAPI files parse and are OpenAPI 3.x or Swagger 2.0 documents.',
    category: 'config',
    defaultSeverity: 'error',
    fixable: false,
    messages: {
      invalid: 'OpenAPI file "{{path}}" cannot be used for the API pages: {{problem}}. Fix the file so that it validates.',
      malformed: `The \`openapi\` value "{{value}}" does not name an operation: {{problem}}. ${FORM}`,
      unknownSpec:
        'The `openapi` value names the OpenAPI document "{{spec}}", which is not one docs.json lists.{{hint}} Name a listed document ({{known}}) by its path or its file name without extension, or leave the prefix out.',
      missingOperation: '{{searched}} `{{operation}}`, so the site generator has nothing to build this page from.{{hint}}',
    },
  },
  create(context): Visitors {
    const page = context.page;
    if (page) {
      return {
        root() {
          const frontMatter = page.frontMatter;
          if (page.isSnippet || !frontMatter?.data) return;
          const report = pageReport(resolvePageOperation(context.site, frontMatter.data.openapi));
          if (report) context.report({ ...report, loc: frontMatterValueLocation(frontMatter.node, 'openapi') });
        },
      };
    }
    const references = new Map(context.site.openapiReferences.map((reference) => [reference.node, reference]));
    return {
      String(node: StringNode) {
        const reference = references.get(node);
        if (!reference || reference.resolution.kind !== 'inside') return;
        // A missing file is config-file-exists's to report.
        const status = context.site.openapiDocuments.get(reference.resolution.path);
        if (!status || status.ok) return;
        context.report({ node, messageId: 'invalid', data: { path: reference.value, problem: status.problem.replace(/\.+$/, '') } });
      },
    };
  },
});

/** The report for a page's binding; none when it names an operation, or when nobody can tell. */
function pageReport(binding: PageOperation): Omit<ReportDescriptor, 'loc'> | undefined {
  switch (binding.kind) {
    case 'malformed':
      return { messageId: 'malformed', data: { value: binding.value, problem: binding.problem } };
    case 'unknown-spec': {
      const near = closestMatch(binding.spec.replace(/^\/+/, ''), binding.known.flatMap(specNames));
      return { messageId: 'unknownSpec', data: { spec: binding.spec, known: listOf(binding.known), hint: near ? ` Did you mean "${near}"?` : '' } };
    }
    case 'missing':
      return { messageId: 'missingOperation', data: { operation: binding.label, searched: searchedPhrase(binding.searched.map((spec) => spec.path)), hint: missingHint(binding) } };
    default:
      return undefined;
  }
}

/** `openapi.yaml has no operation` or `Neither openapi.yaml nor v2.yaml has an operation`: the documents looked in. */
function searchedPhrase(paths: string[]): string {
  if (paths.length === 1) return `${paths[0]} has no operation`;
  if (paths.length === 2) return `Neither ${paths[0]} nor ${paths[1]} has an operation`;
  return `None of ${paths.join(', ')} has an operation`;
}

function missingHint(binding: Extract<PageOperation, { kind: 'missing' }>): string {
  if (binding.elsewhere) return ` It is in ${binding.elsewhere.path}: write \`openapi: "${binding.elsewhere.path} ${binding.label}"\`.`;
  const others = binding.otherMethods.length > 0 ? ` The path is there with ${listOf(binding.otherMethods)} only.` : '';
  const suggestion = binding.suggestion ? ` Did you mean \`${binding.suggestion}\`?` : '';
  return `${others}${suggestion}`;
}

function listOf(items: string[]): string {
  const shown = items.slice(0, 5);
  const more = items.length > shown.length ? ` and ${items.length - shown.length} more` : '';
  if (shown.length <= 1 || more) return shown.join(', ') + more;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

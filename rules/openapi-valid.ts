import type { StringNode } from '@humanwhocodes/momoa';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { resolvePageOperation, type PageOperation } from '../src/site/openapi/find-operation.js';
import { listOf, missHint, searchedPhrase } from '../src/site/openapi/describe-miss.js';
import { frontMatterValueLocation } from '../src/site/openapi/operation-binding.js';
import { specNames, unparsedSpecs } from '../src/site/openapi/spec-scope.js';
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
      missingOperation: '{{searched}} `{{operation}}`, so the site generator has nothing to build this page from.{{hint}}{{unparsed}}',
    },
  },
  create(context): Visitors {
    const page = context.page;
    if (page) {
      return {
        root() {
          const frontMatter = page.frontMatter;
          if (page.isSnippet || !frontMatter?.data) return;
          const report = pageReport(resolvePageOperation(context.site, frontMatter.data.openapi), unparsedSpecs(context.site));
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
function pageReport(binding: PageOperation, unparsed: string[]): Omit<ReportDescriptor, 'loc'> | undefined {
  switch (binding.kind) {
    case 'malformed':
      return { messageId: 'malformed', data: { value: binding.value, problem: binding.problem } };
    case 'unknown-spec': {
      const near = closestMatch(binding.spec.replace(/^\/+/, ''), binding.known.flatMap(specNames));
      return { messageId: 'unknownSpec', data: { spec: binding.spec, known: listOf(binding.known), hint: near ? ` Did you mean "${near}"?` : '' } };
    }
    case 'missing':
      return {
        messageId: 'missingOperation',
        data: {
          operation: binding.label,
          searched: searchedPhrase(binding.searched.map((spec) => spec.path)),
          hint: missHint(binding, (spec, label) => `\`openapi: "${spec} ${label}"\``),
          unparsed: unparsed.length === 0 ? '' : ` ${listOf(unparsed)} could not be read (see ${unparsed.length === 1 ? 'its report' : 'their reports'} on the config); if the operation is there, fix ${unparsed.length === 1 ? 'that file' : 'those files'} first.`,
        },
      };
    default:
      return undefined;
  }
}

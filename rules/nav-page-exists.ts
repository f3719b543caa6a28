import picomatch from 'picomatch';
import type { NavPageEntry } from '../src/site/navigation.js';
import { buildStepSource } from '../src/site/build-step-pages.js';
import { nearestPathIn } from '../src/rule-kit/nearest-path.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { excludedTargetOf } from '../src/site/mint-ignore.js';
import { missHint, searchedPhrase } from '../src/site/openapi/describe-miss.js';
import { resolveEndpoint } from '../src/site/openapi/nav-endpoints.js';
import type { ReportDescriptor, RuleContext } from '../src/types.js';

const FORM = 'Write `METHOD /path` (such as `GET /users/{id}`), `<spec-file> METHOD /path`, or `webhook <name>`.';

interface Options {
  /** Navigation paths (globs) whose pages a build step makes: not looked for on disk. */
  generated?: string[];
  [key: string]: unknown;
}

export default createRule<Options>({
  meta: {
    id: 'nav-page-exists',
    description: 'Every navigation page resolves to an .mdx or .md file inside the site root, every group root to a page, and every endpoint entry to an operation of its OpenAPI document.',
    category: 'navigation',
    defaultSeverity: 'error',
    fixable: true,
    messages: {
      missing: 'Navigation page "{{entry}}" has no file: neither {{page}}.mdx nor {{page}}.md exists under the site root.{{hint}}',
      excluded: 'Navigation page "{{entry}}" is {{file}}, which {{by}} leaves out of the site, so the published site has no such page. Remove the entry, or stop ignoring the file.',
      rootMissing: 'Group root "{{entry}}" has no file: neither {{page}}.mdx nor {{page}}.md exists under the site root, so the group\'s title links nowhere.{{hint}}',
      escapes: 'Navigation page "{{entry}}" points outside the site root, so docs-lint does not read it. Use a path inside the docs folder, such as "guides/setup".',
      external: 'Navigation page "{{entry}}" is a URL, not a page path. List a page such as "guides/setup" here; put external links in topbarLinks or anchors.',
      extension: 'Navigation page "{{entry}}" includes its file extension; write "{{fixed}}". Navigation paths name pages without .mdx or .md.',
      endpointMalformed: `Endpoint entry "{{entry}}" does not name an operation: {{problem}}. ${FORM}`,
      endpointNoSpec:
        'Endpoint entry "{{entry}}" names an operation, but no OpenAPI document is in scope: no element above it has `openapi`, and docs.json has no `api.openapi`, so the site generator reads it as a page path and finds no page. Add `"openapi": "<spec-file>"` to its group (or an element above it), or name the document: "<spec-file> {{entry}}".',
      endpointUnknownSpec: 'Endpoint entry "{{entry}}" names the OpenAPI document "{{spec}}", which is not a file of the site, so the site generator stops the build.{{hint}}',
      endpointMissing: '{{searched}} `{{operation}}`, so the site generator stops the build on endpoint entry "{{entry}}".{{hint}}',
    },
    defaultOptions: { generated: [] },
    optionsSchema: {
      type: 'object',
      properties: { generated: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true } },
      additionalProperties: false,
    },
  },
  create(context) {
    let pagePaths: string[] | undefined;
    const suggest = (page: string): string => {
      pagePaths ??= context.site.pageFiles.map((file) => file.replace(/\.(mdx|md)$/i, ''));
      const match = nearestPathIn(pagePaths).find(page);
      return match ? ` Did you mean "${match}"?` : ' Create the page, or fix the path.';
    };
    const generated = (context.options.generated ?? []).length > 0 ? picomatch(context.options.generated!.map((glob) => glob.replace(/^\/+/, '')), { dot: true }) : () => false;
    return {
      NavigationPage(entry: NavPageEntry) {
        const { node, raw } = entry;
        if (entry.endpoint) return checkEndpoint(context, entry);
        if (entry.escapesRoot) return context.report({ node, messageId: 'escapes', data: { entry: raw } });
        if (entry.external) return context.report({ node, messageId: 'external', data: { entry: raw } });
        // A page a build step makes (from a notebook at the same path, or as the config lists): one note per run says so.
        if (generated(entry.page) || buildStepSource(context.site, entry.page)) return;
        if (!context.site.resolvePage(entry.page)) {
          const file = excludedTargetOf(context.site.excludedFiles, entry.page, true);
          if (file) return context.report({ node, messageId: 'excluded', data: { entry: raw, file, by: context.site.siteIgnore.excludedBy(file)! } });
          return context.report({ node, messageId: entry.role === 'root' ? 'rootMissing' : 'missing', data: { entry: raw, page: entry.page, hint: suggest(entry.page) } });
        }
        if (entry.extension) {
          const fixed = raw.slice(0, raw.length - entry.extension.length);
          context.report({
            node,
            messageId: 'extension',
            data: { entry: raw, fixed },
            fix: [{ range: [node.loc.start.offset, node.loc.end.offset], text: JSON.stringify(fixed) }],
          });
        }
      },
    };
  },
});

/** An endpoint entry names an operation of the OpenAPI document in scope; it is never looked up as a file. */
function checkEndpoint(context: RuleContext<Options>, entry: NavPageEntry): void {
  const resolution = resolveEndpoint(context.site, entry.endpoint!, context.site.apiOpenApi);
  const report = (descriptor: Pick<ReportDescriptor, 'messageId' | 'data'>) => context.report({ node: entry.node, ...descriptor });
  const data = { entry: entry.raw };
  switch (resolution.kind) {
    case 'malformed':
      return report({ messageId: 'endpointMalformed', data: { ...data, problem: resolution.problem } });
    case 'no-spec':
      return report({ messageId: 'endpointNoSpec', data });
    case 'unknown-spec': {
      const hint = resolution.suggestion ? ` Did you mean "${resolution.suggestion}"? Name the document by its path from the site root.` : ' Name the document by its path from the site root, or leave the prefix out.';
      return report({ messageId: 'endpointUnknownSpec', data: { ...data, spec: resolution.spec, hint } });
    }
    case 'missing':
      return report({
        messageId: 'endpointMissing',
        data: { ...data, operation: resolution.label, searched: searchedPhrase(resolution.searched.map((spec) => spec.path)), hint: missHint(resolution, (spec, label) => `"${spec} ${label}"`) },
      });
    default:
      return undefined;
  }
}

import type { StringNode } from '@humanwhocodes/momoa';
import { createRule } from '../src/rule-kit/create-rule.js';
import { linkLocation, linksOf } from '../src/page/page-links.js';
import { detachString } from '../src/page/page-anchors.js';
import type { JsonPath, JsonVisitInfo, ReportDescriptor, Visitors } from '../src/types.js';

/** The first use of a URL in the file, and how many links lead to it. */
interface Use {
  url: string;
  where: Pick<ReportDescriptor, 'loc' | 'node'>;
  count: number;
}

export default createRule({
  meta: {
    id: 'link-external-reachable',
    description: 'With `--external`, links and images to other sites, in pages and in docs.json, answer with a success status.',
    category: 'page',
    defaultSeverity: 'warn',
    fixable: false,
    messages: {
      unreachable: '{{url}} {{problem}}{{repeated}}. {{advice}}',
    },
  },
  create(context): Visitors {
    // Only a run with `--external` has the registry: otherwise (and in the editor) nothing is checked.
    const links = context.site.externalLinks;
    if (!links) return {};
    const uses = new Map<string, Use>();

    const report = (): void => {
      for (const [target, use] of uses) {
        const problem = links.problem(target);
        if (problem === undefined) continue;
        const repeated = use.count > 1 ? ` (${use.count} links to it in this file; this is the first)` : '';
        context.report({ ...use.where, messageId: 'unreachable', data: { url: use.url, problem, repeated, advice: adviceFor(problem) } });
      }
    };

    const note = (url: string, where: () => Use['where']): void => {
      const target = links.target(url);
      if (target === undefined) return;
      const use = uses.get(target);
      if (use) {
        use.count++;
        return;
      }
      if (uses.size === 0) context.afterAllPages(report);
      // Copies, not slices of the file's text: the deferred check outlives the text.
      uses.set(detachString(target), { url: detachString(url), where: where(), count: 1 });
      links.request(target);
    };

    if (!context.page) {
      return {
        String(node: StringNode, info: JsonVisitInfo) {
          if (holdsLink(info.path)) note(node.value, () => ({ node }));
        },
      };
    }
    const visit = (node: Parameters<typeof linksOf>[0]): void => {
      for (const link of linksOf(node, context.sourceText)) note(link.url, () => linkLocation(link, context.sourceText));
    };
    return { link: visit, image: visit, definition: visit, mdxJsxFlowElement: visit, mdxJsxTextElement: visit };
  },
});

/**
 * Whether a string of docs.json is a link or a file the published site loads: every string but
 * those under `$schema` (a schema for editors), `integrations` (analytics endpoints) and `api`
 * (servers for the playground), where `api.openapi` and `api.asyncapi`, specs the generator
 * fetches, count again. Only absolute http(s) URLs among them are checked.
 */
function holdsLink(path: JsonPath): boolean {
  const [first, second] = path;
  if (first === '$schema' || first === 'integrations') return false;
  if (first === 'api') return second === 'openapi' || second === 'asyncapi';
  return true;
}

function adviceFor(problem: string): string {
  if (/^returned 40[13] /.test(problem)) {
    return 'The site refuses requests without a browser or a login; if the page opens in a browser, add the status to externalLinks.acceptStatus, or the URL to externalLinks.ignore, in the docs-lint config.';
  }
  if (problem.startsWith('returned 429 ')) return 'The site limits how often it may be asked; run again later, or add the URL to externalLinks.ignore in the docs-lint config.';
  if (problem.startsWith('returned ') || problem.startsWith('redirects')) return 'Fix the address or remove the link; if it works in a browser, add it to externalLinks.ignore in the docs-lint config.';
  return 'Check the address, and that the site is up; if it works in a browser, add it to externalLinks.ignore in the docs-lint config.';
}

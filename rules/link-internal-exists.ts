import picomatch from 'picomatch';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { nearestPathIn } from '../src/rule-kit/nearest-path.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { linkLocation, linksOf, type PageLink } from '../src/page/page-links.js';
import { parseLinkTarget } from '../src/site/internal-links.js';
import { excludedTargetOf } from '../src/site/mint-ignore.js';
import { isRepositoryFile } from '../src/site/page-kinds.js';
import { pagePathsOf, servedAt } from '../src/site/served-paths.js';
import type { ReportDescriptor, Visitors } from '../src/types.js';

interface Options {
  /** Site paths served by something other than a page file (generated API pages, a proxy). */
  ignore?: string[];
  [key: string]: unknown;
}

/** A `#fragment` to check once every page's anchors are known. */
interface PendingFragment {
  url: string;
  fragment: string;
  targetFile: string;
  where: Pick<ReportDescriptor, 'loc' | 'node'>;
}

export default createRule<Options>({
  meta: {
    id: 'link-internal-exists',
    description: 'Internal links, images and hrefs lead to a page or file of the site (or a page generated from its OpenAPI documents), without .mdx/.md, and their #fragment to a heading that exists.',
    category: 'page',
    defaultSeverity: 'error',
    fixable: true,
    messages: {
      missing: 'Link "{{url}}" is broken: no page or file "{{path}}" exists in this site.{{hint}}{{repeat}}',
      excluded: 'Link "{{url}}" is broken: {{file}} is on disk, but {{by}} leaves it out of the site, so the published site has no "{{path}}". Link to a published page or file, or stop ignoring it.{{repeat}}',
      extension: 'Link "{{url}}" ends in {{extension}}: it works in a local preview but is a 404 on the published site. Write "{{fixed}}".',
      anchor: 'Link "{{url}}" goes to #{{fragment}}, but {{page}} has no heading or element with that id.{{hint}}{{repeat}}',
      malformed: 'Link "{{url}}" cannot be followed: {{reason}}.{{repeat}}',
    },
    defaultOptions: { ignore: [] },
    optionsSchema: {
      type: 'object',
      properties: {
        ignore: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
      },
      additionalProperties: false,
    },
  },
  create(context): Visitors {
    const { site, page } = context;
    // README.md and its kin are read on GitHub, where links mean repository paths.
    if (!page || isRepositoryFile(page.relativePath)) return {};
    const ignored = (context.options.ignore ?? []).length > 0 ? picomatch(context.options.ignore!.map((glob) => glob.replace(/^\/+/, ''))) : () => false;
    const pending: PendingFragment[] = [];
    /**
     * A broken target used many times on one page (a generated reference repeats one missing SVG
     * sprite hundreds of times) is one problem: one report at its first use, with the count.
     */
    const repeats = new Map<string, { report: ReportDescriptor; count: number }>();
    const reportOnce = (report: ReportDescriptor & { data: Record<string, unknown> }): void => {
      // A missing file is one problem whatever fragment each use adds (`icons.svg#icon-1`, `#icon-2`).
      const key = `${report.messageId}\u0000${String(report.data.path ?? report.data.url)}`;
      const seen = repeats.get(key);
      if (seen) seen.count++;
      else repeats.set(key, { report, count: 1 });
    };
    const flushRepeats = (): void => {
      for (const { report, count } of repeats.values()) {
        const repeat = count > 1 ? ` The page uses this target ${count} times; this report stands for every use.` : '';
        context.report({ ...report, data: { ...report.data, repeat } });
      }
      repeats.clear();
    };

    const where = (link: PageLink): Pick<ReportDescriptor, 'loc' | 'node'> => linkLocation(link, context.sourceText);

    const missingHint = (path: string, isMedia: boolean): string => {
      const match = nearestPathIn(isMedia ? site.files : pagePathsOf(site)).find(path);
      return match ? ` Did you mean "/${match}"?` : isMedia ? ' Fix the path, or add the file.' : ' Fix the path, or create the page.';
    };

    const deferFragment = (check: PendingFragment): void => {
      if (pending.length === 0)
        context.afterAllPages(() => {
          pending.forEach(checkFragment);
          flushRepeats();
        });
      // Copies, not slices of the page text: a slice would keep the whole text alive until the end of the run.
      pending.push({ ...check, url: copyString(check.url), fragment: copyString(check.fragment), targetFile: copyString(check.targetFile) });
    };

    const checkFragment = ({ url, fragment, targetFile, where: at }: PendingFragment): void => {
      const known = site.anchors.withIncludes(targetFile);
      // A page that does not parse, or whose headings are expressions, has anchors nobody can list.
      if (!known || !known.complete || known.anchors.has(fragment)) return;
      const match = closestMatch(fragment, known.anchors);
      const hint = match
        ? ` Did you mean #${match}?`
        : " A heading's id is its text in lower case with spaces and dots as -, without ? : , ! ( ) and quotes; a repeated heading's id ends in -2, -3.";
      const pageName = targetFile === page.relativePath ? 'this page' : targetFile;
      reportOnce({ ...at, messageId: 'anchor', data: { url, fragment, page: pageName, hint } });
    };

    const check = (link: PageLink): void => {
      const { url } = link;
      const target = parseLinkTarget(url, page.relativePath);
      if (target.kind === 'none' || target.kind === 'external') return;
      if (target.kind === 'malformed') return reportOnce({ ...where(link), messageId: 'malformed', data: { url, reason: target.reason } });
      if (target.kind === 'same-page') {
        // A snippet's `#fragment` points into whichever page renders it, beside that page's own headings.
        if (!link.isMedia && !page.isSnippet) deferFragment({ url, fragment: target.fragment, targetFile: page.relativePath, where: where(link) });
        return;
      }
      const { path, fragment, extension } = target;
      // The home page is always there, whatever file serves it.
      if (path === '' || ignored(path)) return;
      if (extension && !link.isMedia && site.fileExists(path)) {
        const fixed = url.replace(/\.(mdx|md)(?=[?#]|$)/i, '');
        const at = where(link);
        const extensionStart = link.range ? link.range[0] + url.search(/\.(mdx|md)(?=[?#]|$)/i) : undefined;
        context.report({
          ...at,
          messageId: 'extension',
          data: { url, extension, fixed },
          fix: extensionStart === undefined ? null : [{ range: [extensionStart, extensionStart + extension.length], text: '' }],
        });
        if (fragment) deferFragment({ url, fragment, targetFile: path, where: at });
        return;
      }
      const served = servedAt(site, path);
      if (served?.kind === 'page' && !extension && !link.isMedia) {
        if (fragment) deferFragment({ url, fragment, targetFile: served.file, where: where(link) });
        return;
      }
      // A page the generator makes from an OpenAPI document: its anchors (parameters, fields) are not known here.
      if (site.fileExists(path) || site.isRedirectSource(path) || site.generatedPages().has(path) || served?.kind === 'generated' || served?.kind === 'remote') return;
      // The generator sends a folder of navigation pages to the first of them (as redirects-valid accepts it);
      // which page that is depends on the navigation, so a fragment there is not judged.
      if (served?.kind === 'folder' && !link.isMedia) return;
      const excluded = excludedTargetOf(site.excludedFiles, path, !link.isMedia);
      if (excluded) return reportOnce({ ...where(link), messageId: 'excluded', data: { url, file: excluded, by: site.siteIgnore.excludedBy(excluded)!, path: `/${path}` } });
      reportOnce({ ...where(link), messageId: 'missing', data: { url, path: `/${path}`, hint: missingHint(path, link.isMedia) } });
    };

    const visit = (node: Parameters<typeof linksOf>[0]): void => {
      for (const link of linksOf(node, context.sourceText)) check(link);
    };
    // The page's own reports now; fragments wait for every page's anchors and flush after them.
    return { link: visit, image: visit, definition: visit, mdxJsxFlowElement: visit, mdxJsxTextElement: visit, 'root:exit': () => (pending.length === 0 ? flushRepeats() : undefined) };
  },
});

function copyString(text: string): string {
  return (' ' + text).slice(1);
}

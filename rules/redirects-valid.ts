import type { DocumentNode } from '@humanwhocodes/momoa';
import { closestMatch } from '../src/rule-kit/closest-match.js';
import { createRule } from '../src/rule-kit/create-rule.js';
import { nearestPathIn } from '../src/rule-kit/nearest-path.js';
import { pageUrlPath } from '../src/site/internal-links.js';
import { findMember } from '../src/site/json-nodes.js';
import { excludedTargetOf } from '../src/site/mint-ignore.js';
import { isRepositoryFile, isSnippetPath } from '../src/site/page-kinds.js';
import type { ProjectIndex } from '../src/site/project-index.js';
import { fillDestination, readRedirectDestination, STAR, type RedirectDestination } from '../src/site/redirect-patterns.js';
import { readRedirects, RedirectTable, type RedirectEntry } from '../src/site/redirects.js';
import { pagePathsOf, servedAt } from '../src/site/served-paths.js';
import type { RuleContext } from '../src/types.js';

interface Options {
  /**
   * Whether a source that is also a page of the site is reported (at the rule's severity, as every
   * report: ESLint has no severity for one report, and the editor and the CLI must agree). The
   * strings of docs-lint 0.1 are still read: "off" as false, "warn" and "error" as true.
   */
  sourceIsPage?: boolean | 'warn' | 'error' | 'off';
  [key: string]: unknown;
}

/** The value a wildcard destination is filled with to see where it leads. */
const SAMPLE = 'docs-lint-sample';

export default createRule<Options>({
  meta: {
    id: 'redirects-valid',
    description: 'Every `redirects` entry leads somewhere: its destination is a page, a generated API page, a static file or a URL, with no chain or loop; its source is used once, is no live page, and its wildcards fill the destination.',
    category: 'config',
    defaultSeverity: 'error',
    fixable: true,
    messages: {
      sourceInvalid: 'Redirect source "{{source}}" never matches: {{problem}}. Write a site path such as "/old/page", with `:name`, `:name*` or `*` for the parts that vary.',
      duplicate: 'Redirect source "{{source}}" matches the same URLs as "{{other}}" at {{where}}, and the first matching redirect wins, so this entry never applies. Remove one of the two.',
      shadowed: 'Redirect source "{{source}}" never applies: the earlier source "{{other}}" at {{where}} already matches it, and the first matching redirect wins. Move this entry above that one, or remove it.',
      sourceIsPage: 'Redirect source "{{source}}" is the page {{page}}{{more}}, which readers can no longer open: the redirect answers first. Remove the redirect, or the page.',
      unknownParameter: 'Redirect destination "{{destination}}" uses {{params}}, which its source "{{source}}" does not define, so nothing fills {{them}} in. Use only the source\'s parameters{{defined}}.',
      missing: 'Redirect destination "{{destination}}" leads nowhere: no page or file "/{{path}}" exists in this site.{{hint}}',
      excluded: 'Redirect destination "{{destination}}" leads nowhere: {{file}} is on disk, but {{by}} leaves it out of the site. Point the redirect at a published page, or stop ignoring the file.',
      extension: 'Redirect destination "{{destination}}" names the page\'s file: the published site serves it at "{{fixed}}", and "{{destination}}" is a 404 there. Write "{{fixed}}".',
      wildcardMissing: 'Redirect destination "{{destination}}" leads nowhere: no page or file of this site is under "/{{prefix}}".{{hint}}',
      chain: 'Redirect destination "{{destination}}" is redirected again, by the entry at {{where}} ("{{source}}" → "{{next}}"){{more}}, so readers go through {{count}} redirects. Point this entry at the end of the chain{{final}}.',
      loop: 'These redirects form a loop: {{cycle}}. A reader who opens "{{source}}" is sent round it until the browser gives up. Point one of them at a page.',
      intoLoop: 'Redirect destination "{{destination}}" leads into the redirect loop of the entry at {{where}} ("{{source}}"), so readers never arrive. Point this entry at a page.',
    },
    defaultOptions: { sourceIsPage: true },
    optionsSchema: {
      type: 'object',
      properties: { sourceIsPage: { enum: [true, false, 'warn', 'error', 'off'] } },
      additionalProperties: false,
    },
  },
  create(context) {
    return {
      Document(document: DocumentNode) {
        const entries = readRedirects(document.body);
        if (entries.length > 0) checkRedirects(context, entries);
      },
    };
  },
});

type Context = RuleContext<Options>;

function checkRedirects(context: Context, entries: RedirectEntry[]): void {
  const { site } = context;
  const table = new RedirectTable(entries);
  const where = (entry: RedirectEntry, other: RedirectEntry): string => {
    const line = other.source.loc.start.line;
    const there = site.configFileOf(other.node);
    return there === site.configFileOf(entry.node) ? `line ${line}` : `line ${line} of ${there}`;
  };
  const firstByCanonical = new Map<string, RedirectEntry>();
  for (const entry of entries) {
    const { pattern, source } = entry;
    if (!pattern.ok) {
      context.report({ node: source, messageId: 'sourceInvalid', data: { source: source.value, problem: pattern.problem } });
    } else {
      const first = firstByCanonical.get(pattern.canonical);
      const earlier = pattern.literal === undefined ? undefined : table.firstMatch(pattern.literal)?.entry;
      if (!first) firstByCanonical.set(pattern.canonical, entry);
      // The same text twice is config-schema's to report: the generator refuses it outright.
      if (first && first.source.value !== source.value) {
        context.report({ node: source, messageId: 'duplicate', data: { source: source.value, other: first.source.value, where: where(entry, first) } });
      } else if (!first && earlier && earlier.index < entry.index) {
        context.report({ node: source, messageId: 'shadowed', data: { source: source.value, other: earlier.source.value, where: where(entry, earlier) } });
      } else if (!first) {
        checkSourceIsPage(context, entry);
      }
    }
    if (entry.destination) checkDestination(context, table, entry, where);
  }
}

/** A page the source matches is never shown: the redirect answers its URL first. */
function checkSourceIsPage(context: Context, entry: RedirectEntry): void {
  const { sourceIsPage = true } = context.options;
  const { pattern, source } = entry;
  if (sourceIsPage === false || sourceIsPage === 'off' || !pattern.ok) return;
  let pages: string[];
  if (pattern.literal !== undefined) {
    const served = servedAt(context.site, pattern.literal);
    pages = served?.kind === 'page' ? [served.file] : served?.kind === 'generated' ? [`/${pattern.literal}`] : [];
  } else {
    pages = servedPages(context.site).filter((page) => pattern.match(page.url) !== undefined).map((page) => page.name);
  }
  if (pages.length === 0) return;
  const more = pages.length > 1 ? ` and ${pages.length - 1} more` : '';
  context.report({ node: source, messageId: 'sourceIsPage', data: { source: source.value, page: pages[0], more } });
}

function checkDestination(context: Context, table: RedirectTable, entry: RedirectEntry, where: (entry: RedirectEntry, other: RedirectEntry) => string): void {
  const { site } = context;
  const node = entry.destination!;
  const destination = node.value;
  const read = readRedirectDestination(destination);
  const data = { destination, source: entry.source.value };
  const { pattern } = entry;
  if (pattern.ok) {
    const unknown = [...new Set([...read.params, ...(read.stars > 0 ? [STAR] : [])])].filter((param) => !pattern.params.has(param));
    if (unknown.length > 0) {
      const names = unknown.map((param) => (param === STAR ? 'the wildcard `*`' : `\`:${param}\``));
      const defined = pattern.params.size === 0 ? ' (it has none)' : ` (${[...pattern.params].map((param) => (param === STAR ? '`*`' : `\`:${param}\``)).join(', ')})`;
      return context.report({ node, messageId: 'unknownParameter', data: { ...data, params: names.join(' and '), them: unknown.length > 1 ? 'them' : 'it', defined } });
    }
  }
  if (read.external) return;
  const wildcard = read.params.length > 0 || read.stars > 0;
  // A wildcard destination is followed with a sample value in each parameter: a chain it takes for that value it takes for most.
  const start = wildcard ? (pattern.ok ? readRedirectDestination(fillDestination(destination, new Map([...pattern.params].map((param) => [param, SAMPLE])))).path : undefined) : read.path;
  if (start !== undefined) {
    const route = table.follow(entry, start);
    if (route.kind === 'loop') {
      if (route.back !== entry) return context.report({ node, messageId: 'intoLoop', data: { ...data, source: route.back.source.value, where: where(entry, route.back) } });
      const cycle = [entry, ...route.hops];
      // One report for each loop, at its first entry.
      if (Math.min(...cycle.map((member) => member.index)) !== entry.index) return;
      return context.report({ node, messageId: 'loop', data: { ...data, cycle: [...cycle, entry].map((member) => `"${member.source.value}"`).join(' → ') } });
    }
    if (route.hops.length > 0) {
      // A temporary redirect on the way is an alias by design (`/latest/:slug*` → the newest
      // version): pointing past it would pin the entry to today's target. Each hop checks its own destination.
      if (route.hops.some(isTemporary)) return;
      const next = route.hops[0];
      const more = route.hops.length > 1 ? ` and ${route.hops.length - 1} more after it` : '';
      const final = route.final !== undefined && !wildcard ? `, "${route.final}"` : '';
      return context.report({ node, messageId: 'chain', data: { ...data, where: where(entry, next), source: next.source.value, next: next.destination?.value ?? '', more, count: route.hops.length + 1, final } });
    }
  }
  if (wildcard) {
    if (read.prefix === '' || servedUnder(site, read.prefix)) return;
    return context.report({ node, messageId: 'wildcardMissing', data: { ...data, prefix: read.prefix, hint: folderHint(site, destination, read) } });
  }
  if (read.path === '') return;
  if (/\.(mdx|md)$/i.test(read.path) && site.fileExists(read.path)) return reportFileName(context, node);
  if (servedAt(site, read.path)) return;
  const excluded = excludedTargetOf(site.excludedFiles, read.path, true);
  if (excluded) return context.report({ node, messageId: 'excluded', data: { ...data, file: excluded, by: site.siteIgnore.excludedBy(excluded)! } });
  context.report({ node, messageId: 'missing', data: { ...data, path: read.path, hint: pathHint(site, read.path) } });
}

function isTemporary(entry: RedirectEntry): boolean {
  const permanent = findMember(entry.node, 'permanent')?.value;
  return permanent?.type === 'Boolean' && !permanent.value;
}

/** A page's file name (`/x.mdx`) is a 404 on the published site, which serves the page at `/x`. */
function reportFileName(context: Context, node: NonNullable<RedirectEntry['destination']>): void {
  const destination = node.value;
  const fixed = destination.replace(/\.(mdx|md)(?=[?#]|$)/i, '').replace(/\/index(?=[?#]|$)/, '') || '/';
  context.report({ node, messageId: 'extension', data: { destination, fixed }, fix: [{ range: [node.loc.start.offset, node.loc.end.offset], text: JSON.stringify(fixed) }] });
}

function pathHint(site: ProjectIndex, sitePath: string): string {
  const asFile = /\.[a-z0-9]+$/i.test(sitePath) && !/\.(mdx|md)$/i.test(sitePath);
  const candidates = asFile ? [...site.files] : pagePathsOf(site);
  // A page moved to another folder keeps its name: when one page has it, that is the likeliest target.
  const name = `/${sitePath.slice(sitePath.lastIndexOf('/') + 1)}`;
  const moved = candidates.filter((candidate) => `/${candidate}`.endsWith(name));
  const match = moved.length === 1 ? moved[0] : nearestPathIn(asFile ? site.files : pagePathsOf(site)).find(sitePath);
  return match ? ` Did you mean "/${match.replace(/(^|\/)index$/, '')}"?` : ' Fix the path, or create the page.';
}

/** The folder nearest to a wildcard destination's fixed part, written back into the destination. */
function folderHint(site: ProjectIndex, destination: string, read: RedirectDestination): string {
  const folder = read.prefix.replace(/\/[^/]*$/, '');
  const near = folder === read.prefix ? undefined : closestMatch(folder, foldersOf(site));
  if (!near || near === folder) return ' Fix the path, or point the redirect at a folder that has pages.';
  return ` Did you mean "${destination.replace(folder, near)}"?`;
}

interface ServedPage {
  /** The site path, with a leading slash, that the page is served at. */
  url: string;
  /** What a message calls it: the file, or the generated page's path. */
  name: string;
}

const servedPagesBySite = new WeakMap<object, ServedPage[]>();
function servedPages(site: ProjectIndex): ServedPage[] {
  let pages = servedPagesBySite.get(site);
  if (!pages) {
    const files = site.pageFiles.filter((file) => !isSnippetPath(file) && !isRepositoryFile(file)).map((file) => ({ url: pageUrlPath(file), name: file }));
    const generated = [...site.generatedPages().keys()].map((key) => ({ url: `/${key}`, name: `/${key}` }));
    servedPagesBySite.set(site, (pages = [...files, ...generated]));
  }
  return pages;
}

function servedUnder(site: ProjectIndex, prefix: string): boolean {
  return servedPages(site).some((page) => page.url.slice(1).startsWith(prefix)) || [...site.files].some((file) => file.startsWith(prefix));
}

const foldersBySite = new WeakMap<object, string[]>();
function foldersOf(site: ProjectIndex): string[] {
  let folders = foldersBySite.get(site);
  if (!folders) {
    const set = new Set<string>();
    for (const file of site.files) for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) set.add(file.slice(0, at));
    foldersBySite.set(site, (folders = [...set]));
  }
  return folders;
}

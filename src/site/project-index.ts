import path from 'node:path';
import type { StringNode, ValueNode } from '@humanwhocodes/momoa';
import { readFileInventory, type FileInventory } from './file-inventory.js';
import { memberValue } from './json-nodes.js';
import { resolveConfigRefs } from './config-refs.js';
import { openApiSources, readNavigation, type Navigation, type NavOpenApiScope, type NavPageEntry } from './navigation.js';
import { generatedPages, type GeneratedPage } from './openapi/generated-pages.js';
import { loadOpenApiDocument, loadOpenApiDocumentSync, type OpenApiStatus, type OpenApiValidationMemo } from './openapi-documents.js';
import { PageAnchorIndex } from './page-anchor-index.js';
import { readRedirectSources } from './redirects.js';
import { findAssistantRulesFiles } from './assistant-rules-files.js';
import type { ExternalLinkRegistry } from '../external/link-registry.js';
import type { SiteIgnore } from './mint-ignore.js';
import type { SiteConfigFile } from './site-config-file.js';
import { resolveSitePath, type SitePathResolution } from './site-paths.js';

export interface OpenApiReference {
  /** The string as written in docs.json. */
  value: string;
  node: StringNode;
  resolution: SitePathResolution;
}

/**
 * Everything cross-file rules need to know about the site, built once per run. Rules read it;
 * none of them touches the disk.
 */
export interface ProjectIndex {
  root: string;
  /** The site config with its `$ref`s followed (`config.refs` lists the files they name). */
  config: SiteConfigFile;
  navigation: Navigation;
  /** Every navigation entry by resolved page path (several when a page is listed twice). */
  navigationByPage: Map<string, NavPageEntry[]>;
  /** Every file under the root, POSIX and root-relative. */
  files: ReadonlySet<string>;
  /** The page files docs-lint lints (not ignored), root-relative. */
  pageFiles: readonly string[];
  /** Files on disk that `.mintignore` (or a default ignore of the generator) leaves out of the site: in none of the lists above. */
  excludedFiles: ReadonlySet<string>;
  /** The generator's exclusions (`.mintignore` and its defaults), for files not listed yet (an editor's new page). */
  siteIgnore: SiteIgnore;
  /** Local OpenAPI references in docs.json, each with the state of the file it names. */
  openapiReferences: OpenApiReference[];
  openapiDocuments: ReadonlyMap<string, OpenApiStatus>;
  /** `api.openapi` (newer shape): the documents endpoint entries outside any `openapi` element name. */
  apiOpenApi: NavOpenApiScope | undefined;
  /** The pages the generator makes from the OpenAPI documents, by site path (no leading slash); computed once the documents are loaded. */
  generatedPages(): ReadonlyMap<string, GeneratedPage>;
  /** Every page's heading anchors, recorded as pages are linted. */
  anchors: PageAnchorIndex;
  /** The config file (root-relative) a node of `config.ast` is written in: docs.json, or a file one of its `$ref`s names. */
  configFileOf(node: unknown): string;
  /** The page file a navigation path (no extension) resolves to, if any: `x/y.mdx`, `x/y.md`, or the folder's `x/y/index.mdx`. */
  resolvePage(page: string): string | undefined;
  /** True when a site path (`guides/old`) is the source of one of docs.json's `redirects`. */
  isRedirectSource(sitePath: string): boolean;
  /** The repository's assistant rules files (`.cursor/rules/*.mdc`, `CLAUDE.md`, ...), listed on first request. */
  assistantRulesFiles(): readonly string[];
  fileExists(relativePath: string): boolean;
  absolutePath(relativePath: string): string;
  /** Set by a CLI run with `--external` (in each of its threads): the URLs to check and, once checked, their results. */
  externalLinks?: ExternalLinkRegistry;
}

export interface ProjectIndexOptions {
  ignores?: readonly string[];
  /** Texts of files a `$ref` of the config names, to read instead of the disk's (absolute path → text). */
  configTexts?: ReadonlyMap<string, string>;
  /** A listing of the root already made (with the same `ignores`): editor integrations reuse one while the folders are unchanged. */
  inventory?: FileInventory;
}

export interface ProjectIndexSyncOptions extends ProjectIndexOptions {
  /** Loads one OpenAPI file (absolute path) without waiting; default: parsed, not validated (`loadOpenApiDocumentSync`). */
  loadOpenApi?: (absolutePath: string) => OpenApiStatus;
  /**
   * The OpenAPI documents, already loaded (by root-relative path): worker threads get them from the
   * main thread, which read and validated them once. A file missing here goes through `loadOpenApi`.
   */
  openapiDocuments?: ReadonlyMap<string, OpenApiStatus>;
}

/**
 * An index whose OpenAPI documents are not loaded yet: `openapiFiles` lists them (each once, in
 * reference order), `load` reads and validates them concurrently (once, however often it is
 * called). Until then each holds a placeholder status. A run whose results all come from the cache
 * never loads them.
 */
export interface PreparedProjectIndex {
  index: ProjectIndex;
  openapiFiles: readonly string[];
  /** Only the first call's options count. */
  load(options?: OpenApiLoadOptions): Promise<void>;
  readonly loaded: boolean;
}

export interface OpenApiLoadOptions {
  /** Validations remembered from earlier runs (see `OpenApiValidationMemo`). */
  memo?: OpenApiValidationMemo;
  /**
   * False: parse the files but leave their schemas unvalidated (`validated: false`), for a run
   * that reports nothing on docs.json, where a validation would only cost its third of a second.
   */
  validate?: boolean;
}

/** The CLI's index: OpenAPI files are read and validated concurrently. */
export async function buildProjectIndex(root: string, config: SiteConfigFile, options: ProjectIndexOptions = {}): Promise<ProjectIndex> {
  const prepared = prepareProjectIndex(root, config, options);
  await prepared.load();
  return prepared.index;
}

/** See `PreparedProjectIndex`. */
export function prepareProjectIndex(root: string, config: SiteConfigFile, options: ProjectIndexOptions = {}): PreparedProjectIndex {
  const plan = planProjectIndex(root, config, options);
  let loading: Promise<void> | undefined;
  let loaded = plan.openapiToLoad.length === 0;
  return {
    index: plan.index,
    openapiFiles: plan.openapiToLoad,
    get loaded() {
      return loaded;
    },
    load({ memo, validate = true } = {}) {
      loading ??= (async () => {
        await Promise.all(
          plan.openapiToLoad.map(async (relativePath) => {
            const absolutePath = plan.index.absolutePath(relativePath);
            plan.openapiDocuments.set(relativePath, validate ? await loadOpenApiDocument(absolutePath, memo) : loadOpenApiDocumentSync(absolutePath));
          }),
        );
        plan.forgetGenerated();
        loaded = true;
      })();
      return loading;
    },
  };
}

/**
 * The same index without waiting, for callers that cannot (ESLint rules are synchronous): only the
 * OpenAPI loading differs, through `options.loadOpenApi`.
 */
export function buildProjectIndexSync(root: string, config: SiteConfigFile, options: ProjectIndexSyncOptions = {}): ProjectIndex {
  const plan = planProjectIndex(root, config, options);
  const load = options.loadOpenApi ?? ((absolutePath: string) => loadOpenApiDocumentSync(absolutePath));
  for (const relativePath of plan.openapiToLoad) {
    plan.openapiDocuments.set(relativePath, options.openapiDocuments?.get(relativePath) ?? load(plan.index.absolutePath(relativePath)));
  }
  plan.forgetGenerated();
  return plan.index;
}

/**
 * Everything of the index but the OpenAPI documents' contents: those are listed in `openapiToLoad`
 * (each once, in reference order) and hold a placeholder until the caller loads them.
 */
interface Plan {
  index: ProjectIndex;
  openapiDocuments: Map<string, OpenApiStatus>;
  openapiToLoad: string[];
  /** Drops the generated pages worked out so far: called once the documents are loaded. */
  forgetGenerated(): void;
}

function planProjectIndex(root: string, rawConfig: SiteConfigFile, options: ProjectIndexOptions): Plan {
  const inventory = options.inventory ?? readFileInventory(root, options.ignores ?? []);
  const config = resolveConfigRefs(root, rawConfig, { texts: options.configTexts, files: inventory.files });
  const body = config.ast?.body;
  const navigation = readNavigation(body);
  const navigationByPage = new Map<string, NavPageEntry[]>();
  for (const entry of navigation.pages) {
    if (entry.escapesRoot || entry.external || entry.endpoint) continue;
    const list = navigationByPage.get(entry.page);
    if (list) list.push(entry);
    else navigationByPage.set(entry.page, [entry]);
  }

  const apiOpenApiValue = memberValue(memberValue(body, 'api'), 'openapi');
  const apiOpenApi = apiOpenApiValue && navigation.shape === 'object' ? { sources: openApiSources(apiOpenApiValue), listsEndpoints: false } : undefined;
  const openapiReferences = [...topLevelOpenApi(body), ...(apiOpenApi?.sources ?? []), ...navigation.openapi].map((reference) => ({
    value: reference.value,
    node: reference.node,
    resolution: resolveSitePath(reference.value),
  }));
  const openapiDocuments = new Map<string, OpenApiStatus>();
  const openapiToLoad: string[] = [];
  // Endpoint entries may name a document of the repository that docs.json lists nowhere else.
  const named = navigation.pages.flatMap((entry) => (entry.endpoint?.binding.ok && entry.endpoint.binding.binding.spec ? [resolveSitePath(entry.endpoint.binding.binding.spec)] : []));
  for (const resolution of [...openapiReferences.map((reference) => reference.resolution), ...named]) {
    if (resolution.kind !== 'inside' || !inventory.files.has(resolution.path) || openapiDocuments.has(resolution.path)) continue;
    openapiDocuments.set(resolution.path, { ok: false, problem: 'it is still loading' });
    openapiToLoad.push(resolution.path);
  }

  const files = inventory.files;
  let generated: ReadonlyMap<string, GeneratedPage> | undefined;
  const absolutePath = (relativePath: string) => path.join(root, ...relativePath.split('/'));
  const index: ProjectIndex = {
    root,
    config,
    navigation,
    navigationByPage,
    files,
    pageFiles: inventory.pageFiles,
    excludedFiles: new Set(inventory.excluded),
    siteIgnore: inventory.siteIgnore,
    openapiReferences,
    openapiDocuments,
    apiOpenApi,
    generatedPages: () => (generated ??= generatedPages(navigation, apiOpenApi, index)),
    anchors: new PageAnchorIndex(absolutePath),
    configFileOf: (node) => {
      const file = config.refs?.fileOf(node);
      return file === undefined ? config.name : path.relative(root, file).split(path.sep).join('/');
    },
    // `x/y` is also the folder's page, `x/y/index.mdx`: the generator serves that at `/x/y` (replaceSlashIndex, @mintlify/common).
    resolvePage: (page) => [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page}/index.md`].find((candidate) => files.has(candidate)),
    isRedirectSource: readRedirectSources(body),
    assistantRulesFiles: once(() => findAssistantRulesFiles(root)),
    fileExists: (relativePath) => files.has(relativePath),
    absolutePath,
  };
  return { index, openapiDocuments, openapiToLoad, forgetGenerated: () => (generated = undefined) };
}

function topLevelOpenApi(body: ValueNode | undefined): Array<{ value: string; node: StringNode }> {
  const value = memberValue(body, 'openapi');
  if (value?.type === 'String') return [{ value: value.value, node: value }];
  if (value?.type === 'Array') {
    return value.elements.flatMap((element) => (element.value.type === 'String' ? [{ value: element.value.value, node: element.value }] : []));
  }
  return [];
}

/** Computes on first call and remembers: the few rules that need a value pay for it, the rest never do. */
function once<T>(compute: () => T): () => T {
  let value: { result: T } | undefined;
  return () => (value ??= { result: compute() }).result;
}

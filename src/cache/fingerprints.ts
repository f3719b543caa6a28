import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/lint-config.js';
import type { PageAnchors } from '../page/page-anchors.js';
import { MAX_PAGE_BYTES } from '../page/read-page-text.js';
import type { ProjectIndex } from '../site/project-index.js';
import { wordListFiles } from '../spelling/team-word-lists.js';

/** Bumped whenever what the cache stores, or how a key is made, changes (4: one line per page). */
export const CACHE_FORMAT = 4;

export function hashText(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha1');
  for (const part of parts) {
    hash.update(part);
    hash.update('\0');
  }
  return hash.digest('base64url');
}

/**
 * A file's content hash (of its bytes, byte-order mark included); undefined when it cannot be read.
 * A file over the size docs-lint parses is only noted, never parsed: its size and modification time
 * stand for its content, so it is never read whole.
 */
export function hashFile(absolutePath: string, known?: fs.Stats): string | undefined {
  try {
    const stat = known ?? fs.statSync(absolutePath);
    if (!stat.isFile()) return undefined;
    if (stat.size > MAX_PAGE_BYTES) return `size:${stat.size}:${stat.mtimeMs}`;
    return hashText(fs.readFileSync(absolutePath));
  } catch {
    return undefined;
  }
}

/**
 * What every page's result depends on beside its own text: the resolved config (rules, severities,
 * options, ignores, components, external links), the rules there are, the options that change what
 * a page reports (`--external` among them), and the docs-lint version.
 */
export function configFingerprint(config: ResolvedConfig, ruleIds: readonly string[], version: string, options: { reportUnusedDisableDirectives?: boolean; external?: boolean }): string {
  const { configFile: _where, ...resolved } = config;
  return hashText(JSON.stringify({ format: CACHE_FORMAT, version, config: resolved, rules: ruleIds, reportUnusedDisableDirectives: Boolean(options.reportUnusedDisableDirectives), external: Boolean(options.external) }));
}

/**
 * What the cross-file checks read of the site, whatever the page: the list of files (links to
 * pages and files, their did-you-mean hints), docs.json and the files its `$ref`s name (redirects,
 * OpenAPI references), the `.mintignore` (which files the site has) and the bytes of each local
 * OpenAPI file (pages bound to operations). A file added, removed or renamed, or a change to
 * docs.json, a file it references, `.mintignore`, an OpenAPI file or (with spelling or terminology on) a
 * word list, invalidates every result; a change to a page's text
 * invalidates only that page and the pages whose links read its anchors.
 */
export function siteFingerprint(site: ProjectIndex, openapiFiles: readonly string[], exclude?: string, lintConfig?: Pick<ResolvedConfig, 'rules'>): string {
  const files = [...site.files].filter((file) => file !== exclude);
  const config = site.config;
  // The word lists spelling and terminology read, when either is on (found from the site root, up to the repository's).
  const spellingOn = ['spelling', 'terminology'].some((id) => lintConfig?.rules[id] && lintConfig.rules[id].severity !== 'off');
  const termFiles = (lintConfig?.rules.terminology?.options as { files?: string[] } | undefined)?.files ?? [];
  const wordLists = spellingOn ? wordListFiles(site.root, termFiles).map((file) => `words ${path.relative(site.root, file)}:${hashFile(file) ?? 'unreadable'}`) : [];
  return hashText(
    files.join('\n'),
    site.pageFiles.join('\n'),
    `${config.name}:${config.bom ? 'bom' : ''}`,
    config.text,
    `mintignore:${site.siteIgnore.text ?? '-'}`,
    // The files docs.json's `$ref`s name are part of it: each one's bytes, read or not (a missing one may appear).
    ...[...(config.refs?.targets ?? [])].sort().map((file) => `$ref ${file}:${hashFile(site.absolutePath(file)) ?? 'unreadable'}`),
    ...openapiFiles.map((file) => `${file}:${hashFile(site.absolutePath(file)) ?? 'unreadable'}`),
    ...wordLists,
  );
}

/** What a page's fragment checks saw of another page: its anchor set (order aside) and whether it is complete. */
export function anchorsFingerprint(anchors: PageAnchors | null | undefined): string {
  if (!anchors) return '-';
  return hashText(anchors.complete ? 'complete' : 'partial', [...anchors.anchors].sort().join('\n'), (anchors.includes ?? []).join('\n')).slice(0, 16);
}

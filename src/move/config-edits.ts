/**
 * The edits the site config needs after a move: navigation entries that name a moved page (in
 * docs.json and in the files its `$ref`s name), internal `href`/`url`/`destination` values and
 * asset paths that name a moved file, and a redirect from each moved page's old URL. Each edit
 * replaces one string's text, or inserts text, at the parsed JSON's own locations: the rest of
 * every file, its formatting included, stays as it was.
 */
import type { AnyNode, ArrayNode, ObjectNode, StringNode } from '@humanwhocodes/momoa';
import { pageUrlPath } from '../site/internal-links.js';
import { memberKey } from '../site/json-nodes.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { TextEdit } from '../types.js';
import { MoveRefusal } from './move-plan.js';
import type { MovedPaths } from './moved-paths.js';

/** Keys whose string value is a link, read as a page link from the site root. */
const LINK_KEYS = new Set(['href', 'url', 'destination']);
/** Top-level keys under which a string is an asset path (`logo.light`, `favicon`, `background.image`). */
const ASSET_SECTIONS = new Set(['logo', 'favicon', 'background', 'thumbnails']);
const FILE_NAME = /\.[a-z0-9]+$/i;

export interface ConfigFileEdits {
  /** Root-relative path of a config file: docs.json, or a file a `$ref` names. */
  file: string;
  edits: TextEdit[];
}

/** A redirect the move adds, from the old URL to the new one. */
export interface AddedRedirect {
  source: string;
  destination: string;
}

export function configEdits(site: ProjectIndex, moved: MovedPaths, redirects: readonly AddedRedirect[]): ConfigFileEdits[] {
  const byFile = new Map<string, TextEdit[]>();
  const add = (node: AnyNode, edit: TextEdit): void => {
    const file = site.configFileOf(node);
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file)!.push(edit);
  };
  const body = site.config.ast?.body;
  if (!body) return [];

  const navigation = new Map<AnyNode, string>();
  for (const entry of site.navigation.pages) {
    if (entry.external || entry.endpoint || entry.escapesRoot) continue;
    const file = site.resolvePage(entry.page);
    const to = file === undefined ? undefined : moved.fileTo(file);
    if (to === undefined) continue;
    const withoutExtension = to.replace(/\.(mdx|md)$/i, '');
    navigation.set(entry.node, `${entry.raw.startsWith('/') ? '/' : ''}${withoutExtension}${entry.extension ? to.slice(withoutExtension.length) : ''}`);
  }

  // The whole resolved tree, each string with the key it is under and the top-level section it is in.
  const stack: Array<{ node: AnyNode; key?: string; section?: string }> = [{ node: body }];
  while (stack.length > 0) {
    const { node, key, section } = stack.pop()!;
    if (node.type === 'Object') for (const member of node.members) stack.push({ node: member.value, key: memberKey(member), section: section ?? memberKey(member) });
    else if (node.type === 'Array') for (const element of node.elements) stack.push({ node: element.value, key, section });
    else if (node.type === 'String') {
      const value = stringValue(node, key, section, navigation, moved);
      if (value !== undefined) add(node, { range: [node.loc.start.offset, node.loc.end.offset], text: JSON.stringify(value) });
    }
  }

  if (redirects.length > 0) {
    const insertion = redirectInsertion(site, body, redirects);
    if (!insertion) throw new MoveRefusal(`\`redirects\` in ${site.config.name} is not a list, so the redirect from the old URL cannot be added. Fix it, or pass --no-redirect.`);
    add(insertion.node, insertion.edit);
  }
  return [...byFile].map(([file, edits]) => ({ file, edits }));
}

function stringValue(node: StringNode, key: string | undefined, section: string | undefined, navigation: ReadonlyMap<AnyNode, string>, moved: MovedPaths): string | undefined {
  const entry = navigation.get(node);
  if (entry !== undefined) return entry === node.value ? undefined : entry;
  if (section === 'redirects' && key === 'source') return undefined;
  if (key !== undefined && LINK_KEYS.has(key)) return moved.rewriteLink(node.value, 'docs.json', false);
  if (section !== undefined && ASSET_SECTIONS.has(section) && FILE_NAME.test(node.value)) return moved.rewriteLink(node.value, 'docs.json', true);
  return undefined;
}

/** Where the new redirects go: after the last entry of `redirects`, or a new `redirects` member at the end of the config. */
function redirectInsertion(site: ProjectIndex, body: AnyNode, redirects: readonly AddedRedirect[]): { node: AnyNode; edit: TextEdit } | undefined {
  if (body.type !== 'Object') return undefined;
  const existing = body.members.find((member) => memberKey(member) === 'redirects');
  // The list may sit in a file a `$ref` names: its offsets point into that file's text.
  if (existing && existing.value.type === 'Array') return appendToArray(existing.value, textOf(site, site.configFileOf(existing.value)), redirects);
  if (existing) return undefined;
  const text = textOf(site, site.configFileOf(body));
  const last = body.members.at(-1);
  if (!last) return undefined;
  const indent = indentOf(text, last.loc.start.offset);
  const unit = indent || '  ';
  const entries = redirects.map((redirect) => `${indent}${unit}${objectText(redirect)}`).join(',\n');
  return { node: body, edit: { range: [last.loc.end.offset, last.loc.end.offset], text: `,\n${indent}"redirects": [\n${entries}\n${indent}]` } };
}

function appendToArray(array: ArrayNode, text: string, redirects: readonly AddedRedirect[]): { node: AnyNode; edit: TextEdit } {
  const last = array.elements.at(-1)?.value;
  if (!last) {
    const indent = indentOf(text, array.loc.start.offset);
    const entries = redirects.map((redirect) => `${indent}  ${objectText(redirect)}`).join(',\n');
    return { node: array, edit: { range: [array.loc.start.offset, array.loc.end.offset], text: `[\n${entries}\n${indent}]` } };
  }
  const indent = indentOf(text, last.loc.start.offset);
  const lastText = text.slice(last.loc.start.offset, last.loc.end.offset);
  // Entries written over several lines get the same shape: one key a line, indented as the last entry's first key.
  const firstKey = last.type === 'Object' ? (last as ObjectNode).members[0] : undefined;
  const multiline = lastText.includes('\n') && firstKey !== undefined;
  const inner = multiline ? indentOf(text, firstKey!.loc.start.offset) : '';
  const render = (redirect: AddedRedirect): string =>
    multiline
      ? `{\n${inner}"source": ${JSON.stringify(redirect.source)},\n${inner}"destination": ${JSON.stringify(redirect.destination)}\n${indent}}`
      : objectText(redirect);
  const sameLine = !text.slice(array.loc.start.offset, last.loc.start.offset).includes('\n');
  const separator = sameLine ? ', ' : `,\n${indent}`;
  return { node: array, edit: { range: [last.loc.end.offset, last.loc.end.offset], text: redirects.map((redirect) => `${separator}${render(redirect)}`).join('') } };
}

function objectText(redirect: AddedRedirect): string {
  return `{ "source": ${JSON.stringify(redirect.source)}, "destination": ${JSON.stringify(redirect.destination)} }`;
}

/** The spaces and tabs that start the line `offset` is on. */
function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))![0];
}

/** The text a config file's node offsets point into. */
export function textOf(site: ProjectIndex, file: string): string {
  if (file === site.config.name) return site.config.text;
  const part = site.config.refs?.parts.find((candidate) => candidate.relativePath === file);
  if (!part) throw new Error(`${file} is not a file of the site config`);
  return part.text;
}

/** The redirects a move adds: one for each moved page, from its old URL to its new one (none for the home page). */
export function movedPageRedirects(moved: MovedPaths): AddedRedirect[] {
  return moved.plan.files
    .filter((file) => file.isPage && pageUrlPath(file.from) !== '/' && pageUrlPath(file.from) !== pageUrlPath(file.to))
    .map((file) => ({ source: pageUrlPath(file.from), destination: pageUrlPath(file.to) }));
}

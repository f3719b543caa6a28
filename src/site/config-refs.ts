/**
 * Follows the `{"$ref": "./nav/api.json"}` objects of a docs.json, as the site generator does
 * (its validation package's `resolveRefs`): the path is relative to the file that holds the
 * `$ref`; the referenced file's JSON takes the place of the object; keys beside `$ref` are laid
 * over it when it is an object (and dropped otherwise); a path that leaves the project (`..`, or
 * a leading `/` in docs.json), a missing file, a file that is not JSON and a loop stop the build.
 *
 * The result is a new tree: the objects on the way to each `$ref` are copied, the parsed
 * docs.json itself is left as it was. Every node keeps the location it has in its own file, and
 * `ConfigFiles` says which file that is.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AnyNode, ArrayNode, MemberNode, ObjectNode, ValueNode } from '@humanwhocodes/momoa';
import { closestMatch } from '../rule-kit/closest-match.js';
import { decodeText } from '../page/read-page-text.js';
import { ConfigFiles, type ConfigRefProblem } from './config-parts.js';
import { memberKey } from './json-nodes.js';
import { MAX_SITE_CONFIG_BYTES, MAX_SITE_CONFIG_DEPTH, parseJsonDocument, type SiteConfigFile } from './site-config-file.js';
import { isExternalUrl } from './site-paths.js';

export interface ConfigRefOptions {
  /** Texts to read instead of the disk's, by absolute path (an editor's unsaved buffer, a fix in progress). */
  texts?: ReadonlyMap<string, string>;
  /** The root's files (root-relative, POSIX), for a did-you-mean when a `$ref` names a missing file. */
  files?: ReadonlySet<string>;
}

interface Walk {
  /** Absolute path of the file the nodes being walked come from. */
  file: string;
  /** Root-relative folder of that file ('' at the root). */
  folder: string;
  /** Root-relative paths of the files on the way here, docs.json first: a `$ref` back to one is a loop. */
  chain: readonly string[];
  depth: number;
}

interface State {
  root: string;
  realRoot: string;
  refs: ConfigFiles;
  options: ConfigRefOptions;
}

/** The config with its `$ref`s followed; the same object when it has none. */
export function resolveConfigRefs(root: string, config: SiteConfigFile, options: ConfigRefOptions = {}): SiteConfigFile {
  if (!config.ast || config.refs || !config.text.includes('$ref')) return config;
  const refs = new ConfigFiles(config.path);
  const state: State = { root, realRoot: realPath(root) ?? root, refs, options };
  const mainRelative = path.relative(root, config.path).split(path.sep).join('/');
  const walk: Walk = { file: config.path, folder: path.posix.dirname(mainRelative).replace(/^\.$/, ''), chain: [mainRelative], depth: 0 };
  const body = resolveValue(config.ast.body, walk, state);
  if (refs.parts.length === 0 && refs.problems.length === 0) return config;
  // Positions of docs.json's own nodes are marked too, so that a location copied from one is placed in docs.json.
  refs.adopt(config.ast, config.path);
  return { ...config, ast: body === config.ast.body ? config.ast : { ...config.ast, body }, refs };
}

function resolveValue(node: ValueNode, walk: Walk, state: State): ValueNode {
  if (node.type === 'Object') {
    const ref = node.members.find((member) => memberKey(member) === '$ref');
    if (ref) return resolveRef(node, ref, walk, state);
    let changed = false;
    const members = node.members.map((member) => {
      const value = resolveValue(member.value, deeper(walk), state);
      if (value === member.value) return member;
      changed = true;
      return copy(member, { value }, walk, state);
    });
    return changed ? copy(node, { members }, walk, state) : node;
  }
  if (node.type === 'Array') {
    let changed = false;
    const elements = node.elements.map((element) => {
      const value = resolveValue(element.value, deeper(walk), state);
      if (value === element.value) return element;
      changed = true;
      return copy(element, { value }, walk, state);
    });
    return changed ? copy(node, { elements } as Partial<ArrayNode>, walk, state) : node;
  }
  return node;
}

function resolveRef(object: ObjectNode, ref: MemberNode, walk: Walk, state: State): ValueNode {
  const problem = (fields: Omit<ConfigRefProblem, 'node' | 'ref'>): ValueNode => {
    state.refs.problems.push({ node: ref.value, ref: ref.value.type === 'String' ? ref.value.value : '', ...fields });
    return object;
  };
  if (ref.value.type !== 'String') return problem({ kind: 'not-a-path' });
  // Each file is at most MAX_SITE_CONFIG_DEPTH deep; the chain of files together is held to it too, so that the walk (which recurses) stays shallow.
  if (walk.depth > MAX_SITE_CONFIG_DEPTH) return problem({ kind: 'too-deep' });
  const read = readReferencedFile(ref.value.value, walk, state);
  if ('kind' in read) return problem(read);

  const inner = resolveValue(read.body, { file: read.file, folder: path.posix.dirname(read.target).replace(/^\.$/, ''), chain: [...walk.chain, read.target], depth: walk.depth + 1 }, state);
  const siblings = object.members.filter((member) => member !== ref);
  if (siblings.length === 0) return inner;
  const resolvedSiblings = siblings.map((member) => {
    const value = resolveValue(member.value, deeper(walk), state);
    return value === member.value ? member : copy(member, { value }, walk, state);
  });
  if (inner.type !== 'Object') {
    problem({ kind: 'siblings-dropped', target: read.target, detail: siblings.map((member) => `\`${memberKey(member)}\``).join(', ') });
    return inner;
  }
  // The generator lays the keys beside `$ref` over the referenced object's own.
  const overridden = new Set(resolvedSiblings.map(memberKey));
  const merged: ObjectNode = { ...inner, members: [...inner.members.filter((member) => !overridden.has(memberKey(member))), ...resolvedSiblings] };
  state.refs.claim(merged, read.file);
  return merged;
}

type Read = { file: string; target: string; body: ValueNode } | Omit<ConfigRefProblem, 'node' | 'ref'>;

function readReferencedFile(ref: string, walk: Walk, state: State): Read {
  if (isExternalUrl(ref)) return { kind: 'url' };
  // As the generator: `\` is `/`, `.` and empty segments go, `..` climbs; the result must stay inside.
  const target = normalize(walk.folder ? `${walk.folder}/${ref}` : ref);
  if (target === '..' || target.startsWith('../') || target.startsWith('/')) return { kind: 'escapes', detail: target.startsWith('/') ? 'leading-slash' : undefined };
  if (target === '') return { kind: 'not-a-file', target: '.' };
  state.refs.targets.add(target);
  if (walk.chain.includes(target)) return { kind: 'loop', target, detail: [...walk.chain.slice(walk.chain.indexOf(target)), target].join(' → ') };
  const file = path.join(state.root, ...target.split('/'));
  const text = state.options.texts?.get(file);
  let decoded: { text: string; bom: boolean; invalidUtf8: boolean };
  if (text !== undefined) decoded = { text: text.replace(/^\uFEFF/, ''), bom: text.startsWith('\uFEFF'), invalidUtf8: false };
  else {
    const fromDisk = readFromDisk(file, target, walk, state);
    if ('kind' in fromDisk) return fromDisk;
    decoded = fromDisk;
  }
  // The generator hands the text to JSON.parse, which refuses a byte-order mark.
  if (decoded.bom) return { kind: 'bom', target };
  const parsed = parseJsonDocument(target, decoded.text);
  if ('fatal' in parsed) return { kind: 'invalid', target, detail: `${parsed.fatal.message.replace(/\.$/, '')} (line ${parsed.fatal.line}, column ${parsed.fatal.column})` };
  if (!state.refs.partAt(file)) state.refs.parts.push({ path: file, relativePath: target, text: decoded.text, bom: decoded.bom, invalidUtf8: decoded.invalidUtf8 });
  state.refs.adopt(parsed.ast, file);
  return { file, target, body: parsed.ast.body };
}

function readFromDisk(file: string, target: string, walk: Walk, state: State): { text: string; bom: boolean; invalidUtf8: boolean } | Omit<ConfigRefProblem, 'node' | 'ref'> {
  const real = realPath(file);
  if (real === undefined) return { kind: 'missing', target, detail: suggestion(target, walk, state) };
  // A symbolic link may lead out of the root, where docs-lint reads nothing.
  if (!isInside(state.realRoot, real)) return { kind: 'escapes', target, detail: 'symlink' };
  try {
    const stat = fs.statSync(real);
    if (!stat.isFile()) return { kind: 'not-a-file', target };
    if (stat.size > MAX_SITE_CONFIG_BYTES) return { kind: 'too-large', target, detail: `${(stat.size / 1048576).toFixed(1)} MB` };
    const { text, bom, invalidUtf8 } = decodeText(fs.readFileSync(real));
    return { text, bom, invalidUtf8: invalidUtf8 !== undefined };
  } catch (error) {
    return { kind: 'unreadable', target, detail: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
}

/** The JSON file of the site nearest to a missing target, written as the `$ref` would name it (from the folder of the file that holds it). */
function suggestion(target: string, walk: Walk, state: State): string | undefined {
  const files = state.options.files;
  if (!files) return undefined;
  const json = [...files].filter((file) => /\.json$/i.test(file) && !walk.chain.includes(file));
  const near = closestMatch(target, json) ?? json.find((file) => path.posix.basename(file) === path.posix.basename(target));
  if (near === undefined) return undefined;
  const relative = path.posix.relative(walk.folder || '.', near);
  return relative.startsWith('../') ? relative : `./${relative}`;
}

function normalize(reference: string): string {
  const absolute = reference.replace(/\\/g, '/').startsWith('/');
  const segments: string[] = [];
  for (const segment of reference.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..' && segments.length > 0 && segments[segments.length - 1] !== '..') segments.pop();
    else segments.push(segment);
  }
  return `${absolute ? '/' : ''}${segments.join('/')}`;
}

function deeper(walk: Walk): Walk {
  return { ...walk, depth: walk.depth + 1 };
}

/** A shallow copy of a node on the way to a `$ref`, placed in the same file as the original. */
function copy<T extends AnyNode>(node: T, changes: Partial<T>, walk: Walk, state: State): T {
  const made = { ...node, ...changes };
  if (walk.file !== state.refs.mainPath) state.refs.claim(made, walk.file);
  return made;
}

function realPath(file: string): string | undefined {
  try {
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

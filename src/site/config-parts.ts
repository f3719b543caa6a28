/**
 * The files a docs.json is made of once its `$ref`s are followed: each referenced file's text, the
 * problems of `$ref`s that could not be followed, and which file every node of the resolved tree
 * came from. The engine asks the last of these for every report, so a rule reports on a node
 * without knowing in which file it is written.
 */
import type { AnyNode } from '@humanwhocodes/momoa';

/** A JSON file that a `$ref` of the config (or of another such file) names, read and parsed. */
export interface ConfigPart {
  /** Absolute path. */
  path: string;
  /** POSIX, relative to the site root. */
  relativePath: string;
  /** The text (without its byte-order mark) the nodes' offsets point into. */
  text: string;
  bom: boolean;
  /** The bytes are not valid UTF-8: `text` holds U+FFFD for them, so a fix must never write it back. */
  invalidUtf8: boolean;
}

export type ConfigRefProblemKind =
  | 'not-a-path'
  | 'url'
  | 'escapes'
  | 'missing'
  | 'not-a-file'
  | 'too-large'
  | 'unreadable'
  | 'bom'
  | 'invalid'
  | 'loop'
  | 'too-deep'
  | 'siblings-dropped';

/** A `$ref` the generator would stop on (or, for `siblings-dropped`, silently lose keys beside). */
export interface ConfigRefProblem {
  kind: ConfigRefProblemKind;
  /** The value of the `$ref` key, in the file that holds it. */
  node: AnyNode;
  /** The `$ref` as written (empty when it is not a string). */
  ref: string;
  /** The target, root-relative, when the `$ref` resolved to a path inside the root. */
  target?: string;
  /** What else the message needs: the parse error, the loop, a did-you-mean, the dropped keys. */
  detail?: string;
}

/** Set on every position object of a config file's nodes: a copy made with `{...loc.start}` keeps it. */
const FILE_OF_POSITION = Symbol('docs-lint.configFile');

type Tagged = { [FILE_OF_POSITION]?: string };

export class ConfigFiles {
  /** Each referenced file once, in the order first reached. */
  readonly parts: ConfigPart[] = [];
  readonly problems: ConfigRefProblem[] = [];
  /** Every root-relative path a `$ref` named inside the root, read or not: a change to any of them changes the config. */
  readonly targets = new Set<string>();
  private readonly nodes = new WeakMap<object, string>();

  /** `mainPath`: the docs.json the parts belong to (absolute). */
  constructor(readonly mainPath: string) {}

  /** Records that `root` and every node under it (member names included) are written in `file`. */
  adopt(root: AnyNode, file: string): void {
    const stack: AnyNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      this.claim(node, file);
      switch (node.type) {
        case 'Document':
          stack.push(node.body);
          break;
        case 'Object':
          for (const member of node.members) stack.push(member);
          break;
        case 'Member':
          stack.push(node.name, node.value);
          break;
        case 'Array':
          for (const element of node.elements) stack.push(element);
          break;
        case 'Element':
          stack.push(node.value);
          break;
        default:
          break;
      }
    }
  }

  /** Records one node (a copy made while splicing) as written in `file`. */
  claim(node: AnyNode, file: string): void {
    this.nodes.set(node, file);
    const loc = (node as { loc?: { start: Tagged; end: Tagged } }).loc;
    if (loc) {
      loc.start[FILE_OF_POSITION] = file;
      loc.end[FILE_OF_POSITION] = file;
    }
  }

  /** The file (absolute path) a node of the resolved config is written in; undefined for anything else. */
  fileOf(node: unknown): string | undefined {
    return node !== null && typeof node === 'object' ? this.nodes.get(node) : undefined;
  }

  /** The file a position (or a copy of one) of the resolved config comes from. */
  fileOfPosition(position: unknown): string | undefined {
    return position !== null && typeof position === 'object' ? (position as Tagged)[FILE_OF_POSITION] : undefined;
  }

  partAt(file: string): ConfigPart | undefined {
    return this.parts.find((part) => part.path === file);
  }
}

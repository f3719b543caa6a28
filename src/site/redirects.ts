import type { ObjectNode, StringNode, ValueNode } from '@humanwhocodes/momoa';
import { findMember, memberValue } from './json-nodes.js';
import { compileRedirectSource, fillDestination, readRedirectDestination, type RedirectPattern } from './redirect-patterns.js';

/** One `redirects` entry of docs.json (or of the file its `$ref` names) whose `source` is a string. */
export interface RedirectEntry {
  /** Its place in the list: the first entry that matches a URL wins. */
  index: number;
  node: ObjectNode;
  source: StringNode;
  /** Undefined when `destination` is missing or not a string (config-schema reports that). */
  destination?: StringNode;
  pattern: RedirectPattern;
}

export function readRedirects(body: ValueNode | undefined): RedirectEntry[] {
  const redirects = memberValue(body, 'redirects');
  if (redirects?.type !== 'Array') return [];
  const entries: RedirectEntry[] = [];
  redirects.elements.forEach((element, index) => {
    const node = element.value;
    if (node.type !== 'Object') return;
    const source = findMember(node, 'source')?.value;
    if (source?.type !== 'String') return;
    const destination = findMember(node, 'destination')?.value;
    entries.push({ index, node, source, ...(destination?.type === 'String' ? { destination } : {}), pattern: compileRedirectSource(source.value) });
  });
  return entries;
}

/**
 * Finds the redirect a URL path takes: the first entry, in list order, whose source matches it.
 * A source without parameters is looked up in a map, so a site with a thousand redirects tests
 * only its few patterns one by one.
 */
export class RedirectTable {
  private readonly literals = new Map<string, RedirectEntry>();
  private readonly patterns: RedirectEntry[] = [];

  constructor(readonly entries: readonly RedirectEntry[]) {
    for (const entry of entries) {
      if (!entry.pattern.ok) continue;
      if (entry.pattern.literal === undefined) this.patterns.push(entry);
      else if (!this.literals.has(entry.pattern.literal)) this.literals.set(entry.pattern.literal, entry);
    }
  }

  /** The entry that redirects `sitePath` (`guides/old`, leading and trailing slashes ignored), with its parameters' values. */
  firstMatch(sitePath: string): { entry: RedirectEntry; values: Map<string, string> } | undefined {
    const trimmed = sitePath.replace(/^\/+|\/+$/g, '');
    const literal = this.literals.get(trimmed);
    for (const entry of this.patterns) {
      if (literal && entry.index > literal.index) break;
      const values = entry.pattern.ok ? entry.pattern.match(`/${trimmed}`) : undefined;
      if (values) return { entry, values };
    }
    return literal ? { entry: literal, values: new Map() } : undefined;
  }

  /**
   * Where a reader sent to `sitePath` by `start` ends up: the redirects taken after it (`hops`), and
   * the path or URL they stop at; or, when they come back to an entry already taken, a loop
   * (`back` is that entry: `start` itself when it is part of the loop).
   */
  follow(start: RedirectEntry, sitePath: string): RedirectRoute {
    const hops: RedirectEntry[] = [];
    const taken = new Set<RedirectEntry>([start]);
    let current = sitePath;
    while (hops.length < MAX_HOPS) {
      const next = this.firstMatch(current);
      if (!next) break;
      if (taken.has(next.entry)) return { kind: 'loop', hops, back: next.entry };
      hops.push(next.entry);
      taken.add(next.entry);
      if (!next.entry.destination) return { kind: 'end', hops };
      const filled = fillDestination(next.entry.destination.value, next.values);
      const destination = readRedirectDestination(filled);
      if (destination.external) return { kind: 'end', hops, final: filled };
      current = destination.path;
    }
    return { kind: 'end', hops, final: `/${current}` };
  }
}

/** More hops than any real chain has: a route this long is cut, not followed forever. */
const MAX_HOPS = 100;

export type RedirectRoute = { kind: 'end'; hops: RedirectEntry[]; final?: string } | { kind: 'loop'; hops: RedirectEntry[]; back: RedirectEntry };

/**
 * Answers whether a site path is the source of one of docs.json's `redirects`: a link there is
 * served (by the redirect), so it is not dangling. A source no pattern reading accepts still
 * matches itself, literally.
 */
export function readRedirectSources(body: ValueNode | undefined): (sitePath: string) => boolean {
  const entries = readRedirects(body);
  if (entries.length === 0) return () => false;
  const table = new RedirectTable(entries);
  const unreadable = new Set(entries.flatMap((entry) => (entry.pattern.ok ? [] : [entry.source.value.replace(/^\/+|\/+$/g, '')])));
  return (sitePath) => table.firstMatch(sitePath) !== undefined || unreadable.has(sitePath.replace(/^\/+|\/+$/g, ''));
}

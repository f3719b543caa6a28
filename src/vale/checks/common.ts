/** What every check type shares: its identity fields, and Go's "find all" over a text. */

import type { ValeCheck } from '../check-types.js';
import type { RuleDefinition } from '../rule-definition.js';

export function baseCheck(definition: RuleDefinition): Pick<ValeCheck, 'id' | 'extends' | 'level' | 'scope' | 'limit' | 'link'> {
  return { id: definition.id, extends: definition.extends, level: definition.level, scope: definition.scope, limit: definition.limit, link: definition.link };
}

/** Every non-empty match of a global `regex`, left to right, as Go's `FindAllStringSubmatchIndex` walks them. */
export function* matchesOf(regex: RegExp, text: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = regex.exec(text)) !== null) {
    if (match[0].length === 0) {
      regex.lastIndex++;
      continue;
    }
    yield match;
  }
}

/** Every non-empty match's `[start, end)`, left to right, as Go's `FindAllStringIndex` gives them. */
export function findAll(regex: RegExp, text: string): Array<[number, number]> {
  return [...matchesOf(regex, text)].map((match) => [match.index, match.index + match[0].length]);
}

/** When no match of `regex` in a whole text means none in any part of it: the pattern is anchored to no edge. */
export function partsPrefilter(regex: RegExp): ((text: string) => boolean) | undefined {
  if (/\(\?<!\[\^?\\[sn]|\(\?!\[\^?\\[sn]|\(\?<!\[\\s\\S\]\)|\(\?!\[\\s\\S\]\)/.test(regex.source)) return undefined;
  return (text) => {
    regex.lastIndex = 0;
    const found = regex.test(text);
    regex.lastIndex = 0;
    return found;
  };
}

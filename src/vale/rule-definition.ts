/**
 * A rule's YAML, read with the helpers every check type uses: typed fields, the line a key or a
 * value sits on (for diagnostics), and Go patterns compiled once, with a failed translation
 * reported at the pattern's own line.
 */

import { compileGoRegex, GoRegexError } from './go-regex.js';
import { StyleProblem, VALE_LEVELS, type ValeLevel } from './check-types.js';
import { formatValeMessage } from './format-message.js';
import { parseScope, unknownScopes, type ValeScope } from './scope.js';

export interface Action {
  name: string;
  params: string[];
}

export class RuleDefinition {
  readonly extends: string;
  readonly message: string;
  readonly level: ValeLevel;
  readonly scope: ValeScope;
  readonly limit: number;
  readonly link?: string;
  readonly action: Action;
  /** What the rule's type serves only in part (a tag the tagger lacks, affix rules not applied): reported once, as notices, while the rule runs. */
  readonly notices: StyleProblem[] = [];

  constructor(
    readonly id: string,
    readonly data: Record<string, unknown>,
    /** The YAML text, to find lines in. */
    private readonly source: string,
    levelOverride: ValeLevel | undefined,
    readonly accepted: readonly string[],
    readonly wordTemplate: string | undefined,
    /** Where the rule's files are: the style's StylesPath and the rule's YAML (for dictionaries and word lists it names). */
    readonly place: { stylesPath?: string; file?: string } = {},
  ) {
    this.extends = String(data.extends);
    this.message = typeof data.message === 'string' ? data.message : String(data.message ?? '');
    const level = levelOverride ?? (data.level === undefined ? 'warning' : String(data.level));
    if (!VALE_LEVELS.includes(level as ValeLevel)) throw new StyleProblem(`"level" must be one of suggestion, warning, error; it is "${level}".`, this.lineOfKey('level'));
    this.level = level as ValeLevel;
    const scopes = this.strings('scope');
    const unknown = unknownScopes(scopes);
    if (unknown.length > 0) throw new StyleProblem(`"${unknown[0]}" is not a scope Vale knows (${['text', 'heading', 'table', 'list', 'paragraph', 'sentence', 'blockquote', 'alt', 'summary', 'raw'].join(', ')}…).`, this.lineOfKey('scope'));
    this.scope = parseScope(scopes.length > 0 ? scopes : ['text']);
    this.limit = Number(data.limit ?? 0) || 0;
    this.link = typeof data.link === 'string' ? data.link : undefined;
    const action = data.action as { name?: unknown; params?: unknown } | undefined;
    this.action = { name: typeof action?.name === 'string' ? action.name : '', params: Array.isArray(action?.params) ? action.params.map(String) : [] };
  }

  bool(key: string, fallback = false): boolean {
    const value = this.data[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string') return value === 'true' || value === 'yes' || value === '1';
    return Boolean(value);
  }

  number(key: string, fallback = 0): number {
    const value = Number(this.data[key]);
    return Number.isFinite(value) ? value : fallback;
  }

  string(key: string): string {
    const value = this.data[key];
    return value === undefined || value === null ? '' : String(value);
  }

  /** A string or a list of strings, as a list. */
  strings(key: string): string[] {
    const value = this.data[key];
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).map(String);
    return [String(value)];
  }

  /** A map of strings (`swap`, `either`), in the order the file gives it. */
  map(key: string): Array<[string, string]> {
    const value = this.data[key];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]);
  }

  /** Compiles a Go pattern (`g` and `d` flags added as asked); one that cannot be translated is a problem at its line. */
  regex(pattern: string, key: string, extraFlags = 'g', valueForLine?: string): RegExp {
    try {
      return compileGoRegex(pattern, extraFlags);
    } catch (error) {
      if (!(error instanceof GoRegexError)) throw error;
      throw new StyleProblem(`The pattern of "${key}" cannot be used: ${error.message}. Rewrite it without that construct.`, this.lineOfValue(valueForLine ?? pattern, key));
    }
  }

  /** The rule's message (or `message`, a variant of it) with Vale's `%s` filled in. */
  format(values: readonly string[], message = this.message): string {
    return formatValeMessage(message, values);
  }

  lineOfKey(key: string): number {
    const match = new RegExp(`^[ \\t]*['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?[ \\t]*:`, 'm').exec(this.source);
    return match ? this.source.slice(0, match.index).split('\n').length : 1;
  }

  /** The line of the first line holding `value` (as written, or YAML-escaped), else of `key`. */
  lineOfValue(value: string, key: string): number {
    const candidates = [value, value.replace(/\\\\/g, '\\'), value.replace(/\\/g, '\\\\'), value.split('\n')[0]];
    for (const candidate of candidates) {
      if (!candidate) continue;
      const index = this.source.indexOf(candidate);
      if (index >= 0) return this.source.slice(0, index).split('\n').length;
    }
    return this.lineOfKey(key);
  }
}

/**
 * Vale's exceptions pattern: the rule's `exceptions` (and the accepted vocabulary unless `vocab:
 * false`), longest first, each case-sensitive unless it starts with `(?i)`, as whole words.
 * Undefined when there are none.
 */
export function exceptionsPattern(definition: RuleDefinition, extra: readonly string[] = []): RegExp | undefined {
  const terms = [...definition.strings('exceptions'), ...extra];
  if (definition.bool('vocab', true)) terms.push(...definition.accepted);
  const unique = terms.filter((term) => term.trim() !== '');
  if (unique.length === 0) return undefined;
  const sorted = [...unique].sort((a, b) => b.length - a.length).map((term) => (term.startsWith('(?i)') ? term : `(?-i)${term}`));
  try {
    return compileGoRegex(`(?m)\\b(?:${sorted.join('|')})\\b`, '');
  } catch (error) {
    if (!(error instanceof GoRegexError)) throw error;
    // One bad exception should not lose the others: find it and report it at its line.
    for (const term of unique) definition.regex(term, 'exceptions', '');
    throw new StyleProblem(`The exceptions cannot be used together: ${error.message}.`, definition.lineOfKey('exceptions'));
  }
}

/** Vale's word pattern around a rule's tokens (`WordTemplate` in `.vale.ini`, else `\b(?:…)\b`). */
export function wordPattern(definition: RuleDefinition, tokens: string, nonword: boolean): string {
  if (nonword) return `(?m)(?:${tokens})`;
  const template = definition.wordTemplate || '(?m)\\b(?:%s)\\b';
  return template.replace('%s', tokens);
}

/** The second value of a message (`%s` after the match) when the rule has an `action`: what the action would write. */
export function actionText(action: Action, match: string): string {
  const p = action.params;
  switch (action.name) {
    case 'replace':
      return p.length === 1 ? p[0] : p.length > 1 ? toSentence(p, 'or') : match;
    case 'remove':
      return '';
    case 'convert':
      return match;
    case 'edit': {
      let text = match;
      switch (p[0]) {
        case 'regex':
          try {
            text = text.replace(compileGoRegex(p[1] ?? '', 'g'), (p[2] ?? '').replace(/\$\{?(\d+)\}?/g, '$$$1'));
          } catch {
            // Vale fails the file here; the message then just repeats the match.
          }
          break;
        case 'trim_right':
          text = trimChars(text, p[1] ?? '', false, true);
          break;
        case 'trim_left':
          text = trimChars(text, p[1] ?? '', true, false);
          break;
        case 'trim':
          text = trimChars(text, p[1] ?? '', true, true);
          break;
        case 'truncate':
          text = text.split(p[1] ?? '')[0];
          break;
        case 'split': {
          const parts = text.split(p[1] ?? '');
          text = parts[Number(p[2])] ?? text;
          break;
        }
      }
      return text.trim();
    }
    default:
      return match;
  }
}

function trimChars(text: string, cutset: string, left: boolean, right: boolean): string {
  let start = 0;
  let end = text.length;
  while (left && start < end && cutset.includes(text[start])) start++;
  while (right && end > start && cutset.includes(text[end - 1])) end--;
  return text.slice(start, end);
}

/** Vale's `ToSentence`: `'a'`, `'a' or 'b'`, `'a', 'b', or 'c'`. */
export function toSentence(words: readonly string[], conjunction: string): string {
  if (words.length === 1) return `'${words[0]}'`;
  if (words.length === 2) return `'${words[0]}' ${conjunction} '${words[1]}'`;
  const quoted = words.map((word) => `'${word}'`);
  quoted[quoted.length - 1] = `${conjunction} ${quoted[quoted.length - 1]}`;
  return quoted.join(', ');
}

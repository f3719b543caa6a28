/**
 * Vale compiles a style's patterns with regexp2 in its RE2 mode (Go's syntax, .NET's engine):
 * inline flags anywhere (`(?i)`, `a(?i)b`, `(?i:…)`, `(?-i)`), `\A` and `\z`, POSIX classes,
 * `(?P<name>…)`, ASCII `\w` `\d` `\s`, and `$` at the very end only. JavaScript has none of the
 * inline forms, so each pattern is rewritten here into an equivalent JavaScript pattern: flags
 * that change part of a pattern become explicit constructs (`[aA]` for a letter under `(?i)`,
 * `[\s\S]` for `.` under `(?s)`, lookarounds for `^` and `$` under `(?m)`). What JavaScript
 * cannot express (atomic groups, conditionals, class subtraction) throws `GoRegexError`.
 */

export class GoRegexError extends Error {
  override readonly name = 'GoRegexError';
}

export interface TranslatedRegex {
  source: string;
  /** `i` when the whole pattern ignores case; `u` when it needs Unicode escapes. */
  flags: string;
}

interface Flags {
  i: boolean;
  m: boolean;
  s: boolean;
  U: boolean;
  x: boolean;
}

/** RE2's `\s`: no Unicode spaces. */
const SPACE_CLASS = '\\t\\n\\f\\r ';

const POSIX: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

/** Unicode general categories (JavaScript's `\p{…}` takes them bare; anything else is a script). */
const CATEGORIES = new Set(['L', 'Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'M', 'Mn', 'Mc', 'Me', 'N', 'Nd', 'Nl', 'No', 'P', 'Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po', 'S', 'Sm', 'Sc', 'Sk', 'So', 'Z', 'Zs', 'Zl', 'Zp', 'C', 'Cc', 'Cf', 'Cs', 'Co', 'Cn', 'Any']);

const SYNTAX = new Set([...'\\^$.|?*+()[]{}/']);

/** Translates one Go/regexp2 pattern; throws `GoRegexError` with what cannot be translated. */
export function translateGoRegex(pattern: string): TranslatedRegex {
  // A pattern that ignores case from its very start and never turns it off uses JavaScript's flag.
  const leading = /^\(\?([imsUx]*)\)/.exec(pattern);
  const wholeI = Boolean(leading && leading[1].includes('i')) && !/\(\?[imsUx]*-[imsUx]*i/.test(pattern);
  const translator = new Translator(pattern, wholeI);
  const source = translator.run();
  return { source, flags: (wholeI ? 'i' : '') + (translator.unicode ? 'u' : '') };
}

/** A compiled JavaScript RegExp for a Go pattern (`g` and `d` added as asked). */
export function compileGoRegex(pattern: string, extraFlags = ''): RegExp {
  const { source, flags } = translateGoRegex(pattern);
  try {
    return new RegExp(source, flags + extraFlags);
  } catch (error) {
    throw new GoRegexError(`it translates to a JavaScript pattern that does not compile (${(error as Error).message})`);
  }
}

class Translator {
  private pos = 0;
  unicode = false;
  private groupNames = new Set<string>();

  constructor(
    private readonly pattern: string,
    /** JavaScript's `i` flag is on: letters need no expansion. */
    private readonly nativeI: boolean,
  ) {}

  run(): string {
    const out = this.alternation({ i: false, m: false, s: false, U: false, x: false }, false);
    if (this.pos < this.pattern.length) throw new GoRegexError(`unmatched ")" at offset ${this.pos}`);
    return out;
  }

  private fail(message: string): never {
    throw new GoRegexError(message);
  }

  /** A sequence of alternatives up to `)` (when `inGroup`) or the end; flags set inside stay inside. */
  private alternation(outer: Flags, inGroup: boolean): string {
    const flags = { ...outer };
    let out = '';
    const p = this.pattern;
    while (this.pos < p.length) {
      const ch = p[this.pos];
      if (ch === ')') {
        if (!inGroup) this.fail(`unmatched ")" at offset ${this.pos}`);
        return out;
      }
      if (ch === '|') {
        this.pos++;
        out += '|';
        continue;
      }
      if (flags.x && /\s/.test(ch)) {
        this.pos++;
        continue;
      }
      if (flags.x && ch === '#') {
        while (this.pos < p.length && p[this.pos] !== '\n') this.pos++;
        continue;
      }
      // A flag group `(?i)` changes the flags for the rest of the enclosing group.
      const flagGroup = /^\(\?([imsUxn]*)(?:-([imsUxn]*))?\)/.exec(p.slice(this.pos));
      if (flagGroup && (flagGroup[1] || flagGroup[2] !== undefined)) {
        applyFlags(flags, flagGroup[1], flagGroup[2] ?? '');
        this.pos += flagGroup[0].length;
        continue;
      }
      const atom = this.atom(flags);
      if (atom === null) continue;
      out += atom + this.quantifier(flags, atom);
    }
    if (inGroup) this.fail('missing ")"');
    return out;
  }

  /** One atom, or null for something that matches nothing (a comment). */
  private atom(flags: Flags): string | null {
    const p = this.pattern;
    const ch = p[this.pos];
    switch (ch) {
      case '(':
        return this.group(flags);
      case '[':
        return this.charClass(flags);
      case '.':
        this.pos++;
        return flags.s ? '[\\s\\S]' : '[^\\n]';
      case '^':
        this.pos++;
        return flags.m ? '(?<![^\\n])' : '(?<![\\s\\S])';
      case '$':
        this.pos++;
        return flags.m ? '(?![^\\n])' : '(?![\\s\\S])';
      case '\\':
        return this.escape(flags);
      case '*':
      case '+':
      case '?':
        this.fail(`missing argument to repetition operator "${ch}" at offset ${this.pos}`);
      // falls through (fail throws)
      case '{': {
        if (/^\{\d+(,\d*)?\}/.test(p.slice(this.pos))) this.fail(`missing argument to repetition operator at offset ${this.pos}`);
        this.pos++;
        return '\\{';
      }
      default:
        this.pos++;
        return this.literal(ch, flags);
    }
  }

  private literal(ch: string, flags: Flags): string {
    if (SYNTAX.has(ch)) return '\\' + ch;
    if (flags.i && !this.nativeI) {
      const lower = ch.toLowerCase();
      const upper = ch.toUpperCase();
      if (lower !== upper && lower.length === 1 && upper.length === 1) return `[${lower}${upper}]`;
    }
    return ch;
  }

  private group(flags: Flags): string {
    const p = this.pattern;
    const rest = p.slice(this.pos);
    let open: string;
    let inner = { ...flags };
    if (rest.startsWith('(?#')) {
      const end = p.indexOf(')', this.pos);
      if (end < 0) this.fail('unterminated comment "(?#"');
      this.pos = end + 1;
      return null as unknown as string;
    }
    let m: RegExpExecArray | null;
    if ((m = /^\(\?(?:P?<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)')/.exec(rest))) {
      const name = m[1] ?? m[2];
      if (this.groupNames.has(name)) this.fail(`duplicate group name "${name}"`);
      this.groupNames.add(name);
      open = `(?<${name}>`;
      this.pos += m[0].length;
    } else if ((m = /^\(\?P=([A-Za-z_]\w*)\)/.exec(rest))) {
      this.pos += m[0].length;
      return `\\k<${m[1]}>`;
    } else if (rest.startsWith('(?:')) {
      open = '(?:';
      this.pos += 3;
    } else if ((m = /^\(\?(<?[=!])/.exec(rest))) {
      open = `(?${m[1]}`;
      this.pos += m[0].length;
    } else if ((m = /^\(\?([imsUxn]*)(?:-([imsUxn]*))?:/.exec(rest))) {
      applyFlags(inner, m[1], m[2] ?? '');
      open = '(?:';
      this.pos += m[0].length;
    } else if (rest.startsWith('(?>')) {
      this.fail('atomic groups "(?>…)" have no JavaScript equivalent');
    } else if (rest.startsWith('(?(')) {
      this.fail('conditional groups "(?(…)…)" have no JavaScript equivalent');
    } else if (rest.startsWith('(?')) {
      this.fail(`unknown group syntax "${rest.slice(0, 4)}"`);
    } else {
      open = '(';
      this.pos += 1;
      inner = { ...flags };
    }
    const body = this.alternation(inner, true);
    if (p[this.pos] !== ')') this.fail('missing ")"');
    this.pos++;
    return open! + body + ')';
  }

  private quantifier(flags: Flags, atom: string | null): string {
    if (atom === null) return '';
    const p = this.pattern;
    const rest = p.slice(this.pos);
    const m = /^(?:[*+?]|\{\d+(?:,\d*)?\})/.exec(rest);
    if (!m) return '';
    this.pos += m[0].length;
    let quantifier = m[0];
    const braces = /^\{(\d+)(?:,(\d*))?\}$/.exec(quantifier);
    if (braces && braces[2] !== undefined && braces[2] !== '' && Number(braces[2]) < Number(braces[1])) this.fail(`invalid repeat count ${quantifier}`);
    let lazy = false;
    if (p[this.pos] === '?') {
      lazy = true;
      this.pos++;
    } else if (p[this.pos] === '+') {
      this.fail('possessive quantifiers have no JavaScript equivalent');
    }
    if (flags.U) lazy = !lazy;
    if (/^[*+?]/.test(p[this.pos] ?? '') && !flags.x) this.fail(`invalid nested repetition operator at offset ${this.pos}`);
    return quantifier + (lazy ? '?' : '');
  }

  /** The letter after a backslash, both read. */
  private escapedLetter(): string {
    const next = this.pattern[this.pos + 1];
    if (next === undefined) this.fail('trailing backslash at end of expression');
    this.pos += 2;
    return next;
  }

  /** An escape outside a class. */
  private escape(flags: Flags): string {
    const p = this.pattern;
    const next = this.escapedLetter();
    switch (next) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
      case 'b':
      case 'B':
        return '\\' + next;
      case 's':
        return `[${SPACE_CLASS}]`;
      case 'S':
        return `[^${SPACE_CLASS}]`;
      case 'A':
        return '(?<![\\s\\S])';
      case 'z':
        return '(?![\\s\\S])';
      case 'Z':
        return '(?=\\n?(?![\\s\\S]))';
      case 'Q': {
        const end = p.indexOf('\\E', this.pos);
        const text = end < 0 ? p.slice(this.pos) : p.slice(this.pos, end);
        this.pos = end < 0 ? p.length : end + 2;
        return [...text].map((c) => this.literal(c, flags)).join('');
      }
      case 'E':
        return '';
      case 'k': {
        const m = /^(?:<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)'|\{([A-Za-z_]\w*)\})/.exec(p.slice(this.pos));
        if (!m) this.fail('invalid named back reference');
        this.pos += m[0].length;
        return `\\k<${m[1] ?? m[2] ?? m[3]}>`;
      }
      case 'p':
      case 'P':
        return this.unicodeClass(next);
      default: {
        if (/[1-9]/.test(next)) {
          let digits = next;
          while (/\d/.test(p[this.pos] ?? '')) digits += p[this.pos++];
          return `\\${digits}`;
        }
        return this.codeLiteral(this.characterEscape(next), flags);
      }
    }
  }

  /**
   * The code point of an escaped character (`\n`, `\x41`, `\x{263a}`, `\0`, `\.`), its letter already
   * read, inside a class or outside it; a letter or digit that escapes nothing fails.
   */
  private characterEscape(letter: string): number {
    const simple: Record<string, number> = { t: 9, n: 10, r: 13, f: 12, v: 11, a: 7, e: 27, '0': 0 };
    if (letter in simple) {
      if (letter === '0') {
        const octal = /^[0-7]{0,2}/.exec(this.pattern.slice(this.pos))![0];
        this.pos += octal.length;
        return octal ? parseInt(octal, 8) : 0;
      }
      return simple[letter];
    }
    if (letter === 'x') {
      const rest = this.pattern.slice(this.pos);
      const braced = /^\{([0-9A-Fa-f]{1,6})\}/.exec(rest);
      if (braced) {
        this.pos += braced[0].length;
        return parseInt(braced[1], 16);
      }
      const two = /^[0-9A-Fa-f]{2}/.exec(rest);
      if (!two) this.fail('invalid escape sequence "\\x"');
      this.pos += 2;
      return parseInt(two[0], 16);
    }
    if (letter === 'u') {
      const four = /^[0-9A-Fa-f]{4}/.exec(this.pattern.slice(this.pos));
      if (!four) this.fail('invalid escape sequence "\\u"');
      this.pos += 4;
      return parseInt(four[0], 16);
    }
    if (/[A-Za-z0-9]/.test(letter)) this.fail(`invalid escape sequence "\\${letter}"`);
    return letter.codePointAt(0)!;
  }

  private codeLiteral(code: number, flags: Flags, inClass = false): string {
    const ch = String.fromCodePoint(code);
    if (code > 0xffff) {
      this.unicode = true;
      return `\\u{${code.toString(16)}}`;
    }
    if (code < 0x20 || code === 0x7f) return `\\u${code.toString(16).padStart(4, '0')}`;
    if (inClass) return classChar(ch);
    return this.literal(ch, flags);
  }

  private unicodeClass(letter: string): string {
    const rest = this.pattern.slice(this.pos);
    const m = /^(?:\{(\^?)([A-Za-z_ =-]+)\}|([A-Za-z]))/.exec(rest);
    if (!m) this.fail(`invalid Unicode class "\\${letter}"`);
    this.pos += m[0].length;
    const negated = (letter === 'P') !== (m[1] === '^');
    const name = m[2] ?? m[3];
    this.unicode = true;
    return `\\${negated ? 'P' : 'p'}{${unicodeName(name)}}`;
  }

  /** A bracketed class, with POSIX classes and case expansion. */
  private charClass(flags: Flags): string {
    const p = this.pattern;
    this.pos++;
    let negated = false;
    if (p[this.pos] === '^') {
      negated = true;
      this.pos++;
    }
    const items: string[] = [];
    const ranges: Array<[number, number]> = [];
    let first = true;
    let soleNegatedPosix: string | undefined;
    while (this.pos < p.length && (p[this.pos] !== ']' || first)) {
      first = false;
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(p.slice(this.pos));
      if (posix) {
        const set = POSIX[posix[2]];
        if (!set) this.fail(`invalid character class range "[:${posix[2]}:]"`);
        this.pos += posix[0].length;
        if (posix[1]) {
          soleNegatedPosix = set;
          items.push('\u0000NEG');
        } else items.push(set);
        continue;
      }
      if (p[this.pos] === '[') {
        if (p[this.pos - 1] === '-') this.fail('character class subtraction "-[…]" has no JavaScript equivalent');
        items.push('\\[');
        this.pos++;
        continue;
      }
      const low = this.classAtom();
      if (low.kind === 'set') {
        items.push(low.text);
        continue;
      }
      if (p[this.pos] === '-' && p[this.pos + 1] !== ']' && p[this.pos + 1] !== undefined) {
        if (p[this.pos + 1] === '[') this.fail('character class subtraction "-[…]" has no JavaScript equivalent');
        this.pos++;
        const high = this.classAtom();
        if (high.kind === 'set') this.fail('invalid character class range');
        if (high.code < low.code) this.fail('invalid character class range');
        ranges.push([low.code, high.code]);
        items.push(`${this.classCode(low.code)}-${this.classCode(high.code)}`);
        continue;
      }
      ranges.push([low.code, low.code]);
      items.push(this.classCode(low.code));
    }
    if (p[this.pos] !== ']') this.fail('missing closing ]');
    this.pos++;
    if (soleNegatedPosix !== undefined) {
      if (items.length !== 1) this.fail('a negated POSIX class inside a larger class has no JavaScript equivalent');
      return `[${negated ? '' : '^'}${soleNegatedPosix}]`;
    }
    if (flags.i && !this.nativeI) {
      for (const [from, to] of ranges) items.push(...caseVariants(from, to).map(([a, b]) => (a === b ? this.classCode(a) : `${this.classCode(a)}-${this.classCode(b)}`)));
    }
    if (items.length === 0) return negated ? '[\\s\\S]' : '[^\\s\\S]';
    return `[${negated ? '^' : ''}${items.join('')}]`;
  }

  private classCode(code: number): string {
    if (code > 0xffff) {
      this.unicode = true;
      return `\\u{${code.toString(16)}}`;
    }
    if (code < 0x20 || code === 0x7f) return `\\u${code.toString(16).padStart(4, '0')}`;
    return classChar(String.fromCharCode(code));
  }

  private classAtom(): { kind: 'char'; code: number } | { kind: 'set'; text: string } {
    const p = this.pattern;
    const ch = p[this.pos];
    if (ch !== '\\') {
      const code = p.codePointAt(this.pos)!;
      this.pos += code > 0xffff ? 2 : 1;
      return { kind: 'char', code };
    }
    const next = this.escapedLetter();
    switch (next) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
      case 'S':
        return { kind: 'set', text: '\\' + next };
      case 's':
        return { kind: 'set', text: SPACE_CLASS };
      case 'p':
      case 'P':
        return { kind: 'set', text: this.unicodeClass(next) };
      case 'b':
        return { kind: 'char', code: 8 };
      case 'Q':
        this.fail('"\\Q" inside a character class is not supported');
      // falls through (fail throws)
      default:
        return { kind: 'char', code: this.characterEscape(next) };
    }
  }
}

function applyFlags(flags: Flags, on: string, off: string): void {
  for (const f of on) if (f in flags) flags[f as keyof Flags] = true;
  for (const f of off) if (f in flags) flags[f as keyof Flags] = false;
}

function classChar(ch: string): string {
  return /[\\\]\[^-]/.test(ch) ? '\\' + ch : ch;
}

function unicodeName(name: string): string {
  if (name.includes('=')) return name;
  if (CATEGORIES.has(name)) return name === 'Any' ? 'Any' : name;
  if (name === 'Greek' || /^[A-Z][a-z]+(?:_[A-Z][a-z]+)*$/.test(name)) return `Script=${name}`;
  return name;
}

/** The other-case ranges of the letters in `[from, to]` (ASCII ranges whole, other ranges letter by letter when small). */
function caseVariants(from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const add = (a: number, b: number) => {
    if (a <= b) out.push([a, b]);
  };
  // ASCII letters by range.
  add(Math.max(from, 97) - 32, Math.min(to, 122) - 32);
  add(Math.max(from, 65) + 32, Math.min(to, 90) + 32);
  if (to >= 128 && to - Math.max(from, 128) < 512) {
    for (let code = Math.max(from, 128); code <= to; code++) {
      const ch = String.fromCodePoint(code);
      for (const other of [ch.toLowerCase(), ch.toUpperCase()]) {
        if (other !== ch && [...other].length === 1) {
          const c = other.codePointAt(0)!;
          if (c < from || c > to) out.push([c, c]);
        }
      }
    }
  }
  return out;
}

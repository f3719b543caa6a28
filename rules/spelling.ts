import { createRule } from '../src/rule-kit/create-rule.js';
import { combineVisitors, proseVisitors, singleWordLabel, type ProseUnit } from '../src/prose/index.js';
import { isGeneratedReleaseNote, isTranslatedPage, MIN_WORD_LENGTH, PageCodeWords, siteSpelling, wordTokens, wordToCheck, type EnglishVariant, type Speller, type WordPart, type WordToken } from '../src/spelling/index.js';
import type { ReportSuggestion } from '../src/types.js';

interface Options extends Record<string, unknown> {
  language?: EnglishVariant;
  words: string[];
  dictionaries: string[];
  /**
   * `misspellings`: unknown words with a spelling near them (one edit; two for a lower-case word the site writes
   * fewer than three times), but not those that read as names; `all`: every unknown word, as cspell reports.
   */
  report: 'misspellings' | 'all';
}

interface Finding {
  unit: ProseUnit;
  part: WordPart;
  rejected: boolean;
  /** A capital where the sentence does not ask for one: a proper name, unless it is one of the site's own, misspelled. */
  name: boolean;
  /** Beside another capitalized word no dictionary knows ("Liad Yosef"), mid-sentence or in a table cell (a list of people): a person's full name, whatever lists of misspellings say. */
  fullName: boolean;
}

const SUGGESTIONS = 3;
/**
 * Two slips are read as a typo only in a word this long: in a shorter one they change too much of it to tell a
 * slip from a term or a name (`jieba`, `mpnet`), where `documantaton` is plainly `documentation`.
 */
const FAR_SLIP_MIN_LENGTH = 6;
/** Letters only, at most a capital first: a word to look up as it is. */
const PLAIN_WORD = /^[A-Za-z][a-z]*$/;
/** A page with at least this many words checked, of which one in `FOREIGN_PAGE_SHARE` or more is unknown, is not in English. */
const FOREIGN_PAGE_MIN_WORDS = 40;
const FOREIGN_PAGE_SHARE = 4;

const VARIANT_NAMES: Record<EnglishVariant, string> = { 'en-US': 'US', 'en-GB': 'British' };
const OTHER_VARIANT: Record<EnglishVariant, string> = { 'en-US': 'British', 'en-GB': 'US' };

/** Units that are labels rather than sentences: in Title Case, a capital says nothing. */
const LABEL_KINDS = new Set<ProseUnit['kind']>(['heading', 'frontMatter', 'attribute', 'alt']);

export default createRule<Options>({
  meta: {
    id: 'spelling',
    description: 'Words a reader sees are spelled right: English, software and company names, the site\'s own words and the team\'s word lists.',
    category: 'prose',
    defaultSeverity: 'off',
    fixable: false,
    hasSuggestions: true,
    messages: {
      unknown: 'Unknown word "{{word}}": no dictionary has it. If it is spelled right, add it to the site\'s word list (cspell "words", or a Vale accept.txt).',
      misspelled: 'Unknown word "{{word}}": did you mean {{suggestions}}? If it is spelled right, add it to the site\'s word list.',
      variant: '"{{word}}" is the {{other}} spelling; this site is checked as {{variant}} English: write {{suggestions}}, or set the spelling rule\'s "language".',
      rejected: '"{{word}}" is on this site\'s list of rejected words (cspell "flagWords" or a Vale reject.txt): reword it.',
      rejectedInstead: '"{{word}}" is on this site\'s list of rejected words (cspell "flagWords" or a Vale reject.txt): write {{suggestions}} instead.',
      wordList: '{{problem}}',
    },
    defaultOptions: { words: [], dictionaries: [], report: 'misspellings' },
    optionsSchema: {
      type: 'object',
      properties: {
        language: { enum: ['en-US', 'en-GB'] },
        words: { type: 'array', items: { type: 'string' } },
        dictionaries: { type: 'array', items: { type: 'string' } },
        report: { enum: ['misspellings', 'all'] },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const { language, words, dictionaries } = context.options;
    const reportNear = context.options.report !== 'all';
    const spelling = siteSpelling(context.site, { language, words, dictionaries });
    const page = context.page;
    if (!page) {
      // docs.json's pass reports the team's broken word lists, once a run.
      for (const problem of spelling.problems) {
        context.report({ filePath: problem.filePath, loc: { line: problem.line, column: problem.column }, messageId: 'wordList', data: { problem: problem.message } });
      }
      return {};
    }
    if (spelling.ignores(context.filePath) || isTranslatedPage(context.site, page.relativePath)) return {};

    const code = new PageCodeWords();
    const findings: Finding[] = [];
    let speller: Speller | undefined;
    let checked = 0;
    let unknown = 0;
    const read = (unit: ProseUnit): void => {
      speller ??= spelling.speller();
      const tokens = wordTokens(unit.text);
      const titleCase = LABEL_KINDS.has(unit.kind) && isTitleCase(tokens);
      // A line of release notes GitHub generates is a pull request's title, written in the code's words.
      // (Such a line has "by" in its text; the test on the source is left to those, as a unit's source places are worked out when asked for.)
      const pullRequestTitle = /\bby\b/.test(unit.text) && isGeneratedReleaseNote(context.sourceText.slice(...unit.sourceRange(0, unit.text.length)));
      tokens.forEach((token, index) => {
        // Most tokens are plain words the dictionaries know: one lookup, before any splitting.
        if (PLAIN_WORD.test(token.text)) {
          if (token.text.length < MIN_WORD_LENGTH) return;
          if (speller!.check(token.text) === 'known') return void checked++;
        }
        const { whole, parts } = wordToCheck(token.text, token.start);
        if (whole) {
          const verdict = speller!.check(whole.text);
          if (verdict === 'known') return;
          if (verdict === 'rejected') return void findings.push({ unit, part: whole, rejected: true, name: false, fullName: false });
        }
        for (const part of parts) {
          checked++;
          // A capital inside a word, or a word in capitals: an identifier, a command or a brand, whose
          // spelling is its author's. Only a word the team rejects is reported; the dictionaries and the
          // forms of technical English are not tried (a long identifier cost hundreds of lookups).
          if (part.shape === 'mixed' || part.shape === 'upper') {
            if (speller!.isRejected(part.text)) findings.push({ unit, part, rejected: true, name: false, fullName: false });
            continue;
          }
          const verdict = speller!.check(part.text);
          if (verdict === 'known') continue;
          if (verdict === 'rejected') {
            findings.push({ unit, part, rejected: true, name: false, fullName: false });
            continue;
          }
          // Cut short (`resou…`, a truncated title), an ending played on after a hyphen (`Secure-ious`), a dropped g (`Stayin'`).
          if (isTruncated(unit.text, part.end) || (part.afterHyphen && !speller!.isListedMisspelling(part.text)) || droppedG(unit.text, part, speller!)) continue;
          unknown++;
          // Still, a lower-case word one slip from an English word the site writes is a slip there too (`usge` for `usage`).
          if (pullRequestTitle && !speller!.isListedMisspelling(part.text) && !(part.shape === 'lower' && speller!.isSlip(part.text))) continue;
          // A capital the sentence does not ask for, or one beside another capitalized word of the sentence ("Connor Peshek"): a name.
          const previous = index > 0 && !token.initial ? tokens[index - 1] : undefined;
          const next = tokens[index + 1]?.initial === false ? tokens[index + 1] : undefined;
          const capitalNeighbour = [previous, next].some((neighbour) => neighbour !== undefined && !neighbour.initial && /^\p{Lu}/u.test(neighbour.text));
          // "Bleve and Typesense are …": a word joined by and/or to a capitalized word that is not English is a name too.
          const joined = tokens[index + 1] && /^(?:and|or)$/.test(tokens[index + 1].text) ? tokens[index + 2] : undefined;
          const joinedToName = joined !== undefined && !joined.initial && /^\p{Lu}\p{Ll}+$/u.test(joined.text) && !speller!.isEnglishWord(joined.text);
          const name = part.shape === 'capitalized' && ((isDefinedTerm(unit, part, context.sourceText) && !speller!.variantSpelling(part.text)) || (!titleCase && (!(part.start === token.start && token.initial) || capitalNeighbour || joinedToName)));
          const fullName = name && (!token.initial || unit.kind === 'tableCell') && [previous, next].some((neighbour) => neighbour !== undefined && !neighbour.initial && /^\p{Lu}\p{Ll}+$/u.test(neighbour.text) && speller!.check(neighbour.text) === 'unknown');
          findings.push({ unit, part, rejected: false, name, fullName });
        }
      });
    };

    const report = (): void => {
      // A page where English dictionaries miss a word in four is in another language (a translation no language entry lists).
      if (checked >= FOREIGN_PAGE_MIN_WORDS && unknown * FOREIGN_PAGE_SHARE >= checked) return;
      // A word the page capitalizes as a name somewhere is a name everywhere on it ("Priyanka runs …").
      const names = new Set(findings.filter((finding) => finding.name).map((finding) => finding.part.text.toLowerCase()));
      for (const finding of findings) {
        const { unit, part, rejected } = finding;
        const name = finding.name || (!rejected && part.shape === 'capitalized' && names.has(part.text.toLowerCase()));
        // A word the page itself writes as code or links to is a name there.
        if (!rejected && code.has(part.text)) continue;
        const word = unit.text.slice(part.start, part.end);
        if (finding.fullName && reportNear) continue;
        if (!rejected && isTypoShownOnPurpose(unit.text, part)) continue;
        const listed = !rejected && speller!.isListedMisspelling(part.text);
        // A name is reported only as a known misspelling, or as one of the site's own names misspelled.
        if (name && reportNear && !rejected && !listed && !speller!.isNearOwnWord(part.text)) continue;
        // A listed misspelling is a misspelling, even where it reads as the other English (`failled`).
        const variant = rejected || listed ? undefined : speller!.variantSpelling(part.text);
        // A rejected word is usually spelled right: only the team's own correction is offered.
        let suggestions = rejected ? speller!.corrections(part.text).slice(0, SUGGESTIONS) : variant ? [variant] : speller!.suggest(part.text, SUGGESTIONS);
        // A lower-case word is a slip of a lower-case word: a name near it (`hanzi` → Hanoi, `oplog` → Oslo) is no evidence.
        const notName = (suggestion: string) => !speller!.isEnglishName(suggestion);
        if (!rejected && !variant && !listed && part.shape === 'lower') suggestions = suggestions.filter(notName);
        // Nothing one edit away: a long lower-case word the site does not write again, with an English word two edits away, is a slip of two keys (`documantaton`).
        const farSlip = !rejected && !variant && suggestions.length === 0 && part.shape === 'lower' && part.text.length >= FAR_SLIP_MIN_LENGTH && !speller!.isWrittenOften(part.text);
        if (farSlip) suggestions = speller!.suggestFar(part.text, SUGGESTIONS).filter(notName);
        if (!rejected && !variant && reportNear) {
          // Nothing within two edits, or a name or a term the site writes often: not a slip of the keys (listed by --list-unknown-words).
          if (suggestions.length === 0) continue;
          const ownName = suggestions.some((suggestion) => speller!.isOwnWord(suggestion));
          // A capitalized word nearest to a proper noun is a name of the same kind (`Kazakhstani`, `Stefano`).
          if (part.shape === 'capitalized' && !listed && !ownName && speller!.isProperNoun(suggestions[0])) continue;
          // A service's daemon, named the Unix way (`firewalld`, `dockerd`): nearest to the service's own name, not to a past tense (`followd` → `followed`).
          if (part.shape === 'lower' && !listed && suggestions.length > 0 && part.text === `${suggestions[0].toLowerCase()}d`) continue;
        }
        const [start, end] = unit.sourceRange(part.start, part.end);
        // A suggestion replaces the word only where the file holds it as written (no escape, no markup inside).
        const replaceable = context.sourceText.slice(start, end) === word;
        const suggest: ReportSuggestion[] = replaceable ? suggestions.map((text) => ({ desc: `Replace "${word}" with "${text}".`, fix: [{ range: [start, end], text }] })) : [];
        const messageId = rejected ? (suggestions.length > 0 ? 'rejectedInstead' : 'rejected') : variant ? 'variant' : suggestions.length > 0 ? 'misspelled' : 'unknown';
        const data = { word, suggestions: listOf(suggestions), variant: VARIANT_NAMES[spelling.variant], other: OTHER_VARIANT[spelling.variant] };
        context.report({ loc: unit.locate(part.start, part.end), messageId, data, ...(suggest.length > 0 ? { suggest } : {}) });
      }
    };

    return combineVisitors(
      proseVisitors(context, read, { include: (where) => !where.codeExample }),
      code.visitors(() => page.frontMatter?.data),
      { 'root:exit': report },
    );
  },
});

/**
 * "- **Valkey** - Redis-compatible server": the one word of the label an item opens with names what the item
 * defines, as does a cell, a heading or an item that is one capitalized word (a British "**Behaviour**" is still a spelling).
 */
/** A passage about typos: what a search forgives, what a checker catches. */
const ABOUT_TYPOS = /\b(?:typos?|misspel\w*|fuzzy)\b/i;

/**
 * A typo quoted on purpose, in a passage about typos: `a search for "reciepe" finds "recipe"`, `"runnign shoes"
 * still returns results`. The page shows the slip to make its point; correcting it would spoil the example.
 */
function isTypoShownOnPurpose(text: string, part: WordPart): boolean {
  if (!ABOUT_TYPOS.test(text)) return false;
  const before = text.slice(0, part.start);
  const after = text.slice(part.end);
  const straight = (before.match(/"/g) ?? []).length % 2 === 1 && after.includes('"');
  const curly = before.lastIndexOf('“') > before.lastIndexOf('”') && after.includes('”');
  return straight || curly;
}

function isDefinedTerm(unit: ProseUnit, part: WordPart, source: string): boolean {
  // "| Sophos | Commonly direct |", "### Sophos", "- Authentik": a table cell, a heading or a list item that is one
  // capitalized word and nothing else names something (a product, a vendor); a sentence would say more.
  const alone = unit.kind === 'tableCell' || unit.kind === 'heading' || (unit.kind === 'paragraph' && unit.context.list !== undefined);
  if (alone && part.start === unit.text.search(/\S/) && /^[:.]?\s*$/.test(unit.text.slice(part.end))) return true;
  if (unit.kind !== 'paragraph') return false;
  const label = singleWordLabel(unit.node, source);
  if (!label) return false;
  const [start, end] = unit.sourceRange(part.start, part.end);
  return start >= label[0] && end <= label[1];
}

/** A word cut short: an ellipsis right after it. */
function isTruncated(text: string, end: number): boolean {
  return text[end] === '…' || text.startsWith('...', end);
}

/** `stayin'`, `nothin'`: a colloquial word with its g dropped, written with the apostrophe. */
function droppedG(text: string, part: WordPart, speller: Speller): boolean {
  return (text[part.end] === "'" || text[part.end] === '’') && part.text.endsWith('in') && speller.check(`${part.text}g`) === 'known';
}

/** Most words of four letters or more after the first start with a capital: "Configure Your Environment". */
function isTitleCase(tokens: readonly WordToken[]): boolean {
  const words = tokens.slice(1).filter((token) => token.text.length >= 4 && /^\p{L}/u.test(token.text));
  if (words.length === 0) return true;
  return words.filter((token) => /^\p{Lu}/u.test(token.text)).length * 2 > words.length;
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
function listOf(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

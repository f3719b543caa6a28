import { createRule } from '../src/rule-kit/create-rule.js';
import { combineVisitors, PLACEHOLDER, proseVisitors, type ProseUnit } from '../src/prose/index.js';
import type { ProjectIndex } from '../src/site/project-index.js';
import fs from 'node:fs';
import { isGeneratedReleaseNote, siteName, siteSpelling } from '../src/spelling/index.js';
import type { WordListProblem } from '../src/spelling/index.js';
import { nameTerm, optionTerms, productName, valeSubstitutionTerms, type PreferredTerm, type TermOption } from '../src/terminology/term-lists.js';

interface Options extends Record<string, unknown> {
  terms: TermOption[];
  productName: boolean;
  files: string[];
}

interface SiteTerms {
  terms: PreferredTerm[];
  problems: WordListProblem[];
  /** The product's name is English words (`Continue`, `Prefect`): in lower case or in capitals it is those words, not the name. */
  nameIsEnglish: () => boolean;
  /** True when a page of the site writes the word as a command or a module in its code (the setup page's `zylon` database). */
  siteCodeWrites: (word: string) => boolean;
}

const bySite = new WeakMap<ProjectIndex, Map<string, SiteTerms>>();

function termsOf(site: ProjectIndex, options: Options): SiteTerms {
  let forSite = bySite.get(site);
  if (!forSite) bySite.set(site, (forSite = new Map()));
  const key = JSON.stringify([options.terms, options.productName, options.files]);
  let found = forSite.get(key);
  if (!found) {
    const name = options.productName ? productName(siteName(site)) : undefined;
    const vale = valeSubstitutionTerms(options.files, site.root);
    let english: boolean | undefined;
    const codeWrites = new Map<string, boolean>();
    found = {
      terms: [...(name ? [nameTerm(name)] : []), ...optionTerms(options.terms), ...vale.terms],
      problems: vale.problems,
      // Asked only when the name matched in another case: the English dictionary loads in a second or two.
      nameIsEnglish: () => (english ??= name !== undefined && name.split(/\s+/).every((word) => siteSpelling(site).speller().isEnglishWord(word))),
      siteCodeWrites: (word) => {
        let writes = codeWrites.get(word);
        if (writes === undefined) codeWrites.set(word, (writes = site.pageFiles.some((page) => codeOf(site.absolutePath(page)).some((code) => writesAsCommand(code, word)))));
        return writes;
      },
    };
    forSite.set(key, found);
  }
  return found;
}

export default createRule<Options>({
  meta: {
    id: 'terminology',
    description: 'Prose uses the site\'s preferred terms: the product name as docs.json spells it, a configured list, and Vale substitution files.',
    category: 'prose',
    defaultSeverity: 'off',
    fixable: true,
    hasSuggestions: true,
    messages: {
      name: 'Write the product name as docs.json spells it: "{{use}}", not "{{found}}".',
      term: 'Use "{{use}}" instead of "{{found}}".',
      vale: '{{message}}',
      termList: '{{problem}}',
    },
    defaultOptions: { terms: [], productName: true, files: [] },
    optionsSchema: {
      type: 'object',
      properties: {
        terms: {
          type: 'array',
          items: {
            type: 'object',
            properties: { use: { type: 'string', minLength: 1 }, instead: { type: 'array', items: { type: 'string', minLength: 1 } } },
            required: ['use', 'instead'],
            additionalProperties: false,
          },
        },
        productName: { type: 'boolean' },
        files: { type: 'array', items: { type: 'string' } },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const { terms, problems, nameIsEnglish, siteCodeWrites } = termsOf(context.site, context.options);
    if (!context.page) {
      for (const problem of problems) context.report({ filePath: problem.filePath, loc: { line: problem.line, column: problem.column }, messageId: 'termList', data: { problem: problem.message } });
      return {};
    }
    if (terms.length === 0) return {};
    const code: string[] = [];
    const deferred: Array<{ found: string; objectNoun: boolean; report: () => void }> = [];
    const check = (unit: ProseUnit): void => {
      const taken: Array<[number, number]> = [];
      // A pull request's title in generated release notes names commands and packages as the code does.
      // Asked only on a match: a unit's source places are worked out when asked for, and such a line has "by" in its text.
      let releaseNote: boolean | undefined;
      const isReleaseNote = () => (releaseNote ??= /\bby\b/.test(unit.text) && isGeneratedReleaseNote(context.sourceText.slice(...unit.sourceRange(0, unit.text.length))));
      for (const term of terms) {
        for (const match of unit.text.matchAll(term.pattern)) {
          if (term.source === 'name' && isReleaseNote()) break;
          const found = match[0];
          const start = match.index!;
          const end = start + found.length;
          if (found === '' || found.includes(PLACEHOLDER) || taken.some(([from, to]) => start < to && end > from) || isQuoted(unit, start)) continue;
          const choices = term.source === 'name' ? term.use : term.use.map((use) => keepCase(use, found));
          // A line break inside the name is how the source wraps it, not another spelling.
          if (choices.includes(found.replace(/\s+/g, ' '))) continue;
          const plainCase = found === found.toLowerCase() || found === found.toUpperCase();
          // A name that is English words names the product only as written: "continue coding" is the verb.
          const englishName = term.source === 'name' && nameIsEnglish();
          if (englishName && plainCase) continue;
          taken.push([start, end]);
          const [from, to] = unit.sourceRange(start, end);
          const edits = context.sourceText.slice(from, to) === found ? choices.map((text) => ({ range: [from, to] as [number, number], text })) : [];
          // --fix applies only what a writer always accepts: the one term the team or the docs.json name asks for. Where
          // the rule is not sure (a choice of terms, a name that is also English), each edit is a suggestion to choose.
          const sure = choices.length === 1 && !englishName;
          const fix = sure && edits.length > 0 ? [edits[0]] : undefined;
          const suggest = !sure ? edits.map((edit) => ({ desc: `Replace "${found}" with "${edit.text}".`, fix: [edit] })) : [];
          const use = choices.join('" or "');
          const messageId = term.source === 'name' ? 'name' : term.message ? 'vale' : 'term';
          const message = term.message ? valeMessage(term.message, choices, found) : '';
          const report = () => context.report({ loc: unit.locate(start, end), messageId, data: { use, found, message }, ...(fix ? { fix } : {}), ...(suggest.length > 0 ? { suggest } : {}) });
          // The name in lower case is also a command or a module where the page's code, or another page's, writes it so: known at the page's end.
          if (term.source === 'name' && found === found.toLowerCase()) deferred.push({ found, objectNoun: OBJECT_NOUN.test(unit.text.slice(end)), report });
          else report();
        }
      }
    };
    const noteCode = (node: { value?: unknown }) => {
      if (typeof node.value === 'string') code.push(node.value);
    };
    return combineVisitors(proseVisitors(context, check, { include: (where) => !where.codeExample }), {
      inlineCode: noteCode,
      code: noteCode,
      'root:exit'() {
        for (const { found, objectNoun, report } of deferred) if (!code.some((text) => writesAsCommand(text, found)) && !(objectNoun && siteCodeWrites(found))) report();
      },
    });
  },
});

/**
 * True when code writes `word` as a command or a module of its own (`fastmcp run`, `import fastmcp`,
 * `fastmcp.settings`), not as a part of a package, a flag, a path or an address (`@upstash/redis`,
 * `upstash-redis`, `https://upstash.com`).
 */
function writesAsCommand(code: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![-\\p{L}\\p{N}_@#/.:])${escaped}(?![-\\p{L}\\p{N}_/@:]|\\.(?:com|io|dev|ai|app|net|org|co|cloud|sh|so)\\b)`, 'u').test(code);
}

/**
 * After the name, a noun that makes it the name of a thing in code (`the zylon database`, `the novu
 * repository`, `the polar schema`): where another page's code writes it so, it is that identifier.
 */
const OBJECT_NOUN = /^\s+(?:database|db|table|schema|role|user|bucket|namespace|package|module|library|command|cli|binary|container|image|service|directory|folder|repository|repo|index|collection|cluster|keyspace|topic|queue|tables|databases|commands|packages)\b/i;

/** The code of a page as written: its fenced blocks and inline code spans (empty when the file cannot be read). */
function codeOf(file: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(/^ {0,3}(```+|~~~+)[^\n]*\n([\s\S]*?)^ {0,3}\1/gm)].map((match) => match[2]).concat([...text.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => match[1]));
}

/** The writer's case on the preferred term: `Sign in` at the start of a sentence, `SIGN IN` in capitals; a term with its own capitals keeps them. */
function keepCase(use: string, found: string): string {
  if (use !== use.toLowerCase()) return use;
  if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) return use.toUpperCase();
  if (found[0] !== found[0].toLowerCase()) return use[0].toUpperCase() + use.slice(1);
  return use;
}

/** Inside quotation marks: a UI label or a message, quoted as it is. */
function isQuoted(unit: ProseUnit, start: number): boolean {
  return unit.words.some((token) => token.start <= start && start < token.end && token.quoted);
}

/** Vale's message with its `%s` filled as Vale fills a substitution's: what to write, then what was written. */
function valeMessage(template: string, choices: readonly string[], found: string): string {
  const values = [choices.join("' or '"), found];
  let next = 0;
  return template.replace(/%s/g, () => values[next++] ?? '');
}

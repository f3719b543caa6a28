/**
 * A team's Vale setup, read as Vale reads it: the `.vale.ini` at the site root or else at the
 * repository root; `StylesPath` (relative to the ini, or absolute: it may lie outside the site);
 * `MinAlertLevel`; `Vocab` (`config/vocabularies/<Name>/accept.txt` and `reject.txt`);
 * `Packages`, which must already be under StylesPath (docs-lint never downloads them); the
 * configuration packages bring (`StylesPath/.vale-config/*.ini`, read first); `[*]` and glob
 * sections with `BasedOnStyles` and `Style.Rule = YES|NO|level`, applied in Vale's order (for
 * the styles, the last matching section wins; for rules, every matching section in order). Each
 * rule is compiled once per setup; `rulesFor(path)` gives a page's rules.
 */

import fs from 'node:fs';
import path from 'node:path';
import { findRepositoryRoot } from '../site/repository-root.js';
import { StyleProblem, VALE_LEVELS, type ValeCheck, type ValeLevel } from './check-types.js';
import { existence } from './checks/existence.js';
import { repetition } from './checks/repetition.js';
import { spelling } from './checks/spelling.js';
import { substitution } from './checks/substitution.js';
import { isDirectory, listFiles } from '../site/file-queries.js';
import { compileValeGlob, type ValeGlob } from './glob.js';
import { listValues, parseIni, type IniEntry, type IniSection } from './ini.js';
import { loadRule, styleFiles, type SetupProblem } from './load-styles.js';
import { RuleDefinition } from './rule-definition.js';
import { isPhrase } from './checks/tokens.js';

export const VALE_CONFIG_NAMES = ['.vale.ini', '_vale.ini', 'vale.ini', '.vale', '_vale'];

export interface ValeSetup {
  iniPath: string;
  stylesPath?: string;
  /** Problems of the setup's files, reported once per run (on the ini or the rule's YAML). */
  problems: SetupProblem[];
  /** Every loaded rule by id. */
  rules: ReadonlyMap<string, ValeCheck>;
  /** The rules that run on a page, by its path relative to the site root (POSIX). */
  rulesFor(relativePath: string): ValeCheck[];
  /** The files the setup read (for the result cache): each with its content. */
  inputs: ReadonlyMap<string, string>;
}

interface Section {
  name: string;
  glob: ValeGlob;
  styles?: string[];
  checks: Map<string, boolean>;
}

/** The `.vale.ini` that governs a site: at its root, else at its repository's root. */
export function findValeIni(siteRoot: string): string | undefined {
  const roots = [siteRoot];
  const repository = findRepositoryRoot(siteRoot);
  if (repository && repository !== siteRoot) roots.push(repository);
  for (const root of roots) {
    for (const name of VALE_CONFIG_NAMES) {
      const candidate = path.join(root, name);
      try {
        if (fs.statSync(candidate).isFile()) return candidate;
      } catch {
        // Not there: the next name.
      }
    }
  }
  return undefined;
}

export function loadValeSetup(iniPath: string, siteRoot: string): ValeSetup {
  const problems: SetupProblem[] = [];
  const inputs = new Map<string, string>();
  const iniText = readText(iniPath, inputs);
  const problem = (file: string, line: number, message: string, kind: SetupProblem['kind'] = 'error') => problems.push({ file, line, column: 1, message, kind });
  const ini = parseIni(iniText ?? '');
  for (const bad of ini.problems) problem(iniPath, bad.line, `${bad.message} docs-lint ignores this line, as Vale does not read it.`);
  const core = ini.sections[0];
  const coreKey = (key: string) => core.entries.filter((entry) => entry.key === key);
  const last = (key: string) => coreKey(key).at(-1);

  // StylesPath: relative to the ini's folder.
  const stylesEntry = last('StylesPath');
  let stylesPath: string | undefined;
  if (stylesEntry) {
    stylesPath = path.resolve(path.dirname(iniPath), stylesEntry.value.replace(/^~(?=$|\/)/, process.env.HOME ?? '~'));
    if (!isDirectory(stylesPath)) {
      problem(iniPath, stylesEntry.line, `StylesPath "${stylesEntry.value}" is not a folder (${stylesPath}). Create it, or run \`vale sync\` to fetch the Packages; docs-lint never downloads styles.`);
      stylesPath = undefined;
    }
  }

  // The configuration that packages bring comes first; the project's own ini is read last and wins.
  const sources: Array<{ file: string; sections: IniSection[] }> = [];
  if (stylesPath) {
    const pipeline = path.join(stylesPath, '.vale-config');
    for (const name of listFiles(pipeline).filter((file) => file.endsWith('.ini'))) {
      const file = path.join(pipeline, name);
      sources.push({ file, sections: parseIni(readText(file, inputs) ?? '').sections });
    }
  }
  sources.push({ file: iniPath, sections: ini.sections });

  let minLevel: ValeLevel = 'warning';
  let wordTemplate: string | undefined;
  const levels = new Map<string, ValeLevel>();
  const globalChecks = new Map<string, boolean>();
  let globalStyles: string[] = [];
  const sections: Section[] = [];
  const styles = new Set<string>();
  const named = new Set<string>();
  const vocabNames: Array<{ name: string; line: number; file: string }> = [];
  const packages: IniEntry[] = [];
  const formats = new Map<string, string>();

  const readCheck = (file: string, entry: IniEntry, into: Map<string, boolean>) => {
    const value = entry.value.trim();
    if (value === 'NO') into.set(entry.key, false);
    else if (value === 'YES' || VALE_LEVELS.includes(value as ValeLevel)) {
      into.set(entry.key, true);
      if (value !== 'YES') levels.set(entry.key, value as ValeLevel);
    } else {
      into.set(entry.key, false);
      problem(file, entry.line, `"${entry.key} = ${value}": a rule is set to YES, NO, suggestion, warning or error; Vale turns it off for any other value.`);
    }
    if (entry.key.includes('.')) named.add(entry.key);
  };

  for (const { file, sections: parsed } of sources) {
    for (const section of parsed) {
      if (section.name === '') {
        for (const entry of section.entries) {
          switch (entry.key) {
            case 'MinAlertLevel':
              if (VALE_LEVELS.includes(entry.value as ValeLevel)) minLevel = entry.value as ValeLevel;
              else problem(file, entry.line, `MinAlertLevel must be suggestion, warning or error; it is "${entry.value}".`);
              break;
            case 'WordTemplate':
              wordTemplate = entry.value;
              break;
            case 'Vocab':
              for (const name of listValues([entry])) vocabNames.push({ name, line: entry.line, file });
              break;
            case 'Packages':
              if (file === iniPath) packages.push(entry);
              break;
            case 'BasedOnStyles':
              problem(file, entry.line, 'BasedOnStyles belongs in a section such as [*.{md,mdx}] or [*]; above every section Vale rejects it.');
              break;
          }
        }
        continue;
      }
      if (section.name === 'formats') {
        for (const entry of section.entries) formats.set(entry.key, entry.value);
        continue;
      }
      if (section.name === 'asciidoctor' || section.name === 'DEFAULT') continue;
      const based = section.entries.filter((entry) => entry.key === 'BasedOnStyles');
      const sectionStyles = based.length > 0 ? listValues(based) : undefined;
      sectionStyles?.forEach((style) => styles.add(style));
      const checks = new Map<string, boolean>();
      for (const entry of section.entries) {
        if (SYNTAX_OPTIONS.has(entry.key) || entry.key === 'BasedOnStyles') continue;
        if (CORE_OPTIONS.has(entry.key)) {
          problem(file, entry.line, `${entry.key} is a core option: it belongs above every section, where Vale reads it.`);
          continue;
        }
        readCheck(file, entry, checks);
      }
      if (section.name === '*') {
        if (sectionStyles) globalStyles = sectionStyles;
        for (const [key, value] of checks) globalChecks.set(key, value);
        continue;
      }
      const existing = sections.find((s) => s.name === section.name);
      if (existing) {
        if (sectionStyles) existing.styles = sectionStyles;
        for (const [key, value] of checks) existing.checks.set(key, value);
      } else sections.push({ name: section.name, glob: compileValeGlob(section.name), styles: sectionStyles, checks });
    }
  }

  // Vocabularies: accepted terms are exceptions to most rules (Vale.Terms enforces their case); rejected ones are errors (Vale.Avoid).
  const accepted: string[] = [];
  const rejected: string[] = [];
  for (const vocab of vocabNames) {
    const folders = stylesPath ? [path.join(stylesPath, 'config', 'vocabularies', vocab.name), path.join(stylesPath, 'Vocab', vocab.name)] : [];
    const folder = folders.find(isDirectory);
    if (!folder) {
      problem(vocab.file, vocab.line, `Vocab "${vocab.name}" has no folder ${stylesPath ? path.join(stylesPath, 'config', 'vocabularies', vocab.name) : '(StylesPath is not set)'}; create it with an accept.txt and a reject.txt.`);
      continue;
    }
    for (const [name, into] of [['accept.txt', accepted], ['reject.txt', rejected]] as const) {
      const text = readText(path.join(folder, name), inputs);
      if (text === undefined) continue;
      for (const line of text.split(/\r?\n/)) {
        const word = line.trim();
        if (word && !word.startsWith('# ')) into.push(word);
      }
    }
  }

  for (const entry of packages) {
    for (const value of listValues([entry])) {
      const name = path.basename(value).replace(/\.zip$/i, '');
      const present = stylesPath && (isDirectory(path.join(stylesPath, name)) || listFiles(path.join(stylesPath, '.vale-config')).some((file) => file.replace(/\.ini$/, '').replace(/^\d+-/, '') === name));
      if (!present) problem(iniPath, entry.line, `Package "${name}" is not under StylesPath${stylesPath ? ` (${stylesPath})` : ''}: run \`vale sync\` to fetch it; docs-lint reads packages already there and never downloads them.`);
    }
  }
  globalStyles.forEach((style) => styles.add(style));

  // Load each style named by BasedOnStyles, then each rule named on its own.
  const rules = new Map<string, ValeCheck>();
  const source = { stylesPath, accepted, wordTemplate, levels };
  const loadFile = (id: string, file: string) => {
    if (rules.has(id)) return;
    inputs.set(file, readText(file, new Map()) ?? '');
    const { check, problem: bad, notices } = loadRule(id, file, source);
    if (check) rules.set(id, check);
    if (bad) problems.push(bad);
    // What a rule the ini turns off everywhere it names it could not read changes nothing: no notice for it.
    if (notices && !turnedOff(id)) problems.push(...notices);
  };
  const turnedOff = (id: string): boolean => {
    const settings = [globalChecks.get(id), ...sections.map((section) => section.checks.get(id))].filter((value) => value !== undefined);
    return settings.length > 0 && settings.every((value) => value === false);
  };
  const needsVale = styles.has('Vale') || [...named].some((id) => id.startsWith('Vale.'));
  for (const style of styles) {
    if (style === 'Vale') continue;
    const folder = stylesPath ? path.join(stylesPath, style) : undefined;
    if (!folder || !isDirectory(folder)) {
      const line = findLine(sources, 'BasedOnStyles', style);
      problem(line.file, line.line, `Style "${style}" is not under StylesPath${stylesPath ? ` (${stylesPath})` : ''}: add it (or run \`vale sync\` for a package); docs-lint never downloads styles.`);
      continue;
    }
    for (const file of styleFiles(folder)) loadFile(`${style}.${path.basename(file, '.yml')}`, file);
  }
  for (const id of named) {
    const [style, rule] = id.split('.');
    if (rules.has(id) || style === 'Vale' || !rule || !stylesPath) continue;
    const file = path.join(stylesPath, style, `${rule}.yml`);
    if (fs.existsSync(file)) loadFile(id, file);
  }
  if (needsVale) {
    const builtIn = builtInRules(accepted, rejected, levels, wordTemplate, stylesPath);
    for (const check of builtIn.checks) rules.set(check.id, check);
    // What Vale.Spelling could not read of config/dictionaries is said where the ini turns the Vale style on.
    const line = findLine(sources, 'BasedOnStyles', 'Vale');
    for (const notice of builtIn.notices) problem(line.file, line.line, notice.message, notice.kind);
  }

  const rank = (level: ValeLevel) => VALE_LEVELS.indexOf(level);
  const iniFolder = path.dirname(iniPath);
  const siteFromIni = path.relative(iniFolder, siteRoot).split(path.sep).join('/');
  const cache = new Map<string, ValeCheck[]>();
  const rulesFor = (relativePath: string): ValeCheck[] => {
    const fromIni = siteFromIni && !siteFromIni.startsWith('..') ? `${siteFromIni}/${relativePath}` : relativePath;
    const paths = [fromIni];
    const ext = path.extname(fromIni).slice(1);
    const normed = formats.get(ext);
    if (normed) paths.push(fromIni.slice(0, -ext.length) + normed);
    let baseStyles = globalStyles;
    const checks = new Map<string, boolean>();
    for (const candidate of paths) {
      for (const section of sections) {
        if (!section.glob.test(candidate)) continue;
        if (section.styles) baseStyles = section.styles;
        for (const [key, value] of section.checks) checks.set(key, value);
      }
    }
    const key = `${baseStyles.join(',')}|${[...checks].map(([k, v]) => `${k}=${v}`).join(',')}`;
    let chosen = cache.get(key);
    if (!chosen) {
      chosen = [...rules.values()].filter((check) => {
        if (rank(check.level) < rank(minLevel)) return false;
        const own = checks.get(check.id) ?? globalChecks.get(check.id);
        if (own !== undefined) return own;
        return baseStyles.includes(check.id.split('.')[0]);
      });
      cache.set(key, chosen);
    }
    return chosen;
  };
  return { iniPath, stylesPath, problems, rules, rulesFor, inputs };
}

/** Keys that are options of a section, not rules. */
const SYNTAX_OPTIONS = new Set(['IgnorePatterns', 'BlockIgnores', 'TokenIgnores', 'CommentDelimiters', 'Transform', 'Lang']);
const CORE_OPTIONS = new Set(['StylesPath', 'MinAlertLevel', 'Vocab', 'Packages', 'WordTemplate', 'IgnoredScopes', 'SkippedScopes', 'IgnoredClasses', 'NLPEndpoint']);

/**
 * Vale's own style: `Vale.Repetition`, `Vale.Spelling` (on docs-lint's English, the dictionaries of
 * `<StylesPath>/config/dictionaries` and the words of `config/ignore`), and `Vale.Terms` /
 * `Vale.Avoid` from the vocabularies.
 */
function builtInRules(accepted: readonly string[], rejected: readonly string[], levels: ReadonlyMap<string, ValeLevel>, wordTemplate: string | undefined, stylesPath: string | undefined): { checks: ValeCheck[]; notices: StyleProblem[] } {
  const make = (id: string, data: Record<string, unknown>) => new RuleDefinition(id, data, '', levels.get(id), accepted, wordTemplate, { stylesPath });
  const spellingDefinition = make('Vale.Spelling', { extends: 'spelling', message: "Did you really mean '%s'?", level: 'error', scope: 'text', path: 'internal' });
  const checks = [repetition(make('Vale.Repetition', { extends: 'repetition', message: "'%s' is repeated!", level: 'error', alpha: true, tokens: ['[^\\s]+'] })), spelling(spellingDefinition)];
  const terms = accepted.filter(isPhrase);
  if (terms.length > 0) {
    checks.push(substitution(make('Vale.Terms', { extends: 'substitution', message: "Use '%s' instead of '%s'.", level: 'error', ignorecase: true, vocab: false, swap: Object.fromEntries(terms.map((term) => [term.toLowerCase(), term])) })));
  }
  if (rejected.length > 0) checks.push(existence(make('Vale.Avoid', { extends: 'existence', message: "Avoid using '%s'.", level: 'error', ignorecase: false, tokens: rejected })));
  return { checks, notices: spellingDefinition.notices };
}

function findLine(sources: ReadonlyArray<{ file: string; sections: IniSection[] }>, key: string, value: string): { file: string; line: number } {
  for (const { file, sections } of [...sources].reverse()) {
    for (const section of sections) {
      const entry = section.entries.find((e) => e.key === key && e.value.split(',').some((v) => v.trim() === value));
      if (entry) return { file, line: entry.line };
    }
  }
  return { file: sources.at(-1)!.file, line: 1 };
}

function readText(file: string, inputs: Map<string, string>): string | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8');
    inputs.set(file, text);
    return text;
  } catch {
    return undefined;
  }
}

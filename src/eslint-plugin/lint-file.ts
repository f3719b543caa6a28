import path from 'node:path';
import type { Root } from 'mdast';
import { finishPage, lintPageText } from '../engine/lint-page.js';
import type { Problem } from '../engine/problem.js';
import { RuleRunner, type EnabledRule } from '../engine/rule-runner.js';
import { walkConfig } from '../engine/walk-config.js';
import { reportingRuleId } from '../engine/foreign-ids.js';
import { PageAnchorIndex } from '../site/page-anchor-index.js';
import type { ProjectIndex } from '../site/project-index.js';
import { SITE_CONFIG_NAMES } from '../site/site-config-file.js';
import type { LintMessage, LintSettings, Rule, RuleOptions } from '../types.js';
import type { BaselineSetting } from './baseline-filter.js';
import { siteOf, siteOfConfig, siteOfConfigPart, type SiteOptions } from './site-cache.js';

/**
 * The editor integrations' engine: one file's text (what ESLint or remark holds, saved or not)
 * linted by a set of docs-lint rules. A page goes through the engine's own `lintPageText` and
 * `finishPage`, as in the CLI: the same parser, walk, rule runner, directives and fix guards, once
 * for every rule of the file. What differs is only where the facts come from:
 * - the project index is the process-wide one of `site-cache.ts` (built synchronously);
 * - checks a rule defers until every page was read run at the end of the file, against anchors
 *   that other pages give on demand;
 * - a page's problems include those the config pass reports against it (`nav-no-orphan`).
 */
export interface FileToLint {
  /** Absolute path; undefined when the text has no file (then no site either). */
  filePath?: string;
  text: string;
  settings?: EditorSettings;
  /** How a page's masked text becomes its tree (default: a whole parse); see `parsePage`. */
  parseTree?: (masked: string) => Root;
}

/** What the CLI reads from `docs-lint.config.json` beside the rules; ESLint reads it from `settings['docs-lint']`. */
export interface EditorSettings extends SiteOptions, BaselineSetting {
  components?: readonly string[];
}

export interface RuleToRun {
  rule: Rule<any>;
  options: RuleOptions;
}

export interface FileLint {
  /** Problems by rule id, for this file only, inline directives applied (suppressed ones left out). */
  byRule: Map<string, Problem[]>;
  /** The page is not valid MDX for docs-lint's parser: no rule ran. */
  fatal?: LintMessage;
}

/** `json`: another JSON file, which is part of the config when a `$ref` of the site's docs.json names it. */
export type FileKind = 'page' | 'config' | 'json' | 'other';

export function fileKind(filePath: string | undefined): FileKind {
  if (filePath === undefined) return 'page';
  if ((SITE_CONFIG_NAMES as readonly string[]).includes(path.basename(filePath))) return 'config';
  if (/\.json$/i.test(filePath)) return 'json';
  return /\.mdx?$/i.test(filePath) ? 'page' : 'other';
}

export function lintFile(file: FileToLint, rules: readonly RuleToRun[], kind: FileKind = fileKind(file.filePath)): FileLint {
  if (rules.length === 0 || kind === 'other') return { byRule: new Map() };
  if (kind === 'json') return lintConfigPart(file, rules);
  return kind === 'config' ? lintConfigText(file, rules) : lintPageFile(file, rules);
}

/** True when `filePath` is a JSON file that a `$ref` of its site's docs.json names (the ESLint configs' `files` ask this). */
export function isConfigPart(filePath: string, settings?: EditorSettings): boolean {
  if (!/\.json$/i.test(filePath) || fileKind(filePath) !== 'json') return false;
  const site = siteOf(filePath, settings);
  return Boolean(site?.config.refs?.partAt(filePath));
}

function lintPageFile(file: FileToLint, rules: readonly RuleToRun[]): FileLint {
  const filePath = file.filePath ?? path.resolve('page.mdx');
  const site = file.filePath === undefined ? undefined : siteOf(filePath, file.settings);
  const relativePath = site ? path.relative(site.root, filePath).split(path.sep).join('/') : path.basename(filePath);
  if (site && !isLintedPage(site, relativePath)) return { byRule: new Map() };

  const linted = lintPageText(site ?? noSite(filePath), relativePath, file.text, enabled(rules), settingsOf(file), file.parseTree);
  // Deferred (cross-file) checks run now: other pages' anchors are read on demand.
  const problems = finishPage(linted);
  const fatal = problems.find((problem) => problem.fatal);
  const own = problems.filter((problem) => !problem.suppressed && problem.ruleId !== null && problem.filePath === filePath && !isNoSiteCrash(problem));
  // As in the CLI, what the config pass reports against a page is not subject to the page's directives.
  const fromConfig = site ? configProblems(site, rules, file).filter((problem) => problem.filePath === filePath) : [];
  return { byRule: byRuleId([...own, ...fromConfig], rules), ...(fatal ? { fatal } : {}) };
}

function lintConfigText(file: FileToLint, rules: readonly RuleToRun[]): FileLint {
  if (file.filePath === undefined) return { byRule: new Map() };
  const site = siteOfConfig(file.filePath, file.text, file.settings);
  if (!site?.config.ast) return { byRule: new Map(), fatal: site?.config.fatal };
  return { byRule: byRuleId(configProblems(site, rules, file).filter((problem) => problem.filePath === site.config.path)) };
}

/** A file a `$ref` of docs.json names: the config pass's problems in it, with the editor's text as its content. */
function lintConfigPart(file: FileToLint, rules: readonly RuleToRun[]): FileLint {
  if (file.filePath === undefined) return { byRule: new Map() };
  const site = siteOfConfigPart(file.filePath, file.text, file.settings);
  if (!site?.config.ast) return { byRule: new Map() };
  return { byRule: byRuleId(configProblems(site, rules, file).filter((problem) => problem.filePath === file.filePath)) };
}

/**
 * The config pass (docs.json walked by the rules) for one index, kept per rule and options: every
 * page of the site asks it for the problems reported against that page.
 */
const configRuns = new WeakMap<ProjectIndex, Map<string, Problem[]>>();

function configProblems(site: ProjectIndex, rules: readonly RuleToRun[], file: FileToLint): Problem[] {
  if (!site.config.ast) return [];
  let runs = configRuns.get(site);
  if (!runs) configRuns.set(site, (runs = new Map()));
  const settings = settingsOf(file);
  const keyOf = (toRun: RuleToRun) => `${toRun.rule.meta.id}\u0000${JSON.stringify(toRun.options)}\u0000${JSON.stringify(settings)}`;
  const missing = rules.filter((toRun) => !runs.has(keyOf(toRun)));
  if (missing.length > 0) {
    const runner = new RuleRunner({ filePath: site.config.path, sourceText: site.config.text, parts: site.config.refs }, enabled(missing), site, settings);
    walkConfig(site.config.ast, site, runner);
    for (const toRun of missing) runs.set(keyOf(toRun), runner.problems.filter((problem) => problem.ruleId !== null && reportingRuleId(problem.ruleId, [toRun.rule]) === toRun.rule.meta.id));
  }
  return rules.flatMap((toRun) => runs.get(keyOf(toRun))!);
}

const pageSets = new WeakMap<ProjectIndex, ReadonlySet<string>>();

/**
 * The CLI's choice of pages: a file the site lists but its `ignores` leave out, one that
 * `.mintignore` leaves out of the site, or one in a dot folder or node_modules, is not linted. A
 * page not on disk yet (new in the editor) is, unless `.mintignore` excludes it.
 */
function isLintedPage(site: ProjectIndex, relativePath: string): boolean {
  let pages = pageSets.get(site);
  if (!pages) pageSets.set(site, (pages = new Set(site.pageFiles)));
  if (pages.has(relativePath)) return true;
  if (site.files.has(relativePath) || site.siteIgnore.excludes(relativePath)) return false;
  return !relativePath.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules');
}

/** Severity is the host's business (ESLint, remark); the runner only needs one. */
function enabled(rules: readonly RuleToRun[]): EnabledRule[] {
  return rules.map(({ rule, options }) => ({ rule, options, severity: 2 }));
}

function settingsOf(file: FileToLint): LintSettings {
  return { components: [...(file.settings?.components ?? [])] };
}

/** Problems by the docs-lint rule that reported them (a Vale rule's `Style.Rule` reports go to `vale`). */
function byRuleId(problems: readonly Problem[], rules: readonly RuleToRun[] = []): Map<string, Problem[]> {
  const grouped = new Map<string, Problem[]>();
  const owners = rules.map((toRun) => toRun.rule);
  for (const problem of problems) {
    if (problem.ruleId === null) continue;
    const owner = reportingRuleId(problem.ruleId, owners);
    const list = grouped.get(owner);
    if (list) list.push(problem);
    else grouped.set(owner, [problem]);
  }
  return grouped;
}

/**
 * A page outside any site (or text with no file): the engine gets a site that knows the page's
 * path and keeps its anchors, and answers nothing else. Rules that need the site stop at their
 * first question about it (the runner isolates them) and say nothing; every other rule runs as usual.
 */
const NO_SITE_MARK = 'docs-lint: this file belongs to no docs.json site';

function noSite(filePath: string): ProjectIndex {
  const known: Partial<ProjectIndex> = {
    root: path.dirname(filePath),
    absolutePath: () => filePath,
    anchors: new PageAnchorIndex(() => filePath),
  };
  return new Proxy(known as ProjectIndex, {
    get(target, key) {
      if (key in target) return target[key as keyof ProjectIndex];
      throw new Error(NO_SITE_MARK);
    },
  });
}

function isNoSiteCrash(problem: Problem): boolean {
  return problem.messageId === undefined && problem.message.includes(NO_SITE_MARK);
}

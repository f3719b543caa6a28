import path from 'node:path';
import { allRules } from '../../rules/index.js';
import type { ResolvedConfig } from '../config/lint-config.js';
import { ConfigError } from '../config/lint-config.js';
import { buildProjectIndex, type ProjectIndex } from '../site/project-index.js';
import { findSiteConfig, parseSiteConfig, readSiteConfig, type SiteConfigFile } from '../site/site-config-file.js';
import type { LintResult, Rule } from '../types.js';
import { applyFixes } from './apply-fixes.js';
import { finishPage, lintPage, type LintedPage } from './lint-page.js';
import { toLintResults } from './lint-results.js';
import type { Problem } from './problem.js';
import { RuleRunner, type EnabledRule } from './rule-runner.js';
import { walkConfig } from './walk-config.js';
import { writeFileAtomic } from './write-file-atomic.js';

export interface LintSiteOptions {
  /** The site root: the folder that holds docs.json (or mint.json). */
  root: string;
  config: ResolvedConfig;
  /** Apply fixes and write the files they change. */
  fix?: boolean;
  /** With `fix`: work the fixes out and return them in `fixed`, but write nothing. */
  dryRun?: boolean;
  /** Only errors. */
  quiet?: boolean;
  /** Report `docs-lint-disable` directives that suppress nothing. */
  reportUnusedDisableDirectives?: boolean;
  rules?: readonly Rule<any>[];
  /**
   * Narrows the run (`--changed`): the pages to lint, and whether to lint docs.json, chosen once
   * the site is indexed. Without it every page and docs.json are linted.
   */
  select?: (site: ProjectIndex) => { pages: readonly string[]; config: boolean };
}

export interface LintSiteOutcome {
  results: LintResult[];
  site: ProjectIndex | undefined;
  /** With `fix`: every file the fixes changed, whole, before and after (written unless `dryRun`). */
  fixed: FixedFile[];
}

export interface FixedFile {
  filePath: string;
  before: string;
  after: string;
}

const MAX_FIX_PASSES = 10;

export async function lintSite(options: LintSiteOptions): Promise<LintSiteOutcome> {
  const root = path.resolve(options.root);
  const configPath = findSiteConfig(root);
  if (!configPath) {
    throw new ConfigError(`No docs.json (or legacy mint.json) in ${root}. Run docs-lint in your docs root, or pass it: docs-lint path/to/docs`);
  }
  const enabled = enabledRules(options.rules ?? allRules, options.config);
  let siteConfig = readSiteConfig(configPath);
  const originalText = siteConfig.text;
  let site: ProjectIndex | undefined;
  let problems: Problem[] = [];
  let output: string | undefined;

  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    site = await buildProjectIndex(root, siteConfig, { ignores: options.config.ignores });
    problems = lintConfigFile(siteConfig, site, enabled, options.config);
    if (!options.fix) break;
    // A config that is not valid UTF-8 would lose the bytes docs-lint could not read.
    if (siteConfig.encodingProblem) break;
    const fixes = problems.filter((problem) => problem.filePath === configPath && problem.edits).map((problem) => problem.edits!);
    if (fixes.length === 0) break;
    const { output: fixed, applied } = applyFixes(siteConfig.text, fixes);
    if (applied === 0 || fixed === siteConfig.text) break;
    const reparsed = parseSiteConfig(configPath, fixed, siteConfig.bom);
    // A fix that would leave docs.json unparsable is dropped, with every fix after it.
    if (reparsed.fatal) break;
    siteConfig = reparsed;
    output = fixed;
  }
  const fixed: FixedFile[] = [];
  if (output !== undefined) {
    const bom = siteConfig.bom ? '\uFEFF' : '';
    try {
      if (!options.dryRun) writeFileAtomic(configPath, bom + output);
      fixed.push({ filePath: configPath, before: bom + originalText, after: bom + output });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push({ filePath: configPath, ruleId: null, severity: 2, message: `The fixed config could not be written (${reason}); the file is unchanged.`, line: 1, column: 1 });
      output = undefined;
    }
  }

  const selection = options.select?.(site!);
  const pageFiles = selection ? selection.pages : site!.pageFiles;
  // A narrowed run leaves docs.json out unless it is selected; a broken docs.json is always shown.
  if (selection && !selection.config) problems = problems.filter((problem) => problem.filePath !== configPath || problem.fatal);
  const settings = { components: options.config.components };
  const pageOptions = { fix: options.fix, dryRun: options.dryRun, reportUnusedDisableDirectives: options.reportUnusedDisableDirectives };
  const linted: LintedPage[] = pageFiles.map((relativePath) => {
    const filePath = site!.absolutePath(relativePath);
    try {
      return lintPage(site!, relativePath, enabled, settings, pageOptions);
    } catch (error) {
      return { filePath, directives: [], problems: [internalError(filePath, error)] };
    }
  });
  // Cross-file checks run once every page's anchors are known.
  for (const page of linted) {
    try {
      for (const problem of finishPage(page, pageOptions)) problems.push(problem);
    } catch (error) {
      problems.push(...page.problems, internalError(page.filePath, error));
    }
    if (page.fixed) fixed.push({ filePath: page.filePath, ...page.fixed });
  }

  const results = toLintResults(problems, [...(selection && !selection.config && !problems.some((problem) => problem.filePath === configPath) ? [] : [configPath]), ...pageFiles.map((file) => site!.absolutePath(file))], options.quiet);
  for (const file of fixed) {
    const result = results.find((candidate) => candidate.filePath === file.filePath);
    if (result) result.output = file.after.replace(/^\uFEFF/, '');
  }
  return { results, site, fixed };
}

/**
 * A failure of the engine itself on one page (a rule's failure is contained by the rule runner):
 * one error on that page, and every other page still runs.
 */
function internalError(filePath: string, error: unknown): Problem {
  const reason = (error as Error | undefined)?.message ?? String(error);
  return {
    filePath,
    ruleId: null,
    severity: 2,
    message: `Internal error while linting this page: ${reason}. Every other page still ran. Please report this with the file.`,
    line: 1,
    column: 1,
  };
}

function lintConfigFile(siteConfig: SiteConfigFile, site: ProjectIndex, enabled: EnabledRule[], config: ResolvedConfig): Problem[] {
  const problems: Problem[] = [];
  if (siteConfig.legacy) {
    problems.push({
      filePath: siteConfig.path,
      ruleId: null,
      severity: 0,
      message: 'This site uses the legacy config name mint.json; docs.json is the current name and is read first when both exist.',
      line: 1,
      column: 1,
    });
  }
  if (siteConfig.encodingProblem) problems.push({ ...siteConfig.encodingProblem, filePath: siteConfig.path });
  if (siteConfig.fatal || !siteConfig.ast) {
    if (siteConfig.fatal) problems.push({ ...siteConfig.fatal, filePath: siteConfig.path });
    return problems;
  }
  const runner = new RuleRunner({ filePath: siteConfig.path, sourceText: siteConfig.text }, enabled, site, { components: config.components });
  try {
    walkConfig(siteConfig.ast, site, runner);
  } catch (error) {
    return problems.concat(runner.problems, { ...internalError(siteConfig.path, error), message: `Internal error while linting this config: ${(error as Error | undefined)?.message ?? String(error)}. The pages still ran. Please report this with the file.` });
  }
  return problems.concat(runner.problems);
}

function enabledRules(rules: readonly Rule<any>[], config: ResolvedConfig): EnabledRule[] {
  return rules.flatMap((rule) => {
    const setting = config.rules[rule.meta.id];
    if (!setting || setting.severity === 'off') return [];
    return [{ rule, severity: setting.severity === 'error' ? 2 : 1, options: setting.options }] as EnabledRule[];
  });
}


import fs from 'node:fs';
import path from 'node:path';
import { allRules } from '../../rules/index.js';
import { ConfigError, type ResolvedConfig } from '../config/lint-config.js';
import { discoverLintConfig, loadLintConfig } from '../config/load-lint-config.js';
import { rootRelativePattern, sitePatterns } from '../config/site-patterns.js';
import { resolveConfig } from '../config/resolve-config.js';
import type { ChangedSelection } from '../changes/select-changed-pages.js';
import { lintSite, type LintRunStats } from '../engine/lint-site.js';
import type { ProjectIndex } from '../site/project-index.js';
import type { LintMessage, LintResult } from '../types.js';
import { formatUsesSiteOverview, isFormatName } from '../formatters/index.js';
import { isBaselined } from '../formatters/report-summary.js';
import { createSiteOverview } from '../report/site-overview.js';
import { docsLintVersion } from '../version.js';
import { HELP_TEXT } from './help-text.js';
import { progressWanted, startProgressLine } from './progress-line.js';
import { runInitCommand } from './init-command.js';
import { runLspCommand } from './lsp-command.js';
import { runMoveCommand } from '../move/move-command.js';
import { rulesListing } from './rules-listing.js';
import { parseCliArgs, UsageError, type CliOptions } from './parse-cli-args.js';
import { resolveCommandLineTargets, selectNamedFiles, type NamedFilesSelection } from './select-named-files.js';
import { addOnPresetsNotice } from './add-on-presets.js';
import { openBaseline } from './baseline-step.js';
import { loadFormatter } from './load-formatter.js';
import { printConfigTargets, printConfigText } from './print-config.js';
import { checkReportPath, writeReportFile } from './report-file.js';
import { readStdinTarget } from './stdin-target.js';
import { sourceTexts } from '../baseline/source-texts.js';
import { withCounts } from '../engine/lint-results.js';
import { unknownWordsConfig, unknownWordsListing } from '../spelling/unknown-words-list.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdoutIsTty: boolean;
  /** Standard input, read whole (for `--stdin`). */
  readStdin?: () => Promise<Uint8Array>;
  /** Progress shows only on a terminal (and never in CI). */
  stderrIsTty?: boolean;
  /** The terminal widths, when they are terminals. */
  stdoutColumns?: number;
  stderrColumns?: number;
}

/** Runs docs-lint as the command line does; returns the exit code instead of exiting. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    if (argv[0] === 'init') return await runInitCommand(argv.slice(1), io);
    if (argv[0] === 'mv') return await runMoveCommand(argv.slice(1), io);
    if (argv[0] === 'lsp') return await runLspCommand(argv.slice(1), io);
    return await run(parseCliArgs(argv), io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.stderr(`docs-lint: ${error.message}\n`);
    } else {
      const detail = io.env.DEBUG?.includes('docs-lint') ? `\n${(error as Error).stack}` : ' (set DEBUG=docs-lint for details)';
      io.stderr(`docs-lint: internal error: ${(error as Error).message ?? String(error)}${detail}\nPlease report it with the command you ran.\n`);
    }
    return 2;
  }
}

/** Reads git before the run starts, so a missing ref is a usage error and not a half-done run. */
async function changedSelection(root: string, ref: string): Promise<{ select: (site: ProjectIndex) => ChangedSelection; base: string }> {
  // Loaded only with --changed (one after the other: jest's module registry stumbles on concurrent imports).
  const { ChangedFilesError, readSiteChanges } = await import('../changes/git-changes.js');
  const { selectChangedPages } = await import('../changes/select-changed-pages.js');
  let changes;
  try {
    changes = readSiteChanges(root, ref === '' ? undefined : ref);
  } catch (error) {
    if (error instanceof ChangedFilesError) throw new UsageError(error.message);
    throw error;
  }
  return { select: (site) => selectChangedPages(site, changes), base: changes.base };
}

async function run(options: CliOptions, io: CliIo): Promise<number> {
  if (options.help) return io.stdout(HELP_TEXT), 0;
  if (options.version) return io.stdout(`${docsLintVersion()}\n`), 0;
  if (options.listRules) return io.stdout(rulesListing(allRules)), 0;
  const format = await loadFormatter(options.format, io.cwd);
  if (options.outputFile) checkReportPath(path.resolve(io.cwd, options.outputFile), options.outputFile);

  const stdin = options.stdin ? await readStdinTarget(options, io) : undefined;
  if (options.printConfig && !stdin) return printConfig(options, io);
  const { root, files, notices } = stdin ?? resolveCommandLineTargets(options.paths, io.cwd);
  if (files && options.changed !== undefined) {
    throw new UsageError('--changed and file arguments both choose the pages to lint; give one of the two.');
  }
  for (const notice of notices) io.stderr(`${notice}\n`);
  if (root === undefined) return 0;
  const resolved = await runConfig(options, root, io);
  const config = options.listUnknownWords ? unknownWordsConfig(resolved) : resolved;
  if (options.printConfig) return io.stdout(printConfigText(config, root, files?.[0]?.absolute)), 0;
  const baseline = openBaseline(options, root, io.cwd, config);
  const addOnsOnly = options.listUnknownWords ? undefined : addOnPresetsNotice(config, options.preset !== undefined);
  if (addOnsOnly) io.stderr(`${addOnsOnly}\n`);

  if (options.external && config.rules['link-external-reachable']?.severity === 'off') {
    io.stderr('docs-lint: --external checks links through the rule link-external-reachable, which this configuration turns off; no link is checked.\n');
  }
  let named: NamedFilesSelection | undefined;
  const changed = files || options.changed === undefined ? undefined : await changedSelection(root, options.changed);
  const progress = progressWanted(io.stderrIsTty ?? false, io.env, options.noProgress) ? startProgressLine({ write: io.stderr, columns: io.stderrColumns }) : undefined;
  const outcome = await lintSite({
    root,
    config,
    fix: options.fix || options.fixDryRun,
    dryRun: options.fixDryRun,
    // Matched against the baseline with its warnings, then made quiet.
    quiet: options.quiet && !baseline,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives,
    select: files ? (site) => (named = selectNamedFiles(site, files, config.ignores)) : changed?.select,
    threads: options.threads,
    cache: options.cache,
    cacheLocation: options.cacheLocation === undefined ? undefined : path.resolve(io.cwd, options.cacheLocation),
    source: stdin?.source,
    external: options.external && config.rules['link-external-reachable']?.severity !== 'off',
    ...(stdin ? { threads: 1 } : {}),
    onProgress: progress?.update,
  }).finally(() => progress?.stop());
  if (options.listUnknownWords) return io.stdout(unknownWordsListing(outcome.results)), 0;
  const { fixed, stats } = outcome;
  const texts = sourceTexts(outcome.results, stdin?.source);
  let results = outcome.results;
  if (baseline) {
    results = baseline.apply(results, { root, texts, complete: !files && options.changed === undefined }, (line) => io.stderr(`${line}\n`));
    if (options.quiet) results = results.map(errorsOnly);
  }
  for (const notice of named?.notices ?? []) io.stderr(`${notice}\n`);
  if (stats.cache?.error) io.stderr(`docs-lint: the cache could not be written to ${stats.cache.file} (${stats.cache.error}); the results are complete.\n`);
  if (io.env.DEBUG?.includes('docs-lint')) io.stderr(`docs-lint: ${describeStats(stats)}\n`);
  if (options.fixDryRun) {
    // The diff library is loaded only by a run that prints a diff.
    const { fixesDiff } = await import('./fixes-diff.js');
    const diff = fixesDiff(fixed, io.cwd);
    // A JSON or SARIF report on standard output must stay parseable: the diff goes beside it.
    const reportOnStdout = !options.outputFile && (options.format === 'json' || options.format === 'sarif');
    if (diff) (reportOnStdout ? io.stderr : io.stdout)(diff);
  }

  const color = options.color ?? (!io.env.NO_COLOR && (Boolean(io.env.FORCE_COLOR) || io.stdoutIsTty) && !options.outputFile);
  // GitHub annotates only the first problems of a step: those on the lines the change touched go first.
  const annotations = options.format === 'github' ? await import('./github-annotations.js') : undefined;
  const changedLines = annotations?.annotationChangedLines(root, io.env, changed?.base);
  let report = await format(results, {
    cwd: io.cwd,
    color,
    rules: new Map(allRules.map((rule) => [rule.meta.id, rule.meta])),
    toolVersion: docsLintVersion(),
    sourceText: texts,
    repositoryRoot: options.format === 'sarif' ? (await import('./repository-root.js')).repositoryRoot(io.cwd) : undefined,
    columns: terminalColumns(io, Boolean(options.outputFile)),
    sourceLinks: sourceLinks(io.env, io.cwd),
    site: isFormatName(options.format) && formatUsesSiteOverview(options.format) && outcome.site ? createSiteOverview(outcome.site, results) : undefined,
    changedLines,
  });
  if (options.format === 'stylish') report += cleanRunLine(results, options.quiet);
  if (options.outputFile) {
    // As ESLint does: the folder of the report is made when it is missing.
    writeReportFile(path.resolve(io.cwd, options.outputFile), options.outputFile, report);
  } else if (report) io.stdout(report.endsWith('\n') ? report : `${report}\n`);

  if (annotations && io.env.GITHUB_ACTIONS === 'true') {
    const note = annotations.annotationNote(results, changedLines, io.env);
    if (note) {
      io.stderr(`${note.log}\n`);
      if (io.env.GITHUB_STEP_SUMMARY) appendSummary(io.env.GITHUB_STEP_SUMMARY, note.summary, io);
    }
  }

  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  if (errors > 0) return 1;
  if (options.maxWarnings !== undefined && options.maxWarnings >= 0 && warnings > options.maxWarnings) {
    io.stderr(`docs-lint found ${warnings} warnings, more than --max-warnings ${options.maxWarnings}.\n`);
    return 1;
  }
  return 0;
}

/** The configuration of the run: the config file (`--config`, else the one nearest the site) and the flags. */
async function runConfig(options: CliOptions, root: string, io: CliIo): Promise<ResolvedConfig> {
  const discovered = options.config ? undefined : discoverLintConfig(root, io.cwd);
  for (const notice of discovered?.notices ?? []) io.stderr(`${notice}\n`);
  const configFile = options.config ? path.resolve(io.cwd, options.config) : discovered?.file;
  const input = configFile ? sitePatterns(await loadLintConfig(configFile), path.dirname(configFile), root) : {};
  return resolveConfig(input, { preset: options.preset, rules: options.rules, ignores: options.ignorePatterns.map((p) => rootRelativePattern(p, root, io.cwd)) }, configFile);
}

/** `--print-config [dir] [FILE]`: the configuration of the site, or the settings of one of its files, whether it exists or not. */
async function printConfig(options: CliOptions, io: CliIo): Promise<number> {
  const { root, file, notices } = printConfigTargets(options.paths, io.cwd);
  for (const notice of notices) io.stderr(`${notice}\n`);
  io.stdout(printConfigText(await runConfig(options, root, io), root, file));
  return 0;
}

/** The job summary is the runner's file: a note that cannot be added is said in the log, and the run goes on. */
function appendSummary(file: string, text: string, io: CliIo): void {
  try {
    fs.appendFileSync(file, `\n${text}`);
  } catch (error) {
    io.stderr(`docs-lint: the note on annotations could not be added to the job summary ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).\n`);
  }
}

/** `--quiet` after the baseline, as the engine applies it: warnings out of the messages and the suppressed ones. */
function errorsOnly(result: LintResult): LintResult {
  const errors = (messages: LintMessage[]) => messages.filter((message) => message.severity === 2);
  return withCounts({ ...result, suppressedMessages: errors(result.suppressedMessages) }, errors(result.messages));
}

/**
 * The stylish report ends with a summary line even when there is nothing to report, so a clean run
 * says what it checked. Only for stylish: the machine formats keep exactly their own output.
 */
function cleanRunLine(results: readonly LintResult[], quiet: boolean): string {
  // Nothing linted (every named file skipped, with a notice each): nothing was checked to sum up.
  if (results.length === 0 || results.some((result) => result.errorCount + result.warningCount > 0)) return '';
  // --quiet leaves the warnings out of the results: the line must not claim there are none.
  const what = quiet ? 'errors' : 'problems';
  // Problems the baseline holds back are still there: the line says so rather than "no problems".
  const baselined = results.reduce((sum, result) => sum + result.suppressedMessages.filter(isBaselined).length, 0);
  const files = `${results.length} ${results.length === 1 ? 'file' : 'files'} checked`;
  return baselined > 0 ? `\u2713 ${files}, no new ${what} (${baselined} in the baseline)\n` : `\u2713 ${files}, no ${what}\n`;
}

/** Where stylish wraps: the terminal's width, else `COLUMNS`, else its default. A file has no width. */
function terminalColumns(io: CliIo, toFile: boolean): number | undefined {
  if (!toFile && io.stdoutIsTty && io.stdoutColumns) return io.stdoutColumns;
  const fromEnv = Number(io.env.COLUMNS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : undefined;
}

/** In GitHub Actions, links in a Markdown summary point at the files of the commit being checked. */
function sourceLinks(env: NodeJS.ProcessEnv, cwd: string): { base: string; root: string } | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha, GITHUB_WORKSPACE: workspace } = env;
  if (!server || !repository || !sha) return undefined;
  return { base: `${server}/${repository}/blob/${sha}/`, root: workspace || cwd };
}

/** `DEBUG=docs-lint`: what the run did (threads, cache hits, parses). */
function describeStats(stats: LintRunStats): string {
  const parts = [
    `${stats.pages} pages`,
    `${stats.linted} linted`,
    `${stats.cached} from the cache`,
    `${stats.parses} parses`,
    stats.threads === 1 ? '1 thread' : `${stats.threads} threads (${stats.threads - 1} ${stats.threads === 2 ? 'worker' : 'workers'})`,
  ];
  if (stats.largePages) parts.push(`${stats.largePages.pages} large ${stats.largePages.pages === 1 ? 'page' : 'pages'} linted in ${stats.largePages.threads} ${stats.largePages.threads === 1 ? 'thread' : 'threads'}`);
  if (stats.configCached) parts.push('docs.json from the cache');
  if (stats.cache) parts.push(`cache ${stats.cache.file} (${stats.cache.status}${stats.cache.written ? ', written' : ''})`);
  if (stats.external) {
    const { urls, fromCache, requests, failedFast, ms } = stats.external;
    parts.push(`external links: ${urls} checked (${fromCache} from the cache, ${requests} requests, ${failedFast} failed with their host) in ${ms} ms`);
  }
  if (stats.workerFailure) parts.push(`workers given up: ${stats.workerFailure}`);
  return parts.join(', ');
}

import fs from 'node:fs';
import path from 'node:path';
import { allRules } from '../../rules/index.js';
import { ConfigError } from '../config/lint-config.js';
import { findLintConfig, loadLintConfig } from '../config/load-lint-config.js';
import { resolveConfig } from '../config/resolve-config.js';
import type { ChangedSelection } from '../changes/select-changed-pages.js';
import { lintSite, type LintRunStats } from '../engine/lint-site.js';
import type { ProjectIndex } from '../site/project-index.js';
import { formatters, isFormatName } from '../formatters/index.js';
import { docsLintVersion } from '../version.js';
import { HELP_TEXT } from './help-text.js';
import { runInitCommand } from './init-command.js';
import { rulesListing } from './rules-listing.js';
import { parseCliArgs, UsageError, type CliOptions } from './parse-cli-args.js';
import { resolveCommandLineTargets, selectNamedFiles, type NamedFilesSelection } from './select-named-files.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdoutIsTty: boolean;
}

/** Runs docs-lint as the command line does; returns the exit code instead of exiting. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    if (argv[0] === 'init') return await runInitCommand(argv.slice(1), io);
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
async function changedSelection(root: string, ref: string): Promise<(site: ProjectIndex) => ChangedSelection> {
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
  return (site) => selectChangedPages(site, changes);
}

async function run(options: CliOptions, io: CliIo): Promise<number> {
  if (options.help) return io.stdout(HELP_TEXT), 0;
  if (options.version) return io.stdout(`${docsLintVersion()}\n`), 0;
  if (options.listRules) return io.stdout(rulesListing(allRules)), 0;
  if (!isFormatName(options.format)) {
    throw new UsageError(`--format "${options.format}": choose one of stylish, json, github, sarif.`);
  }

  const { root, files, notices } = resolveCommandLineTargets(options.paths, io.cwd);
  if (files && options.changed !== undefined) {
    throw new UsageError('--changed and file arguments both choose the pages to lint; give one of the two.');
  }
  for (const notice of notices) io.stderr(`${notice}\n`);
  if (root === undefined) return 0;
  const configFile = options.config ? path.resolve(io.cwd, options.config) : findLintConfig(root);
  const input = configFile ? await loadLintConfig(configFile) : {};
  const config = resolveConfig(input, { preset: options.preset, rules: options.rules }, configFile);
  if (options.printConfig) return io.stdout(`${JSON.stringify(config, null, 2)}\n`), 0;

  if (options.external && config.rules['link-external-reachable']?.severity === 'off') {
    io.stderr('docs-lint: --external checks links through the rule link-external-reachable, which this configuration turns off; no link is checked.\n');
  }
  let named: NamedFilesSelection | undefined;
  const outcome = await lintSite({
    root,
    config,
    fix: options.fix || options.fixDryRun,
    dryRun: options.fixDryRun,
    quiet: options.quiet,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives,
    select: files ? (site) => (named = selectNamedFiles(site, files)) : options.changed === undefined ? undefined : await changedSelection(root, options.changed),
    threads: options.threads,
    cache: options.cache,
    cacheLocation: options.cacheLocation === undefined ? undefined : path.resolve(io.cwd, options.cacheLocation),
    external: options.external && config.rules['link-external-reachable']?.severity !== 'off',
  });
  const { results, fixed, stats } = outcome;
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
  const report = formatters[options.format](results, {
    cwd: io.cwd,
    color,
    rules: new Map(allRules.map((rule) => [rule.meta.id, rule.meta])),
    toolVersion: docsLintVersion(),
  });
  if (options.outputFile) fs.writeFileSync(path.resolve(io.cwd, options.outputFile), report);
  else if (report) io.stdout(report.endsWith('\n') ? report : `${report}\n`);

  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  if (errors > 0) return 1;
  if (options.maxWarnings !== undefined && options.maxWarnings >= 0 && warnings > options.maxWarnings) {
    io.stderr(`docs-lint found ${warnings} warnings, more than --max-warnings ${options.maxWarnings}.\n`);
    return 1;
  }
  return 0;
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
  if (stats.configCached) parts.push('docs.json from the cache');
  if (stats.cache) parts.push(`cache ${stats.cache.file} (${stats.cache.status}${stats.cache.written ? ', written' : ''})`);
  if (stats.external) {
    const { urls, fromCache, requests, failedFast, ms } = stats.external;
    parts.push(`external links: ${urls} checked (${fromCache} from the cache, ${requests} requests, ${failedFast} failed with their host) in ${ms} ms`);
  }
  if (stats.workerFailure) parts.push(`workers given up: ${stats.workerFailure}`);
  return parts.join(', ');
}

/**
 * The config pass of a run: docs.json (with the files its `$ref`s name) walked once by every
 * enabled rule, and, with `--fix`, fixed in passes and written.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/lint-config.js';
import { prepareProjectIndex, type PreparedProjectIndex, type ProjectIndex } from '../site/project-index.js';
import { parseJsonDocument, parseSiteConfig, type SiteConfigFile } from '../site/site-config-file.js';
import { applyFixes } from './apply-fixes.js';
import { attachExternalLinks } from './external-phase.js';
import { internalError, type FileProfiles } from './enabled-rules.js';
import type { Problem } from './problem.js';
import { RuleRunner } from './rule-runner.js';
import { relativeInside } from '../site/site-paths.js';
import { buildStepNote } from '../site/build-step-pages.js';
import { walkConfig } from './walk-config.js';
import { writeFileAtomic } from './write-file-atomic.js';

const MAX_FIX_PASSES = 10;

export interface FixedFile {
  filePath: string;
  before: string;
  after: string;
}

/** What the config pass found; `deferred`, when a rule put a check off until the pages are read (the external links' results), runs it and returns what it reports. */
export interface ConfigPassResult {
  problems: Problem[];
  deferred?: () => Problem[];
}

/**
 * The problems of the site's config (`site.config`, its `$ref`s followed), and the notes about its
 * files. A report on a page (an orphan) takes that page's settings, as `overrides` give them.
 */
export function lintConfigFile(site: ProjectIndex, profiles: FileProfiles): ConfigPassResult {
  const siteConfig = site.config;
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
  } else if (site.files.has('mint.json')) {
    problems.push({
      filePath: site.absolutePath('mint.json'),
      ruleId: null,
      severity: 0,
      message: 'This mint.json sits beside docs.json: docs-lint reads docs.json only, but the site generator still validates mint.json, and an error in it can fail the build. Delete mint.json once the site has moved to docs.json.',
      line: 1,
      column: 1,
    });
  }
  if (siteConfig.encodingProblem) problems.push({ ...siteConfig.encodingProblem, filePath: siteConfig.path });
  const buildStep = buildStepNote(site);
  if (buildStep) problems.push({ filePath: siteConfig.path, ruleId: null, severity: 0, message: buildStep, line: 1, column: 1 });
  if (siteConfig.fatal || !siteConfig.ast) {
    if (siteConfig.fatal) problems.push({ ...siteConfig.fatal, filePath: siteConfig.path });
    return { problems };
  }
  const configRelative = path.basename(siteConfig.path);
  const { rules, settings } = profiles.forFile(configRelative);
  const runner = new RuleRunner({ filePath: siteConfig.path, sourceText: siteConfig.text, parts: siteConfig.refs }, rules, site, settings);
  const retargeted = (found: Problem[]) => profiles.retarget(found, configRelative, (file) => relativeInside(site.root, file));
  try {
    walkConfig(siteConfig.ast, site, runner);
  } catch (error) {
    return { problems: problems.concat(retargeted(runner.problems), { ...internalError(siteConfig.path, error), message: `Internal error while linting this config: ${(error as Error | undefined)?.message ?? String(error)}. The pages still ran. Please report this with the file.` }) };
  }
  return { problems: problems.concat(retargeted(runner.problems)), ...(runner.hasDeferredChecks ? { deferred: () => retargeted(runner.runDeferredChecks()) } : {}) };
}

export interface ConfigFixOptions {
  config: ResolvedConfig;
  dryRun?: boolean;
  /** `--external`: the config's links to other sites are asked for, and checked after the pages. */
  external?: boolean;
}

/**
 * docs.json and the files its `$ref`s name, fixed in passes until nothing changes, then each
 * changed file written once. A pass whose fixes would leave any of them unparsable is dropped,
 * with every pass after it; a file that is not valid UTF-8 is never fixed.
 */
export async function fixConfigFile(
  initial: SiteConfigFile,
  profiles: FileProfiles,
  options: ConfigFixOptions,
  fixed: FixedFile[],
): Promise<{ siteConfig: SiteConfigFile; prepared: PreparedProjectIndex; problems: Problem[]; deferred?: () => Problem[] }> {
  let siteConfig = initial;
  const configPath = siteConfig.path;
  const root = path.dirname(configPath);
  /** The fixed texts so far, by file (docs.json and referenced files alike). */
  const texts = new Map<string, string>();
  const originals = new Map<string, { text: string; bom: boolean }>();
  let prepared!: PreparedProjectIndex;
  let problems: Problem[] = [];
  let deferred: (() => Problem[]) | undefined;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    prepared = prepareProjectIndex(root, siteConfig, { ignores: options.config.ignores, configTexts: texts });
    if (options.external) attachExternalLinks(prepared.index, options.config.externalLinks);
    await prepared.load();
    ({ problems, deferred } = lintConfigFile(prepared.index, profiles));
    const resolved = prepared.index.config;
    const fixable = new Map<string, { text: string; bom: boolean }>();
    // A config that is not valid UTF-8 would lose the bytes docs-lint could not read.
    if (!siteConfig.encodingProblem) fixable.set(configPath, { text: siteConfig.text, bom: siteConfig.bom });
    for (const part of resolved.refs?.parts ?? []) if (!part.invalidUtf8) fixable.set(part.path, { text: part.text, bom: part.bom });

    const byFile = new Map<string, Array<NonNullable<Problem['edits']>>>();
    for (const problem of problems) {
      if (!problem.edits || !fixable.has(problem.filePath)) continue;
      const list = byFile.get(problem.filePath) ?? [];
      list.push(problem.edits);
      byFile.set(problem.filePath, list);
    }
    const changes = new Map<string, string>();
    for (const [file, fixes] of byFile) {
      const { text } = fixable.get(file)!;
      const { output, applied } = applyFixes(text, fixes);
      if (applied > 0 && output !== text) changes.set(file, output);
    }
    if (changes.size === 0) break;
    // A fix that would leave a file unparsable is dropped, with every fix after it.
    const reparsed = changes.has(configPath) ? parseSiteConfig(configPath, changes.get(configPath)!, siteConfig.bom) : siteConfig;
    if (reparsed.fatal || [...changes].some(([file, text]) => file !== configPath && 'fatal' in parseJsonDocument(file, text))) break;
    for (const [file, text] of changes) {
      if (!originals.has(file)) originals.set(file, fixable.get(file)!);
      if (file !== configPath) texts.set(file, text);
    }
    siteConfig = reparsed;
  }
  for (const [file, original] of originals) {
    const after = file === configPath ? siteConfig.text : texts.get(file)!;
    const bom = original.bom ? '\uFEFF' : '';
    try {
      if (!options.dryRun) writeFileAtomic(file, bom + after);
      fixed.push({ filePath: file, before: bom + original.text, after: bom + after });
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push({ filePath: file, ruleId: null, severity: 2, message: `The fixed ${file === configPath ? 'config' : 'file'} could not be written (${reason}); the file is unchanged.`, line: 1, column: 1 });
    }
  }
  return { siteConfig, prepared, problems, deferred };
}

import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type ResolvedConfig } from '../config/lint-config.js';
import { findLintConfig, loadLintConfig } from '../config/load-lint-config.js';
import { resolveConfig } from '../config/resolve-config.js';
import { writeFileAtomic } from '../engine/write-file-atomic.js';
import { ASSISTANT_FORMATS, ASSISTANT_RULES_PATHS, GENERATED_MARKER, renderAssistantRules, type AssistantFormat } from './assistant-rules.js';

export interface InitOptions {
  /** The site root (the folder with docs.json); files are written there. */
  root: string;
  /** The preset the new docs-lint.config.json extends. */
  preset?: string;
  /** Which assistant rules files to write (empty: none). */
  assistants: AssistantFormat[];
  /** Overwrite files that exist. */
  force: boolean;
}

export interface InitOutcome {
  /** Root-relative paths written. */
  written: string[];
  /** Root-relative paths that exist and were left alone (no `force`). */
  kept: string[];
  /** The name added to the root's .gitignore (the result cache), when it was not there. */
  gitignored?: string;
}

export const LINT_CONFIG_FILE = 'docs-lint.config.json';

/** Parses `--assistant cursor,claude` / `all` into formats; anything else is a ConfigError with the choices. */
export function parseAssistants(value: string | undefined): AssistantFormat[] {
  if (value === undefined) return [];
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('all')) return [...ASSISTANT_FORMATS];
  for (const name of names) {
    if (!(ASSISTANT_FORMATS as readonly string[]).includes(name)) throw new ConfigError(`--assistant ${name}: choose cursor, windsurf, claude, agents or all.`);
  }
  return names as AssistantFormat[];
}

/** `docs-lint init`: writes the docs-lint config and, if asked, assistant rules files made from it. Never overwrites without `force`. */
export async function runInit(options: InitOptions): Promise<InitOutcome> {
  const outcome: InitOutcome = { written: [], kept: [] };
  const configPath = path.join(options.root, LINT_CONFIG_FILE);
  const existing = findLintConfig(options.root);
  if (existing && !options.force) {
    outcome.kept.push(path.basename(existing));
  } else {
    // A fresh config is the first step of a new setup, so it names its preset plainly.
    const config = { extends: options.preset ?? 'recommended' };
    resolveConfig(config);
    writeFile(configPath, `${JSON.stringify(config, null, 2)}\n`);
    outcome.written.push(LINT_CONFIG_FILE);
  }
  // Loaded here, not at the top: the CLI imports this module, and a lint run loads the cache only when it uses it.
  const { DEFAULT_CACHE_NAME } = await import('../cache/result-cache.js');
  if (ignoreInGit(options.root, DEFAULT_CACHE_NAME)) outcome.gitignored = DEFAULT_CACHE_NAME;
  const config = await currentConfig(options.root);
  for (const format of options.assistants) {
    const relative = ASSISTANT_RULES_PATHS[format];
    const target = path.join(options.root, ...relative.split('/'));
    if (fs.existsSync(target) && !options.force) {
      outcome.kept.push(relative);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    writeFile(target, renderAssistantRules(format, config));
    outcome.written.push(relative);
  }
  return outcome;
}

/** `docs-lint init --check`: the generated assistant rules files that no longer match the configuration. */
export async function outdatedAssistantRules(root: string): Promise<string[]> {
  return (await checkAssistantRules(root)).outdated;
}

/** The generated assistant rules files of the site (`checked`), and those the config has moved away from. */
export async function checkAssistantRules(root: string): Promise<{ checked: string[]; outdated: string[] }> {
  const config = await currentConfig(root);
  const checked: string[] = [];
  const outdated: string[] = [];
  for (const format of ASSISTANT_FORMATS) {
    const relative = ASSISTANT_RULES_PATHS[format];
    const target = path.join(root, ...relative.split('/'));
    if (!fs.existsSync(target)) continue;
    const text = fs.readFileSync(target, 'utf8');
    // A hand-written CLAUDE.md or AGENTS.md is the team's own; only files docs-lint wrote are judged.
    if (!text.includes(GENERATED_MARKER)) continue;
    checked.push(relative);
    if (text !== renderAssistantRules(format, config)) outdated.push(relative);
  }
  return { checked, outdated };
}

/**
 * Adds the result cache (`--cache`) to the site root's .gitignore, creating the file if need be, so
 * the cache never lands in a commit. Returns whether the file changed; a line that already names it,
 * in any of the usual spellings, leaves the file alone.
 */
function ignoreInGit(root: string, name: string): boolean {
  const target = path.join(root, '.gitignore');
  const text = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  const names = new Set([name, `/${name}`, `${name}/`, `/${name}/`, `**/${name}`]);
  if (text.split(/\r?\n/).some((line) => names.has(line.trim()))) return false;
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const separator = text === '' || text.endsWith('\n') ? '' : newline;
  writeFile(target, `${text}${separator}# docs-lint's result cache (--cache)${newline}${name}${newline}`);
  return true;
}

/** Replaces an existing file atomically (keeping its mode); creates a new one exclusively, so a file that appears meanwhile is never clobbered. */
function writeFile(target: string, text: string): void {
  if (fs.existsSync(target)) writeFileAtomic(target, text);
  else fs.writeFileSync(target, text, { flag: 'wx' });
}

async function currentConfig(root: string): Promise<ResolvedConfig> {
  const configFile = findLintConfig(root);
  return resolveConfig(configFile ? await loadLintConfig(configFile) : {}, {}, configFile);
}

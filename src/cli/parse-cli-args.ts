import { parseArgs, type ParseArgsConfig } from 'node:util';
import { meantSeverity } from '../config/severity-names.js';
import { closestMatch } from '../rule-kit/closest-match.js';
import { HELP_TEXT } from './help-text.js';

export interface CliOptions {
  /** The positionals: a site root, or files of one site (the pre-commit case); none means the current folder. */
  paths: string[];
  config?: string;
  preset?: string;
  rules: Array<[string, string]>;
  format: string;
  outputFile?: string;
  maxWarnings?: number;
  quiet: boolean;
  color?: boolean;
  fix: boolean;
  /** `--fix-dry-run`: work the fixes out and print them as a diff, writing nothing. */
  fixDryRun: boolean;
  /** `--changed[=REF]`: lint what changed since REF; `''` means the merge base with the default branch. */
  changed?: string;
  reportUnusedDisableDirectives: boolean;
  /** `--no-progress`: no progress line on stderr, even on a terminal. */
  noProgress: boolean;
  /** `--threads N|auto`: worker threads for the pages (1: none); default auto. */
  threads: number | 'auto';
  /** `--cache`: reuse the results of unchanged pages. */
  cache: boolean;
  /** `--cache-location PATH`: the cache file, or a folder for it; implies `--cache`. */
  cacheLocation?: string;
  /** `--external`: check links to other sites (rule link-external-reachable). */
  external: boolean;
  printConfig: boolean;
  /** `--ignore-pattern GLOB` (repeatable): more `ignores`, relative to the site root. */
  ignorePatterns: string[];
  /** `--stdin`: lint the text on standard input as the page `stdinFilename`. */
  stdin: boolean;
  stdinFilename?: string;
  /** `--baseline PATH`: the baseline file (default: `.docs-lint-baseline.json` in the site root, when it exists). */
  baseline?: string;
  /** `--baseline-write`: record every problem of the run in the baseline. */
  baselineWrite: boolean;
  /** `--baseline-prune`: drop the baseline's entries for problems that are gone. */
  baselinePrune: boolean;
  /** `--no-baseline`: read no baseline; report every problem. */
  noBaseline: boolean;
  listRules: boolean;
  /** `--list-unknown-words`: print the site's unknown words with their counts instead of a report. */
  listUnknownWords: boolean;
  version: boolean;
  help: boolean;
}

/** Every option the command line takes; each is in `--help` (a test holds them to it). */
export const CLI_OPTIONS = {
  config: { type: 'string', short: 'c' },
  preset: { type: 'string' },
  rule: { type: 'string', multiple: true },
  format: { type: 'string', short: 'f' },
  'output-file': { type: 'string', short: 'o' },
  'max-warnings': { type: 'string' },
  quiet: { type: 'boolean' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  changed: { type: 'string' },
  'report-unused-disable-directives': { type: 'boolean' },
  'no-progress': { type: 'boolean' },
  threads: { type: 'string' },
  cache: { type: 'boolean' },
  'cache-location': { type: 'string' },
  external: { type: 'boolean' },
  'print-config': { type: 'boolean' },
  'ignore-pattern': { type: 'string', multiple: true },
  stdin: { type: 'boolean' },
  'stdin-filename': { type: 'string' },
  baseline: { type: 'string' },
  'baseline-write': { type: 'boolean' },
  'baseline-prune': { type: 'boolean' },
  'no-baseline': { type: 'boolean' },
  'list-rules': { type: 'boolean' },
  'list-unknown-words': { type: 'boolean' },
  version: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/** A command line docs-lint cannot act on; the CLI prints it and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: normaliseArgs(argv),
      allowPositionals: true,
      strict: true,
      options: CLI_OPTIONS,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.replace(/\. To specify a positional.*$/s, '.')}${suggestOption(error)} Run \`docs-lint --help\` for the options.`);
  }
  const { values, positionals } = parsed;
  if (values.fix && values['fix-dry-run']) {
    throw new UsageError('--fix writes the fixes and --fix-dry-run only shows them; give one of the two.');
  }
  checkStdinAndBaseline(values);
  return {
    paths: positionals,
    config: values.config,
    preset: values.preset,
    rules: (values.rule ?? []).map(parseRuleFlag),
    format: values.format ?? 'stylish',
    outputFile: values['output-file'],
    maxWarnings: values['max-warnings'] === undefined ? undefined : parseMaxWarnings(values['max-warnings']),
    quiet: values.quiet ?? false,
    color: values['no-color'] ? false : values.color,
    fix: values.fix ?? false,
    fixDryRun: values['fix-dry-run'] ?? false,
    changed: values.changed,
    reportUnusedDisableDirectives: values['report-unused-disable-directives'] ?? false,
    noProgress: values['no-progress'] ?? false,
    threads: values.threads === undefined ? 'auto' : parseThreads(values.threads),
    cache: Boolean(values.cache) || values['cache-location'] !== undefined,
    cacheLocation: values['cache-location'],
    external: values.external ?? false,
    printConfig: values['print-config'] ?? false,
    ignorePatterns: values['ignore-pattern'] ?? [],
    stdin: values.stdin ?? false,
    stdinFilename: values['stdin-filename'],
    baseline: values.baseline,
    baselineWrite: values['baseline-write'] ?? false,
    baselinePrune: values['baseline-prune'] ?? false,
    noBaseline: values['no-baseline'] ?? false,
    listRules: values['list-rules'] ?? false,
    listUnknownWords: values['list-unknown-words'] ?? false,
    version: values.version ?? false,
    help: values.help ?? false,
  };
}

/**
 * `--changed` takes its ref only as `--changed=REF`, so `docs-lint --changed docs` keeps `docs` a
 * path. `--max-warnings -1` (no limit, as ESLint writes it) is joined into one argument: alone,
 * `-1` reads as an option.
 */
function normaliseArgs(argv: readonly string[]): string[] {
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--changed') args.push('--changed=');
    else if (argv[i] === '--max-warnings' && /^-\d+$/.test(argv[i + 1] ?? '')) args.push(`--max-warnings=${argv[++i]}`);
    else args.push(argv[i]);
  }
  return args;
}

/** The combinations of --stdin and the baseline flags that cannot work, as ESLint rejects them. */
function checkStdinAndBaseline(values: Record<string, unknown>): void {
  if (values.stdin && values['stdin-filename'] === undefined) {
    throw new UsageError('--stdin needs --stdin-filename PATH: the page of the site the text stands for (docs-lint lints it against the whole site).');
  }
  if (!values.stdin && values['stdin-filename'] !== undefined) throw new UsageError('--stdin-filename names the page that --stdin reads; give --stdin too.');
  if (values.stdin && values.fix) throw new UsageError('--fix is not available for text from standard input; use --fix-dry-run instead.');
  if (values.stdin && (values['baseline-write'] || values['baseline-prune'])) {
    throw new UsageError('--baseline-write and --baseline-prune record the files on disk; they cannot be used with --stdin.');
  }
  if (values['no-baseline']) {
    const other = ['baseline', 'baseline-write', 'baseline-prune'].find((name) => values[name] !== undefined);
    if (other) throw new UsageError(`--no-baseline reports every problem without reading a baseline; it cannot be used with --${other}.`);
  }
  if (values['baseline-write'] && values['baseline-prune']) {
    throw new UsageError('--baseline-write records every problem and --baseline-prune only drops the fixed ones; give one of the two.');
  }
}

/** ` Did you mean --preset?` for a misspelt long option (among those the help lists); empty when nothing is close. */
function suggestOption(error: unknown): string {
  const unknown = String((error as Error | undefined)?.message ?? '').match(/^Unknown option '--([^'=]+)'/);
  const names = new Set([...HELP_TEXT.matchAll(/--([a-z][\w-]*)/g)].map((match) => match[1]));
  const near = unknown ? closestMatch(unknown[1], names) : undefined;
  return near ? ` Did you mean --${near}?` : '';
}

function parseRuleFlag(flag: string): [string, string] {
  const match = flag.match(/^([\w-]+):(off|warn|error)$/);
  if (!match) {
    const [, id, severity] = flag.match(/^([\w-]+):(.+)$/) ?? [];
    const meant = severity === undefined ? undefined : meantSeverity(severity);
    if (meant) throw new UsageError(`--rule "${flag}": the severity is off, warn or error; did you mean --rule ${id}:${meant}?`);
    throw new UsageError(`--rule "${flag}": write it as rule-id:severity, e.g. --rule nav-no-orphan:off (severity: off, warn or error).`);
  }
  return [match[1], match[2]];
}

function parseThreads(text: string): number | 'auto' {
  if (text === 'auto') return 'auto';
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(value) || value < 1) throw new UsageError(`--threads "${text}": give a number of threads (1 or more; 1 lints in one thread) or auto.`);
  return value;
}

function parseMaxWarnings(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < -1) throw new UsageError(`--max-warnings "${text}": give a whole number of warnings (0 or more; -1 for no limit).`);
  return value;
}

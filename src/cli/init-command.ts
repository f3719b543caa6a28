import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPresetName, PRESET_NAMES } from '../../presets/index.js';
import { checkAssistantRules, parseAssistants, runInit } from '../init/run-init.js';
import { joinAnd } from '../site/docs-json-schema/describe.js';
import { UsageError } from './parse-cli-args.js';

export const INIT_HELP = `Usage: docs-lint init [dir] [options]

Writes docs-lint.config.json in the site root and, with --assistant, an assistant rules file
generated from the rules the config enables. Asks nothing; never overwrites without --force.

Options:
      --preset NAME        The preset the new config extends: ${PRESET_NAMES.join(', ')} (default: recommended)
      --assistant LIST     Also write rules for cursor, windsurf, claude, agents (comma-separated) or all
      --force              Overwrite files that exist
      --check              Write nothing; exit 1 when a generated assistant rules file is out of date
  -h, --help               Print this help
`;

interface InitIo {
  stdout: (text: string) => void;
  cwd: string;
}

/** `docs-lint init …`: returns the exit code; usage and config errors are thrown for the caller to print. */
export async function runInitCommand(argv: readonly string[], io: InitIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { preset: { type: 'string' }, assistant: { type: 'string' }, force: { type: 'boolean' }, check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.replace(/\. To specify a positional.*$/s, '.')} Run \`docs-lint init --help\` for the options.`);
  }
  const { values, positionals } = parsed;
  if (values.help) return io.stdout(INIT_HELP), 0;
  if (positionals.length > 1) throw new UsageError(`docs-lint init sets up one site at a time; got ${positionals.length} directories.`);
  const root = path.resolve(io.cwd, positionals[0] ?? '.');
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) throw new UsageError(`${positionals[0]} is not a directory: give the folder that holds docs.json.`);
  if (values.preset !== undefined && !isPresetName(values.preset)) throw new UsageError(`--preset ${values.preset}: choose one of ${PRESET_NAMES.join(', ')}.`);

  if (values.check) {
    const { checked, outdated } = await checkAssistantRules(root);
    for (const file of outdated) io.stdout(`${file} is out of date with the docs-lint config. Regenerate it: docs-lint init --assistant ${assistantOf(file)} --force\n`);
    if (checked.length === 0) io.stdout('No assistant rules file that docs-lint init wrote is here to check; docs-lint init --assistant agents writes one.\n');
    else if (outdated.length === 0) io.stdout(`${joinAnd(checked)} ${checked.length === 1 ? 'is' : 'are'} up to date with the docs-lint config.\n`);
    return outdated.length > 0 ? 1 : 0;
  }
  const outcome = await runInit({ root, preset: values.preset, assistants: parseAssistants(values.assistant), force: values.force ?? false });
  for (const file of outcome.written) io.stdout(`Wrote ${file}\n`);
  for (const file of outcome.kept) io.stdout(`Kept ${file}: it exists (add --force to replace it)\n`);
  if (outcome.gitignored) io.stdout(`Added ${outcome.gitignored} to .gitignore\n`);
  return 0;
}

function assistantOf(file: string): string {
  if (file.startsWith('.cursor/')) return 'cursor';
  if (file.startsWith('.windsurf/')) return 'windsurf';
  return file === 'CLAUDE.md' ? 'claude' : 'agents';
}

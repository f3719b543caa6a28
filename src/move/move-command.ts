/**
 * `docs-lint mv <from> <to>`: moves a page (or a folder of pages) and updates, in one step, every
 * navigation entry, link, image and import that names it, and adds a redirect from the old URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPageText } from '../page/read-page-text.js';
import { buildProjectIndexSync, type ProjectIndex } from '../site/project-index.js';
import { findSiteConfig, findSiteRootFrom, readSiteConfig } from '../site/site-config-file.js';
import { applyFixes } from '../engine/apply-fixes.js';
import { applyMove, moveDiff, type FileChange } from './apply-move.js';
import { configEdits, movedPageRedirects, textOf } from './config-edits.js';
import { MoveRefusal, planMove, type MovePlan } from './move-plan.js';
import { BASELINE_FILE } from '../baseline/baseline-file.js';
import { planBaselineMove } from './move-baseline.js';
import { MovedPaths } from './moved-paths.js';
import { pageEdits } from './page-edits.js';

export const MOVE_HELP = `Usage: docs-lint mv <from> <to> [options]

Moves a page, or a folder of pages, and updates in one step every navigation entry that names it
(in docs.json and the files its $refs name), every link, #anchor link and import to it on every
page and snippet, the moved page's own relative links and images, and adds a redirect from each
old URL to the new one. <from> is a page file (guides/setup.mdx), its path without the extension,
or a folder; <to> is the new file name (the extension is kept when left out) or a folder to move
the page into (an existing folder, or a path ending in /).

Refuses, changing nothing, when the target exists, when <from> is not a page, when the target is
outside the site root, or when a link to the page cannot be edited safely. Each file is written
atomically; if any step fails, the steps already made are undone. The problems the baseline holds
for a moved page move with it, so the next run reports none of them as new.

Options:
      --dry-run            Print the move as a unified diff (git apply takes it); change nothing
      --no-redirect        Do not add redirects from the old URLs
      --baseline PATH      The baseline whose entries move with the pages (default:
                           .docs-lint-baseline.json in the site root, when it exists)
  -h, --help               Print this help
`;

export interface MoveIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

export interface MoveResult {
  plan: MovePlan;
  changes: FileChange[];
  /** Pages whose links could not be read (not valid MDX): the user checks them by hand. */
  unreadable: string[];
  redirects: number;
}

/** `docs-lint mv …`: returns the exit code (0 moved, 1 refused, 2 usage). */
export async function runMoveCommand(argv: readonly string[], io: MoveIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: { 'dry-run': { type: 'boolean' }, 'no-redirect': { type: 'boolean' }, baseline: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    io.stderr(`docs-lint mv: ${(error as Error).message.replace(/\. To specify a positional.*$/s, '.')} Run \`docs-lint mv --help\` for the options.\n`);
    return 2;
  }
  if (parsed.values.help) return io.stdout(MOVE_HELP), 0;
  if (parsed.positionals.length !== 2) {
    io.stderr('docs-lint mv: give the page to move and where to move it: docs-lint mv guides/setup.mdx start/setup.mdx\n');
    return 2;
  }
  const [from, to] = parsed.positionals;
  try {
    const result = moveInSite(from, to, { cwd: io.cwd, redirect: !parsed.values['no-redirect'], dryRun: true });
    const root = result.site.root;
    if (parsed.values['dry-run']) io.stdout(moveDiff(root, result.plan, result.changes, io.cwd));
    else {
      const named = parsed.values.baseline;
      const baselineFile = named === undefined ? path.join(root, BASELINE_FILE) : path.resolve(io.cwd, named);
      if (named !== undefined && !fs.existsSync(baselineFile)) throw new MoveRefusal(`--baseline ${named}: there is no baseline at ${baselineFile}.`);
      // Worked out before the move: the problems are found in the files as they are now.
      const baseline = await planBaselineMove(baselineFile, root, io.cwd, result.plan, result.changes);
      applyMove(root, result.plan, result.changes);
      baseline?.write();
      io.stdout(summary(result, baseline && baseline.count > 0 ? { file: path.relative(io.cwd, baselineFile) || baselineFile, count: baseline.count } : undefined));
    }
    for (const page of result.unreadable) io.stderr(`docs-lint mv: ${page} is not valid MDX, so its links were not read: check it for links to the moved page by hand.\n`);
    return 0;
  } catch (error) {
    if (error instanceof MoveRefusal) {
      io.stderr(`docs-lint mv: ${error.message} Nothing was changed.\n`);
      return 1;
    }
    io.stderr(`docs-lint mv: ${(error as Error).message}\n`);
    return 1;
  }
}

export interface MoveOptions {
  cwd: string;
  redirect: boolean;
  dryRun: boolean;
}

/** Plans the move, works out every edit, and (unless `dryRun`) makes it. Throws `MoveRefusal` for a move it will not make. */
export function moveInSite(from: string, to: string, options: MoveOptions): MoveResult & { site: ProjectIndex } {
  const root = findSiteRootFrom(path.dirname(path.resolve(options.cwd, from.replace(/[/\\]+$/, ''))));
  const configPath = root === undefined ? undefined : findSiteConfig(root);
  if (!root || !configPath) throw new MoveRefusal(`${from} is in no docs site: no docs.json (or mint.json) in its folder or above.`);
  const config = readSiteConfig(configPath);
  if (!config.ast) throw new MoveRefusal(`${config.name} does not parse (${config.fatal?.message ?? 'invalid JSON'}): fix it first, so that its navigation can be updated.`);
  if (config.encodingProblem) throw new MoveRefusal(`${config.name} is not valid UTF-8: docs-lint will not rewrite it.`);
  const site = buildProjectIndexSync(root, config);
  const plan = planMove(site, from, to, options.cwd);
  const moved = new MovedPaths(site, plan);
  const refParts = site.config.refs?.parts ?? [];
  const movedRef = refParts.find((part) => moved.fileTo(part.relativePath) !== undefined);
  if (movedRef) throw new MoveRefusal(`${movedRef.relativePath} moves too, and a $ref of the config names it: move it separately, or update the $ref by hand first.`);

  const changes: FileChange[] = [];
  const redirects = options.redirect ? movedPageRedirects(moved) : [];
  for (const { file, edits } of configEdits(site, moved, redirects)) {
    const part = refParts.find((candidate) => candidate.relativePath === file);
    if (part?.invalidUtf8) throw new MoveRefusal(`${file} is not valid UTF-8, and the move would rewrite it.`);
    const before = textOf(site, file);
    changes.push({ file, after: moved.after(file), before, text: applyFixes(before, edits.map((edit) => [edit])).output, bom: part ? part.bom : site.config.bom });
  }

  const unreadable: string[] = [];
  const uneditable: string[] = [];
  const tokens = searchTokens(plan);
  for (const file of site.pageFiles) {
    const moves = moved.after(file) !== file;
    const read = readPageText(site.absolutePath(file));
    if (read.text === undefined || (!moves && !tokens.some((token) => read.text!.includes(token)))) continue;
    const result = pageEdits(read.text, file, moved);
    if (result.unparsable) unreadable.push(file);
    for (const link of result.uneditable) uneditable.push(`${file}:${link.line}:${link.column} (${link.url})`);
    if (result.edits.length === 0) continue;
    if (read.invalidUtf8) throw new MoveRefusal(`${file} is not valid UTF-8, and the move would rewrite its links.`);
    changes.push({ file, after: moved.after(file), before: read.text, text: applyFixes(read.text, result.edits.map((edit) => [edit])).output, bom: Boolean(read.bom) });
  }
  if (uneditable.length > 0) {
    throw new MoveRefusal(`These links name a moved page but are not written as plain text (an escape or an entity), so docs-lint cannot rewrite them: ${uneditable.join(', ')}. Write them plainly first.`);
  }
  if (!options.dryRun) applyMove(root, plan, changes);
  return { site, plan, changes, unreadable, redirects: redirects.length };
}

/**
 * Words that any link to a moved file must contain: its file name without the extension, and for
 * an index page its folder's name (`/guides` serves `guides/index.mdx`); for a folder, its name.
 * A page that contains none of them cannot link to what moves, and is not parsed.
 */
function searchTokens(plan: MovePlan): string[] {
  if (plan.isFolder) return [path.posix.basename(plan.rename.from)];
  const file = plan.rename.from;
  const name = path.posix.basename(file).replace(/\.(mdx|md)$/i, '');
  const folder = path.posix.basename(path.posix.dirname(file));
  return name === 'index' && folder !== '.' ? [name, folder] : [name];
}

function summary(result: MoveResult, baseline?: { file: string; count: number }): string {
  const { plan, changes } = result;
  const moved = plan.isFolder ? `${plan.rename.from}/ → ${plan.rename.to}/ (${count(plan.files.length, "file")}, ${count(plan.files.filter((file) => file.isPage).length, "page")})` : `${plan.rename.from} → ${plan.rename.to}`;
  const edited = changes.filter((change) => change.before !== change.text);
  const lines = [`Moved ${moved}.`];
  if (edited.length > 0) lines.push(`Updated ${edited.length} file${edited.length === 1 ? '' : 's'}: ${edited.map((change) => change.after).join(', ')}.`);
  if (result.redirects > 0) lines.push(`Added ${result.redirects} redirect${result.redirects === 1 ? '' : 's'} from the old URL${result.redirects === 1 ? '' : 's'}.`);
  if (baseline) lines.push(`Moved ${count(baseline.count, 'baselined problem')} with ${plan.files.filter((file) => file.isPage).length === 1 ? 'the page' : 'the pages'} in ${baseline.file}.`);
  lines.push('Run docs-lint to check the site.');
  return `${lines.join('\n')}\n`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

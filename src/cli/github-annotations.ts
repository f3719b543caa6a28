import fs from 'node:fs';
import { readChangedLines, type ChangedLines } from '../changes/changed-lines.js';
import { git, resolveRef } from '../changes/git-changes.js';
import { ANNOTATIONS_PER_STEP, annotationOverflow } from '../formatters/github.js';
import type { LintResult } from '../types.js';

/**
 * The lines a pull request changed, for `--format github` to annotate first: since the base of
 * `--changed` when the run has one, else, in a pull request's workflow, since where the branch
 * left its base branch. Undefined when git cannot tell (no repository, or a checkout without the
 * base branch's history): the annotations then go out in file order.
 */
export function annotationChangedLines(root: string, env: NodeJS.ProcessEnv, changedBase?: string): ChangedLines | undefined {
  try {
    const base = changedBase ?? pullRequestBase(root, env);
    return base === undefined ? undefined : readChangedLines(root, base);
  } catch {
    return undefined;
  }
}

/** The merge base of HEAD with the pull request's base branch (GITHUB_BASE_REF, or the event's base commit). */
function pullRequestBase(root: string, env: NodeJS.ProcessEnv): string | undefined {
  const candidates: string[] = [];
  if (env.GITHUB_BASE_REF) candidates.push(`origin/${env.GITHUB_BASE_REF}`);
  const sha = eventBaseSha(env.GITHUB_EVENT_PATH);
  if (sha) candidates.push(sha);
  for (const candidate of candidates) {
    try {
      return git(root, ['merge-base', 'HEAD', resolveRef(root, candidate)]).trim();
    } catch {
      continue;
    }
  }
  return undefined;
}

function eventBaseSha(eventPath: string | undefined): string | undefined {
  if (!eventPath) return undefined;
  try {
    const sha = (JSON.parse(fs.readFileSync(eventPath, 'utf8')) as { pull_request?: { base?: { sha?: unknown } } }).pull_request?.base?.sha;
    return typeof sha === 'string' && /^[0-9a-f]{40}$/.test(sha) ? sha : undefined;
  } catch {
    return undefined;
  }
}

/**
 * In a GitHub Actions step, when GitHub will not show every problem as an annotation: one line
 * for the log, and a note for the job summary that says how many are left out and where to read
 * them. Undefined when every problem gets its annotation.
 */
export function annotationNote(results: readonly LintResult[], changedLines: ChangedLines | undefined, env: NodeJS.ProcessEnv): { log: string; summary: string } | undefined {
  const overflow = annotationOverflow(results, changedLines);
  if (overflow.notAnnotated === 0) return undefined;
  const problems = overflow.errors + overflow.warnings;
  const shown = `${problems} ${problems === 1 ? 'problem' : 'problems'} (${overflow.errors} ${overflow.errors === 1 ? 'error' : 'errors'}, ${overflow.warnings} ${overflow.warnings === 1 ? 'warning' : 'warnings'})`;
  const limit = `GitHub shows at most ${ANNOTATIONS_PER_STEP} error and ${ANNOTATIONS_PER_STEP} warning annotations per step`;
  const first =
    overflow.onChangedLines !== undefined
      ? ` The annotated ones are those on the lines the change touched first (${overflow.onChangedLines} of them), then the others of the files it touched.`
      : env.GITHUB_BASE_REF
        ? ' docs-lint could not tell which lines the pull request changed, since the checkout lacks the base branch: check out with `fetch-depth: 0` so that the problems on those lines are annotated first.'
        : '';
  const summary = [
    `**Annotations:** docs-lint found ${shown}. ${limit}, so ${overflow.notAnnotated} of them ${overflow.notAnnotated === 1 ? 'is' : 'are'} not annotated on the pull request.${first}`,
    '',
    'Read every problem in the log of the docs-lint step, in the summary that `--format markdown` writes (the first 25 problems), or in code scanning when the workflow uploads the report of `--format sarif`.',
    '',
  ].join('\n');
  return { log: `docs-lint: ${limit}: ${overflow.notAnnotated} of these problems ${overflow.notAnnotated === 1 ? 'is' : 'are'} in this log only.`, summary };
}

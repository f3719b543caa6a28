import type { LintProgress } from '../engine/lint-site.js';

/** Nothing is shown for a run shorter than this: a progress line that flashes by is only noise. */
export const PROGRESS_DELAY_MS = 1000;
/** At most this often: redrawing a terminal line costs more than linting a page. */
const REDRAW_MS = 100;

/** Erase the whole line and go back to its start (ECMA-48 EL 2 after a carriage return). */
const CLEAR_LINE = '\r\u001b[2K';

export interface ProgressLine {
  update(progress: LintProgress): void;
  /** Clears the line, if one was drawn, before the report is printed. */
  stop(): void;
}

export interface ProgressLineOptions {
  write: (text: string) => void;
  /** The terminal's width: the line is cut to it, so it never wraps onto a second line. */
  columns?: number;
  now?: () => number;
}

/** When a run may show progress: on a terminal only, never in CI logs, and not with `--no-progress`. */
export function progressWanted(stderrIsTty: boolean, env: NodeJS.ProcessEnv, noProgress: boolean): boolean {
  return stderrIsTty && !noProgress && !isCi(env);
}

/** CI services set `CI` (GitHub, GitLab, CircleCI, Travis, Buildkite...); `CI=false` or `0` is a local run. */
function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI;
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/**
 * One line on stderr, redrawn in place: the phase and, while pages are linted, how many are done.
 * Drawn only once the run has lasted `PROGRESS_DELAY_MS`. Linting a page keeps the thread busy, so
 * the line is redrawn when the engine reports, and a timer covers the phases that wait (OpenAPI
 * files, worker threads).
 */
export function startProgressLine(options: ProgressLineOptions): ProgressLine {
  const now = options.now ?? Date.now;
  const started = now();
  let latest: LintProgress | undefined;
  let drawnAt = -Infinity;
  let drawn = '';
  const draw = (force: boolean) => {
    if (!latest) return;
    const time = now();
    if (time - started < PROGRESS_DELAY_MS || (!force && time - drawnAt < REDRAW_MS)) return;
    const text = progressText(latest, options.columns);
    if (text === drawn) return;
    options.write(`${CLEAR_LINE}${text}`);
    drawn = text;
    drawnAt = time;
  };
  const timer = setInterval(() => draw(true), REDRAW_MS);
  // The timer must never keep the process alive on its own.
  timer.unref();
  return {
    update(progress) {
      latest = progress;
      draw(false);
    },
    stop() {
      clearInterval(timer);
      if (drawn) options.write(CLEAR_LINE);
      drawn = '';
    },
  };
}

export function progressText(progress: LintProgress, columns?: number): string {
  // A pseudo-terminal may report no width at all (0).
  columns ||= 80;
  const counts = progress.total > 0 ? ` ${progress.done}/${progress.total}` : '';
  const text = `docs-lint: ${progress.phase}${counts}…`;
  // One column short of the edge: a line that fills the terminal exactly wraps on some terminals.
  return text.length < columns ? text : `${text.slice(0, Math.max(0, columns - 2))}…`;
}

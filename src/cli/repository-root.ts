import { execFileSync } from 'node:child_process';

/** The top folder of the git repository holding `cwd`, or undefined when there is none (or no git). */
export function repositoryRoot(cwd: string): string | undefined {
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return top === '' ? undefined : top;
  } catch {
    return undefined;
  }
}

import { runCli } from '../../src/cli/run-cli.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process, as `docs-lint ...args` typed in `cwd`, with no terminal attached. */
export async function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd,
    env,
    stdoutIsTty: false,
  });
  return { code, stdout, stderr };
}

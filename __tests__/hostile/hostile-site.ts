import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@jest/globals';
import { cli } from '../helpers/run-cli.js';

export const FM = '---\ntitle: T\ndescription: D.\n---\n\n';

/** Writes raw bytes (or a string, as is) at a path of the site, creating folders. */
export function writeRaw(root: string, relative: string, content: Buffer | string): void {
  const target = path.join(root, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

export interface Reported {
  file: string;
  ruleId: string | null;
  severity: number;
  line: number;
  column: number;
  message: string;
}

/**
 * Runs the CLI with `--format json` (and `args`) in the site root. Asserts what must hold for any
 * input: no stack trace on either stream, and standard output is the JSON report.
 */
export async function runJson(root: string, args: string[] = []): Promise<{ code: number; stderr: string; reported: Reported[] }> {
  // These throw-away sites are not repositories; whether they have an assistant rules file is not what these tests are about.
  const run = await cli(['--format', 'json', ...args, '--rule', 'assistant-rules-file:off'], root);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.stdout).not.toMatch(/\n\s+at /);
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<Omit<Reported, 'file'>> }>;
  const reported = results.flatMap((result) =>
    result.messages.map(({ ruleId, severity, line, column, message }) => ({
      file: path.relative(root, result.filePath).split(path.sep).join('/'),
      ruleId,
      severity,
      line,
      column,
      message,
    })),
  );
  return { code: run.code, stderr: run.stderr, reported };
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { load } from 'js-yaml';
import { makeSite } from '../helpers/site-fixture.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: Step[] };
}

const action = load(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as Action;
const runStep = action.runs.steps.find((step) => step.name === 'Run docs-lint')!;

/** Runs the action's own script the way the runner does: inputs as INPUT_* variables, the action's folder as GITHUB_ACTION_PATH. */
function runAction(inputs: Record<string, string>, cwd: string): { status: number; stdout: string } {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', GITHUB_ACTION_PATH: repoRoot };
  for (const [variable, expression] of Object.entries(runStep.env ?? {})) {
    const input = expression.match(/^\$\{\{ inputs\.([\w-]+) \}\}$/)![1];
    env[variable] = inputs[input] ?? action.inputs[input].default;
  }
  try {
    return { status: 0, stdout: execFileSync('bash', ['-c', runStep.run!], { cwd, env, encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { status: failed.status, stdout: failed.stdout };
  }
}

describe('action.yml', () => {
  test('is a composite action with the documented inputs, and passes every input through the environment', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs).sort()).toEqual(['changed', 'config', 'max-warnings', 'path', 'preset', 'sarif-file']);
    expect(runStep.run).not.toMatch(/\$\{\{/);
  });

  test('its command prints GitHub annotations and fails on errors; sarif-file writes SARIF too', () => {
    const root = makeSite({
      'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page', 'gone'] }] },
      'page.mdx': '---\ntitle: Page\n---\n\n## Start\n',
    });
    const { status, stdout } = runAction({ path: root, 'sarif-file': path.join(root, 'report.sarif') }, root);
    expect(status).toBe(1);
    expect(stdout).toBe(
      [
        '::error file=docs.json,line=8,col=9,endLine=8,endColumn=15,title=nav-page-exists::Navigation page "gone" has no file: neither gone.mdx nor gone.md exists under the site root. Create the page, or fix the path. (nav-page-exists)',
        '::error file=page.mdx,line=1,col=1,endLine=1,endColumn=4,title=frontmatter-required::The front matter has no `description`. Add a line such as `description: "One sentence on what the page covers."`. (frontmatter-required)',
        '',
      ].join('\n'),
    );
    const sarif = JSON.parse(fs.readFileSync(path.join(root, 'report.sarif'), 'utf8'));
    expect(sarif.runs[0].results.map((result: { ruleId: string }) => result.ruleId)).toEqual(['nav-page-exists', 'frontmatter-required']);
  });

  test('a clean site passes', () => {
    const root = makeSite({ 'docs.json': { name: 'S', navigation: [{ group: 'A', pages: ['page'] }] }, 'page.mdx': '---\ntitle: Page\ndescription: A page.\n---\n\n## Start\n' });
    expect(runAction({ path: root }, root)).toEqual({ status: 0, stdout: '' });
  });
});

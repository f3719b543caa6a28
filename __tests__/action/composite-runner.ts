/**
 * Runs a composite action (action.yml) the way the GitHub runner does, as far as a test can: each
 * `run` step as `bash --noprofile --norc -eo pipefail <script>` (GitHub's `shell: bash`), with its
 * `${{ }}` expressions evaluated, its outputs read from GITHUB_OUTPUT, the folders it appends to
 * GITHUB_PATH put in front of PATH for the steps after it, `if:` conditions obeyed, and later steps
 * skipped after a failure unless they ask for `always()`. A `uses:` step calls the stub the test gives
 * for that action, which may add folders to PATH as the real one would.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';

export interface ActionStep {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
}
export interface ActionManifest {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: ActionStep[] };
}

export interface StubContext {
  /** The step's `with:`, evaluated. */
  with: Record<string, string>;
  /** Puts a folder in front of PATH for the steps after this one (what GITHUB_PATH does). */
  addPath(dir: string): void;
}

export interface RunnerOptions {
  inputs: Record<string, string>;
  /** The folder of the action (GITHUB_ACTION_PATH). */
  actionPath: string;
  /** The job's workspace (GITHUB_WORKSPACE) and the steps' working folder. */
  workspace: string;
  /** The job's PATH before the action. */
  path: string;
  /** Stubs for the `uses:` steps, by the action they name (`actions/setup-node@v6`). */
  uses?: Record<string, (context: StubContext) => void>;
  /** More variables of the runner (GITHUB_STEP_SUMMARY, RUNNER_TEMP...). */
  env?: Record<string, string>;
  /** Stop after the step of this name (the steps after it neither run nor count as skipped). */
  stopAfter?: string;
}

export interface StepRecord {
  name: string;
  ran: boolean;
  status: number;
  stdout: string;
  stderr: string;
  env: Record<string, string>;
}

export interface RunResult {
  steps: StepRecord[];
  /** The action's outputs, evaluated after its last step. */
  outputs: Record<string, string>;
  /** True when no step failed. */
  success: boolean;
  /** PATH as the job's next step sees it. */
  pathAfter: string;
}

export function loadAction(file: string): ActionManifest {
  return load(fs.readFileSync(file, 'utf8')) as ActionManifest;
}

export function runComposite(action: ActionManifest, options: RunnerOptions): RunResult {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-runner-'));
  const stepOutputs: Record<string, { outputs: Record<string, string> }> = {};
  const addedPaths: string[] = [];
  const records: StepRecord[] = [];
  let failed = false;
  const currentPath = () => [...addedPaths].reverse().concat(options.path).join(path.delimiter);
  const context = (name: string): unknown => lookup(name, { inputs: withDefaults(action, options.inputs), steps: stepOutputs });
  try {
    const last = options.stopAfter ? action.runs.steps.findIndex((step) => step.name === options.stopAfter) : action.runs.steps.length - 1;
    if (last < 0) throw new Error(`no step named ${options.stopAfter}`);
    action.runs.steps.slice(0, last + 1).forEach((step, index) => {
      const name = step.name ?? step.uses ?? `step ${index + 1}`;
      const condition = step.if ?? 'success()';
      const run = evaluate(condition, context, failed);
      if (!truthy(run)) {
        records.push({ name, ran: false, status: 0, stdout: '', stderr: '', env: {} });
        return;
      }
      if (step.uses) {
        const stub = options.uses?.[step.uses];
        if (!stub) throw new Error(`no stub for ${step.uses}`);
        const evaluatedWith = Object.fromEntries(Object.entries(step.with ?? {}).map(([key, value]) => [key, interpolate(String(value), context, failed)]));
        stub({ with: evaluatedWith, addPath: (dir) => addedPaths.push(dir) });
        records.push({ name, ran: true, status: 0, stdout: '', stderr: '', env: {} });
        return;
      }
      if (step.shell !== 'bash') throw new Error(`step ${name}: only shell: bash is run here`);
      const outputFile = path.join(temp, `output-${index}`);
      const pathFile = path.join(temp, `path-${index}`);
      const scriptFile = path.join(temp, `script-${index}.sh`);
      fs.writeFileSync(outputFile, '');
      fs.writeFileSync(pathFile, '');
      fs.writeFileSync(scriptFile, step.run ?? '');
      const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([key, value]) => [key, interpolate(String(value), context, failed)]));
      const env: Record<string, string> = {
        HOME: os.homedir(),
        RUNNER_OS: 'Linux',
        ...options.env,
        PATH: currentPath(),
        GITHUB_ACTION_PATH: options.actionPath,
        GITHUB_WORKSPACE: options.workspace,
        GITHUB_OUTPUT: outputFile,
        GITHUB_PATH: pathFile,
        ...stepEnv,
      };
      const bash = fs.existsSync('/bin/bash') ? '/bin/bash' : 'bash';
      const result = spawnSync(bash, ['--noprofile', '--norc', '-eo', 'pipefail', scriptFile], { cwd: options.workspace, env, encoding: 'utf8' });
      const status = result.status ?? 1;
      records.push({ name, ran: true, status, stdout: result.stdout, stderr: result.stderr, env: stepEnv });
      if (step.id) stepOutputs[step.id] = { outputs: parseOutputs(fs.readFileSync(outputFile, 'utf8')) };
      for (const line of fs.readFileSync(pathFile, 'utf8').split('\n')) if (line.trim()) addedPaths.push(line.trim());
      if (status !== 0) failed = true;
    });
    const outputs = Object.fromEntries(Object.entries(action.outputs ?? {}).map(([key, { value }]) => [key, interpolate(value, context, failed)]));
    return { steps: records, outputs, success: !failed, pathAfter: currentPath() };
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

function withDefaults(action: ActionManifest, inputs: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) result[name] = inputs[name] ?? spec.default ?? '';
  for (const name of Object.keys(inputs)) if (!(name in action.inputs)) throw new Error(`the action has no input ${name}`);
  return result;
}

/** `key=value` lines and `key<<DELIMITER` blocks, as GitHub reads GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = lines[i].match(/^([^=]+)<<(.+)$/);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2], i + 1);
      outputs[heredoc[1]] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=');
      outputs[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return outputs;
}

function lookup(name: string, root: Record<string, unknown>): unknown {
  let value: unknown = { ...root, github: { run_id: '1001', run_attempt: '1' }, runner: { os: 'Linux' } };
  for (const part of name.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value ?? '';
}

function truthy(value: unknown): boolean {
  return value !== '' && value !== false && value !== 0 && value !== null && value !== undefined;
}

function interpolate(text: string, context: (name: string) => unknown, failed: boolean): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => String(evaluate(expression, context, failed)));
}

/** The part of GitHub's expression language action.yml uses: literals, contexts, ==, !=, &&, ||, !, always(), success(), failure(). */
function evaluate(expression: string, context: (name: string) => unknown, failed: boolean): unknown {
  const tokens = expression.match(/'(?:[^']|'')*'|\|\||&&|==|!=|!|\(|\)|[\w.-]+(?:\(\))?/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const primary = (): unknown => {
    const token = tokens[at++];
    if (token === '(') {
      const value = or();
      at++;
      return value;
    }
    if (token === '!') return !truthy(primary());
    if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (token === 'always()') return true;
    if (token === 'success()') return !failed;
    if (token === 'failure()') return failed;
    if (token === 'true' || token === 'false') return token === 'true';
    if (/^\d+$/.test(token)) return Number(token);
    return context(token);
  };
  const comparison = (): unknown => {
    const left = primary();
    if (peek() === '==' || peek() === '!=') {
      const operator = tokens[at++];
      const right = primary();
      const equal = String(left).toLowerCase() === String(right).toLowerCase();
      return operator === '==' ? equal : !equal;
    }
    return left;
  };
  const and = (): unknown => {
    let value = comparison();
    while (peek() === '&&') {
      at++;
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  const or = (): unknown => {
    let value = and();
    while (peek() === '||') {
      at++;
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  };
  return or();
}

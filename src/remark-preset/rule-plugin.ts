import path from 'node:path';
import { lintRule } from 'unified-lint-rule';
import { schemaProblem } from '../config/validate-options.js';
import { lintFile, type EditorSettings, type FileLint, type RuleToRun } from '../eslint-plugin/lint-file.js';
import type { Rule, RuleOptions } from '../types.js';

/** What every docs-lint message carries as its `source` in remark (its `ruleId` is the rule's id). */
export const MESSAGE_SOURCE = 'docs-lint';

const DEFAULT_SETTINGS: EditorSettings = {};

/**
 * The docs-lint rules each processor turned on (by settings object, then rule id), so that the
 * first of them to run on a file lints it once for all: one parse and one walk per file, as in
 * the CLI, whatever the number of rules.
 */
const registries = new WeakMap<object, Map<EditorSettings, Map<string, RuleToRun>>>();
const runs = new WeakMap<object, { rules: Map<string, RuleToRun>; text: string; lint: FileLint; toldFatal: boolean }>();

/**
 * One docs-lint rule as a unified-lint-rule plugin (`[plugin, ['error', options]]` in a preset):
 * severity, `ruleId`, `source` and `url` follow unified-lint-rule's conventions. The rule runs as
 * in the CLI, through the engine over docs-lint's own parse of the file's text (the same parser
 * and tree whatever plugins the host processor uses), with docs-lint's inline directives; when the
 * file has a path inside a docs.json site, the cross-file checks use that site.
 */
export function toRemarkRule(rule: Rule<any>, settings: EditorSettings = DEFAULT_SETTINGS) {
  const { id } = rule.meta;
  const origin = `${MESSAGE_SOURCE}:${id}`;

  function attacher(this: unknown, config?: unknown) {
    const enabled = registryOf(this, settings);
    const plugin = lintRule<any, unknown>({ origin, url: rule.meta.docsUrl }, (_tree, file) => {
      const text = String(file.value ?? '');
      let run = runs.get(file);
      if (!run || run.rules !== enabled || run.text !== text) {
        const filePath = file.path ? path.resolve(file.cwd, file.path) : undefined;
        run = { rules: enabled, text, lint: lintFile({ filePath, text, settings }, [...enabled.values()], 'page'), toldFatal: false };
        runs.set(file, run);
      }
      const problems = [...(run.lint.byRule.get(id) ?? [])];
      // A page docs-lint's parser (MDX, as the site reads it) refuses: the first rule to run says so, once.
      if (run.lint.fatal && !run.toldFatal) {
        run.toldFatal = true;
        problems.push({ ...run.lint.fatal, filePath: '' });
      }
      for (const problem of problems) {
        const start = { line: problem.line, column: problem.column };
        const end = problem.endLine === undefined ? start : { line: problem.endLine, column: problem.endColumn ?? problem.column };
        const message = file.message(problem.message, { place: { start, end }, ruleId: id, source: MESSAGE_SOURCE });
        if (problem.fix) Object.assign(message, { fix: problem.fix });
      }
    });
    // unified-lint-rule reads the severity (and throws on a bad one); undefined means the rule is off.
    const transformer = plugin(config as never);
    if (transformer) enabled.set(id, { rule, options: optionsFor(rule, optionsIn(config)) });
    else enabled.delete(id);
    return transformer;
  }
  Object.defineProperty(attacher, 'name', { value: origin });
  return attacher;
}

function registryOf(processor: unknown, settings: EditorSettings): Map<string, RuleToRun> {
  const key = typeof processor === 'object' && processor !== null ? processor : registries;
  let bySettings = registries.get(key);
  if (!bySettings) registries.set(key, (bySettings = new Map()));
  let rules = bySettings.get(settings);
  if (!rules) bySettings.set(settings, (rules = new Map()));
  return rules;
}

const SEVERITIES = new Set<unknown>([false, true, 0, 1, 2, 'off', 'on', 'warn', 'error']);

/** The options part of a unified-lint-rule config: `[severity, options]`, or the options alone. */
function optionsIn(config: unknown): unknown {
  return Array.isArray(config) && (SEVERITIES.has(config[0]) || typeof config[0] === 'number') ? config[1] : config;
}

/** The rule's defaults under what the preset or the user gave, checked against the rule's schema as docs-lint's config loader does. */
function optionsFor(rule: Rule<any>, options: unknown): RuleOptions {
  if (options === undefined || options === null) return { ...rule.meta.defaultOptions };
  const problem = schemaProblem(rule.meta.optionsSchema, options);
  if (problem) throw new Error(`docs-lint: options of rule "${rule.meta.id}": ${problem}. See ${rule.meta.docsUrl}`);
  return { ...rule.meta.defaultOptions, ...(options as RuleOptions) };
}

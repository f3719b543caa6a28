import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { lintSite } from '../../src/engine/lint-site.js';
import { allRules } from '../../rules/index.js';
import type { LintMessage, LintResult, Rule, SeverityName } from '../../src/types.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes a throw-away site: file path → content (objects are written as pretty JSON). */
export function makeSite(files: Record<string, string | object>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lint-test-'));
  made.push(root);
  for (const [relative, content] of Object.entries(files)) {
    const target = path.join(root, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return root;
}

export type RulesSetting = Record<string, SeverityName | [SeverityName, Record<string, unknown>]>;

/** Lints a site with only the given rules on (nothing from presets). */
export interface LintExtras {
  fix?: boolean;
  ignores?: string[];
  components?: string[];
  /** Rule modules to add to the registry for this run (a rule not yet in rules/index.ts). */
  ruleModules?: readonly Rule<any>[];
}

export async function lintWith(root: string, rules: RulesSetting, extra: LintExtras = {}): Promise<LintResult[]> {
  const modules = [...allRules, ...(extra.ruleModules ?? []).filter((rule) => !allRules.includes(rule))];
  // `extends: []` leaves every rule off, so only `rules` runs.
  const config = resolveConfig({ extends: [], rules, ignores: extra.ignores ?? [], components: extra.components ?? [] }, {}, undefined, modules);
  const { results } = await lintSite({ root, config, fix: extra.fix, rules: modules });
  return results;
}

export interface Brief {
  file: string;
  ruleId: string | null;
  line: number;
  column: number;
  message: string;
}

/** The messages of every file, with paths relative to the site root, in output order. */
export function brief(root: string, results: readonly LintResult[], options: { withNotes?: boolean } = {}): Brief[] {
  return results.flatMap((result) =>
    result.messages
      .filter((message: LintMessage) => options.withNotes || message.severity !== 0)
      .map((message) => ({
        file: path.relative(root, result.filePath).split(path.sep).join('/'),
        ruleId: message.ruleId,
        line: message.line,
        column: message.column,
        message: message.message,
      })),
  );
}

/** Lints and returns the brief list in one step. */
export async function lintBrief(files: Record<string, string | object>, rules: RulesSetting, extra: LintExtras = {}): Promise<Brief[]> {
  const root = makeSite(files);
  return brief(root, await lintWith(root, rules, extra));
}

/** 1-based line and column of the `occurrence`-th (1-based) appearance of `needle` in `text`. */
export function positionOf(text: string, needle: string, occurrence = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" occurs fewer than ${occurrence} times in the fixture`);
  }
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

import { matchingOverrides, settingsOf } from '../config/file-settings.js';
import type { ResolvedConfig } from '../config/lint-config.js';
import type { LintSettings, Rule } from '../types.js';
import type { Problem } from './problem.js';
import type { EnabledRule } from './rule-runner.js';

/** The rules a config turns on, with their severity and options, in registry order. */
export function enabledRules(rules: readonly Rule<any>[], config: Pick<ResolvedConfig, 'rules'>): EnabledRule[] {
  return rules.flatMap((rule) => {
    const setting = config.rules[rule.meta.id];
    if (!setting || setting.severity === 'off') return [];
    return [{ rule, severity: setting.severity === 'error' ? 2 : 1, options: setting.options }] as EnabledRule[];
  });
}

/** What one file is linted with. */
export interface FileProfile {
  rules: EnabledRule[];
  settings: LintSettings;
}

/**
 * The enabled rules of each file, after the config's `overrides`. Files matched by the same
 * entries share one profile, so a config without overrides builds one for the whole run.
 */
export class FileProfiles {
  private readonly byOverrides = new Map<string, FileProfile>();

  constructor(
    private readonly rules: readonly Rule<any>[],
    private readonly config: ResolvedConfig,
  ) {}

  /** The profile of a file, by its path relative to the site root (POSIX). */
  forFile(relativePath: string): FileProfile {
    const overrides = matchingOverrides(this.config, relativePath);
    const key = overrides.join(',');
    let profile = this.byOverrides.get(key);
    if (!profile) {
      const { rules, components } = settingsOf(this.config, overrides);
      profile = { rules: enabledRules(this.rules, { rules }), settings: { components } };
      this.byOverrides.set(key, profile);
    }
    return profile;
  }

  /**
   * A rule that runs on docs.json may report on a page (an orphan page, say): the page's own
   * settings then decide, so an override can turn such a report off or change its severity there.
   * `relativeOf` gives a problem's file relative to the site root, or undefined outside it.
   */
  retarget(problems: Problem[], configRelative: string, relativeOf: (filePath: string) => string | undefined): Problem[] {
    if ((this.config.overrides ?? []).length === 0) return problems;
    return problems.flatMap((problem) => {
      const relative = problem.ruleId === null ? undefined : relativeOf(problem.filePath);
      if (relative === undefined || relative === configRelative) return [problem];
      const setting = settingsOf(this.config, matchingOverrides(this.config, relative)).rules[problem.ruleId!];
      if (!setting || setting.severity === 'off') return [];
      return [{ ...problem, severity: setting.severity === 'error' ? 2 : 1 }];
    });
  }
}

/**
 * A failure of the engine itself on one page (a rule's failure is contained by the rule runner):
 * one error on that page, and every other page still runs.
 */
export function internalError(filePath: string, error: unknown): Problem {
  const reason = (error as Error | undefined)?.message ?? String(error);
  return {
    filePath,
    ruleId: null,
    severity: 2,
    message: `Internal error while linting this page: ${reason}. Every other page still ran. Please report this with the file.`,
    line: 1,
    column: 1,
  };
}

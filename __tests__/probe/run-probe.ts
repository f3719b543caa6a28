import { lintBrief, positionOf, type Brief } from '../helpers/site-fixture.js';
import type { ProbeCase, ProbeRule } from './probe-case.js';

export const PROBE_RULES: readonly ProbeRule[] = ['style-active-voice', 'style-present-tense', 'style-second-person', 'style-numbered-steps'];

export interface ProbeOutcome {
  probe: ProbeCase;
  page: string;
  text: string;
  /** The reports of every style rule on the case's page. */
  reports: Brief[];
  /** A defect: the rule reported it where `at` says. A look-alike: the rule reported nothing. */
  passed: boolean;
}

/** Lints every case as a page of its own, in one site, with the style rules on. */
export async function runProbe(cases: readonly ProbeCase[]): Promise<ProbeOutcome[]> {
  const files: Record<string, string> = {};
  const pages = cases.map((probe, index) => {
    const page = probe.path ?? `probe/case-${index}.mdx`;
    const text = `---\ntitle: ${probe.title ?? `Case ${index}`}\ndescription: A page of the style probe.\n---\n\n${probe.body}\n`;
    files[page] = text;
    return { page, text };
  });
  files['docs.json'] = JSON.stringify({ name: 'Probe', navigation: [{ group: 'Probe', pages: pages.map(({ page }) => page.replace(/\.mdx$/, '')) }] });
  const rules = Object.fromEntries(PROBE_RULES.map((rule) => [rule, 'warn' as const]));
  const reports = await lintBrief(files, rules);
  return cases.map((probe, index) => {
    const { page, text } = pages[index];
    const own = reports.filter((report) => report.file === page);
    let passed: boolean;
    if (!probe.defect) passed = !own.some((report) => report.ruleId === probe.rule);
    else {
      const at = probe.at === undefined ? undefined : positionOf(text, probe.at);
      passed = own.some((report) => report.ruleId === probe.rule && (!at || (report.line === at.line && report.column === at.column)));
    }
    return { probe, page, text, reports: own, passed };
  });
}

export interface RuleScore {
  rule: ProbeRule;
  defects: number;
  found: number;
  recall: number;
  lookAlikes: number;
  reportedLookAlikes: number;
}

export function scores(outcomes: readonly ProbeOutcome[]): RuleScore[] {
  return PROBE_RULES.map((rule) => {
    const mine = outcomes.filter((outcome) => outcome.probe.rule === rule);
    const defects = mine.filter((outcome) => outcome.probe.defect);
    const lookAlikes = mine.filter((outcome) => !outcome.probe.defect);
    const found = defects.filter((outcome) => outcome.passed).length;
    return { rule, defects: defects.length, found, recall: defects.length ? found / defects.length : 1, lookAlikes: lookAlikes.length, reportedLookAlikes: lookAlikes.filter((outcome) => !outcome.passed).length };
  });
}

/** A line per case that failed, for the test's message and the report. */
export function failures(outcomes: readonly ProbeOutcome[]): string[] {
  return outcomes
    .filter((outcome) => !outcome.passed)
    .map((outcome) => `${outcome.probe.rule} ${outcome.probe.defect ? 'missed' : 'reported look-alike'}: ${outcome.probe.body.replace(/\n/g, '⏎')}${outcome.reports.length ? `\n    ${outcome.reports.map((report) => `${report.line}:${report.column} ${report.ruleId} ${report.message}`).join('\n    ')}` : ''}`);
}

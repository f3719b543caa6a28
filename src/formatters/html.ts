import path from 'node:path';
import { escape } from 'html-escaper';
import type { NavTreeNode } from '../report/navigation-tree.js';
import type { SiteOverview } from '../report/site-overview.js';
import type { LintMessage, LintResult } from '../types.js';
import type { Formatter, FormatterContext } from './formatter-types.js';
import { relativePath } from './formatter-types.js';
import { REPORT_SCRIPT, REPORT_STYLE } from './html-assets.js';
import { messageParts } from './message-code.js';
import { countsText, isBaselined, pluralize, reporterOf, severityOf, summarize, type ReportSummary } from './report-summary.js';

const SEVERITY_WORDS: Record<LintMessage['severity'], 'error' | 'warning' | 'note'> = { 2: 'error', 1: 'warning', 0: 'note' };
const SEVERITY_SIGNS = { error: '✖', warning: '⚠', note: 'ℹ' } as const;
const KIND_LABELS: Record<NavTreeNode['kind'], string> = {
  product: 'Product',
  language: 'Language',
  version: 'Version',
  tab: 'Tab',
  dropdown: 'Dropdown',
  anchor: 'Anchor',
  'menu item': 'Menu item',
  group: 'Group',
  page: 'Page',
  link: 'Link',
  endpoint: 'Endpoint',
  reference: '$ref',
};

/** One file's counts, for its mark in the navigation and its heading. */
interface FileState {
  id: string;
  errors: number;
  warnings: number;
  /** Problems the baseline holds back. */
  baselined: number;
  /** Notes: information, not problems (a page too large to lint, a legacy file name). */
  notes: number;
}

/**
 * One self-contained HTML page (no network: inline style and script, and a Content-Security-Policy
 * that forbids loading anything): the summary with bar charts, the navigation as readers see it
 * with each page's state, and every file's problems with their source lines, filtered by severity,
 * rule and search text. Messages come masked from the engine; source lines are masked by the overview.
 */
export const html: Formatter = (results, context) => {
  const summary = summarize(results, context.rules);
  const site = context.site;
  const files = new Map<string, FileState>();
  results.forEach((result, index) => {
    const problems = result.messages.map(severityOf);
    files.set(result.filePath, {
      id: `f${index + 1}`,
      errors: problems.filter((s) => s === 2).length,
      warnings: problems.filter((s) => s === 1).length,
      baselined: result.suppressedMessages.filter(isBaselined).length,
      notes: problems.filter((s) => s === 0).length,
    });
  });
  const title = `docs-lint report${site?.name ? `: ${site.name}` : ''}`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">`,
    `<title>${escape(title)}</title>`,
    `<style>${REPORT_STYLE}</style>`,
    '</head>',
    '<body>',
    '<a class="skip" href="#problems">Skip to the problems</a>',
    `<header><h1>${escape(title)}</h1><p class="meta">docs-lint ${escape(context.toolVersion)}${site ? ` · ${escape(relativePath(context.cwd, site.root, true) || '.')}` : ''}</p>${jumpLinks(summary, Boolean(site), firstNote(results))}</header>`,
    '<main>',
    summarySection(summary, results, context),
    // The problems come before the navigation: on a large site the tree is hundreds of entries long.
    problemsSection(results, summary, context),
    site ? navigationSection(site, files) : '',
    baselineSection(results, summary, context),
    '</main>',
    `<script>${REPORT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
};

/** The report's parts, linked from its top: the problems are one click away whatever comes before them. */
function jumpLinks(summary: ReportSummary, withSite: boolean, noteAt: string | undefined): string {
  const problems = summary.errors + summary.warnings;
  const links = [
    `<a href="#problems">Problems (${problems})</a>`,
    ...(summary.notes > 0 ? [`<a href="#${noteAt ?? 'problems'}">Notes (${summary.notes})</a>`] : []),
    ...(withSite ? ['<a href="#navigation">Navigation</a>'] : []),
    ...(summary.baselined > 0 ? [`<a href="#baselined">In the baseline (${summary.baselined})</a>`] : []),
  ];
  return `<nav class="jump" aria-label="Parts of the report"><ul>${links.map((link) => `<li>${link}</li>`).join('')}</ul></nav>`;
}

/** The section of the first file with a note. */
function firstNote(results: readonly LintResult[]): string | undefined {
  const index = results.findIndex((result) => result.messages.some((message) => severityOf(message) === 0));
  return index === -1 ? undefined : `f${index + 1}`;
}

function summarySection(summary: ReportSummary, results: readonly LintResult[], context: FormatterContext): string {
  const pages = context.site?.pageFiles.length ?? results.length;
  const totals: Array<[string, string, number]> = [
    ['pages', 'Pages', pages],
    ['errors', 'Errors', summary.errors],
    ['warnings', 'Warnings', summary.warnings],
    ['files', 'Files with problems', summary.filesWithProblems],
  ];
  if (context.site) totals.push(['orphans', 'Pages in no navigation', context.site.orphans.length]);
  if (summary.notes > 0) totals.push(['notes', 'Notes (not problems)', summary.notes]);
  if (summary.baselined > 0) totals.push(['baselined', 'In the baseline', summary.baselined]);
  // Each chart is scaled to its own largest bar; the numbers beside it are what a screen reader reads.
  // Baselined problems get a column of their own, apart from the new ones, and no bar: the bars show what blocks a merge.
  const withBaseline = summary.baselined > 0;
  const chart = (entries: ReadonlyArray<{ label: string; errors: number; warnings: number; baselined: number }>) => {
    const max = Math.max(1, ...entries.map((entry) => entry.errors + entry.warnings));
    const percent = (count: number) => `${Math.round((1000 * count) / max) / 10}%`;
    return entries
      .map(
        ({ label, errors, warnings, baselined }) =>
          `<tr><th scope="row">${label}</th><td class="n">${errors}</td><td class="n">${warnings}</td>${withBaseline ? `<td class="n">${baselined}</td>` : ''}` +
          `<td class="barcell"><span class="bar" aria-hidden="true"><span class="e" style="width:${percent(errors)}"></span><span class="w" style="width:${percent(warnings)}"></span></span></td></tr>`,
      )
      .join('');
  };
  const head = (first: string) =>
    `<thead><tr><th scope="col">${first}</th><th scope="col" class="n">Errors</th><th scope="col" class="n">Warnings</th>${withBaseline ? '<th scope="col" class="n">In the baseline</th>' : ''}<th scope="col" class="barcell"><span class="sr-only">Chart</span></th></tr></thead>`;
  const files = `${results.length} ${pluralize('file', results.length)} checked`;
  const clean = summary.errors + summary.warnings === 0 ? `<p class="clean">✓ ${files}, ${withBaseline ? `no new problems; ${summary.baselined} ${pluralize('problem', summary.baselined)} in the baseline (<a href="#baselined">listed below</a>).` : 'no problems.'}</p>` : '';
  const ruleLabel = (ruleId: string) => {
    const url = context.rules.get(ruleId)?.docsUrl;
    return url ? `<a href="${escape(url)}">${escape(ruleId)}</a>` : escape(ruleId);
  };
  return [
    '<section aria-labelledby="summary-heading" id="summary">',
    '<h2 id="summary-heading">Summary</h2>',
    `<dl class="totals">${totals.map(([key, label, value]) => `<div><dt>${label}</dt><dd data-count="${key}">${value}</dd></div>`).join('')}</dl>`,
    clean,
    summary.byRule.length === 0
      ? ''
      : [
          '<div class="charts">',
          `<div><h3 id="by-category">Problems by category</h3><table class="chart" aria-labelledby="by-category">${head('Category')}<tbody>${chart(summary.byCategory.map((entry) => ({ ...entry, label: escape(entry.category) })))}</tbody></table></div>`,
          `<div><h3 id="by-rule">Problems by rule</h3><table class="chart" aria-labelledby="by-rule">${head('Rule')}<tbody>${chart(summary.byRule.map((tally) => ({ ...tally, label: ruleLabel(tally.ruleId) })))}</tbody></table></div>`,
          '</div>',
        ].join('\n'),
    '</section>',
  ].join('\n');
}

function navigationSection(site: SiteOverview, files: ReadonlyMap<string, FileState>): string {
  const stateOf = (file: string) => files.get(path.join(site.root, ...file.split('/')));
  const mark = (state: FileState | undefined) => {
    // A run narrowed to some pages (file arguments, --changed) says nothing of the others.
    if (!state) return '<span class="mark">not checked in this run</span>';
    // A page whose problems are all in the baseline is not clean: its debt shows beside its new problems.
    const baselined = state.baselined > 0 ? `<span class="mark baselined">${state.baselined} in the baseline</span>` : '';
    if (state.errors > 0) return `<span class="mark error">✖ ${state.errors} ${pluralize('error', state.errors)}${state.warnings > 0 ? `, ${state.warnings} ${pluralize('warning', state.warnings)}` : ''}</span>${baselined}`;
    if (state.warnings > 0) return `<span class="mark warning">⚠ ${state.warnings} ${pluralize('warning', state.warnings)}</span>${baselined}`;
    // A note is no problem, but a page with one is not "clean" either: it may not have been linted at all.
    if (state.notes > 0) return `<span class="mark note">ℹ ${state.notes} ${pluralize('note', state.notes)}</span>${baselined}`;
    return state.baselined > 0 ? `<span class="mark">no new problems</span>${baselined}` : '<span class="mark clean">✓ clean</span>';
  };
  const item = (node: NavTreeNode): string => {
    const kind = `<span class="kind">${KIND_LABELS[node.kind]}</span>`;
    if (node.kind === 'page' && node.dangling) return `<li class="dangling">${kind}<code>${escape(node.label)}</code><span class="tag error">✖ dangling: no such page (docs.json line ${node.line})</span></li>`;
    if (node.kind === 'page' && node.file) {
      const state = stateOf(node.file);
      const label = `<code>${escape(node.label)}</code>`;
      const linked = state && state.errors + state.warnings + state.notes > 0 ? `<a href="#${state.id}">${label}</a>` : state && state.baselined > 0 ? `<a href="#${state.id}-baselined">${label}</a>` : label;
      return `<li>${kind}${linked}${mark(state)}</li>`;
    }
    if (node.children.length === 0) return `<li>${kind}<code>${escape(node.label)}</code></li>`;
    const name = node.label ? escape(node.label) : '<em>unnamed</em>';
    return `<li><details open><summary>${kind}${name}</summary><ul>${node.children.map(item).join('')}</ul></details></li>`;
  };
  const orphans = site.orphans.map((file) => `<li><code>${escape(file)}</code><span class="tag warning">orphan: in no navigation entry</span>${mark(stateOf(file))}</li>`);
  return [
    '<section aria-labelledby="navigation-heading" id="navigation">',
    '<h2 id="navigation-heading">Navigation</h2>',
    `<p class="meta">The site's navigation as readers see it. Each page is marked clean, with errors, warnings or notes, and with the problems the baseline holds; an entry that names no file is marked dangling.</p>`,
    site.navigation.length > 0 ? `<ul class="tree">${site.navigation.map(item).join('')}</ul>` : '<p>docs.json has no navigation docs-lint can read.</p>',
    `<h3 id="orphans-heading">Pages in no navigation entry</h3>`,
    orphans.length > 0 ? `<ul class="tree" aria-labelledby="orphans-heading">${orphans.join('')}</ul>` : '<p class="clean">✓ Every page is in the navigation.</p>',
    '</section>',
  ].join('\n');
}

function problemsSection(results: readonly LintResult[], summary: ReportSummary, context: FormatterContext): string {
  const withMessages = results.map((result, index) => ({ result, id: `f${index + 1}` })).filter(({ result }) => result.messages.length > 0);
  const rules = [...new Set(withMessages.flatMap(({ result }) => result.messages.map((message) => reporterOf(message))))].sort();
  const filters = [
    '<form id="filters" class="filters" role="search" aria-label="Filter the problems" hidden>',
    '<div><label for="search">Search</label><br><input type="search" id="search" placeholder="Text, file or rule"></div>',
    `<fieldset><legend>Severity</legend>${(['error', 'warning', 'note'] as const).map((word) => `<label><input type="checkbox" name="severity" value="${word}" checked> ${word}</label>`).join('')}</fieldset>`,
    `<fieldset><legend>Rules</legend><div class="rules">${rules.map((rule) => `<label><input type="checkbox" name="rule" value="${escape(rule)}" checked> ${escape(rule)}</label>`).join('')}</div></fieldset>`,
    '<p id="shown" role="status" aria-live="polite"></p>',
    '</form>',
  ].join('\n');
  const clean = results.length - withMessages.length;
  return [
    '<section aria-labelledby="problems-heading" id="problems">',
    '<h2 id="problems-heading">Problems</h2>',
    `<p class="meta">${escape(countsText(summary))}${summary.notes > 0 ? `, and ${summary.notes} ${pluralize('note', summary.notes)}` : ''}; ${clean} of ${results.length} ${pluralize('file', results.length)} without any${summary.baselined > 0 ? `. ${summary.baselined} more in the baseline (<a href="#baselined">listed below</a>)` : ''}.${summary.notes > 0 ? ' A note (ℹ) is information, not a problem: it never fails a run.' : ''}</p>`,
    withMessages.length > 0 ? filters : '',
    ...withMessages.map(({ result, id }) => fileSection(result, id, context)),
    '</section>',
  ].join('\n');
}

function fileSection(result: LintResult, id: string, context: FormatterContext): string {
  const file = relativePath(context.cwd, result.filePath, true);
  const notes = result.messages.filter((message) => severityOf(message) === 0).length;
  const counts = `${countsText({ errors: result.errorCount, warnings: result.warningCount })}${notes > 0 ? `, ${notes} ${pluralize('note', notes)}` : ''}`;
  return [
    `<section class="file" id="${id}" data-file="${escape(file)}" aria-labelledby="${id}-h">`,
    `<h3 id="${id}-h">${escape(file)} <span class="meta">(${escape(counts)})</span></h3>`,
    problemsTable(result, result.messages, `Problems in ${file}`, context),
    '</section>',
  ].join('\n');
}

/**
 * The problems the baseline holds back, file by file, each file folded: a lead sees where the debt
 * is without it drowning the new problems. No filter applies here; the counts are in the summary.
 */
function baselineSection(results: readonly LintResult[], summary: ReportSummary, context: FormatterContext): string {
  if (summary.baselined === 0) return '';
  const files = results
    .map((result, index) => ({ result, id: `f${index + 1}`, baselined: result.suppressedMessages.filter(isBaselined) }))
    .filter(({ baselined }) => baselined.length > 0);
  return [
    '<section aria-labelledby="baselined-heading" id="baselined">',
    '<h2 id="baselined-heading">Problems in the baseline</h2>',
    `<p class="meta">${summary.baselined} ${pluralize('problem', summary.baselined)} in ${files.length} ${pluralize('file', files.length)} that the baseline holds back: the run found them, and does not report them as new. Run docs-lint with <code>--no-baseline</code> to report them all.</p>`,
    ...files.map(({ result, id, baselined }) => {
      const file = relativePath(context.cwd, result.filePath, true);
      return [
        `<details class="file" id="${id}-baselined"><summary><code>${escape(file)}</code> <span class="meta">(${baselined.length} in the baseline)</span></summary>`,
        problemsTable(result, baselined, `Baselined problems in ${file}`, context),
        '</details>',
      ].join('\n');
    }),
    '</section>',
  ].join('\n');
}

function problemsTable(result: LintResult, messages: readonly LintMessage[], caption: string, context: FormatterContext): string {
  const rows = messages.map((message) => {
    const severity = SEVERITY_WORDS[severityOf(message)];
    const ruleId = reporterOf(message);
    const url = message.ruleId ? context.rules.get(message.ruleId)?.docsUrl : undefined;
    const source = message.line > 0 ? context.site?.sourceLine(result.filePath, message.line) : undefined;
    const sourceBlock = source === undefined ? '' : `<pre class="src"><code><span class="ln" aria-hidden="true">${message.line}</span>${escape(source)}</code></pre>`;
    return [
      `<tr data-rule="${escape(ruleId)}" data-severity="${severity}">`,
      `<td class="n at">${message.line}:${message.column}</td>`,
      `<td class="sev-cell"><span class="sev ${severity}">${SEVERITY_SIGNS[severity]} ${severity}</span></td>`,
      `<td class="msg">${messageHtml(message.message)}${sourceBlock}</td>`,
      `<td class="rule">${url ? `<a href="${escape(url)}">${escape(ruleId)}</a>` : escape(ruleId)}</td>`,
      '</tr>',
    ].join('');
  });
  return [
    `<table class="problems"><caption class="sr-only">${escape(caption)}</caption><thead><tr><th scope="col" class="n">Line</th><th scope="col">Severity</th><th scope="col">Message</th><th scope="col">Rule</th></tr></thead>`,
    `<tbody>${rows.join('\n')}</tbody></table>`,
  ].join('\n');
}

/** Messages mark code with backticks, as in Markdown: shown as code. */
function messageHtml(message: string): string {
  return messageParts(message)
    .map((part) => (part.code ? `<code>${escape(part.text)}</code>` : escape(part.text)))
    .join('');
}

import type { Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { LintMessage } from '../types.js';
import type { Formatter, FormatterContext } from './formatter-types.js';
import { relativePath } from './formatter-types.js';
import { messageParts } from './message-code.js';
import { countsText, pluralize, reporterOf, severityOf, summarize, type ReportSummary } from './report-summary.js';

/** Rules in the table of the most frequent ones. */
export const TOP_RULES = 10;
/** Files in the table of those with the most baselined problems. */
export const TOP_PAGES = 10;
/** Problems listed; a pull request comment is read, not searched. */
export const FIRST_PROBLEMS = 25;

const SEVERITY_WORDS: Record<LintMessage['severity'], string> = { 2: 'error', 1: 'warning', 0: 'note' };

/**
 * A compact GitHub-flavoured Markdown summary for a pull request or `$GITHUB_STEP_SUMMARY`: the
 * counts, the rules that report most, and the first problems with links to their lines. Built as a
 * Markdown tree and printed by mdast-util-to-markdown, so a `|`, `*` or `<Frame>` in a message is
 * escaped where it would break the table or turn into HTML.
 */
export const markdown: Formatter = (results, context) => {
  const summary = summarize(results, context.rules);
  const problems = summary.errors + summary.warnings;
  const content: RootContent[] = [heading('docs-lint')];
  const files = `${summary.files} ${pluralize('file', summary.files)} checked`;
  const baselined = `${summary.baselined} ${pluralize('problem', summary.baselined)} in the baseline`;
  if (problems === 0) {
    content.push(paragraph([text(summary.baselined > 0 ? `✓ ${files}, no new problems; ${baselined}.` : `✓ ${files}, no problems.`)]));
    if (summary.baselined > 0) content.push(...ruleTable(summary, context), ...baselinedPages(summary, context));
    return print(content);
  }
  content.push(
    paragraph([
      { type: 'strong', children: [text(`✖ ${problems} ${pluralize('problem', problems)}`)] },
      text(` (${countsText(summary)}) in ${summary.filesWithProblems} of ${files}`),
      ...(summary.fixable > 0 ? [text(`; ${summary.fixable} fixable with `), { type: 'inlineCode' as const, value: '--fix' }] : []),
      text(summary.baselined > 0 ? `; ${summary.baselined} more in the baseline.` : '.'),
    ]),
  );
  content.push(...ruleTable(summary, context));

  // Errors first: in a list cut short, they are what blocks the merge.
  const listed = results
    .flatMap((result) => result.messages.filter((message) => severityOf(message) !== 0).map((message) => ({ result, message })))
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => severityOf(b.message) - severityOf(a.message) || a.order - b.order);
  content.push(
    table(
      ['left', 'left', 'left', 'left'],
      ['File', 'Severity', 'Problem', 'Rule'],
      listed.slice(0, FIRST_PROBLEMS).map(({ result, message }) => [
        [fileLink(result.filePath, message.line, context)],
        [text(SEVERITY_WORDS[severityOf(message)])],
        messageContent(message.message),
        ruleCell(reporterOf(message), context),
      ]),
    ),
  );
  if (listed.length > FIRST_PROBLEMS) {
    const more = listed.length - FIRST_PROBLEMS;
    content.push(paragraph([text(`…and ${more} more ${pluralize('problem', more)}. Run docs-lint with `), { type: 'inlineCode', value: '--format html' }, text(' for a report of every page.')]));
  }
  content.push(...baselinedPages(summary, context));
  return print(content);
};

/** The rules that report most: new problems, and beside them (when a baseline took part) the baselined ones. */
function ruleTable(summary: ReportSummary, context: FormatterContext): RootContent[] {
  const withBaseline = summary.baselined > 0;
  const rules = summary.byRule.slice(0, TOP_RULES);
  const content: RootContent[] = [
    table(
      withBaseline ? ['left', 'right', 'right', 'right'] : ['left', 'right', 'right'],
      withBaseline ? ['Rule', 'Errors', 'Warnings', 'In the baseline'] : ['Rule', 'Errors', 'Warnings'],
      rules.map((tally) => [ruleCell(tally.ruleId, context), [text(String(tally.errors))], [text(String(tally.warnings))], ...(withBaseline ? [[text(String(tally.baselined))]] : [])]),
    ),
  ];
  const more = summary.byRule.length - rules.length;
  if (more > 0) content.push(paragraph([text(`${more} more ${pluralize('rule', more)} reported fewer problems.`)]));
  return content;
}

/** Where the baselined problems are: the pages that hold most of them. */
function baselinedPages(summary: ReportSummary, context: FormatterContext): RootContent[] {
  if (summary.baselined === 0) return [];
  const pages = summary.baselinedByFile.slice(0, TOP_PAGES);
  const content: RootContent[] = [
    paragraph([text(pages.length < summary.baselinedByFile.length ? `The ${pages.length} files with the most problems in the baseline:` : 'Problems in the baseline, by file:')]),
    table(
      ['left', 'right'],
      ['File', 'In the baseline'],
      pages.map(({ filePath, count }) => [[fileLink(filePath, 0, context)], [text(String(count))]]),
    ),
  ];
  const more = summary.baselinedByFile.length - pages.length;
  if (more > 0) content.push(paragraph([text(`${more} more ${pluralize('file', more)} hold the other ${summary.baselined - pages.reduce((sum, page) => sum + page.count, 0)}. Run docs-lint with `), { type: 'inlineCode', value: '--no-baseline' }, text(' to see every problem.')]));
  return content;
}

function print(content: RootContent[]): string {
  const root: Root = { type: 'root', children: content };
  return toMarkdown(root, { extensions: [gfmTableToMarkdown({ tablePipeAlign: false })] });
}

function heading(value: string): Heading {
  return { type: 'heading', depth: 3, children: [text(value)] };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function table(align: Table['align'], header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) });
  return { type: 'table', align, children: [row(header.map((cell) => [text(cell)])), ...rows.map(row)] };
}

/** Messages mark code with backticks: kept as code spans, the rest as text (escaped where needed). */
function messageContent(message: string): PhrasingContent[] {
  return messageParts(message.replace(/\s+/g, ' ')).map((part): PhrasingContent => (part.code ? { type: 'inlineCode', value: part.text } : text(part.text)));
}

function ruleCell(ruleId: string, context: FormatterContext): PhrasingContent[] {
  const url = context.rules.get(ruleId)?.docsUrl;
  return url ? [{ type: 'link', url, children: [text(ruleId)] }] : [text(ruleId)];
}

/** `docs/guides/setup.mdx:12`, linked to the line on GitHub when the run knows the commit, else to the path. */
function fileLink(filePath: string, line: number, context: FormatterContext): PhrasingContent {
  const label = `${relativePath(context.cwd, filePath, true)}${line > 0 ? `:${line}` : ''}`;
  const anchor = line > 0 ? `#L${line}` : '';
  const target = context.sourceLinks
    ? `${context.sourceLinks.base}${relativePath(context.sourceLinks.root, filePath, true).split('/').map(encodeURIComponent).join('/')}${anchor}`
    : `${relativePath(context.cwd, filePath, true).split('/').map(encodeURIComponent).join('/')}${anchor}`;
  return { type: 'link', url: target, children: [text(label)] };
}

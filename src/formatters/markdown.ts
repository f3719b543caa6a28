import type { Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow } from 'mdast';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { LintMessage } from '../types.js';
import type { Formatter, FormatterContext } from './formatter-types.js';
import { relativePath } from './formatter-types.js';
import { countsText, PARSE_ERROR, pluralize, severityOf, summarize } from './report-summary.js';

/** Rules in the table of the most frequent ones. */
export const TOP_RULES = 10;
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
  if (problems === 0) {
    content.push(paragraph([text(`✓ ${summary.files} ${pluralize('file', summary.files)} checked, no problems.`)]));
    return print(content);
  }
  content.push(
    paragraph([
      { type: 'strong', children: [text(`✖ ${problems} ${pluralize('problem', problems)}`)] },
      text(` (${countsText(summary)}) in ${summary.filesWithProblems} of ${summary.files} ${pluralize('file', summary.files)} checked`),
      ...(summary.fixable > 0 ? [text(`; ${summary.fixable} fixable with `), { type: 'inlineCode' as const, value: '--fix' }] : []),
      text('.'),
    ]),
  );

  const rules = summary.byRule.slice(0, TOP_RULES);
  content.push(
    table(
      ['left', 'right', 'right'],
      ['Rule', 'Errors', 'Warnings'],
      rules.map((tally) => [ruleCell(tally.ruleId, context), [text(String(tally.errors))], [text(String(tally.warnings))]]),
    ),
  );
  if (summary.byRule.length > rules.length) content.push(paragraph([text(`${summary.byRule.length - rules.length} more ${pluralize('rule', summary.byRule.length - rules.length)} reported fewer problems.`)]));

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
        ruleCell(message.ruleId ?? PARSE_ERROR, context),
      ]),
    ),
  );
  if (listed.length > FIRST_PROBLEMS) {
    const more = listed.length - FIRST_PROBLEMS;
    content.push(paragraph([text(`…and ${more} more ${pluralize('problem', more)}. Run docs-lint with `), { type: 'inlineCode', value: '--format html' }, text(' for a report of every page.')]));
  }
  return print(content);
};

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
  const parts = message.replace(/\s+/g, ' ').split(/`([^`]+)`/);
  return parts.flatMap((part, index): PhrasingContent[] => (index % 2 === 1 ? [{ type: 'inlineCode', value: part }] : part ? [text(part)] : []));
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

import { createRule } from '../src/rule-kit/create-rule.js';
import { maskHtmlComments } from '../src/page/html-comments.js';
import { proseVisitors, combineVisitors, type ProseUnit } from '../src/prose/index.js';
import { readSwitch, type ValeSwitch } from '../src/vale/comments.js';
import { valeReports } from '../src/vale/run-page.js';
import { valeSetupFor } from '../src/vale/setup-cache.js';
import { siteSpelling, type EnglishVariant } from '../src/spelling/index.js';

interface Options extends Record<string, unknown> {
  /** What a Vale `suggestion` becomes: a warning (default), an info note, or nothing. */
  suggestions: 'warn' | 'info' | 'off';
  /** The `.vale.ini` to read, relative to the site root; default: the site root's, else the repository root's. */
  config?: string;
}

const COMMENT = /^\s*\/\*([^]*)\*\/\s*$/;

export default createRule<Options>({
  meta: {
    id: 'vale',
    description: "A team's own Vale styles (`.vale.ini`, `BasedOnStyles`) run on the prose as the page renders, inside components too; each report carries the Vale rule's id (`Google.Passive`).",
    category: 'page',
    defaultSeverity: 'error',
    fixable: false,
    reportsForeignIds: true,
    messages: {
      alert: '{{message}}',
      setup: '{{message}}',
    },
    defaultOptions: { suggestions: 'warn' },
    optionsSchema: {
      type: 'object',
      properties: {
        suggestions: { enum: ['warn', 'info', 'off'] },
        config: { type: 'string', minLength: 1 },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const setup = valeSetupFor(context.site.root, context.options.config);
    const page = context.page;
    if (!setup) {
      // A `config` the team named but that is not there: said once, on the site's config.
      if (page || !context.options.config) return {};
      return { Document: () => context.report({ messageId: 'setup', data: { message: `The vale rule's "config" names ${context.options.config}, which does not exist: no Vale style runs. Point it at your .vale.ini, or leave it out to use the one at the site or repository root.` }, loc: { line: 1, column: 1 } }) };
    }
    if (!page) {
      // The config pass runs once per run: the setup's own problems are reported there, on their files.
      return {
        Document() {
          for (const problem of setup.problems) {
            context.report({ messageId: 'setup', data: { message: problem.message }, filePath: problem.file, loc: { line: problem.line, column: problem.column }, ...(problem.kind === 'notice' ? { severity: 'info' as const } : {}) });
          }
        },
      };
    }
    const checks = setup.rulesFor(page.relativePath);
    if (checks.length === 0) return {};
    const units: ProseUnit[] = [];
    const switches: ValeSwitch[] = [];
    const onExpression = (node: { value?: unknown; position?: { start: { offset?: number } } }) => {
      const comment = COMMENT.exec(String(node.value ?? ''));
      const found = comment && readSwitch(comment[1], node.position?.start.offset ?? 0);
      if (found) switches.push(found);
    };
    const ext = page.relativePath.split('.').pop() ?? 'md';
    return combineVisitors(proseVisitors(context, (unit) => units.push(unit)), {
      mdxFlowExpression: onExpression,
      mdxTextExpression: onExpression,
      'root:exit'() {
        const source = context.sourceText;
        if (ext === 'md' && source.includes('<!--')) {
          for (const comment of maskHtmlComments(source).comments) {
            const offset = offsetOf(source, comment.line, comment.column);
            const found = readSwitch(comment.value, offset);
            if (found) switches.push(found);
          }
        }
        switches.sort((a, b) => a.offset - b.offset);
        const suggestions = context.options.suggestions;
        // A `spelling` rule checks with the spelling rule's speller (its dictionaries load once per thread, on first use).
        const site = context.site;
        const services = {
          speller(variant: EnglishVariant) {
            const own = siteSpelling(site);
            return (own.variant === variant ? own : siteSpelling(site, { language: variant })).speller();
          },
        };
        for (const report of valeReports(checks, units, switches, source, ext, services)) {
          const level = report.check.level;
          if (level === 'suggestion' && suggestions === 'off') continue;
          const severity = level === 'error' ? undefined : level === 'suggestion' && suggestions === 'info' ? ('info' as const) : ('warn' as const);
          context.report({ messageId: 'alert', ruleId: report.check.id, data: { message: report.message }, loc: report.loc, ...(severity ? { severity } : {}) });
        }
      },
    });
  },
});

function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = source.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

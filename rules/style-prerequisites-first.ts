import { createRule } from '../src/rule-kit/create-rule.js';
import { isStyleExemptPage, proseUnitsOf } from '../src/prose/index.js';
import { attributeValue, isJsxElement, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';
import { nodeText } from '../src/page/node-text.js';
import { grammarOf, instructionOf } from '../src/prose/grammar/index.js';
import { startsWithLabel } from '../src/prose/list-labels.js';
import { isPrerequisitesTitle, normaliseTitle, PREREQUISITES_TITLES } from '../src/prose/section-titles.js';
import type { RuleContext, SourceLocation, Visitors } from '../src/types.js';

interface Options extends Record<string, unknown> {
  headings: string[];
}

/** Section titles that list what a reader needs before the steps (compared without case and a trailing colon). */
const DEFAULT_HEADINGS = PREREQUISITES_TITLES;

/** Titles of sections that describe rather than instruct. */
const DESCRIPTIVE_SECTION = /\b(overview|introduction|how it works|what it does|what this does|features|summary|about)\b/i;

/** A heading that numbers a step: "Step 2: Deploy", "3. Create a namespace". */
const NUMBERED_HEADING = /^(step\s+\d+|\d+[.):])\s*/i;

interface Procedure {
  description: string;
  line: number;
}

/** One heading's section, while the walk is inside it. */
interface Section {
  depth: number;
  title: string;
  /**
   * What may be the procedures of the section, its subsections included, in page order. Whether a
   * numbered list is one needs the grammar of its items, so it is decided only when a prerequisites
   * heading asks (most pages have none): `isProcedure` is that decision, remembered.
   */
  procedures: (Procedure & { isProcedure?: () => boolean })[];
}

/** The first procedure of a section. */
function procedureOf(section: Section): Procedure | undefined {
  return section.procedures.find((procedure) => !procedure.isProcedure || procedure.isProcedure());
}

/** A prerequisites section after a procedure, reported at the end unless a later procedure of the same section claims it. */
interface Candidate {
  loc: SourceLocation;
  heading: string;
  parent: Section;
  own: Section;
  procedure: Procedure;
  cancelled: boolean;
  /** The first section after the prerequisites closed: code there is what they prepare for. */
  next?: Section;
}

/** Sections after the steps that are no procedure of their own: code there is an example, not what the prerequisites prepare for. */
const AFTERWORD_SECTION = /\b(troubleshoot\w*|faq|next steps?|what's next|learn more|see also|related|resources|support|limitations|known issues|reference|examples?)\b/i;

export default createRule<Options>({
  meta: {
    id: 'style-prerequisites-first',
    description: 'A Prerequisites, Requirements or Before you begin section comes before the procedure it belongs to, not after it.',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    messages: {
      after: 'The "{{heading}}" section comes after the procedure it belongs to ({{procedure}} on line {{line}}); move it above the steps, so readers have what they need before they start.',
      step: 'The "{{heading}}" step is step {{position}} of its <Steps>; make it the first step, or move it above <Steps>, so readers have what they need before they start.',
    },
    defaultOptions: { headings: DEFAULT_HEADINGS },
    optionsSchema: {
      type: 'object',
      properties: { headings: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true } },
      additionalProperties: false,
    },
  },
  create(context): Visitors {
    // Changelogs and legal text have their own register.
    if (isStyleExemptPage(context)) return {};
    const titles = new Set((context.options.headings ?? DEFAULT_HEADINGS).map(normaliseTitle));
    const isPrerequisites = (text: string): boolean => isPrerequisitesTitle(text, titles);
    const stack: Section[] = [{ depth: 0, title: '', procedures: [] }];
    const candidates: Candidate[] = [];

    /** Steps after the prerequisites in the same section: the procedure they belong to comes next. */
    const cancelFollowed = (isProcedure?: () => boolean): void => {
      const followed = candidates.filter((candidate) => !candidate.cancelled && stack.includes(candidate.parent) && !stack.includes(candidate.own));
      if (followed.length > 0 && (!isProcedure || isProcedure())) for (const candidate of followed) candidate.cancelled = true;
    };
    /** Code to run in the section right after the prerequisites, unless that section is an afterword (troubleshooting, next steps). */
    const cancelByCode = (): void => {
      for (const candidate of candidates) {
        if (!candidate.cancelled && candidate.next && stack.includes(candidate.next) && !AFTERWORD_SECTION.test(candidate.next.title)) candidate.cancelled = true;
      }
    };
    const procedureAt = (description: string, line: number, isProcedure?: () => boolean): void => {
      // A numbered list in an overview describes what happens; it is not the reader's procedure.
      if (!stack.some((section) => DESCRIPTIVE_SECTION.test(section.title))) {
        for (const section of stack) section.procedures.push({ description, line, isProcedure });
      }
      cancelFollowed(isProcedure);
    };

    return {
      heading(node: MdNode & { depth: number }) {
        while (stack.length > 1 && stack[stack.length - 1].depth >= node.depth) stack.pop();
        const parent = stack[stack.length - 1];
        const { text, dynamic } = nodeText(node);
        const title = text.replace(/\s+/g, ' ').trim().replace(/\s*:$/, '');
        const own: Section = { depth: node.depth, title, procedures: [] };
        const procedure = !dynamic && isPrerequisites(title) && node.position ? procedureOf(parent) : undefined;
        if (procedure && node.position) candidates.push({ loc: node.position, heading: title, parent, own, procedure, cancelled: false });
        stack.push(own);
        for (const candidate of candidates) if (!candidate.next && !stack.includes(candidate.own)) candidate.next = own;
        if (NUMBERED_HEADING.test(title) && !isPrerequisites(title)) procedureAt(`the step "${title}"`, node.position?.start.line ?? 1);
      },
      code: cancelByCode,
      list(node: MdNode & { ordered?: boolean | null }, info: { ancestors: readonly MdNode[] }) {
        if (!node.ordered || (node.children?.length ?? 0) < 2) return;
        let decided: boolean | undefined;
        const ancestors = [...info.ancestors];
        procedureAt('the numbered list', node.position?.start.line ?? 1, () => (decided ??= isProcedureList(context, node, ancestors)));
      },
      mdxJsxFlowElement(node: JsxElement) {
        if (node.name === 'Steps') {
          procedureAt('the <Steps>', node.position?.start.line ?? 1);
          // `<Step …>text</Step>` on one line is inline, inside a paragraph of its own.
          const steps = node.children
            .flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child]))
            .filter((child): child is JsxElement => isJsxElement(child) && child.name === 'Step');
          steps.forEach((step, index) => {
            const title = attributeValue(step, 'title');
            if (index > 0 && title.kind === 'string' && isPrerequisites(title.value.trim()) && step.position) {
              context.report({ loc: step.position, messageId: 'step', data: { heading: title.value.trim(), position: index + 1 } });
            }
          });
        }
      },
      'root:exit'() {
        for (const candidate of candidates) {
          if (candidate.cancelled) continue;
          context.report({
            loc: candidate.loc,
            messageId: 'after',
            data: { heading: candidate.heading, procedure: candidate.procedure.description, line: candidate.procedure.line },
          });
        }
      },
    };
  },
});

/**
 * A numbered list is a procedure when at least half of its items open with an instruction ("Run …",
 * "In Settings, click …"). A list of outcomes ("The server checks …"), options, or labelled stages
 * ("**Propose**: …") describes a process; prerequisites after it belong to no steps of the reader's.
 */
function isProcedureList(context: RuleContext<any>, list: MdNode, ancestors: readonly MdNode[]): boolean {
  const source = context.sourceText;
  const items = list.children ?? [];
  let steps = 0;
  for (const item of items) {
    const first = item.children?.[0];
    if (!first || first.type !== 'paragraph' || startsWithLabel(first, source)) continue;
    const sentence = proseUnitsOf(context, first, [...ancestors, list, item])[0]?.sentences[0];
    if (sentence && instructionOf(grammarOf(sentence))) steps++;
  }
  return steps * 2 >= items.length;
}

import { createRule } from '../src/rule-kit/create-rule.js';
import { attributeValue, isJsxElement, type JsxElement, type MdNode } from '../src/page/jsx-elements.js';
import { nodeText } from '../src/page/node-text.js';
import type { SourceLocation } from '../src/types.js';

interface Options extends Record<string, unknown> {
  headings: string[];
}

/** Section titles that list what a reader needs before the steps (compared without case and a trailing colon). */
const DEFAULT_HEADINGS = ['Prerequisites', 'Prerequisite', 'Requirements', 'System requirements', 'Before you begin', 'Before you start', 'Before getting started', "What you'll need", 'What you need', 'What you will need'];

/** Titles of sections that describe rather than instruct. */
const DESCRIPTIVE_SECTION = /\b(overview|introduction|how it works|what it does|what this does|features|summary|about)\b/i;

/** A heading that numbers a step: "Step 2: Deploy", "3. Create a namespace". */
const NUMBERED_HEADING = /^(step\s+\d+|\d+[.):])\s*/i;

/** One heading's section, while the walk is inside it. */
interface Section {
  depth: number;
  title: string;
  /** The first procedure of the section, its subsections included. */
  procedure?: { description: string; line: number };
}

/** A prerequisites section after a procedure, reported at the end unless a later procedure of the same section claims it. */
interface Candidate {
  loc: SourceLocation;
  heading: string;
  parent: Section;
  own: Section;
  procedure: { description: string; line: number };
  cancelled: boolean;
}

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
  create(context) {
    const titles = new Set((context.options.headings ?? DEFAULT_HEADINGS).map(normalise));
    const isPrerequisites = (text: string): boolean => titles.has(normalise(text.replace(/^(step\s+)?\d+[.):]?\s*/i, '')));
    const stack: Section[] = [{ depth: 0, title: '' }];
    const candidates: Candidate[] = [];

    /** Steps, or code to run, after the prerequisites in the same section: the procedure they belong to comes next. */
    const cancelFollowed = (): void => {
      for (const candidate of candidates) {
        if (!candidate.cancelled && stack.includes(candidate.parent) && !stack.includes(candidate.own)) candidate.cancelled = true;
      }
    };
    const procedureAt = (description: string, line: number): void => {
      // A numbered list in an overview describes what happens; it is not the reader's procedure.
      if (!stack.some((section) => DESCRIPTIVE_SECTION.test(section.title))) {
        for (const section of stack) section.procedure ??= { description, line };
      }
      cancelFollowed();
    };

    return {
      heading(node: MdNode & { depth: number }) {
        while (stack.length > 1 && stack[stack.length - 1].depth >= node.depth) stack.pop();
        const parent = stack[stack.length - 1];
        const { text, dynamic } = nodeText(node);
        const title = text.replace(/\s+/g, ' ').trim().replace(/\s*:$/, '');
        const own: Section = { depth: node.depth, title };
        if (!dynamic && isPrerequisites(title) && parent.procedure && node.position) {
          candidates.push({ loc: node.position, heading: title, parent, own, procedure: parent.procedure, cancelled: false });
        }
        stack.push(own);
        if (NUMBERED_HEADING.test(title) && !isPrerequisites(title)) procedureAt(`the step "${title}"`, node.position?.start.line ?? 1);
      },
      code: cancelFollowed,
      list(node: MdNode & { ordered?: boolean | null }) {
        if (node.ordered && (node.children?.length ?? 0) >= 2) procedureAt('the numbered list', node.position?.start.line ?? 1);
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

function normalise(text: string): string {
  return text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').replace(/[\s:.]+$/, '').trim();
}

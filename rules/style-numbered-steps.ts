import { createRule } from '../src/rule-kit/create-rule.js';
import type { MdNode } from '../src/page/jsx-elements.js';
import { combineVisitors, isStyleExemptPage, proseUnitsOf, proseVisitors, STYLE_SCOPE, wordAt, type ProseUnit, type Sentence } from '../src/prose/index.js';
import { stepVerbAt } from '../src/style/imperative.js';
import { startsWithLabel } from '../src/style/list-labels.js';

interface Options extends Record<string, unknown> {
  minSteps: number;
}

/** Steps done in a UI or a terminal, one after the other. */
const UI_VERBS = new Set(['click', 'go', 'navigate', 'open', 'select', 'choose', 'enter', 'type', 'copy', 'paste', 'press', 'log', 'sign', 'visit', 'fill', 'scroll', 'tap', 'hit', 'drag', 'toggle', 'expand', 'download', 'install', 'run', 'clone', 'head', 'cd', 'save', 'restart', 'upload', 'wait']);

/** Words inside a step that tie it to the one before: "then", "next", "once". */
const ORDER_WORDS = new Set(['then', 'next', 'after', 'afterwards', 'once', 'finally', 'now']);

/** Words that open a step of a procedure written as prose; "Second" and "Lastly" count too. */
const OPENERS = new Set(['first', 'firstly']);
const FOLLOWERS = new Set(['then', 'next', 'finally', 'lastly', 'second', 'secondly', 'third', 'afterwards']);

/** Containers that already number their steps. */
const NUMBERED_COMPONENTS = new Set(['Steps', 'Step']);

interface ProseSequence {
  /** Where "First, …" stands, reported once a follower joins it. */
  loc: ReturnType<ProseUnit['locate']>;
  /** "First" or "Firstly", as written. */
  opener: string;
  reported: boolean;
}

export default createRule<Options>({
  meta: {
    id: 'style-numbered-steps',
    description: 'Procedures are numbered lists or <Steps>: not bulleted lists of instructions, nor "First, … Then, … Finally, …" prose.',
    category: 'style',
    defaultSeverity: 'off',
    fixable: false,
    messages: {
      bullets: 'These {{count}} bullets are the steps of a procedure; write them as a numbered list (`1.`) or as <Step> elements inside <Steps>.',
      prose: '"{{phrase}}" starts a procedure written as prose ("{{phrase}} … {{follower}} …"); write its steps as a numbered list (`1.`) or as <Step> elements inside <Steps>.',
    },
    defaultOptions: { minSteps: 3 },
    optionsSchema: {
      type: 'object',
      properties: { minSteps: { type: 'integer', minimum: 2 } },
      additionalProperties: false,
    },
  },
  create(context) {
    // Changelogs and legal text have their own register.
    if (isStyleExemptPage(context)) return {};
    const minSteps = context.options.minSteps ?? 3;
    const source = context.sourceText;
    /** Open "First, …" sequences, by the container their paragraphs share. */
    const sequences = new Map<MdNode, ProseSequence>();

    const list = (node: MdNode & { ordered?: boolean | null }, info: { parent: MdNode | null; ancestors: readonly MdNode[] }): void => {
      if (node.ordered || insideNumbered(info.ancestors)) return;
      if (info.ancestors.some((ancestor) => ancestor.type === 'listItem')) return;
      const items = node.children ?? [];
      if (items.length < minSteps) return;
      let uiSteps = 0;
      let ordered = false;
      const verbs = new Set<string>();
      for (const item of items) {
        const first = item.children?.[0];
        if (!first || first.type !== 'paragraph' || startsWithLabel(first, source)) return;
        const unit = proseUnitsOf(context, first, [...info.ancestors, node, item])[0];
        if (unit && !STYLE_SCOPE.include(unit.context, unit.kind)) return;
        const sentences = unit?.sentences ?? [];
        const verb = sentences[0] && stepVerbAt(sentences[0]);
        if (!verb) return;
        verbs.add(verb.lower);
        if (UI_VERBS.has(verb.lower)) uiSteps++;
        if (sentences.some((sentence) => sentence.tokens.some((token, index) => index > 0 && token.kind === 'word' && ORDER_WORDS.has(token.lower)))) ordered = true;
      }
      // "Click **Save** to …", "Click **Publish** to …": one verb for every item lists options to choose from, not steps in turn.
      if (!ordered && verbs.size === 1) return;
      const introduced = introducedByColon(node, info.parent);
      if (!(ordered || uiSteps >= 2 || (introduced && uiSteps >= 1))) return;
      context.report({ node, messageId: 'bullets', data: { count: items.length } });
    };

    const prose = proseVisitors(
      context,
      (block) => {
        const ancestors = block.context.ancestors;
        const key = containerOf(ancestors);
        if (!key || insideNumbered(ancestors) || block.context.list?.ordered) return;
        for (const sentence of block.sentences) {
          const marker = sequenceMarker(sentence);
          if (!marker) continue;
          const open = sequences.get(key);
          if (OPENERS.has(marker.word)) {
            if (!open || open.reported) sequences.set(key, { loc: block.locate(marker.from, marker.to), opener: marker.text, reported: false });
            continue;
          }
          if (open && !open.reported) {
            open.reported = true;
            context.report({ loc: open.loc, messageId: 'prose', data: { phrase: open.opener, follower: marker.text } });
          }
        }
      },
      { kinds: ['paragraph'], include: STYLE_SCOPE.include, prefilter: /\bfirst(ly)?\b|\bthen\b|\bnext\b|\bfinally\b|\blastly\b|\bsecond(ly)?\b|\bthird\b|\bafterwards\b/i },
    );

    return combineVisitors(prose, {
      list,
      // A heading starts a new section: a "First" above it opens no sequence below it.
      heading: (_node: MdNode, info: { parent: MdNode | null }) => {
        if (info.parent) sequences.delete(info.parent);
      },
    });
  },
});

/** The container whose paragraphs form one run of prose: a list item's run is its list's. */
function containerOf(ancestors: readonly MdNode[]): MdNode | undefined {
  const parent = ancestors[ancestors.length - 1];
  if (parent?.type === 'listItem') return ancestors[ancestors.length - 2];
  return parent;
}

function insideNumbered(ancestors: readonly MdNode[]): boolean {
  return ancestors.some((ancestor) => {
    if ((ancestor as { ordered?: boolean | null }).ordered) return true;
    const name = (ancestor as { name?: unknown }).name;
    return (ancestor.type === 'mdxJsxFlowElement' || ancestor.type === 'mdxJsxTextElement') && typeof name === 'string' && NUMBERED_COMPONENTS.has(name);
  });
}

/**
 * A sentence that opens with a sequence word and then an instruction: "First, install the CLI.",
 * "Then run `init`.", "Next, you need to add …". A sentence about what a system does ("First, the
 * server checks …") is a description, not a step.
 */
function sequenceMarker(sentence: Sentence): { word: string; text: string; from: number; to: number } | undefined {
  const first = wordAt(sentence.tokens, 0);
  if (!first || !(OPENERS.has(first.lower) || FOLLOWERS.has(first.lower))) return undefined;
  let index = 1;
  if (sentence.tokens[index]?.kind === 'punctuation' && sentence.tokens[index].text === ',') index++;
  const next = wordAt(sentence.tokens, index);
  if (!next) return undefined;
  const instruction =
    stepVerbAt(sentence, index) !== undefined ||
    ((next.lower === 'you' || next.lower === 'we') && /^(need|needs|must|should|can|will|have)$/.test(wordAt(sentence.tokens, index + 1)?.lower ?? '')) ||
    /^(let's|you'll|we'll)$/.test(next.lower);
  if (!instruction) return undefined;
  return { word: first.lower, text: first.text, from: first.start, to: first.end };
}

/** The paragraph before the list ends with a colon: "To connect your account:". */
function introducedByColon(list: MdNode, parent: MdNode | null): boolean {
  const siblings = parent?.children ?? [];
  const before = siblings[siblings.indexOf(list) - 1];
  if (!before || before.type !== 'paragraph') return false;
  const children = before.children ?? [];
  const last = children[children.length - 1];
  return last?.type === 'text' && typeof last.value === 'string' && /:\s*$/.test(last.value);
}

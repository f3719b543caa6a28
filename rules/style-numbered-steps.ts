import { createRule } from '../src/rule-kit/create-rule.js';
import type { MdNode } from '../src/page/jsx-elements.js';
import { nodeText } from '../src/page/node-text.js';
import { combineVisitors, isStyleExemptPage, proseUnitsOf, proseVisitors, STYLE_SCOPE, type ProseUnit } from '../src/prose/index.js';
import { endsClause, grammarOf, instructionOf, isImperativeAt, isModal, type Instruction, type Word } from '../src/prose/grammar/index.js';
import { isPrerequisitesTitle, sectionTrail } from '../src/prose/section-titles.js';
import { startsWithLabel } from '../src/prose/list-labels.js';

interface Options extends Record<string, unknown> {
  minSteps: number;
}

/** A word of sequence among a sentence's first words: only such a sentence can open or go on with a procedure in prose. */
const SEQUENCE_CUE = /^\W*(?:\S+\s+){0,8}?(?:first(?:ly)?|then|next|now|finally|lastly|second(?:ly)?|third(?:ly)?|afterwards?|after|once|subsequently)\b/i;

/** Words that open a procedure written as prose, and those that go on with it. */
const OPENERS = new Set(['first', 'firstly']);
const OPENER_CUE = /\bfirst(?:ly)?\b/i;

/**
 * A lead-in that names its list a set of options, alternatives or advice, whose items a reader
 * picks from or keeps in mind in any order: "the following choices", "one of the following",
 * "in any order", "try the following", "a few tips", "Potential solutions:" (plural: "Solution:" may
 * lead a procedure).
 */
const OPTIONS_LEAD_IN = /\b(choices|options|alternatives|ways|tips|practices|guidelines|recommendations|propose|proposed|proposals|improvements|enhancements|precautions|considerations|requirements|ideas|examples|solutions|remember|keep in mind|habits|reminders|rules of thumb|option \d|pros|cons|benefits|drawbacks|advantages|disadvantages|fixes|workarounds|remedies|strategies|optimizations|suggestions|tasks|checklist|things you can|you can (?:do|take)|one of|any of|either|whether|any order|the following:?\s*$|try|troubleshoot\w*)\b/i;

/** A lead-in that names what something offers or needs ("The portal provides:", "Each plan includes:", "It requires:"): its items are features or requirements, not steps. */
const FEATURES_LEAD_IN = /\b(provides|offers|includes|supports|features|contains|gives you|requires|needs)\s*:\s*$/i;

/** RFC 2119 keywords in capitals: a list that holds them states requirements, each on its own. */
const REQUIREMENT_KEYWORD = /\b(MUST|MUST NOT|SHOULD|SHOULD NOT|SHALL|SHALL NOT|REQUIRED|RECOMMENDED)\b/;

/** A lead-in that asks the reader to choose ("Choose how you want to sign in:", "Pick a method:"): its items are the alternatives. */
const CHOICE_LEAD_IN = /\b(choose|pick|select|decide)\b.*\b(how|which|what|whether|between|one|method|way|option|approach)\b/i;

/** Sections after the steps whose lists point elsewhere: each item is a place to go next, in any order. */
const AFTERWORD = /^(next steps?|what's next|learn more|see also|related( pages| guides| resources)?|resources|further reading)$/i;

/** Sections whose lists are checks, fixes or advice to take in any order. */
const INDEPENDENT_SECTION = /\b(troubleshoot\w*|faq|frequently asked|common (issues|problems|errors|mistakes)|known issues|best practices|tips|guidelines|guidance|checklist|considerations|recommend\w*|you can (do|take)|key (actions|features|capabilities)|capabilities|use cases|get involved|ways to (help|contribute)|mission|goals|vision|values|principles|decision (guide|tree|matrix)|when to use)\b|^(choosing|choose|picking|selecting|which)\b/i;

/** Verbs of what a reader comes to see or know: items that open with them list what something shows, not steps. */
const COGNITION = /^(see|understand|identify|learn|discover|know|spot|notice|find|get|gain|uncover|measure|track|compare)$/;

/** Adverbs of a habit: what an item asks the reader to do again and again. */
const HABIT = /^(regularly|periodically|routinely|daily|weekly|monthly|quarterly|yearly|annually|always|often|frequently)$/;
/** "every quarter", "every morning": a period a habit recurs in. */
const PERIOD = /^(day|week|month|quarter|year|morning|evening|night|sprint|release|time)$/;

/** Containers that already number their steps. */
const NUMBERED_COMPONENTS = new Set(['Steps', 'Step']);

/** An item of a bulleted list that opens with an instruction. */
interface Step {
  instruction: Instruction;
  words: readonly Word[];
  item: MdNode;
}

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
    /** Open "First, …" sequences, by the container their paragraphs share. */
    const sequences = new Map<MdNode, ProseSequence>();
    const sections = sectionTrail();
    const pageTitle = String(context.page?.frontMatter?.data?.title ?? '');

    const list = (node: MdNode & { ordered?: boolean | null }, info: { parent: MdNode | null; ancestors: readonly MdNode[] }): void => {
      const section = sections.open[sections.open.length - 1]?.title ?? '';
      if (node.ordered || insideNumbered(info.ancestors) || isPrerequisitesTitle(section) || AFTERWORD.test(section)) return;
      // Troubleshooting and best practices: checks and advice to take in any order.
      if ([pageTitle, ...sections.open.map((open) => open.title)].some((title) => INDEPENDENT_SECTION.test(title))) return;
      if (info.ancestors.some((ancestor) => ancestor.type === 'listItem')) return;
      const items = node.children ?? [];
      if (items.length < minSteps) return;
      // What needs no grammar first: tagging the items is nearly all the rule costs.
      const lead = leadIn(node, info.parent);
      const labelled = boldLabel(node, info.parent);
      // A specification's requirements ("Consumers MUST take these precautions:"): each holds on its own.
      if ((lead !== undefined && REQUIREMENT_KEYWORD.test(lead)) || items.some((item) => REQUIREMENT_KEYWORD.test(nodeText(item).text))) return;
      if (leadInNamesIndependentItems(lead) || everyItemLinks(items)) return;
      const steps: Step[] = [];
      for (const item of items) {
        const first = item.children?.[0];
        if (!first || first.type !== 'paragraph' || startsWithLabel(first, context.sourceText) || /^\s*[\w .-]{1,30}:\s/.test(nodeText(first).text)) return;
        const unit = proseUnitsOf(context, first, [...info.ancestors, node, item])[0];
        if (!unit || !STYLE_SCOPE.include(unit.context, unit.kind)) return;
        const sentence = unit.sentences[0];
        if (!sentence) return;
        const words = grammarOf(sentence);
        const instruction = instructionOf(words);
        if (!instruction) return;
        steps.push({ instruction, words, item });
      }
      if (!isProcedure(steps, lead, labelled)) return;
      context.report({ node, messageId: 'bullets', data: { count: items.length } });
    };

    const prose = proseVisitors(
      context,
      (block) => {
        const ancestors = block.context.ancestors;
        // Text straight inside a component (`<Note>First, … Then …</Note>`) runs on within that component.
        const key = block.kind === 'text' ? block.node : containerOf(ancestors);
        if (!key || insideNumbered(ancestors) || block.context.list?.ordered) return;
        for (const sentence of block.sentences) {
          // A word of sequence opens a step within its first words ("To get started, first sign up …").
          if (!SEQUENCE_CUE.test(sentence.text)) continue;
          const open = sequences.get(key);
          // Only "First" opens a sequence; any other word of sequence matters only after one.
          if ((!open || open.reported) && !OPENER_CUE.test(sentence.text)) continue;
          const marker = sequenceMarker(grammarOf(sentence));
          if (!marker) continue;
          if (OPENERS.has(marker.word)) {
            if (!open || open.reported) sequences.set(key, { loc: block.locate(marker.start, marker.end), opener: marker.text, reported: false });
            continue;
          }
          if (open && !open.reported) {
            open.reported = true;
            context.report({ loc: open.loc, messageId: 'prose', data: { phrase: open.opener, follower: marker.text } });
          }
        }
      },
      { kinds: ['paragraph', 'text'], include: STYLE_SCOPE.include, prefilter: /\b(first(ly)?|then|next|finally|lastly|second(ly)?|third|afterwards?|after that|once that)\b/i },
    );

    return combineVisitors(prose, {
      list,
      // A heading starts a new section: a "First" above it opens no sequence below it.
      heading: (node: MdNode & { depth?: number }, info: { parent: MdNode | null }) => {
        if (info.parent) sequences.delete(info.parent);
        sections.heading(node);
      },
    });
  },
});

/**
 * A bulleted list of instructions is a procedure when its steps come one after the other: a step
 * says when or where it happens ("Then …", "In the sidebar, …", "Once signed in, …"), refers to
 * the one before ("push it"), acts on what the reader sees in a UI or a terminal (a **label**,
 * `code`, a link) in two steps or more, or a lead-in introduces the list as a task ("To deploy:",
 * "Follow these steps:", "Set up the integration:"). It is a set of independent items when one
 * verb opens every item (options: "Use X", "Use Y"), or when an item is advice ("Never …"); a
 * lead-in that names options (`leadInNamesIndependentItems`) was ruled out before the grammar ran.
 */
function isProcedure(steps: readonly Step[], lead: string | undefined, labelled = false): boolean {
  // "Watch the recordings:" / "See how users navigate", "Identify confusion points": what the reader learns, in any order.
  if (steps.every(({ instruction }) => COGNITION.test(instruction.verb.word))) return false;
  if (steps.some(({ words }) => /^(never|always|avoid|don't|do)$/.test(words[0]?.word ?? '') && (words[0].word !== 'do' || words[1]?.word === 'not'))) return false;
  // "- If the page does not load, confirm …": each item answers a case of its own; the reader follows the one that applies.
  // ("- When nothing works, open an issue" among them is one more case; items that all open with "when" may be a sequence.)
  if (steps.every(({ words }) => /^(if|unless|when|whenever)$/.test(words[0]?.word ?? '')) && steps.some(({ words }) => /^(if|unless)$/.test(words[0].word))) return false;
  // "- Need cross-chain payments? Use Trails.": each item pairs a need with a choice; the reader picks one.
  if (steps.every(({ words }) => /\?/.test(words[words.length - 1]?.after ?? ''))) return false;
  const verbs = new Set(steps.map(({ instruction }) => instruction.verb.word));
  const ordered = steps.some(({ instruction }) => instruction.sequence !== undefined || instruction.intro);
  if (verbs.size === 1 && !ordered) return false;
  // "**Filter quickly:**", "**Conversion triggers**:": a bold label over the list names a topic, whose items are ways or tips,
  // unless it names a task ("**How to set**:", "**To install:**") or an item goes on from the one before ("Then …").
  if (labelled && !steps.some(({ instruction }) => instruction.sequence !== undefined) && !(lead !== undefined && /^\W*to\s|\b(steps?|how|procedure)\b/i.test(lead))) return false;
  if (ordered) return true;
  // "- Update the app regularly", "- Review connected apps monthly": a habit is kept, not a step taken once in its turn.
  if (steps.some(({ words }) => words.some((word, k) => !word.quoted && (HABIT.test(word.word) || (word.word === 'every' && PERIOD.test(words[k + 1]?.word ?? '')))))) return false;
  if (lead !== undefined && /:\s*$/.test(lead) && introducesTask(lead)) return true;
  // A step that acts on what an earlier one made: "push it", "export it as …".
  // The pronoun is the verb's own object, in its clause ("Tell your computer what to do, and it gets it done" is no step).
  if (steps.slice(1).some(({ instruction, words }) => referencesEarlierStep(words, instruction.verb.index))) return true;
  // Steps act on particular things: what the reader sees on screen (a **label**, `code`, a link, a
  // command block) or a definite object ("the dashboard", "your domain"); advice speaks of things in
  // general ("Use short names", "Rotate keys regularly").
  const particular = steps.filter(({ instruction, words, item }) => onScreen(item) || definiteObject(words, instruction.verb.index)).length;
  return particular >= 2 && particular * 2 >= steps.length;
}

/** A lead-in that names options, features, checks or advice, or whose sentence the items complete ("The CLI will:", "To do this, you can:", "whether you:"). */
function leadInNamesIndependentItems(lead: string | undefined): boolean {
  if (lead === undefined) return false;
  const leadWords = lead.trim();
  const bare = leadWords.replace(/:\s*$/, '');
  // "you can automatically:", "We cannot:", "What they don't do:": the items complete the sentence, an adverb or a negation in it too.
  const completed = /\b(will|can|cannot|can['’]t|could|may|might|lets you|allows you|you|we|they)(\s+\w+ly)?\s*$/i.test(bare) || /\b(don['’]t|doesn['’]t|do not|does not)\s+do\s*$/i.test(bare) || (/\b(should|must|to)\s*$/i.test(bare) && !/^to\b/i.test(leadWords));
  // "The API allows you to search the web.": the items list what it allows.
  const capabilities = /\b(allows? you to|lets? you|enables? you to)\b/i.test(leadWords) && !/:\s*$/.test(leadWords);
  // "Complete these tasks in order:": the lead-in orders them.
  if (/\bin (?:this |the following |that )?(?:order|sequence)\b/i.test(leadWords)) return false;
  return capabilities || OPTIONS_LEAD_IN.test(leadWords) || FEATURES_LEAD_IN.test(leadWords) || (CHOICE_LEAD_IN.test(leadWords) && !/\bsteps?\b/i.test(leadWords)) || completed;
}

/** Every item links to another page: a list of places to read, in any order. */
function everyItemLinks(items: readonly MdNode[]): boolean {
  return items.every((item) => (item.children?.[0]?.children ?? []).some((inline) => inline.type === 'link'));
}

function referencesEarlierStep(words: readonly Word[], verbIndex: number): boolean {
  for (let i = verbIndex + 1; i < words.length && i <= verbIndex + 3; i++) {
    if (/^(it|them)$/.test(words[i].word) && !words[i].quoted) return true;
    if (endsClause(words[i])) return false;
  }
  return false;
}

/** The item shows what the reader sees in a UI or a terminal: a **label**, `code`, a link, or a block of code. */
function onScreen(item: MdNode): boolean {
  return (item.children ?? []).some((child) => child.type === 'code' || (child.children ?? []).some((inline) => ['strong', 'inlineCode', 'link', 'emphasis'].includes(inline.type)));
}

/** The object of the verb at `index` is a definite thing ("the connection", "your domain"), past a particle and a preposition. */
function definiteObject(words: readonly Word[], index: number): boolean {
  let limit = index + 3;
  for (let i = index + 1; i < words.length && i <= limit; i++) {
    const word = words[i];
    if (/^(the|your|this|that|these|those|its|their|our)$/.test(word.word)) return true;
    // "Press and hold the power button": two verbs share the object.
    if (/^(and|or)$/.test(word.word) && i === index + 1 && words[i + 1]?.tags.has('Verb')) {
      i++;
      limit += 2;
      continue;
    }
    if (!(word.tags.has('Particle') || word.tags.has('Preposition') || word.tags.has('Adverb'))) return false;
  }
  return false;
}

/** A lead-in that introduces a task: a purpose ("To rotate a key:"), an instruction ("Set up the integration:"), or steps ("Follow these steps:", "Here's how:"). */
function introducesTask(lead: string): boolean {
  const text = lead.replace(/:\s*$/, '').trim();
  if (/^to\s/i.test(text) || /\b(steps?|how|procedure)\b/i.test(text)) return true;
  // An instruction: parse the lead-in as a sentence and look for its imperative.
  return /^[A-Z][a-z]+\b/.test(text) && leadInIsInstruction(text);
}

function leadInIsInstruction(text: string): boolean {
  const words = grammarOf({ tokens: [], start: 0, end: text.length, text });
  return isImperativeAt(words, 0) && !words.some((word) => isModal(word));
}

/**
 * A last sentence that introduces a list without a colon: "we propose the following improvements.",
 * "The search API allows you to search and scrape in one call." (what the items go on to list).
 */
const LEAD_IN_SENTENCE = /\b(the following|allows? you to|lets? you|enables? you to)\b[^.!?:]*\.$/i;

/** The text of the paragraph before the list, when it ends with a colon, or with a sentence that introduces it (`LEAD_IN_SENTENCE`). */
function leadIn(list: MdNode, parent: MdNode | null): string | undefined {
  const siblings = parent?.children ?? [];
  const before = siblings[siblings.indexOf(list) - 1];
  if (!before || before.type !== 'paragraph') return undefined;
  const text = nodeText(before).text.trim();
  return /:$/.test(text) || LEAD_IN_SENTENCE.test(text) ? text : undefined;
}

/** The paragraph before the list is a bold label and nothing else: "**Filter quickly:**", "**Conversion triggers**:". */
function boldLabel(list: MdNode, parent: MdNode | null): boolean {
  const siblings = parent?.children ?? [];
  const before = siblings[siblings.indexOf(list) - 1];
  if (!before || before.type !== 'paragraph') return false;
  const children = (before.children ?? []).filter((child) => !(child.type === 'text' && /^\s*:?\s*$/.test(String((child as { value?: unknown }).value ?? ''))));
  // "**Solution:**", "**Setup:**": one word may name the task the steps do.
  return children.length === 1 && children[0].type === 'strong' && nodeText(children[0]).text.trim().split(/\s+/).length >= 2;
}

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
 * A sentence that opens a step of a procedure written as prose with a word of sequence: "First,
 * install the CLI.", "Then run `init`.", "To get started, first sign up …", "After that, add …",
 * "Next, you need to add …". A sentence about what a system does ("First, the server checks …")
 * is a description, not a step.
 */
function sequenceMarker(words: readonly Word[]): { word: string; text: string; start: number; end: number } | undefined {
  const instruction = instructionOf(words);
  let marker = instruction?.sequence;
  if (!marker) {
    // "Next, you need to add …", "First, you'll want to …": the reader told what to do.
    const first = words[0];
    if (!first || !(OPENERS.has(first.word) || first.word === 'then' || first.word === 'next' || first.word === 'finally') || !endsClause(first) && first.word !== 'then') return undefined;
    const subject = words[1];
    if (!(subject?.word === 'you' && (isModal(words[2]) || /^(need|needs|have)$/.test(words[2]?.word ?? '')))) return undefined;
    marker = first;
  }
  const text = marker.text.replace(/[,:]$/, '');
  const word = /^(after|once|when)$/.test(marker.word) ? 'then' : marker.word;
  return { word, text, start: marker.start, end: marker.end };
}

import { nodeText } from '../page/node-text.js';
import type { MdNode } from '../page/jsx-elements.js';

/**
 * Section titles whose lists say what a reader needs before a procedure: their items are
 * independent (install this, create that), in no order, and come before the steps.
 */

/** Compared without case and a trailing colon. */
export const PREREQUISITES_TITLES = ['Prerequisites', 'Prerequisite', 'Requirements', 'System requirements', 'Before you begin', 'Before you start', 'Before getting started', "What you'll need", 'What you need', 'What you will need'];

export function normaliseTitle(text: string): string {
  return text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').replace(/[\s:.]+$/, '').trim();
}

const DEFAULT_TITLES = new Set(PREREQUISITES_TITLES.map(normaliseTitle));

/** A "Prerequisites" section title, also when numbered ("Step 1: Prerequisites"); `titles` are normalised. */
export function isPrerequisitesTitle(text: string, titles: ReadonlySet<string> = DEFAULT_TITLES): boolean {
  return titles.has(normaliseTitle(text.replace(/^(step\s+)?\d+[.):]?\s*/i, '')));
}

/**
 * Titles of sections that explain how a product or a proposal works: there "we" is the people who
 * built it ("Then we store the image in S3", "First, we introduce …"), not a walk-through.
 */
export const EXPLAINING_SECTION = /\b(how it works|how this works|under the hood|behind the scenes|architecture|internals|specification|rationale|motivation|abstract)\b/i;

/** Titles of sections that list what changed: the team speaks ("We now do a better job of reporting errors"). */
const CHANGES_SECTION = /\b(change ?log|what['’]s new|what is new|release notes|breaking changes|improvements)\b/i;

/** Titles in the team's own voice: "How we review PRs", "Why we built it", "Our documentation philosophy"; not "What we'll build" or "Our first endpoint". */
const TEAM_TITLE = /\b(how|why) we\b|\bwhat we (?!['’]ll|will|are going)\w|^our\s+(\w+\s+)?(approach|philosophy|mission|values|process|commitment|principles|polic(y|ies)|vision|goals|story|team)\b/i;

/** A section where "we" is the people who build the product, not a walk-through's writer and reader. */
export function isTeamSection(title: string): boolean {
  return EXPLAINING_SECTION.test(title) || CHANGES_SECTION.test(title) || TEAM_TITLE.test(title.trim());
}

/** An open section: its heading's depth and its title as the reader sees it. */
export interface OpenSection {
  depth: number;
  title: string;
}

/**
 * The sections a page walk is in, outermost first: a rule registers `heading` as its heading
 * visitor and reads `open` where it needs to know which section its prose belongs to.
 */
export function sectionTrail(): { open: readonly OpenSection[]; heading: (node: MdNode & { depth?: number }) => void } {
  const open: OpenSection[] = [];
  return {
    open,
    heading: (node) => {
      const depth = node.depth ?? 1;
      while (open.length > 0 && open[open.length - 1].depth >= depth) open.pop();
      open.push({ depth, title: nodeText(node).text.trim() });
    },
  };
}

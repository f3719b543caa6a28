/**
 * Pages whose register is their own, told from their path, title and text: a reader of prose
 * decides what to do with them (the style rules leave legal text and changelogs alone, and read a
 * specification's requirements as requirements).
 */

import type { RuleContext } from '../types.js';
import { isTranslatedPage } from '../site/page-language.js';

const LEGAL_FILE = /(^|[/_-])(sla|license|licence|terms|tos|privacy|legal|dpa|gdpr|eula|agreement|antitrust|trademarks?|code-of-conduct|acceptable-use|cookies?-policy)([/_.-]|$)/i;
const LEGAL_TITLE = /\b(sla|service level agreement|terms of (service|use)|licen[cs]e( agreement)?|privacy policy|data processing|legal|eula|end user license|antitrust|trademark (policy|guidelines)|code of conduct|acceptable use|cookie policy)\b/i;

/**
 * Legal text (a service level agreement, terms, a licence, a privacy policy, an antitrust policy, a
 * code of conduct) is a contract or a pledge, not
 * documentation prose: "shall", "will" and the passive are its proper register.
 */
export function isLegalPage(context: RuleContext<any>): boolean {
  const page = context.page;
  if (!page) return false;
  const file = page.relativePath.split('/').pop() ?? '';
  if (LEGAL_FILE.test(file.replace(/\.mdx?$/i, ''))) return true;
  const title = page.frontMatter?.data?.title;
  return typeof title === 'string' && LEGAL_TITLE.test(title);
}

const CHANGELOG_PATH = /(^|[/_-])(changelogs?|change-log|release-notes?|releasenotes|releases|whats-new|what-s-new|updates|v\d+(?:[.-]\d+)*-notes)([/_.-]|$)/i;
const CHANGELOG_TITLE = /\b(change ?log|release notes?|what['’]s new|product updates)\b/i;
/** A page of `<Update>` entries, the generator's changelog component. */
const UPDATE_ENTRY = /^[ \t]*<Update[\s>]/m;

/**
 * A changelog or release notes page: entries say what changed ("Added SSO", "Tokens are now
 * rotated") and what is coming ("v3 will drop the flag"), so the past tense, the future and the
 * passive are its genre.
 */
export function isChangelogPage(context: RuleContext<any>): boolean {
  const page = context.page;
  if (!page) return false;
  if (CHANGELOG_PATH.test(page.relativePath.replace(/\.mdx?$/i, ''))) return true;
  const title = page.frontMatter?.data?.title;
  if (typeof title === 'string' && CHANGELOG_TITLE.test(title)) return true;
  return UPDATE_ENTRY.test(context.sourceText);
}

const ROADMAP = /(^|[/_-])(roadmap|upcoming|coming-soon)([/_.-]|$)/i;
/** The whole title: "Roadmap", "Product roadmap", "Coming soon"; a tutorial titled "Roadmap voting app" is no roadmap. */
const ROADMAP_TITLE = /^\s*((product|public|our)\s+)?(roadmap|coming soon|upcoming features|what['’]s coming)\s*$/i;

/** A roadmap page: what is planned, in the future tense by its nature (the present-tense rule leaves it alone). */
export function isRoadmapPage(context: RuleContext<any>): boolean {
  return pathOrTitle(context, ROADMAP, ROADMAP_TITLE);
}

/** The page's path (without its extension) matches `path`, or its front matter title matches `title`. */
function pathOrTitle(context: RuleContext<any>, path: RegExp, title: RegExp): boolean {
  const page = context.page;
  if (!page) return false;
  if (path.test(page.relativePath.replace(/\.mdx?$/i, ''))) return true;
  const text = page.frontMatter?.data?.title;
  return typeof text === 'string' && title.test(text);
}

const FAQ = /(^|[/_-])(faqs?|frequently-asked-questions)([/_.-]|$)/i;
const FAQ_TITLE = /\b(faqs?|frequently asked questions)\b/i;

/** A page of questions and answers: the company answers, and its "we" is the company ("We start with two regions"). */
export function isFaqPage(context: RuleContext<any>): boolean {
  return pathOrTitle(context, FAQ, FAQ_TITLE);
}

const PROPOSAL = /(^|\/)(seps|rfcs|proposals|adrs?|decisions|design-docs)\//i;
const PROPOSAL_TITLE = /^\s*(sep|rfc|adr|kep|pep)[- ]?\d+\b/i;

/**
 * A design proposal or decision record (`seps/1613-….mdx`, "RFC 42: …", "ADR-7"): its authors
 * argue for a change in their own voice, and their "we" is the proposers and maintainers, not a
 * tutorial's "we" walking the reader through steps.
 */
export function isProposalPage(context: RuleContext<any>): boolean {
  return pathOrTitle(context, PROPOSAL, PROPOSAL_TITLE);
}

/** Pages no style rule reads: legal text, changelogs, and translations (English grammar says nothing of them). */
export function isStyleExemptPage(context: RuleContext<any>): boolean {
  const page = context.page;
  return isLegalPage(context) || isChangelogPage(context) || (page !== undefined && isTranslatedPage(context.site, page.relativePath));
}

const RFC_2119 = /\b(?:MUST|SHOULD|SHALL|MAY)(?: NOT)?\b/g;

/**
 * A specification that states its requirements with RFC 2119 keywords in capitals ("MUST",
 * "SHOULD"): requirements in the passive ("the token MUST be validated") are its register, and its
 * "users" are the end users of what the reader implements. Two keywords or more: one capital MAY
 * in a sentence is not a specification.
 */
export function isNormativePage(context: RuleContext<any>): boolean {
  return (context.sourceText.match(RFC_2119) ?? []).length >= 2 || isSpecificationPage(context);
}

/**
 * A page of a specification (`specification/2025-06-18/architecture.mdx`, `spec/overview.mdx`): its
 * overview pages state no requirement, yet share the register of the pages that do ("capabilities
 * can be negotiated as needed" is what implementations do, not a step for the reader).
 */
function isSpecificationPage(context: RuleContext<any>): boolean {
  const path = context.page?.relativePath ?? '';
  return path.split('/').slice(0, -1).some((folder) => /^(spec|specs|specification|specifications)$/i.test(folder));
}

/**
 * The prose room: the one place that decides what text a reader sees on a page, and gives its
 * sentences and words. The style rules, spelling and terminology, and a team's Vale styles all
 * read it, each picking its own scope from a unit's kind and context.
 *
 * API (extended only additively):
 * - `proseVisitors(context, onUnit, { kinds?, prefilter?, include? })`: visitors a rule returns
 *   (merge them with its own through `combineVisitors`); the engine's one walk reaches each node,
 *   and `onUnit` gets each `ProseUnit` in document order. Rules never walk trees.
 * - `ProseUnit`: `kind` (paragraph, heading, tableCell, text, frontMatter, alt, attribute), `node`,
 *   `context` (`ProseContext`: ancestors, enclosing components, heading depth, list, table cell,
 *   block quote, code example, front matter key, attribute), `text` (what the reader reads, with
 *   one `PLACEHOLDER` per object that is not prose: code, math, URLs, emails, paths, file names,
 *   flags, identifiers, expressions, components that are blocks of their own), `sentences` and
 *   `words` (tokens with offsets into `text`, parsed once per unit for every reader), and
 *   `locate`/`sourceRange`/`slice` to map `[start, end)` of `text` back to the file.
 * - `proseUnitsOf(context, node, ancestors)`: the units of a node read outside its own visit.
 * - `checkLater(context, check, wanted)`: a reader for `proseVisitors` that puts off `check` on each unit
 *   with a `wanted` sentence (detached from the page's tree: `DetachedUnit`), so that many pages' sentences
 *   are tagged together; `check` reports through the `LaterReport` it is given.
 * - Page genres: `isLegalPage`, `isChangelogPage`, `isRoadmapPage`, `isNormativePage`, `isStyleExemptPage`.
 * - Token readers: `wordAt`, `isPlainWord`, `lowerWords`, `matchCase`.
 * - `rewriteSuggestion(unit, start, end, text)`: a style rule's rewrite as a suggestion on its report.
 *
 * Never prose: fenced and inline code, math, `{expressions}`, import/export, component and
 * attribute names, front matter keys, attribute values other than those in `RENDERED_ATTRIBUTES`.
 */

export { CODE_EXAMPLE_COMPONENTS, type ProseContext } from './context.js';
export { isChangelogPage, isFaqPage, isLegalPage, isNormativePage, isProposalPage, isRoadmapPage, isStyleExemptPage } from './page-genre.js';
export { CODE_ELEMENTS, PLACEHOLDER, TRANSPARENT_ELEMENTS, type ProseText } from './prose-text.js';
export { RENDERED_ATTRIBUTES, RENDERED_FRONT_MATTER_KEYS } from './read-units.js';
export type { NlcstNode, Sentence, Token } from './sentences.js';
export { isPlainWord, lowerWords, matchCase, wordAt } from './tokens.js';
export type { DetachedUnit, ProseKind, ProseUnit } from './unit.js';
export { checkLater, type LaterReport } from './check-later.js';
export { rewriteSuggestion } from './rewrite.js';
export { STYLE_SCOPE } from './scopes.js';
export { singleWordLabel, startsWithLabel } from './list-labels.js';
export { combineVisitors, proseUnitsOf, proseVisitors, type ProseVisitorOptions } from './visitors.js';

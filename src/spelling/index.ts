/**
 * Spelling: cspell's dictionaries, the site's own words and a team's word lists, for the `spelling`
 * rule and for a team's Vale `spelling` rules.
 *
 * API (extended only additively):
 * - `siteSpelling(site, { language?, words?, dictionaries? })`: the spelling of one site, built once
 *   per thread, site index and options. `problems` are the team's broken word lists (file, line,
 *   column, message); `ignores(filePath)` is cspell's `ignorePaths`; `speller()` loads the
 *   dictionaries on first call (about two seconds, once per thread) and gives a `Speller`.
 * - `createSpeller(parts)`: a `Speller` from explicit parts (an English variant, more bundled
 *   dictionaries by name, words, ignore/flag/suggest words, Vale accept/reject entries), for a
 *   caller with word lists of its own (a Vale `spelling` rule's `vocab`, `ignore` files).
 * - `Speller.check(word)` → `known` | `unknown` | `rejected`; `Speller.suggest(word, max = 3)` →
 *   the best spellings in the word's own case. Both remember their answers.
 * - `wordTokens(text)`: the words of a unit's text with their offsets and whether each starts a
 *   sentence (one regular expression, no sentence parse).
 * - `wordToCheck(token, start)`: the parts of a prose word worth checking, and why others are not
 *   (digits, abbreviations, mixed case, other scripts, possessives, compounds).
 * - `readValeVocabulary(folders)`, `compileGoPattern(entry)`: Vale vocabularies and their entries.
 * - `readSettingsFile(file)`: a cspell settings file, imports followed, problems located.
 * - `PageCodeWords`: the words a page writes as code or in addresses.
 * - `isGeneratedReleaseNote(source)`: a line of GitHub's generated release notes (a pull request's title).
 * - `isTranslatedPage(site, page)`: docs.json lists the page under a language other than English.
 */

export { bundledDictionary, defaultDictionaryNames, isBundledDictionary, type EnglishVariant } from './bundled-dictionaries.js';
export { isGeneratedReleaseNote } from './release-notes.js';
export { readSettingsFile, type DictionaryDefinition, type SpellingSettings } from './cspell-settings.js';
export { addCodeWords, PageCodeWords } from './page-code-words.js';
export { isTranslatedPage, pageLanguage } from '../site/page-language.js';
export { siteSpelling, type SiteSpelling, type SiteSpellingOptions } from './site-spelling.js';
export { siteName, siteVocabulary } from './site-vocabulary.js';
export { createSpeller, type Speller, type SpellerParts, type WordVerdict } from './speller.js';
export { CSPELL_CONFIG_NAMES, readTeamWordLists, searchFolders, type TeamWordLists } from './team-word-lists.js';
export { compileGoPattern, readValeVocabulary, type ValeVocabulary, type VocabularyEntry } from './vale-vocabulary.js';
export type { WordListProblem } from './word-list-problem.js';
export { MIN_WORD_LENGTH, wordToCheck, type WordPart, type WordToCheck } from './word-parts.js';
export { wordTokens, type WordToken } from './word-tokens.js';

/**
 * Which `.md`/`.mdx` files under the site root are not ordinary pages. One place, so the engine,
 * the navigation rules and the page rules never disagree about it.
 */
const SNIPPET_FOLDER = /(^|\/)_?snippets\//;

/** Repository files at the root (README.md, AGENTS.md, ...): read by people and tools, not served as pages. */
const REPOSITORY_FILE = /^(readme|contributing|changelog|license|code_of_conduct|security|agents|claude)\.md$/i;

/** Under `snippets/` or `_snippets/`: a fragment that pages import, not a page. */
export function isSnippetPath(relativePath: string): boolean {
  return SNIPPET_FOLDER.test(relativePath);
}

export function isRepositoryFile(relativePath: string): boolean {
  return REPOSITORY_FILE.test(relativePath);
}

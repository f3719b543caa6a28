/**
 * Which `.md`/`.mdx` files under the site root are not ordinary pages. One place, so the engine,
 * the navigation rules and the page rules never disagree about it.
 */
const SNIPPET_FOLDER = /(^|\/)_?snippets\//;

/**
 * Repository files (README.md, CONTRIBUTING.md, AGENTS.md, ...) anywhere in the tree: read by people
 * on GitHub and by tools, not published by the generator. `CHANGELOG.md` only at the root, since
 * `changelog.mdx` in a folder is often a page of the site.
 */
const REPOSITORY_FILE = /(^|\/)(readme|contributing|code_of_conduct|security|agents|claude)\.mdx?$|^(changelog|license)\.md$/i;

/** The rules that still read a repository file: a credential in a README leaks as surely as one in a page. */
export const REPOSITORY_FILE_RULES: ReadonlySet<string> = new Set(['no-secrets']);

/** Under `snippets/` or `_snippets/`: a fragment that pages import, not a page. */
export function isSnippetPath(relativePath: string): boolean {
  return SNIPPET_FOLDER.test(relativePath);
}

export function isRepositoryFile(relativePath: string): boolean {
  return REPOSITORY_FILE.test(relativePath);
}

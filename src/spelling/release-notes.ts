/**
 * A line of GitHub's generated release notes (`… by @user in #123`, as written or as links) is a
 * pull request's title: written in the code's words (commands, package names, identifiers), never
 * edited as prose. Spelling and terminology read it as such.
 */

const GENERATED_RELEASE_NOTE = /\sby\s+\[?@[\w-]+\]?(?:\([^)]*\))?\s+in\s+\[?#\d+\]?(?:\([^)]*\))?\s*$/;

/** True when the source of a unit of prose is a line of generated release notes. */
export function isGeneratedReleaseNote(source: string): boolean {
  return GENERATED_RELEASE_NOTE.test(source);
}

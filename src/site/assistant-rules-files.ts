import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** Where assistants look for a repository's rules, relative to the repository root. */
export const ASSISTANT_RULES_PATTERNS = ['.cursor/rules/*.mdc', '.windsurf/rules/*.md', 'CLAUDE.md', 'AGENTS.md'] as const;

/**
 * The assistant rules files of the docs repository: at the site root, and at the root of the git
 * repository that holds it (found by its `.git` entry, without running git), when that is higher.
 * Only these few fixed places are listed; symbolic links are not followed.
 */
export function findAssistantRulesFiles(siteRoot: string): string[] {
  const roots = [siteRoot];
  const repositoryRoot = findRepositoryRoot(siteRoot);
  if (repositoryRoot && repositoryRoot !== siteRoot) roots.push(repositoryRoot);
  return roots.flatMap((root) =>
    fg
      .sync([...ASSISTANT_RULES_PATTERNS], { cwd: root, dot: true, onlyFiles: true, followSymbolicLinks: false, suppressErrors: true })
      .sort()
      .map((file) => path.relative(siteRoot, path.join(root, file)).split(path.sep).join('/')),
  );
}

/** The nearest folder at or above `start` that holds `.git`. */
export function findRepositoryRoot(start: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

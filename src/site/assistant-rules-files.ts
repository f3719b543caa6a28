import path from 'node:path';
import fg from 'fast-glob';
import { findRepositoryRoot } from './repository-root.js';

/**
 * Where assistants look for a repository's rules, relative to the repository root: AGENTS.md, Claude
 * Code's CLAUDE.md (at the root or in .claude/) and its skills, Gemini's GEMINI.md, Cursor's project
 * rules (in nested folders too) and its older .cursorrules, Windsurf's rules and its older
 * .windsurfrules, GitHub Copilot's instructions, Cline's .clinerules (a file or a folder) and
 * Continue's rules.
 */
export const ASSISTANT_RULES_PATTERNS = [
  'AGENTS.md',
  'CLAUDE.md',
  '.claude/CLAUDE.md',
  '.claude/skills/*/SKILL.md',
  'GEMINI.md',
  '.cursor/rules/**/*.mdc',
  '.cursorrules',
  '.windsurf/rules/**/*.md',
  '.windsurfrules',
  '.github/copilot-instructions.md',
  '.github/instructions/**/*.instructions.md',
  '.clinerules',
  '.clinerules/**/*.md',
  '.continue/rules/**/*.md',
] as const;

/**
 * The assistant rules files of the docs repository: at the site root, and at the root of the
 * repository that holds it, when that is higher. Only these few fixed places are listed; symbolic
 * links are not followed.
 */
export function findAssistantRulesFiles(siteRoot: string): string[] {
  const roots = [siteRoot];
  const repositoryRoot = findRepositoryRoot(siteRoot);
  if (repositoryRoot && repositoryRoot !== siteRoot) roots.push(repositoryRoot);
  return roots.flatMap((root) =>
    fg
      .sync([...ASSISTANT_RULES_PATTERNS], { cwd: root, dot: true, onlyFiles: true, followSymbolicLinks: false, suppressErrors: true, deep: 4 })
      .sort()
      .map((file) => path.relative(siteRoot, path.join(root, file)).split(path.sep).join('/')),
  );
}

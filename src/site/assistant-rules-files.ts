import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

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

/**
 * The folder that holds `.git` (a folder, or the file of a worktree or submodule), found without
 * running git. A copy without its history (a release archive, a CI artifact, a download of the
 * repository) has no `.git`: then the nearest folder with a `.github` folder is the repository's root.
 */
export function findRepositoryRoot(start: string): string | undefined {
  return nearestHolding(start, '.git') ?? nearestHolding(start, '.github', true);
}

function nearestHolding(start: string, entry: string, folder = false): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const at = path.join(dir, entry);
    if (folder ? isFolder(at) : fs.existsSync(at)) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function isFolder(at: string): boolean {
  try {
    return fs.statSync(at).isDirectory();
  } catch {
    return false;
  }
}

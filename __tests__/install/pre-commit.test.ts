import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { cleanEnv, describeIf, git, preCommitAvailable, registryReachable, run, sourceRepo, tagRelease, tempDir, version } from './fixture.js';

/**
 * The hook as a project uses it: .pre-commit-config.yaml names the docs-lint repository at its
 * release tag, pre-commit installs it (with the Node on PATH: no download), and a commit of a page
 * with a problem fails. pre-commit is Debian's package (.ci/run installs it).
 */
const TIMEOUT = 15 * 60 * 1000;

describeIf(preCommitAvailable && registryReachable, preCommitAvailable ? 'the npm registry is not reachable: the pre-commit test is skipped' : 'pre-commit is not installed (apt-get install pre-commit): the pre-commit test is skipped')('docs-lint as a pre-commit hook', () => {
  test(
    'pre-commit installs the hook from the release tag with the system Node, and the hook lints the staged pages of a commit',
    () => {
      const repo = sourceRepo();
      expect(tagRelease(repo).status).toBe(0);
      const home = tempDir('docs-lint-pre-commit-home-');
      const env = cleanEnv({ PRE_COMMIT_HOME: home, PRE_COMMIT_COLOR: 'never', npm_config_prefer_offline: 'true' });
      const project = tempDir('docs-lint-pre-commit-project-');
      const files: Record<string, string> = {
        '.pre-commit-config.yaml': `repos:\n  - repo: ${repo}\n    rev: v${version}\n    hooks:\n      - id: docs-lint\n`,
        'docs/docs.json': JSON.stringify({ name: 'S', navigation: [{ group: 'A', pages: ['good'] }] }, null, 2),
        'docs/good.mdx': '---\ntitle: Good\ndescription: Fine.\n---\n\n## Start\n',
        'README.md': '# A project\n',
      };
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
        fs.writeFileSync(path.join(project, file), text);
      }
      git(['init', '--quiet', '--initial-branch=main'], project);

      const install = run('pre-commit', ['install', '--install-hooks'], project, env);
      expect(install.stdout).toContain('pre-commit installed at .git/hooks/pre-commit');
      expect(install.status).toBe(0);
      // The environment pre-commit made uses the Node on PATH ("system"): it downloaded none.
      const environments = fs.readdirSync(home).flatMap((entry) => (fs.statSync(path.join(home, entry)).isDirectory() ? fs.readdirSync(path.join(home, entry)).filter((name) => name.startsWith('node_env')) : []));
      expect(environments).toEqual(['node_env-system']);

      // A commit of the clean page passes the hook.
      git(['add', '.'], project);
      const good = run('git', ['commit', '-m', 'A clean page'], project, env);
      expect(good.stdout + good.stderr).toMatch(/docs-lint\.+Passed/);
      expect(good.status).toBe(0);

      // A commit that adds a page without a description is stopped, with docs-lint's report.
      fs.writeFileSync(path.join(project, 'docs', 'bad.mdx'), '---\ntitle: Bad\n---\n\n## Start\n');
      fs.writeFileSync(path.join(project, 'docs', 'docs.json'), JSON.stringify({ name: 'S', navigation: [{ group: 'A', pages: ['good', 'bad'] }] }, null, 2));
      git(['add', 'docs'], project);
      const bad = run('git', ['commit', '-m', 'A page without a description'], project, env);
      expect(bad.status).toBe(1);
      const output = bad.stdout + bad.stderr;
      expect(output).toMatch(/docs-lint\.+Failed/);
      expect(output).toContain('docs/bad.mdx\n  1:1  error  The front matter has no `description`');
      expect(git(['log', '--format=%s'], project).trim()).toBe('A clean page');
    },
    TIMEOUT,
  );
});

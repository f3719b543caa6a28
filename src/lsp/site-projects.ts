import path from 'node:path';
import { sitesBelow } from '../cli/find-site.js';
import { findSiteRoot } from '../eslint-plugin/site-cache.js';
import { findSiteConfig } from '../site/site-config-file.js';
import { SiteProject } from './site-project.js';

/**
 * The sites the server knows, one project each: those of the workspace folders (a docs.json at
 * or below each folder, as the CLI finds them), and that of any file opened outside them (the
 * nearest docs.json above it).
 */
export class SiteProjects {
  private readonly byRoot = new Map<string, Promise<SiteProject>>();
  private readonly loaded = new Map<string, SiteProject>();

  constructor(private readonly onLoaded: (project: SiteProject) => void = () => undefined) {}

  addFolders(folders: readonly string[]): void {
    for (const folder of folders) {
      const roots = findSiteConfig(folder) ? [folder] : sitesBelow(folder);
      for (const root of roots) void this.project(root);
    }
  }

  /** Loads every known site's config and builds its index. */
  async warmAll(): Promise<void> {
    for (const pending of [...this.byRoot.values()]) (await pending).index();
  }

  /** The project of the site a file belongs to, loaded; undefined outside every site. */
  async forFile(filePath: string): Promise<SiteProject | undefined> {
    const root = findSiteRoot(path.dirname(path.resolve(filePath)));
    return root === undefined ? undefined : this.project(root);
  }

  /** The loaded project whose site holds `filePath` (the deepest, when sites nest). */
  loadedFor(filePath: string): SiteProject | undefined {
    let found: SiteProject | undefined;
    for (const project of this.loaded.values()) {
      if ((filePath === project.root || filePath.startsWith(project.root + path.sep)) && (!found || project.root.length > found.root.length)) found = project;
    }
    return found;
  }

  private project(root: string): Promise<SiteProject> {
    let pending = this.byRoot.get(root);
    if (!pending) {
      const project = new SiteProject(root);
      pending = project.load().then(() => {
        this.loaded.set(root, project);
        this.onLoaded(project);
        return project;
      });
      this.byRoot.set(root, pending);
    }
    return pending;
  }
}

import path from 'node:path';
import { allRules } from '../../rules/index.js';
import { ConfigError, type ResolvedConfig } from '../config/lint-config.js';
import { discoverLintConfig, loadLintConfig } from '../config/load-lint-config.js';
import { resolveConfig } from '../config/resolve-config.js';
import { sitePatterns } from '../config/site-patterns.js';
import { FileProfiles, type FileProfile } from '../engine/enabled-rules.js';
import { forgetSite, siteOf } from '../eslint-plugin/site-cache.js';
import type { ProjectIndex } from '../site/project-index.js';
import { findSiteConfig } from '../site/site-config-file.js';
import type { Rule } from '../types.js';

/**
 * One docs.json site as the language server keeps it: its docs-lint config, resolved once (and
 * again when the config file changes), and its project index, which the ESLint plugin's
 * site cache keeps warm for every file of the site. Pages are linted against it with the
 * editor's text (see `lint-document.ts`).
 */
export class SiteProject {
  private resolved: { config: ResolvedConfig; profiles: FileProfiles; notices: string[] } | undefined;
  /** Why the config could not be used, when it could not: the defaults apply meanwhile, and the config file gets the diagnostic. */
  configError: { file?: string; message: string } | undefined;

  constructor(
    readonly root: string,
    private readonly rules: readonly Rule<any>[] = allRules,
  ) {}

  get config(): ResolvedConfig {
    return this.resolved!.config;
  }

  get configFile(): string | undefined {
    return this.resolved?.config.configFile;
  }

  /** Reads the docs-lint config (again); a broken one leaves the presets' defaults in force and says why. */
  async load(): Promise<void> {
    const discovered = discoverLintConfig(this.root, this.root);
    this.configError = undefined;
    let input: unknown = {};
    if (discovered.file) {
      try {
        input = sitePatterns(await loadLintConfig(discovered.file), path.dirname(discovered.file), this.root);
      } catch (error) {
        this.configError = { file: discovered.file, message: describe(error) };
        input = {};
      }
    }
    let config: ResolvedConfig;
    try {
      config = resolveConfig(input, {}, discovered.file, this.rules);
    } catch (error) {
      this.configError = { file: discovered.file, message: describe(error) };
      config = resolveConfig({}, {}, undefined, this.rules);
    }
    this.resolved = { config, profiles: new FileProfiles(this.rules, config), notices: discovered.notices };
  }

  get loaded(): boolean {
    return this.resolved !== undefined;
  }

  /** The rules and settings of a file of the site, after the config's `overrides`. */
  profileOf(filePath: string): FileProfile {
    return this.resolved!.profiles.forFile(this.relative(filePath));
  }

  /** POSIX path relative to the site root. */
  relative(filePath: string): string {
    return path.relative(this.root, filePath).split(path.sep).join('/');
  }

  /** The site's index, built now when it is not yet (the first lint of a page then costs nothing more). */
  index(): ProjectIndex | undefined {
    const configPath = findSiteConfig(this.root);
    return configPath ? siteOf(configPath, { ignores: this.config.ignores }) : undefined;
  }

  /** Files came or went: list them again on the next lint. */
  forgetFiles(): void {
    forgetSite(this.root);
  }
}

function describe(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  return (error as Error | undefined)?.message ?? String(error);
}

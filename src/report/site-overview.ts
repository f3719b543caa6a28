import fs from 'node:fs';
import { detectedSecrets, maskSecret, maskSecrets } from '../engine/redact-secrets.js';
import { findSecrets } from '../page/secrets/find-secrets.js';
import { memberString } from '../site/json-nodes.js';
import { isRepositoryFile, isSnippetPath } from '../site/page-kinds.js';
import type { ProjectIndex } from '../site/project-index.js';
import { listedAs } from '../site/served-paths.js';
import type { LintResult } from '../types.js';
import { buildNavigationTree, type NavTreeNode } from './navigation-tree.js';

/**
 * What a report that shows the whole site needs beyond the results (`--format html`): the site's
 * name, its pages, its navigation as readers see it, the pages no navigation entry reaches, and the
 * source lines the problems point at.
 */
export interface SiteOverview {
  /** The site's `name` in docs.json, when it has one. */
  name?: string;
  root: string;
  /** docs.json (or mint.json), absolute. */
  configPath: string;
  /** Every page file docs-lint lints, root-relative. */
  pageFiles: readonly string[];
  navigation: NavTreeNode[];
  /** Page files that no navigation entry names (snippets and README-like files aside), root-relative. */
  orphans: string[];
  /**
   * One line of a file, as on disk but with every credential masked as the messages mask it;
   * undefined when the file or the line cannot be read.
   */
  sourceLine(filePath: string, line: number): string | undefined;
}

/** Beyond this, a file is not read for its source lines (a report is no place for a 10 MB page). */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
/** Source lines are cut here: a minified line would swamp the report. */
const MAX_LINE_LENGTH = 400;

export function createSiteOverview(site: ProjectIndex, results: readonly LintResult[]): SiteOverview {
  const navigation = buildNavigationTree(site);
  const linked = site.navigation.shape === 'groups-array' || site.navigation.shape === 'object';
  const orphans = linked
    ? site.pageFiles.filter((file) => !isSnippetPath(file) && !isRepositoryFile(file) && !listedAs(site, file))
    : [];
  const byFile = new Map(results.map((result) => [result.filePath, result]));
  const lines = new Map<string, { lines: string[]; secrets: string[] } | null>();
  const read = (filePath: string) => {
    if (lines.has(filePath)) return lines.get(filePath)!;
    let text: string | undefined;
    try {
      text = filePath === site.config.path ? site.config.text : fs.statSync(filePath).size <= MAX_SOURCE_BYTES ? fs.readFileSync(filePath, 'utf8') : undefined;
    } catch {
      text = undefined;
    }
    const result = byFile.get(filePath);
    // no-secrets reports span each credential exactly, kept or suppressed: the same ones the messages mask.
    const reports = result ? [...result.messages, ...result.suppressedMessages] : [];
    const entry = text === undefined ? null : { lines: text.replace(/^\uFEFF/, '').split(/\r?\n|\r/), secrets: detectedSecrets(reports, text) };
    lines.set(filePath, entry);
    return entry;
  };
  return {
    name: memberString(site.config.ast?.body, 'name'),
    root: site.root,
    configPath: site.config.path,
    pageFiles: site.pageFiles,
    navigation,
    orphans,
    sourceLine(filePath, line) {
      const file = read(filePath);
      const text = file?.lines[line - 1];
      if (text === undefined) return undefined;
      return maskLine(maskSecrets(text, file!.secrets)).slice(0, MAX_LINE_LENGTH);
    },
  };
}

/**
 * A source line shown in a report may hold a credential that no-secrets did not report (the rule is
 * off, or the line is prose): the line is scanned with the same detectors and what they find masked.
 */
function maskLine(text: string): string {
  const findings = findSecrets(text);
  let masked = text;
  for (const finding of [...findings].sort((a, b) => b.start - a.start)) {
    masked = masked.slice(0, finding.start) + maskSecret(text.slice(finding.start, finding.end)) + masked.slice(finding.end);
  }
  return masked;
}

import { internalError } from '../engine/enabled-rules.js';
import type { Problem } from '../engine/problem.js';
import { fileKind, lintFile, type FileKind } from '../eslint-plugin/lint-file.js';
import type { BlockReparser } from '../page/block-reparser.js';
import { anchorsToData } from '../page/page-anchors.js';
import type { Rule } from '../types.js';
import type { SiteProject } from './site-project.js';

/** One problem of an open document, with the severity the site's config gives its rule. */
export interface DocumentProblem extends Problem {
  /** The docs-lint rule that reported it (a Vale rule's `Style.Rule` report belongs to `vale`). */
  owner?: Rule<any>;
}

export interface LintedDocument {
  /** The text linted, without its byte-order mark: every offset of a fix points into it. */
  text: string;
  /** 1 when the editor's text starts with a byte-order mark (offsets shift by it). */
  bom: number;
  problems: DocumentProblem[];
  /** The pages (site-relative) whose anchors the lint read: a change to their headings re-lints this document. */
  reads: Set<string>;
  /** The page's own anchors after the lint, as a string to compare (pages only). */
  anchors?: string;
}

/**
 * Lints the editor's text of one file of a site against the whole site, through the engine path
 * the ESLint plugin uses (`lintFile`: one parse, one walk, the same directives and fix guards).
 * Never throws: a failure of the engine is one problem on the file. With a `reparser` (one per
 * open page), an edit inside one paragraph or heading re-parses that block only.
 */
export function lintDocument(project: SiteProject, filePath: string, editorText: string, kind: FileKind = fileKind(filePath), reparser?: BlockReparser): LintedDocument {
  const bom = editorText.charCodeAt(0) === 0xfeff ? 1 : 0;
  const text = bom ? editorText.slice(1) : editorText;
  const result: LintedDocument = { text, bom, problems: [], reads: new Set() };
  try {
    const profile = project.profileOf(filePath);
    const severityOf = new Map(profile.rules.map((enabled) => [enabled.rule.meta.id, enabled.severity]));
    const ownerOf = new Map(profile.rules.map((enabled) => [enabled.rule.meta.id, enabled.rule]));
    const site = project.index();
    const run = () =>
      lintFile(
        { filePath, text, settings: { ignores: project.config.ignores, components: profile.settings.components }, ...(reparser ? { parseTree: reparser.parse } : {}) },
        profile.rules.map(({ rule, options }) => ({ rule, options })),
        kind,
      );
    const { value: linted, reads } = site ? site.anchors.tracking(run) : { value: run(), reads: new Set<string>() };
    result.reads = reads;
    if (linted.fatal) result.problems.push({ ...linted.fatal, filePath });
    for (const [ruleId, problems] of linted.byRule) {
      const configured = severityOf.get(ruleId) ?? 2;
      // A note stays a note, a foreign warning stays a warning; otherwise the config's severity.
      for (const problem of problems) result.problems.push({ ...problem, severity: Math.min(problem.severity, configured) as Problem['severity'], owner: ownerOf.get(ruleId) });
    }
    if (kind === 'page' && site) {
      const relative = project.relative(filePath);
      result.anchors = JSON.stringify(anchorsToData(project.index()?.anchors.get(relative)));
    }
  } catch (error) {
    result.problems.push(internalError(filePath, error));
  }
  result.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return result;
}

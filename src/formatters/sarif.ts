import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fingerprintMessages } from '../baseline/fingerprint.js';
import type { LintMessage, RuleMeta, SeverityName, SuggestionSummary } from '../types.js';
import type { Formatter } from './formatter-types.js';
import { relativePath } from './formatter-types.js';

export const SARIF_SCHEMA_URL = 'https://json.schemastore.org/sarif-2.1.0.json';
export const TOOL_INFORMATION_URI = 'https://github.com/docs-lint/docs-lint';
const SRCROOT = '%SRCROOT%';
/** The key of our fingerprint in `partialFingerprints`: the baseline's fingerprint and its occurrence in the file. */
export const FINGERPRINT_KEY = 'docsLintProblem/v2';

type SarifLevel = 'error' | 'warning' | 'note';

const RESULT_LEVELS: Record<LintMessage['severity'], SarifLevel> = { 2: 'error', 1: 'warning', 0: 'note' };
const DEFAULT_LEVELS: Record<SeverityName, SarifLevel> = { error: 'error', warn: 'warning', off: 'note' };

interface ReportingDescriptor {
  id: string;
  name?: string;
  shortDescription?: { text: string };
  helpUri?: string;
  defaultConfiguration?: { level: SarifLevel };
}

interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

interface Region {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}

interface SarifResult {
  ruleId?: string;
  ruleIndex?: number;
  level: SarifLevel;
  message: { text: string };
  locations: Array<{ physicalLocation: { artifactLocation: ArtifactLocation; region?: Region } }>;
  partialFingerprints?: Record<string, string>;
  fixes?: SarifFix[];
}

/** A proposed fix the user chooses (SARIF has no other kind): a rule's suggestions, never its automatic fix. */
interface SarifFix {
  description: { text: string };
  artifactChanges: Array<{ artifactLocation: ArtifactLocation; replacements: Array<{ deletedRegion: { charOffset: number; charLength: number }; insertedContent: { text: string } }> }>;
}

function descriptorFor(id: string, meta: RuleMeta | undefined): ReportingDescriptor {
  // A rule the caller did not describe still needs an entry so that `ruleIndex` stays valid.
  if (!meta) return { id, name: id };
  return {
    id,
    name: id,
    shortDescription: { text: meta.description },
    helpUri: meta.docsUrl,
    defaultConfiguration: { level: DEFAULT_LEVELS[meta.defaultSeverity] },
  };
}

/**
 * Relative to `%SRCROOT%`, the repository's top folder (or `cwd` outside a repository), so the log
 * is portable between checkouts and GitHub code scanning maps it onto the repository whatever
 * folder docs-lint ran in. A file outside it cannot be expressed that way without `..`, which
 * consumers resolve inconsistently, so it gets an absolute file URL instead.
 */
function artifactLocation(cwd: string, filePath: string): ArtifactLocation {
  const relative = relativePath(cwd, filePath, true);
  if (relative.startsWith('../') || relative === '..' || path.isAbsolute(relative)) {
    return { uri: pathToFileURL(path.resolve(cwd, filePath)).href };
  }
  // Per segment, so `/` stays a separator while `%`, `#`, `?`, spaces and a `:` that would read as
  // a URI scheme are escaped.
  return { uri: relative.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

/** SARIF's minimum for lines and columns is 1; ESLint uses 0 for "no position". */
function regionFor(message: LintMessage): Region | undefined {
  if (!(message.line >= 1)) return undefined;
  const region: Region = { startLine: message.line };
  if (message.column >= 1) region.startColumn = message.column;
  if (message.endLine !== undefined && message.endLine >= 1) region.endLine = message.endLine;
  if (message.endColumn !== undefined && message.endColumn >= 1) region.endColumn = message.endColumn;
  return region;
}

/** A suggestion as SARIF's proposed fix: its edit by character offsets (UTF-16, as `columnKind` says). */
function sarifFix(suggestion: SuggestionSummary, location: ArtifactLocation): SarifFix {
  const [start, end] = suggestion.fix.range;
  return {
    description: { text: suggestion.desc },
    artifactChanges: [{ artifactLocation: { ...location }, replacements: [{ deletedRegion: { charOffset: start, charLength: end - start }, insertedContent: { text: suggestion.fix.text } }] }],
  };
}

function srcRootUri(cwd: string): string {
  const href = pathToFileURL(path.resolve(cwd)).href;
  // Without the slash, a relative URI would resolve against the parent directory.
  return href.endsWith('/') ? href : `${href}/`;
}

/** A SARIF 2.1.0 log with one run, for GitHub code scanning and other SARIF viewers. */
export const sarif: Formatter = (results, context) => {
  const ruleIds = new Set<string>();
  for (const result of results) {
    for (const message of result.messages) if (message.ruleId !== null) ruleIds.add(message.ruleId);
  }
  // Sorted so the same problems give the same log whatever order the files were linted in.
  const sortedIds = [...ruleIds].sort();
  const ruleIndex = new Map(sortedIds.map((id, index) => [id, index]));

  const srcRoot = context.repositoryRoot ?? context.cwd;
  const sarifResults: SarifResult[] = [];
  for (const result of results) {
    const location = artifactLocation(srcRoot, result.filePath);
    // Fingerprints hold no line number: code scanning keeps an alert open, not new, when lines move.
    const prints = new Map<LintMessage, string>();
    const sourceText = context.sourceText;
    if (sourceText) {
      for (const { message, fingerprint, occurrence } of fingerprintMessages(result.messages, () => sourceText(result.filePath))) prints.set(message, `${fingerprint}:${occurrence}`);
    }
    for (const message of result.messages) {
      const region = regionFor(message);
      const print = prints.get(message);
      const entry: SarifResult = {
        level: RESULT_LEVELS[message.severity],
        message: { text: message.message },
        locations: [{ physicalLocation: { artifactLocation: { ...location }, ...(region ? { region } : {}) } }],
        ...(print ? { partialFingerprints: { [FINGERPRINT_KEY]: print } } : {}),
        ...(message.suggestions && message.suggestions.length > 0 ? { fixes: message.suggestions.map((suggestion) => sarifFix(suggestion, location)) } : {}),
      };
      // Parse failures belong to no rule; SARIF allows a result without one.
      if (message.ruleId !== null) {
        sarifResults.push({ ruleId: message.ruleId, ruleIndex: ruleIndex.get(message.ruleId), ...entry });
      } else {
        sarifResults.push(entry);
      }
    }
  }

  const log = {
    $schema: SARIF_SCHEMA_URL,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'docs-lint',
            informationUri: TOOL_INFORMATION_URI,
            version: context.toolVersion,
            rules: sortedIds.map((id) => descriptorFor(id, context.rules.get(id))),
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: srcRootUri(srcRoot) } },
        // Our columns count UTF-16 code units, like ESLint; saying so spares consumers a guess.
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
      },
    ],
  };
  return JSON.stringify(log, null, 2);
};

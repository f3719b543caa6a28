/**
 * The baseline follows a move. Its entries are keyed by file, and a problem's fingerprint is the
 * text of its line: a moved page's entries go to its new path, and a problem whose line the move
 * rewrites (a relative link or image, a navigation entry) is recorded by its line as rewritten. So
 * the first run after `docs-lint mv` reports what it reported before, nothing "new" and nothing "fixed".
 */
import fs from 'node:fs';
import path from 'node:path';
import { diffChars } from 'diff';
import { applyBaseline } from '../baseline/apply-baseline.js';
import { readBaseline, writeBaseline, type BaselineEntries } from '../baseline/baseline-file.js';
import { anchorOf, fingerprintMessages, linesOf, problemFingerprint } from '../baseline/fingerprint.js';
import { sourceTexts } from '../baseline/source-texts.js';
import { discoverLintConfig, loadLintConfig } from '../config/load-lint-config.js';
import { resolveConfig } from '../config/resolve-config.js';
import { sitePatterns } from '../config/site-patterns.js';
import { lintSite } from '../engine/lint-site.js';
import { isBaselined } from '../formatters/report-summary.js';
import { relativeInside } from '../site/site-paths.js';
import type { LintMessage } from '../types.js';
import type { FileChange } from './apply-move.js';
import type { MovePlan } from './move-plan.js';

/** One baselined problem of a file the move rewrites: the print it is held by now, and the one it will have. */
interface Reprint {
  file: string;
  ruleId: string;
  before: string;
  after: string;
}

export interface BaselineMove {
  /** The baselined problems that move with their pages. */
  count: number;
  /** Writes the baseline as the moved site needs it; call once the move is made. */
  write(): void;
}

/**
 * Works out, before the move is made, how the baseline changes with it. Undefined when the baseline
 * holds nothing of the files that move or change. Lints the files the move rewrites (only those,
 * and only when the baseline holds problems of theirs) to learn which lines their problems are on.
 */
export async function planBaselineMove(baselineFile: string, root: string, cwd: string, plan: MovePlan, changes: readonly FileChange[]): Promise<BaselineMove | undefined> {
  if (!fs.existsSync(baselineFile)) return undefined;
  const entries = readBaseline(baselineFile);
  const renamed = new Map(plan.files.map((file) => [file.from, file.to]));
  const rewritten = changes.filter((change) => Object.hasOwn(entries, change.file));
  if (rewritten.length === 0 && ![...renamed.keys()].some((file) => Object.hasOwn(entries, file))) return undefined;

  const reprints = rewritten.length > 0 ? await reprintsOf(root, cwd, entries, rewritten) : [];
  let count = 0;
  const next: BaselineEntries = Object.create(null);
  for (const [file, rules] of Object.entries(entries)) {
    const target = renamed.get(file) ?? file;
    if (target !== file) count += Object.values(rules).reduce((sum, prints) => sum + Object.values(prints).reduce((a, b) => a + b, 0), 0);
    const into = (next[target] ??= Object.create(null));
    for (const [ruleId, prints] of Object.entries(rules)) into[ruleId] = { ...prints };
  }
  for (const reprint of reprints) {
    if (reprint.before === reprint.after) continue;
    const prints = next[renamed.get(reprint.file) ?? reprint.file][reprint.ruleId];
    if (!(prints[reprint.before] > 0)) continue;
    if (--prints[reprint.before] === 0) delete prints[reprint.before];
    prints[reprint.after] = (prints[reprint.after] ?? 0) + 1;
  }
  return { count, write: () => writeBaseline(baselineFile, next) };
}

/** Each baselined problem of the rewritten files, with its print now and the print of its line once rewritten. */
async function reprintsOf(root: string, cwd: string, entries: BaselineEntries, rewritten: readonly FileChange[]): Promise<Reprint[]> {
  const discovered = discoverLintConfig(root, cwd);
  const input = discovered.file ? sitePatterns(await loadLintConfig(discovered.file), path.dirname(discovered.file), root) : {};
  const config = resolveConfig(input, {}, discovered.file);
  const pages = rewritten.filter((change) => /\.mdx?$/i.test(change.file)).map((change) => change.file);
  const { results } = await lintSite({ root, config, threads: 1, select: () => ({ pages, config: pages.length < rewritten.length }) });
  const texts = sourceTexts(results);
  const { results: matched } = applyBaseline(results, entries, { root, texts, active: () => true, complete: false });
  const byFile = new Map(rewritten.map((change) => [change.file, change]));
  const reprints: Reprint[] = [];
  for (const result of matched) {
    const change = byFile.get(relativeInside(root, result.filePath) ?? '');
    const held = result.suppressedMessages.filter(isBaselined);
    if (!change || held.length === 0) continue;
    const prints = new Map(fingerprintMessages(held, () => change.before).map((entry) => [entry.message, entry]));
    const place = placeMap(change.before, change.text);
    const after = linesOf(change.text);
    for (const message of held) {
      const entry = prints.get(message);
      if (!entry) continue;
      // The print the baseline holds it by: the current one, else the one of docs-lint 0.1.
      const before = Object.hasOwn(entries[change.file][message.ruleId!] ?? {}, entry.fingerprint) ? entry.fingerprint : entry.legacy();
      reprints.push({ file: change.file, ruleId: message.ruleId!, before, after: problemFingerprint(message, anchorOf(after, place(message))) });
    }
  }
  return reprints;
}

type Place = Pick<LintMessage, 'line' | 'column' | 'endLine' | 'endColumn'>;

/** Where a problem's range lies in the rewritten text: each end follows the characters around it. */
function placeMap(before: string, after: string): (place: Place) => Place {
  const parts = diffChars(before, after);
  const beforeLines = lineStarts(before);
  const afterLines = lineStarts(after);
  const offset = (line: number, column: number) => (beforeLines[line - 1] ?? before.length) + column - 1;
  const mapOffset = (old: number): number => {
    let [oldAt, newAt] = [0, 0];
    for (const part of parts) {
      if (part.added) {
        newAt += part.value.length;
        continue;
      }
      if (old < oldAt + part.value.length) return part.removed ? newAt : newAt + (old - oldAt);
      oldAt += part.value.length;
      if (!part.removed) newAt += part.value.length;
    }
    return newAt;
  };
  const lineColumn = (at: number): { line: number; column: number } => {
    let line = 0;
    while (line + 1 < afterLines.length && afterLines[line + 1] <= at) line++;
    return { line: line + 1, column: at - afterLines[line] + 1 };
  };
  return (place) => {
    const start = lineColumn(mapOffset(offset(place.line, place.column)));
    if (place.endLine === undefined || place.endColumn === undefined) return { line: start.line, column: start.column };
    const end = lineColumn(mapOffset(offset(place.endLine, place.endColumn)));
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  };
}

/** The offset each line starts at, lines ended as `linesOf` ends them. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

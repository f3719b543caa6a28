/**
 * A page's Vale reports: every loaded rule whose scope matches runs on each block of the page's
 * rendered prose (and on the whole file for `raw`, on its summary for `summary` and `metric`),
 * in document order; what a comment switch turns off is dropped, a rule's `limit` is kept, and
 * a place reported twice by one rule (as a sentence and as its paragraph) is reported once.
 */

import type { ProseUnit } from '../prose/index.js';
import { positionAt } from '../rule-kit/text-position.js';
import type { SourceLocation } from '../types.js';
import type { DocumentSummary, ValeCheck, ValeServices } from './check-types.js';
import { switchedOff, type ValeSwitch } from './comments.js';
import { blocksOfUnit, type PageBlock } from './page-blocks.js';
import { scopeMatches } from './scope.js';
import { documentCounts } from './summary.js';

export interface ValeReport {
  check: ValeCheck;
  message: string;
  loc: SourceLocation;
}

export function valeReports(checks: readonly ValeCheck[], units: readonly ProseUnit[], switches: readonly ValeSwitch[], source: string, ext: string, services?: ValeServices): ValeReport[] {
  const bases = new Set(checks.flatMap((check) => [...check.scope.bases]));
  const needs = { sentence: bases.has('sentence'), paragraph: bases.has('paragraph') };
  const ordered = [...units].sort((a, b) => a.sourceRange(0, 1)[0] - b.sourceRange(0, 1)[0]);
  const state = { sequences: [] as string[], services };
  const found: Array<{ check: ValeCheck; offset: number; match: string; message: string; loc: SourceLocation }> = [];
  const blockChecks = checks.filter((check) => !check.runOnDocument);
  const runBlock = (block: PageBlock) => {
    for (const check of blockChecks) {
      if (!scopeMatches(check.scope, block.scope, block.parent)) continue;
      for (const finding of check.run(block, state)) {
        if (finding.end === finding.start) {
          found.push({ check, offset: 0, match: finding.match, message: finding.message, loc: firstLine() });
          continue;
        }
        found.push({ check, offset: block.sourceRange(finding.start, finding.end)[0], match: finding.match, message: finding.message, loc: block.locate(finding.start, finding.end) });
      }
    }
  };
  // Splitting a paragraph into sentences is the costly part: done only when a sentence-scoped check may find something in it.
  const sentenceChecks = blockChecks.filter((check) => check.scope.bases.has('sentence'));
  for (const unit of ordered) {
    const unitNeeds = needs.sentence && sentenceChecks.every((check) => check.mayMatch && !check.mayMatch(unit.text)) ? { ...needs, sentence: false } : needs;
    for (const block of blocksOfUnit(unit, ext, unitNeeds)) runBlock(block);
  }
  if (bases.has('raw')) runBlock(rawBlock(source, ext));
  const documentChecks = checks.filter((check) => check.runOnDocument);
  if (documentChecks.length > 0 || bases.has('summary')) {
    const summary: DocumentSummary = documentCounts(ordered);
    if (bases.has('summary')) runBlock(summaryBlock(summary.text, ext));
    for (const check of documentChecks) {
      for (const finding of check.runOnDocument!(summary)) found.push({ check, offset: 0, match: finding.match, message: finding.message, loc: firstLine() });
    }
  }
  const seen = new Set<string>();
  const perRule = new Map<string, number>();
  const reports: ValeReport[] = [];
  for (const item of found.sort((a, b) => a.offset - b.offset)) {
    if (switches.length > 0 && switchedOff(switches, item.check.id, item.match, item.offset)) continue;
    const key = `${item.loc.start.line}:${item.loc.start.column}:${item.check.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const count = perRule.get(item.check.id) ?? 0;
    if (item.check.limit > 0 && count >= item.check.limit) continue;
    perRule.set(item.check.id, count + 1);
    reports.push({ check: item.check, message: item.message.replace(/\n/g, ' ').replace(/ +/g, ' '), loc: item.loc });
  }
  return reports;
}

function firstLine(): SourceLocation {
  return { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
}

/** `scope: raw`: the file as written. */
function rawBlock(source: string, ext: string): PageBlock {
  const locate = (start: number, end: number): SourceLocation => {
    const from = positionAt(source, start);
    return { start: from, end: positionAt(source, end, { ...from, offset: start }) };
  };
  return { text: source, scope: ['raw', ext], parent: ['raw', ext], slice: (start, end) => source.slice(start, end), sourceRange: (start, end) => [start, end], locate };
}

/** `scope: summary`: the page's prose, each paragraph after a blank line; placed at the first line. */
function summaryBlock(text: string, ext: string): PageBlock {
  return { text, scope: ['summary', ext], parent: ['summary', ext], slice: (start, end) => text.slice(start, end), sourceRange: () => [0, 0], locate: firstLine };
}

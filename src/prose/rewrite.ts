/**
 * A style rule's rewrite, offered as a suggestion on its report: an edit the reader chooses (an editor's
 * quick fix, an ESLint suggestion), never applied by `--fix`, since the rule cannot know that the
 * sentence around it still reads right.
 */
import type { ReportSuggestion } from '../types.js';
import type { DetachedUnit } from './unit.js';

/**
 * The suggestion that replaces `[start, end)` of the unit's text with `text`; none where the file
 * writes that span with markup, an escape or a line break inside (`**must** be`), which an edit of
 * the plain words would lose or break.
 */
export function rewriteSuggestion(unit: Pick<DetachedUnit, 'written' | 'slice' | 'sourceRange'>, start: number, end: number, text: string): ReportSuggestion[] | undefined {
  if (!text.trim()) return undefined;
  const written = unit.written(start, end);
  if (written !== unit.slice(start, end) || /\n/.test(written) || written === text) return undefined;
  return [{ desc: `Rewrite as: "${text}"`, fix: [{ range: unit.sourceRange(start, end), text }] }];
}

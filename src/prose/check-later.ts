/**
 * Checks of units put off, so that the style rules' grammar tags many pages' sentences one after
 * another. compromise's lexicon and patterns fall out of the processor's caches while the engine
 * parses and walks the next page: tagged inside the walk, a sentence cost about twice what it costs
 * among other sentences (bench/results.md).
 *
 * Units wait detached from the page's text and tree (`ProseUnit.detach`), with only the sentences a
 * rule reads. Once `BATCH` units wait, in whatever pages, they are checked together and what they
 * report is kept; each page gets its reports when every page was read (`afterAllPages`), as the
 * engine's other deferred checks do. So what waits stays small however long the run: holding every
 * page's units to the end cost 430 MB more at the peak of a 10,000-page run.
 */

import type { ReportDescriptor, RuleContext } from '../types.js';
import type { Sentence } from './sentences.js';
import type { DetachedUnit, ProseUnit } from './unit.js';

/** Units checked together: enough for the grammar's caches to stay warm, few enough to hold. */
const BATCH = 400;

/** How a check put off reports: like `context.report`, at whatever time it runs. */
export type LaterReport = (descriptor: ReportDescriptor) => void;

interface Waiting {
  unit: DetachedUnit | undefined;
  /** What the check reported, when it ran before the page's turn; an error it threw, to throw there. */
  reports: ReportDescriptor[];
  error?: unknown;
  run: (unit: DetachedUnit, report: LaterReport) => void;
}

/** Units of every page and rule not checked yet, in the order they were read. */
let waiting: Waiting[] = [];

function checkWaiting(): void {
  const batch = waiting;
  waiting = [];
  for (const item of batch) {
    if (!item.unit) continue;
    try {
      item.run(item.unit, (descriptor) => item.reports.push(descriptor));
    } catch (error) {
      item.error = error;
    }
    item.unit = undefined;
  }
}

/**
 * A reader of units for `proseVisitors` that puts off `check` on each unit with a sentence `wanted`
 * takes, with `state` (what the walk knows there, such as the section it is in). `check` reports
 * through the `report` it is given, never `context.report`: it may run while another page is walked.
 * Reports reach the page when every page was read, without fixes.
 */
export function checkLater<State = undefined>(
  context: RuleContext<any>,
  check: (unit: DetachedUnit, state: State, report: LaterReport) => void,
  wanted: (sentence: Sentence) => boolean,
): (unit: ProseUnit, state?: State) => void {
  const page: Waiting[] = [];
  return (unit, state) => {
    if (!unit.sentences.some(wanted)) return;
    if (page.length === 0) {
      context.afterAllPages(() => {
        for (const item of page.splice(0)) {
          if (item.unit) {
            item.run(item.unit, (descriptor) => context.report(descriptor));
            item.unit = undefined;
            continue;
          }
          for (const descriptor of item.reports) context.report(descriptor);
          if (item.error !== undefined) throw item.error;
        }
      });
    }
    const item: Waiting = { unit: unit.detach(wanted), reports: [], run: (detached, report) => check(detached, state as State, report) };
    page.push(item);
    waiting.push(item);
    if (waiting.length >= BATCH) checkWaiting();
  };
}

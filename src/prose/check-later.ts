/**
 * Checks of units put off until every page was read (`afterAllPages`). The style rules' grammar
 * tags each sentence with compromise, whose lexicon and patterns fall out of the processor's caches
 * while the engine parses and walks the next page: a sentence tagged inside the walk cost about
 * twice what it costs among other sentences (bench/results.md). Put off, the sentences of every page
 * are tagged one after another, and what waits is small: each unit detached from the page's text
 * and tree (`ProseUnit.detach`).
 */

import type { RuleContext } from '../types.js';
import type { DetachedUnit, ProseUnit } from './unit.js';

/**
 * A reader of units for `proseVisitors` that queues each unit, with `state` (what the walk knows
 * there, such as the section it is in), and runs `check` on each once every page was read. A check
 * run then reports as it would have in the walk, without fixes.
 */
export function checkLater<State = undefined>(context: RuleContext<any>, check: (unit: DetachedUnit, state: State) => void): (unit: ProseUnit, state?: State) => void {
  const queue: Array<{ unit: DetachedUnit; state: State }> = [];
  return (unit, state) => {
    if (queue.length === 0) {
      context.afterAllPages(() => {
        for (const item of queue.splice(0)) check(item.unit, item.state);
      });
    }
    queue.push({ unit: unit.detach(), state: state as State });
  };
}

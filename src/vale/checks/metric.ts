/**
 * `extends: metric` (and `readability`): a formula over a file's counts (words, sentences,
 * syllables, complex words, headings, lists…) and a `condition` on its result; reported once per
 * file, at its first line, with the result (two decimals) as `%s`.
 */

import { StyleProblem, type DocumentSummary, type ValeCheck } from '../check-types.js';
import type { RuleDefinition } from '../rule-definition.js';
import { parseScope } from '../scope.js';
import { baseCheck } from './common.js';
import { compileFormula } from './formula.js';

/** Vale's readability formulas, by the names a `readability` rule lists. */
const READABILITY: Record<string, string> = {
  'Gunning Fog': '0.4 * ((words / sentences) + 100 * (complex_words / words))',
  'Coleman-Liau': '(0.0588 * (characters / words * 100)) - (0.296 * (sentences / words * 100)) - 15.8',
  'Flesch-Kincaid': '(0.39 * (words / sentences)) + (11.8 * (syllables / words)) - 15.59',
  SMOG: '1.0430 * math.sqrt(polysyllabic_words * 30.0 / sentences) + 3.1291',
  'Automated Readability': '(4.71 * (characters / words)) + (0.5 * (words / sentences)) - 21.43',
};

export function metric(definition: RuleDefinition): ValeCheck {
  const line = definition.lineOfKey(definition.extends === 'readability' ? 'metrics' : 'formula');
  let formula: string;
  let condition: string;
  if (definition.extends === 'readability') {
    const names = definition.strings('metrics');
    const unknown = names.find((name) => !READABILITY[name]);
    if (unknown) throw new StyleProblem(`"${unknown}" is not a readability metric Vale knows (${Object.keys(READABILITY).join(', ')}).`, line);
    formula = `(${names.map((name) => `(${READABILITY[name]})`).join(' + ')}) / ${names.length}`;
    condition = `> ${definition.number('grade', 8)}`;
  } else {
    formula = definition.string('formula').replace(/heading\.(h[1-6])/g, 'heading_$1');
    condition = definition.string('condition');
  }
  let evaluate: (vars: Record<string, number>) => number | boolean;
  let test: (vars: Record<string, number>) => number | boolean;
  try {
    evaluate = compileFormula(formula);
    test = compileFormula(`__result__ ${condition}`);
  } catch (error) {
    throw new StyleProblem(`The formula cannot be read: ${(error as Error).message}.`, line);
  }
  return {
    ...baseCheck(definition),
    scope: parseScope(['summary']),
    run: () => [],
    runOnDocument(summary: DocumentSummary) {
      if (!summary.counts.words) return [];
      const result = Number(evaluate(summary.counts));
      if (!Number.isFinite(result)) return [];
      if (!test({ ...summary.counts, __result__: result })) return [];
      return [{ start: 0, end: 0, match: '', message: definition.format([result.toFixed(2)]) }];
    },
  };
}

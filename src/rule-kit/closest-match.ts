import leven from 'leven';

/**
 * The candidate nearest to `word` by edit distance, if it is near enough to be a plausible
 * typo (at most a third of the word's length, and at least 1 edit allowed). Two adjacent letters
 * swapped (`lable` for `label`) count as one edit, as typists make them.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    // The edit distance is at least the difference in length: most candidates are ruled out without computing it.
    if (Math.abs(candidate.length - word.length) > Math.min(limit, bestDistance)) continue;
    const other = candidate.toLowerCase();
    // Past limit + 1 the exact distance does not matter: leven stops once every path through the
    // table costs more (on a 10,000-page site, comparing folder names was a fifth of a run).
    let distance = other === lower ? 0 : leven(lower, other, { maxDistance: limit + 2 });
    // A swap costs two plain edits: only a word just past the limit can come within it by counting swaps as one.
    if (distance === limit + 1) distance = swapAwareDistance(lower, other);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** Edit distance where swapping two adjacent characters is one edit (optimal string alignment). */
function swapAwareDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

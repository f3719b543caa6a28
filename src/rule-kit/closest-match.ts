import leven from 'leven';

/**
 * The candidate nearest to `word` by edit distance, if it is near enough to be a plausible
 * typo (at most a third of the word's length, and at least 1 edit allowed).
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    // The edit distance is at least the difference in length: most candidates are ruled out without computing it.
    if (Math.abs(candidate.length - word.length) > Math.min(limit, bestDistance)) continue;
    const distance = candidate.toLowerCase() === lower ? 0 : leven(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

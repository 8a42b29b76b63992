// Suggestions for a name that does not exist: used by the hints of several stages (front matter
// keys, components, API members), so it sits with the diagnostics, below them all.

/** Levenshtein distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[y.length] ?? 0;
}

/**
 * The candidates ordered by closeness to a name (edit distance, then a shared start, then their
 * own order): "productID" puts "productId" first, "descripton" "description".
 */
export function closestFirst(name: string, candidates: readonly string[]): string[] {
  const lower = name.toLowerCase();
  const prefix = (c: string) => {
    let k = 0;
    const other = c.toLowerCase();
    while (k < lower.length && k < other.length && lower[k] === other[k]) k++;
    return k;
  };
  return [...new Set(candidates)]
    .map((c, index) => ({ c, index, d: editDistance(name, c), p: prefix(c) }))
    .sort((a, b) => a.d - b.d || b.p - a.p || a.index - b.index)
    .map((x) => x.c);
}

/** Whether a candidate is close enough to be offered as "did you mean": a typo, not another word. */
export const isLikelyTypo = (name: string, candidate: string) => editDistance(name, candidate) <= Math.max(2, Math.floor(Math.min(name.length, candidate.length) / 3));

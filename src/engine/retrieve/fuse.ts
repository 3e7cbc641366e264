/*
 * Combining rankings: reciprocal rank fusion of lexical and dense result lists, and score normalisation for display
 * or thresholds.
 */

/** A ranked result: an id and its score (higher is better). */
export type RankedId = { id: string; score: number };

const byScoreThenId = (a: RankedId, b: RankedId) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Reciprocal rank fusion: each list adds 1 / (k + rank) for the ids it ranks (rank from 1); best first. */
export function fuseRankings(lists: readonly (readonly RankedId[])[], k = 60): RankedId[] {
  const fused = new Map<string, number>();
  for (const list of lists) {
    const ordered = [...list].sort(byScoreThenId);
    const seen = new Set<string>();
    ordered.forEach((r, i) => {
      if (seen.has(r.id)) return;
      seen.add(r.id);
      fused.set(r.id, (fused.get(r.id) ?? 0) + 1 / (k + i + 1));
    });
  }
  return [...fused].map(([id, score]) => ({ id, score })).sort(byScoreThenId);
}

/** Rescales scores to 0–1 (best 1, worst 0; all 1 when they are equal), keeping the order. */
export function normalizeScores<T extends RankedId>(list: readonly T[]): T[] {
  if (!list.length) return [];
  let max = -Infinity;
  let min = Infinity;
  for (const r of list) {
    max = Math.max(max, r.score);
    min = Math.min(min, r.score);
  }
  return list.map((r) => ({ ...r, score: max === min ? 1 : (r.score - min) / (max - min) }));
}

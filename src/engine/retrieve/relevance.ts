/*
 * "Nothing relevant found": when the best result addresses too little of the question, the answer engine apologises
 * instead of answering from a loosely related section.
 */

/**
 * The threshold on the top results' coverage (the IDF-weighted share of the question's informative words it
 * addresses, directly or through the municipal vocabulary). On the DC dev set every answerable question's top result
 * covers at least 0.36; off-topic questions ("how do I bake sourdough bread") mostly fall below 0.3.
 */
export const NOTHING_RELEVANT = { minCoverage: 0.25 } as const;

/** The best coverage among results (pass the top few, e.g. 5); 0 when there are none. */
export function topCoverage(results: readonly { coverage: number }[]): number {
  return results.reduce((m, r) => Math.max(m, r.coverage), 0);
}

/** Whether the top results hold nothing relevant enough to answer from; a section the question names always counts. */
export function isNothingRelevant(results: readonly { coverage: number; sectionMatch?: boolean }[], minCoverage: number = NOTHING_RELEVANT.minCoverage): boolean {
  if (results.some((r) => r.sectionMatch)) return false;
  return topCoverage(results) < minCoverage;
}

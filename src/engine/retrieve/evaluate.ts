/*
 * Retrieval quality against questions with expected sections: recall@k and MRR, ranked by section (several chunks of
 * one section count once, at the section's best rank).
 */

/** The cut-offs recall is reported at. */
export const RECALL_CUTOFFS = [1, 3, 5, 10] as const;

/** One question's ranked section labels ('§ 25-723'), best first; repeats allowed. */
export type RetrievalRun = { id: string; ranked: readonly string[] };

/** How one question fared: the 1-based section rank of its first expected section (null when not retrieved). */
export type QuestionOutcome = { id: string; answerable: boolean; firstRelevantRank: number | null; reciprocalRank: number; sections: string[] };

/** Recall at 1, 3, 5 and 10, MRR, the number of answerable questions, and each question's outcome. */
export type RetrievalEvaluation = {
  recallAt: Record<(typeof RECALL_CUTOFFS)[number], number>;
  mrr: number;
  answerable: number;
  perQuestion: QuestionOutcome[];
};

/** Normalises a section label for comparison: '§ 25-723.' and '§25-723' are the same section. */
export function sectionKey(label: string): string {
  return label.replace(/\s+/g, '').replace(/\.$/, '').toLowerCase();
}

/** Distinct sections in rank order (each at its first, i.e. best, position). */
export function collapseToSections(ranked: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const label of ranked) {
    const key = sectionKey(label);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(label);
  }
  return out;
}

/**
 * Scores runs against expected sections: recall@k is the share of answerable questions (non-empty expected list) with
 * any expected section in the top k sections; MRR averages 1 / rank of the first expected section (0 if absent).
 */
export function evaluateRetrieval(results: readonly RetrievalRun[], expected: Readonly<Record<string, readonly string[]>>): RetrievalEvaluation {
  const perQuestion: QuestionOutcome[] = results.map((run) => {
    const wanted = new Set((expected[run.id] ?? []).map(sectionKey));
    const sections = collapseToSections(run.ranked);
    const index = sections.findIndex((s) => wanted.has(sectionKey(s)));
    const rank = wanted.size && index >= 0 ? index + 1 : null;
    return { id: run.id, answerable: wanted.size > 0, firstRelevantRank: rank, reciprocalRank: rank ? 1 / rank : 0, sections };
  });
  const answerable = perQuestion.filter((q) => q.answerable);
  const share = (k: number) => (answerable.length ? answerable.filter((q) => q.firstRelevantRank !== null && q.firstRelevantRank <= k).length / answerable.length : 0);
  return {
    recallAt: { 1: share(1), 3: share(3), 5: share(5), 10: share(10) },
    mrr: answerable.length ? answerable.reduce((s, q) => s + q.reciprocalRank, 0) / answerable.length : 0,
    answerable: answerable.length,
    perQuestion,
  };
}

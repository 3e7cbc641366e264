/*
 * Retrieval quality against questions with expected sections: recall@k and MRR, ranked by section (several chunks of
 * one section count once, at the section's best rank).
 */

/** The cut-offs recall is reported at. */
export const RECALL_CUTOFFS = [1, 3, 5, 10] as const;

/**
 * A section as a result names it: its label ('§ 25-723', 'Section 5.100') and, where known, its document — a city's
 * ordinances reuse section numbers, so an expected section that names its document matches only in that document.
 */
export type SectionRef = string | { section: string; document?: string | null };

/** One question's ranked sections, best first; repeats allowed. */
export type RetrievalRun = { id: string; ranked: readonly SectionRef[] };

/** How one question fared: the 1-based section rank of its first expected section (null when not retrieved). */
export type QuestionOutcome = { id: string; answerable: boolean; firstRelevantRank: number | null; reciprocalRank: number; sections: SectionRef[] };

/** Recall at 1, 3, 5 and 10, MRR, the number of answerable questions, and each question's outcome. */
export type RetrievalEvaluation = {
  recallAt: Record<(typeof RECALL_CUTOFFS)[number], number>;
  mrr: number;
  answerable: number;
  perQuestion: QuestionOutcome[];
};

/** Normalises a section label for comparison: '§ 25-723.', '§25-723' and 'Section 25-723' are the same section. */
export function sectionKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/^\s*(?:§+|sec(?:tion)?s?\.?)\s*/, '')
    .replace(/\s+/g, '')
    .replace(/\.$/, '');
}

function labelOf(ref: SectionRef): string {
  return typeof ref === 'string' ? ref : ref.section;
}

function documentOf(ref: SectionRef): string | null {
  return typeof ref === 'string' ? null : (ref.document ?? null);
}

/** Whether a result names an expected section (in the expected document, when the expectation names one). */
export function sameSection(result: SectionRef, expected: SectionRef): boolean {
  const document = documentOf(expected);
  return sectionKey(labelOf(result)) === sectionKey(labelOf(expected)) && (!document || document === documentOf(result));
}

/** Distinct sections in rank order (each at its first, i.e. best, position); one section number per document. */
export function collapseToSections<T extends SectionRef>(ranked: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const ref of ranked) {
    const key = `${sectionKey(labelOf(ref))}\u0000${documentOf(ref) ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(ref);
  }
  return out;
}

/**
 * Scores runs against expected sections: recall@k is the share of answerable questions (non-empty expected list) with
 * any expected section in the top k sections; MRR averages 1 / rank of the first expected section (0 if absent).
 */
export function evaluateRetrieval(results: readonly RetrievalRun[], expected: Readonly<Record<string, readonly SectionRef[]>>): RetrievalEvaluation {
  const perQuestion: QuestionOutcome[] = results.map((run) => {
    const wanted = expected[run.id] ?? [];
    const sections = collapseToSections(run.ranked);
    const index = sections.findIndex((s) => wanted.some((w) => sameSection(s, w)));
    const rank = wanted.length && index >= 0 ? index + 1 : null;
    return { id: run.id, answerable: wanted.length > 0, firstRelevantRank: rank, reciprocalRank: rank ? 1 / rank : 0, sections };
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

/*
 * Quality figures for grant search on judged queries: precision at 5, recall at 10, whether a best listing is in the
 * top 3, and the mean reciprocal rank of the first relevant listing. Queries judged to have no relevant listing are
 * scored separately: the right answer to them is an empty list.
 */

/** A judged query: the listings that answer it and the one (or few) that answer it best. */
export type GrantJudgement = { id: string; relevant: string[]; best: string[] };

/** The figures over the answerable queries, and how many "nothing fits" queries got an empty list. */
export type GrantEvaluation = {
  answerable: number;
  precisionAt5: number;
  recallAt10: number;
  hitAt3: number;
  mrr: number;
  /** Queries with nothing relevant, and how many of them got no results. */
  unanswerable: number;
  emptyWhenUnanswerable: number;
  /** Answerable queries that got no results at all. */
  emptyWhenAnswerable: number;
};

/** Scores ranked program numbers per query id against the judgements (queries without a run count as empty). */
export function evaluateGrantSearch(runs: ReadonlyMap<string, readonly string[]>, judgements: readonly GrantJudgement[]): GrantEvaluation {
  let answerable = 0;
  let p5 = 0;
  let r10 = 0;
  let hit3 = 0;
  let mrr = 0;
  let unanswerable = 0;
  let emptyUnanswerable = 0;
  let emptyAnswerable = 0;
  for (const j of judgements) {
    const ranked = runs.get(j.id) ?? [];
    if (j.relevant.length === 0) {
      unanswerable++;
      if (ranked.length === 0) emptyUnanswerable++;
      continue;
    }
    answerable++;
    if (ranked.length === 0) emptyAnswerable++;
    const relevant = new Set(j.relevant);
    const best = new Set(j.best.length ? j.best : j.relevant);
    p5 += ranked.slice(0, 5).filter((p) => relevant.has(p)).length / 5;
    r10 += ranked.slice(0, 10).filter((p) => relevant.has(p)).length / relevant.size;
    if (ranked.slice(0, 3).some((p) => best.has(p))) hit3++;
    const first = ranked.findIndex((p) => relevant.has(p));
    if (first >= 0) mrr += 1 / (first + 1);
  }
  const avg = (x: number) => (answerable ? x / answerable : 0);
  return {
    answerable,
    precisionAt5: avg(p5),
    recallAt10: avg(r10),
    hitAt3: avg(hit3),
    mrr: avg(mrr),
    unanswerable,
    emptyWhenUnanswerable: emptyUnanswerable,
    emptyWhenAnswerable: emptyAnswerable,
  };
}

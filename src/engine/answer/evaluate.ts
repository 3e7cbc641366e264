/*
 * Answer-level quality against questions with expected sections: does an expected section appear
 * among the answer's first three citations, and does the answer apologise exactly when the
 * documents cannot answer?
 */
import { sameSection, type SectionRef } from '../retrieve';

/** One question's answer as the eval records it: cited sections in citation order, and whether it apologised. */
export type AnswerRun = { id: string; citations: readonly SectionRef[]; apology: boolean };

export type AnswerEvaluation = {
  answerable: number;
  unanswerable: number;
  /** Answerable questions whose first three citations include an expected section. */
  citedCount: number;
  citedInTop3: number;
  apologisedUnanswerable: number;
  apologisedAnswerable: number;
};

/** How many citations the "expected section among the first citations" figure looks at. */
export const CITATION_CUTOFF = 3;

export function evaluateAnswers(runs: readonly AnswerRun[], expected: Readonly<Record<string, readonly SectionRef[]>>): AnswerEvaluation {
  let answerable = 0;
  let citedCount = 0;
  let apologisedAnswerable = 0;
  let unanswerable = 0;
  let apologisedUnanswerable = 0;
  for (const run of runs) {
    const wanted = expected[run.id] ?? [];
    if (wanted.length === 0) {
      unanswerable++;
      if (run.apology) apologisedUnanswerable++;
      continue;
    }
    answerable++;
    if (run.apology) apologisedAnswerable++;
    if (run.citations.slice(0, CITATION_CUTOFF).some((c) => wanted.some((w) => sameSection(c, w)))) citedCount++;
  }
  return {
    answerable,
    unanswerable,
    citedCount,
    citedInTop3: answerable ? citedCount / answerable : 0,
    apologisedUnanswerable,
    apologisedAnswerable,
  };
}

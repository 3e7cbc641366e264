/*
 * Term proximity: a passage where the question's words stand together ('taking orders' … 'deposit', 'smoke
 * detector') is more likely about what is asked than one that has the same words scattered over unrelated
 * sentences. The best candidates' texts are read again, and each pair of words that stand near each other in the
 * question scores when they stand near each other in the passage (the unordered-window part of a sequential
 * dependence model, over BM25's weights).
 */
import { isContentWeight, type QueryPlan } from './plan-query';
import { tokenize } from './tokenize';

/** Proximity knobs; the defaults are the measured production values (ADR 010). */
export type ProximityOptions = {
  /** How many of the best candidates are read again (default 40). */
  candidates?: number;
  /** Two words count as together within this many tokens of each other (default 8). */
  window?: number;
  /** A pair's weight relative to one of its words' BM25 weight (default 0.5). */
  weight?: number;
  /** How far apart in the question two words may stand to form a pair, in content words (default 2). */
  questionSpan?: number;
};

export const DEFAULT_PROXIMITY_OPTIONS: Required<ProximityOptions> = { candidates: 40, window: 8, weight: 0.5, questionSpan: 2 };

/** Two question positions, each with the words that stand for it, and the pair's weight (the lighter word's IDF). */
export type ProximityPair = { left: ReadonlySet<string>; right: ReadonlySet<string>; idf: number };

/**
 * The pairs of the question's own content words that stand within `questionSpan` content words of each other, in
 * question order. Each position is matched by its word or a term of the same group (a relative the code uses).
 */
export function proximityPairs(plan: QueryPlan, options: ProximityOptions = {}): ProximityPair[] {
  const span = options.questionSpan ?? DEFAULT_PROXIMITY_OPTIONS.questionSpan;
  const own = new Map(plan.terms.filter((t) => t.source === 'question' && t.kind === 'word' && isContentWeight(t.weight)).map((t) => [t.term, t]));
  const positions: { term: string; members: Set<string>; idf: number }[] = [];
  for (const token of tokenize(plan.question)) {
    const t = own.get(token);
    if (!t || positions.some((p) => p.term === token)) continue;
    const members = new Set([token, ...plan.terms.filter((x) => x.group === token && x.term !== token && (x.df ?? 1) > 0).map((x) => x.term)]);
    positions.push({ term: token, members, idf: t.idf ?? 1 });
  }
  const pairs: ProximityPair[] = [];
  for (let i = 0; i < positions.length; i++) {
    for (let j = i + 1; j < positions.length && j - i <= span; j++) {
      pairs.push({ left: positions[i].members, right: positions[j].members, idf: Math.min(positions[i].idf, positions[j].idf) });
    }
  }
  return pairs;
}

/**
 * A passage's proximity score: for each pair, how often its two positions occur within `window` tokens of each other
 * (saturating like BM25's term frequency), times the pair's IDF.
 */
export function proximityScore(pairs: readonly ProximityPair[], text: string, options: ProximityOptions = {}): number {
  const window = options.window ?? DEFAULT_PROXIMITY_OPTIONS.window;
  if (!pairs.length) return 0;
  const tokens = tokenize(text);
  let score = 0;
  for (const pair of pairs) {
    let count = 0;
    let lastLeft = -Infinity;
    let lastRight = -Infinity;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const isLeft = pair.left.has(t);
      const isRight = pair.right.has(t);
      if (isLeft && i - lastRight <= window) count++;
      else if (isRight && i - lastLeft <= window) count++;
      if (isLeft) lastLeft = i;
      if (isRight) lastRight = i;
    }
    if (count) score += pair.idf * ((count * 2.2) / (count + 1.2));
  }
  return score;
}
